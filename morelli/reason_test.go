package morelli_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/morelli"
)

// TestIllegalReasons: a well-formed move the rules forbid is refused with
// the movement rule of docs/rules/morelli.md it breaks, as a person needs
// it at the prompt (issue 37, point 5).
func TestIllegalReasons(t *testing.T) {
	g := morelli.MustNew()
	s := g.Start()
	for _, m := range []string{"c1-c2", "b1-b2"} {
		mv, err := g.ParseMove(s, m)
		if err != nil {
			t.Fatal(err)
		}
		s = g.Apply(s, mv)
	}
	// Black to move, its piece on c2, White's on b2.
	for _, tc := range []struct{ move, want string }{
		{"b1-c1", "Black has no piece on b1 (section 5, movement rule 1)"},
		{"b2-c3", "Black has no piece on b2 (section 5, movement rule 1)"},
		{"a1-b3", "a1-b3 is not a straight line along a rank, a file or a diagonal (section 5, movement rule 2)"},
		{"c2-c2", "c2-c2 does not move: a piece goes to another cell (section 5, movement rule 2)"},
		{"a1-a3", "a2 holds a piece in the way: a piece never jumps (section 5, movement rule 3)"},
		{"a1-a2", "a2 is not empty (section 5, movement rule 4)"},
		{"m1-g7", "the Throne g7 is never a destination (section 5, movement rule 4)"},
		{"c2-c1", "c1 is no closer to the Throne than c2: a piece must end on a band nearer the centre (section 5, movement rule 5)"},
		{"c2-d3", ""},
	} {
		_, err := g.ParseMove(s, tc.move)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q: %v", tc.move, err)
		case tc.want != "" && (!errors.Is(err, ply.ErrIllegalMove) || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: %v, want %q", tc.move, err, tc.want)
		}
	}
}
