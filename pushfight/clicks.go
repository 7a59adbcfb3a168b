// clicks.go holds how a person enters a move by clicking: the slides,
// then the pusher and the piece it pushes; or a setup's cells.

package pushfight

import (
	"iter"

	"github.com/plygo/ply"
)

var _ ply.MoveClicker[State, Move] = (*Game)(nil)

// ClickPaths yields the ways to click each legal move of s, cells named as
// in Diagram.
//
// A turn is clicked as it is played: for each slide (none, one or two)
// the piece and the empty cell it slides to, then the pushing square and
// the piece next to it that it pushes, which gives the direction. Every
// legal sequence of the turn is yielded (the slides in either order, a
// piece slid two ways), each with the canonical move that
// Game.AppendMoves lists for its result, so a person may slide in any
// order. Paths end with a push, onto an occupied cell, where a slide
// would go to an empty one, so no path is a prefix of another.
//
// A setup move is clicked as the three squares, then the two rounds, each
// group in cell order.
func (g *Game) ClickPaths(s State) iter.Seq2[Move, []string] {
	return func(yield func(Move, []string) bool) {
		moves := g.AppendMoves(nil, s)
		path := make([]string, 0, 6)
		if s.Phase() == Placement {
			for _, m := range moves {
				squares, rounds := m.SetupCells()
				path = path[:0]
				for _, c := range squares {
					path = append(path, c.String())
				}
				for _, c := range rounds {
					path = append(path, c.String())
				}
				if !yield(m, path) {
					return
				}
			}
			return
		}
		canon := make(map[State]Move, len(moves))
		for _, m := range moves {
			canon[g.Apply(s, m)] = m
		}
		for _, seq := range g.AppendSequences(nil, s) {
			m, ok := canon[g.Apply(s, seq)]
			if !ok {
				continue // not reached: every sequence's result has its canonical turn
			}
			path = path[:0]
			for i := range seq.NumSlides() {
				f, t := seq.Slide(i)
				path = append(path, f.String(), t.String())
			}
			p, d := seq.Push()
			path = append(path, p.String(), p.Neighbour(d).String())
			if !yield(m, path) {
				return
			}
		}
	}
}
