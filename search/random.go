// random.go holds RandomPlayer, the seeded uniform strategy.

package search

import (
	"context"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/plygo/ply"
)

// RandomPlayer plays a uniformly random legal move. Its randomness comes
// only from the generator it was given, so the same seed gives the same
// moves. It is safe for concurrent use (calls take turns with the
// generator).
type RandomPlayer[S, M comparable] struct {
	g   ply.Game[S, M]
	mu  sync.Mutex
	rng *rand.Rand
}

// Random returns a player that draws its moves uniformly from rng.
func Random[S, M comparable](g ply.Game[S, M], rng *rand.Rand) *RandomPlayer[S, M] {
	return &RandomPlayer[S, M]{g: g, rng: rng}
}

// Choose returns a random legal move of s; see Search.
func (p *RandomPlayer[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := p.Search(ctx, s, Limits{})
	return r.Move, err
}

// Search draws a move; lim only matters when it is out of range, or when
// its MoveTime is negative (the move at once of every player, see Limits).
// The Result has Depth 0, Nodes 0, Score 0 and the move alone as its PV. On
// a finished state it returns an error wrapping ply.ErrGameOver. If ctx is
// already done it returns the first legal move, without drawing, and an
// error wrapping ctx's error.
func (p *RandomPlayer[S, M]) Search(ctx context.Context, s S, lim Limits) (Result[M], error) {
	var run searchRun[S, M]
	if done, err := run.begin(ctx, p.g, s, lim, nil); done {
		return run.res, err
	}
	p.mu.Lock()
	m := run.moves[p.rng.IntN(len(run.moves))]
	p.mu.Unlock()
	return Result[M]{Move: m, PV: []M{m}, Elapsed: time.Since(run.start), Completed: true}, nil
}
