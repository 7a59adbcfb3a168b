// policy.go holds the Monte Carlo playout policy of Morelli.

package morelli

import (
	"math/rand/v2"

	"github.com/plygo/ply"
)

// PlayoutMove chooses a playout move (the ply.PlayoutPolicy capability): a
// move that completes a frame around the Throne with the moving piece, so
// crowning the mover's King, if there is one and the King is not the
// mover's already (the first such move); else a uniformly random move. The
// game is won by the King on the Throne, which uniform playouts take only
// by chance. moves are the legal moves of s. (Frames completed through a
// captured piece are not looked for: the test must stay cheap.)
func (g *Game) PlayoutMove(s State, moves []Move, rng *rand.Rand) int {
	if s.king != ply.Player(s.turn+1) {
		for i, m := range moves {
			if crowns(&s, m) {
				return i
			}
		}
	}
	return rng.IntN(len(moves))
}

// evalScale is the scale of Evaluate (see EvalScale).
const evalScale = 10

// EvalScale returns the scale of Evaluate, 10 pieces (the ply.EvalScaler
// capability): a Monte Carlo search that takes tanh(Evaluate/10) as the
// expected outcome reads a King on the Throne (40) as nearly won and a
// piece ahead as a small edge.
func (g *Game) EvalScale() float64 { return evalScale }
