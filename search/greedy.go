// greedy.go holds GreedyPlayer, the one-ply strategy.

package search

import (
	"context"

	"github.com/plygo/ply"
)

// GreedyPlayer looks one ply ahead: it plays the move whose resulting state
// is best for it, a finished game scored from its Result (so it always takes
// an immediate win and avoids an immediate loss) and any other state by the
// game's Evaluate. It chooses exactly what Minimax at depth 1 chooses; ties
// go to the first move in generation order. It is safe for concurrent use.
type GreedyPlayer[S, M comparable] struct {
	g ply.Game[S, M]
}

// Greedy returns the one-ply player for g.
func Greedy[S, M comparable](g ply.Game[S, M]) *GreedyPlayer[S, M] {
	return &GreedyPlayer[S, M]{g: g}
}

// Choose returns the greedy move in s; see Search.
func (p *GreedyPlayer[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := p.Search(ctx, s, Limits{})
	return r.Move, err
}

// Search scores every move of s and returns the best, with Depth 1; of
// lim it heeds only Nodes and its time (Limits.TimeLimit; see
// MinimaxPlayer.Search). On a finished state it returns an error wrapping
// ply.ErrGameOver. If ctx is done before or during the search it returns
// the best move among those already scored (the first legal move if none
// was) and an error wrapping ctx's error.
func (p *GreedyPlayer[S, M]) Search(ctx context.Context, s S, lim Limits) (Result[M], error) {
	lim.Depth = 1
	mm := minimax[S, M]{g: p.g}
	return mm.run(ctx, s, 1, lim)
}
