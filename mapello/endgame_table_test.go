// endgame_table_test.go checks that the endgame solver's table keeps, for a
// position it knows exactly, a move that reaches that value.

package mapello

import (
	"context"
	"math/rand/v2"
	"testing"
)

// TestEndgameTableMove: a position whose value the table learnt from
// null-window searches, some failing high and some low, must answer Solve
// with a move of that value. (The table took the move of the
// search that failed low, which is only the least bad of moves all below
// the window: alphabeta-solve played such a move against gtp-rhino at 16
// empty cells, turning a win by 8 into a loss by 6.)
func TestEndgameTableMove(t *testing.T) {
	start, err := ParseOthello("---------------------------OX------XO--------------------------- X")
	if err != nil {
		t.Fatal(err)
	}
	g := MustNew(WithStart(start))
	ctx := context.Background()
	checked := 0
	for seed := range uint64(60) {
		rng := rand.New(rand.NewPCG(seed, 7))
		s := start
		for s.Empties() > 14 {
			ms := g.AppendMoves(nil, s)
			if _, over := g.Result(s); over {
				break
			}
			s = g.Apply(s, ms[rng.IntN(len(ms))])
		}
		if _, over := g.Result(s); over || s.Empties() != 14 || g.AppendMoves(nil, s)[0] == Pass {
			continue
		}
		want, err := NewEndgame(MapelloRule, 1).Solve(ctx, s, 0)
		if err != nil {
			t.Fatal(err)
		}
		// The table learns about the position and its children from
		// null-window searches around the value, failing high and low
		// in a random order.
		e := NewEndgame(MapelloRule, 1)
		e.walls, e.ctx, e.limit = s.walls, ctx, ^uint64(0)
		p, o, n := s.discs[s.side], s.discs[s.side^1], s.Empties()
		for range 6 {
			a := want.Margin - 6 + rng.IntN(12)
			e.deep(p, o, a, a+1, n, false)
		}
		got, err := e.Solve(ctx, s, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got.Margin != want.Margin {
			t.Fatalf("%v: margin %d, %d from a fresh table", s, got.Margin, want.Margin)
		}
		after, err := NewEndgame(MapelloRule, 1).Solve(ctx, g.Apply(s, got.Move), 0)
		if err != nil {
			t.Fatal(err)
		}
		if -after.Margin != want.Margin {
			t.Fatalf("%v: Solve says %+d with %v, which gives %+d", s, want.Margin, got.Move, -after.Margin)
		}
		checked++
	}
	if checked < 30 {
		t.Fatalf("only %d positions", checked)
	}
}
