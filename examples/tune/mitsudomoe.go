// mitsudomoe.go holds Mitsudomoe's model: the terms of EvalRace, written as
// the Go source package mitsudomoe compiles in.

package main

import "github.com/plygo/ply/mitsudomoe"

// mitsudomoeRace are EvalRace's weights as a start, in points
// (mitsudomoe's eval.go), divided by the points a logit is worth (30).
var mitsudomoeRace = map[string]float64{
	"ongoal": 25, "distance": -10, "lanes": 4, "starved": -60, "scarce": -20,
	"sources": 1, "covered": 2, "crowded": -30, "homefull": -30,
}

// mitsudomoeModel is mitsudomoe's model: a weighted sum of its Features.
func mitsudomoeModel() *model {
	return linearModel("mitsudomoe", mitsudomoe.FeatureNames[:], mitsudomoeRace, 30, mitsudomoe.ParseState, mitsudomoe.Features)
}
