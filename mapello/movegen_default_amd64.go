//go:build amd64 && !goexperiment.simd

// movegen_default_amd64.go: builds for amd64 without GOEXPERIMENT=simd run
// the AVX2 assembly where the CPU has it.

package mapello

// haveSIMD reports whether the vector move generator may run: the CPU has
// AVX2.
var haveSIMD = haveAVX2

func legalSIMD(p, o, empty uint64) uint64 { return legalAVX2(p, o, empty) }

func flipsSIMD(sq int, p, o uint64) uint64 { return flipsAVX2(sq, p, o) }

func perft2SIMD(p, o, walls, moves uint64) uint64 { return perft2AVX2(p, o, walls, moves) }

func stepSIMD(sq int, p, o, walls uint64) (q, r, moves uint64) { return stepAVX2(sq, p, o, walls) }

// haveStepK reports whether stepKSIMD may run: the CPU has AVX2 and a fast
// PDEP.
var haveStepK = haveAVX2 && havePDEP

func stepKSIMD(k, moves, p, o, walls uint64) (q, r, next uint64) {
	return stepKAVX2(k, moves, p, o, walls)
}

func perft3SIMD(p, o, walls, moves uint64) (n, rest uint64) { return perft3AVX2(p, o, walls, moves) }
