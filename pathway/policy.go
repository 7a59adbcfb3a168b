// policy.go holds the Monte Carlo playout policy of Pathway.

package pathway

import (
	"math/rand/v2"

	"github.com/plygo/ply/internal/policy"
)

// policyTries is how many random placements PlayoutMove draws, at most,
// looking for one that does not hand the opponent the game.
const policyTries = 4

// PlayoutMove chooses a playout move (the ply.PlayoutPolicy capability): a
// uniformly random placement that leaves the opponent a placement, since a
// player with none on their turn wins; after policyTries draws that all
// would, the last one. moves are the legal moves of s.
func (g *Game) PlayoutMove(s State, moves []Move, rng *rand.Rand) int {
	return policy.Draw(rng, len(moves), policyTries, func(i int) bool {
		return !legal(g.Apply(s, moves[i])).empty()
	})
}

// evalScale is the scale of Evaluate (see EvalScale).
const evalScale = 2

// EvalScale returns the scale of Evaluate, 2 (the ply.EvalScaler
// capability): EvalSolved, as EvalPaths before it, estimates the log-odds
// that a side wins, and (1+tanh(v/2))/2 is exactly the logistic
// 1/(1+e^-v), so a Monte Carlo search that takes tanh(Evaluate/2) as the
// expected outcome reads it as the probability it was fitted to be. On the
// solved positions of testdata/solved.txt the log-loss of that reading is
// 0.5307 at 2, 0.6170 at 1 and 0.5579 at 4 (lowest, 0.5303, near 2.15;
// TestEvalScaleCalibrated).
func (g *Game) EvalScale() float64 { return evalScale }
