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
const evalScale = 2 * trainedScale

// EvalScale returns the scale of Evaluate, 20 (the ply.EvalScaler
// capability): Evaluate, EvalTrained, is 10 times the logit of the win
// probability it was fitted to, so tanh(Evaluate/20) is the expected
// outcome, the one a Monte Carlo search reads.
func (g *Game) EvalScale() float64 { return evalScale }
