// export_test.go exposes internals to the package's external tests.

package mitsudomoe

import "github.com/plygo/ply"

// CheckState reports the first invariant s breaks, the internal bitboards
// included.
func CheckState(s State) error { return s.check() }

// AllOnGoal reports whether all three balls of p stand on p's goal cells
// (end check E1).
func AllOnGoal(s State, p ply.Player) bool {
	c := uint8(p.Index())
	return s.balls[c]&goal[c] == goal[c]
}

// RaceWeights are EvalRace's weights of Features' terms.
var RaceWeights = raceWeights

// TrainedScale is EvalTrained's points a logit.
const TrainedScale = trainedScale

// MoveOfBits returns the move packed as v, any bits at all.
func MoveOfBits(v uint64) Move { return Move{v} }
