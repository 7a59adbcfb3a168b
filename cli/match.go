// match.go holds the arena's unit of work: one game between two bots of
// specifications, external engines included, played by arena.PlayMatch.

package cli

import (
	"context"
	"errors"
	"fmt"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/engine"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// matchConfig describes one game between two bots.
type matchConfig struct {
	// bots name the first and second player (their specifications as
	// typed), and specs describe them.
	bots  [2]string
	specs [2]bot.Spec
	// seed seeds the opening and the random bots: the same seed, the same
	// opening and, for bots without a time limit, the same game.
	seed uint64
	// opening, if set (hasOpening), is the position the bots start from;
	// else openingPlies random plies are played from the start before the
	// bots take over, so that games between the same bots differ.
	opening      registry.Position
	hasOpening   bool
	openingPlies int
	// match holds the game's rules: time per move or clock, maximum
	// plies, adjudication.
	match arena.Match
}

// newBot builds the bot spec describes for g: an external engine (exec:,
// gtp:, started at its first move) or a bot of the registry.
func newBot(g registry.Game, spec bot.Spec, seed uint64) (registry.Bot, error) {
	return engine.NewBot(g, spec, seed, engine.ExecOptions{Seed: seed, SendSeed: true})
}

// engineFailed reports an external engine's failure, which loses the game
// for it.
func engineFailed(err error) (error, bool) {
	var f *engine.Failure
	if errors.As(err, &f) {
		return fmt.Errorf("%w: %s", engine.ErrEngine, f.Reason), true
	}
	return nil, false
}

// playMatch plays one game between two bots. A bot that fails (an
// external engine that crashes or answers nonsense) or oversteps its clock
// loses the game: the error is then an *arena.Forfeit, and the result
// holds the game up to the failure.
func playMatch(ctx context.Context, g registry.Game, cfg matchConfig) (arena.MatchResult, error) {
	start := cfg.opening
	if !cfg.hasOpening {
		start = arena.Opening(g, cfg.seed, cfg.openingPlies)
	}
	var bots [2]registry.Bot
	for i, spec := range cfg.specs {
		bot, err := newBot(g, spec, arena.BotSeed(cfg.seed, i))
		if err != nil {
			return arena.MatchResult{GameResult: arena.GameResult{Line: registry.NewLine(start)}}, err
		}
		if c, ok := bot.(interface{ Close() error }); ok {
			defer c.Close()
		}
		bots[i] = bot
	}
	m := cfg.match
	m.Failed = engineFailed
	res, err := arena.PlayMatch(ctx, g, bots, start, m)
	var f *arena.Forfeit
	if err != nil && !errors.As(err, &f) {
		err = fmt.Errorf("%s: %w", cfg.bots[g.ToMove(res.Line.Position()).Index()], err)
	}
	if err == nil && res.Over {
		// An engine whose game differs from ply's loses it.
		if i, ferr := finishEngines(ctx, bots, res.Line); ferr != nil {
			res.Outcome = arena.Outcome(2*i - 1)
			res.Termination, res.Reason = record.RulesInfraction, ferr.Error()
			return res, &arena.Forfeit{Loser: i, Plies: res.Plies, Err: ferr}
		}
	}
	return res, err
}

// finishEngines tells the engines among bots that the game of line is
// over (see engine.ExecBot.Finish); a failure is the error of the first
// engine that failed, with its index.
func finishEngines(ctx context.Context, bots [2]registry.Bot, line registry.Line) (int, error) {
	for i, b := range bots {
		e, ok := b.(*engine.ExecBot)
		if !ok {
			continue
		}
		var f *engine.Failure
		if err := e.Finish(ctx, line); errors.As(err, &f) && ctx.Err() == nil {
			return i, fmt.Errorf("%w: %s", engine.ErrEngine, f.Reason)
		}
	}
	return 0, nil
}
