package pushfight_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pushfight"
)

// TestIllegalReasons: a well-formed turn the rules forbid is refused with
// the rule of docs/rules/pushfight.md it breaks, in the positions of its
// worked examples 10.4 to 10.6, as a person needs it at the prompt (issue
// 37, point 5).
func TestIllegalReasons(t *testing.T) {
	g := pushfight.MustNew()
	for _, tc := range []struct {
		pos, move, want string
		err             error
	}{
		{"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0", "c2-c3 b2^", "no White piece on c2 to slide: a player moves only their own pieces (section 5(a))", ply.ErrIllegalMove},
		{"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0", "b2-e2 b2^", "e2 is not empty: a piece slides only to an empty cell (section 5(a))", ply.ErrIllegalMove},
		{"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0", "b2-a3 a3-b2 b2^", "the piece that slid first may not slide again (section 5(a), library rule)", ply.ErrIllegalMove},
		{"b4/3B2Ww/BW3Wwb/3B1 w d3 0", "h3-a3 b2<", "no path of empty cells from h3 to a3: a piece slides through empty cells only (section 5(a))", ply.ErrIllegalMove},
		{"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0", "c1^", "the round on c1 cannot push: only a square pushes (section 5(b))", ply.ErrIllegalMove},
		{"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0", "e4^", "no White square on e4 to push with (section 5(b))", ply.ErrIllegalMove},
		{"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0", "h3<", "nothing in front of h3 to push < (section 5(b), push rule 1)", ply.ErrIllegalMove},
		{"4W/4WbBb/6W1/1wwBB w g3 0", "e3>", "the push would move the anchored square on g3 (section 5(b), push rule 2)", ply.ErrIllegalMove},
		{"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0", "e2^", "the line would cross a rail (section 5(b), push rule 3)", ply.ErrIllegalMove},
		{"b4/3B2Ww/BW3Wwb/3B1 w d3 0", "g3>", "the push would push your own piece off the board (section 5(b), push rule 4)", ply.ErrIllegalMove},
		// A push written onto a cell off the board names it (point 8).
		{"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0", "d4-d5", "d5 is off the board (section 2): d4 has a rail in front of it and no piece to push (section 5(b), push rule 1)", ply.ErrSyntax},
		{"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0", "b2-a2 a2-a1", "a1 is off the board (section 2): a2 has an open edge in front of it", ply.ErrSyntax},
		{"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0", "b2-a1 b2^", "a1 is off the board (section 2)", ply.ErrSyntax},
		{"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0", "b2^", "", nil},
	} {
		s, err := g.ParseState(tc.pos)
		if err != nil {
			t.Fatal(err)
		}
		_, err = g.ParseMove(s, tc.move)
		switch {
		case tc.err == nil && err != nil:
			t.Errorf("%q: %v", tc.move, err)
		case tc.err != nil && (!errors.Is(err, tc.err) || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: %v, want %q", tc.move, err, tc.want)
		}
	}
}
