// diagram.go holds the board description for drawing (diagram.Diagrammer).

package pathway

import (
	"fmt"
	"strconv"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
)

var _ diagram.Diagrammer[State, Move] = (*Game)(nil)

// Diagram describes s for drawing: the n x n cells named a1 upwards with
// a1 at the bottom left, each stone with its owner (Red is ply.First), the
// side to move and the stone counts.
func (g *Game) Diagram(s State) diagram.Diagram {
	n := int(s.n)
	d := diagram.Diagram{
		Game:    "pathway",
		Title:   fmt.Sprintf("Pathway %dx%d", n, n),
		Width:   n,
		Height:  n,
		Cells:   make([]diagram.Cell, 0, n*n),
		Players: names,
		Legend: []diagram.LegendEntry{
			{Piece: &diagram.Piece{Owner: ply.First, Kind: diagram.PieceStone, Letter: "r"}, Text: "Red stone"},
			{Piece: &diagram.Piece{Owner: ply.Second, Kind: diagram.PieceStone, Letter: "b"}, Text: "Blue stone"},
		},
	}
	for row := n - 1; row >= 0; row-- {
		for col := range n {
			c := CellAt(col, row)
			cell := diagram.Cell{Name: c.String(), X: col, Y: n - 1 - row, Kind: diagram.CellSquare}
			if p := s.At(c); p != Empty {
				cell.Pieces = []diagram.Piece{{Owner: p.Owner(), Kind: diagram.PieceStone, Letter: p.String()}}
			}
			d.Cells = append(d.Cells, cell)
		}
	}
	for i := range n {
		d.Files = append(d.Files, diagram.Label{Text: string(rune('a' + i)), At: i})
		d.Ranks = append(d.Ranks, diagram.Label{Text: strconv.Itoa(n - i), At: i})
	}
	red, blue := s.Stones(ply.First), s.Stones(ply.Second)
	d.Notes = []string{fmt.Sprintf("Stones: Red %d, Blue %d", red, blue)}
	if r, over := g.Result(s); over {
		d.Status = fmt.Sprintf("Game over: %s wins: %s", names[r.Winner.Index()], g.EndReason(s))
	} else {
		d.ToMove = s.ToMove()
		d.Status = names[s.turn] + " to move"
	}
	return d
}

// DiagramAfter describes next, the state after m in prev, with m's cell
// marked.
func (g *Game) DiagramAfter(prev, next State, m Move) diagram.Diagram {
	d := g.Diagram(next)
	d.LastMove = m.String()
	d.Mark(m.String(), diagram.MarkTo)
	return d
}
