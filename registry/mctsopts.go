// mctsopts.go holds the options of the bot "mcts" that set its search's
// features and constants, such as mcts:100ms:minimax=0.3:playout=eval, and
// a game's own defaults of them (Entry.MCTS).

package registry

import (
	"fmt"
	"strconv"

	"github.com/plygo/ply/search"
)

// applyMCTS sets in opts the options of mcts that o gives (BotOptions,
// Exploration to Solver); the others keep their values.
func (o BotOptions) applyMCTS(opts *search.MCTSOptions) {
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
		n, _ := strconv.Atoi(o.Playout) // checked by BotSpec.check
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

// mctsDefaults reads a game's own options for "mcts" (Entry.MCTS): options
// of mcts alone, KEY=VALUE separated by colons, as a specification of mcts
// writes them.
func mctsDefaults(text string) (BotOptions, error) {
	spec, err := ParseBotSpec(kindMCTS + ":" + text)
	if err != nil {
		return BotOptions{}, err
	}
	o := spec.Options
	if spec.Nodes != 0 || spec.MoveTime != 0 || o.Seed != nil || o.Threads != 0 || o.Hash != 0 || o.Eval != "" {
		return BotOptions{}, fmt.Errorf("%q: not options of mcts alone (c, playout, scale, minimax, bias, widen, solver)", text)
	}
	return o, nil
}

// setMCTS sets the game's own options for "mcts" (Entry.MCTS).
func (a *adapter[S, M]) setMCTS(o BotOptions) { a.mcts = o }
