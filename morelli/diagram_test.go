package morelli_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/morelli"
	"pgregory.net/rapid"
)

// diagramT is what checkDiagram needs of *testing.T and *rapid.T.
type diagramT interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkDiagram checks that d describes s: the 169 cells, named so that
// ParseCell reads them back to the cell at their place, toned by band, the
// Throne in the centre, each holding what s has there.
func checkDiagram(t diagramT, d diagram.Diagram, s morelli.State) {
	t.Helper()
	if d.Width != morelli.Size || d.Height != morelli.Size || len(d.Cells) != morelli.NumCells {
		t.Fatalf("diagram %dx%d with %d cells", d.Width, d.Height, len(d.Cells))
	}
	for _, c := range d.Cells {
		cell, err := morelli.ParseCell(c.Name)
		if err != nil {
			t.Fatalf("cell name %q: %v", c.Name, err)
		}
		if cell.X() != c.X || morelli.Size-1-cell.Y() != c.Y {
			t.Fatalf("cell %q drawn at (%d, %d)", c.Name, c.X, c.Y)
		}
		if c.Tone != diagram.ToneBand(cell.Band()) || (c.Kind == diagram.CellSpecial) != (cell == morelli.Throne) {
			t.Fatalf("cell %q: kind %v, tone %v", c.Name, c.Kind, c.Tone)
		}
		var kind diagram.PieceKind
		switch s.At(cell) {
		case morelli.Empty:
			if len(c.Pieces) != 0 {
				t.Fatalf("empty cell %q has %v", c.Name, c.Pieces)
			}
			continue
		case morelli.BlackPiece, morelli.WhitePiece:
			kind = diagram.PieceDisc
		default:
			kind = diagram.PieceCrown
		}
		if len(c.Pieces) != 1 || c.Pieces[0].Kind != kind || c.Pieces[0].Owner != s.At(cell).Owner() {
			t.Fatalf("cell %q has %v, want a %v of %v", c.Name, c.Pieces, kind, s.At(cell).Owner())
		}
	}
}

func TestDiagramStart(t *testing.T) {
	for _, s := range []morelli.State{mustSetup("default", 0), randomSetup(42)} {
		g := morelli.MustNew(morelli.WithStart(s))
		d := g.Diagram(s)
		checkDiagram(t, d, s)
		if d.ToMove != morelli.Black || d.Status != "Black to move" {
			t.Errorf("to move %v, status %q", d.ToMove, d.Status)
		}
	}
}

// TestDiagramAfterAnyMove: DiagramAfter trusts its caller and checks
// nothing, but never panics, whatever move and states it is given.
func TestDiagramAfterAnyMove(t *testing.T) {
	g := morelli.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		prev := g.Start()
		next := prev
		if rapid.Bool().Draw(t, "zero") {
			prev = morelli.State{}
		}
		m := morelli.Move{From: morelli.Cell(rapid.Int16().Draw(t, "from")), To: morelli.Cell(rapid.Int16().Draw(t, "to"))}
		if d := g.DiagramAfter(prev, next, m); d.LastMove != m.String() {
			t.Fatalf("last move %q, want %q", d.LastMove, m)
		}
	})
}

// TestDiagramPlayouts: along random games, DiagramAfter describes the state after it, marks its two cells and an
// arrow between them, and marks as changed exactly the other cells whose
// content changed (captures, the King).
func TestDiagramPlayouts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomSetup(rapid.Uint64().Draw(t, "seed"))
		g := morelli.MustNew(morelli.WithStart(s))
		plies := rapid.IntRange(1, 300).Draw(t, "plies")
		for range plies {
			if _, over := g.Result(s); over {
				return
			}
			m := rapid.SampledFrom(ply.Moves(g, s)).Draw(t, "move")
			next := g.Apply(s, m)
			d := g.DiagramAfter(s, next, m)
			checkDiagram(t, d, next)
			if len(d.Arrows) != 1 || d.Arrows[0].From != m.From.String() || d.Arrows[0].To != m.To.String() {
				t.Fatalf("after %v, arrows %v", m, d.Arrows)
			}
			for _, c := range d.Cells {
				cell, _ := morelli.ParseCell(c.Name)
				changed := cell != m.From && cell != m.To && s.At(cell) != next.At(cell)
				if c.Has(diagram.MarkFrom) != (cell == m.From) || c.Has(diagram.MarkTo) != (cell == m.To) || c.Has(diagram.MarkChanged) != changed {
					t.Fatalf("after %v, cell %q has marks %v", m, c.Name, c.Marks)
				}
			}
			s = next
		}
	})
}
