// clicks.go holds how a person enters a move by clicking: the slides,
// then the pusher and the piece it pushes; or a setup's cells.

package pushfight

import (
	"iter"

	"github.com/plygo/ply/diagram"
)

var (
	_ diagram.MoveClicker[State, Move] = (*Game)(nil)
	_ diagram.ClickPreviewer[State]    = (*Game)(nil)
)

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

// DiagramClicks describes s after the slides of a turn in progress: each
// pair of clicks of a piece and an empty cell slides it there. Clicks
// that reach the push, or any that are not slides of the side to move,
// return false; setup clicks show the board unchanged.
func (g *Game) DiagramClicks(s State, clicks []string) (diagram.Diagram, bool) {
	if len(clicks) > 5 {
		return diagram.Diagram{}, false
	}
	if s.Phase() == Placement {
		return g.Diagram(s), true
	}
	me := s.side
	var arrows []diagram.Arrow
	t := s
	for i := 0; i+1 < len(clicks); i += 2 {
		f, err1 := ParseCell(clicks[i])
		to, err2 := ParseCell(clicks[i+1])
		if err1 != nil || err2 != nil || len(arrows) == 2 {
			return diagram.Diagram{}, false
		}
		fb, tb := uint32(1)<<bitOf(f), uint32(1)<<bitOf(to)
		occ := t.sq[0] | t.rd[0] | t.sq[1] | t.rd[1]
		if (t.sq[me]|t.rd[me])&fb == 0 || occ&tb != 0 || flood(fb, validMask&^occ)&tb == 0 {
			return diagram.Diagram{}, false
		}
		t.sq[me], t.rd[me] = slide(t.sq[me], t.rd[me], fb, tb)
		arrows = append(arrows, diagram.Arrow{From: f.String(), To: to.String(), Kind: diagram.ArrowMove})
	}
	d := g.Diagram(t)
	d.Arrows = arrows
	for _, a := range arrows {
		d.Mark(a.From, diagram.MarkFrom)
		d.Mark(a.To, diagram.MarkTo)
	}
	return d, true
}
