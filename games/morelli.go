// morelli.go registers Morelli.

package games

import (
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/morelli"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

func init() {
	registry.Register(registry.Entry{
		Name:     "morelli",
		Lessons:  morelli.Lessons(),
		Notation: "A move is a piece's slide: the cell it leaves, '-', the cell it reaches.\n  a7-h7   slide the piece on a7 to h7, any distance queen-wise, toward the centre\n  A7H7    the same, without the dash\nOn the board: x Black, o White, X or O the King on the Throne (g7).",
		Summary: "Morelli (Moxham): slide pieces queen-wise toward the Throne, sandwich to capture, complete a frame to crown your King; " +
			"the King's owner wins when the side to move is stuck. Moves like \"a7-h7\"",
		Setups: []string{
			"default: the standard setup",
			"random: a random setup from the seed",
		},
		// Levels calibrated in the arena toward 100 to 200 Elo between
		// adjacent levels (docs/strength.md, "Levels").
		Levels: [bot.MaxLevel]bot.Level{
			{Depth: 1, Random: 0.99}, {Depth: 1, Random: 0.88}, {Depth: 1, Random: 0.8}, {Depth: 1, Random: 0.7}, {Depth: 1, Random: 0.6},
			{Depth: 1, Random: 0.47}, {Depth: 1, Random: 0.35}, {Depth: 1, Random: 0.23}, {Depth: 1, Random: 0.11}, {Depth: 1},
		},
		// Curve is the fit on the records of analysis/testdata/curves
		// (docs/analysis.md): log-loss 0.2996 over 4094 scores.
		Curve: search.Curve{Scale: 13.218},
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only("morelli", "setup"); err != nil {
				return nil, err
			}
			name := cfg.Setup
			if name == "" {
				name = "default"
			}
			start, err := morelli.MustNew().Setup(name, cfg.Seed)
			if err != nil {
				return nil, optionErr("setup", err)
			}
			g, err := morelli.New(morelli.WithStart(start))
			if err != nil {
				return nil, optionErr("morelli", err)
			}
			bots := classicBots[morelli.State, morelli.Move](g, morelli.EvalClassic, false,
				"uniform over the legal moves",
				"the classic program's greedy bot: one ply on its score (pieces, Throne, partial frames)")
			classic := ply.WithEval[morelli.State, morelli.Move](g, morelli.EvalClassic)
			bots = append(bots, registry.OwnBot[morelli.State, morelli.Move]{
				Name: "classic-alphabeta",
				Help: "the classic program's alpha-beta bot: depth 2 on its score",
				New: func(*rand.Rand) search.Searcher[morelli.State, morelli.Move] {
					return search.AlphaBeta(classic, search.Options{})
				},
				NewWithin: func(_ *rand.Rand, mb int) search.Searcher[morelli.State, morelli.Move] {
					return search.AlphaBeta(classic, search.Options{TableMB: mb})
				},
				Limits: search.Limits{Depth: 2},
			})
			return registry.Adapt("morelli", g, cfg, bots...)
		},
		// About 100 plies from 480 opening moves: keep the demo quick.
		Demo: [2]string{"alphabeta:2", "greedy"},
	})
}
