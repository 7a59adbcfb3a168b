// diagram.go holds the board description for drawing (ply.Diagrammer).

package mapello

import (
	"fmt"
	"strconv"

	"github.com/plygo/ply"
)

// Diagram describes s for drawing: the 10x10 grid with the interior a1..h8
// (a1 at the bottom left, as in Othello) inside the border ring, whose
// cells are named @0..i9 and may hold jokers; discs (Black is ply.First),
// walls and untaken bonuses with their value; the scores and the side to
// move.
func (g *Game) Diagram(s State) ply.Diagram {
	d := ply.Diagram{
		Game:    "mapello",
		Title:   "Mapello",
		Width:   10,
		Height:  10,
		Cells:   make([]ply.DiagramCell, 0, 100),
		Players: names,
	}
	bonus := strconv.Itoa(g.bonusValue)
	for y := 9; y >= 0; y-- {
		for x := range 10 {
			c := CellAt(x, y)
			cell := ply.DiagramCell{Name: c.String(), X: x, Y: 9 - y, Kind: ply.CellSquare}
			if c.Border() {
				cell.Kind = ply.CellBorder
			}
			switch s.At(c) {
			case Wall:
				if !c.Border() {
					cell.Kind = ply.CellWall
				}
			case Joker:
				cell.Pieces = []ply.Piece{{Kind: ply.PieceJoker, Letter: "j"}}
			case Bonus:
				cell.Pieces = []ply.Piece{{Kind: ply.PieceBonus, Letter: "+", Text: bonus}}
			case Black:
				cell.Pieces = []ply.Piece{{Owner: ply.First, Kind: ply.PieceDisc, Letter: "x"}}
			case White:
				cell.Pieces = []ply.Piece{{Owner: ply.Second, Kind: ply.PieceDisc, Letter: "o"}}
			}
			d.Cells = append(d.Cells, cell)
		}
	}
	for i := 1; i <= 8; i++ {
		d.Files = append(d.Files, ply.Label{Text: string(rune('a' + i - 1)), At: i})
		d.Ranks = append(d.Ranks, ply.Label{Text: strconv.Itoa(9 - i), At: i})
	}
	d.Legend = []ply.LegendEntry{
		{Piece: &ply.Piece{Owner: ply.First, Kind: ply.PieceDisc, Letter: "x"}, Text: "Black disc"},
		{Piece: &ply.Piece{Owner: ply.Second, Kind: ply.PieceDisc, Letter: "o"}, Text: "White disc"},
		{Piece: &ply.Piece{Kind: ply.PieceJoker, Letter: "j"}, Kind: ply.CellBorder, Text: "joker"},
		{Piece: &ply.Piece{Kind: ply.PieceBonus, Letter: "+", Text: bonus}, Text: "bonus, " + bonus + " points"},
		{Kind: ply.CellWall, Text: "wall"},
		{Kind: ply.CellBorder, Text: "border"},
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
		return d
	}
	d.ToMove = s.ToMove()
	d.Status = names[s.side] + " to move"
	if s.myPlacements() == 0 {
		d.Status += ", and must pass"
	}
	return d
}

// DiagramAfter describes the state after m in prev, with the placed disc
// marked and the discs it flipped marked as changed. Errors wrap
// ply.ErrGameOver or ply.ErrIllegalMove.
func (g *Game) DiagramAfter(prev State, m Move) (ply.Diagram, error) {
	next, err := ply.Play[State, Move](g, prev, m)
	if err != nil {
		return ply.Diagram{}, fmt.Errorf("mapello: diagram after %v: %w", m, err)
	}
	d := g.Diagram(next)
	d.LastMove = m.String()
	c, ok := m.Cell()
	if !ok {
		return d, nil
	}
	d.Mark(c.String(), ply.MarkTo)
	for y := 1; y <= 8; y++ {
		for x := 1; x <= 8; x++ {
			cc := CellAt(x, y)
			if a, b := prev.At(cc), next.At(cc); cc != c && a != b {
				d.Mark(cc.String(), ply.MarkChanged)
			}
		}
	}
	return d, nil
}
