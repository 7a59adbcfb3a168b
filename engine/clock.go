// clock.go holds the engine's clock: the time per move of movetime, the
// clock of time_settings, time_control and time_left (package clock's),
// and the clock a bot is given for its move (search.Clock), which a bot
// that manages its time (registry.ClockBot) spends itself.

package engine

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/clock"
	"github.com/plygo/ply/search"
)

// timing is the clock state of a Server.
type timing struct {
	// moveTime is the time per move that movetime set; 0 if none.
	moveTime time.Duration
	// clock is the clock of time_settings and time_left, nil if none;
	// known the sides whose time it knows (both after time_settings, the
	// side of a time_left).
	clock *clock.Clock
	known [2]bool
}

// moveClock returns the clock of the player p's next move, as search's
// time manager reads it (search.Clock), with the move overhead kept:
// movetime as a fixed time per move if set, else what the clock of
// time_left, time_settings or time_control says; false when there is
// none (the bot's own limit).
func (s *Server) moveClock(p ply.Player) (search.Clock, bool) {
	t := &s.timing
	var c search.Clock
	i := p.Index()
	switch {
	case t.moveTime > 0:
		c = search.Clock{PerMove: t.moveTime}
	case t.clock != nil && i >= 0 && i < 2 && t.known[i]:
		c = t.clock.For(i)
	default:
		return search.Clock{}, false
	}
	c.Overhead = s.MoveOverhead
	if c.IsZero() {
		// No time left and no overhead: the zero Clock would be no
		// clock; the move gets the budget's floor.
		c.PerMove = search.MinBudget
	}
	return c, true
}

// budget returns the thinking time for the player p's next move, by
// search's time manager (search.Clock.Budget) with the move overhead kept,
// or 0 (the bot's own limit): see moveClock.
func (s *Server) budget(p ply.Player) time.Duration {
	c, ok := s.moveClock(p)
	if !ok {
		return 0
	}
	return c.Budget()
}

// moveLimit returns how long the player p's move on the clock c (from
// moveClock) may take before the bot is stopped: the budget of a fixed
// time per move; on a running clock, the time left (byo-yomi's periods
// included) less the move overhead, at least the clock's hard limit
// (search.Clock.Bounds), so that a bot that paces itself stops on its own
// before, and only one that thinks on past its time is stopped.
func (s *Server) moveLimit(p ply.Player, c search.Clock) time.Duration {
	soft, hard := c.Bounds()
	if !c.Running() || s.timing.clock == nil {
		return soft
	}
	return max(s.timing.clock.Limit(p.Index(), 0)-max(c.Overhead, 0), hard)
}

// seconds reads a GTP time in seconds (a decimal fraction is allowed).
func seconds(word string) (time.Duration, error) {
	f, err := strconv.ParseFloat(word, 64)
	if err != nil || f < 0 || math.IsNaN(f) || f > bot.MaxTime.Seconds()*1000 {
		return 0, fmt.Errorf("time %.20q: want seconds from 0 to %v: %w", word, bot.MaxTime.Seconds()*1000, ErrCommand)
	}
	return time.Duration(f * float64(time.Second)), nil
}

func count(word string) (int, error) {
	n, err := strconv.Atoi(word)
	if err != nil || n < 0 || n > 1_000_000 {
		return 0, fmt.Errorf("count %.20q: want a whole number from 0 to 1000000: %w", word, ErrCommand)
	}
	return n, nil
}

// timeSettings is GTP's time_settings MAIN BYO_YOMI_TIME BYO_YOMI_STONES,
// in seconds: MAIN time, then BYO_YOMI_TIME for every BYO_YOMI_STONES
// moves (Canadian byo-yomi, a clock.Control of one period). As in GTP,
// byo-yomi time with 0 stones means no time limit, and so does 0 0 0.
func (s *Server) timeSettings(_ context.Context, args string) (string, error) {
	f := strings.Fields(args)
	if len(f) != 3 {
		return "", fmt.Errorf("want MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES: %w", ErrCommand)
	}
	mainT, err := seconds(f[0])
	if err != nil {
		return "", err
	}
	byo, err := seconds(f[1])
	if err != nil {
		return "", err
	}
	stones, err := count(f[2])
	if err != nil {
		return "", err
	}
	t := &s.timing
	t.clock, t.known = nil, [2]bool{}
	// GTP: byo-yomi time with no stones means no time limit; so does no
	// time at all.
	if byo > 0 && stones == 0 || mainT == 0 && byo == 0 {
		return "", nil
	}
	ctl := clock.Control{Base: mainT}
	if byo > 0 && stones > 0 {
		ctl.Periods, ctl.Period, ctl.PeriodMoves = 1, byo, stones
	}
	t.clock, t.known = clock.New(ctl), [2]bool{true, true}
	return "", nil
}

// timeControl is time_control CONTROL: the clock of both players is
// CONTROL in package clock's forms (clock.Parse: "10+0.1", "40/1:00+0.5",
// "st=0.1", "5:00 3x30", "5:00 1x25/300"), each player's time the
// control's; "none" takes the clock away. Unlike time_settings, it has an
// increment and moves to go; time_left then says each player's time.
func (s *Server) timeControl(_ context.Context, args string) (string, error) {
	t := &s.timing
	if args == "none" {
		t.clock, t.known = nil, [2]bool{}
		return "", nil
	}
	ctl, err := clock.Parse(args)
	if err != nil {
		return "", fmt.Errorf("%w: %w", err, ErrCommand)
	}
	t.clock, t.known = clock.New(ctl), [2]bool{true, true}
	return "", nil
}

// timeLeft is GTP's time_left COLOUR TIME STONES: the player's time left
// in seconds, and the moves to play in it (0 in main time).
func (s *Server) timeLeft(_ context.Context, args string) (string, error) {
	f := strings.Fields(args)
	if len(f) != 3 {
		return "", fmt.Errorf("want COLOUR TIME STONES: %w", ErrCommand)
	}
	p, ok := s.colour(f[0])
	if !ok {
		return "", fmt.Errorf("unknown player %.40q: %w", f[0], ErrCommand)
	}
	left, err := seconds(f[1])
	if err != nil {
		return "", err
	}
	stones, err := count(f[2])
	if err != nil {
		return "", err
	}
	t := &s.timing
	if t.clock == nil {
		// No time_settings: the clock is what time_left says.
		t.clock = clock.New(clock.Control{})
	}
	i := p.Index()
	t.clock.Set(i, left, stones)
	t.known[i] = true
	return "", nil
}

// setMoveTime is movetime MS: think MS milliseconds per move from now on;
// 0 goes back to the clock or the bot's own limit.
func (s *Server) setMoveTime(_ context.Context, args string) (string, error) {
	ms, err := strconv.ParseInt(args, 10, 64)
	if err != nil || ms < 0 || ms > bot.MaxTime.Milliseconds() {
		return "", fmt.Errorf("movetime %.20q: want milliseconds from 0 to %d: %w", args, bot.MaxTime.Milliseconds(), ErrCommand)
	}
	s.timing.moveTime = time.Duration(ms) * time.Millisecond
	return "", nil
}

// setMoveOverhead is move_overhead MS: keep MS milliseconds of every
// move's budget (see Server.MoveOverhead).
func (s *Server) setMoveOverhead(_ context.Context, args string) (string, error) {
	ms, err := strconv.ParseInt(args, 10, 64)
	if err != nil || ms < 0 || ms > MaxMoveOverhead.Milliseconds() {
		return "", fmt.Errorf("move_overhead %.20q: want milliseconds from 0 to %d: %w", args, MaxMoveOverhead.Milliseconds(), ErrCommand)
	}
	s.MoveOverhead = time.Duration(ms) * time.Millisecond
	return "", nil
}
