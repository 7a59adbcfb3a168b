//go:build goexperiment.simd && amd64

// movegen_simd_amd64.go holds the AVX2 move generator and flips, four
// directions at once in one 256-bit register, used where the CPU has AVX2
// and the build has GOEXPERIMENT=simd.

package mapello

import (
	"simd/archsimd"
)

// haveSIMD reports whether legalSIMD and flipsSIMD may run: the CPU has
// AVX2.
var haveSIMD = archsimd.X86.AVX2()

// The four lanes of a vector are four axes, with their steps in bits: east
// (1), north (8), north-east (9) and north-west (7); shifting left moves
// along the axis towards higher bits, shifting right towards lower bits.
var (
	simdStep1 = [4]uint64{1, 8, 9, 7}
	simdStep2 = [4]uint64{2, 16, 18, 14}
	simdStep4 = [4]uint64{4, 32, 36, 28}
	// simdInner masks the opponent's discs that can lie inside a run on
	// each axis (see legalPlain): not on the a or h file horizontally, not
	// on rank 1 or 8 vertically, on neither diagonally.
	simdInner = [4]uint64{0x7e7e7e7e7e7e7e7e, 0x00ffffffffffff00, 0x007e7e7e7e7e7e00, 0x007e7e7e7e7e7e00}
)

// simdRays[sq] holds the rays from bit sq along the four axes: up towards
// higher bits (east, north, north-east, north-west), down towards lower
// bits (west, south, south-west, south-east).
var simdRays = func() (r [64]struct{ up, down [4]uint64 }) {
	for sq := range 64 {
		r[sq].up = [4]uint64{rays[sq][dirE], rays[sq][dirN], rays[sq][dirNE], rays[sq][dirNW]}
		r[sq].down = [4]uint64{rays[sq][dirW], rays[sq][dirS], rays[sq][dirSW], rays[sq][dirSE]}
	}
	return r
}()

// fold returns the OR of the four lanes of x.
func fold(x archsimd.Uint64x4) uint64 {
	y := x.GetLo().Or(x.GetHi())
	return y.GetElem(0) | y.GetElem(1)
}

// legalSIMD is legalPlain with the four axes in the four lanes of a
// vector: the same fills, both senses of each axis at once.
func legalSIMD(p, o, empty uint64) uint64 {
	d1 := archsimd.LoadUint64x4(&simdStep1)
	d2 := archsimd.LoadUint64x4(&simdStep2)
	pp := archsimd.BroadcastUint64x4(p)
	mo := archsimd.BroadcastUint64x4(o).And(archsimd.LoadUint64x4(&simdInner))

	fl := mo.And(pp.ShiftLeft(d1))
	fr := mo.And(pp.ShiftRight(d1))
	fl = fl.Or(mo.And(fl.ShiftLeft(d1)))
	fr = fr.Or(mo.And(fr.ShiftRight(d1)))
	pl := mo.And(mo.ShiftLeft(d1))
	pr := pl.ShiftRight(d1)
	fl = fl.Or(pl.And(fl.ShiftLeft(d2)))
	fr = fr.Or(pr.And(fr.ShiftRight(d2)))
	fl = fl.Or(pl.And(fl.ShiftLeft(d2)))
	fr = fr.Or(pr.And(fr.ShiftRight(d2)))
	return fold(fl.ShiftLeft(d1).Or(fr.ShiftRight(d1))) & empty
}

// flipsSIMD is flips with the four axes in the four lanes of a vector.
// Towards higher bits, the run ends at the lowest cell of the ray that is
// not an o disc, and flips if that cell is a p disc. Towards lower bits,
// the p discs on the ray are smeared down, which leaves above them the
// cells between the placement and the nearest p disc; they flip if that
// disc lies above every empty cell of the ray (as numbers: a ray towards
// lower bits never holds bit 63, so the signed compare is exact).
func flipsSIMD(sq int, p, o uint64) uint64 {
	r := &simdRays[sq&63]
	pp := archsimd.BroadcastUint64x4(p)
	oo := archsimd.BroadcastUint64x4(o)

	up := archsimd.LoadUint64x4(&r.up)
	lo := up.AndNot(oo)
	lo = lo.Add(archsimd.BroadcastUint64x4(^uint64(0))).Xor(lo).And(up)
	lf := lo.AndNot(pp)
	f := lf.AndNot(lf.Equal(lo).ToInt64x4().AsUint64x4())

	down := archsimd.LoadUint64x4(&r.down)
	rp := pp.And(down)
	rs := rp.Or(rp.ShiftRight(archsimd.LoadUint64x4(&simdStep1)))
	rs = rs.Or(rs.ShiftRight(archsimd.LoadUint64x4(&simdStep2)))
	rs = rs.Or(rs.ShiftRight(archsimd.LoadUint64x4(&simdStep4)))
	re := down.AndNot(oo).Xor(rp)
	closed := rp.AsInt64x4().Greater(re.AsInt64x4()).ToInt64x4().AsUint64x4()
	f = f.Or(down.AndNot(rs).And(closed))
	return fold(f)
}

// perft2SIMD is perft2Plain in the AVX2 assembly of
// movegen_avx2_amd64.s, which makes each child in the vector registers and
// beats the same loop written with simd/archsimd (0.29 s against 0.36 s for
// Othello's perft 11).
func perft2SIMD(p, o, walls, moves uint64) uint64 {
	if !haveAVX2 {
		return perft2Plain(p, o, walls, moves)
	}
	return perft2AVX2(p, o, walls, moves)
}

// stepSIMD is stepPlain in the AVX2 assembly, which makes the child in the
// vector registers.
func stepSIMD(sq int, p, o, walls uint64) (q, r, moves uint64) {
	if !haveAVX2 {
		return stepPlain(sq, p, o, walls)
	}
	return stepAVX2(sq, p, o, walls)
}

// haveStepK reports whether stepKSIMD may run: the CPU has AVX2 and a fast
// PDEP.
var haveStepK = haveAVX2 && havePDEP

// stepKSIMD is stepSIMD on the k-th lowest placement of moves, in the
// assembly.
func stepKSIMD(k, moves, p, o, walls uint64) (q, r, next uint64) {
	return stepKAVX2(k, moves, p, o, walls)
}

// perft3SIMD is perft3AVX2, the assembly.
func perft3SIMD(p, o, walls, moves uint64) (n, rest uint64) {
	if !haveAVX2 {
		return 0, moves
	}
	return perft3AVX2(p, o, walls, moves)
}
