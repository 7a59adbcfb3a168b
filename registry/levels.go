// levels.go holds the bots "level:1" to "level:10" (bot.Level says what
// each plays): each game's ladder is in its Entry (Entry.Levels), the
// default one in package bot (bot.DefaultLevels).

package registry

import (
	"context"
	"math/rand/v2"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/search"
)

// Levels returns the levels of the game registered as game, weakest first:
// Levels(game)[n-1] is what "level:n" plays. They are its Entry's Levels,
// or bot.DefaultLevels for a game whose Entry has none (and for a name
// nobody registered).
func Levels(game string) []bot.Level {
	l := bot.DefaultLevels()
	mu.RLock()
	if e, ok := entries[game]; ok && e.Levels != ([bot.MaxLevel]bot.Level{}) {
		l = e.Levels
	}
	mu.RUnlock()
	return l[:]
}

// level returns the bot "level:n", n from 1 to bot.MaxLevel.
func (a *adapter[S, M]) level(n int, rng *rand.Rand) *searchBot[S, M] {
	l := Levels(a.name)[n-1]
	p := &levelPlayer[S, M]{
		ab:      search.AlphaBeta(a.g, search.Options{TableMB: levelTableMB}),
		random:  search.Random(a.g, rng),
		rng:     rng,
		chance:  l.Random,
		shallow: l.Shallow,
	}
	sb := &searchBot[S, M]{a: a, p: p, lim: search.Limits{Depth: l.Depth, Nodes: l.Nodes}}
	sb.remake = func() {
		mb, _ := sb.bounded(levelTableMB, 1)
		p.ab = search.AlphaBeta(a.g, search.Options{TableMB: mb})
	}
	return sb
}

// levelTableMB is the transposition table of a level's search: small, as
// its searches are.
const levelTableMB = 4

// levelPlayer plays a random move with probability chance, else the move
// of its alpha-beta search, one ply shallower than its limit with
// probability shallow.
type levelPlayer[S, M comparable] struct {
	ab      *search.AlphaBetaPlayer[S, M]
	random  *search.RandomPlayer[S, M]
	rng     *rand.Rand
	chance  float64
	shallow float64
}

func (p *levelPlayer[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := p.Search(ctx, s, search.Limits{})
	return r.Move, err
}

func (p *levelPlayer[S, M]) Search(ctx context.Context, s S, lim search.Limits) (search.Result[M], error) {
	// The draw comes first, in every position, so that the stream of
	// numbers does not depend on what the search finds.
	// The shallow draw, likewise, comes in every position when the level
	// has one, and not at all when it has none, so that the levels
	// without it play as they did before it existed.
	random := p.chance > 0 && p.rng.Float64() < p.chance
	shallow := p.shallow > 0 && p.rng.Float64() < p.shallow
	if random {
		return p.random.Search(ctx, s, lim)
	}
	if shallow && lim.Depth > 1 {
		lim.Depth--
	}
	return p.ab.Search(ctx, s, lim)
}
