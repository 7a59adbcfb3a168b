// baselines.go holds what the seed programs' bots need beyond the search
// package: a random player that never picks a move that loses at once.

package games

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// avoidLoss plays uniformly at random among the moves that do not end the
// game in a loss for the mover, and among all moves when every move loses.
// It is the seed programs' random bot where they had one that skipped
// suicidal moves (Mitsudomoe's "fill your own home").
type avoidLoss[S, M comparable] struct {
	g   ply.Game[S, M]
	rng *rand.Rand
}

// Choose picks the move.
func (b *avoidLoss[S, M]) Choose(ctx context.Context, s S) (M, error) {
	var zero M
	if err := ctx.Err(); err != nil {
		return zero, err
	}
	if _, over := b.g.Result(s); over {
		return zero, fmt.Errorf("random: %w", ply.ErrGameOver)
	}
	me := b.g.ToMove(s)
	moves := b.g.AppendMoves(nil, s)
	safe := moves[:0:0]
	for _, m := range moves {
		if r, over := b.g.Result(b.g.Apply(s, m)); !over || r.For(me) >= 0 {
			safe = append(safe, m)
		}
	}
	if len(safe) == 0 {
		safe = moves
	}
	return safe[b.rng.IntN(len(safe))], nil
}

// seedBots returns the usual baseline pair: "seed-random", the seed's
// random bot (skipping moves that lose at once when avoid is set), and
// "seed-greedy", one ply of search on evalGame, a game that evaluates
// positions as the seed did.
func seedBots[S, M comparable](g, evalGame ply.Game[S, M], avoid bool, randomHelp, greedyHelp string) []Bot[S, M] {
	return []Bot[S, M]{
		{Name: "seed-random", Help: randomHelp, New: func(rng *rand.Rand) search.Strategy[S, M] {
			if avoid {
				return &avoidLoss[S, M]{g: g, rng: rng}
			}
			return search.Random(g, rng)
		}},
		{Name: "seed-greedy", Help: greedyHelp, New: func(*rand.Rand) search.Strategy[S, M] {
			return search.Greedy(evalGame)
		}},
	}
}
