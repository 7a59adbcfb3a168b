// bots.go turns bot specifications such as "alphabeta:4" into strategies.

package games

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// ErrBotSpec reports a bot specification that cannot be read.
var ErrBotSpec = errors.New("bad bot")

// BotHelp describes the bot specifications every game has, for usage
// messages.
const BotHelp = `human, random, greedy, minimax:DEPTH, alphabeta[:DEPTH|:TIME], mcts[:PLAYOUTS|:TIME] (TIME such as 500ms), or a game's own bot (see -h)`

// Human is the bot specification of a person at the terminal.
const Human = "human"

// defaultMCTSPlayouts is the budget of a bare "mcts".
const defaultMCTSPlayouts = 10000

// mctsPlayoutCut is the length of the playouts of "mcts" in games that have
// a ply.PlayoutEvaluator, after which the evaluator scores the playout.
const mctsPlayoutCut = 8

// Bot is a game's own bot, such as the seed program's baseline, offered
// beside the generic ones under its Name.
type Bot[S, M comparable] struct {
	// Name is the bot's specification, such as "seed-greedy".
	Name string
	// Help says in a few words what it does.
	Help string
	// New builds the bot; rng is its seeded generator.
	New func(rng *rand.Rand) search.Strategy[S, M]
}

// newBot returns the strategy a specification names: one of the game's own
// bots, or a generic one. rng seeds the bots that use randomness.
func newBot[S, M comparable](g ply.Game[S, M], own []Bot[S, M], spec string, rng *rand.Rand) (search.Strategy[S, M], error) {
	for _, b := range own {
		if b.Name == spec {
			return b.New(rng), nil
		}
	}
	name, arg, hasArg := strings.Cut(spec, ":")
	bad := func(why string) error {
		return fmt.Errorf("bot %q: %s (want %s): %w", spec, why, BotHelp, ErrBotSpec)
	}
	switch name {
	case "random", "greedy":
		if hasArg {
			return nil, bad(name + " takes no argument")
		}
		if name == "random" {
			return search.Random(g, rng), nil
		}
		return search.Greedy(g), nil
	case "minimax":
		d, err := wholeArg(arg, 6)
		if err != nil {
			return nil, bad(err.Error())
		}
		return search.Minimax(g, d), nil
	case "alphabeta":
		var opts search.Options
		switch t, err := time.ParseDuration(arg); {
		case !hasArg:
		case err == nil:
			if t <= 0 || t > time.Hour {
				return nil, bad("the time must be positive and at most an hour")
			}
			opts.MoveTime = t
		default:
			d, err := wholeArg(arg, 64)
			if err != nil {
				return nil, bad(err.Error())
			}
			opts.Depth = d
		}
		return search.AlphaBeta(g, opts), nil
	case "mcts":
		opts := search.MCTSOptions{Seed: rng.Uint64(), Iterations: defaultMCTSPlayouts}
		switch t, err := time.ParseDuration(arg); {
		case !hasArg:
		case err == nil:
			if t <= 0 || t > time.Hour {
				return nil, bad("the time must be positive and at most an hour")
			}
			opts.MoveTime, opts.Iterations = t, 0
		default:
			n, err := wholeArg(arg, 1_000_000_000)
			if err != nil {
				return nil, bad(err.Error())
			}
			opts.Iterations = uint64(n)
		}
		// Where the game can score a cut-off playout, playouts stop
		// after mctsPlayoutCut plies: full-length playouts that follow a
		// playout policy are long (Mitsudomoe's, which never fill their
		// own home, often run to the turn cap) and so too few.
		if _, ok := ply.As[ply.PlayoutEvaluator[S]](g); ok {
			opts.PlayoutDepth = mctsPlayoutCut
		}
		return search.MCTS(g, opts), nil
	}
	return nil, bad("unknown bot")
}

// wholeArg reads a bot's whole-number argument from 1 to max.
func wholeArg(arg string, max int) (int, error) {
	if arg == "" {
		return 0, errors.New("missing number")
	}
	d, err := strconv.Atoi(arg)
	if err != nil || d < 1 || d > max {
		return 0, fmt.Errorf("%q is not a whole number from 1 to %d", arg, max)
	}
	return d, nil
}
