// tuned_test.go checks the trained evaluation and its scale with package
// tunetest.

package morelli_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/morelli"
	"github.com/plygo/ply/tune/tunetest"
)

// reserveWeights are EvalReserve's weights of Features' terms, by name.
var reserveWeights = map[string]float64{
	"throne": 40, "material": 1, "mobility": 0.02, "reserve": 0.02, "capturable": 0.8,
	"frame3": 2, "frame2": 0.5, "threat": 30, "threatened": -6,
}

// TestEvalTrained checks EvalTrained: its weights times Features, the
// features reproducing EvalReserve with its weights, and the bot option
// eval=trained.
func TestEvalTrained(t *testing.T) {
	g := morelli.MustNew()
	w := morelli.TrainedWeights()
	base := make([]float64, morelli.NumFeatures)
	for i, name := range morelli.FeatureNames {
		base[i] = reserveWeights[name]
	}
	tunetest.CheckLinear(t, g, tunetest.Linear[morelli.State]{
		Trained:     morelli.EvalTrained,
		Features:    morelli.Features,
		Names:       morelli.FeatureNames[:],
		Weights:     w[:],
		Scale:       morelli.TrainedScale,
		Base:        morelli.EvalReserve,
		BaseWeights: base,
		Bound:       1e5,
	})
}

// TestFeaturesPhase: at the start of the phase (BandSum 288) the terms
// times the phase are zero.
func TestFeaturesPhase(t *testing.T) {
	g := morelli.MustNew()
	n := 0
	for _, s := range gametest.SampleStates[morelli.State, morelli.Move](g, g.Start(), 300, 4) {
		if s.BandSum() != 288 {
			continue
		}
		n++
		f := morelli.Features(nil, s)
		for i := 10; i < morelli.NumFeatures; i++ {
			if f[i] != 0 {
				t.Fatalf("%v: %s %v at the start", s, morelli.FeatureNames[i], f[i])
			}
		}
	}
	if n == 0 {
		t.Fatal("no state at the start of the phase")
	}
}

// TestEvalScaleCalibrated: read at its EvalScale, the evaluation is a
// calibrated probability on positions of self-play games it was not fitted
// to (testdata/outcomes.txt).
func TestEvalScaleCalibrated(t *testing.T) {
	tunetest.CheckScale(t, morelli.MustNew(), "testdata/outcomes.txt")
}
