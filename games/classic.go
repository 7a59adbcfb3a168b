// classic.go holds the bots of the classic programs: a random player that
// may skip moves that lose at once, and one ply of search on the classic
// evaluation.

package games

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// avoidLoss plays uniformly at random among the moves that do not end the
// game in a loss for the mover, and among all moves when every move loses.
// It is the classic programs' random bot where they had one that skipped
// suicidal moves (Mitsudomoe's "fill your own home").
type avoidLoss[S, M comparable] struct {
	g   ply.Game[S, M]
	rng *rand.Rand
}

// Choose picks the move; see Search.
func (b *avoidLoss[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := b.Search(ctx, s, search.Limits{})
	return r.Move, err
}

// Search picks the move (a search.Searcher; it needs no limits). With ctx
// already done it returns the first legal move and ctx's error.
func (b *avoidLoss[S, M]) Search(ctx context.Context, s S, _ search.Limits) (search.Result[M], error) {
	if _, over := b.g.Result(s); over {
		return search.Result[M]{}, fmt.Errorf("classic-random: %w", ply.ErrGameOver)
	}
	moves := b.g.AppendMoves(nil, s)
	if len(moves) == 0 {
		return search.Result[M]{}, fmt.Errorf("classic-random: no legal move: %w", ply.ErrInvalidState)
	}
	if err := ctx.Err(); err != nil {
		return search.Result[M]{Move: moves[0], PV: moves[:1]}, fmt.Errorf("classic-random: %w", err)
	}
	me := b.g.ToMove(s)
	safe := moves[:0:0]
	for _, m := range moves {
		if r, over := b.g.Result(b.g.Apply(s, m)); !over || r.For(me) >= 0 {
			safe = append(safe, m)
		}
	}
	if len(safe) == 0 {
		safe = moves
	}
	m := safe[b.rng.IntN(len(safe))]
	return search.Result[M]{Move: m, PV: []M{m}, Completed: true}, nil
}

// classicBots returns the usual baseline pair: "classic-random", the
// classic program's random bot (skipping moves that lose at once when
// avoid is set), and "classic-greedy", one ply of search on eval, the
// classic program's evaluation.
func classicBots[S, M comparable](g ply.Game[S, M], eval ply.EvalFunc[S], avoid bool, randomHelp, greedyHelp string) []registry.OwnBot[S, M] {
	withEval := ply.WithEval(g, eval)
	return []registry.OwnBot[S, M]{
		{Name: "classic-random", Help: randomHelp, New: func(rng *rand.Rand) search.Searcher[S, M] {
			if avoid {
				return &avoidLoss[S, M]{g: g, rng: rng}
			}
			return search.Random(g, rng)
		}},
		{Name: "classic-greedy", Help: greedyHelp, New: func(*rand.Rand) search.Searcher[S, M] {
			return search.Greedy(withEval)
		}},
	}
}

// optionErr marks an error of a game's constructor or setup parser as a
// bad game option for the registry: one wrapping ply.ErrInvalidOption.
func optionErr(what string, err error) error {
	if errors.Is(err, ply.ErrInvalidOption) {
		return fmt.Errorf("%s: %w", what, err)
	}
	return fmt.Errorf("%s: %w: %w", what, err, ply.ErrInvalidOption)
}
