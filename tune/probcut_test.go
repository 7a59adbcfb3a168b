package tune_test

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/search"
	"github.com/plygo/ply/tune"
)

// near reports whether got is within tol of want.
func near(got, want, tol float64) bool { return math.Abs(got-want) <= tol }

// TestFitLine: the regression finds the line and the deviation of
// synthetic data, and refuses what it cannot fit.
func TestFitLine(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var x, y []float64
	for range 20000 {
		v := rng.NormFloat64() * 20
		x = append(x, v)
		y = append(y, 1.5*v-2+3*rng.NormFloat64())
	}
	f, err := tune.FitLine(x, y)
	if err != nil {
		t.Fatal(err)
	}
	if !near(f.A, 1.5, 0.01) || !near(f.B, -2, 0.1) || !near(f.Sigma, 3, 0.05) || f.N != len(x) {
		t.Errorf("fit %+v, want A 1.5, B -2, Sigma 3", f)
	}
	// An exact line has no residual.
	f, err = tune.FitLine([]float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, []float64{1, 3, 5, 7, 9, 11, 13, 15, 17, 19})
	if err != nil || !near(f.A, 2, 1e-12) || !near(f.B, 1, 1e-12) || !near(f.Sigma, 0, 1e-9) {
		t.Errorf("exact line: %+v, %v", f, err)
	}
	for name, xy := range map[string][2][]float64{
		"few":     {x[:tune.MinProbCutSamples-1], y[:tune.MinProbCutSamples-1]},
		"lengths": {x[:20], y[:21]},
		"one x":   {make([]float64, 20), y[:20]},
	} {
		if _, err := tune.FitLine(xy[0], xy[1]); !errors.Is(err, tune.ErrFewSamples) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestFitProbCut: each band of phases gets its own line, from the samples
// that have both depths' values; a band without enough is skipped.
func TestFitProbCut(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var samples []tune.ProbCutSample
	for i := range 4000 {
		phase := 10 + i%20 // 10 to 29
		eval := rng.NormFloat64() * 10
		v2 := eval + rng.NormFloat64()
		a, sigma := 1.2, 2.0
		if phase >= 20 {
			a, sigma = 0.8, 4
		}
		v4 := a*v2 + 1 + sigma*rng.NormFloat64()
		if i%10 == 0 {
			v4 = math.NaN() // a proven result
		}
		samples = append(samples, tune.ProbCutSample{Phase: phase, Values: []float64{eval, math.NaN(), v2, math.NaN(), v4}})
	}
	bands := []tune.ProbCutBand{{Min: 10, Max: 19}, {Min: 20, Max: 29}, {Min: 40, Max: 60}}
	pairs, skipped := tune.FitProbCut(samples, []tune.ProbCutDepths{{Deep: 4, Shallow: 2}, {Deep: 4, Shallow: 1}}, bands)
	if len(pairs) != 2 || len(skipped) != 4 {
		t.Fatalf("pairs %v, skipped %q", pairs, skipped)
	}
	want := []search.ProbCutPair{{Depth: 4, Shallow: 2, MinPhase: 10, MaxPhase: 19, A: 1.2, B: 1, Sigma: 2},
		{Depth: 4, Shallow: 2, MinPhase: 20, MaxPhase: 29, A: 0.8, B: 1, Sigma: 4}}
	for i, p := range pairs {
		w := want[i]
		if p.Depth != w.Depth || p.Shallow != w.Shallow || p.MinPhase != w.MinPhase || p.MaxPhase != w.MaxPhase ||
			!near(p.A, w.A, 0.05) || !near(p.B, w.B, 0.2) || !near(p.Sigma, w.Sigma, 0.2) {
			t.Errorf("pair %v, want about %v", p, w)
		}
		// The evaluation predicts through v2, with its noise added.
		if !near(p.EvalA, w.A, 0.05) || !(p.EvalSigma > p.Sigma) {
			t.Errorf("pair %v: the evaluation's line", p)
		}
	}
}

// TestProbCutSamples: the samples of Othello positions are their
// evaluation and the values of exact searches of each depth, keyed by the
// empty cells, and self-play positions repeat with their seed.
func TestProbCutSamples(t *testing.T) {
	g := mapello.MustNew()
	start, err := g.Setup("plain", 0)
	if err != nil {
		t.Fatal(err)
	}
	pos := tune.SelfPlayPositions(g, start, 3, 8, 0.1, rand.New(rand.NewPCG(5, 6)))
	again := tune.SelfPlayPositions(g, start, 3, 8, 0.1, rand.New(rand.NewPCG(5, 6)))
	if !slices.Equal(pos, again) || len(pos) < 3*40 {
		t.Fatalf("%d and %d positions", len(pos), len(again))
	}
	pos = []mapello.State{pos[10], pos[70], pos[100]}
	samples, err := tune.ProbCutSamples(context.Background(), g, pos, 3, 1)
	if err != nil || len(samples) != len(pos) {
		t.Fatalf("%d samples, %v", len(samples), err)
	}
	for i, smp := range samples {
		s := pos[i]
		if smp.Phase != s.Empties() || len(smp.Values) != 4 || smp.Values[0] != g.Evaluate(s, s.ToMove()) {
			t.Errorf("%v: sample %+v", s, smp)
		}
		for d := 1; d <= 3; d++ {
			r, err := search.AlphaBeta(g, search.Options{}).Search(context.Background(), s, search.Limits{Depth: d})
			if err != nil || (r.Score != smp.Values[d] && !math.IsNaN(smp.Values[d])) {
				t.Errorf("%v: depth %d: %v, the sample %v (%v)", s, d, r.Score, smp.Values[d], err)
			}
		}
	}
}
