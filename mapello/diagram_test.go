package mapello_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/mapello"
	"pgregory.net/rapid"
)

// diagramT is what checkDiagram needs of *testing.T and *rapid.T.
type diagramT interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkDiagram checks that d describes s: the 100 cells of the grid, named
// so that ParseCell reads them back to the cell at their place, of the
// right kind, each holding what s has there.
func checkDiagram(t diagramT, d diagram.Diagram, s mapello.State) {
	t.Helper()
	if d.Width != 10 || d.Height != 10 || len(d.Cells) != 100 {
		t.Fatalf("diagram %dx%d with %d cells, want 10x10 with 100", d.Width, d.Height, len(d.Cells))
	}
	for _, c := range d.Cells {
		cell, err := mapello.ParseCell(c.Name)
		if err != nil {
			t.Fatalf("cell name %q: %v", c.Name, err)
		}
		if cell.X() != c.X || 9-cell.Y() != c.Y {
			t.Fatalf("cell %q drawn at (%d, %d)", c.Name, c.X, c.Y)
		}
		if cell.Interior() {
			if _, ok := mapello.Place(cell); !ok {
				t.Fatalf("interior cell %q is not a move", c.Name)
			}
		}
		var want []diagram.Piece
		kind := diagram.CellSquare
		if cell.Border() {
			kind = diagram.CellBorder
		}
		switch s.At(cell) {
		case mapello.Wall:
			if cell.Interior() {
				kind = diagram.CellWall
			}
		case mapello.Joker:
			want = []diagram.Piece{{Kind: diagram.PieceStar}}
		case mapello.Bonus:
			want = []diagram.Piece{{Kind: diagram.PieceToken}}
		case mapello.Black:
			want = []diagram.Piece{{Owner: ply.First, Kind: diagram.PieceDisc}}
		case mapello.White:
			want = []diagram.Piece{{Owner: ply.Second, Kind: diagram.PieceDisc}}
		}
		if c.Kind != kind || len(c.Pieces) != len(want) {
			t.Fatalf("cell %q: kind %v, pieces %v; want %v, %v", c.Name, c.Kind, c.Pieces, kind, want)
		}
		for i := range want {
			if c.Pieces[i].Owner != want[i].Owner || c.Pieces[i].Kind != want[i].Kind {
				t.Fatalf("cell %q: pieces %v, want %v", c.Name, c.Pieces, want)
			}
		}
	}
}

func TestDiagramSetups(t *testing.T) {
	for _, s := range []mapello.State{mustSetup("default"), mustSetup("rulebook"), mustSetup("plain")} {
		g := mapello.MustNew(mapello.WithStart(s))
		d := g.Diagram(s)
		checkDiagram(t, d, s)
		if d.Players != [2]string{"Black", "White"} || d.ToMove != s.ToMove() {
			t.Errorf("players %v, to move %v", d.Players, d.ToMove)
		}
	}
}

// TestDiagramAfterAnyMove: DiagramAfter trusts its caller and checks
// nothing, but never panics, whatever move and states it is given.
func TestDiagramAfterAnyMove(t *testing.T) {
	g := mapello.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		prev := g.Start()
		next := prev
		if rapid.Bool().Draw(t, "zero") {
			prev, next = mapello.State{}, g.Start()
		}
		m := mapello.Move(rapid.Uint8().Draw(t, "move"))
		if d := g.DiagramAfter(prev, next, m); d.LastMove != m.String() {
			t.Fatalf("last move %q, want %q", d.LastMove, m)
		}
	})
}

// TestDiagramPlayouts: along random games, DiagramAfter describes the state after it, marks the placed disc and
// marks as changed exactly the discs it flipped.
func TestDiagramPlayouts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		start, err := mapello.RandomSetup(seed, 8, 8, 8)
		if err != nil {
			t.Fatal(err)
		}
		g := mapello.MustNew(mapello.WithStart(start))
		s := g.Start()
		for {
			if _, over := g.Result(s); over {
				return
			}
			m := rapid.SampledFrom(ply.Moves(g, s)).Draw(t, "move")
			next := g.Apply(s, m)
			d := g.DiagramAfter(s, next, m)
			checkDiagram(t, d, next)
			if d.LastMove != m.String() {
				t.Fatalf("last move %q, want %v", d.LastMove, m)
			}
			placed, isPlace := m.Cell()
			for _, c := range d.Cells {
				cell, _ := mapello.ParseCell(c.Name)
				flipped := cell != placed && s.At(cell) != next.At(cell)
				if c.Has(diagram.MarkTo) != (isPlace && cell == placed) || c.Has(diagram.MarkChanged) != flipped {
					t.Fatalf("after %v, cell %q has marks %v", m, c.Name, c.Marks)
				}
			}
			s = next
		}
	})
}
