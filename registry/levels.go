// levels.go holds the levels for people: the bots "level:1" (a beginner
// can beat it) to "level:10" (the strongest), each an alpha-beta search of
// a fixed depth or node budget that plays a random move now and then, or
// searches a ply less deep now and then. Each game's ladder is in its
// Entry (Entry.Levels); the defaults are here.

package registry

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/plygo/ply/search"
)

// MaxLevel is the strongest level, "level:10"; "level:1" is the weakest.
const MaxLevel = 10

// Level is what one of the bots "level:N" plays: an alpha-beta search
// (search.AlphaBeta on the game's evaluation, one thread) bounded by Depth
// or Nodes, never by time, so that a level plays the same on any machine,
// a chance Random of playing a uniformly random legal move instead, and
// a chance Shallow of searching one ply less deep than Depth. The draws come
// from the bot's seed, so one seed gives one game.
type Level struct {
	// Depth is the search's depth in plies; 0 when Nodes bounds it.
	Depth int
	// Nodes is the search's budget of states created (search.Limits.Nodes),
	// for iterative deepening; 0 when Depth bounds it. The search checks
	// it every 1024 nodes, so the levels' budgets are multiples of 1024.
	Nodes uint64
	// Random is the chance, from 0 to 1, of a uniformly random legal move
	// in place of the search's.
	Random float64
	// Shallow is the chance, from 0 to 1, that a move's search (when it
	// is not a random move) goes to Depth-1 plies instead of Depth: a
	// step between two depths, finer than a random move. It needs a
	// Depth of 2 or more, and no Nodes.
	Shallow float64
}

// String describes the level, such as "depth 2, 30% random moves".
func (l Level) String() string {
	s := "depth " + strconv.Itoa(l.Depth)
	if l.Nodes > 0 {
		s = strconv.FormatUint(l.Nodes, 10) + " nodes"
	}
	if l.Random > 0 {
		s += fmt.Sprintf(", %.4g%% random moves", l.Random*100)
	}
	if l.Shallow > 0 {
		s += fmt.Sprintf(", %.4g%% of moves at depth %d", l.Shallow*100, l.Depth-1)
	}
	return s
}

// defaultLevels are the levels of a game whose Entry has none of its own.
var defaultLevels = [MaxLevel]Level{
	{Depth: 1, Random: 0.9}, {Depth: 1, Random: 0.65}, {Depth: 1, Random: 0.4}, {Depth: 1, Random: 0.2}, {Depth: 2, Random: 0.2},
	{Depth: 2}, {Depth: 3}, {Nodes: 2048}, {Nodes: 8192}, {Nodes: 32_768},
}

// Levels returns the levels of the game registered as game, weakest first:
// Levels(game)[n-1] is what "level:n" plays. They are its Entry's Levels,
// or the default levels for a game whose Entry has none (and for a name
// nobody registered).
func Levels(game string) []Level {
	l := defaultLevels
	mu.RLock()
	if e, ok := entries[game]; ok && e.Levels != ([MaxLevel]Level{}) {
		l = e.Levels
	}
	mu.RUnlock()
	return l[:]
}

// check returns why l is not a valid level, or "": it needs a Depth or
// Nodes, not both, chances from 0 to 1, and a Shallow chance only with a
// Depth of 2 or more.
func (l Level) check() string {
	switch {
	case (l.Depth > 0) == (l.Nodes > 0) || l.Depth < 0:
		return "want a Depth or Nodes, not both"
	case !(l.Random >= 0 && l.Random <= 1) || !(l.Shallow >= 0 && l.Shallow <= 1):
		return "want chances from 0 to 1"
	case l.Shallow > 0 && l.Depth < 2:
		return "a Shallow chance needs a Depth of 2 or more"
	}
	return ""
}

// level returns the bot "level:n", n from 1 to MaxLevel.
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
