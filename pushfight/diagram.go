// diagram.go holds the board description for drawing (diagram.Diagrammer).

package pushfight

import (
	"fmt"
	"strconv"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
)

var _ diagram.Diagrammer[State, Move] = (*Game)(nil)

// pieceDrawing is how each Piece is drawn.
var pieceDrawing = [5]diagram.Piece{
	{},
	{Owner: ply.First, Kind: diagram.PieceSquare, Letter: "W"},
	{Owner: ply.First, Kind: diagram.PieceRound, Letter: "w"},
	{Owner: ply.Second, Kind: diagram.PieceSquare, Letter: "B"},
	{Owner: ply.Second, Kind: diagram.PieceRound, Letter: "b"},
}

// anchorDrawing is the anchor, drawn on top of the anchored square.
var anchorDrawing = diagram.Piece{Kind: diagram.PieceMarker, Letter: "*"}

// Diagram describes s for drawing: the 26 cells on a grid of 8 files by 4
// ranks (a1 would be the bottom left), the two rails along the top of
// c4..g4 and the bottom of b1..f1, the pieces (White is ply.First) with the
// anchor on the anchored square, the setup halves while the players set
// up, and the side to move with the turn counter.
func (g *Game) Diagram(s State) diagram.Diagram {
	d := diagram.Diagram{
		Game:    "pushfight",
		Title:   "Push Fight",
		Width:   8,
		Height:  4,
		Cells:   make([]diagram.Cell, 0, NumCells),
		Players: names,
		// The anchor makes a cell two letters ("W*"): every cell is as
		// wide from the start, so the board keeps its shape.
		TextWidth: 2,
		Lines: []diagram.Line{
			{Kind: diagram.LineRail, X1: 2, Y1: 0, X2: 7, Y2: 0},
			{Kind: diagram.LineRail, X1: 1, Y1: 4, X2: 6, Y2: 4},
		},
	}
	placing := s.Phase() == Placement
	for rank := 4; rank >= 1; rank-- {
		for file := range 8 {
			c := CellAt(file, rank-1)
			if c == NoCell {
				continue
			}
			cell := diagram.Cell{Name: c.String(), X: file, Y: 4 - rank, Kind: diagram.CellSquare}
			if placing {
				cell.Tone = diagram.ToneFirst
				if file >= 4 {
					cell.Tone = diagram.ToneSecond
				}
			}
			if p := s.At(c); p != Empty && int(p) < len(pieceDrawing) {
				cell.Pieces = []diagram.Piece{pieceDrawing[p]}
			}
			if c == s.Anchor() {
				cell.Pieces = append(cell.Pieces, anchorDrawing)
			}
			d.Cells = append(d.Cells, cell)
		}
	}
	for i := range 8 {
		d.Files = append(d.Files, diagram.Label{Text: string(rune('a' + i)), At: i})
	}
	for i := range 4 {
		d.Ranks = append(d.Ranks, diagram.Label{Text: strconv.Itoa(4 - i), At: i})
	}
	d.Legend = []diagram.LegendEntry{
		{Piece: &pieceDrawing[WhiteSquare], Text: "White square (pushes)"},
		{Piece: &pieceDrawing[WhiteRound], Text: "White round"},
		{Piece: &pieceDrawing[BlackSquare], Text: "Black square (pushes)"},
		{Piece: &pieceDrawing[BlackRound], Text: "Black round"},
		{Piece: &anchorDrawing, Text: "anchor"},
	}
	if placing {
		d.Legend = append(d.Legend,
			diagram.LegendEntry{Tone: diagram.ToneFirst, Text: "White's half"},
			diagram.LegendEntry{Tone: diagram.ToneSecond, Text: "Black's half"})
	}
	side := names[s.side&1]
	switch r, over := g.Result(s); {
	case over && r.Winner == ply.NoPlayer:
		d.Status = fmt.Sprintf("Game over: draw after %d turns: %s", s.turns, g.EndReason(s))
	case over:
		d.Status = fmt.Sprintf("Game over: %s wins after %d turns: %s", names[r.Winner.Index()], s.turns, g.EndReason(s))
	case placing:
		d.ToMove = s.ToMove()
		d.Status = side + " to set up"
	default:
		d.ToMove = s.ToMove()
		// The counter of the turn cap, which starts after placement: not
		// a move number (records and play number every move, setup moves
		// included).
		d.Status = fmt.Sprintf("%s to move, %d of %d turns played", side, s.turns, g.maxTurns)
	}
	return d
}

// DiagramAfter describes next, the state after m in prev, with m marked:
// each slide as an arrow from its cell to its destination, the push as an
// arrow from the pusher to the cell it moves to, the cells every other
// pushed piece moved through (or left, off the board) marked as changed;
// a setup move marks the cells it filled. m may be any legal sequence of
// slides, not only the one AppendMoves lists.
func (g *Game) DiagramAfter(prev, next State, m Move) diagram.Diagram {
	if m.IsSetup() || prev.Phase() == Placement {
		d := g.Diagram(next)
		d.LastMove = m.String()
		if m.IsSetup() {
			sq, rd := m.SetupCells()
			for _, c := range append(sq, rd...) {
				d.Mark(c.String(), diagram.MarkTo)
			}
		}
		return d
	}
	d := g.Diagram(next)
	d.LastMove = m.String()
	if m.NumSlides() > 2 {
		return d // no turn: nothing to mark
	}
	p, dir := m.Push()
	for i := range m.NumSlides() {
		from, to := m.Slide(i)
		d.Mark(from.String(), diagram.MarkFrom)
		// A piece that slid on again, or pushed, did not stay where this
		// slide took it.
		if next, _ := m.Slide(i + 1); to != p && to != next {
			d.Mark(to.String(), diagram.MarkTo)
		}
		d.Arrows = append(d.Arrows, diagram.Arrow{From: from.String(), To: to.String(), Kind: diagram.ArrowMove})
	}
	q := p.Neighbour(dir)
	d.Mark(p.String(), diagram.MarkFrom)
	d.Mark(q.String(), diagram.MarkTo)
	d.Arrows = append(d.Arrows, diagram.Arrow{From: p.String(), To: q.String(), Kind: diagram.ArrowPush})
	// The pushed line: the pieces from q on, after the slides, each moved
	// one cell on (the last one off the board, past an open edge).
	mid := prev
	for i := range m.NumSlides() {
		from, to := m.Slide(i)
		if me := mid.side & 1; from.Valid() && to.Valid() {
			mid.sq[me], mid.rd[me] = slide(mid.sq[me], mid.rd[me], 1<<bitOf(from), 1<<bitOf(to))
		}
	}
	for c := q; c != NoCell && mid.At(c) != Empty; c = c.Neighbour(dir) {
		if n := c.Neighbour(dir); n != NoCell {
			d.Mark(n.String(), diagram.MarkChanged)
		} else {
			d.Mark(c.String(), diagram.MarkChanged)
		}
	}
	switch {
	case next.Pieces(ply.First) < prev.Pieces(ply.First):
		d.Notes = append(d.Notes, "A White piece was pushed off the board")
	case next.Pieces(ply.Second) < prev.Pieces(ply.Second):
		d.Notes = append(d.Notes, "A Black piece was pushed off the board")
	}
	return d
}
