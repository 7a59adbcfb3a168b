// shallow.go holds ShallowPlier, the capability by which a game tells
// alpha-beta to spare the table and its move-ordering hints near the
// horizon, and the worker's use of it.

package search

import "github.com/plygo/ply"

// ShallowPlier is an optional capability of a game for alpha-beta: where
// the game's hints (ply.MoveOrderer) and the transposition table cost more
// near the horizon than the nodes they save, as in Othello, whose programs
// search their last plies without either. At a node ShallowPlies() or
// fewer plies above the horizon, alpha-beta neither probes nor stores the
// table and asks no hints: killer moves and history order the moves there.
// This changes the nodes a search visits and their cost, never the value
// of a fixed-depth search. A selective search (Options.Selective) ignores
// it, since its values follow the order of the moves: on Othello it
// searched half a ply deeper in the same time with it, but needed more
// nodes for each depth, and lost at 100 ms a move in two trials (about 23
// and 11 Elo; docs/strength.md). 0 or less is the default: the table and
// the hints at every node. Options.NoShallow ignores it too.
type ShallowPlier interface {
	ShallowPlies() int
}

// shallowPliesOf returns g's ShallowPlies, or 0.
func shallowPliesOf[S, M comparable](g ply.Game[S, M]) int {
	if p, ok := ply.As[ShallowPlier](g); ok {
		return max(p.ShallowPlies(), 0)
	}
	return 0
}
