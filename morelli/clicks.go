// clicks.go holds how a person enters a move by clicking: the piece, then
// where it goes.

package morelli

import (
	"iter"

	"github.com/plygo/ply/diagram"
)

var _ diagram.MoveClicker[State, Move] = (*Game)(nil)

// ClickPaths yields each legal move of s with its two clicks: the cell of
// the piece that moves, then its destination, named as in Diagram.
func (g *Game) ClickPaths(s State) iter.Seq2[Move, []string] {
	return func(yield func(Move, []string) bool) {
		path := make([]string, 2)
		for _, m := range g.AppendMoves(nil, s) {
			path[0], path[1] = m.From.String(), m.To.String()
			if !yield(m, path) {
				return
			}
		}
	}
}
