// alphabeta_test.go checks what iterative deepening, the limits and the
// parallel workers promise.

package search_test

import (
	"context"
	"errors"
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
		fixed := mustSearch(t, search.AlphaBeta(g, search.Options{Depth: depth, NoDeepening: true, TableMB: 1}), s)
		deep := mustSearch(t, search.AlphaBeta(g, search.Options{Depth: depth, Threads: threads, TableMB: 1}), s)
		if deep.Move != fixed.Move || deep.Score != fixed.Score {
			t.Fatalf("%s depth %d: deepening %v %v, fixed %v %v", g.FormatState(s), depth, deep.Move, deep.Score, fixed.Move, fixed.Score)
		}
		if depth <= 3 {
			mm := mustSearch(t, search.Minimax(g, depth), s)
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
		r, err := search.AlphaBeta(g, search.Options{Threads: threads}).Search(ctx, s)
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
		r, err = search.AlphaBeta(g, search.Options{Threads: threads, MoveTime: 100 * time.Millisecond}).Search(context.Background(), s)
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
			r := mustSearch(t, search.AlphaBeta(g, search.Options{Nodes: nodes, Threads: threads, TableMB: 2}), s)
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
		p := search.AlphaBeta(g, search.Options{Nodes: nodes, Threads: threads, TableMB: 2})
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

// TestIterateAndProgress: Iterate yields increasing depths, each a
// finished search, and Progress reports the same depths in notation.
func TestIterateAndProgress(t *testing.T) {
	g := pathway.MustNew()
	s := g.Start()
	var reported []search.Progress
	opts := search.Options{Depth: 4, Progress: func(p search.Progress) { reported = append(reported, p) }}
	var depths []int
	for r := range search.AlphaBeta(g, opts).Iterate(context.Background(), s) {
		if len(depths) > 0 && r.Depth <= depths[len(depths)-1] {
			t.Errorf("depth %d after %v", r.Depth, depths)
		}
		if !r.Completed || len(r.PV) == 0 || r.PV[0] != r.Move {
			t.Errorf("depth %d: %+v", r.Depth, r)
		}
		depths = append(depths, r.Depth)
	}
	if !cmp.Equal(depths, []int{1, 2, 3, 4}) {
		t.Errorf("iterate yielded depths %v, want 1 2 3 4", depths)
	}
	if len(reported) != 4 {
		t.Fatalf("progress reported %d depths, want 4", len(reported))
	}
	for i, p := range reported {
		if p.Depth != i+1 || len(p.PV) == 0 {
			t.Errorf("progress %d: %+v", i, p)
			continue
		}
		if _, err := g.ParseMove(s, p.PV[0]); err != nil {
			t.Errorf("progress %d: PV %v is not in notation: %v", i, p.PV, err)
		}
	}
	// Breaking out of the loop stops the search, and the loop is not
	// called again (which would panic), with any number of threads.
	for _, threads := range []int{1, 2, 3} {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		for r := range search.AlphaBeta(g, search.Options{Threads: threads}).Iterate(ctx, s) {
			if r.Depth >= 3 {
				break
			}
		}
		cancel()
	}
}

// TestConcurrentSearches: one player may be used from several goroutines
// (searches take turns), and gives each the answer it gives alone.
func TestConcurrentSearches(t *testing.T) {
	g := pathway.MustNew()
	states := []pathway.State{g.Start(), benchPosition(g)}
	for _, p := range []searcher[pathway.State, pathway.Move]{
		search.AlphaBeta(g, search.Options{Depth: 3, Threads: 2, TableMB: 1}),
		search.MCTS(g, search.MCTSOptions{Iterations: 300, NoReuse: true}),
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
					if _, isMCTS := p.(*search.MCTSPlayer[pathway.State, pathway.Move]); !isMCTS && r.Move != want[i] {
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
		p := search.AlphaBeta(g, search.Options{Depth: 5, TableMB: 1, Threads: threads})
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
	mm := search.Minimax(g, 3)
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
