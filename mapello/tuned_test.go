// tuned_test.go checks the trained evaluation: its sides, its features,
// and its speed beside Evaluate.

package mapello_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/tune/tunetest"
)

// TestEvalTrained checks EvalTrained on each benchmark setup with package
// tunetest (its features, sides and name for bots), and that WeightedEval
// of the trained weights is EvalTrained.
func TestEvalTrained(t *testing.T) {
	var starts []mapello.State
	for _, bs := range benchSetups {
		starts = append(starts, bs.s)
	}
	g := mapello.MustNew()
	tunetest.CheckLinear(t, g, tunetest.Linear[mapello.State]{
		Trained:  mapello.EvalTrained,
		Features: mapello.Features,
		Names:    mapello.FeatureNames[:],
		Bound:    1e4,
		Starts:   starts,
	})
	weighted := mapello.WeightedEval(mapello.TrainedWeights())
	for _, s := range gametest.SampleStates[mapello.State, mapello.Move](g, g.Start(), 100, 2) {
		if got, want := weighted(s, ply.First), mapello.EvalTrained(s, ply.First); got != want {
			t.Fatalf("%s: WeightedEval of the trained weights %v, EvalTrained %v", s, got, want)
		}
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

// TestEvalScaleCalibrated checks Mapello's EvalScale against the results
// of plain Othello games the pattern evaluation was not fitted to: read at
// EvalScale, Evaluate is a calibrated win probability.
func TestEvalScaleCalibrated(t *testing.T) {
	g := mapello.MustNew()
	plain, err := g.Setup("plain", 0)
	if err != nil {
		t.Fatal(err)
	}
	tunetest.CheckScale(t, mapello.MustNew(mapello.WithStart(plain)), "testdata/othello-outcomes.txt")
}
