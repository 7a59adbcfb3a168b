// clock.go holds the games' clocks (package clock's: Fischer controls and
// byo-yomi), charged with the time of each move, run out on the server, and
// written in the record so that a restarted server resumes them.

package web

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/clock"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// ErrClock reports a clock that cannot be read, such as "5:00 x3".
var ErrClock = errors.New("bad clock")

// parseTimeControl reads a game's clock (clock.Parse): a Fischer control
// ("5:00+3", "40/1:00+0.5", "st=10") or byo-yomi of one move a period
// ("5:00 3x30" is five minutes, then three periods of 30 seconds). Errors
// wrap ErrClock and clock.ErrTimeControl.
func parseTimeControl(s string) (clock.Control, error) {
	tc, err := clock.Parse(s)
	if err != nil {
		return clock.Control{}, fmt.Errorf("%w: %w", ErrClock, err)
	}
	if tc.PeriodMoves > 1 {
		// The page counts periods, not the moves left in one.
		return clock.Control{}, fmt.Errorf("%w: %q: the board's byo-yomi has one move a period (want such as 5:00 3x30): %w", ErrClock, s, clock.ErrTimeControl)
	}
	return tc, nil
}

// botOverhead is what a bot's move costs on the server beyond its search,
// kept from its budget (search.Clock.Overhead): stopping the search and
// storing the move, on a busy machine too.
const botOverhead = 100 * time.Millisecond

// gameClock is a game's clock: its control, the time each move took, and
// when the clock of the side to move started. Its fields are guarded by
// the game's mu.
type gameClock struct {
	tc    clock.Control
	used  []time.Duration // by move index
	since time.Time       // when the mover's clock started; zero while none runs
	loser ply.Player      // the side whose time ran out, or ply.NoPlayer
	timer *time.Timer
	// stopped: the game ended otherwise (stopClock) and no clock runs.
	stopped bool
}

// clockRun replays the moves' times: the clocks before the next move.
func (gm *game) clockRun() *clock.Clock {
	c := clock.New(gm.clock.tc)
	for i, u := range gm.clock.used {
		if side := gm.moverAt(i).Index(); side >= 0 {
			c.Spend(side, u, 0)
		}
	}
	return c
}

// moverAt returns the player who made move i (from 0) of the line, or is
// to move when i is its length.
func (gm *game) moverAt(i int) ply.Player {
	p := gm.line.Start
	if i > 0 {
		p = gm.line.Positions[i-1]
	}
	return gm.g.ToMove(p)
}

// seated reports whether every seat of the game is taken (a game of one
// browser has none to take): people's clocks run only then, so that no
// one loses on time waiting for an opponent.
func (gm *game) seated() bool {
	return gm.seats == nil || (!gm.seats.open(0) && !gm.seats.open(1))
}

// timeUp reports whether the game ended by a player's time running out.
func (gm *game) timeUp() bool {
	return gm.clock != nil && gm.clock.loser != ply.NoPlayer
}

// personTurn reports whether a person is to move in a game going on.
func (gm *game) personTurn() bool {
	m := gm.g.ToMove(gm.line.Position())
	return m != ply.NoPlayer && gm.sides[m.Index()].bot == nil
}

// clockCommit charges the move of next, the line about to be committed
// after prev, to the mover's clock, or drops the times of the moves an
// undo took back, and starts the clock of a person to move, so that the
// record stored says when. It returns what undoes that if the line is not
// stored. errTimeUp: the mover's time ran out before its move, which is
// not played.
func (gm *game) clockCommit(prevLine, nextLine registry.Line) (undo func(), err error) {
	prev, next := prevLine.Len(), nextLine.Len()
	c := gm.clock
	if c == nil {
		return func() {}, nil
	}
	used, since, loser := c.used, c.since, c.loser
	undo = func() { c.used, c.since, c.loser = used, since, loser }
	now := time.Now()
	if next > prev {
		var took time.Duration
		if !c.since.IsZero() {
			// In the record's milliseconds, so that a clock read back
			// is the clock that ran.
			took = now.Sub(c.since).Round(time.Millisecond)
		}
		if side := gm.moverAt(prev).Index(); side >= 0 && took > 0 {
			if !gm.clockRun().Spend(side, took, 0) {
				return undo, errTimeUp
			}
		}
		c.used = append(slices.Clone(c.used[:min(prev, len(c.used))]), took)
		for len(c.used) < next {
			c.used = append(c.used, 0)
		}
	} else {
		c.used = slices.Clone(c.used[:min(next, len(c.used))])
		c.loser = ply.NoPlayer // an undo takes back the loss on time too
	}
	c.since = time.Time{}
	if m := gm.g.ToMove(nextLine.Position()); m != ply.NoPlayer && gm.sides[m.Index()].bot == nil && gm.seated() && !c.stopped {
		c.since = now
	}
	return undo, nil
}

// errTimeUp is the error of a move made after the mover's time ran out.
var errTimeUp = fmt.Errorf("%w: the time ran out", ply.ErrGameOver)

// armClock starts the clock of a person to move, once a change is
// stored, and the timer that ends the game when it runs out. gm.mu is
// held.
func (gm *game) armClock(personStarts bool) {
	c := gm.clock
	if c == nil {
		return
	}
	if c.stopped {
		return
	}
	if personStarts && c.since.IsZero() && gm.personTurn() && !gm.timeUp() && gm.seated() {
		c.since = time.Now()
	}
	if c.timer != nil {
		c.timer.Stop()
		c.timer = nil
	}
	if c.since.IsZero() || gm.timeUp() || gm.gone || gm.g.ToMove(gm.line.Position()) == ply.NoPlayer {
		return
	}
	wait := gm.clockRun().Limit(gm.moverAt(gm.line.Len()).Index(), 0) - time.Since(c.since)
	c.timer = time.AfterFunc(max(wait, 0)+time.Millisecond, func() {
		gm.mu.Lock()
		defer gm.mu.Unlock()
		gm.checkFlag()
	})
}

// botClock starts the clock of the bot to move, as it starts to search.
// gm.mu is held.
func (gm *game) botClock(version int) {
	if gm.clock == nil || gm.version != version || gm.timeUp() || gm.clock.stopped {
		return
	}
	gm.clock.since = time.Now()
	gm.armClock(false)
}

// checkFlag ends the game if the mover's time has run out. gm.mu is held.
func (gm *game) checkFlag() bool {
	c := gm.clock
	if c == nil || gm.gone || gm.timeUp() || c.since.IsZero() || c.stopped {
		return gm.timeUp()
	}
	mover := gm.g.ToMove(gm.line.Position())
	if mover == ply.NoPlayer || time.Since(c.since) <= gm.clockRun().Limit(mover.Index(), 0) {
		return false
	}
	gm.flag(mover)
	return true
}

// flag ends the game: loser's time ran out. The thinking bot stops, the
// record says so, and the streams are told. gm.mu is held.
func (gm *game) flag(loser ply.Player) {
	c := gm.clock
	c.loser = loser
	if c.timer != nil {
		c.timer.Stop()
		c.timer = nil
	}
	if gm.cancel != nil {
		gm.cancel()
	}
	// The loss stands even when the record cannot be stored now: the
	// next change stores it.
	gm.save()
	gm.version++
	gm.dropAnalysis()
	gm.notify()
	gm.releaseBots()
	gm.srv.lobbyUpdate(gm)
}

// clockView is a game's clock for the page.
type clockView struct {
	Control string `json:"control"`
	// LeftMS is each side's main time left, in milliseconds, before the
	// running side's turn; PeriodsLeft its byo-yomi periods, PeriodMS
	// their length.
	LeftMS      [2]int64 `json:"leftMs"`
	PeriodsLeft [2]int   `json:"periodsLeft,omitempty"`
	PeriodMS    int64    `json:"periodMs,omitempty"`
	// Running is the side whose clock runs, or ply.NoPlayer, and
	// ElapsedMS what it has used of its turn so far.
	Running   ply.Player `json:"running"`
	ElapsedMS int64      `json:"elapsedMs"`
	// Loser is the side whose time ran out, or ply.NoPlayer.
	Loser ply.Player `json:"loser"`
}

// clockViewOf returns the clock as of now. gm.mu is held.
func (gm *game) clockViewOf() *clockView {
	c := gm.clock
	run := gm.clockRun()
	v := &clockView{Control: c.tc.String(), Running: ply.NoPlayer, Loser: c.loser}
	for side := range 2 {
		v.LeftMS[side] = run.Left(side).Milliseconds()
		if c.tc.Byoyomi() {
			v.PeriodsLeft[side] = run.Periods(side)
			v.PeriodMS = c.tc.Period.Milliseconds()
		}
	}
	if !c.since.IsZero() && c.loser == ply.NoPlayer {
		if mover := gm.g.ToMove(gm.line.Position()); mover != ply.NoPlayer {
			v.Running, v.ElapsedMS = mover, time.Since(c.since).Milliseconds()
		}
	}
	return v
}

// clockRecord writes the clock in the record: the control, each move's
// time and the clock left after it ([%emt] and [%clk] in its comment), and
// a loss on time. gm.mu is held.
func (gm *game) clockRecord(r *record.Record) {
	c := gm.clock
	if c == nil {
		return
	}
	r.TimeControl = c.tc.String()
	run := clock.New(c.tc)
	for i := range r.Moves {
		if i >= len(c.used) {
			break
		}
		side := gm.moverAt(i).Index()
		if side < 0 {
			continue
		}
		run.Spend(side, c.used[i], 0)
		left := run.Limit(side, 0) // byo-yomi's periods included
		cmds := emtCommand(c.used[i]) + " " + record.ClockComment(left)
		r.Moves[i].Comment = strings.TrimSpace(stripClock(r.Moves[i].Comment) + " " + cmds)
	}
	if c.loser != ply.NoPlayer {
		winner := ply.First
		if c.loser == ply.First {
			winner = ply.Second
		}
		r.Result = record.ResultTag(ply.Result{Winner: winner})
		r.Termination = record.TimeForfeit
		r.Outcome = gm.g.Players()[winner.Index()] + " wins on time"
	}
}

// emtCommand writes the time a move took as PGN's [%emt H:MM:SS.mmm].
func emtCommand(d time.Duration) string {
	d = max(d, 0).Round(time.Millisecond)
	return fmt.Sprintf("[%%emt %d:%02d:%02d.%03d]", d/time.Hour, d%time.Hour/time.Minute, d%time.Minute/time.Second, d%time.Second/time.Millisecond)
}

// parseEmt reads the [%emt] command of a comment.
func parseEmt(comment string) (time.Duration, bool) {
	_, rest, ok := strings.Cut(comment, "[%emt ")
	if !ok {
		return 0, false
	}
	// The same form as [%clk]: read it as one.
	text, _, ok := strings.Cut(rest, "]")
	if !ok {
		return 0, false
	}
	return record.ParseClock("[%clk " + text + "]")
}

// stripClock removes the [%emt] and [%clk] commands from a comment.
func stripClock(comment string) string {
	for _, cmd := range []string{"[%emt ", "[%clk "} {
		for {
			i := strings.Index(comment, cmd)
			if i < 0 {
				break
			}
			j := strings.Index(comment[i:], "]")
			if j < 0 {
				break
			}
			comment = comment[:i] + comment[i+j+1:]
		}
	}
	return strings.Join(strings.Fields(comment), " ")
}

// clockOf reads a game's clock back from its record: nil when it has no
// TimeControl. since is when the clock of the person to move started.
func clockOf(rec *record.Record, since time.Time) (*gameClock, error) {
	if rec.TimeControl == "" || rec.TimeControl == "-" {
		return nil, nil
	}
	tc, err := parseTimeControl(rec.TimeControl)
	if err != nil {
		return nil, err
	}
	c := &gameClock{tc: tc, loser: ply.NoPlayer, since: since}
	for _, m := range rec.Moves {
		d, _ := parseEmt(m.Comment)
		c.used = append(c.used, d)
	}
	if rec.Termination == record.TimeForfeit {
		switch rec.Result {
		case record.FirstWins:
			c.loser = ply.Second
		case record.SecondWins:
			c.loser = ply.First
		}
	}
	return c, nil
}

// botTime returns the time of a bot's move: the budget of its clock by
// search's time manager (search.Clock.Budget, botOverhead kept), at most
// Options.MaxBotTime, or its time per move in a game without a clock.
// gm.mu is held.
func (gm *game) botTime(mover ply.Player, perMove time.Duration) time.Duration {
	if gm.clock == nil {
		return perMove
	}
	sc := gm.clockRun().For(mover.Index())
	sc.Overhead = botOverhead
	return min(sc.Budget(), gm.srv.opts.MaxBotTime)
}

// stopClock stops the game's clock for good, as a game ended by other
// than its rules or the clock must (a resignation, an agreed draw): no
// side's time runs and none can run out. gm.mu is held.
func (gm *game) stopClock() {
	c := gm.clock
	if c == nil {
		return
	}
	if c.timer != nil {
		c.timer.Stop()
		c.timer = nil
	}
	c.since = time.Time{}
	c.stopped = true
}
