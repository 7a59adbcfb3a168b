// alphabeta_test.go checks what iterative deepening, the limits and the
// parallel workers promise.

package search_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
	"pgregory.net/rapid"
)

// TestDeepeningAgreesWithFixedDepth: on 6x6 Pathway, iterative deepening
// to depth d (one or two threads) finishes with the move and value of a
// single fixed-depth pass, which are minimax's.
func TestDeepeningAgreesWithFixedDepth(t *testing.T) {
	g := pathway.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		s := drawPosition(t, g)
		depth := rapid.IntRange(1, 4).Draw(t, "depth")
		threads := rapid.IntRange(1, 2).Draw(t, "threads")
		fixed := mustSearch(t, bound(search.AlphaBeta(g, search.Options{NoDeepening: true, TableMB: 1}), search.Limits{Depth: depth}), s)
		deep := mustSearch(t, bound(search.AlphaBeta(g, search.Options{Threads: threads, TableMB: 1}), search.Limits{Depth: depth}), s)
		if deep.Move != fixed.Move || deep.Score != fixed.Score {
			t.Fatalf("%s depth %d: deepening %v %v, fixed %v %v", g.FormatState(s), depth, deep.Move, deep.Score, fixed.Move, fixed.Score)
		}
		if depth <= 3 {
			mm := mustSearch(t, bound(search.Minimax(g), search.Limits{Depth: depth}), s)
			if mm.Move != fixed.Move || mm.Score != fixed.Score {
				t.Fatalf("%s depth %d: fixed %v %v, minimax %v %v", g.FormatState(s), depth, fixed.Move, fixed.Score, mm.Move, mm.Score)
			}
		}
	})
}

// TestDeadline: a search limited only by a context deadline returns soon
// after it, with a finished depth and the deadline's error; one limited by
// MoveTime returns the same way without an error.
func TestDeadline(t *testing.T) {
	g := pathway.MustNew()
	s := g.Start()
	for _, threads := range []int{1, 2} {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		start := time.Now()
		r, err := search.AlphaBeta(g, search.Options{Threads: threads}).Search(ctx, s, search.Limits{Infinite: true})
		took := time.Since(start)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) || r.Completed {
			t.Errorf("%d threads: error %v, completed %v; want the deadline's error", threads, err, r.Completed)
		}
		if r.Depth < 1 || len(r.PV) == 0 || r.PV[0] != r.Move {
			t.Errorf("%d threads: result %+v: want a finished depth and its line", threads, r)
		}
		// Generous: the machine may be loaded; the search checks the
		// deadline at every node.
		if took > 2*time.Second {
			t.Errorf("%d threads: a 100ms deadline took %v", threads, took)
		}

		start = time.Now()
		r, err = bound(search.AlphaBeta(g, search.Options{Threads: threads}), search.Limits{MoveTime: 100 * time.Millisecond}).Search(context.Background(), s)
		took = time.Since(start)
		if err != nil || !r.Completed || r.Depth < 1 {
			t.Errorf("%d threads, MoveTime: error %v, result %+v", threads, err, r)
		}
		if took > 2*time.Second {
			t.Errorf("%d threads: a 100ms MoveTime took %v", threads, took)
		}
	}
}

// TestNodeLimitRepeatable: with a node limit (and no time limit) the whole
// result is the same on every run, with one thread or several.
func TestNodeLimitRepeatable(t *testing.T) {
	g := pathway.MustNew()
	s := benchPosition(g)
	nodes := uint64(300_000)
	if testing.Short() || gametest.RaceEnabled {
		nodes = 40_000
	}
	for _, threads := range []int{1, 2, 3} {
		var first search.Result[pathway.Move]
		for run := range 3 {
			r := mustSearch(t, bound(search.AlphaBeta(g, search.Options{Threads: threads, TableMB: 2}), search.Limits{Nodes: nodes}), s)
			r.Elapsed = 0
			if r.Nodes < nodes || r.Nodes > nodes+uint64(threads)*4096 {
				t.Errorf("%d threads: %d nodes for a limit of %d", threads, r.Nodes, nodes)
			}
			if run == 0 {
				first = r
				continue
			}
			if diff := cmp.Diff(first, r); diff != "" {
				t.Errorf("%d threads, run %d differs from run 0:\n%s", threads, run, diff)
			}
		}
		// A player that searched before and was Reset repeats too.
		p := bound(search.AlphaBeta(g, search.Options{Threads: threads, TableMB: 2}), search.Limits{Nodes: nodes})
		mustSearch(t, p, g.Start())
		p.Reset()
		r := mustSearch(t, p, s)
		r.Elapsed = 0
		if diff := cmp.Diff(first, r); diff != "" {
			t.Errorf("%d threads, after Reset:\n%s", threads, diff)
		}
		t.Logf("%d threads: depth %d, move %s, score %v, %d nodes", threads, first.Depth, first.Move, first.Score, first.Nodes)
	}
}

// TestStoppedDepthPlaysItsBetterMove: a search of one thread stopped by
// its node limit within the depth after its last finished one plays that
// depth's move, unless the stopped depth had valued it and found a better
// move: then it plays that move with its value at the stopped depth,
// minimax's, which beats the finished move's value at that depth (or
// equals it, for a move generated before). On 6x6 Pathway, against
// Minimax.
func TestStoppedDepthPlaysItsBetterMove(t *testing.T) {
	g := pathway.MustNew()
	mm := search.Minimax(g)
	// valueAt returns minimax's value of m in s for the player to move
	// at depth plies.
	valueAt := func(t *rapid.T, s pathway.State, m pathway.Move, depth int) float64 {
		c := g.Apply(s, m)
		if _, over := g.Result(c); over {
			t.Skip("a root move ends the game")
		}
		r, err := mm.Search(context.Background(), c, search.Limits{Depth: depth - 1})
		if err != nil {
			t.Fatal(err)
		}
		if g.ToMove(c) != g.ToMove(s) {
			return -r.Score
		}
		return r.Score
	}
	changed := 0
	rapid.Check(t, func(t *rapid.T) {
		s := drawPosition(t, g)
		nodes := rapid.Uint64Range(50, 5000).Draw(t, "nodes")
		var last, r search.Result[pathway.Move]
		for p, err := range search.AlphaBeta(g, search.Options{TableMB: 1}).Iterate(context.Background(), s, search.Limits{Nodes: nodes}) {
			if err != nil {
				t.Fatal(err)
			}
			if !p.Completed {
				last = p
				continue
			}
			r = p
		}
		if r.Depth != last.Depth {
			t.Fatalf("the result's depth %d, the last finished %d", r.Depth, last.Depth)
		}
		if last.Depth == 0 {
			return // no depth finished: nothing to compare
		}
		if r.Move == last.Move {
			if r.Score != last.Score {
				t.Fatalf("the finished depth's move %v with score %v, not %v", r.Move, r.Score, last.Score)
			}
			return
		}
		changed++
		d := r.Depth + 1
		if want := valueAt(t, s, r.Move, d); r.Score != want {
			t.Fatalf("move %v of the stopped depth %d: score %v, minimax %v", r.Move, d, r.Score, want)
		}
		// A move generated before the finished one may replace it with
		// an equal value, as the first of equal moves is a depth's choice.
		old := valueAt(t, s, last.Move, d)
		moves := ply.Moves(g, s)
		first := slices.Index(moves, r.Move) < slices.Index(moves, last.Move)
		if r.Score < old || (r.Score == old && !first) {
			t.Fatalf("move %v (%v) replaced %v, worth %v at depth %d", r.Move, r.Score, last.Move, old, d)
		}
		if len(r.PV) == 0 || r.PV[0] != r.Move {
			t.Fatalf("PV %v does not begin with the move %v", r.PV, r.Move)
		}
		for c, i := s, 0; i < len(r.PV); i++ {
			if !slices.Contains(ply.Moves(g, c), r.PV[i]) {
				t.Fatalf("PV %v: move %d is not legal", r.PV, i)
			}
			c = g.Apply(c, r.PV[i])
		}
	})
	if changed == 0 {
		t.Error("no stopped depth found a better move: the test checks nothing")
	}
	t.Logf("%d results from a stopped depth", changed)
}

// TestIterate: Iterate yields increasing depths, each unfinished and
// without an error, then the result Search gives, completed.
func TestIterate(t *testing.T) {
	g := pathway.MustNew()
	s := g.Start()
	lim := search.Limits{Depth: 4}
	var depths []int
	var last search.Result[pathway.Move]
	n := 0
	for r, err := range search.AlphaBeta(g, search.Options{}).Iterate(context.Background(), s, lim) {
		if err != nil {
			t.Fatal(err)
		}
		n++
		last = r
		if r.Completed {
			continue
		}
		if len(depths) > 0 && r.Depth <= depths[len(depths)-1] {
			t.Errorf("depth %d after %v", r.Depth, depths)
		}
		if len(r.PV) == 0 || r.PV[0] != r.Move {
			t.Errorf("depth %d: %+v", r.Depth, r)
		}
		depths = append(depths, r.Depth)
	}
	if !cmp.Equal(depths, []int{1, 2, 3, 4}) || n != 5 {
		t.Errorf("iterate yielded depths %v and %d results, want 1 2 3 4 and the answer", depths, n)
	}
	want := mustSearch(t, bound(search.AlphaBeta(g, search.Options{}), lim), s)
	if !last.Completed || last.Move != want.Move || last.Score != want.Score || last.Depth != want.Depth || last.Nodes != want.Nodes {
		t.Errorf("last yielded %+v, Search %+v", last, want)
	}
	// Breaking out of the loop stops the search, and the loop is not
	// called again (which would panic), with any number of threads.
	for _, threads := range []int{1, 2, 3} {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		for r := range search.AlphaBeta(g, search.Options{Threads: threads}).Iterate(ctx, s, search.Limits{Infinite: true}) {
			if r.Depth >= 3 {
				break
			}
		}
		cancel()
	}
}

// TestMCTSIterate: MCTS's Iterate yields its rounds, then the result of
// Search with the same limits.
func TestMCTSIterate(t *testing.T) {
	g := pathway.MustNew()
	s := g.Start()
	lim := search.Limits{Nodes: 5000}
	var nodes []uint64
	var last search.Result[pathway.Move]
	for r, err := range search.MCTS(g, search.MCTSOptions{Seed: 3, Threads: 2}).Iterate(context.Background(), s, lim) {
		if err != nil {
			t.Fatal(err)
		}
		nodes = append(nodes, r.Nodes)
		last = r
	}
	if !cmp.Equal(nodes, []uint64{1024, 3072, 5000}) {
		t.Errorf("playouts yielded %v, want 1024 3072 5000", nodes)
	}
	want := mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{Seed: 3, Threads: 2}), lim), s)
	last.Elapsed, want.Elapsed = 0, 0
	if diff := cmp.Diff(want, last); diff != "" {
		t.Errorf("Iterate's answer differs from Search's:\n%s", diff)
	}
}

// TestConcurrentSearches: one player may be used from several goroutines
// (searches take turns), and gives each the answer it gives alone.
func TestConcurrentSearches(t *testing.T) {
	g := pathway.MustNew()
	states := []pathway.State{g.Start(), benchPosition(g)}
	for _, p := range []searcher[pathway.State, pathway.Move]{
		bound(search.AlphaBeta(g, search.Options{Threads: 2, TableMB: 1}), search.Limits{Depth: 3}),
		bound(search.MCTS(g, search.MCTSOptions{NoReuse: true}), search.Limits{Nodes: 300}),
	} {
		want := make([]pathway.Move, len(states))
		for i, s := range states {
			want[i] = mustSearch(t, p, s).Move
		}
		var wg sync.WaitGroup
		for i, s := range states {
			for range 2 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					r, err := p.Search(context.Background(), s)
					if err != nil {
						t.Error(err)
						return
					}
					if _, isMCTS := p.(*bounded[pathway.State, pathway.Move]).p.(*search.MCTSPlayer[pathway.State, pathway.Move]); !isMCTS && r.Move != want[i] {
						t.Errorf("concurrent search of state %d: %v, alone %v", i, r.Move, want[i])
					}
				}()
			}
		}
		wg.Wait()
	}
}

// TestNoAllocationsPerNode: once its buffers have grown, a search
// allocates a small number of times, whatever the number of nodes.
func TestNoAllocationsPerNode(t *testing.T) {
	if testing.Short() {
		t.Skip("counts allocations of deep searches")
	}
	g := pathway.MustNew()
	s := benchPosition(g)
	for _, threads := range []int{1, 2} {
		p := bound(search.AlphaBeta(g, search.Options{TableMB: 1, Threads: threads}), search.Limits{Depth: 5})
		var nodes uint64
		run := func() {
			p.Reset()
			r, _ := p.Search(context.Background(), s)
			nodes = r.Nodes
		}
		run()
		allocs := testing.AllocsPerRun(3, run)
		if allocs > 40 {
			t.Errorf("%d threads: %v allocations for %d nodes", threads, allocs, nodes)
		}
	}
	// Othello with the options of Mapello's strongest bot: a game with
	// ShallowPlies, a selective search and ProbCut.
	og, positions := othelloMiddleGames(t, 1)
	op := bound(search.AlphaBeta(og, search.Options{TableMB: 1, Selective: true, ProbCut: pinnedProbCut}), search.Limits{Depth: 8})
	var onodes uint64
	orun := func() {
		op.Reset()
		r, _ := op.Search(context.Background(), positions[0])
		onodes = r.Nodes
	}
	orun()
	if allocs := testing.AllocsPerRun(3, orun); allocs > 60 {
		t.Errorf("Othello: %v allocations for %d nodes", allocs, onodes)
	}
	mm := bound(search.Minimax(g), search.Limits{Depth: 3})
	var nodes uint64
	allocs := testing.AllocsPerRun(3, func() {
		r, _ := mm.Search(context.Background(), s)
		nodes = r.Nodes
	})
	if allocs > 40 {
		t.Errorf("minimax: %v allocations for %d nodes", allocs, nodes)
	}
}

var _ ply.Game[pathway.State, pathway.Move] = (*pathway.Game)(nil)
