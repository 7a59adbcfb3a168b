// pushfight.go registers Push Fight.

package games

import (
	"fmt"

	"github.com/plygo/ply/pushfight"
)

func init() {
	Register(Entry{
		Name: "pushfight",
		Summary: "Push Fight (Picotte): slide up to two pieces, then push a line with a square; push an enemy piece off an open edge to win. " +
			"-setup standard|classic|mirror|placement. Turns like \"d4-c4 d1^\", setup moves like \"d1d2d4/c2d3\"",
		Open: func(o Options) (Game, error) {
			if err := o.Only("pushfight", "setup"); err != nil {
				return nil, err
			}
			name := o.Setup
			if name == "" {
				name = "standard"
			}
			start, err := pushfight.NamedSetup(name)
			if err != nil {
				return nil, fmt.Errorf("-setup: %w: %w", err, ErrOption)
			}
			g := pushfight.New(pushfight.StartAt(start))
			seed := pushfight.New(pushfight.StartAt(start), pushfight.SeedEvaluation())
			// The seed's random bot skipped pushes of its own pieces off
			// the board; those are illegal here, and avoidLoss skips any
			// turn that loses at once.
			return Adapt("pushfight", g, o, seedBots[pushfight.State, pushfight.Move](g, seed, true,
				"the seed's random bot: uniform over the turns that do not lose at once",
				"the seed's greedy bot: one turn on mobility (reachable cells plus pushes)")...)
		},
		// About 2,000 turns a position: keep the demo quick.
		Demo: [2]string{"alphabeta:2", "greedy"},
	})
}
