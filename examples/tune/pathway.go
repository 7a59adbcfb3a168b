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

// pathwaySolvedModel is the model of pathway's EvalSolved: a weighted sum
// of its SolvedFeatures, starting from EvalPaths's weights, written as
// solved_weights.go.
func pathwaySolvedModel() *model {
	return linearModelAs("pathway", pathway.SolvedFeatureNames[:], pathwayPaths, 1, pathway.ParseState, pathway.SolvedFeatures,
		"solved_weights.go", "solvedLinear", []string{
			"solvedLinear are the weights of SolvedFeatures in EvalSolved, in logits,",
			"fitted by examples/tune fit -model solved (docs/tuning.md).",
		})
}

// pathwayPathsModel is EvalPaths's own model: its five weights alone
// (the first five of Features), to refit them; it writes nothing.
func pathwayPathsModel() *model {
	names := pathway.FeatureNames[:5]
	m := linearModel("pathway", names, pathwayPaths, 1, pathway.ParseState,
		func(dst []float64, s pathway.State) []float64 { return pathway.Features(dst, s)[:len(dst)+5] })
	m.write = nil
	return m
}
