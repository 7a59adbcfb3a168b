// pushfight.go registers Push Fight.

package games

import (
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

func init() {
	registry.Register(registry.Entry{
		Name:     "pushfight",
		Notation: "A turn is up to two slides, then a push; setup moves place five pieces.\n  d4-c4       a slide: from d4 along empty cells to c4\n  d1^         the push: the square on d1 pushes up (^ up, v down, < left, > right)\n  d4-c4 d1^   a whole turn: one slide, then the push (d1-d2 for the push works too)\n  d1d2d4/c2d3 a setup move: three squares, '/', two rounds (the placement setup)\n-position takes the rules' string, or maksverver's site string or address (https://pushfight.verver.ch/#history=...) to check a game against the solved one.",
		Summary: "Push Fight (Picotte): slide up to two pieces, then push a line with a square; push an enemy piece off an open edge to win. " +
			"Turns like \"d4-c4 d1^\", setup moves like \"d1d2d4/c2d3\"",
		Setups: []string{
			"default: the usual fixed start (the rules' standard)",
			"classic: the other fixed start of the rules",
			"mirror: that start mirrored",
			"placement: the empty board, each side places its pieces first",
		},
		// Curve is the fit on the records of analysis/testdata/curves
		// (docs/analysis.md): log-loss 0.6193 over 342 scores.
		Curve: search.Curve{Scale: 77.12},
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only("pushfight", "setup"); err != nil {
				return nil, err
			}
			g := pushfight.MustNew()
			if cfg.Setup != "" {
				start, err := g.Setup(cfg.Setup, cfg.Seed)
				if err != nil {
					return nil, optionErr("setup", err)
				}
				if g, err = pushfight.New(pushfight.WithStart(start)); err != nil {
					return nil, optionErr("pushfight", err)
				}
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
