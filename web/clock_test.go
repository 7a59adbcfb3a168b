package web

import (
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// TestBotTime: a bot's time under a clock is search's time manager's
// budget (search.Clock.Budget) with botOverhead kept, at most MaxBotTime;
// the web board has no formula of its own. (Before, it capped the budget
// at three quarters of the time left, at least 100ms kept, and folded a
// byo-yomi period into the main time: 13s, 750ms, 7.5s and 11s below.)
func TestBotTime(t *testing.T) {
	s, c := newTestServer(t, Options{MaxBotTime: time.Minute})
	const ms = time.Millisecond
	for _, tt := range []struct {
		clock string
		want  time.Duration
	}{
		{"", 3 * time.Second}, // no clock: the bot's time per move
		{"5:00+3", 12900 * ms},
		{"st=1", 900 * ms},
		{"0 1x10", 7400 * ms},
		{"5:00 3x30", 32400 * ms},
		{"60:00+0", 60 * time.Second}, // MaxBotTime
	} {
		id := c.newGame(newGameRequest{Game: "pathway", Clock: tt.clock})
		gm := liveGame(s, id)
		gm.mu.Lock()
		got := gm.clock.botTime(gm.g, gm.line.Line, ply.First, 3*time.Second, s.opts.MaxBotTime)
		gm.mu.Unlock()
		if got != tt.want {
			t.Errorf("%q: a bot's time %v, want %v", tt.clock, got, tt.want)
		}
	}
}

// TestBotClock: on a running clock a bot that manages its time
// (registry.ClockBot) is given the clock itself, botOverhead kept, and may
// think until its time left less botOverhead (at least the clock's hard
// limit, at most MaxBotTime); without a running clock, or where the
// budget reaches MaxBotTime, it thinks for botTime.
func TestBotClock(t *testing.T) {
	s, c := newTestServer(t, Options{MaxBotTime: time.Minute})
	const ms = time.Millisecond
	for _, tt := range []struct {
		clock string
		want  search.Clock
		limit time.Duration
	}{
		{"", search.Clock{}, 0},
		{"5:00+3", search.Clock{Remaining: 5 * time.Minute, Increment: 3 * time.Second, Overhead: botOverhead}, time.Minute},
		{"0:10+0.1", search.Clock{Remaining: 10 * time.Second, Increment: 100 * ms, Overhead: botOverhead}, 9900 * ms},
		{"st=1", search.Clock{}, 0},
		{"0 1x10", search.Clock{Remaining: 10 * time.Second, MovesToGo: 1, Overhead: botOverhead}, 9900 * ms},
		{"0:20 1x10", search.Clock{Remaining: 20 * time.Second, Periods: 1, Period: 10 * time.Second, Overhead: botOverhead}, 29900 * ms},
		{"60:00+0", search.Clock{}, 0}, // the budget is MaxBotTime
	} {
		id := c.newGame(newGameRequest{Game: "pathway", Clock: tt.clock})
		gm := liveGame(s, id)
		gm.mu.Lock()
		got, limit, ok := gm.clock.botClock(gm.g, gm.line.Line, ply.First, s.opts.MaxBotTime)
		gm.mu.Unlock()
		if got != tt.want || limit != tt.limit || ok != !tt.want.IsZero() {
			t.Errorf("%q: a bot's clock %+v, %v, %v; want %+v, %v", tt.clock, got, limit, ok, tt.want, tt.limit)
		}
	}
}
