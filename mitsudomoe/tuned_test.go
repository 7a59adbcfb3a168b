// tuned_test.go checks the trained evaluation and its scale with package
// tunetest.

package mitsudomoe_test

import (
	"testing"

	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/tune/tunetest"
)

// TestEvalTrained checks EvalTrained: its weights times Features, the
// features reproducing EvalRace with its weights, and the bot option
// eval=trained.
func TestEvalTrained(t *testing.T) {
	w := mitsudomoe.TrainedWeights()
	tunetest.CheckLinear(t, mitsudomoe.MustNew(), tunetest.Linear[mitsudomoe.State]{
		Trained:     mitsudomoe.EvalTrained,
		Features:    mitsudomoe.Features,
		Names:       mitsudomoe.FeatureNames[:],
		Weights:     w[:],
		Scale:       mitsudomoe.TrainedScale,
		Base:        mitsudomoe.EvalRace,
		BaseWeights: mitsudomoe.RaceWeights[:],
		Bound:       15000,
	})
}

// TestEvalScaleCalibrated: read at its EvalScale, the evaluation is a
// calibrated probability on positions of self-play games it was not fitted
// to (testdata/outcomes.txt).
func TestEvalScaleCalibrated(t *testing.T) {
	tunetest.CheckScale(t, mitsudomoe.MustNew(), "testdata/outcomes.txt")
}
