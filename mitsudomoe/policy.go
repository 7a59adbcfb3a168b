// policy.go holds the Monte Carlo playout policy of Mitsudomoe and the
// scale of its evaluation.

package mitsudomoe

import (
	"math/rand/v2"

	"github.com/plygo/ply/internal/policy"
)

// policyTries is how many random turns PlayoutMove draws, at most, looking
// for one that does not fill its own home.
const policyTries = 8

// PlayoutMove chooses a playout move (the ply.PlayoutPolicy capability): a
// turn that brings all three balls home to their goal if there is one (the
// first), else a uniformly random turn that does not fill the mover's own
// home corner with balls, which loses at once (E2); after policyTries draws
// that all would, the last one. Uniform playouts mostly end in such a
// self-inflicted loss, which says little about the position. moves are the
// legal moves of s.
func (g *Game) PlayoutMove(s State, moves []Move, rng *rand.Rand) int {
	p := s.side
	for i, m := range moves {
		if c := g.Apply(s, m); c.balls[p]&goal[p] == goal[p] {
			return i
		}
	}
	return policy.Draw(rng, len(moves), policyTries, func(i int) bool {
		c := g.Apply(s, moves[i])
		return (c.balls[0]|c.balls[1])&home[p] != home[p]
	})
}

// evalScale is the scale of Evaluate (see EvalScale).
const evalScale = 2 * trainedScale

// EvalScale returns the scale of Evaluate, 60 (the ply.EvalScaler
// capability): Evaluate, EvalTrained, is 30 times the logit of the win
// probability it was fitted to, so tanh(Evaluate/60) is the expected
// outcome, the one a Monte Carlo search reads.
func (g *Game) EvalScale() float64 { return evalScale }
