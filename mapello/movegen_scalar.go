//go:build !amd64

// movegen_scalar.go: builds for other processors than amd64, which have
// no vector move generator.

package mapello

// haveSIMD is false: legalSIMD and flipsSIMD are the scalar code.
const haveSIMD = false

func legalSIMD(p, o, empty uint64) uint64 { return legalPlain(p, o, empty) }

func flipsSIMD(sq int, p, o uint64) uint64 { return flips(sq, p, o) }

func perft2SIMD(p, o, walls, moves uint64) uint64 { return perft2Plain(p, o, walls, moves) }

func stepSIMD(sq int, p, o, walls uint64) (q, r, moves uint64) { return stepPlain(sq, p, o, walls) }

// haveStepK is false: stepKSIMD is the scalar code.
const haveStepK = false

func stepKSIMD(k, moves, p, o, walls uint64) (q, r, next uint64) {
	return stepPlain(selectBit(moves, k), p, o, walls)
}

// perft3SIMD counts nothing: haveSIMD is false.
func perft3SIMD(p, o, walls, moves uint64) (n, rest uint64) { return 0, moves }
