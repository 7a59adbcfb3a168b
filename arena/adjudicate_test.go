package arena_test

import (
	"errors"
	"testing"

	"github.com/plygo/ply/arena"
)

func TestAdjudicator(t *testing.T) {
	d, err := arena.ParseDrawRule("movenumber=4 movecount=3 score=10")
	if err != nil || d != (arena.DrawRule{MoveNumber: 4, MoveCount: 3, Score: 10}) {
		t.Fatalf("ParseDrawRule: %+v, %v", d, err)
	}
	r, err := arena.ParseResignRule("movecount=2,score=100,twosided=true")
	if err != nil || r != (arena.ResignRule{MoveCount: 2, Score: 100, TwoSided: true}) {
		t.Fatalf("ParseResignRule: %+v, %v", r, err)
	}
	for _, bad := range []string{"", "movecount=3", "score=1", "movecount=0 score=1", "movecount=2 score=-1", "movecount=2 score=1 x=1",
		"movecount=2 movecount=3 score=1", "movecount=2 score=NaN"} {
		if _, err := arena.ParseDrawRule(bad); !errors.Is(err, arena.ErrAdjudication) {
			t.Errorf("ParseDrawRule(%q): %v", bad, err)
		}
	}
	if _, err := arena.ParseResignRule("movecount=2 score=1 twosided=maybe"); !errors.Is(err, arena.ErrAdjudication) {
		t.Errorf("twosided=maybe: %v", err)
	}
	type move struct {
		score  float64
		scored bool
	}
	run := func(a *arena.Adjudicator, moves []move) (int, arena.Outcome, bool) {
		for i, m := range moves {
			if o, ok := a.Add(i%2, m.score, m.scored); ok {
				return i + 1, o, true
			}
		}
		return 0, 0, false
	}
	// Three moves in a row within ±10, from move 4 on.
	n, o, ok := run(&arena.Adjudicator{Draw: &d}, []move{{1, true}, {2, true}, {3, true}, {50, true}, {1, true}, {-2, true}, {0, false}, {1, true}, {1, true}, {1, true}})
	if !ok || o != 0 || n != 10 {
		t.Errorf("draw: at move %d, outcome %d, %v; want a draw at move 10 (move 3 is before move 4, a far score and an unscored move break the runs)", n, o, ok)
	}
	// Two-sided: the second player's losing scores count only once the
	// first player's winning scores agree.
	n, o, ok = run(&arena.Adjudicator{Resign: &r}, []move{{0, true}, {-200, true}, {50, true}, {-200, true}, {150, true}, {-300, true}, {120, true}})
	if !ok || o != 1 || n != 7 {
		t.Errorf("two-sided resign: at move %d, outcome %d, %v; want 1-0 at move 7", n, o, ok)
	}
	one := arena.ResignRule{MoveCount: 2, Score: 100}
	n, o, ok = run(&arena.Adjudicator{Resign: &one}, []move{{-150, true}, {0, true}, {-100, true}})
	if !ok || o != -1 || n != 3 {
		t.Errorf("one-sided resign: at move %d, outcome %d, %v; want 0-1 at move 3", n, o, ok)
	}
	if _, _, ok := run(&arena.Adjudicator{}, []move{{0, true}, {0, true}}); ok {
		t.Error("the zero Adjudicator adjudicated")
	}
}
