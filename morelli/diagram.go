// diagram.go holds the board description for drawing (diagram.Diagrammer).

package morelli

import (
	"fmt"

	"github.com/plygo/ply/diagram"
)

var _ diagram.Diagrammer[State, Move] = (*Game)(nil)

// pieceDrawing is how each Piece is drawn.
var pieceDrawing = [5]diagram.Piece{
	{},
	{Owner: Black, Kind: diagram.PieceDisc, Letter: "x"},
	{Owner: White, Kind: diagram.PieceDisc, Letter: "o"},
	{Owner: Black, Kind: diagram.PieceCrown, Letter: "X"},
	{Owner: White, Kind: diagram.PieceCrown, Letter: "O"},
}

// Diagram describes s for drawing: the 13x13 cells a1..m13 (a1 at the
// bottom left) toned by band, the rainbow of the board from the red outer
// band (diagram.ToneBand(6)) to the violet Throne g7 (diagram.ToneBand(0)); the
// pieces (Black is ply.First), the King on the Throne and the side to move.
func (g *Game) Diagram(s State) diagram.Diagram {
	d := diagram.Diagram{
		Game:    "morelli",
		Title:   "Morelli",
		Width:   Size,
		Height:  Size,
		Cells:   make([]diagram.Cell, 0, NumCells),
		Players: names,
	}
	for y := Size - 1; y >= 0; y-- {
		for x := range Size {
			c := CellAt(x, y)
			cell := diagram.Cell{Name: c.String(), X: x, Y: Size - 1 - y, Kind: diagram.CellSquare, Tone: diagram.ToneBand(c.Band())}
			if c == Throne {
				cell.Kind = diagram.CellSpecial
			}
			if p := s.At(c); p != Empty && int(p) < len(pieceDrawing) {
				cell.Pieces = []diagram.Piece{pieceDrawing[p]}
			}
			d.Cells = append(d.Cells, cell)
		}
	}
	for i := range Size {
		d.Files = append(d.Files, diagram.Label{Text: string(rune('a' + i)), At: i})
		d.Ranks = append(d.Ranks, diagram.Label{Text: itoa(Size - i), At: i})
	}
	d.Legend = []diagram.LegendEntry{
		{Piece: &pieceDrawing[BlackPiece], Text: "Black piece"},
		{Piece: &pieceDrawing[WhitePiece], Text: "White piece"},
		{Piece: &pieceDrawing[BlackKing], Kind: diagram.CellSpecial, Tone: diagram.ToneBand(0), Text: "Black King"},
		{Piece: &pieceDrawing[WhiteKing], Kind: diagram.CellSpecial, Tone: diagram.ToneBand(0), Text: "White King"},
		{Kind: diagram.CellSpecial, Tone: diagram.ToneBand(0), Text: "Throne"},
	}
	for k := Size / 2; k >= 1; k-- {
		d.Legend = append(d.Legend, diagram.LegendEntry{Tone: diagram.ToneBand(k), Text: fmt.Sprintf("band %d", k)})
	}
	d.Notes = []string{fmt.Sprintf("Pieces: Black %d, White %d", s.Count(Black), s.Count(White))}
	switch s.King() {
	case Black:
		d.Notes = append(d.Notes, "The King on the Throne is Black's")
	case White:
		d.Notes = append(d.Notes, "The King on the Throne is White's")
	}
	if r, over := g.Result(s); over {
		switch r.Winner {
		case Black:
			d.Status = "Game over: Black wins: "
		case White:
			d.Status = "Game over: White wins: "
		default:
			d.Status = "Game over: draw: "
		}
		d.Status += g.EndReason(s)
		return d
	}
	d.ToMove = s.ToMove()
	d.Status = "Black to move"
	if d.ToMove == White {
		d.Status = "White to move"
	}
	return d
}

// DiagramAfter describes next, the state after m in prev, with m's cells
// and path marked, and the pieces it captured (and the Throne, if its King
// changed) marked as changed.
func (g *Game) DiagramAfter(prev, next State, m Move) diagram.Diagram {
	d := g.Diagram(next)
	d.LastMove = m.String()
	d.Mark(m.From.String(), diagram.MarkFrom)
	d.Mark(m.To.String(), diagram.MarkTo)
	d.Arrows = []diagram.Arrow{{From: m.From.String(), To: m.To.String(), Kind: diagram.ArrowMove}}
	for c := range Cell(NumCells) {
		if c != m.From && c != m.To && prev.At(c) != next.At(c) {
			d.Mark(c.String(), diagram.MarkChanged)
		}
	}
	return d
}
