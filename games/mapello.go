// mapello.go registers Mapello.

package games

import (
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/registry"
)

func init() {
	registry.Register(registry.Entry{
		Name: "mapello",
		Summary: "Mapello (Lucas, Romeral Andrés): Othello with walls, bonus cells worth 3 and jokers on the border that close lines for the mover. " +
			"Moves like \"d3\" or \"pass\"",
		Setups: []string{
			"default: the rule book's example board",
			"rulebook: the same board",
			"plain: the Othello start",
			"random: 8 walls, 8 bonuses and 8 jokers placed from the seed",
			"random:SEED:WALLS:BONUSES:JOKERS: a random board of your own",
		},
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only("mapello", "setup"); err != nil {
				return nil, err
			}
			var start mapello.State
			var err error
			if cfg.Setup == "random" {
				start, err = mapello.RandomSetup(cfg.Seed, 8, 8, 8)
			} else {
				start, err = mapello.ParseSetup(cfg.Setup)
			}
			if err != nil {
				return nil, optionErr("setup", err)
			}
			g, err := mapello.New(mapello.WithStart(start))
			if err != nil {
				return nil, optionErr("mapello", err)
			}
			return registry.Adapt("mapello", g, cfg, classicBots[mapello.State, mapello.Move](g, mapello.EvalDiscs, false,
				"the classic program's easy bot: uniform over the legal moves",
				"the classic program's hard bot: one ply on the disc count")...)
		},
	})
}
