package mitsudomoe_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/mitsudomoe"
	"pgregory.net/rapid"
)

// diagramT is what checkDiagram needs of *testing.T and *rapid.T.
type diagramT interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkDiagram checks that d describes s: the 25 cells named a1..e5 with
// a1 at the bottom left, each holding the stack of s bottom to top, then
// its ball.
func checkDiagram(t diagramT, d diagram.Diagram, s mitsudomoe.State) {
	t.Helper()
	if d.Width != mitsudomoe.Size || d.Height != mitsudomoe.Size || len(d.Cells) != mitsudomoe.NumCells {
		t.Fatalf("diagram %dx%d with %d cells", d.Width, d.Height, len(d.Cells))
	}
	for _, c := range d.Cells {
		cell := mitsudomoe.CellAt(c.X, mitsudomoe.Size-1-c.Y)
		if c.Name != cell.String() {
			t.Fatalf("cell %q drawn at (%d, %d), where %v is", c.Name, c.X, c.Y, cell)
		}
		h := s.Height(cell)
		want := h
		if s.Ball(cell) != ply.NoPlayer {
			want++
		}
		if len(c.Pieces) != want {
			t.Fatalf("cell %q has %v, want %d rings and ball %v", c.Name, c.Pieces, h, s.Ball(cell))
		}
		for l := range h {
			if p := c.Pieces[l]; p.Kind != diagram.PieceRing || p.Owner != s.Ring(cell, l) {
				t.Fatalf("cell %q: piece %d is %v, want a ring of %v", c.Name, l, p, s.Ring(cell, l))
			}
		}
		if want > h {
			if p := c.Pieces[h]; p.Kind != diagram.PieceBall || p.Owner != s.Ball(cell) {
				t.Fatalf("cell %q: top piece %v, want a ball of %v", c.Name, p, s.Ball(cell))
			}
		}
	}
}

func TestDiagramStart(t *testing.T) {
	g := mitsudomoe.MustNew()
	d := g.Diagram(g.Start())
	checkDiagram(t, d, g.Start())
	homes := map[string]diagram.Tone{"a1": diagram.ToneFirst, "b1": diagram.ToneFirst, "a2": diagram.ToneFirst,
		"e5": diagram.ToneSecond, "d5": diagram.ToneSecond, "e4": diagram.ToneSecond, "c3": diagram.ToneNone}
	for name, tone := range homes {
		if c, ok := d.Cell(name); !ok || c.Tone != tone {
			t.Errorf("cell %s: tone %v, want %v", name, c.Tone, tone)
		}
	}
	if d.ToMove != ply.First || d.Status != "White to move" {
		t.Errorf("to move %v, status %q", d.ToMove, d.Status)
	}
}

// TestDiagramAfterAnyMove: DiagramAfter trusts its caller and checks
// nothing, but never panics, whatever move and states it is given.
func TestDiagramAfterAnyMove(t *testing.T) {
	g := mitsudomoe.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		prev := g.Start()
		next := prev
		if rapid.Bool().Draw(t, "zero") {
			prev = mitsudomoe.State{}
		}
		m := mitsudomoe.MoveOfBits(rapid.Uint64().Draw(t, "move"))
		if d := g.DiagramAfter(prev, next, m); d.LastMove != m.String() {
			t.Fatalf("last move %q, want %q", d.LastMove, m)
		}
	})
}

// TestDiagramPlayouts: along random games, DiagramAfter describes the state after it and marks its ring step, its
// ball step and the relocations.
func TestDiagramPlayouts(t *testing.T) {
	g := mitsudomoe.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		s := g.Start()
		plies := rapid.IntRange(1, 120).Draw(t, "plies")
		for range plies {
			if _, over := g.Result(s); over {
				return
			}
			m := rapid.SampledFrom(ply.Moves(g, s)).Draw(t, "move")
			next := g.Apply(s, m)
			d := g.DiagramAfter(s, next, m)
			s = next
			checkDiagram(t, d, s)
			marked := func(c mitsudomoe.Cell, mark diagram.Mark) {
				if dc, ok := d.Cell(c.String()); !ok || !dc.Has(mark) {
					t.Fatalf("after %v, cell %v lacks mark %v", m, c, mark)
				}
			}
			marked(m.RingTo(), diagram.MarkTo)
			marked(m.From(), diagram.MarkFrom)
			marked(m.To(), diagram.MarkTo)
			if m.RingFrom().Valid() {
				marked(m.RingFrom(), diagram.MarkFrom)
			}
			for _, r := range m.Relocations() {
				marked(r.From, diagram.MarkChanged)
				marked(r.To, diagram.MarkChanged)
			}
			if want := 1 + len(m.Relocations()); m.Placed() && len(d.Arrows) != want || !m.Placed() && len(d.Arrows) != want+1 {
				t.Fatalf("after %v, arrows %v", m, d.Arrows)
			}
		}
	})
}

// The first click of a turn is drawn: the ring placed on its cell when
// only placements start there, else the ring that may move marked.
func TestDiagramClicksFirst(t *testing.T) {
	g := mitsudomoe.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		s := g.Start()
		for range rapid.IntRange(0, 40).Draw(t, "plies") {
			moves := ply.Moves(g, s)
			if len(moves) == 0 {
				return
			}
			s = g.Apply(s, rapid.SampledFrom(moves).Draw(t, "move"))
		}
		if _, over := g.Result(s); over {
			return
		}
		firsts := map[string]bool{} // first click: whether only placements start there
		for m, path := range g.ClickPaths(s) {
			only, seen := firsts[path[0]]
			firsts[path[0]] = m.Placed() && (only || !seen)
		}
		for x, placed := range firsts {
			start := g.Diagram(s)
			before, _ := start.Cell(x)
			d, ok := g.DiagramClicks(s, []string{x})
			if !ok {
				t.Fatalf("no drawing after the click %s", x)
			}
			c, _ := d.Cell(x)
			if placed && (len(c.Pieces) != len(before.Pieces)+1 || !c.Has(diagram.MarkTo)) {
				t.Fatalf("after the click %s: %v, want one ring more than %v, marked", x, c.Pieces, before.Pieces)
			}
			if !placed && (len(c.Pieces) != len(before.Pieces) || !c.Has(diagram.MarkFrom)) {
				t.Fatalf("after the click %s: %v marks %v, want %v marked as the ring to move", x, c.Pieces, c.Marks, before.Pieces)
			}
		}
	})
}
