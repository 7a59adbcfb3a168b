// tuned_test.go checks the trained evaluation's sides and features.

package mitsudomoe_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mitsudomoe"
)

func TestEvalTrained(t *testing.T) {
	g := mitsudomoe.MustNew()
	n := 0
	for _, s := range gametest.SampleStates[mitsudomoe.State, mitsudomoe.Move](g, g.Start(), 300, 4) {
		if _, over := g.Result(s); over {
			continue
		}
		n++
		a, b := mitsudomoe.EvalTrained(s, ply.First), mitsudomoe.EvalTrained(s, ply.Second)
		if a != -b || a > 15000 || a < -15000 {
			t.Fatalf("%v: %v for White, %v for Black", s, a, b)
		}
		f := mitsudomoe.Features(nil, s)
		if len(f) != mitsudomoe.NumFeatures || f[0] != 1 {
			t.Fatalf("%v: features %v", s, f)
		}
		// Features agree with EvalRace: its weights give its value.
		v := 0.0
		for i, x := range f {
			v += mitsudomoe.RaceWeights[i] * x
		}
		if want := mitsudomoe.EvalRace(s, s.ToMove()); v != want {
			t.Fatalf("%v: the features with EvalRace's weights give %v, EvalRace %v", s, v, want)
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
	if _, ok := g.Heuristic("none"); ok {
		t.Error(`Heuristic("none") exists`)
	}
}
