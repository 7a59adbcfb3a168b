package pushfight_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/pushfight"
	"pgregory.net/rapid"
)

// diagramT is what checkDiagram needs of *testing.T and *rapid.T.
type diagramT interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkDiagram checks that d describes s: the 26 cells, named so that
// ParseCell reads them back to the cell at their place, each holding the
// piece s has there and the anchor on the anchored square.
func checkDiagram(t diagramT, d diagram.Diagram, s pushfight.State) {
	t.Helper()
	if d.Width != 8 || d.Height != 4 || len(d.Cells) != pushfight.NumCells || len(d.Lines) != 2 {
		t.Fatalf("diagram %dx%d with %d cells and %d lines", d.Width, d.Height, len(d.Cells), len(d.Lines))
	}
	for _, c := range d.Cells {
		cell, err := pushfight.ParseCell(c.Name)
		if err != nil {
			t.Fatalf("cell name %q: %v", c.Name, err)
		}
		if cell.X() != c.X || 3-cell.Y() != c.Y {
			t.Fatalf("cell %q drawn at (%d, %d)", c.Name, c.X, c.Y)
		}
		var want []diagram.Piece
		switch p := s.At(cell); p {
		case pushfight.WhiteSquare, pushfight.BlackSquare:
			want = append(want, diagram.Piece{Owner: p.Owner(), Kind: diagram.PieceSquare})
		case pushfight.WhiteRound, pushfight.BlackRound:
			want = append(want, diagram.Piece{Owner: p.Owner(), Kind: diagram.PieceRound})
		}
		if cell == s.Anchor() {
			want = append(want, diagram.Piece{Kind: diagram.PieceMarker})
		}
		if len(c.Pieces) != len(want) {
			t.Fatalf("cell %q has %v, want %v", c.Name, c.Pieces, want)
		}
		for i := range want {
			if c.Pieces[i].Owner != want[i].Owner || c.Pieces[i].Kind != want[i].Kind {
				t.Fatalf("cell %q has %v, want %v", c.Name, c.Pieces, want)
			}
		}
	}
}

func TestDiagramStart(t *testing.T) {
	g := pushfight.MustNew()
	d := g.Diagram(g.Start())
	checkDiagram(t, d, g.Start())
	if d.ToMove != ply.First || d.Status != "White to move, 0 of 200 turns played" {
		t.Errorf("to move %v, status %q", d.ToMove, d.Status)
	}
	if c, _ := d.Cell("a3"); c.Tone != diagram.ToneNone {
		t.Errorf("play phase cell toned %v", c.Tone)
	}
	empty := g.Diagram(pushfight.State{})
	if c, _ := empty.Cell("a3"); c.Tone != diagram.ToneFirst {
		t.Errorf("placement: a3 toned %v, want White's half", c.Tone)
	}
	if c, _ := empty.Cell("h2"); c.Tone != diagram.ToneSecond {
		t.Errorf("placement: h2 toned %v, want Black's half", c.Tone)
	}
}

// TestDiagramAfterAnyMove: DiagramAfter trusts its caller and checks
// nothing, but never panics, whatever move and states it is given.
func TestDiagramAfterAnyMove(t *testing.T) {
	g := pushfight.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		prev := g.Start()
		next := prev
		if rapid.Bool().Draw(t, "zero") {
			prev = pushfight.State{}
		}
		m := pushfight.Move(rapid.Uint32().Draw(t, "move"))
		if d := g.DiagramAfter(prev, next, m); d.LastMove != m.String() {
			t.Fatalf("last move %q, want %q", d.LastMove, m)
		}
	})
}

// TestDiagramAfterSequence: a turn given as another sequence of slides
// than the listed one is drawn as given.
func TestDiagramAfterSequence(t *testing.T) {
	g := pushfight.MustNew()
	s := g.Start()
	m, err := g.ParseMove(s, "c2-b2 d2>")
	if err != nil {
		t.Fatal(err)
	}
	d := g.DiagramAfter(s, g.Apply(s, m), m)
	for name, mark := range map[string]diagram.Mark{"c2": diagram.MarkFrom, "b2": diagram.MarkTo, "d2": diagram.MarkFrom, "e2": diagram.MarkTo, "f2": diagram.MarkChanged} {
		if c, ok := d.Cell(name); !ok || !c.Has(mark) {
			t.Errorf("cell %s: marks %v, want %v", name, c.Marks, mark)
		}
	}
	if len(d.Arrows) != 2 || d.Arrows[1] != (diagram.Arrow{From: "d2", To: "e2", Kind: diagram.ArrowPush}) {
		t.Errorf("arrows %v", d.Arrows)
	}
}

// TestDiagramPlayouts: along random games, from the placement phase or
// the standard setup, DiagramAfter describes the state after a legal move
// and marks its slides and its push.
func TestDiagramPlayouts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := pushfight.MustNew()
		s := g.Start()
		if rapid.Bool().Draw(t, "placement") {
			s = pushfight.State{}
		}
		plies := rapid.IntRange(1, 40).Draw(t, "plies")
		for range plies {
			if _, over := g.Result(s); over {
				return
			}
			m := rapid.SampledFrom(ply.Moves(g, s)).Draw(t, "move")
			next := g.Apply(s, m)
			d := g.DiagramAfter(s, next, m)
			s = next
			checkDiagram(t, d, s)
			marked := func(c pushfight.Cell, mark diagram.Mark) {
				if dc, ok := d.Cell(c.String()); !ok || !dc.Has(mark) {
					t.Fatalf("after %v, cell %v lacks mark %v", m, c, mark)
				}
			}
			if m.IsSetup() {
				sq, rd := m.SetupCells()
				for _, c := range append(sq, rd...) {
					marked(c, diagram.MarkTo)
				}
				continue
			}
			p, dir := m.Push()
			for i := range m.NumSlides() {
				from, to := m.Slide(i)
				marked(from, diagram.MarkFrom)
				// A piece that slides on, or pushes, leaves the cell: it is
				// where a move starts, not where one ends.
				if next, _ := m.Slide(i + 1); to == p || to == next {
					marked(to, diagram.MarkFrom)
				} else {
					marked(to, diagram.MarkTo)
				}
			}
			for _, c := range d.Cells {
				if c.Has(diagram.MarkTo) && len(c.Pieces) == 0 {
					t.Fatalf("after %v, the empty cell %s is marked as where a piece arrived", m, c.Name)
				}
			}
			marked(p, diagram.MarkFrom)
			marked(p.Neighbour(dir), diagram.MarkTo)
			if len(d.Arrows) != m.NumSlides()+1 {
				t.Fatalf("after %v, arrows %v", m, d.Arrows)
			}
		}
	})
}
