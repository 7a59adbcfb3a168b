// patterns_ref_test.go keeps the pattern evaluation as it was before its
// fast gathers (the patterns read from the square's 8 transforms of each
// bitboard, the features from Features): the reference that the fast one
// must equal to the last bit.

package mapello

import (
	"math/bits"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// refEval is the pattern evaluation as it was: per stage, the weight of
// every raw configuration.
type refEval struct {
	t        *patternTables
	features [NumFeatures]float64
	stages   [][]float32
}

func newRefEval(w *PatternWeights) *refEval {
	t := tables()
	e := &refEval{t: t}
	for i, x := range w.Features {
		e.features[i] = float64(x)
	}
	n, _ := w.Stages()
	e.stages = make([][]float32, n)
	for k := range n {
		e.stages[k] = make([]float32, len(t.weightOf))
		for c, id := range t.weightOf {
			e.stages[k][c] = w.Patterns[k*t.weights+int(id)]
		}
	}
	return e
}

func (e *refEval) value(s *State) float64 {
	var fb [NumFeatures]float64
	v := 0.0
	for i, x := range Features(fb[:0], *s) {
		v += e.features[i] * x
	}
	me, you := symmetries(s.discs[s.side]), symmetries(s.discs[s.side^1])
	lo, hi := stageOf(bits.OnesCount64(s.discs[0]|s.discs[1]), len(e.stages))
	a, b := e.sum(&me, &you, lo)
	return v + float64(a)*(1-hi) + float64(b)*hi
}

func (e *refEval) sum(me, you *[8]uint64, lo int) (a, b float32) {
	t := e.t
	var idx [46]int32
	tr, off := t.ternary, t.offset
	te, t33, t25, tr8 := tr[0], tr[1], tr[2], tr[3]
	t7, t6, t5, t4 := tr[7], tr[8], tr[9], tr[10]
	const mul = 0x0101010101010101
	n := 0
	for _, k := range [4]int{0, 2, 4, 5} {
		m, y := me[k], you[k]
		idx[n] = off[0] + te[m&0xFF|(m>>9&1)<<8|(m>>14&1)<<9] + 2*te[y&0xFF|(y>>9&1)<<8|(y>>14&1)<<9]
		idx[n+1] = off[3] + tr8[m>>8&0xFF] + 2*tr8[y>>8&0xFF]
		idx[n+2] = off[4] + tr8[m>>16&0xFF] + 2*tr8[y>>16&0xFF]
		idx[n+3] = off[5] + tr8[m>>24&0xFF] + 2*tr8[y>>24&0xFF]
		n += 4
	}
	for k := range 4 {
		m, y := me[k], you[k]
		idx[n] = off[1] + t33[m&7|m>>5&0x38|m>>10&0x1C0] + 2*t33[y&7|y>>5&0x38|y>>10&0x1C0]
		idx[n+1] = off[7] + t7[(m&diag7)*mul>>57] + 2*t7[(y&diag7)*mul>>57]
		idx[n+2] = off[8] + t6[(m&diag6)*mul>>58] + 2*t6[(y&diag6)*mul>>58]
		idx[n+3] = off[9] + t5[(m&diag5)*mul>>59] + 2*t5[(y&diag5)*mul>>59]
		idx[n+4] = off[10] + t4[(m&diag4)*mul>>60] + 2*t4[(y&diag4)*mul>>60]
		n += 5
	}
	for k := range 8 {
		m, y := me[k], you[k]
		idx[n] = off[2] + t25[m&0x1F|m>>3&0x3E0] + 2*t25[y&0x1F|y>>3&0x3E0]
		n++
	}
	for k := range 2 {
		m, y := me[k], you[k]
		idx[n] = off[6] + tr8[(m&diag8)*mul>>56] + 2*tr8[(y&diag8)*mul>>56]
		n++
	}
	wa, wb := e.stages[lo], e.stages[lo+1]
	for _, c := range idx {
		a += wa[c]
		b += wb[c]
	}
	return a, b
}

// The fast evaluation gives the value of the one it replaced to the last
// bit, with the embedded weights and with random ones (which make every
// configuration count), on random reachable positions and on random
// boards.
func TestPatternEvalReference(t *testing.T) {
	var embeddedWeights PatternWeights
	if err := embeddedWeights.UnmarshalBinary(othelloWeights); err != nil {
		t.Fatal(err)
	}
	weights := []*PatternWeights{&embeddedWeights, randomWeights(11), randomWeights(12)}
	var fast []*patternEval
	var ref []*refEval
	for _, w := range weights {
		fast = append(fast, newPatternEval(w))
		ref = append(ref, newRefEval(w))
	}
	check := func(t *rapid.T, s State) {
		for i := range weights {
			if got, want := fast[i].value(&s), ref[i].value(&s); got != want {
				t.Fatalf("weights %d: %v, the reference %v (%v)", i, got, want, s)
			}
		}
	}
	rapid.Check(t, func(t *rapid.T) { check(t, othelloPosition(t)) })
	rapid.Check(t, func(t *rapid.T) {
		p := rapid.Uint64().Draw(t, "p")
		o := rapid.Uint64().Draw(t, "o") &^ p
		side := rapid.Uint8Range(0, 1).Draw(t, "side")
		check(t, State{discs: [2]uint64{p, o}, side: side})
	})
}

// The evaluation's safe cells are safeAxes's on a board without walls.
func TestOthelloSafeCells(t *testing.T) {
	four, three := safeAxes(&State{})
	if four != othelloSafe4 || three != othelloSafe3 {
		t.Errorf("safeAxes gives %#x and %#x, the evaluation uses %#x and %#x", four, three, uint64(othelloSafe4), uint64(othelloSafe3))
	}
}

// The offsets sum uses are those of the tables.
func TestPatternOffsets(t *testing.T) {
	want := []int32{offEdge, off3x3, off2x5, offRank2, offRank3, offRank4, offDiag8, offDiag7, offDiag6, offDiag5, offDiag4}
	if got := tables().offset; !slices.Equal(got, want) {
		t.Errorf("the tables' offsets are %v, sum's %v", got, want)
	}
}

// On the boards of one disc, of either side, on every cell, the fast
// evaluation equals the old one: each cell is read where the old one read
// it.
func TestPatternEvalCells(t *testing.T) {
	w := randomWeights(13)
	fast, ref := newPatternEval(w), newRefEval(w)
	for c := range 64 {
		for _, s := range []State{{discs: [2]uint64{1 << c, 0}}, {discs: [2]uint64{0, 1 << c}}, {discs: [2]uint64{^uint64(0) &^ (1 << c), 1 << c}}} {
			if got, want := fast.value(&s), ref.value(&s); got != want {
				t.Errorf("%v: %v, the reference %v", s, got, want)
			}
		}
	}
}

// refOddRegions is oddRegions as it was: a flood of one ring at a step
// from each region's first cell.
func refOddRegions(empty uint64) int {
	n := 0
	for empty != 0 {
		region := empty & -empty
		for {
			next := neighbours(region) & empty
			if next == region {
				break
			}
			region = next
		}
		empty &^= region
		n += bits.OnesCount64(region) & 1
	}
	return n
}

// oddRegions counts as the plain flood did, on random sets of empty cells
// of every density.
func TestOddRegionsReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		e := rapid.Uint64().Draw(t, "e")
		for range rapid.IntRange(0, 3).Draw(t, "thin") {
			e &= rapid.Uint64().Draw(t, "mask")
		}
		if got, want := oddRegions(e), refOddRegions(e); got != want {
			t.Fatalf("%#x: %d odd regions, the flood %d", e, got, want)
		}
	})
}
