package search_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// TestClockBudget: the one formula that turns a clock into a time to
// think. Its cases are those of the three formulas it replaces (search's
// own, the engine's Server.budget, the web board's cap): each says what
// the old formula gave where the one formula gives otherwise.
func TestClockBudget(t *testing.T) {
	const ms, s = time.Millisecond, time.Second
	tests := []struct {
		name string
		c    search.Clock
		want time.Duration
	}{
		// search.Clock.Budget's cases, unchanged.
		{"sudden death shares the time over HorizonMoves", search.Clock{Remaining: 3000 * ms}, 100 * ms},
		{"the increment comes on top", search.Clock{Remaining: 3000 * ms, Increment: 50 * ms}, 150 * ms},
		{"moves to go share the time", search.Clock{Remaining: 1000 * ms, MovesToGo: 10}, 100 * ms},
		{"the last move of a control keeps a reserve", search.Clock{Remaining: 1000 * ms, MovesToGo: 1}, 750 * ms},
		{"the increment never spends the reserve", search.Clock{Remaining: 100 * ms, Increment: 500 * ms}, 75 * ms},
		{"never below the floor", search.Clock{Remaining: 2 * ms}, search.MinBudget},
		{"a flagged clock still thinks the floor", search.Clock{Remaining: -ms}, search.MinBudget},
		{"a fixed time per move is the budget", search.Clock{PerMove: 100 * ms, Remaining: 5 * ms}, 100 * ms},
		{"a fixed time per move below the floor is its own floor", search.Clock{PerMove: ms / 1000}, ms / 1000},

		// The engine's (GTP's time_settings, time_left, movetime,
		// move_overhead). It kept a tenth of the share: 9s, 4.5s, 4.4s.
		{"engine: time_settings 300 0 0", search.Clock{Remaining: 300 * s}, 10 * s},
		{"engine: time_left 20 4", search.Clock{Remaining: 20 * s, MovesToGo: 4}, 5 * s},
		{"engine: time_left 20 4, overhead 100ms", search.Clock{Remaining: 20 * s, MovesToGo: 4, Overhead: 100 * ms}, 4900 * ms},
		{"engine: movetime 250", search.Clock{PerMove: 250 * ms}, 250 * ms},
		{"engine: movetime 250, overhead 100ms", search.Clock{PerMove: 250 * ms, Overhead: 100 * ms}, 150 * ms},
		// The engine's floor was 1ms.
		{"engine: movetime 50, overhead 100ms", search.Clock{PerMove: 50 * ms, Overhead: 100 * ms}, search.MinBudget},
		{"engine: movetime 1", search.Clock{PerMove: ms}, ms},
		// Main time and byo-yomi: a thirtieth of the main time and three
		// quarters of a period's share (the engine's, 8.55s with its
		// tenth kept; the web board's folded one period into the main
		// time shared over 30 moves: 2.33s).
		{"byo-yomi's main time: time_settings 60 10 1", search.Clock{Remaining: 60 * s, Periods: 1, Period: 10 * s}, 9500 * ms},
		{"Canadian: time_settings 60 50 25", search.Clock{Remaining: 60 * s, Periods: 1, Period: 50 * s, PeriodMoves: 25}, 3500 * ms},
		{"the main time's last second: the period's share comes on top", search.Clock{Remaining: time.Second, Periods: 1, Period: 10 * s}, 7533333333},
		// In a period: three quarters of it (the engine's 9/10, 9s; the
		// web board's 4/5 within three quarters of all periods left: 8s
		// with two periods or more, 7.5s with one).
		{"in a Japanese period", search.Clock{Remaining: 10 * s, MovesToGo: 1}, 7500 * ms},
		{"in a Canadian period", search.Clock{Remaining: 20 * s, MovesToGo: 5}, 4 * s},

		// The web board's (Overhead 100ms, its margin for stopping and
		// storing a move). It capped the budget at the time left less a
		// quarter of it, at least 100ms, and did not take the 100ms off
		// the share: 13s, 333ms, 10ms.
		{"web: 5:00+3", search.Clock{Remaining: 300 * s, Increment: 3 * s, Overhead: 100 * ms}, 12900 * ms},
		{"web: 0:10", search.Clock{Remaining: 10 * s, Overhead: 100 * ms}, 233333333},
		{"web: 300ms left", search.Clock{Remaining: 300 * ms, Overhead: 100 * ms}, search.MinBudget},
		// A fixed time per move: it kept a quarter, 750ms, 7.5s.
		{"web: st=1", search.Clock{PerMove: s, Overhead: 100 * ms}, 900 * ms},
		{"web: st=10", search.Clock{PerMove: 10 * s, Overhead: 100 * ms}, 9900 * ms},
		{"web: st=0.1", search.Clock{PerMove: 100 * ms, Overhead: 100 * ms}, search.MinBudget},
		// 0 1x10: 7.5s; 5:00 3x30 in main time: 11s.
		{"web: 0 1x10", search.Clock{Remaining: 10 * s, MovesToGo: 1, Overhead: 100 * ms}, 7400 * ms},
		{"web: 5:00 3x30, main time", search.Clock{Remaining: 300 * s, Periods: 3, Period: 30 * s, Overhead: 100 * ms}, 32400 * ms},
	}
	for _, tt := range tests {
		if got := tt.c.Budget(); got != tt.want {
			t.Errorf("%s: %+v.Budget() = %v, want %v", tt.name, tt.c, got, tt.want)
		}
	}
}

// Limits.Clock: a search stops at the clock's budget, or at MoveTime if
// shorter, and with no depth it thinks until then.
func TestLimitsClock(t *testing.T) {
	const ms = time.Millisecond
	c := search.Clock{PerMove: 40 * ms}
	for _, tt := range []struct {
		lim  search.Limits
		want time.Duration
	}{
		{search.Limits{}, 0},
		{search.Limits{MoveTime: 10 * ms}, 10 * ms},
		{search.Limits{Clock: c}, 40 * ms},
		{search.Limits{Clock: c, MoveTime: 10 * ms}, 10 * ms},
		{search.Limits{Clock: c, MoveTime: time.Second}, 40 * ms},
		{search.Limits{Clock: c, MoveTime: -1}, -1},
	} {
		if got := tt.lim.TimeLimit(); got != tt.want {
			t.Errorf("%+v.TimeLimit() = %v, want %v", tt.lim, got, tt.want)
		}
	}
	// A bare alpha-beta on a clock deepens past its default depth: on
	// 3x3 Pathway, until it proves b2 wins, long before an hour's budget.
	g := pathwayGame(t, 3)
	p := search.AlphaBeta(g, search.Options{})
	hour := search.Clock{Remaining: time.Hour}
	r, err := p.Search(context.Background(), g.Start(), search.Limits{Clock: hour})
	if _, proven := search.WinDistance(r.Score); err != nil || r.Depth <= search.DefaultDepth || !proven {
		t.Errorf("on a clock: depth %d, score %v, %v; want a proof past DefaultDepth (%d)", r.Depth, r.Score, err, search.DefaultDepth)
	}
	r, err = p.Search(context.Background(), g.Start(), search.Limits{Depth: 2, Clock: hour})
	if err != nil || r.Depth != 2 {
		t.Errorf("depth 2 on an hour's clock: depth %d, %v", r.Depth, err)
	}
}

func ExampleClock_Budget() {
	// Ten seconds left and a tenth of a second more per move.
	c := search.Clock{Remaining: 10 * time.Second, Increment: 100 * time.Millisecond}
	fmt.Println(c.Budget())
	// Byo-yomi: a minute of main time, then 10 seconds a move.
	b := search.Clock{Remaining: time.Minute, Periods: 1, Period: 10 * time.Second}
	fmt.Println(b.Budget())
	// Output:
	// 433.333333ms
	// 9.5s
}

// TestClockBounds: the hard limit is four times the budget, at most a fifth
// of what the move can use, never below the budget; a fixed time per move
// has one limit.
func TestClockBounds(t *testing.T) {
	const ms, s = time.Millisecond, time.Second
	tests := []struct {
		name       string
		c          search.Clock
		soft, hard time.Duration
	}{
		{"10+0.1: four times the budget", search.Clock{Remaining: 10 * s, Increment: 100 * ms}, 433333333, 1733333332},
		{"a fifth of the time left", search.Clock{Remaining: 10 * s, Increment: 500 * ms}, 833333333, 2 * s},
		{"the overhead comes off the fifth", search.Clock{Remaining: 10 * s, Increment: 500 * ms, Overhead: 100 * ms}, 733333333, 1900 * ms},
		{"never below the budget", search.Clock{Remaining: 10 * s, Increment: 2 * s}, 2333333333, 2333333333},
		{"the last move of a control: the budget", search.Clock{Remaining: 1 * s, MovesToGo: 1}, 750 * ms, 750 * ms},
		{"two moves to go", search.Clock{Remaining: 1 * s, MovesToGo: 2}, 500 * ms, 500 * ms},
		{"byo-yomi's main time counts a period's share", search.Clock{Remaining: 60 * s, Periods: 1, Period: 10 * s}, 9500 * ms, 14 * s},
		{"a fixed time per move", search.Clock{PerMove: 100 * ms, Remaining: 10 * s}, 100 * ms, 100 * ms},
		{"no clock", search.Clock{}, search.MinBudget, search.MinBudget},
		{"a flagged clock", search.Clock{Remaining: -ms}, search.MinBudget, search.MinBudget},
	}
	for _, tt := range tests {
		soft, hard := tt.c.Bounds()
		if soft != tt.soft || hard != tt.hard {
			t.Errorf("%s: %+v.Bounds() = %v, %v; want %v, %v", tt.name, tt.c, soft, hard, tt.soft, tt.hard)
		}
		if tt.c.Running() != (!tt.c.IsZero() && tt.c.PerMove == 0) {
			t.Errorf("%s: Running() = %v", tt.name, tt.c.Running())
		}
	}
}

// TestLimitsTimeBounds: a MoveTime shorter than the clock's budget bounds
// both limits; one at or above the budget changes nothing.
func TestLimitsTimeBounds(t *testing.T) {
	const ms, s = time.Millisecond, time.Second
	c := search.Clock{Remaining: 30 * s} // budget 1s, hard 4s
	for _, tt := range []struct {
		lim        search.Limits
		soft, hard time.Duration
	}{
		{search.Limits{}, 0, 0},
		{search.Limits{MoveTime: 10 * ms}, 10 * ms, 10 * ms},
		{search.Limits{Clock: c}, s, 4 * s},
		{search.Limits{Clock: c, MoveTime: 10 * ms}, 10 * ms, 10 * ms},
		{search.Limits{Clock: c, MoveTime: s}, s, 4 * s},
		{search.Limits{Clock: c, MoveTime: 2 * s}, s, 4 * s},
		{search.Limits{Clock: c, MoveTime: -1}, -1, -1},
		{search.Limits{Clock: search.Clock{PerMove: 40 * ms}}, 40 * ms, 40 * ms},
	} {
		if soft, hard := tt.lim.TimeBounds(); soft != tt.soft || hard != tt.hard {
			t.Errorf("%+v.TimeBounds() = %v, %v; want %v, %v", tt.lim, soft, hard, tt.soft, tt.hard)
		}
	}
}

// oneMove is Pathway with the first legal move alone legal.
type oneMove struct{ *pathway.Game }

func (g oneMove) AppendMoves(dst []pathway.Move, s pathway.State) []pathway.Move {
	n := len(dst)
	dst = g.Game.AppendMoves(dst, s)
	return dst[:min(len(dst), n+1)]
}

// TestPacedSingleMove: on a running clock, a search with one legal move
// searches one ply and plays it, rather than think for its budget (here two
// minutes); with a fixed time per move, or pacing off, it deepens.
func TestPacedSingleMove(t *testing.T) {
	g := oneMove{pathwayGame(t, 6)}
	hour := search.Clock{Remaining: time.Hour}
	r, err := search.AlphaBeta[pathway.State, pathway.Move](g, search.Options{}).Search(context.Background(), g.Start(), search.Limits{Clock: hour})
	if err != nil || r.Depth != 1 || !r.Completed {
		t.Errorf("one legal move on an hour's clock: depth %d, completed %v, %v; want depth 1", r.Depth, r.Completed, err)
	}
	r, err = search.AlphaBeta[pathway.State, pathway.Move](g, search.Options{NoPacing: true}).Search(context.Background(), g.Start(), search.Limits{Clock: hour, Depth: 3})
	if err != nil || r.Depth != 3 {
		t.Errorf("one legal move, pacing off: depth %d, %v; want 3", r.Depth, err)
	}
}

// TestDropMarginOption: a negative, NaN or infinite drop margin is an
// option out of range.
func TestDropMarginOption(t *testing.T) {
	g := pathwayGame(t, 3)
	for _, m := range []float64{-1, math.NaN(), math.Inf(1)} {
		_, err := search.AlphaBeta(g, search.Options{DropMargin: m}).Search(context.Background(), g.Start(), search.Limits{Depth: 1})
		if !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("DropMargin %v: %v, want ErrInvalidOption", m, err)
		}
	}
}
