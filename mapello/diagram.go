// diagram.go holds the board description for drawing (diagram.Diagrammer).

package mapello

import (
	"fmt"
	"strconv"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
)

var _ diagram.Diagrammer[State, Move] = (*Game)(nil)

// Diagram describes s for drawing: the 10x10 grid with the interior a1..h8
// (a1 at the bottom left, as in Othello) inside the border ring, whose
// cells are named @0..i9 and may hold jokers; discs (Black is ply.First),
// walls and untaken bonuses with their value; the scores and the side to
// move.
func (g *Game) Diagram(s State) diagram.Diagram {
	d := diagram.Diagram{
		Game:    "mapello",
		Title:   "Mapello",
		Width:   10,
		Height:  10,
		Cells:   make([]diagram.Cell, 0, 100),
		Players: names,
	}
	bonus := strconv.Itoa(g.bonusValue)
	for y := 9; y >= 0; y-- {
		for x := range 10 {
			c := CellAt(x, y)
			cell := diagram.Cell{Name: c.String(), X: x, Y: 9 - y, Kind: diagram.CellSquare}
			if c.Border() {
				cell.Kind = diagram.CellBorder
			}
			switch s.At(c) {
			case Wall:
				if !c.Border() {
					cell.Kind = diagram.CellWall
				}
			case Joker:
				cell.Pieces = []diagram.Piece{{Kind: diagram.PieceStar, Letter: "j"}}
			case Bonus:
				cell.Pieces = []diagram.Piece{{Kind: diagram.PieceToken, Letter: "+", Text: bonus}}
			case Black:
				cell.Pieces = []diagram.Piece{{Owner: ply.First, Kind: diagram.PieceDisc, Letter: "x"}}
			case White:
				cell.Pieces = []diagram.Piece{{Owner: ply.Second, Kind: diagram.PieceDisc, Letter: "o"}}
			}
			d.Cells = append(d.Cells, cell)
		}
	}
	for i := 1; i <= 8; i++ {
		d.Files = append(d.Files, diagram.Label{Text: string(rune('a' + i - 1)), At: i})
		d.Ranks = append(d.Ranks, diagram.Label{Text: strconv.Itoa(9 - i), At: i})
	}
	d.Legend = []diagram.LegendEntry{
		{Piece: &diagram.Piece{Owner: ply.First, Kind: diagram.PieceDisc, Letter: "x"}, Text: "Black disc"},
		{Piece: &diagram.Piece{Owner: ply.Second, Kind: diagram.PieceDisc, Letter: "o"}, Text: "White disc"},
		{Piece: &diagram.Piece{Kind: diagram.PieceStar, Letter: "j"}, Kind: diagram.CellBorder, Text: "joker"},
		{Piece: &diagram.Piece{Kind: diagram.PieceToken, Letter: "+", Text: bonus}, Text: "bonus, " + bonus + " points"},
		{Kind: diagram.CellWall, Text: "wall"},
		{Kind: diagram.CellBorder, Text: "border"},
	}
	d.Notes = []string{fmt.Sprintf("Black %s, White %s", score(s, ply.First), score(s, ply.Second))}
	if r, over := g.Result(s); over {
		switch r.Winner {
		case ply.First:
			d.Status = fmt.Sprintf("Game over: Black wins %d-%d", r.Score[0], r.Score[1])
		case ply.Second:
			d.Status = fmt.Sprintf("Game over: White wins %d-%d", r.Score[1], r.Score[0])
		default:
			d.Status = fmt.Sprintf("Game over: draw %d-%d", r.Score[0], r.Score[1])
		}
		d.Status += ": " + g.EndReason(s)
		return d
	}
	d.ToMove = s.ToMove()
	d.Status = names[s.side] + " to move"
	if s.myPlacements() == 0 {
		d.Status += ", and must pass"
	}
	return d
}

// DiagramAfter describes next, the state after m in prev, with the placed
// disc marked and the discs it flipped marked as changed.
func (g *Game) DiagramAfter(prev, next State, m Move) diagram.Diagram {
	d := g.Diagram(next)
	d.LastMove = m.String()
	c, ok := m.Cell()
	if !ok {
		return d
	}
	d.Mark(c.String(), diagram.MarkTo)
	for y := 1; y <= 8; y++ {
		for x := 1; x <= 8; x++ {
			cc := CellAt(x, y)
			if a, b := prev.At(cc), next.At(cc); cc != c && a != b {
				d.Mark(cc.String(), diagram.MarkChanged)
			}
		}
	}
	return d
}
