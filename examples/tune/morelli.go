// morelli.go holds Morelli's model: the terms of EvalReserve, written as
// the Go source package morelli compiles in.

package main

import "github.com/plygo/ply/morelli"

// morelliReserve are EvalReserve's weights as a start, in pieces
// (morelli's eval.go), divided by the pieces a logit is worth (10).
var morelliReserve = map[string]float64{
	"throne": 40, "material": 1, "mobility": 0.02, "reserve": 0.02, "capturable": 0.8,
	"frame3": 2, "frame2": 0.5, "threat": 30, "threatened": -6,
}

// morelliModel is morelli's model: a weighted sum of its Features.
func morelliModel() *model {
	return linearModel("morelli", morelli.FeatureNames[:], morelliReserve, 10, morelli.ParseState, morelli.Features)
}
