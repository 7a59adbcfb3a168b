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
	"github.com/plygo/ply/search"
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
// when the clock of the side to move started; it runs the timer that ends
// the game when that time runs out. Its fields are guarded by the game's
// mu, with which its methods are called; a nil *gameClock is a game
// without a clock.
type gameClock struct {
	tc    clock.Control
	used  []time.Duration // by move index
	since time.Time       // when the mover's clock started; zero while none runs
	loser ply.Player      // the side whose time ran out, or ply.NoPlayer
	// aborted: the loser's time ran out before its first move, and the
	// game is aborted, not scored (as lichess aborts a game that a side
	// did not start).
	aborted bool
	timer   *time.Timer
	// stopped: the game ended otherwise (stop) and no clock runs.
	stopped bool
}

// run replays the times of line's moves: the clocks before the next move.
func (c *gameClock) run(g registry.Game, line registry.Line) *clock.Clock {
	run := clock.New(c.tc)
	for i, u := range c.used {
		if side := moverAt(g, line, i).Index(); side >= 0 {
			run.Spend(side, u, 0)
		}
	}
	return run
}

// timeUp reports whether the game ended by a player's time running out.
func (c *gameClock) timeUp() bool {
	return c != nil && c.loser != ply.NoPlayer
}

// charge charges the move of next, the line about to be committed after
// prev, to the mover's clock, as of now, or drops the times of the moves
// an undo took back; no clock runs after it (startTurn starts the next).
// It returns what undoes that if the line is not stored. errTimeUp: the
// mover's time ran out before its move, which is not played.
func (c *gameClock) charge(g registry.Game, prevLine, nextLine registry.Line, now time.Time) (undo func(), err error) {
	if c == nil {
		return func() {}, nil
	}
	prev, next := prevLine.Len(), nextLine.Len()
	used, since, loser, aborted := c.used, c.since, c.loser, c.aborted
	undo = func() { c.used, c.since, c.loser, c.aborted = used, since, loser, aborted }
	if next > prev {
		var took time.Duration
		if !c.since.IsZero() {
			// In the record's milliseconds, so that a clock read back
			// is the clock that ran.
			took = now.Sub(c.since).Round(time.Millisecond)
		}
		if side := moverAt(g, prevLine, prev).Index(); side >= 0 && took > 0 {
			if !c.run(g, prevLine).Spend(side, took, 0) {
				return undo, errTimeUp
			}
		}
		c.used = append(slices.Clone(c.used[:min(prev, len(c.used))]), took)
		for len(c.used) < next {
			c.used = append(c.used, 0)
		}
	} else {
		c.used = slices.Clone(c.used[:min(next, len(c.used))])
		c.loser, c.aborted = ply.NoPlayer, false // an undo takes back the loss on time too
	}
	c.since = time.Time{}
	return undo, nil
}

// errTimeUp is the error of a move made after the mover's time ran out.
var errTimeUp = fmt.Errorf("%w: the time ran out", ply.ErrGameOver)

// startTurn starts the clock of the side to move at now, unless the clock
// is stopped.
func (c *gameClock) startTurn(now time.Time) {
	if !c.stopped {
		c.since = now
	}
}

// start starts the clock of the side to move now, as a bot starts to
// search, and reports whether it did: not once the time ran out or the
// clock is stopped, nor without a clock.
func (c *gameClock) start() bool {
	if c == nil || c.timeUp() || c.stopped {
		return false
	}
	c.since = time.Now()
	return true
}

// arm sets the timer that calls fire when the running clock of line's
// side to move runs out; none while no clock runs or the game is over.
func (c *gameClock) arm(g registry.Game, line registry.Line, fire func()) {
	c.disarm()
	if c.since.IsZero() || c.timeUp() || g.ToMove(line.Position()) == ply.NoPlayer {
		return
	}
	wait := c.run(g, line).Limit(moverAt(g, line, line.Len()).Index(), 0) - time.Since(c.since)
	c.timer = time.AfterFunc(max(wait, 0)+time.Millisecond, fire)
}

// disarm stops the timer, if one is set.
func (c *gameClock) disarm() {
	if c.timer != nil {
		c.timer.Stop()
		c.timer = nil
	}
}

// expired returns the side to move of line if its running clock has run
// out, else ply.NoPlayer.
func (c *gameClock) expired(g registry.Game, line registry.Line) ply.Player {
	if c == nil || c.timeUp() || c.since.IsZero() || c.stopped {
		return ply.NoPlayer
	}
	mover := g.ToMove(line.Position())
	if mover == ply.NoPlayer || time.Since(c.since) <= c.run(g, line).Limit(mover.Index(), 0) {
		return ply.NoPlayer
	}
	return mover
}

// flagged marks the game of line lost on time by loser, or aborted if
// loser has not moved in it, and stops the timer.
func (c *gameClock) flagged(g registry.Game, line registry.Line, loser ply.Player) {
	c.loser, c.aborted = loser, !movedIn(g, line, loser)
	c.disarm()
}

// movedIn reports whether side made a move in line.
func movedIn(g registry.Game, line registry.Line, side ply.Player) bool {
	for i := range line.Len() {
		if moverAt(g, line, i) == side {
			return true
		}
	}
	return false
}

// stop stops the clock for good, as a game ended by other than its rules
// or the clock must (a resignation, an agreed draw): no side's time runs
// and none can run out.
func (c *gameClock) stop() {
	if c == nil {
		return
	}
	c.disarm()
	c.since = time.Time{}
	c.stopped = true
}

// botTime returns the time of a bot's move for mover in line: the budget
// of its clock by search's time manager (search.Clock.Budget, botOverhead
// kept), at most maxTime, or perMove, its time per move, without a clock.
func (c *gameClock) botTime(g registry.Game, line registry.Line, mover ply.Player, perMove, maxTime time.Duration) time.Duration {
	if c == nil {
		return perMove
	}
	sc := c.run(g, line).For(mover.Index())
	sc.Overhead = botOverhead
	return min(sc.Budget(), maxTime)
}

// botClock returns the running clock of a bot's move for mover in line,
// for a bot that manages its time (registry.ClockBot), which paces itself
// on it as in the arena, and how long it may think: its time left
// (byo-yomi's periods included) less botOverhead, at least the clock's
// hard limit (search.Clock.Bounds), at most maxTime. It reports false
// without a running clock (none, or a time per move) and where the
// budget reaches maxTime: the bot then thinks for botTime.
func (c *gameClock) botClock(g registry.Game, line registry.Line, mover ply.Player, maxTime time.Duration) (search.Clock, time.Duration, bool) {
	if c == nil {
		return search.Clock{}, 0, false
	}
	run := c.run(g, line)
	sc := run.For(mover.Index())
	sc.Overhead = botOverhead
	if !sc.Running() || sc.Budget() >= maxTime {
		return search.Clock{}, 0, false
	}
	_, hard := sc.Bounds()
	return sc, min(max(run.Limit(mover.Index(), 0)-botOverhead, hard), maxTime), true
}

// armClock starts the clock of a person to move, if personStarts, once a
// change is stored, and the timer that ends the game when it runs out.
// gm.mu is held.
func (gm *game) armClock(personStarts bool) {
	c := gm.clock
	if c == nil || c.stopped {
		return
	}
	if personStarts && c.since.IsZero() && gm.bots.person(gm.line.toMove(gm.g)) && !c.timeUp() && gm.seats.full() {
		c.since = time.Now()
	}
	if gm.gone {
		c.disarm()
		return
	}
	c.arm(gm.g, gm.line.Line, func() {
		gm.mu.Lock()
		defer gm.mu.Unlock()
		gm.checkFlag()
	})
}

// checkFlag ends the game if the mover's time has run out, and reports
// whether the game ended on time. gm.mu is held.
func (gm *game) checkFlag() bool {
	if gm.gone {
		return gm.clock.timeUp()
	}
	if loser := gm.clock.expired(gm.g, gm.line.Line); loser != ply.NoPlayer {
		gm.flag(loser)
		return true
	}
	return gm.clock.timeUp()
}

// flag ends the game: loser's time ran out. The thinking bot stops, the
// record says so, and the streams are told. gm.mu is held.
func (gm *game) flag(loser ply.Player) {
	gm.clock.flagged(gm.g, gm.line.Line, loser)
	gm.bots.stop()
	// The loss stands even when the record cannot be stored now: the
	// next change stores it.
	gm.save()
	gm.version++
	gm.analysis = gm.analysis.following(gm.line.Line)
	gm.notify()
	gm.bots.release(gm.srv.budget)
	gm.srv.lobbyUpdate(gm)
}

// startClock starts the clock of a starting game's person to move, or
// ends the game on time if that clock ran out while the game was out of
// memory. gm.mu is held.
func (gm *game) startClock() {
	if gm.clock == nil {
		return
	}
	for i, c := range gm.line.comments {
		gm.line.comments[i] = stripClock(c)
	}
	if !gm.bots.person(gm.line.toMove(gm.g)) {
		gm.clock.since = time.Time{}
	}
	if !gm.checkFlag() {
		gm.armClock(true)
	}
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
	// Loser is the side whose time ran out, or ply.NoPlayer: its LeftMS
	// and PeriodsLeft are 0. Aborted: its time ran out before its first
	// move, and the game is aborted, not lost.
	Loser   ply.Player `json:"loser"`
	Aborted bool       `json:"aborted,omitempty"`
}

// view returns the clock of line as of now.
func (c *gameClock) view(g registry.Game, line registry.Line) *clockView {
	run := c.run(g, line)
	v := &clockView{Control: c.tc.String(), Running: ply.NoPlayer, Loser: c.loser, Aborted: c.timeUp() && c.aborted}
	for side := range 2 {
		v.LeftMS[side] = run.Left(side).Milliseconds()
		if c.tc.Byoyomi() {
			v.PeriodsLeft[side] = run.Periods(side)
			v.PeriodMS = c.tc.Period.Milliseconds()
		}
	}
	if side := c.loser.Index(); side >= 0 {
		// Its time ran out: nothing is left of it.
		v.LeftMS[side] = 0
		if c.tc.Byoyomi() {
			v.PeriodsLeft[side] = 0
		}
	}
	if !c.since.IsZero() && c.loser == ply.NoPlayer {
		if mover := g.ToMove(line.Position()); mover != ply.NoPlayer {
			v.Running, v.ElapsedMS = mover, time.Since(c.since).Milliseconds()
		}
	}
	return v
}

// show adds the clock of line to v, and a loss on time to its result:
// the game is over, and no move is offered. A game aborted on time has
// no winner: "Aborted", "White did not move in time".
func (c *gameClock) show(g registry.Game, line registry.Line, v *gameView) {
	if c == nil {
		return
	}
	v.Clock = c.view(g, line)
	if loser := c.loser; loser != ply.NoPlayer {
		names := g.Players()
		v.Over, v.Winner = true, loser.Opponent()
		v.Result = names[loser.Opponent().Index()] + " wins on time"
		v.Reason = names[loser.Index()] + "'s time ran out"
		status := "Game over: " + v.Reason
		if c.aborted {
			v.Winner, v.Result = ply.NoPlayer, "Aborted"
			v.Reason = names[loser.Index()] + " did not move in time"
			status = "Game aborted: " + v.Reason
		}
		v.Clicks, v.Legal, v.Thinking = nil, nil, nil
		if v.Diagram != nil {
			v.Diagram.Status = status
		}
	}
}

// abortedText is the Outcome of a game aborted on time, loser's: "aborted:
// White did not move in time".
func abortedText(g registry.Game, loser ply.Player) string {
	return "aborted: " + g.Players()[loser.Index()] + " did not move in time"
}

// writeRecord writes the clock in r, the record of line: the control,
// each move's time and the clock left after it ([%emt] and [%clk] in its
// comment), and a loss on time or a game aborted on time.
func (c *gameClock) writeRecord(g registry.Game, line registry.Line, r *record.Record) {
	if c == nil {
		return
	}
	r.TimeControl = c.tc.String()
	run := clock.New(c.tc)
	for i := range r.Moves {
		if i >= len(c.used) {
			break
		}
		side := moverAt(g, line, i).Index()
		if side < 0 {
			continue
		}
		run.Spend(side, c.used[i], 0)
		left := run.Limit(side, 0) // byo-yomi's periods included
		cmds := emtCommand(c.used[i]) + " " + record.ClockComment(left)
		r.Moves[i].Comment = strings.TrimSpace(stripClock(r.Moves[i].Comment) + " " + cmds)
	}
	if c.loser != ply.NoPlayer && c.aborted {
		r.Result = record.Unfinished
		r.Termination = record.Abandoned
		r.Outcome = abortedText(g, c.loser)
	} else if c.loser != ply.NoPlayer {
		winner := c.loser.Opponent()
		r.Result = record.ResultTag(ply.Result{Winner: winner})
		r.Termination = record.TimeForfeit
		r.Outcome = g.Players()[winner.Index()] + " wins on time"
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
// TimeControl. since is when the clock of the person to move started,
// toMove the side to move at the record's end, whose time ran out in a
// game aborted on time.
func clockOf(rec *record.Record, since time.Time, toMove ply.Player) (*gameClock, error) {
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
	switch rec.Termination {
	case record.Abandoned:
		// Aborted on time: the time of the side to move ran out.
		if rec.Result == record.Unfinished && toMove != ply.NoPlayer {
			c.loser, c.aborted = toMove, true
		}
	case record.TimeForfeit:
		switch rec.Result {
		case record.FirstWins:
			c.loser = ply.Second
		case record.SecondWins:
			c.loser = ply.First
		}
	}
	return c, nil
}
