// morelli.go registers Morelli.

package games

import (
	"fmt"
	"github.com/plygo/ply/search"
	"math/rand/v2"
	"os"

	"github.com/plygo/ply/morelli"
)

func init() {
	Register(Entry{
		Name: "morelli",
		Summary: "Morelli (Moxham): slide pieces queen-wise toward the Throne, sandwich to capture, complete a frame to crown your King; " +
			"the King's owner wins when the side to move is stuck. -setup default|random (with -seed). Moves like \"a7-h7\"",
		Open: func(o Options) (Game, error) {
			if err := o.Only("morelli", "setup"); err != nil {
				return nil, err
			}
			opts := []morelli.Option{morelli.WithColor(colorTerminal())}
			switch o.Setup {
			case "", "default":
			case "random":
				opts = append(opts, morelli.WithRandomSetup(o.Seed))
			default:
				return nil, fmt.Errorf("morelli: -setup %q (want default or random): %w", o.Setup, ErrOption)
			}
			g := morelli.New(opts...)
			seed := morelli.New(append(opts, morelli.WithEval(morelli.EvalSeed))...)
			bots := seedBots[morelli.State, morelli.Move](g, seed, false,
				"uniform over the legal moves",
				"the seed's greedy bot: one ply on its score (pieces, Throne, partial frames)")
			bots = append(bots, Bot[morelli.State, morelli.Move]{
				Name: "seed-alphabeta",
				Help: "the seed's alpha-beta bot: depth 2 on its score",
				New: func(*rand.Rand) search.Strategy[morelli.State, morelli.Move] {
					return search.AlphaBeta(seed, search.Options{Depth: 2})
				},
			})
			return Adapt("morelli", g, o, bots...)
		},
		// About 100 plies from 480 opening moves: keep the demo quick.
		Demo: [2]string{"alphabeta:2", "greedy"},
	})
}

// colorTerminal reports whether standard output is a terminal that takes
// ANSI colours, for the rainbow bands of the board.
func colorTerminal() bool {
	if os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb" {
		return false
	}
	fi, err := os.Stdout.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
