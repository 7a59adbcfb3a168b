// tuned_test.go checks the trained evaluation with package tunetest.

package pathway_test

import (
	"testing"

	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/tune/tunetest"
)

// TestEvalTrained checks EvalTrained: its weights times Features, the
// features reproducing EvalPaths with its weights, and the bot option
// eval=trained.
func TestEvalTrained(t *testing.T) {
	w := pathway.TrainedWeights()
	tunetest.CheckLinear(t, pathway.MustNew(), tunetest.Linear[pathway.State]{
		Trained:     pathway.EvalTrained,
		Features:    pathway.Features,
		Names:       pathway.FeatureNames[:],
		Weights:     w[:],
		Scale:       pathway.TrainedScale,
		Base:        pathway.EvalPaths,
		BaseWeights: pathway.PathsWeights[:],
		Bound:       1e4,
	})
}

// TestEvalSolved checks EvalSolved: its weights times SolvedFeatures, the
// features reproducing EvalPaths with its weights, and the bot option
// eval=solved.
func TestEvalSolved(t *testing.T) {
	w := pathway.SolvedWeights()
	var base [pathway.NumSolvedFeatures]float64
	copy(base[:], pathway.PathsWeights[:5])
	tunetest.CheckLinear(t, pathway.MustNew(), tunetest.Linear[pathway.State]{
		Trained:     pathway.EvalSolved,
		Features:    pathway.SolvedFeatures,
		Names:       pathway.SolvedFeatureNames[:],
		Weights:     w[:],
		Base:        pathway.EvalPaths,
		BaseWeights: base[:],
		Bound:       1e4,
	})
}
