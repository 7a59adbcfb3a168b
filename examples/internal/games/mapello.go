// mapello.go registers Mapello.

package games

import (
	"fmt"

	"github.com/plygo/ply/mapello"
)

func init() {
	Register(Entry{
		Name: "mapello",
		Summary: "Mapello (Lucas, Romeral Andrés): Othello with walls, bonus cells worth 3 and jokers on the border that close lines for the mover. " +
			"-setup default|rulebook|plain|random (with -seed)|random:SEED:WALLS:BONUSES:JOKERS. Moves like \"d3\" or \"pass\"",
		Open: func(o Options) (Game, error) {
			if err := o.Only("mapello", "setup"); err != nil {
				return nil, err
			}
			var start mapello.State
			var err error
			if o.Setup == "random" {
				start, err = mapello.RandomSetup(o.Seed, 8, 8, 8)
			} else {
				start, err = mapello.ParseSetup(o.Setup)
			}
			if err != nil {
				return nil, fmt.Errorf("-setup: %w: %w", err, ErrOption)
			}
			g := mapello.New(mapello.Setup(start))
			discs := mapello.New(mapello.Setup(start), mapello.Evaluation(mapello.EvalDiscs))
			return Adapt("mapello", g, o, seedBots[mapello.State, mapello.Move](g, discs, false,
				"the seed's easy bot: uniform over the legal moves",
				"the seed's hard bot: one ply on the disc count")...)
		},
	})
}
