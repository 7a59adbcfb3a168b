// tuned_test.go checks the trained evaluation's sides and features.

package pathway_test

import (
	"math"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
)

func TestEvalTrained(t *testing.T) {
	g := pathway.MustNew()
	n := 0
	for _, s := range gametest.SampleStates[pathway.State, pathway.Move](g, g.Start(), 300, 4) {
		if _, over := g.Result(s); over {
			continue
		}
		n++
		a, b := pathway.EvalTrained(s, ply.First), pathway.EvalTrained(s, ply.Second)
		if a != -b || a > 1e4 || a < -1e4 {
			t.Fatalf("%v: %v for Red, %v for Blue", s, a, b)
		}
		f := pathway.Features(nil, s)
		if len(f) != pathway.NumFeatures || f[0] != 1 {
			t.Fatalf("%v: features %v", s, f)
		}
		// Features agree with EvalPaths: its weights give its value.
		v := 0.0
		for i, x := range f {
			v += pathway.PathsWeights[i] * x
		}
		if want := pathway.EvalPaths(s, s.ToMove()); math.Abs(v-want) > 1e-9 {
			t.Fatalf("%v: the features with EvalPaths's weights give %v, EvalPaths %v", s, v, want)
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
