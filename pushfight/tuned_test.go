// tuned_test.go checks the trained evaluation, its tactical values and its
// scale, with package tunetest where it applies.

package pushfight_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/tune/tunetest"
)

// TestEvalTrainedLinear checks what tunetest checks of any trained
// evaluation: the two players' values, Features' shape and the bot option
// eval=trained. EvalTrained is no plain weighted sum (it keeps
// EvalStandard's tactical values), so TestEvalTrained checks the sum.
func TestEvalTrainedLinear(t *testing.T) {
	tunetest.CheckLinear(t, pushfight.MustNew(), tunetest.Linear[pushfight.State]{
		Trained:  pushfight.EvalTrained,
		Features: pushfight.Features,
		Names:    pushfight.FeatureNames[:],
		Bound:    pushfight.WinNow,
	})
}

// TestEvalScaleCalibrated: read at its EvalScale, the evaluation is a
// calibrated probability on positions of games it was not fitted to (its
// SPRT's, testdata/outcomes.txt).
func TestEvalScaleCalibrated(t *testing.T) {
	tunetest.CheckScale(t, pushfight.MustNew(), "testdata/outcomes.txt")
}

// TestEvalTrained checks EvalTrained on quiet positions, the weighted sum
// of Features, and EvalStandard's values elsewhere; and that Features
// with EvalStandard's weights give its value.
func TestEvalTrained(t *testing.T) {
	g := pushfight.MustNew()
	n, quiet := 0, 0
	for _, s := range gametest.SampleStates[pushfight.State, pushfight.Move](g, g.Start(), 1000, 4) {
		if _, over := g.Result(s); over {
			continue
		}
		n++
		a, b := pushfight.EvalTrained(s, ply.First), pushfight.EvalTrained(s, ply.Second)
		if a != -b || a > pushfight.WinNow || a < -pushfight.WinNow {
			t.Fatalf("%v: %v for White, %v for Black", s, a, b)
		}
		f := pushfight.Features(nil, s)
		if len(f) != pushfight.NumFeatures || f[0] != 1 {
			t.Fatalf("%v: features %v", s, f)
		}
		// The tactical values are EvalStandard's, and EvalTrained is
		// Evaluate.
		hand := pushfight.EvalStandard(s, s.ToMove())
		tr := pushfight.EvalTrained(s, s.ToMove())
		if ev := g.Evaluate(s, s.ToMove()); ev != tr {
			t.Fatalf("%v: Evaluate %v, EvalTrained %v", s, ev, tr)
		}
		if hand == pushfight.WinNow || hand == -pushfight.Unparried {
			if tr != hand {
				t.Fatalf("%v: EvalTrained %v, EvalStandard %v", s, tr, hand)
			}
			continue
		}
		quiet++
		if tr >= pushfight.Unparried || tr <= -pushfight.Unparried {
			t.Fatalf("%v: EvalTrained %v of a quiet position", s, tr)
		}
		// Features agree with EvalStandard: its weights give its value.
		v, w := 0.0, 0.0
		tw := pushfight.TrainedWeights()
		for i, x := range f {
			v += pushfight.HandWeights[i] * x
			w += tw[i] * x
		}
		if v != hand {
			t.Fatalf("%v: the features with EvalStandard's weights give %v, EvalStandard %v", s, v, hand)
		}
		if want := min(max(w*pushfight.TrainedScale, -800), 800); tr != want {
			t.Fatalf("%v: EvalTrained %v, the trained weights give %v", s, tr, want)
		}
	}
	if n < 500 || quiet < 150 {
		t.Fatalf("only %d positions, %d quiet", n, quiet)
	}
	placement, err := g.Setup("placement", 0)
	if err != nil {
		t.Fatal(err)
	}
	if v := pushfight.EvalTrained(placement, ply.First); v != 0 {
		t.Errorf("EvalTrained = %v in the placement phase, want 0", v)
	}
	for _, x := range pushfight.Features(nil, placement) {
		if x != 0 {
			t.Fatalf("placement features %v, want 0", pushfight.Features(nil, placement))
		}
	}
	for _, name := range g.HeuristicNames() {
		if _, ok := g.Heuristic(name); !ok {
			t.Errorf("Heuristic(%q) is missing", name)
		}
	}
	if _, ok := g.Heuristic("none"); ok {
		t.Error(`Heuristic("none") exists`)
	}
}

func TestEvalTrainedAllocs(t *testing.T) {
	g := pushfight.MustNew()
	states := gametest.SampleStates[pushfight.State, pushfight.Move](g, g.Start(), 100, 5)
	var sink float64
	if a := testing.AllocsPerRun(5, func() {
		for _, s := range states {
			sink += pushfight.EvalTrained(s, ply.First)
		}
	}); a != 0 {
		t.Errorf("EvalTrained allocates %v times a run", a)
	}
	_ = sink
}
