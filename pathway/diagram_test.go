package pathway_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/pathway"
	"pgregory.net/rapid"
)

// diagramT is what checkDiagram needs of *testing.T and *rapid.T.
type diagramT interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkDiagram checks that d describes s: one cell per board cell, named
// so that ParseMove reads it back to the cell at its place, each holding
// the stone s has there.
func checkDiagram(t diagramT, d diagram.Diagram, s pathway.State) {
	t.Helper()
	n := s.Size()
	if d.Width != n || d.Height != n || len(d.Cells) != n*n {
		t.Fatalf("diagram %dx%d with %d cells, want %dx%d with %d", d.Width, d.Height, len(d.Cells), n, n, n*n)
	}
	for _, c := range d.Cells {
		cell, err := pathway.ParseCell(c.Name)
		if err != nil || cell.X() >= n || cell.Y() >= n {
			t.Fatalf("cell name %q: %v", c.Name, err)
		}
		if cell.X() != c.X || n-1-cell.Y() != c.Y {
			t.Fatalf("cell %q drawn at (%d, %d)", c.Name, c.X, c.Y)
		}
		owner := s.At(cell).Owner()
		switch {
		case owner == ply.NoPlayer && len(c.Pieces) != 0:
			t.Fatalf("empty cell %q has pieces %v", c.Name, c.Pieces)
		case owner != ply.NoPlayer && (len(c.Pieces) != 1 || c.Pieces[0].Owner != owner || c.Pieces[0].Kind != diagram.PieceStone):
			t.Fatalf("cell %q has %v, want a stone of %v", c.Name, c.Pieces, owner)
		}
	}
	if len(d.Files) != n || len(d.Ranks) != n {
		t.Fatalf("%d files and %d ranks, want %d", len(d.Files), len(d.Ranks), n)
	}
}

func TestDiagramStart(t *testing.T) {
	for _, n := range []int{pathway.MinSize, pathway.DefaultSize, 10, pathway.MaxSize} {
		g, err := pathway.New(pathway.WithSize(n))
		if err != nil {
			t.Fatal(err)
		}
		d := g.Diagram(g.Start())
		checkDiagram(t, d, g.Start())
		if d.ToMove != ply.First || d.Status != "Red to move" || d.Players != [2]string{"Red", "Blue"} {
			t.Errorf("%dx%d start: to move %v, status %q, players %v", n, n, d.ToMove, d.Status, d.Players)
		}
	}
}

// TestDiagramAfterAnyMove: DiagramAfter trusts its caller and checks
// nothing, but never panics, whatever move and states it is given.
func TestDiagramAfterAnyMove(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(pathway.MinSize, 9).Draw(t, "n")
		g, _ := pathway.New(pathway.WithSize(n))
		prev, next := g.Start(), g.Apply(g.Start(), at(0, 0))
		m := pathway.Move(rapid.Uint8().Draw(t, "move"))
		if d := g.DiagramAfter(prev, next, m); d.LastMove != m.String() {
			t.Fatalf("last move %q, want %q", d.LastMove, m)
		}
	})
}

// TestDiagramPlayouts: along random games, DiagramAfter describes the state after it and marks its cell.
func TestDiagramPlayouts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(pathway.MinSize, 9).Draw(t, "n")
		g, _ := pathway.New(pathway.WithSize(n))
		s := g.Start()
		for {
			if _, over := g.Result(s); over {
				if d := g.Diagram(s); d.ToMove != ply.NoPlayer {
					t.Fatalf("finished game drawn with %v to move", d.ToMove)
				}
				return
			}
			m := rapid.SampledFrom(ply.Moves(g, s)).Draw(t, "move")
			next := g.Apply(s, m)
			d := g.DiagramAfter(s, next, m)
			s = next
			checkDiagram(t, d, s)
			if c, ok := d.Cell(m.String()); !ok || !c.Has(diagram.MarkTo) || d.LastMove != m.String() {
				t.Fatalf("move %v not marked: %+v", m, c)
			}
		}
	})
}
