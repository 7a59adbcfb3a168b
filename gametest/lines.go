// lines.go holds CheckLines, the rapid-driven check of a game's several
// best lines (search.Limits.MultiPV).

package gametest

import (
	"context"
	"hash/maphash"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
	"pgregory.net/rapid"
)

// LinesOptions tunes CheckLines. The zero value checks g from g.Start(),
// at depths 1 to 3, asking for 1 to 4 lines.
type LinesOptions[S any] struct {
	// Starts are the states the random lines start from, one drawn per
	// check; empty means g.Start() alone.
	Starts []S
	// MaxDepth is the deepest search checked; 0 means 3. A game with
	// hundreds of moves a state wants 1 or 2.
	MaxDepth int
	// MaxLines is the most lines asked for; 0 means 4.
	MaxLines int
	// MaxPlies is the most random moves played from the start before the
	// check; 0 means 30.
	MaxPlies int
}

// CheckLines checks with rapid that an alpha-beta search asked for several
// best lines (search.Limits.MultiPV) values them exactly, in positions
// reached by random moves: at a fixed depth, with iterative deepening and a
// transposition table kept from one check to the next, each line's score
// equals that of a search of the same depth with its root move forced; the
// lines are ranked by score; the first is the search's answer; and no other
// root move (in states of at most 32 moves, where each is searched) is
// better than the last line. The number of checks is rapid's, as for Run.
func CheckLines[S, M comparable](t testing.TB, g ply.Game[S, M], opts LinesOptions[S]) {
	t.Helper()
	starts := opts.Starts
	if len(starts) == 0 {
		starts = []S{g.Start()}
	}
	maxDepth := opts.MaxDepth
	if maxDepth <= 0 {
		maxDepth = 3
	}
	maxLines := opts.MaxLines
	if maxLines <= 0 {
		maxLines = 4
	}
	maxPlies := opts.MaxPlies
	if maxPlies <= 0 {
		maxPlies = 30
	}
	bot := search.AlphaBeta(g, search.Options{})
	ctx := context.Background()
	rapid.Check(t, func(rt *rapid.T) {
		s := starts[rapid.IntRange(0, len(starts)-1).Draw(rt, "start")]
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(rt, "seed"), 1))
		plies := rapid.IntRange(0, maxPlies).Draw(rt, "plies")
		var moves []M
		for range plies {
			moves = g.AppendMoves(moves[:0], s)
			if len(moves) == 0 {
				break
			}
			next := g.Apply(s, moves[rng.IntN(len(moves))])
			if _, over := g.Result(next); over {
				break
			}
			s = next
		}
		moves = g.AppendMoves(moves[:0], s)
		if _, over := g.Result(s); over || len(moves) == 0 {
			return
		}
		depth := rapid.IntRange(1, maxDepth).Draw(rt, "depth")
		k := rapid.IntRange(1, maxLines).Draw(rt, "lines")
		r, err := bot.Search(ctx, s, search.Limits{Depth: depth, MultiPV: k})
		if err != nil {
			rt.Fatalf("search of depth %d with %d lines: %v", depth, k, err)
		}
		if want := min(k, len(moves)); len(r.Lines) != want {
			rt.Fatalf("depth %d: %d lines, want %d", depth, len(r.Lines), want)
		}
		if r.Lines[0].Move != r.Move || r.Lines[0].Score != r.Score {
			rt.Fatalf("depth %d: first line %v (%v), but the answer is %v (%v)", depth, r.Lines[0].Move, r.Lines[0].Score, r.Move, r.Score)
		}
		in := map[M]bool{}
		for i, l := range r.Lines {
			if in[l.Move] {
				rt.Fatalf("depth %d: move %v in two lines", depth, l.Move)
			}
			in[l.Move] = true
			if i > 0 && l.Score > r.Lines[i-1].Score {
				rt.Fatalf("depth %d: line %d scores %v, above line %d's %v", depth, i+1, l.Score, i, r.Lines[i-1].Score)
			}
			// A proven result ends the deepening before depth.
			if l.Depth < 1 || l.Depth > depth || l.Depth != r.Depth || len(l.PV) == 0 || l.PV[0] != l.Move {
				rt.Fatalf("depth %d: line %d has depth %d and line %v", depth, i+1, l.Depth, l.PV)
			}
			checkLegalLine(rt, g, s, l.PV)
			if v := forcedScore(ctx, rt, g, s, l.Move, depth); v != l.Score {
				rt.Fatalf("depth %d, %d lines: line %d (%v) scores %v, but a search with it forced %v", depth, k, i+1, l.Move, l.Score, v)
			}
		}
		if len(moves) > 32 || len(r.Lines) == len(moves) {
			return
		}
		last := r.Lines[len(r.Lines)-1].Score
		for _, m := range moves {
			if in[m] {
				continue
			}
			if v := forcedScore(ctx, rt, g, s, m, depth); v > last {
				rt.Fatalf("depth %d, %d lines: move %v (not a line) scores %v, above the last line's %v", depth, k, m, v, last)
			}
		}
	})
}

// checkLegalLine fails unless line is a sequence of legal moves from s.
func checkLegalLine[S, M comparable](t *rapid.T, g ply.Game[S, M], s S, line []M) {
	var buf []M
	for i, m := range line {
		buf = g.AppendMoves(buf[:0], s)
		legal := false
		for _, x := range buf {
			legal = legal || x == m
		}
		if !legal {
			t.Fatalf("line %v: move %d (%v) is not legal", line, i+1, m)
		}
		s = g.Apply(s, m)
	}
}

// forcedScore returns the value of m in s at depth d: the score of a
// one-pass alpha-beta search of depth d of s with m the only root move.
func forcedScore[S, M comparable](ctx context.Context, t *rapid.T, g ply.Game[S, M], s S, m M, d int) float64 {
	f := &forced[S, M]{g: g, root: s, m: m, seed: maphash.MakeSeed()}
	f.hasher, _ = ply.As[ply.Hasher[S]](g)
	f.forcer, _ = ply.As[ply.ForcingMover[S, M]](g)
	// A table of a mebibyte holds these shallow trees; one of the default
	// size for each forced search made the check a fifth slower.
	r, err := search.AlphaBeta(f, search.Options{NoDeepening: true, TableMB: 1}).Search(ctx, f.Start(), search.Limits{Depth: d})
	if err != nil {
		t.Fatalf("search with %v forced: %v", m, err)
	}
	return r.Score
}

// forced is g from root, where m is the only legal move.
type forced[S, M comparable] struct {
	g      ply.Game[S, M]
	root   S
	m      M
	hasher ply.Hasher[S]
	forcer ply.ForcingMover[S, M]
	seed   maphash.Seed
}

// fstate is a state of forced: below is false at the root alone.
type fstate[S comparable] struct {
	s     S
	below bool
}

func (f *forced[S, M]) Start() fstate[S]                      { return fstate[S]{s: f.root} }
func (f *forced[S, M]) ToMove(s fstate[S]) ply.Player         { return f.g.ToMove(s.s) }
func (f *forced[S, M]) Result(s fstate[S]) (ply.Result, bool) { return f.g.Result(s.s) }
func (f *forced[S, M]) Apply(s fstate[S], m M) fstate[S] {
	return fstate[S]{s: f.g.Apply(s.s, m), below: true}
}
func (f *forced[S, M]) Evaluate(s fstate[S], p ply.Player) float64 { return f.g.Evaluate(s.s, p) }

func (f *forced[S, M]) AppendMoves(dst []M, s fstate[S]) []M {
	if !s.below {
		return append(dst, f.m)
	}
	return f.g.AppendMoves(dst, s.s)
}

// Hash keeps the table, which a search needs for its soundness to be
// checked.
func (f *forced[S, M]) Hash(s fstate[S]) uint64 {
	if f.hasher == nil {
		return maphash.Comparable(f.seed, s)
	}
	h := f.hasher.Hash(s.s)
	if !s.below {
		h ^= 0x9e3779b97f4a7c15
	}
	return h
}

// AppendForcing keeps the game's quiescence search, which changes values.
func (f *forced[S, M]) AppendForcing(dst []M, s fstate[S]) []M {
	if f.forcer == nil {
		return dst
	}
	if !s.below {
		n := len(dst)
		all := f.forcer.AppendForcing(dst, s.s)
		for _, m := range all[n:] {
			if m == f.m {
				return append(dst[:n], m)
			}
		}
		return dst[:n]
	}
	return f.forcer.AppendForcing(dst, s.s)
}
