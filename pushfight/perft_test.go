// perft_test.go holds the perft tables of docs/rules/pushfight.md and its depth-2 statistics.

package pushfight

import (
	"slices"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
)

// TestPerft checks the distinct-per-node perft counts of examples 1 and 8:
// ply.Perft counts one leaf per distinct result of each turn.
func TestPerft(t *testing.T) {
	g := MustNew()
	for _, tc := range []struct {
		setup string
		want  []uint64
	}{
		{"default", []uint64{1867, 3685069}},
		{"classic", []uint64{1514, 2484075}},
		{"mirror", []uint64{1820, 2375270}},
	} {
		t.Run(tc.setup, func(t *testing.T) {
			s, err := MustNew().Setup(tc.setup, 0)
			if err != nil {
				t.Fatal(err)
			}
			gametest.CheckPerft(t, ply.Game[State, Move](g), s, tc.want, 1)
		})
	}
}

// TestDepthTwo checks the other depth-2 figures of examples 1 and 8 of
// docs/rules/pushfight.md: the raw count (every sequence of Black after
// every sequence of White), Black's sequences summed over White's distinct
// first turns, distinct positions after two turns, and the first turns that
// leave Black an immediate win.
func TestDepthTwo(t *testing.T) {
	if testing.Short() {
		t.Skip("depth-2 statistics take a few seconds")
	}
	g := MustNew()
	for _, tc := range []struct {
		setup                   string
		raw, rawAfterDistinct   int // -1: unchecked
		positions               int
		blackWins, blackWinning int // -1: unchecked
	}{
		{"default", 10714439, 6261132, 3471884, 1210, 214720},
		{"classic", 6969671, -1, 2322300, 992, -1},
		{"mirror", 7620250, -1, -1, -1, -1},
	} {
		t.Run(tc.setup, func(t *testing.T) {
			s, _ := MustNew().Setup(tc.setup, 0)
			raw, rawAfterDistinct, wins, winning := 0, 0, 0, 0
			var keys []uint64
			var buf []Move
			for _, m := range g.AppendSequences(nil, s) {
				raw += len(g.AppendSequences(buf[:0], g.Apply(s, m)))
			}
			for _, m := range g.AppendMoves(nil, s) {
				c := g.Apply(s, m)
				rawAfterDistinct += len(g.AppendSequences(buf[:0], c))
				if g.HasWinningTurn(c) {
					wins++
				}
				if tc.blackWinning >= 0 {
					winning += len(g.AppendWinningTurns(buf[:0], c))
				}
				if tc.positions >= 0 {
					buf = g.AppendMoves(buf[:0], c)
					for _, m2 := range buf {
						c2 := g.Apply(c, m2)
						keys = append(keys, c2.key())
					}
				}
			}
			if raw != tc.raw {
				t.Errorf("raw sequences at depth 2: %d, want %d", raw, tc.raw)
			}
			if tc.rawAfterDistinct >= 0 && rawAfterDistinct != tc.rawAfterDistinct {
				t.Errorf("Black's sequences summed over the distinct first turns: %d, want %d", rawAfterDistinct, tc.rawAfterDistinct)
			}
			if tc.positions >= 0 {
				slices.Sort(keys)
				if n := len(slices.Compact(keys)); n != tc.positions {
					t.Errorf("distinct positions after two turns: %d, want %d", n, tc.positions)
				}
			}
			if tc.blackWins >= 0 && wins != tc.blackWins {
				t.Errorf("first turns leaving Black an immediate win: %d, want %d", wins, tc.blackWins)
			}
			if tc.blackWinning >= 0 && winning != tc.blackWinning {
				t.Errorf("Black's winning results in all: %d, want %d", winning, tc.blackWinning)
			}
		})
	}
}
