// mitsudomoe.go registers Mitsudomoe.

package games

import (
	"strconv"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

func init() {
	registry.Register(registry.Entry{
		Name:     "mitsudomoe",
		Lessons:  mitsudomoe.Lessons(),
		Notation: "A turn is a ring move, then a ball move, then any relocations.\n  *b2       place a ring from your supply on b2 (* marks a placement)\n  d4>a5     move the ring on d4 to a5\n  a1>b2     step the ball on a1 to b2 (after the ring move, space between)\n  b2>d4     vault the ball on b2 over the balls between it and d4\n  x c3>e2   after a vault, relocate the enemy ball jumped on c3 to e2\n  *b2 a1>b2 and d4>a5 b2>d4 x c3>e2 are whole turns",
		Summary:  "Mitsudomoe (Yamamoto): place or move a ring, then step or vault a ball onto your ring; the first with all three balls in the far corner wins. Moves like \"*b2 a1>b2\" or \"d4>a5 b2>d4 x c3>e2\"",
		Setups: []string{
			"default: the start of the rules",
		},
		Options: mitsudomoeOptions,
		// Levels calibrated in the arena toward 100 to 200 Elo between
		// adjacent levels (docs/strength.md, "Levels").
		Levels: [bot.MaxLevel]bot.Level{
			{Depth: 1, Random: 0.9}, {Depth: 1, Random: 0.6}, {Depth: 1, Random: 0.4}, {Depth: 1, Random: 0.2}, {Depth: 1, Random: 0.1},
			{Depth: 2, Shallow: 0.7}, {Depth: 2}, {Depth: 3}, {Depth: 5}, {Depth: 6},
		},
		// Curve is the fit on the records of analysis/testdata/curves
		// (docs/analysis.md): log-loss 0.4680 over 534 scores.
		Curve: search.Curve{Scale: 28.06},
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only("mitsudomoe", "setup"); err != nil {
				return nil, err
			}
			v, err := registry.ReadOptions("mitsudomoe", mitsudomoeOptions, cfg.Options)
			if err != nil {
				return nil, err
			}
			cfg.Options = v.Options()
			opts := []mitsudomoe.Option{mitsudomoe.WithMaxTurns(v.Int("maxturns"))}
			if cfg.Setup != "" {
				start, err := mitsudomoe.MustNew().Setup(cfg.Setup, cfg.Seed)
				if err != nil {
					return nil, optionErr("setup", err)
				}
				opts = append(opts, mitsudomoe.WithStart(start))
			}
			g, err := mitsudomoe.New(opts...)
			if err != nil {
				return nil, optionErr("mitsudomoe", err)
			}
			return registry.Adapt("mitsudomoe", g, cfg, classicBots[mitsudomoe.State, mitsudomoe.Move](g, mitsudomoe.EvalClassic, true,
				"the classic program's random bot: uniform over the moves that do not fill its own home",
				"the classic program's greedy bot: one ply on the mean distance of the balls to their goal")...)
		},
		// About 180 turns a position: keep the demo quick.
		Demo: [2]string{"alphabeta:2", "greedy"},
	})
}

// mitsudomoeOptions are Mitsudomoe's rule options: its constructor's
// WithMaxTurns.
var mitsudomoeOptions = []registry.Option{
	{Name: "maxturns", Kind: registry.IntOption, Default: strconv.Itoa(mitsudomoe.DefaultMaxTurns), Min: 1, Max: 65535, Off: true,
		Help: "the turns, both sides' together, after which the game is drawn (rule E4); off: no cap"},
}
