package pushfight

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestPlayoutMove: on random positions the policy plays a winning turn
// when there is one, and otherwise hands the opponent a push-off far less
// often than a uniform choice: only when all its draws would.
func TestPlayoutMove(t *testing.T) {
	g := MustNew()
	rng := rand.New(rand.NewPCG(5, 6))
	var wins, gifts, trials int
	var expected float64 // gifts expected if each of policyTries draws is uniform
	n := 200
	if testing.Short() {
		n = 60
	}
	for range n {
		s := randomState(rng)
		if _, over := g.Result(s); over {
			continue
		}
		moves := g.AppendMoves(nil, s)
		i := g.PlayoutMove(s, moves, rng)
		if i < 0 || i >= len(moves) {
			t.Fatalf("%s: index %d of %d moves", FormatState(s), i, len(moves))
		}
		c := g.Apply(s, moves[i])
		if g.HasWinningTurn(s) {
			wins++
			if r, over := g.Result(c); !over || r.Winner != s.ToMove() {
				t.Fatalf("%s: a winning turn exists, the policy played %v", FormatState(s), moves[i])
			}
			continue
		}
		bad := 0
		for _, m := range moves {
			if g.HasWinningTurn(g.Apply(s, m)) {
				bad++
			}
		}
		if bad == 0 || bad == len(moves) {
			continue
		}
		trials++
		expected += math.Pow(float64(bad)/float64(len(moves)), policyTries)
		if g.HasWinningTurn(c) {
			gifts++
		}
	}
	if wins == 0 || trials == 0 {
		t.Fatalf("%d positions with a win, %d with a gift: the test shows little", wins, trials)
	}
	if float64(gifts) > 2*expected+3 {
		t.Errorf("the policy handed over a push-off in %d of %d positions; expected about %.1f", gifts, trials, expected)
	}
	if v := g.EvalScale(); !(v > 0) {
		t.Errorf("EvalScale = %v, want a positive scale", v)
	}
}
