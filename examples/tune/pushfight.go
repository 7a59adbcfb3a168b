// pushfight.go holds Push Fight's model: the terms of EvalStandard, written as
// the Go source package pushfight compiles in.

package main

import "github.com/plygo/ply/pushfight"

// pushfightHand are EvalStandard's weights as a start, in points (pushfight's
// eval.go), divided by the points a logit is worth (75): as they act, its
// danger terms never counting (pushfight's handWeights).
var pushfightHand = map[string]float64{
	"threat": -60, "trapped": -8, "mobility": 1, "pushes": 3,
}

// pushfightModel is pushfight's model: a weighted sum of its Features,
// fitted to the quiet positions only: where the mover wins at once or
// cannot parry a threat, EvalTrained keeps EvalStandard's tactical values.
func pushfightModel() *model {
	m := linearModel("pushfight", pushfight.FeatureNames[:], pushfightHand, 75, pushfight.ParseState, pushfight.Features)
	m.skip = func(text string) bool {
		s, err := pushfight.ParseState(text)
		if err != nil {
			return false // m.row reports it
		}
		if s.Phase() != pushfight.Play {
			return true // Features are all 0
		}
		v := pushfight.EvalStandard(s, s.ToMove())
		return v == pushfight.WinNow || v == -pushfight.Unparried
	}
	return m
}
