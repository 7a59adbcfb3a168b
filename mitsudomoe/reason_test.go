package mitsudomoe_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mitsudomoe"
)

// TestIllegalReasons: a well-formed turn that breaks a rule is refused
// with the rule, as a person needs it at the prompt.
func TestIllegalReasons(t *testing.T) {
	g := mitsudomoe.MustNew()
	s := g.Start()
	for _, tc := range []struct{ move, want string }{
		{"*a1 a1>b2", "a1 holds a ball: a ring goes only on a cell without a ball (rule R1)"},
		{"c3>c4 a1>b2", "White has no ring on top of c3 to move (rule R2)"},
		{"a1>c3 a2>b3", "the ring on a1 carries a ball, so it cannot move (rule R2)"},
		{"*c3 a1>b2", "b2 has no White ring on top: a ball steps only onto its own colour's ring (rule B1)"},
		{"*c3 c3>c4", "White has no ball on c3 (rules B1, B2)"},
		{"*c3 a1>c2", "a1>c2 is neither a step to a neighbour nor a vault along a line (rules B1, B2)"},
		{"*d4 a2>d5", "a vault jumps an unbroken line of balls, and b3 has none (rule B2)"},
		{"*c1 a1>c1", ""},
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
