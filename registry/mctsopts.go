// mctsopts.go holds the options of the bot "mcts" that set its search's
// features and constants, such as mcts:100ms:minimax=0.3:playout=eval,
// which apply after a game's own (Entry.MCTS).

package registry

import (
	"strconv"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/search"
)

// applyMCTS sets in opts the options of mcts that o gives (bot.Options,
// Exploration to Solver); the others keep their values.
func applyMCTS(o bot.Options, opts *search.MCTSOptions) {
	if o.Exploration != nil {
		opts.Exploration = *o.Exploration
	}
	switch o.Playout {
	case "":
	case "end":
		opts.PlayoutDepth, opts.EvalLeaves = 0, false
	case "eval":
		opts.PlayoutDepth, opts.EvalLeaves = 0, true
	default:
		n, _ := strconv.Atoi(o.Playout) // checked by bot.Spec.Validate
		opts.PlayoutDepth, opts.EvalLeaves = n, false
	}
	if o.Scale != nil {
		opts.EvalScale = *o.Scale
	}
	if o.Minimax != nil {
		opts.Minimax = *o.Minimax
	}
	if o.Bias != nil {
		opts.Bias = *o.Bias
	}
	if o.Widen != nil {
		opts.Widening = *o.Widen
	}
	if o.Solver != nil {
		opts.NoSolver = !*o.Solver
	}
}

// setMCTS sets the game's own options for "mcts" (Entry.MCTS), which
// Register checked and keeps unchanged.
func (a *adapter[S, M]) setMCTS(o *search.MCTSOptions) { a.mcts = o }
