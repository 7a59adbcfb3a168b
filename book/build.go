// build.go holds Build: a book grown breadth first from a game's own
// search, its values propagated by negamax.

package book

import (
	"context"
	"fmt"
	"math"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// BuildOptions say how far Build grows a book and how it scores the
// leaves. The zero value expands the start alone.
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
	// Progress, if not nil, is called after each expansion with the
	// number of positions in the book and the distance of the expanded
	// position from the start.
	Progress func(positions, ply int)
}

// Build grows a book of g from start with the searcher p (see the
// package's documentation): positions are expanded breadth first, their
// new results searched within opts.Limits, and the values propagated by
// negamax after each ply. The result of a finished game is valued as
// search values it: a win by WinScore and its margin, a draw 0. When ctx
// ends, Build returns the book so far, its values propagated, with ctx's
// error. Other errors are the search's, or wrap ErrUnsupported.
func Build[S, M comparable](ctx context.Context, g ply.Game[S, M], start S, p search.Searcher[S, M], opts BuildOptions) (*Book[S, M], error) {
	b, err := New(g, start)
	if err != nil {
		return nil, err
	}
	bl := builder[S, M]{b: b, g: g, p: p, opts: opts, expanded: map[*node[S, M]]bool{}}
	root, err := bl.leaf(ctx, start, nil)
	if err != nil {
		return nil, err
	}
	frontier := []*node[S, M]{root}
	plies := max(opts.Plies, 1)
	for depth := 0; depth < plies && len(frontier) > 0; depth++ {
		var next []*node[S, M]
		for _, n := range frontier {
			if opts.MaxPositions > 0 && b.Len()+len(g.AppendMoves(nil, n.s)) > opts.MaxPositions {
				break
			}
			kids, err := bl.expand(ctx, n)
			if err != nil {
				bl.propagate()
				return b, err
			}
			if opts.Progress != nil {
				opts.Progress(b.Len(), depth)
			}
			next = append(next, kids...)
		}
		bl.propagate()
		frontier = bl.chosen(frontier, next, depth+1)
	}
	return b, nil
}

// builder is the state of one Build.
type builder[S, M comparable] struct {
	b        *Book[S, M]
	g        ply.Game[S, M]
	p        search.Searcher[S, M]
	opts     BuildOptions
	expanded map[*node[S, M]]bool
	moves    []M
}

// leaf puts s, reached by line, in the book with its searched value, or
// returns its node if it is there.
func (bl *builder[S, M]) leaf(ctx context.Context, s S, line []M) (*node[S, M], error) {
	if n := bl.b.find(s); n != nil {
		return n, nil
	}
	var v float64
	if r, over := bl.g.Result(s); over {
		v = endValue(r)
	} else {
		res, err := bl.p.Search(ctx, s, bl.opts.Limits)
		if err != nil {
			return nil, fmt.Errorf("book: search: %w", err)
		}
		v = forMover(math.Round(res.Score*100)/100, bl.g.ToMove(s))
	}
	return bl.b.set(s, line, v), nil
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

// expand puts the result of every move of n in the book and returns the
// new ones, in the order of the moves.
func (bl *builder[S, M]) expand(ctx context.Context, n *node[S, M]) ([]*node[S, M], error) {
	bl.expanded[n] = true
	if _, over := bl.g.Result(n.s); over {
		return nil, nil
	}
	bl.moves = bl.g.AppendMoves(bl.moves[:0], n.s)
	var out []*node[S, M]
	for _, m := range bl.moves {
		c := bl.g.Apply(n.s, m)
		had := bl.b.find(c) != nil
		line := append(n.line[:len(n.line):len(n.line)], m)
		k, err := bl.leaf(ctx, c, line)
		if err != nil {
			return out, err
		}
		if !had {
			out = append(out, k)
		}
	}
	return out, nil
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
