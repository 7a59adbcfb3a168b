package pathway_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
)

// TestEndReason checks the reason of the rules' example 4 (Red to move
// has no placement) and of a full board.
func TestEndReason(t *testing.T) {
	g := pathway.MustNew(pathway.WithSize(4))
	for _, c := range []struct{ pos, want string }{
		{"bb.r/..r./.r.b/r..b r", "Red, to move, has no legal placement, and the player who cannot place wins"},
		{"", ""},
	} {
		s := g.Start()
		if c.pos != "" {
			var err error
			if s, err = pathway.ParseState(c.pos); err != nil {
				t.Fatal(err)
			}
		}
		if why := g.EndReason(s); why != c.want {
			t.Errorf("%q: %q, want %q", c.pos, why, c.want)
		}
	}
	// On 2x2, a1 b2 a2 b1 fills the board, and Red to move has no cell.
	g2 := pathway.MustNew(pathway.WithSize(2))
	s := g2.Start()
	for _, m := range []string{"a1", "b2", "a2", "b1"} {
		next, err := g2.ParseMove(s, m)
		if err != nil {
			t.Fatalf("2x2 %s: %v", m, err)
		}
		s = g2.Apply(s, next)
	}
	if _, over := g2.Result(s); !over {
		t.Fatalf("2x2 %v: not over", s)
	}
	if s.Stones(ply.First)+s.Stones(ply.Second) != 4 {
		t.Fatalf("2x2 %v: not full", s)
	}
	if want := "the board is full: Red, to move, has no placement, and the player who cannot place wins"; g2.EndReason(s) != want {
		t.Errorf("full board: %q, want %q", g2.EndReason(s), want)
	}
}
