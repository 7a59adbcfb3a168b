// tuned_test.go checks the trained evaluation's sides and features.

package morelli_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/morelli"
)

func TestEvalTrained(t *testing.T) {
	g := morelli.MustNew()
	n := 0
	for _, s := range gametest.SampleStates[morelli.State, morelli.Move](g, g.Start(), 300, 4) {
		if _, over := g.Result(s); over {
			continue
		}
		n++
		a, b := morelli.EvalTrained(s, ply.First), morelli.EvalTrained(s, ply.Second)
		if a != -b || a > 1e5 || a < -1e5 {
			t.Fatalf("%v: %v for Black, %v for White", s, a, b)
		}
		f := morelli.Features(nil, s)
		if len(f) != morelli.NumFeatures || f[0] != 1 {
			t.Fatalf("%v: features %v", s, f)
		}
		// At the start of the phase the phased terms are zero.
		if s.BandSum() == 288 {
			for i := 10; i < morelli.NumFeatures; i++ {
				if f[i] != 0 {
					t.Fatalf("%v: %s %v at the start", s, morelli.FeatureNames[i], f[i])
				}
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d positions", n)
	}
	for _, name := range g.HeuristicNames() {
		if _, ok := g.Heuristic(name); !ok {
			t.Errorf("Heuristic(%q) is missing", name)
		}
	}
	// Features agree with EvalReserve: its weights in Features' terms give
	// its value.
	w := map[string]float64{"throne": 40, "material": 1, "mobility": 0.02, "reserve": 0.02, "capturable": 0.8, "frame3": 2, "frame2": 0.5, "threat": 30, "threatened": -6}
	for _, s := range gametest.SampleStates[morelli.State, morelli.Move](g, g.Start(), 200, 5) {
		if _, over := g.Result(s); over {
			continue
		}
		v := 0.0
		for i, x := range morelli.Features(nil, s) {
			v += w[morelli.FeatureNames[i]] * x
		}
		if want := morelli.EvalReserve(s, s.ToMove()); v-want > 1e-9 || want-v > 1e-9 {
			t.Fatalf("%v: the features with EvalReserve's weights give %v, EvalReserve %v", s, v, want)
		}
	}
}
