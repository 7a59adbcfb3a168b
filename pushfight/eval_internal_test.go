// eval_internal_test.go checks the evaluation's parry test against the
// list of turns.

package pushfight

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestCanParry: canParry is true exactly when some turn wins at once or
// leaves the opponent no winning turn, on random positions, many of them
// threatened.
func TestCanParry(t *testing.T) {
	g := MustNew()
	rng := rand.New(rand.NewPCG(1, 2))
	n := 3000
	if testing.Short() {
		n = 300
	}
	var threatened, unparried int
	for range n {
		s := randomState(rng)
		if _, over := g.Result(s); over {
			continue
		}
		want := false
		for _, m := range g.AppendMoves(nil, s) {
			c := g.Apply(s, m)
			if r, over := g.Result(c); over {
				if r.Winner == s.ToMove() {
					want = true
					break
				}
				continue
			}
			if !g.HasWinningTurn(c) {
				want = true
				break
			}
		}
		if got := canParry(&s); got != want {
			t.Fatalf("%s: canParry = %v, want %v", FormatState(s), got, want)
		}
		me, op := s.side, s.side^1
		w := winTest{opSq: s.sq[me], opRd: s.rd[me]}
		if w.run(s.sq[op], s.rd[op]) && !g.HasWinningTurn(s) {
			threatened++
			if !want {
				unparried++
				if v := g.Evaluate(s, s.ToMove()); v != -Unparried {
					t.Fatalf("%s: an unparried threat is worth %v, want %v", FormatState(s), v, -Unparried)
				}
			}
		}
	}
	if unparried == 0 {
		t.Errorf("no unparried threat among %d threatened positions: the test shows nothing", threatened)
	}
	t.Logf("%d positions threatened, %d of them unparried", threatened, unparried)
}

// TestAppendForcing: the forcing turns are one legal winning turn when
// there is one, and none otherwise.
func TestAppendForcing(t *testing.T) {
	g := MustNew()
	rng := rand.New(rand.NewPCG(3, 4))
	wins := 0
	for range 300 {
		s := randomState(rng)
		if _, over := g.Result(s); over {
			continue
		}
		f := g.AppendForcing(nil, s)
		if g.HasWinningTurn(s) != (len(f) == 1) || len(f) > 1 {
			t.Fatalf("%s: %d forcing turns, HasWinningTurn %v", FormatState(s), len(f), g.HasWinningTurn(s))
		}
		if len(f) == 1 {
			wins++
			if !slices.Contains(g.AppendMoves(nil, s), f[0]) {
				t.Fatalf("%s: forcing turn %v is not a legal move", FormatState(s), f[0])
			}
			if r, over := g.Result(g.Apply(s, f[0])); !over || r.Winner != s.ToMove() {
				t.Fatalf("%s: forcing turn %v does not win", FormatState(s), f[0])
			}
		}
	}
	if wins == 0 {
		t.Error("no position with a winning turn: the test shows nothing")
	}
}
