// pathway.go holds Pathway's model: EvalPaths's terms and mobility, written as
// the Go source package pathway compiles in.

package main

import "github.com/plygo/ply/pathway"

// pathwayPaths are EvalPaths's weights as a start, in logits
// (pathway's eval.go); mobility starts at 0.
var pathwayPaths = map[string]float64{
	"tempo": 0.75, "ends": 0.50, "ends-other": -0.47, "pockets": -0.90, "pockets-other": 0.80,
}

// pathwayModel is pathway's model: a weighted sum of its Features.
func pathwayModel() *model {
	return linearModel("pathway", pathway.FeatureNames[:], pathwayPaths, 1, pathway.ParseState, pathway.Features)
}
