// match.go holds the game loop with the rules of engine testers: one game
// between two bots from an opening, under a clock if there is one, ended
// early by adjudication when the bots' scores agree that it is decided.

package arena

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/clock"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// ErrTimeForfeit is the reason of a game lost on time.
var ErrTimeForfeit = errors.New("lost on time")

// Match is how a game is played beyond its bots. Its zero value plays to
// the end with no limit but the bots' own.
type Match struct {
	// MaxPlies, if positive, adjudicates a game still going after that
	// many plies of the bots as a draw.
	MaxPlies int
	// TimeControl, if not zero, runs a clock per side: a
	// registry.ClockBot spends it by search's time manager, any other
	// bot is given the manager's budget as its deadline, and a side that
	// thinks longer than its time left plus TimeMargin loses on time.
	TimeControl clock.Control
	TimeMargin  time.Duration
	// Draw and Resign, if not nil, adjudicate the game from the scores
	// the bots report.
	Draw   *DrawRule
	Resign *ResignRule
	// Failed, if not nil, tells which errors of a bot lose the game for
	// it rather than end PlayMatch with the error, such as an external
	// engine's crash, and returns the reason.
	Failed func(err error) (reason error, lost bool)
}

// MatchResult is how a game of PlayMatch went.
type MatchResult struct {
	GameResult
	// Outcome is the score from the first player's side: the game's
	// result, the adjudication's or the forfeit's.
	Outcome Outcome
	// Termination is the record's Termination: record.Normal when the
	// rules ended the game, else record.Adjudicated, record.TimeForfeit
	// or record.RulesInfraction; Reason says why in words ("" when the
	// rules ended the game).
	Termination, Reason string
	// Clocks[i], under a time control, is the time left on the clock of
	// the bot that played Line.Moves[i], after it (clock.Clock.Limit,
	// byo-yomi's periods included).
	Clocks []time.Duration
}

// PlayMatch plays one game of g from start between bots[0], playing the
// side ply.First, and bots[1] under the rules of m. A bot that oversteps
// its clock, or fails as m.Failed says, loses: the error is then a
// *Forfeit and the result holds the game up to the failure. Any other
// error of a bot ends the game with that error.
func PlayMatch(ctx context.Context, g registry.Game, bots [2]registry.Bot, start registry.Position, m Match) (MatchResult, error) {
	res := MatchResult{GameResult: GameResult{Line: registry.NewLine(start)}, Termination: record.Normal}
	var clk *clock.Clock
	if !m.TimeControl.IsZero() {
		clk = clock.New(m.TimeControl)
	}
	adj := Adjudicator{Draw: m.Draw, Resign: m.Resign}
	forfeit := func(loser int, why string, err error) (MatchResult, error) {
		res.Outcome = Outcome(2*loser - 1)
		res.Termination, res.Reason = why, err.Error()
		return res, &Forfeit{Loser: loser, Plies: res.Plies, Err: err}
	}
	for {
		pos := res.Line.Position()
		if r, over := g.Result(pos); over {
			res.Result, res.Over, res.Outcome = r, true, Outcome(r.For(ply.First))
			return res, nil
		}
		if m.MaxPlies > 0 && res.Plies >= m.MaxPlies {
			res.Termination, res.Reason = record.Adjudicated, fmt.Sprintf("draw: still going after %d plies", m.MaxPlies)
			return res, nil
		}
		i := g.ToMove(pos).Index()
		begin := time.Now()
		var c registry.Choice
		var err error
		if clk != nil {
			c, err = chooseOnClock(ctx, bots[i], res.Line, clk, i, m.TimeMargin)
		} else {
			c, err = bots[i].Choose(ctx, res.Line, nil)
		}
		used := time.Since(begin)
		if clk != nil && ctx.Err() == nil && !clk.Spend(i, used, m.TimeMargin) {
			return forfeit(i, record.TimeForfeit, fmt.Errorf("%w: thought %v with %v left and a margin of %v",
				ErrTimeForfeit, roundTime(used), roundTime(clk.Limit(i, 0)), m.TimeMargin))
		}
		if err != nil && ctx.Err() == nil && m.Failed != nil {
			if reason, lost := m.Failed(err); lost {
				return forfeit(i, record.RulesInfraction, reason)
			}
		}
		if err != nil {
			return res, fmt.Errorf("%s to move: %w", g.PlayerName(g.ToMove(pos)), err)
		}
		next, err := res.Line.PlayMove(g, c.Move)
		if err != nil {
			return res, fmt.Errorf("%s played %q: %w", g.PlayerName(g.ToMove(pos)), c.Move, err)
		}
		res.Line = next
		res.Choices = append(res.Choices, c)
		if clk != nil {
			res.Clocks = append(res.Clocks, clk.Limit(i, 0))
		}
		res.Plies++
		if o, decided := adj.Add(i, c.Score, c.Scored); decided {
			if _, over := g.Result(res.Line.Position()); !over {
				res.Outcome, res.Termination = o, record.Adjudicated
				res.Reason = adjudicationReason(o)
				return res, nil
			}
		}
	}
}

// roundTime rounds d for a message: to the millisecond, or the
// microsecond below a second.
func roundTime(d time.Duration) time.Duration {
	if d < time.Second {
		return d.Round(time.Microsecond)
	}
	return d.Round(time.Millisecond)
}

// adjudicationReason says why the game was adjudicated to outcome o.
func adjudicationReason(o Outcome) string {
	switch o {
	case 1:
		return "1-0: the second player resigns (-resign)"
	case -1:
		return "0-1: the first player resigns (-resign)"
	}
	return "draw: both bots score the game even (-draw)"
}

// chooseOnClock asks the bot of side for a move under its clock: a
// registry.ClockBot manages its time itself, within a deadline at the
// limit of its time (beyond which it has lost); any other bot gets the
// time manager's budget as its deadline.
func chooseOnClock(ctx context.Context, bot registry.Bot, line registry.Line, clk *clock.Clock, side int, margin time.Duration) (registry.Choice, error) {
	cb, ok := bot.(registry.ClockBot)
	if !ok {
		return choose(ctx, bot, line, clk.For(side).Budget())
	}
	// A moment past the limit, so that a bot stopped by the deadline is
	// past it and flagged.
	moveCtx, cancel := context.WithTimeout(ctx, clk.Limit(side, margin)+time.Millisecond)
	defer cancel()
	c, err := cb.ChooseOnClock(moveCtx, line, clk.For(side), nil)
	if err != nil && ranOut(ctx, moveCtx) && c.Move != (registry.Move{}) {
		err = nil // flagged, as the caller finds
	}
	return c, err
}

// ranOut reports whether moveCtx's deadline, not ctx, ended a bot's
// search: moveCtx is done, or its deadline has passed on the clock, since
// a search reads the clock itself and may stop a moment before the
// context's timer fires.
func ranOut(ctx, moveCtx context.Context) bool {
	if ctx.Err() != nil {
		return false
	}
	if moveCtx.Err() != nil {
		return true
	}
	dl, ok := moveCtx.Deadline()
	return ok && !time.Now().Before(dl)
}
