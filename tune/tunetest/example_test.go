package tunetest_test

import (
	"testing"

	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/tune/tunetest"
)

// A game checks its trained evaluation with two calls; this is how the
// mitsudomoe package checks EvalTrained, whose weights come from
// examples/tune fit, and its EvalScale against games the weights were not
// fitted to.
func ExampleCheckLinear() {
	testEvalTrained := func(t *testing.T) {
		g := mitsudomoe.MustNew()
		w := mitsudomoe.TrainedWeights()
		tunetest.CheckLinear(t, g, tunetest.Linear[mitsudomoe.State]{
			Trained:  mitsudomoe.EvalTrained,
			Features: mitsudomoe.Features,
			Names:    mitsudomoe.FeatureNames[:],
			Weights:  w[:],
			Scale:    30, // EvalTrained's points a logit
			Bound:    15000,
		})
		tunetest.CheckScale(t, g, "testdata/outcomes.txt")
	}
	_ = testEvalTrained // in a _test.go file: func TestEvalTrained(t *testing.T)
}
