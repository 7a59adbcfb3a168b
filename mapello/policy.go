// policy.go holds the playout evaluation of Mapello for Monte Carlo tree
// search.

package mapello

import (
	"math"

	"github.com/plygo/ply"
)

// playoutScale converts Evaluate into an expected outcome.
const playoutScale = 20

// PlayoutValue estimates the outcome of the unfinished state s for p at a
// playout cut-off (the ply.PlayoutEvaluator capability): tanh of the
// game's evaluation over 20, about two safe corner-like discs.
func (g *Game) PlayoutValue(s State, p ply.Player) float64 {
	return math.Tanh(g.Evaluate(s, p) / playoutScale)
}
