// diagram.go holds the board description for drawing (diagram.Diagrammer).

package mitsudomoe

import (
	"fmt"
	"strconv"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
)

var _ diagram.Diagrammer[State, Move] = (*Game)(nil)

// Diagram describes s for drawing: the 5x5 cells a1..e5 with a1, White's
// home corner, at the bottom left; each cell's ring stack bottom to top
// (rings owned by their colour, White is ply.First) with its height on the
// top ring of a stack of two or more, and the ball on top; the two home
// corners toned by owner; the supplies, the turn and the side to move.
func (g *Game) Diagram(s State) diagram.Diagram {
	d := diagram.Diagram{
		Game:    "mitsudomoe",
		Title:   "Mitsudomoe",
		Width:   Size,
		Height:  Size,
		Cells:   make([]diagram.Cell, 0, NumCells),
		Players: names,
		// Two rings and a ball; taller stacks are abbreviated.
		TextWidth: 3,
	}
	for row := Size - 1; row >= 0; row-- {
		for col := range Size {
			c := CellAt(col, row)
			cell := diagram.Cell{Name: c.String(), X: col, Y: Size - 1 - row, Kind: diagram.CellSquare}
			switch {
			case home[0]>>c&1 != 0:
				cell.Tone = diagram.ToneFirst
			case home[1]>>c&1 != 0:
				cell.Tone = diagram.ToneSecond
			}
			at := s.At(c)
			h := at.Height()
			for l := range h {
				p := at.Ring(l)
				cell.Pieces = append(cell.Pieces, diagram.Piece{Owner: p, Kind: diagram.PieceRing, Letter: "wb"[p-1 : p]})
			}
			if h >= 2 {
				cell.Pieces[h-1].Text = strconv.Itoa(h)
			}
			if p := at.Ball(); p != ply.NoPlayer {
				cell.Pieces = append(cell.Pieces, diagram.Piece{Owner: p, Kind: diagram.PieceBall, Letter: "WB"[p-1 : p]})
			}
			d.Cells = append(d.Cells, cell)
		}
	}
	for i := range Size {
		d.Files = append(d.Files, diagram.Label{Text: string(rune('a' + i)), At: i})
		d.Ranks = append(d.Ranks, diagram.Label{Text: strconv.Itoa(Size - i), At: i})
	}
	d.Legend = []diagram.LegendEntry{
		{Piece: &diagram.Piece{Owner: ply.First, Kind: diagram.PieceRing, Letter: "w"}, Text: "White ring"},
		{Piece: &diagram.Piece{Owner: ply.First, Kind: diagram.PieceBall, Letter: "W"}, Text: "White ball"},
		{Piece: &diagram.Piece{Owner: ply.Second, Kind: diagram.PieceRing, Letter: "b"}, Text: "Black ring"},
		{Piece: &diagram.Piece{Owner: ply.Second, Kind: diagram.PieceBall, Letter: "B"}, Text: "Black ball"},
		{Tone: diagram.ToneFirst, Text: "White home, Black's goal"},
		{Tone: diagram.ToneSecond, Text: "Black home, White's goal"},
	}
	d.Notes = []string{
		fmt.Sprintf("Rings in supply: White %d, Black %d", s.supply[0], s.supply[1]),
		fmt.Sprintf("Turn %d", s.turns+1),
	}
	if r, over := g.Result(s); over {
		switch r.Winner {
		case ply.First:
			d.Status = "Game over: White wins"
		case ply.Second:
			d.Status = "Game over: Black wins"
		default:
			d.Status = "Game over: draw"
		}
		d.Status += ": " + g.EndReason(s)
		return d
	}
	d.ToMove = s.ToMove()
	d.Status = "White to move"
	if s.side != 0 {
		d.Status = "Black to move"
	}
	return d
}

// DiagramAfter describes next, the state after m in prev, with m marked:
// the ring step and the ball step as arrows from their cells (a placed
// ring marks only its cell), and the enemy balls a vault relocated marked
// as changed on the cells they left and reached.
func (g *Game) DiagramAfter(prev, next State, m Move) diagram.Diagram {
	d := g.Diagram(next)
	d.LastMove = m.String()
	if from := m.RingFrom(); from.Valid() {
		d.Mark(from.String(), diagram.MarkFrom)
		d.Arrows = append(d.Arrows, diagram.Arrow{From: from.String(), To: m.RingTo().String(), Kind: diagram.ArrowMove})
	}
	d.Mark(m.RingTo().String(), diagram.MarkTo)
	d.Mark(m.From().String(), diagram.MarkFrom)
	d.Mark(m.To().String(), diagram.MarkTo)
	d.Arrows = append(d.Arrows, diagram.Arrow{From: m.From().String(), To: m.To().String(), Kind: diagram.ArrowMove})
	for _, r := range m.Relocations() {
		d.Mark(r.From.String(), diagram.MarkChanged)
		d.Mark(r.To.String(), diagram.MarkChanged)
		d.Arrows = append(d.Arrows, diagram.Arrow{From: r.From.String(), To: r.To.String(), Kind: diagram.ArrowRelocate})
	}
	return d
}
