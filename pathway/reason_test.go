package pathway_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
)

// TestIllegalReasons: a placement the rules forbid is refused with the
// rule of docs/rules/pathway.md it breaks, as a person needs it at the
// prompt (issue 37, point 5).
func TestIllegalReasons(t *testing.T) {
	// Red to move; Red on b3 and d3, Blue on c2 and f6.
	s, err := pathway.ParseState(".....b/....../....../.r.r../..b.../...... r")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ move, want string }{
		{"b3", "b3 is taken: a stone goes on an empty cell (section 5)"},
		{"c3", "c3 touches 2 Red stones: a stone may touch at most one of its own (section 5, placement rule)"},
		{"c1", "c1 touches only Blue stones: a stone touches no stone at all, or exactly one of its own (section 5, placement rule)"},
		{"e6", "e6 touches only Blue stones"},
		{"b2", ""}, // one friend and one enemy
		{"a1", ""}, // no stone at all
	} {
		_, err := pathway.ParseMove(s, tc.move)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q: %v", tc.move, err)
		case tc.want != "" && (!errors.Is(err, ply.ErrIllegalMove) || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: %v, want %q", tc.move, err, tc.want)
		}
	}
}
