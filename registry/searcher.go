// searcher.go makes any search.Searcher a Bot of its game.

package registry

import (
	"context"
	"fmt"
	"iter"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/search"
)

// SearcherBot returns a bot of g that plays the moves s finds within lim
// (the zero Limits: s's own default). g must be the game of s's states and
// moves, as Adapt made it; otherwise the error wraps bot.ErrSpec. A
// searcher that can report progress (an Iterate method, as alpha-beta and
// MCTS have) reports it to Choose's report.
func SearcherBot[S, M comparable](g Game, s search.Searcher[S, M], lim search.Limits) (Bot, error) {
	a, ok := g.(*adapter[S, M])
	if !ok {
		return nil, fmt.Errorf("searcher bot: game %q is not of the searcher's states and moves: %w", g.Name(), bot.ErrSpec)
	}
	b := &searchBot[S, M]{a: a, p: s, lim: lim}
	if it, ok := s.(interface {
		Iterate(ctx context.Context, s S, lim search.Limits) iter.Seq2[search.Result[M], error]
	}); ok {
		b.iterate = it.Iterate
	}
	return b, nil
}
