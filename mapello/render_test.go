// render_test.go holds the text board tests.

package mapello_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply/mapello"
)

func TestRender(t *testing.T) {
	g := mapello.MustNew()
	for _, tc := range []struct {
		name string
		s    mapello.State
		want string
	}{
		{"start", g.Start(), `      @ a b c d e f g h i
   9  # # # # j # # # # #
   8  # # . + . . + . # #
   7  # . . . . . # . . #
   6  j + # . . . . . + j
   5  j . . . x o . . . #
   4  # . . . o x . . + #
   3  # + . . . . . # . j
   2  j . . # . . . . . #
   1  # # . + . . . + # #
   0  # # # j # # # j # #
   # wall  j joker  + bonus  . empty  x Black  o White
   Black 2 (2 discs + 0 bonus), White 2 (2 discs + 0 bonus)
   Black to move
`},
		{"end", play(t, g, g.Start(), "e6 f6 g6 d6 c3 h6 c6"), `      @ a b c d e f g h i
   9  # # # # j # # # # #
   8  # # . + . . + . # #
   7  # . . . . . # . . #
   6  j + # x x x x x x j
   5  j . . . x x . . . #
   4  # . . . x x . . + #
   3  # + . x . . . # . j
   2  j . . # . . . . . #
   1  # # . + . . . + # #
   0  # # # j # # # j # #
   # wall  j joker  + bonus  . empty  x Black  o White
   Black 11 (11 discs + 0 bonus), White 3 (0 discs + 3 bonus)
   Game over: Black wins 11-3
`},
		{"must pass", mustState(t, "##########/#........#/#........#/#........#/#........#/#........#/#........#/#........#/#ox+.....#/########## x 6 0 0"), `      @ a b c d e f g h i
   9  # # # # # # # # # #
   8  # . . . . . . . . #
   7  # . . . . . . . . #
   6  # . . . . . . . . #
   5  # . . . . . . . . #
   4  # . . . . . . . . #
   3  # . . . . . . . . #
   2  # . . . . . . . . #
   1  # o x + . . . . . #
   0  # # # # # # # # # #
   # wall  j joker  + bonus  . empty  x Black  o White
   Black 7 (1 disc + 6 bonus), White 1 (1 disc + 0 bonus)
   Black to move, and must pass
`},
	} {
		if got := g.Render(tc.s); got != tc.want {
			t.Errorf("%s:\n%s", tc.name, cmp.Diff(tc.want, got))
		}
	}
	passed := play(t, g, mustState(t, "##########/#........#/#........#/#........#/#........#/#........#/#........#/#........#/#ox+.....#/########## x 6 0 0"), "pass")
	draw := play(t, g, passed, "c1")
	for s, want := range map[mapello.State]string{passed: "   Black passed; White to move\n", draw: "   Game over: draw 6-6\n"} {
		r := g.Render(s)
		if r[len(r)-len(want):] != want {
			t.Errorf("render ends %q, want %q", r[len(r)-len(want):], want)
		}
	}
}
