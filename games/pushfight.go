// pushfight.go registers Push Fight.

package games

import (
	"strconv"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

func init() {
	registry.Register(registry.Entry{
		Name:     "pushfight",
		Lessons:  pushfight.Lessons(),
		Notation: "A turn is up to two slides, then a push; setup moves place five pieces.\n  d4-c4       a slide: from d4 along empty cells to c4\n  d1^         the push: the square on d1 pushes up (^ up, v down, < left, > right)\n  d4-c4 d1^   a whole turn: one slide, then the push (d1-d2 for the push works too)\n  d1d2d4/c2d3 a setup move: three squares, '/', two rounds (the placement setup)\n-position takes the rules' string, or maksverver's site string or address (https://pushfight.verver.ch/#history=...) to check a game against the solved one.",
		Summary: "Push Fight (Picotte): slide up to two pieces, then push a line with a square; push an enemy piece off an open edge to win. " +
			"Turns like \"d4-c4 d1^\", setup moves like \"d1d2d4/c2d3\"",
		Setups: []string{
			"default: the usual fixed start (the rules' standard)",
			"classic: the other fixed start of the rules",
			"mirror: that start mirrored",
			"placement: the empty board, each side places its pieces first",
		},
		Options: pushfightOptions,
		// Levels calibrated in the arena toward 100 to 200 Elo between
		// adjacent levels (docs/strength.md, "Levels").
		Levels: [bot.MaxLevel]bot.Level{
			{Depth: 1, Random: 0.95}, {Depth: 1, Random: 0.7}, {Depth: 1, Random: 0.4}, {Depth: 1, Random: 0.2}, {Depth: 1},
			{Depth: 2, Shallow: 0.4}, {Depth: 3, Shallow: 0.9}, {Depth: 3, Shallow: 0.5}, {Depth: 3, Shallow: 0.35}, {Depth: 3},
		},
		// Curve is the fit on the records of analysis/testdata/curves
		// (docs/analysis.md): log-loss 0.6193 over 342 scores.
		Curve: search.Curve{Scale: 77.12},
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only("pushfight", "setup"); err != nil {
				return nil, err
			}
			v, err := registry.ReadOptions("pushfight", pushfightOptions, cfg.Options)
			if err != nil {
				return nil, err
			}
			cfg.Options = v.Options()
			opts := []pushfight.Option{
				pushfight.WithMaxTurns(v.Int("maxturns")),
				pushfight.WithRepetitions(v.Int("repetitions")),
				pushfight.WithSelfPushOffLoses(v.Bool("selfpushoff")),
			}
			if cfg.Setup != "" {
				start, err := pushfight.MustNew().Setup(cfg.Setup, cfg.Seed)
				if err != nil {
					return nil, optionErr("setup", err)
				}
				opts = append(opts, pushfight.WithStart(start))
			}
			g, err := pushfight.New(opts...)
			if err != nil {
				return nil, optionErr("pushfight", err)
			}
			// The classic random bot skipped pushes of its own pieces off
			// the board; those are illegal here, and avoidLoss skips any
			// turn that loses at once.
			return registry.Adapt("pushfight", g, cfg, classicBots[pushfight.State, pushfight.Move](g, pushfight.EvalClassic, true,
				"the classic program's random bot: uniform over the turns that do not lose at once",
				"the classic program's greedy bot: one turn on mobility (reachable cells plus pushes)")...)
		},
		// About 2,000 turns a position: keep the demo quick.
		Demo: [2]string{"alphabeta:2", "greedy"},
	})
}

// pushfightOptions are Push Fight's rule options: its constructor's
// WithMaxTurns, WithRepetitions and WithSelfPushOffLoses.
var pushfightOptions = []registry.Option{
	{Name: "maxturns", Kind: registry.IntOption, Default: strconv.Itoa(pushfight.DefaultMaxTurns), Min: 1, Max: 65535, Off: true,
		Help: "the completed turns after which the game is drawn; off: no cap"},
	{Name: "repetitions", Kind: registry.IntOption, Default: strconv.Itoa(pushfight.DefaultRepetitions), Min: 2, Max: pushfight.HistoryLen + 1, Off: true,
		Help: "a position's occurrences that draw the game (3: threefold repetition); off: no repetition rule"},
	{Name: "selfpushoff", Kind: registry.BoolOption, Default: "off",
		Help: "on: pushing one's own piece off the board is legal and loses at once (a variant); off: it is illegal"},
}
