package mapello_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
)

// TestIllegalReasons: a well-formed move the rules forbid is refused with
// the rule of docs/rules/mapello.md it breaks, as a person needs it at the
// prompt (issue 37, point 5).
func TestIllegalReasons(t *testing.T) {
	g := mapello.MustNew()
	s := g.Start() // the rule book's board, Black to move
	for _, tc := range []struct{ move, want string }{
		{"a1", "a1 is a wall: a disc goes only on an empty cell (section 5, placement rule 1)"},
		{"d4", "d4 holds a White disc: a disc goes only on an empty cell (section 5, placement rule 1)"},
		{"e4", "e4 holds a Black disc"},
		{"b2", "a Black disc on b2 brackets no line of White discs, so it would flip nothing (section 5, placement rule 2)"},
		{"pass", "Black has a placement, so may not pass (section 5, pass)"},
		{"d3", ""},
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
