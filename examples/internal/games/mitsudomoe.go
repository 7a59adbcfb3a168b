// mitsudomoe.go registers Mitsudomoe.

package games

import "github.com/plygo/ply/mitsudomoe"

func init() {
	Register(Entry{
		Name:    "mitsudomoe",
		Summary: "Mitsudomoe (Yamamoto): place or move a ring, then step or vault a ball onto your ring; first with all three balls in the far corner wins. Moves like \"*b2 a1>b2\" or \"d4>a5 b2>d4 x c3>e2\"",
		Open: func(o Options) (Game, error) {
			if err := o.Only("mitsudomoe"); err != nil {
				return nil, err
			}
			g := mitsudomoe.New()
			seed := mitsudomoe.New(mitsudomoe.Evaluator(mitsudomoe.SeedEval))
			return Adapt("mitsudomoe", g, o, seedBots[mitsudomoe.State, mitsudomoe.Move](g, seed, true,
				"the seed's random bot: uniform over the moves that do not fill its own home",
				"the seed's greedy bot: one ply on the mean distance of the balls to their goal")...)
		},
		// About 180 turns a position: keep the demo quick.
		Demo: [2]string{"alphabeta:2", "greedy"},
	})
}
