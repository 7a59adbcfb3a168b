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
