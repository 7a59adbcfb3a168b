package mapello

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plygo/ply"
	"pgregory.net/rapid"
)

// othelloPosition draws a plain Othello position: the start and up to 60
// random moves.
func othelloPosition(t *rapid.T) State {
	g := MustNew()
	s, err := g.Setup("plain", 0)
	if err != nil {
		t.Fatal(err)
	}
	plies := rapid.IntRange(0, 60).Draw(t, "plies")
	rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
	var ms []Move
	for range plies {
		if _, over := g.Result(s); over {
			break
		}
		ms = g.AppendMoves(ms[:0], s)
		s = g.Apply(s, ms[rng.IntN(len(ms))])
	}
	return s
}

// randomWeights returns pattern weights drawn from seed, at the embedded
// weights' stages.
func randomWeights(seed uint64) *PatternWeights {
	return randomWeightsAt(seed, PatternStages())
}

// randomWeightsAt returns pattern weights drawn from seed, at stages
// stages.
func randomWeightsAt(seed uint64, stages int) *PatternWeights {
	rng := rand.New(rand.NewPCG(seed, 2))
	w := &PatternWeights{Patterns: make([]float32, stages*PatternStageWeights())}
	for i := range w.Features {
		w.Features[i] = float32(rng.NormFloat64())
	}
	for i := range w.Patterns {
		w.Patterns[i] = float32(rng.NormFloat64())
	}
	return w
}

// The gathers of the patterns read exactly their cells, and the tables
// place 46 patterns: the 11 base patterns under the symmetries that move
// them.
func TestPatternTables(t *testing.T) {
	tb := tables()
	if len(tb.placements) != 46 {
		t.Errorf("%d placements, want 46", len(tb.placements))
	}
	for _, p := range basePatterns {
		var all uint64
		for _, c := range p.cells {
			all |= 1 << c
		}
		if got, want := p.gather(all), uint64(1)<<len(p.cells)-1; got != want {
			t.Errorf("%s: gathers %b from its cells, want %b", p.name, got, want)
		}
		if got := p.gather(^all); got != 0 {
			t.Errorf("%s: gathers %b from the other cells", p.name, got)
		}
	}
	// Every transform is a symmetry of the square: a bijection of cells
	// that keeps neighbours neighbours.
	for k := range 8 {
		seen := uint64(0)
		for c := range 64 {
			seen |= 1 << symCell[k][c]
			if c%8 < 7 {
				a, b := symCell[k][c], symCell[k][c+1]
				if d := abs(a%8-b%8) + abs(a/8-b/8); d != 1 {
					t.Fatalf("symmetry %d: cells %d and %d go to %d and %d", k, c, c+1, a, b)
				}
			}
		}
		if seen != ^uint64(0) {
			t.Fatalf("symmetry %d is no permutation", k)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// The unrolled evaluation is the dot product of the weights with
// AppendPatternFeatures and Features: the same features the fit sees.
// Random weights make every configuration count.
func TestPatternEvalMatchesFeatures(t *testing.T) {
	stageCounts := []int{2, 5}
	var weights []*PatternWeights
	var evals []*patternEval
	for _, n := range stageCounts {
		weights = append(weights, randomWeightsAt(7, n))
		evals = append(evals, newPatternEval(weights[len(weights)-1]))
	}
	rapid.Check(t, func(t *rapid.T) {
		k := rapid.IntRange(0, len(stageCounts)-1).Draw(t, "stages")
		stages, w, e := stageCounts[k], weights[k], evals[k]
		s := othelloPosition(t)
		idx, val := AppendPatternFeaturesAt(nil, nil, s, stages)
		if len(idx) != 2*46 {
			t.Fatalf("%d pattern features, want %d", len(idx), 2*46)
		}
		want := 0.0
		for i, j := range idx {
			want += float64(w.Patterns[j]) * float64(val[i])
		}
		var fb [NumFeatures]float64
		for i, x := range Features(fb[:0], s) {
			want += float64(w.Features[i]) * x
		}
		if got := e.value(&s); math.Abs(got-want) > 1e-3*(1+math.Abs(want)) {
			t.Fatalf("value %v, features give %v", got, want)
		}
	})
}

// The evaluation of a position and of its images under the square's 8
// symmetries is the same, with weights that are not symmetric themselves.
func TestPatternEvalSymmetric(t *testing.T) {
	e := newPatternEval(randomWeights(8))
	rapid.Check(t, func(t *rapid.T) {
		s := othelloPosition(t)
		want := e.value(&s)
		b, w := symmetries(s.discs[0]), symmetries(s.discs[1])
		for k := 1; k < 8; k++ {
			u := s
			u.discs = [2]uint64{b[k], w[k]}
			if got := e.value(&u); math.Abs(got-want) > 1e-3*(1+math.Abs(want)) {
				t.Fatalf("symmetry %d: %v, want %v", k, got, want)
			}
		}
	})
}

// Positions of Mapello boards have no pattern features.
func TestPatternFeaturesOthelloOnly(t *testing.T) {
	s := MustNew().Start()
	if s.IsOthello() {
		t.Fatal("the rule book's board is plain Othello")
	}
	if idx, _ := AppendPatternFeatures(nil, nil, s); len(idx) != 0 {
		t.Errorf("%d pattern features on a Mapello board", len(idx))
	}
}

// MarshalBinary and UnmarshalBinary round-trip, and UnmarshalBinary
// refuses what is not a weights file, leaving its receiver as it was.
func TestPatternWeightsBinary(t *testing.T) {
	w := randomWeights(3)
	b, err := w.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var got PatternWeights
	if err := got.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
	if got.Features != w.Features || len(got.Patterns) != len(w.Patterns) {
		t.Fatal("the weights changed on the way")
	}
	// The pattern weights are int16s with a scale: each within half a
	// step of the scale of the largest.
	top := 0.0
	for _, x := range w.Patterns {
		top = max(top, math.Abs(float64(x)))
	}
	for i, x := range w.Patterns {
		if d := math.Abs(float64(got.Patterns[i] - x)); d > top/32767*0.51 {
			t.Fatalf("pattern weight %d: %v read back as %v", i, x, got.Patterns[i])
		}
	}
	// Written again, they are the same bytes.
	if b2, err := got.MarshalBinary(); err != nil || !bytes.Equal(b, b2) {
		t.Fatalf("written again: %d bytes (%v), first %d", len(b2), err, len(b))
	}
	if len(b) != len(weightsMagic16)+12+4*NumFeatures+2*len(w.Patterns) {
		t.Errorf("%d bytes for %d pattern weights", len(b), len(w.Patterns))
	}
	// The first format, float32s, is still read.
	old := []byte(weightsMagic)
	old = binary.LittleEndian.AppendUint32(old, NumFeatures)
	old = binary.LittleEndian.AppendUint32(old, uint32(len(w.Patterns)))
	for _, x := range w.Features {
		old = binary.LittleEndian.AppendUint32(old, math.Float32bits(x))
	}
	for _, x := range w.Patterns {
		old = binary.LittleEndian.AppendUint32(old, math.Float32bits(x))
	}
	var first PatternWeights
	if err := first.UnmarshalBinary(old); err != nil || !slices.Equal(first.Patterns, w.Patterns) || first.Features != w.Features {
		t.Fatalf("the first format: %v", err)
	}
	for _, bad := range [][]byte{nil, b[:10], b[:len(b)-1], append(append([]byte(nil), b...), 0)} {
		keep := got
		if err := got.UnmarshalBinary(bad); err == nil {
			t.Errorf("%d bytes read without error", len(bad))
		}
		if got.Features != keep.Features {
			t.Error("a failed read changed the weights")
		}
	}
}

func FuzzPatternWeights(f *testing.F) {
	b, _ := randomWeights(1).MarshalBinary()
	f.Add(b[:64])
	f.Add([]byte(weightsMagic))
	f.Fuzz(func(t *testing.T, b []byte) {
		var w PatternWeights
		if err := w.UnmarshalBinary(b); err == nil {
			if _, err := w.MarshalBinary(); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// EvalPatterns is one value seen from either side, and EvalTrained on
// boards that are not plain Othello.
func TestEvalPatterns(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := othelloPosition(t)
		if a, b := EvalPatterns(s, ply.First), EvalPatterns(s, ply.Second); a != -b || math.IsNaN(a) {
			t.Fatalf("%v for Black, %v for White", a, b)
		}
	})
	s := MustNew().Start()
	if a, b := EvalPatterns(s, ply.First), EvalTrained(s, ply.First); a != b {
		t.Errorf("%v on the rule book's board, EvalTrained %v", a, b)
	}
}
