// build.go holds Build: a book grown breadth first from a game's own
// search, its values propagated by negamax.

package book

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// BuildOptions say how far Build grows a book and how it scores the
// leaves. The zero value expands the start alone, on one goroutine.
type BuildOptions struct {
	// Limits bound the search of each new position, such as
	// search.Limits{Depth: 8}; a depth or node limit keeps the build
	// independent of the machine's speed and load.
	Limits search.Limits
	// Plies is the distance from the start, in moves, of the deepest
	// positions the book expands; their results are its deepest leaves.
	// 0 is 1: the start alone.
	Plies int
	// Full is the distance up to which every position is expanded,
	// whatever its value: Full 2 expands the start and the result of
	// each of its moves.
	Full int
	// Margin is how far below the best move of its parent (for the
	// player who chooses) the move to a position may be, deeper than
	// Full, for the position to be expanded.
	Margin float64
	// MaxPositions, if positive, stops the build before an expansion
	// would take the book beyond it.
	MaxPositions int
	// Threads is the number of leaves searched at once, each on its own
	// goroutine with its own searcher; 0 is 1. The book does not depend
	// on it.
	Threads int
	// Progress, if not nil, is called as leaves are searched with the
	// number of positions in the book so far and the distance from the
	// start of the positions being expanded. Calls do not overlap.
	Progress func(positions, ply int)
}

// Build grows a book of g from start (see the package's documentation):
// positions are expanded breadth first, their new results searched within
// opts.Limits, and the values propagated by negamax after each ply. Each
// leaf is searched by a new searcher from newSearcher, so that its value
// does not depend on the leaves searched before it: the same game, start,
// searcher and options give the same book, whatever opts.Threads. Build
// calls newSearcher one call at a time, but the searchers it returns
// search at once with opts.Threads above 1, so they must not share
// mutable state. The result of a finished game is valued as search values
// it: a win by WinScore and its margin, a draw 0. When ctx ends, Build
// returns the book so far (the positions expanded before the first one
// whose leaves were not all searched), its values propagated, with ctx's
// error. Other errors are the search's, or wrap ErrUnsupported.
func Build[S, M comparable](ctx context.Context, g ply.Game[S, M], start S, newSearcher func() search.Searcher[S, M], opts BuildOptions) (*Book[S, M], error) {
	b, err := New(g, start)
	if err != nil {
		return nil, err
	}
	bl := builder[S, M]{b: b, g: g, newSearcher: newSearcher, opts: opts, expanded: map[*node[S, M]]bool{}}
	v, n, err := bl.searchAll(ctx, []S{start}, 0)
	if n == 0 {
		return nil, err
	}
	root := b.set(start, nil, v[0])
	frontier := []*node[S, M]{root}
	plies := max(opts.Plies, 1)
	for depth := 0; depth < plies && len(frontier) > 0; depth++ {
		next, err := bl.expandAll(ctx, frontier, depth)
		bl.propagate()
		if err != nil {
			return b, err
		}
		frontier = bl.chosen(frontier, next, depth+1)
	}
	return b, nil
}

// builder is the state of one Build.
type builder[S, M comparable] struct {
	b           *Book[S, M]
	g           ply.Game[S, M]
	newSearcher func() search.Searcher[S, M]
	opts        BuildOptions
	expanded    map[*node[S, M]]bool
	mu          sync.Mutex // serialises newSearcher and Progress
}

// expandAll expands the positions of frontier, at distance depth from the
// start, in order, until MaxPositions would be passed: it searches the new
// results of their moves at once and puts them in the book in the order
// of frontier and of each position's moves, which it returns. The book is
// the same as one position expanded after the other.
func (bl *builder[S, M]) expandAll(ctx context.Context, frontier []*node[S, M], depth int) ([]*node[S, M], error) {
	type plan struct {
		n     *node[S, M]
		kids  []int // indexes in states of the new results, in the order of the moves
		lines [][]M
	}
	var plans []plan
	var states []S
	index := map[S]int{}
	var moves []M
	for _, n := range frontier {
		moves = bl.g.AppendMoves(moves[:0], n.s)
		if bl.opts.MaxPositions > 0 && bl.b.Len()+len(states)+len(moves) > bl.opts.MaxPositions {
			break
		}
		p := plan{n: n}
		if _, over := bl.g.Result(n.s); !over {
			for _, m := range moves {
				c := bl.g.Apply(n.s, m)
				if bl.b.find(c) != nil {
					continue
				}
				if _, ok := index[c]; ok {
					continue
				}
				index[c] = len(states)
				states = append(states, c)
				p.kids = append(p.kids, index[c])
				p.lines = append(p.lines, append(n.line[:len(n.line):len(n.line)], m))
			}
		}
		plans = append(plans, p)
	}
	values, done, err := bl.searchAll(ctx, states, depth)
	var out []*node[S, M]
	for _, p := range plans {
		if slices.ContainsFunc(p.kids, func(i int) bool { return i >= done }) {
			break
		}
		bl.expanded[p.n] = true
		for j, i := range p.kids {
			out = append(out, bl.b.set(states[i], p.lines[j], values[i]))
		}
	}
	return out, err
}

// searchAll returns the values of states for the first player, searched on
// opts.Threads goroutines, and how many of them, from the first, were
// searched before an error (all of them without one). depth is the
// distance of their parents from the start, for Progress.
func (bl *builder[S, M]) searchAll(ctx context.Context, states []S, depth int) ([]float64, int, error) {
	values := make([]float64, len(states))
	errs := make([]error, len(states))
	searched := make([]bool, len(states))
	var next atomic.Int64
	var failed atomic.Bool
	count := bl.b.Len()
	work := func() {
		for !failed.Load() {
			i := int(next.Add(1) - 1)
			if i >= len(states) {
				return
			}
			v, err := bl.value(ctx, states[i])
			if err != nil {
				errs[i] = err
				failed.Store(true)
				return
			}
			values[i] = v
			bl.mu.Lock()
			searched[i] = true
			count++
			if bl.opts.Progress != nil {
				bl.opts.Progress(count, depth)
			}
			bl.mu.Unlock()
		}
	}
	threads := min(max(bl.opts.Threads, 1), max(len(states), 1))
	var wg sync.WaitGroup
	for range threads - 1 {
		wg.Go(work)
	}
	work()
	wg.Wait()
	done := 0
	for done < len(states) && searched[done] {
		done++
	}
	if done < len(states) {
		for _, err := range errs {
			if err != nil {
				return values, done, err
			}
		}
	}
	return values, done, nil
}

// value returns the value of s for the first player: its result's if the
// game is over, else the score of a new searcher's search within Limits,
// to two decimals.
func (bl *builder[S, M]) value(ctx context.Context, s S) (float64, error) {
	if r, over := bl.g.Result(s); over {
		return endValue(r), nil
	}
	bl.mu.Lock()
	p := bl.newSearcher()
	bl.mu.Unlock()
	res, err := p.Search(ctx, s, bl.opts.Limits)
	if err != nil {
		return 0, fmt.Errorf("book: search: %w", err)
	}
	return forMover(math.Round(res.Score*100)/100, bl.g.ToMove(s)), nil
}

// endValue returns the value of a finished game for the first player, as
// search values it at distance 0.
func endValue(r ply.Result) float64 {
	if r.Winner == ply.NoPlayer {
		return 0
	}
	v := search.WinScore + float64(r.Score[0]-r.Score[1])*search.MarginUnit
	if r.Winner == ply.Second {
		v = -(search.WinScore + float64(r.Score[1]-r.Score[0])*search.MarginUnit)
	}
	return v
}

// propagate sets the value of every expanded position to the best value
// of its moves' results for its player to move (negamax), from the
// deepest up.
func (bl *builder[S, M]) propagate() {
	done := map[*node[S, M]]bool{}
	var visit func(n *node[S, M]) float64
	var moves []M
	visit = func(n *node[S, M]) float64 {
		if !bl.expanded[n] || done[n] {
			return n.value
		}
		done[n] = true // a cycle reads the value as it was
		if _, over := bl.g.Result(n.s); over {
			return n.value
		}
		p := bl.g.ToMove(n.s)
		moves = bl.g.AppendMoves(moves[:0], n.s)
		kids := make([]*node[S, M], 0, len(moves))
		for _, m := range moves {
			if c := bl.b.find(bl.g.Apply(n.s, m)); c != nil {
				kids = append(kids, c)
			}
		}
		best := math.Inf(-1)
		for _, c := range kids {
			best = max(best, forMover(visit(c), p))
		}
		if len(kids) > 0 {
			n.value = forMover(best, p)
		}
		return n.value
	}
	if len(bl.b.order) > 0 {
		visit(bl.b.order[0])
	}
}

// chosen returns the positions of next (new at distance d from the start)
// to expand: all of them below Full, else those whose move from an
// expanded parent of frontier is within Margin of that parent's best.
func (bl *builder[S, M]) chosen(frontier, next []*node[S, M], d int) []*node[S, M] {
	if d < bl.opts.Full {
		return next
	}
	fresh := map[*node[S, M]]bool{}
	for _, n := range next {
		fresh[n] = true
	}
	pick := map[*node[S, M]]bool{}
	for _, n := range frontier {
		if !bl.expanded[n] {
			continue
		}
		for _, e := range bl.b.Moves(n.s) {
			c := bl.b.find(bl.g.Apply(n.s, e.Move))
			if fresh[c] && e.Score >= forMover(n.value, bl.g.ToMove(n.s))-bl.opts.Margin {
				pick[c] = true
			}
		}
	}
	var out []*node[S, M]
	for _, n := range next {
		if pick[n] {
			out = append(out, n)
		}
	}
	return out
}
