// tuned_test.go checks the trained evaluation: its sides, its features
// against the standard evaluation, and its speed beside Evaluate.

package mapello_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
)

func TestEvalTrained(t *testing.T) {
	for _, bs := range benchSetups {
		g := mapello.MustNew(mapello.WithStart(bs.s))
		for _, s := range gametest.SampleStates[mapello.State, mapello.Move](g, bs.s, 300, 2) {
			if _, over := g.Result(s); over {
				continue
			}
			a, b := mapello.EvalTrained(s, ply.First), mapello.EvalTrained(s, ply.Second)
			if a != -b {
				t.Fatalf("%s: %v for Black, %v for White", s, a, b)
			}
			if a > 1e4 || a < -1e4 {
				t.Fatalf("%s: %v, far beyond the scale", s, a)
			}
			f := mapello.Features(nil, s)
			if len(f) != mapello.NumFeatures || f[0] != 1 {
				t.Fatalf("%s: features %v", s, f)
			}
			w := mapello.TrainedWeights()
			if got := mapello.WeightedEval(w)(s, ply.First); got != a {
				t.Fatalf("%s: WeightedEval of the trained weights %v, EvalTrained %v", s, got, a)
			}
		}
	}
	g := mapello.MustNew()
	for _, name := range g.HeuristicNames() {
		if _, ok := g.Heuristic(name); !ok {
			t.Errorf("Heuristic(%q) is missing", name)
		}
	}
	if _, ok := g.Heuristic("nope"); ok {
		t.Error("Heuristic(nope) exists")
	}
}

// TestFeaturesSides checks that Features sees the position from the
// player to move: a pass, which changes only the side, negates every
// term but the tempo and the region parity (which favours the player to
// move) and keeps their magnitudes.
func TestFeaturesSides(t *testing.T) {
	g := mapello.MustNew()
	checked := 0
	for _, s := range gametest.SampleStates[mapello.State, mapello.Move](g, g.Start(), 300, 3) {
		if _, over := g.Result(s); over {
			continue
		}
		f := mapello.Features(nil, s)
		flipped, err := g.ParseState(flipSide(g.FormatState(s)))
		if err != nil {
			continue
		}
		h := mapello.Features(nil, flipped)
		checked++
		for i := 1; i < mapello.NumFeatures; i++ {
			if name := mapello.FeatureNames[i]; name == "parity" || name == "parity*fill" || name == "bonusreach" || name == "bonusreach*fill" {
				continue
			}
			if f[i] != -h[i] {
				t.Fatalf("%s: feature %s %v, %v with the other side to move", s, mapello.FeatureNames[i], f[i], h[i])
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d positions checked", checked)
	}
}

// flipSide swaps the side to move in a state's text.
func flipSide(text string) string {
	b := []byte(text)
	for i := range b {
		if b[i] == ' ' && i+1 < len(b) {
			switch b[i+1] {
			case 'x':
				b[i+1] = 'o'
			case 'o':
				b[i+1] = 'x'
			}
			break
		}
	}
	return string(b)
}

func BenchmarkEvalTrained(b *testing.B) {
	eachSetup(b, func(b *testing.B, g *mapello.Game, _ mapello.State, states []mapello.State) {
		var v float64
		gametest.BenchStates(b, states, "evals/s", func(s mapello.State) { v += mapello.EvalTrained(s, ply.First) })
	})
}
