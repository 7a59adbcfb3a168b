// match.go holds the arena's unit of work: one game between two bots from
// a seeded random opening.

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
	"github.com/plygo/ply/registry"
)

// matchConfig describes one game between two bots.
type matchConfig struct {
	// bots are the specifications of the first and second player.
	bots [2]string
	// seed seeds the opening and the random bots: the same seed, the same
	// opening and, for bots without a time limit, the same game.
	seed uint64
	// openingPlies random plies are played from the start before the bots
	// take over, so that games between the same bots differ.
	openingPlies int
	// moveTime, if positive, caps each bot's thinking time per move.
	moveTime time.Duration
	// maxPlies ends the game as a draw after that many plies, openings
	// included (0: play to the end).
	maxPlies int
}

// matchResult is the outcome of one game.
type matchResult struct {
	result ply.Result
	plies  int
	// line is the game the bots played, from the position the opening
	// reached.
	line registry.Line
	// choices[i] is what the bot answered for line.Moves[i].
	choices []registry.Choice
}

// newBot builds the bot a specification names for g: "exec:COMMAND ARGS"
// or "gtp:COMMAND ARGS"
// is an external engine (started at its first move), anything else a bot
// of the registry.
func newBot(g registry.Game, spec string, seed uint64) (registry.Bot, error) {
	if spec == Human {
		return nil, fmt.Errorf("bot %q: the arena plays bots only: %w", spec, registry.ErrBotSpec)
	}
	return engine.NewBot(g, spec, seed, engine.ExecOptions{Seed: seed, SendSeed: true})
}

// playMatch plays one game between two bots. An external engine that fails
// loses the game: the error is then an *arena.Forfeit.
func playMatch(ctx context.Context, g registry.Game, cfg matchConfig) (matchResult, error) {
	rng := rand.New(rand.NewPCG(cfg.seed, 0x6f70656e696e67)) // "opening"
	start := g.Start()
	var res matchResult
	opened := g.Opening(start, rng, cfg.openingPlies)
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
	for {
		pos := res.line.Position()
		if r, over := g.Result(pos); over {
			res.result = r
			// An engine whose game differs from ply's loses it.
			if i, err := finishEngines(ctx, bots, res.line); err != nil {
				return res, &arena.Forfeit{Loser: i, Plies: res.plies, Err: err}
			}
			return res, nil
		}
		if cfg.maxPlies > 0 && res.plies >= cfg.maxPlies {
			return res, nil // a draw
		}
		i := g.ToMove(pos).Index()
		c, err := chooseWithin(ctx, bots[i], res.line, cfg.moveTime)
		var f *engine.Failure
		if err != nil && errors.As(err, &f) && ctx.Err() == nil {
			return res, &arena.Forfeit{Loser: i, Plies: res.plies, Err: fmt.Errorf("%w: %s", engine.ErrEngine, f.Reason)}
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
		res.plies++
	}
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
