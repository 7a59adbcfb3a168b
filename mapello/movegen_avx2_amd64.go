//go:build amd64

// movegen_avx2_amd64.go declares the AVX2 assembly of
// movegen_avx2_amd64.s (move generation, flips and the two-ply leaf count,
// four directions at once) and checks that the CPU and the operating
// system support it, so that builds without GOEXPERIMENT=simd run it too.

package mapello

// haveAVX2 reports whether the CPU has AVX2 and POPCNT and the operating
// system saves the AVX registers.
var haveAVX2 = func() bool {
	maxLeaf, _, _, _ := cpuid(0, 0)
	if maxLeaf < 7 {
		return false
	}
	_, _, c1, _ := cpuid(1, 0)
	const popcnt, osxsave, avx = 1 << 23, 1 << 27, 1 << 28
	if c1&(popcnt|osxsave|avx) != popcnt|osxsave|avx || xgetbv()&6 != 6 {
		return false
	}
	_, b7, _, _ := cpuid(7, 0)
	return b7&(1<<5) != 0
}()

// avxRays[sq] holds the rays from bit sq: up towards higher bits (east,
// north, north-east, north-west), then down towards lower bits (west,
// south, south-west, south-east), as the assembly loads them; then the bit
// itself, and padding to 128 bytes.
//
//lint:ignore U1000 the assembly reads it
var avxRays = func() (r [64][16]uint64) {
	for sq := range 64 {
		r[sq] = [16]uint64{rays[sq][dirE], rays[sq][dirN], rays[sq][dirNE], rays[sq][dirNW],
			rays[sq][dirW], rays[sq][dirS], rays[sq][dirSW], rays[sq][dirSE], 1 << sq}
	}
	return r
}()

// legalAVX2 is legalPlain in AVX2; the CPU must have it (haveAVX2).
//
//go:noescape
func legalAVX2(p, o, empty uint64) uint64

// flipsAVX2 is flips in AVX2; the CPU must have it (haveAVX2).
//
//go:noescape
func flipsAVX2(sq int, p, o uint64) uint64

// perft2AVX2 is perft2Plain in AVX2; the CPU must have it (haveAVX2).
//
//go:noescape
func perft2AVX2(p, o, walls, moves uint64) uint64

// perft3AVX2 counts the leaves three plies below the position where the
// player with discs p, against o, has the placements moves, as perftPlain
// does, until a child whose player must pass: rest is then the moves not
// counted, that child's first, for the caller to count; else 0. The CPU
// must have AVX2 (haveAVX2).
//
//go:noescape
func perft3AVX2(p, o, walls, moves uint64) (n, rest uint64)

// stepAVX2 is stepPlain in AVX2; the CPU must have it (haveAVX2).
//
//go:noescape
func stepAVX2(sq int, p, o, walls uint64) (q, r, moves uint64)

// stepKAVX2 is stepAVX2 on the k-th lowest placement of moves, counting
// from 0, which it finds with PDEP; the CPU must have AVX2 and fast BMI2
// (haveAVX2, havePDEP).
//
//go:noescape
func stepKAVX2(k, moves, p, o, walls uint64) (q, r, next uint64)

// havePDEP reports whether the CPU has BMI2's PDEP, and runs it in a few
// cycles: not the AMD processors before Zen 3, which take hundreds.
var havePDEP = func() bool {
	maxLeaf, b0, c0, d0 := cpuid(0, 0)
	if maxLeaf < 7 {
		return false
	}
	_, b7, _, _ := cpuid(7, 0)
	if b7&(1<<8) == 0 {
		return false
	}
	const auth, enti, cAMD = 0x68747541, 0x69746e65, 0x444d4163 // "AuthenticAMD"
	if b0 == auth && d0 == enti && c0 == cAMD {
		a1, _, _, _ := cpuid(1, 0)
		family := a1>>8&0xf + a1>>20&0xff
		return family >= 0x19
	}
	return true
}()

func cpuid(leaf, sub uint32) (a, b, c, d uint32)

func xgetbv() uint32
