// options_test.go gives the searches hostile options: each must either have
// its documented meaning or make the search return an error wrapping
// ply.ErrInvalidOption, never hang, panic or allocate without bound.

package search_test

import (
	"context"
	"errors"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// within runs f and fails if it takes more than a generous limit (the
// machine may be loaded), instead of letting a hang reach the test's
// deadline.
func within(t *testing.T, name string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s: no answer after 10s", name)
	}
}

// checkAnswer fails unless err is nil and r holds a legal move of s.
func checkAnswer[S, M comparable](t *testing.T, name string, g ply.Game[S, M], s S, r search.Result[M], err error) {
	t.Helper()
	if err != nil {
		t.Errorf("%s: error %v, want a move", name, err)
		return
	}
	if !slices.Contains(ply.Moves(g, s), r.Move) || !r.Completed {
		t.Errorf("%s: result %+v: want a legal move, completed", name, r)
	}
}

// checkRejected fails unless err wraps ply.ErrInvalidOption.
func checkRejected(t *testing.T, name string, err error) {
	t.Helper()
	if !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("%s: error %v, want ply.ErrInvalidOption", name, err)
	}
}

func TestHostileOptions(t *testing.T) {
	g := pathway.MustNew()
	s := benchPosition(g)
	const short = 20 * time.Millisecond
	cases := []struct {
		name string
		opts search.Options
		lim  search.Limits
		ok   bool
	}{
		{"negative depth", search.Options{}, search.Limits{Depth: -1}, false},
		{"depth beyond MaxDepth", search.Options{}, search.Limits{Depth: search.MaxDepth + 1, MoveTime: short}, false},
		{"depth MaxDepth", search.Options{}, search.Limits{Depth: search.MaxDepth, MoveTime: short}, true},
		{"depth MinInt", search.Options{}, search.Limits{Depth: math.MinInt}, false},
		{"negative move time", search.Options{}, search.Limits{MoveTime: -1}, true},
		{"negative move time, no deepening", search.Options{NoDeepening: true}, search.Limits{MoveTime: -time.Hour, Depth: 40}, true},
		{"MinInt64 move time", search.Options{Threads: 2}, search.Limits{MoveTime: math.MinInt64}, true},
		{"1ns move time", search.Options{Threads: 2}, search.Limits{MoveTime: 1}, true},
		{"huge node limit", search.Options{Threads: 2}, search.Limits{Nodes: math.MaxUint64, MoveTime: short}, true},
		{"one node", search.Options{}, search.Limits{Nodes: 1}, true},
		{"negative threads", search.Options{Threads: -1}, search.Limits{MoveTime: short}, true},
		{"MinInt threads", search.Options{Threads: math.MinInt}, search.Limits{MoveTime: short}, true},
		{"MaxThreads", search.Options{Threads: search.MaxThreads}, search.Limits{Depth: 2}, true},
		{"too many threads", search.Options{Threads: search.MaxThreads + 1}, search.Limits{Depth: 2}, false},
		{"MaxInt threads", search.Options{Threads: math.MaxInt}, search.Limits{Depth: 2}, false},
		{"negative table", search.Options{TableMB: -1}, search.Limits{Depth: 2}, false},
		{"table 1<<43", search.Options{TableMB: 1 << 43}, search.Limits{Depth: 2}, false},
		{"table MaxInt", search.Options{TableMB: math.MaxInt}, search.Limits{Depth: 2}, false},
		{"table 1<<62+1", search.Options{TableMB: 1<<62 + 1}, search.Limits{Depth: 2}, false},
		{"table beyond MaxTableMB", search.Options{TableMB: search.MaxTableMB + 1}, search.Limits{Depth: 2}, false},
		{"table 1", search.Options{TableMB: 1}, search.Limits{Depth: 3}, true},
		{"table MinInt", search.Options{TableMB: math.MinInt}, search.Limits{Depth: 2}, false},
	}
	for _, c := range cases {
		within(t, c.name, func() {
			start := time.Now()
			r, err := search.AlphaBeta(g, c.opts).Search(context.Background(), s, c.lim)
			if !c.ok {
				checkRejected(t, c.name, err)
				return
			}
			checkAnswer(t, c.name, g, s, r, err)
			if c.lim.MoveTime < 0 && (r.Depth != 0 || time.Since(start) > time.Second) {
				t.Errorf("%s: depth %d after %v: want an answer at once", c.name, r.Depth, time.Since(start))
			}
		})
	}
	// Choose returns the same error.
	if _, err := bound(search.AlphaBeta(g, search.Options{}), search.Limits{Depth: -3}).Choose(context.Background(), s); !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("Choose with a negative depth: %v", err)
	}
}

// TestNegativeMoveTimeHint: a negative MoveTime answers with the first
// move the game ranks highest.
func TestNegativeMoveTimeHint(t *testing.T) {
	g := hinted{calls: new([3]int)}
	s := g.Start()
	want := ply.Moves[tttState, tttMove](g, s)[0]
	best := g.MovePriority(s, want)
	for _, m := range ply.Moves[tttState, tttMove](g, s) {
		if p := g.MovePriority(s, m); p > best {
			want, best = m, p
		}
	}
	r, err := bound(search.AlphaBeta[tttState, tttMove](g, search.Options{}), search.Limits{MoveTime: -1}).Search(context.Background(), s)
	if err != nil || r.Move != want || want != 4 {
		t.Errorf("alpha-beta: %v, %v; want %v, the centre", r.Move, err, want)
	}
	r, err = bound(search.MCTS[tttState, tttMove](g, search.MCTSOptions{}), search.Limits{MoveTime: -1}).Search(context.Background(), s)
	if err != nil || r.Move != want {
		t.Errorf("MCTS: %v, %v; want %v", r.Move, err, want)
	}
}

func TestHostileMCTSOptions(t *testing.T) {
	g := pathway.MustNew()
	s := benchPosition(g)
	const short = 20 * time.Millisecond
	nan, inf := math.NaN(), math.Inf(1)
	cases := []struct {
		name string
		opts search.MCTSOptions
		lim  search.Limits
		ok   bool
	}{
		{"NaN exploration", search.MCTSOptions{Exploration: nan}, search.Limits{}, false},
		{"+Inf exploration", search.MCTSOptions{Exploration: inf}, search.Limits{}, false},
		{"-Inf exploration", search.MCTSOptions{Exploration: -inf}, search.Limits{}, false},
		{"negative exploration", search.MCTSOptions{Exploration: -1}, search.Limits{}, false},
		{"tiny exploration", search.MCTSOptions{Exploration: math.SmallestNonzeroFloat64}, search.Limits{Nodes: 200}, true},
		{"huge exploration", search.MCTSOptions{Exploration: math.MaxFloat64}, search.Limits{Nodes: 200}, true},
		{"NaN scale", search.MCTSOptions{EvalScale: nan, PlayoutDepth: 2}, search.Limits{}, false},
		{"+Inf scale", search.MCTSOptions{EvalScale: inf}, search.Limits{}, false},
		{"-Inf scale", search.MCTSOptions{EvalScale: -inf}, search.Limits{}, false},
		{"negative scale", search.MCTSOptions{EvalScale: -10, PlayoutDepth: 2}, search.Limits{}, false},
		{"tiny scale", search.MCTSOptions{EvalScale: math.SmallestNonzeroFloat64, PlayoutDepth: 2}, search.Limits{Nodes: 200}, true},
		{"negative playout depth", search.MCTSOptions{PlayoutDepth: -1}, search.Limits{}, false},
		{"huge playout depth", search.MCTSOptions{PlayoutDepth: math.MaxInt}, search.Limits{Nodes: 200}, true},
		{"negative move time", search.MCTSOptions{}, search.Limits{MoveTime: -1}, true},
		{"MinInt64 move time", search.MCTSOptions{Threads: 2}, search.Limits{MoveTime: math.MinInt64}, true},
		{"1ns move time", search.MCTSOptions{Threads: 2}, search.Limits{MoveTime: 1}, true},
		{"huge iterations", search.MCTSOptions{}, search.Limits{Nodes: math.MaxUint64, MoveTime: short}, true},
		{"huge iterations, 2 threads", search.MCTSOptions{Threads: 2}, search.Limits{Nodes: math.MaxUint64, MoveTime: short}, true},
		{"negative threads", search.MCTSOptions{Threads: -1}, search.Limits{Nodes: 100}, true},
		{"MinInt threads", search.MCTSOptions{Threads: math.MinInt}, search.Limits{Nodes: 100}, true},
		{"MaxThreads", search.MCTSOptions{Threads: search.MaxThreads}, search.Limits{Nodes: 1000}, true},
		{"too many threads", search.MCTSOptions{Threads: search.MaxThreads + 1}, search.Limits{}, false},
		{"MaxInt threads", search.MCTSOptions{Threads: math.MaxInt}, search.Limits{}, false},
		{"negative tree", search.MCTSOptions{TreeMB: -1}, search.Limits{}, false},
		{"tree 1<<43", search.MCTSOptions{TreeMB: 1 << 43}, search.Limits{}, false},
		{"tree MaxInt", search.MCTSOptions{TreeMB: math.MaxInt}, search.Limits{}, false},
		{"tree beyond MaxTreeMB", search.MCTSOptions{TreeMB: search.MaxTreeMB + 1}, search.Limits{}, false},
		{"tree 1", search.MCTSOptions{TreeMB: 1}, search.Limits{Nodes: 5000}, true},
		{"tree 1, full", search.MCTSOptions{TreeMB: 1}, search.Limits{Nodes: 30000}, true},
		{"tree 1, full, 2 threads", search.MCTSOptions{TreeMB: 1, Threads: 2}, search.Limits{Nodes: 30000}, true},
		{"tree 1, many threads", search.MCTSOptions{TreeMB: 1, Threads: search.MaxThreads}, search.Limits{Nodes: 1000}, true},
	}
	for _, c := range cases {
		within(t, c.name, func() {
			start := time.Now()
			r, err := search.MCTS(g, c.opts).Search(context.Background(), s, c.lim)
			if !c.ok {
				checkRejected(t, c.name, err)
				return
			}
			checkAnswer(t, c.name, g, s, r, err)
			if c.lim.MoveTime < 0 && (r.Nodes != 0 || time.Since(start) > time.Second) {
				t.Errorf("%s: %d playouts after %v: want an answer at once", c.name, r.Nodes, time.Since(start))
			}
		})
	}
	if _, err := search.MCTS(g, search.MCTSOptions{Exploration: nan}).Choose(context.Background(), s); !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("Choose with NaN exploration: %v", err)
	}
}

// TestMinimaxDepth: Minimax searches DefaultDepth with a zero Limits, and
// rejects a depth out of range.
func TestMinimaxDepth(t *testing.T) {
	var g ttt
	for _, d := range []int{math.MinInt, -1, search.MaxDepth + 1, math.MaxInt} {
		if _, err := search.Minimax(g).Search(context.Background(), g.Start(), search.Limits{Depth: d}); !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("depth %d: %v, want ply.ErrInvalidOption", d, err)
		}
	}
	r, err := search.Minimax(g).Search(context.Background(), g.Start(), search.Limits{})
	if err != nil || r.Depth != search.DefaultDepth {
		t.Errorf("zero Limits: depth %d, %v; want DefaultDepth", r.Depth, err)
	}
}
