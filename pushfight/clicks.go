// clicks.go holds how a person enters a move by clicking: the slides,
// then the pusher and the piece it pushes; or a setup's cells.

package pushfight

import (
	"iter"
	"slices"

	"github.com/plygo/ply/diagram"
)

var (
	_ diagram.MoveClicker[State, Move] = (*Game)(nil)
	_ diagram.ClickGrouper[State]      = (*Game)(nil)
	_ diagram.ClickPreviewer[State]    = (*Game)(nil)
)

// numSquares and numRounds are the pieces of each side's setup.
const (
	numSquares = 3
	numRounds  = 2
)

// setupGroups are the click groups of a setup: the three squares in any
// order, then the two rounds in any order.
var setupGroups = []diagram.ClickGroup{
	{Len: numSquares, Each: "place a square"},
	{Len: numRounds, Each: "place a round"},
}

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
// A setup move is clicked as the cells of the three squares, then those
// of the two rounds; each group is yielded in cell order, and a person
// clicks it in any order (ClickGroups).
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

// ClickGroups returns the click groups of s: during placement, the three
// squares of a setup, clicked in any order, then its two rounds, clicked
// in any order; none in the play phase, whose paths give every order of
// the slides.
func (g *Game) ClickGroups(s State) []diagram.ClickGroup {
	if s.Phase() != Placement {
		return nil
	}
	return slices.Clone(setupGroups)
}

// DiagramClicks describes s after the slides of a turn in progress: each
// pair of clicks of a piece and an empty cell slides it there. Clicks
// that reach the push, or any that are not slides of the side to move,
// return false. During placement it draws the pieces placed so far, the
// first three clicks squares and the next a round, each marked, in the
// order clicked; clicks that are not distinct empty cells of the mover's
// half, or that complete the setup, return false.
func (g *Game) DiagramClicks(s State, clicks []string) (diagram.Diagram, bool) {
	if len(clicks) > 5 {
		return diagram.Diagram{}, false
	}
	if s.Phase() == Placement {
		return g.diagramSetup(s, clicks)
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

// diagramSetup describes s during placement with the pieces of a setup in
// progress placed (see DiagramClicks).
func (g *Game) diagramSetup(s State, clicks []string) (diagram.Diagram, bool) {
	if len(clicks) >= numSquares+numRounds {
		return diagram.Diagram{}, false
	}
	me := s.side
	half := [2]uint32{leftHalf, rightHalf}[me]
	occ := s.sq[0] | s.rd[0] | s.sq[1] | s.rd[1]
	t := s
	for i, name := range clicks {
		c, err := ParseCell(name)
		if err != nil {
			return diagram.Diagram{}, false
		}
		b := uint32(1) << bitOf(c)
		if half&b == 0 || occ&b != 0 {
			return diagram.Diagram{}, false
		}
		occ |= b
		if i < numSquares {
			t.sq[me] |= b
		} else {
			t.rd[me] |= b
		}
	}
	d := g.Diagram(t)
	for _, name := range clicks {
		d.Mark(name, diagram.MarkTo)
	}
	return d, true
}
