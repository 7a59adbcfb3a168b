// policy.go holds the Monte Carlo playout policy of Push Fight and the
// scale of its evaluation.

package pushfight

import (
	"math/rand/v2"

	"github.com/plygo/ply/internal/policy"
)

// policyTries is how many random turns PlayoutMove draws, at most, looking
// for one that leaves the opponent no winning turn.
const policyTries = 8

// PlayoutMove chooses a playout move (the ply.PlayoutPolicy capability): a
// winning turn if there is one, else a uniformly random turn after which
// the opponent cannot push a piece off at once; after policyTries draws
// that all would, the last one. Uniform playouts mostly hand the opponent
// a push-off on the next turn. moves are the legal moves of s.
func (g *Game) PlayoutMove(s State, moves []Move, rng *rand.Rand) int {
	if s.Phase() != Play {
		return rng.IntN(len(moves))
	}
	if g.HasWinningTurn(s) {
		for i, m := range moves {
			if g.MovePriority(s, m) > 0 {
				return i
			}
		}
	}
	return policy.Draw(rng, len(moves), policyTries, func(i int) bool {
		return !g.HasWinningTurn(g.Apply(s, moves[i]))
	})
}

// evalScale is the scale of Evaluate (see EvalScale).
const evalScale = 2 * trainedScale

// EvalScale returns the scale of Evaluate, 150 (the ply.EvalScaler
// capability): Evaluate, EvalTrained, is 75 times the logit of the win
// probability it was fitted to, so tanh(Evaluate/150) is the expected
// outcome, the one a Monte Carlo search reads, and a winning turn (WinNow)
// or an unparried threat is nearly a sure result.
func (g *Game) EvalScale() float64 { return evalScale }
