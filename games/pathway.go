// pathway.go registers Pathway.

package games

import (
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

func init() {
	registry.Register(registry.Entry{
		Name:     "pathway",
		Lessons:  pathway.Lessons(),
		Notation: "A move is the cell a stone goes on: a file letter and a row number.\n  c3    place a stone on c3 (files a, b, c ... from the left, rows 1, 2, 3 ... from the bottom)\n  a10   on boards of 10 and more, rows take two digits",
		Summary:  "Pathway (Steere): place a stone touching no stone, or exactly one of your own; the first with no placement wins. Size 2 to 16 (default 6). Moves like \"c3\"",
		Setups:   []string{"default: the empty board"},
		Sizes:    registry.Sizes{Min: pathway.MinSize, Max: pathway.MaxSize, Default: pathway.DefaultSize},
		// Pathway's playouts are short and cheap, and tell more than its
		// evaluation alone: MCTS plays them out to the end and mixes
		// implicit minimax backups of the evaluation into their means at
		// weight 0.5, with exploration 0.3 and progressive widening over
		// moves ordered by the evaluation (docs/strength.md, "MCTS against
		// alpha-beta"; on EvalSolved this scored 50% against alpha-beta at
		// 100 ms in screens, the setting before it 32%).
		// (mcts:playout=end:minimax=0.5:c=0.3:widen=2 in a bot's
		// specification.)
		MCTS: &search.MCTSOptions{Minimax: 0.5, Exploration: 0.3, Widening: 2},
		// Levels calibrated in the arena toward 100 to 200 Elo between
		// adjacent levels (docs/strength.md, "Levels").
		Levels: [bot.MaxLevel]bot.Level{
			{Depth: 1, Random: 0.9}, {Depth: 1, Random: 0.55}, {Depth: 1, Random: 0.2}, {Depth: 2}, {Depth: 3},
			{Nodes: 6144}, {Nodes: 32_768}, {Nodes: 131_072}, {Nodes: 393_216}, {Nodes: 1_179_648},
		},
		// Curve is the fit on the records of analysis/testdata/curves
		// (docs/analysis.md): log-loss 0.6904 over 1112 scores.
		Curve: search.Curve{Scale: 13.456},
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only("pathway", "size", "setup"); err != nil {
				return nil, err
			}
			n := cfg.Size
			if n == 0 {
				n = pathway.DefaultSize
				// A position says its own size.
				if s, err := pathway.ParseState(cfg.Position); err == nil {
					n = s.Size()
				}
			}
			g, err := pathway.New(pathway.WithSize(n))
			if err != nil {
				return nil, optionErr("size", err)
			}
			// The rules have one setup, the empty board: the name is
			// checked, and the start stays the game's.
			name := cfg.Setup
			if name == "" {
				name = "default"
			}
			if _, err := g.Setup(name, cfg.Seed); err != nil {
				return nil, optionErr("setup", err)
			}
			return registry.Adapt("pathway", g, cfg, classicBots[pathway.State, pathway.Move](g, pathway.EvalClassic, false,
				"the classic program's random bot: uniform over the legal placements",
				"the classic program's level-2 bot: one ply on the mobility difference")...)
		},
	})
}
