package arena_test

import (
	"errors"
	"testing"
	"time"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/search"
)

func TestParseTimeControl(t *testing.T) {
	const s, ms = time.Second, time.Millisecond
	tests := []struct {
		in, str, pgn string
		want         arena.TimeControl
	}{
		{"40/1:00+0.5", "40/1:00+0.5", "40/60+0.5", arena.TimeControl{Moves: 40, Base: 60 * s, Increment: 500 * ms}},
		{"0:10+0.1", "0:10+0.1", "10+0.1", arena.TimeControl{Base: 10 * s, Increment: 100 * ms}},
		{"st=0.1", "st=0.1", "0.1/move", arena.TimeControl{PerMove: 100 * ms}},
		{"10", "0:10", "10", arena.TimeControl{Base: 10 * s}},
		{"1:30.5", "1:30.5", "90.5", arena.TimeControl{Base: 90*s + 500*ms}},
		{"1:00:00+1", "60:00+1", "3600+1", arena.TimeControl{Base: time.Hour, Increment: s}},
		{"40/2:00", "40/2:00", "40/120", arena.TimeControl{Moves: 40, Base: 2 * time.Minute}},
	}
	for _, tt := range tests {
		got, err := arena.ParseTimeControl(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseTimeControl(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
			continue
		}
		if got.String() != tt.str || got.PGN() != tt.pgn {
			t.Errorf("%q: String %q, PGN %q; want %q, %q", tt.in, got.String(), got.PGN(), tt.str, tt.pgn)
		}
		again, err := arena.ParseTimeControl(got.String())
		if err != nil || again != got {
			t.Errorf("%q: String %q reads back as %+v, %v", tt.in, got.String(), again, err)
		}
	}
	for _, bad := range []string{"", "st=", "st=0", "st=-1", "0", "0:00", "40/", "/1:00", "0/1:00", "1:60", "1:00+", "1:00+-1",
		"1:00+x", "a:10", "1:2:3:4", "1e3", "NaN", "Inf", "1:00+0.5+1", "-1:00", "999:00:00"} {
		if tc, err := arena.ParseTimeControl(bad); !errors.Is(err, arena.ErrTimeControl) {
			t.Errorf("ParseTimeControl(%q) = %+v, %v; want an error wrapping ErrTimeControl", bad, tc, err)
		}
	}
}

func FuzzParseTimeControl(f *testing.F) {
	for _, s := range []string{"40/1:00+0.5", "0:10+0.1", "st=0.1", "1:00:00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := arena.ParseTimeControl(s)
		if err != nil {
			if !errors.Is(err, arena.ErrTimeControl) {
				t.Fatalf("%q: error %v does not wrap ErrTimeControl", s, err)
			}
			return
		}
		again, err := arena.ParseTimeControl(tc.String())
		if err != nil || again != tc {
			t.Fatalf("%q: %+v writes %q, which reads %+v, %v", s, tc, tc.String(), again, err)
		}
	})
}

func TestClock(t *testing.T) {
	const ms = time.Millisecond
	// Two moves in 100ms, 10ms a move more.
	c := arena.NewClock(arena.TimeControl{Moves: 2, Base: 100 * ms, Increment: 10 * ms})
	if got := c.For(0); got != (search.Clock{Remaining: 100 * ms, Increment: 10 * ms, MovesToGo: 2}) {
		t.Fatalf("at the start: %+v", got)
	}
	if !c.Spend(0, 30*ms, 0) || c.Left(0) != 80*ms || c.For(0).MovesToGo != 1 {
		t.Fatalf("after 30ms: %v left, %+v", c.Left(0), c.For(0))
	}
	// The second move ends the control: the time comes again.
	if !c.Spend(0, 50*ms, 0) || c.Left(0) != 140*ms || c.For(0).MovesToGo != 2 {
		t.Fatalf("after the control: %v left, %+v", c.Left(0), c.For(0))
	}
	if c.Left(1) != 100*ms {
		t.Fatalf("the other side's clock ran: %v", c.Left(1))
	}
	// Within the margin is no loss; beyond is.
	if !c.Spend(1, 105*ms, 5*ms) || c.Left(1) != 5*ms {
		t.Fatalf("within the margin: %v left", c.Left(1))
	}
	if c.Spend(1, 11*ms, 5*ms) || c.Left(1) != 5*ms {
		t.Fatalf("past the margin: not flagged, or the clock changed (%v)", c.Left(1))
	}
	// A time per move does not carry over.
	st := arena.NewClock(arena.TimeControl{PerMove: 100 * ms})
	if !st.Spend(0, 10*ms, 0) || st.Left(0) != 100*ms || st.For(0).Budget() != 100*ms || st.Spend(0, 101*ms, 0) {
		t.Fatal("a time per move is not kept")
	}
}

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
