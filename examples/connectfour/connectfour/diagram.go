// diagram.go holds the board for drawing (diagram.Diagrammer), the text
// board (ply.Renderer) and the clicks that enter a move
// (diagram.MoveClicker).

package connectfour

import (
	"fmt"
	"iter"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
)

var (
	_ diagram.Diagrammer[State, Move]  = Game{}
	_ diagram.MoveClicker[State, Move] = Game{}
)

// Diagram describes s for drawing: the 42 cells, named a1 (bottom left)
// to g6 (top right), the columns numbered 1 to 7 as moves name them, each
// stone a disc of its owner's colour, and who is to move or how the game
// ended.
func (g Game) Diagram(s State) diagram.Diagram {
	d := diagram.Diagram{
		Game:    "connectfour",
		Title:   "Connect Four",
		Width:   Columns,
		Height:  Rows,
		Cells:   make([]diagram.Cell, 0, Cells),
		Players: names,
		Legend: []diagram.LegendEntry{
			{Piece: &diagram.Piece{Owner: ply.First, Kind: diagram.PieceDisc, Letter: "r"}, Text: "Red disc"},
			{Piece: &diagram.Piece{Owner: ply.Second, Kind: diagram.PieceDisc, Letter: "y"}, Text: "Yellow disc"},
		},
	}
	for y := Rows - 1; y >= 0; y-- {
		for x := range Columns {
			c := CellAt(x, y)
			cell := diagram.Cell{Name: c.String(), X: x, Y: Rows - 1 - y, Kind: diagram.CellSquare}
			if p := s.At(c); p != Empty {
				cell.Pieces = []diagram.Piece{{Owner: p.Owner(), Kind: diagram.PieceDisc, Letter: p.String()}}
			}
			d.Cells = append(d.Cells, cell)
		}
	}
	for i := range Columns {
		d.Files = append(d.Files, diagram.Label{Text: strconv.Itoa(i + 1), At: i})
	}
	for i := range Rows {
		d.Ranks = append(d.Ranks, diagram.Label{Text: strconv.Itoa(Rows - i), At: i})
	}
	d.Notes = []string{fmt.Sprintf("Moves played: %d", s.Stones())}
	if r, done := g.Result(s); done {
		if r.Winner == ply.NoPlayer {
			d.Status = "Game over: a draw: " + g.EndReason(s)
		} else {
			d.Status = fmt.Sprintf("Game over: %s wins: %s", names.PlayerName(r.Winner), g.EndReason(s))
		}
	} else {
		d.ToMove = s.ToMove()
		d.Status = names.PlayerName(s.ToMove()) + " to move"
	}
	return d
}

// DiagramAfter describes next, the state after m in prev, with the cell
// the stone fell to marked.
func (g Game) DiagramAfter(prev, next State, m Move) diagram.Diagram {
	d := g.Diagram(next)
	d.LastMove = m.String()
	if m >= 0 && m < Columns {
		if h := prev.Height(int(m)); h < Rows {
			d.Mark(CellAt(int(m), h).String(), diagram.MarkTo)
		}
	}
	return d
}

// ClickPaths yields each legal move of s once for every cell of its
// column: a click anywhere in a column that is not full drops a stone
// into it.
func (g Game) ClickPaths(s State) iter.Seq2[Move, []string] {
	return func(yield func(Move, []string) bool) {
		path := make([]string, 1)
		for _, m := range g.AppendMoves(nil, s) {
			for y := range Rows {
				path[0] = CellAt(int(m), y).String()
				if !yield(m, path) {
					return
				}
			}
		}
	}
}

// Render returns a text board: the rows from the top, 'r' for Red, 'y'
// for Yellow and '.' for an empty cell, the column numbers below, and the
// player to move or the end.
func (g Game) Render(s State) string {
	var b strings.Builder
	for y := Rows - 1; y >= 0; y-- {
		b.WriteString("|")
		for x := range Columns {
			b.WriteString(" ")
			b.WriteString(s.At(CellAt(x, y)).String())
		}
		b.WriteString(" |\n")
	}
	b.WriteString("  1 2 3 4 5 6 7\n")
	if r, done := g.Result(s); done {
		if r.Winner == ply.NoPlayer {
			b.WriteString("draw: " + g.EndReason(s) + "\n")
		} else {
			b.WriteString(names.PlayerName(r.Winner) + " wins: " + g.EndReason(s) + "\n")
		}
	} else {
		b.WriteString(names.PlayerName(s.ToMove()) + " to move\n")
	}
	return b.String()
}
