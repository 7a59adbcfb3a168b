// pathway.go registers Pathway.

package games

import (
	"fmt"

	"github.com/plygo/ply/pathway"
)

func init() {
	Register(Entry{
		Name:    "pathway",
		Summary: "Pathway (Steere): place stones touching at most one friend; first with no placement wins. -size 2..16 (default 6)",
		Open: func(o Options) (Game, error) {
			if err := o.Only("pathway", "size"); err != nil {
				return nil, err
			}
			n := o.Size
			if n == 0 {
				n = pathway.DefaultSize
				// A position says its own size.
				if s, err := pathway.ParseState(o.Position); err == nil {
					n = s.Size()
				}
			}
			g, err := pathway.NewSize(n)
			if err != nil {
				return nil, fmt.Errorf("-size: %w: %w", err, ErrOption)
			}
			// Pathway's Evaluate is the seed's mobility difference.
			return Adapt("pathway", g, o, seedBots[pathway.State, pathway.Move](g, g, false,
				"the seed's random bot: uniform over the legal placements",
				"the seed's level-2 bot: one ply on the mobility difference")...)
		},
	})
}
