// match.go holds the arena's unit of work: one game between two bots from
// an opening, under a clock if there is one, adjudicated if the bots'
// scores agree that it is decided.

package cli

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/engine"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// errTimeForfeit is the reason of a game lost on time.
var errTimeForfeit = errors.New("lost on time")

// matchConfig describes one game between two bots.
type matchConfig struct {
	// bots are the specifications of the first and second player.
	bots [2]string
	// seed seeds the opening and the random bots: the same seed, the same
	// opening and, for bots without a time limit, the same game.
	seed uint64
	// opening, if set (hasOpening), is the position the bots start from;
	// else openingPlies random plies are played from the start before the
	// bots take over, so that games between the same bots differ.
	opening      registry.Position
	hasOpening   bool
	openingPlies int
	// moveTime, if positive, caps each bot's thinking time per move.
	moveTime time.Duration
	// tc, if not zero, is the time control: each side's clock runs, and a
	// side that thinks longer than its time left plus margin loses.
	tc     arena.TimeControl
	margin time.Duration
	// maxPlies adjudicates the game as a draw after that many plies of
	// the bots (0: play to the end).
	maxPlies int
	// draw and resign, if not nil, adjudicate the game from the bots'
	// scores.
	draw   *arena.DrawRule
	resign *arena.ResignRule
}

// matchResult is the outcome of one game.
type matchResult struct {
	result ply.Result
	// outcome is the score from the first player's side: the game's
	// result, or the adjudication's, or the forfeit's.
	outcome arena.Outcome
	// termination is the record's Termination: record.Normal when the
	// rules ended the game, else why it ended early; reason says it in
	// words for the record's Outcome ("" when the rules ended it).
	termination, reason string
	plies               int
	// line is the game the bots played, from the position the opening
	// reached.
	line registry.Line
	// choices[i] is what the bot answered for line.Moves[i], and
	// clocks[i] the time left on its clock after it (with a clock).
	choices []registry.Choice
	clocks  []time.Duration
}

// newBot builds the bot a specification names for g: "exec:COMMAND ARGS"
// is an external engine (started at its first move), anything else a bot
// of the registry.
func newBot(g registry.Game, spec string, seed uint64) (registry.Bot, error) {
	if spec == Human {
		return nil, fmt.Errorf("bot %q: the arena plays bots only: %w", spec, registry.ErrBotSpec)
	}
	if argv, ok, err := engine.ParseExec(spec); ok {
		if err != nil {
			return nil, err
		}
		return engine.NewExecBot(g, argv, engine.ExecOptions{Seed: seed, SendSeed: true})
	}
	return g.NewBot(spec, seed)
}

// playMatch plays one game between two bots. A bot that fails (an
// external engine that crashes or answers nonsense) or oversteps its clock
// loses the game: the error is then an *arena.Forfeit, and the result
// holds the game up to the failure.
func playMatch(ctx context.Context, g registry.Game, cfg matchConfig) (matchResult, error) {
	rng := rand.New(rand.NewPCG(cfg.seed, 0x6f70656e696e67)) // "opening"
	res := matchResult{termination: record.Normal}
	opened := cfg.opening
	if !cfg.hasOpening {
		opened = g.Opening(g.Start(), rng, cfg.openingPlies)
	}
	res.line = registry.NewLine(opened)
	var bots [2]registry.Bot
	for i, spec := range cfg.bots {
		bot, err := newBot(g, spec, botSeed(cfg.seed, i))
		if err != nil {
			return res, err
		}
		if c, ok := bot.(interface{ Close() error }); ok {
			defer c.Close()
		}
		bots[i] = bot
	}
	var clock *arena.Clock
	if !cfg.tc.IsZero() {
		clock = arena.NewClock(cfg.tc)
	}
	adj := arena.Adjudicator{Draw: cfg.draw, Resign: cfg.resign}
	forfeit := func(loser int, why string, err error) (matchResult, error) {
		res.outcome = arena.Outcome(2*loser - 1)
		res.termination, res.reason = why, err.Error()
		return res, &arena.Forfeit{Loser: loser, Plies: res.plies, Err: err}
	}
	for {
		pos := res.line.Position()
		if r, over := g.Result(pos); over {
			res.result, res.outcome = r, arena.Outcome(r.For(ply.First))
			return res, nil
		}
		if cfg.maxPlies > 0 && res.plies >= cfg.maxPlies {
			res.termination, res.reason = record.Adjudicated, fmt.Sprintf("draw: still going after %d plies (-max-plies)", cfg.maxPlies)
			return res, nil
		}
		i := g.ToMove(pos).Index()
		start := time.Now()
		var c registry.Choice
		var err error
		if clock != nil {
			c, err = chooseOnClock(ctx, bots[i], res.line, clock, i, cfg.margin)
		} else {
			c, err = chooseWithin(ctx, bots[i], res.line, cfg.moveTime)
		}
		used := time.Since(start)
		if clock != nil && ctx.Err() == nil && !clock.Spend(i, used, cfg.margin) {
			return forfeit(i, record.TimeForfeit, fmt.Errorf("%w: thought %v with %v left and a margin of %v",
				errTimeForfeit, roundTime(used), roundTime(clock.Left(i)), cfg.margin))
		}
		var f *engine.Failure
		if err != nil && errors.As(err, &f) && ctx.Err() == nil {
			return forfeit(i, record.RulesInfraction, fmt.Errorf("%w: %s", engine.ErrEngine, f.Reason))
		}
		if err != nil {
			return res, fmt.Errorf("%s: %w", cfg.bots[i], err)
		}
		next, err := res.line.PlayMove(g, c.Move)
		if err != nil {
			return res, fmt.Errorf("%s played %q: %w", cfg.bots[i], c.Move, err)
		}
		res.line = next
		res.choices = append(res.choices, c)
		if clock != nil {
			res.clocks = append(res.clocks, clock.Left(i))
		}
		res.plies++
		if o, decided := adj.Add(i, c.Score, c.Scored); decided {
			if _, over := g.Result(res.line.Position()); !over {
				res.outcome, res.termination = o, record.Adjudicated
				res.reason = adjudicationReason(o, cfg)
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
func adjudicationReason(o arena.Outcome, cfg matchConfig) string {
	switch o {
	case 1:
		return "1-0: the second player resigns (-resign)"
	case -1:
		return "0-1: the first player resigns (-resign)"
	}
	return "draw: both bots score the game even (-draw)"
}

// chooseWithin asks bot for a move, with at most d to think when d > 0.
// Running out of the move time is not an error: the bot's best move so far
// is played. Only the caller's ctx ending is.
func chooseWithin(ctx context.Context, bot registry.Bot, line registry.Line, d time.Duration) (registry.Choice, error) {
	if d <= 0 {
		return bot.Choose(ctx, line, nil)
	}
	moveCtx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	c, err := bot.Choose(moveCtx, line, nil)
	if err != nil && ctx.Err() == nil && moveCtx.Err() != nil && c.Move != (registry.Move{}) {
		err = nil
	}
	return c, err
}

// chooseOnClock asks the bot of side for a move under its clock: a
// registry.ClockBot manages its time itself, within a deadline at the
// limit of its time (beyond which it has lost); any other bot gets the
// time manager's budget as its deadline.
func chooseOnClock(ctx context.Context, bot registry.Bot, line registry.Line, clock *arena.Clock, side int, margin time.Duration) (registry.Choice, error) {
	cb, ok := bot.(registry.ClockBot)
	if !ok {
		return chooseWithin(ctx, bot, line, clock.For(side).Budget())
	}
	// A moment past the limit, so that a bot stopped by the deadline is
	// past it and flagged.
	moveCtx, cancel := context.WithTimeout(ctx, clock.Limit(side, margin)+time.Millisecond)
	defer cancel()
	c, err := cb.ChooseOnClock(moveCtx, line, clock.For(side), nil)
	if err != nil && ctx.Err() == nil && moveCtx.Err() != nil && c.Move != (registry.Move{}) {
		err = nil // flagged, as the caller finds
	}
	return c, err
}
