// calibration_test.go checks EvalScale against the results of games.

package pushfight_test

import (
	"math"
	"os"
	"testing"

	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/tune"
)

// TestEvalScaleCalibrated: read at its EvalScale, the evaluation is a
// calibrated probability on positions of games it was not fitted to (its
// SPRT's, testdata/outcomes.txt): the log-loss of (1+tanh(v/EvalScale))/2 as
// the chance of the result is lower than at half or twice the scale, and
// lower than a coin's.
func TestEvalScaleCalibrated(t *testing.T) {
	f, err := os.Open("testdata/outcomes.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	samples, err := tune.ReadSamples(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) < 300 {
		t.Fatalf("%d samples", len(samples))
	}
	g := pushfight.MustNew()
	values := make([]float64, len(samples))
	for i, sm := range samples {
		s, err := pushfight.ParseState(sm.Position)
		if err != nil {
			t.Fatalf("sample %d: %v", i, err)
		}
		values[i] = g.Evaluate(s, s.ToMove())
	}
	loss := func(scale float64) float64 { return tune.ScaleLoss(samples, values, scale) }
	at, half, twice := loss(g.EvalScale()), loss(g.EvalScale()/2), loss(2*g.EvalScale())
	best, bestLoss := tune.BestScale(samples, values, 10.0, 2000)
	t.Logf("%d positions: log-loss %.4f at scale %v, %.4f at half, %.4f at twice; best %.4f at %.1f", len(samples), at, g.EvalScale(), half, twice, bestLoss, best)
	if at >= half || at >= twice || at >= math.Ln2 {
		t.Errorf("log-loss %.4f at scale %v, %.4f at half, %.4f at twice", at, g.EvalScale(), half, twice)
	}
}
