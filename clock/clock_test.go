package clock_test

import (
	"testing"
	"time"

	"github.com/plygo/ply/clock"
	"github.com/plygo/ply/search"
)

const ms, s = time.Millisecond, time.Second

// A classical control: the time again after the control's moves, the
// increment after each, a loss past the time and margin.
func TestClock(t *testing.T) {
	// Two moves in 100ms, 10ms a move more.
	c := clock.New(clock.Control{Moves: 2, Base: 100 * ms, Increment: 10 * ms})
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
	st := clock.New(clock.Control{PerMove: 100 * ms})
	if !st.Spend(0, 10*ms, 0) || st.Left(0) != 100*ms || st.For(0).Budget() != 100*ms || st.Spend(0, 101*ms, 0) {
		t.Fatal("a time per move is not kept")
	}
	// No third side.
	if c.Spend(2, 0, 0) || c.For(-1) != (search.Clock{}) || c.Left(2) != 0 || c.Limit(2, s) != 0 {
		t.Fatal("a side other than 0 and 1 has a clock")
	}
}

// Japanese byo-yomi spends periods as the web board's clock did: a move
// within a period keeps it, each period used up is lost.
func TestByoyomi(t *testing.T) {
	ctl, err := clock.Parse("0:10 2x5")
	if err != nil {
		t.Fatal(err)
	}
	c := clock.New(ctl)
	if got := c.For(0); got != (search.Clock{Remaining: 10 * s, Periods: 2, Period: 5 * s}) {
		t.Fatalf("in main time: %+v", got)
	}
	for _, step := range []struct {
		used    time.Duration
		ok      bool
		left    time.Duration
		periods int
	}{
		{4 * s, true, 6 * s, 2},
		{9 * s, true, 0, 2},  // 3 s into the first period: kept
		{5 * s, true, 0, 2},  // a whole period, not more: kept
		{7 * s, true, 0, 1},  // into the second period: the first is lost
		{6 * s, false, 0, 1}, // past the last period: the flag falls
	} {
		if ok := c.Spend(0, step.used, 0); ok != step.ok || c.Left(0) != step.left || c.Periods(0) != step.periods {
			t.Errorf("after %v: ok %v, left %v, periods %d; want %v %v %d", step.used, ok, c.Left(0), c.Periods(0), step.ok, step.left, step.periods)
		}
	}
	if r := c.Limit(0, 0); r != 5*s {
		t.Errorf("limit %v, want 5s", r)
	}
	// In a period, the time manager sees the period, not the spare ones.
	if got := c.For(0); got != (search.Clock{Remaining: 5 * s, MovesToGo: 1}) {
		t.Errorf("in a period: %+v", got)
	}
	// No main time: the first period from the start.
	z := clock.New(clock.Control{Periods: 3, Period: 10 * s})
	if z.Left(0) != 0 || z.Limit(0, 0) != 30*s || z.For(0) != (search.Clock{Remaining: 10 * s, MovesToGo: 1}) {
		t.Errorf("0 3x10: left %v, limit %v, %+v", z.Left(0), z.Limit(0, 0), z.For(0))
	}
	// A margin past the last period is no loss.
	if !z.Spend(0, 30*s+ms, 2*ms) || z.Periods(0) != 1 || z.Limit(0, 0) != 10*s {
		t.Errorf("within the margin: %d periods, limit %v", z.Periods(0), z.Limit(0, 0))
	}
}

// Canadian byo-yomi: a period's moves share it, and it comes again after
// them.
func TestCanadian(t *testing.T) {
	c := clock.New(clock.Control{Base: 2 * s, Periods: 1, Period: 10 * s, PeriodMoves: 3})
	if got := c.For(0); got != (search.Clock{Remaining: 2 * s, Periods: 1, Period: 10 * s, PeriodMoves: 3}) {
		t.Fatalf("in main time: %+v", got)
	}
	if !c.Spend(0, 3*s, 0) || c.For(0) != (search.Clock{Remaining: 9 * s, MovesToGo: 2}) {
		t.Fatalf("a second into the period: %+v", c.For(0))
	}
	if !c.Spend(0, 4*s, 0) || c.For(0) != (search.Clock{Remaining: 5 * s, MovesToGo: 1}) || c.Limit(0, 0) != 5*s {
		t.Fatalf("the period's second move: %+v", c.For(0))
	}
	if !c.Spend(0, 5*s, 0) || c.For(0) != (search.Clock{Remaining: 10 * s, MovesToGo: 3}) {
		t.Fatalf("the period again: %+v", c.For(0))
	}
	if c.Spend(0, 10*s+ms, 0) {
		t.Fatal("past the period: not flagged")
	}
}

// Set: what a controller says of a clock (GTP's time_left).
func TestSet(t *testing.T) {
	c := clock.New(clock.Control{Base: 300 * s})
	c.Set(0, 20*s, 4)
	if got := c.For(0); got != (search.Clock{Remaining: 20 * s, MovesToGo: 4}) {
		t.Errorf("20s for 4 moves: %+v", got)
	}
	if got := c.For(1); got != (search.Clock{Remaining: 300 * s}) {
		t.Errorf("the other side: %+v", got)
	}
	b := clock.New(clock.Control{Base: 60 * s, Periods: 1, Period: 30 * s, PeriodMoves: 5})
	b.Set(0, 40*s, 0)
	b.Set(1, 12*s, 2)
	if got := b.For(0); got != (search.Clock{Remaining: 40 * s, Periods: 1, Period: 30 * s, PeriodMoves: 5}) {
		t.Errorf("main time: %+v", got)
	}
	if got := b.For(1); got != (search.Clock{Remaining: 12 * s, MovesToGo: 2}) || b.Left(1) != 0 || b.Limit(1, 0) != 12*s {
		t.Errorf("in the period: %+v, left %v, limit %v", got, b.Left(1), b.Limit(1, 0))
	}
}
