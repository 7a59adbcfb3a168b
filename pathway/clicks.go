// clicks.go holds how a person enters a move by clicking: the cell.

package pathway

import (
	"iter"

	"github.com/plygo/ply/diagram"
)

var _ diagram.MoveClicker[State, Move] = (*Game)(nil)

// ClickPaths yields each legal move of s with its one click: the cell
// placed on, named as in Diagram.
func (g *Game) ClickPaths(s State) iter.Seq2[Move, []string] {
	return func(yield func(Move, []string) bool) {
		path := make([]string, 1)
		for _, m := range g.AppendMoves(nil, s) {
			path[0] = m.String()
			if !yield(m, path) {
				return
			}
		}
	}
}
