package search_test

import (
	"fmt"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/search"
)

// TestThreadsAgreeDeep: free-running workers, deep enough to defer to each
// other (a node another worker searches is put last), finish a fixed depth
// with the move and value of one thread, which are minimax's.
func TestThreadsAgreeDeep(t *testing.T) {
	depth, positions := 7, 3
	if testing.Short() {
		depth, positions = 6, 2
	}
	checkThreadsAgree(t, "mapello", mapello.MustNew(), depth, positions)
	checkThreadsAgree(t, "pathway", pathway.MustNew(), depth, positions)
}

func checkThreadsAgree[S, M comparable](t *testing.T, name string, g ply.Game[S, M], depth, positions int) {
	t.Helper()
	for i := range positions {
		s := midGame(g, 6+4*i, uint64(i+1))
		want := mustSearch(t, bound(search.AlphaBeta(g, search.Options{TableMB: 4}), search.Limits{Depth: depth}), s)
		for _, threads := range []int{2, 3} {
			got := mustSearch(t, bound(search.AlphaBeta(g, search.Options{TableMB: 4, Threads: threads}), search.Limits{Depth: depth}), s)
			if got.Move != want.Move || got.Score != want.Score || got.Depth != depth {
				t.Errorf("%s position %d, %d threads: %v %v at depth %d, one thread %v %v", name, i, threads, got.Move, got.Score, got.Depth, want.Move, want.Score)
			}
		}
	}
}

// TestThreadsShareRoot: free workers that share their best root move of
// the depth in progress (a move that fails low against another worker's
// best is worse than it) still find one thread's move and value: on games
// of many tied values (the first move generated must win the tie), and on
// Push Fight, whose root has hundreds of moves.
func TestThreadsShareRoot(t *testing.T) {
	for seed := range uint64(24) {
		g := toy{seed: seed, plies: 12}
		s := midGame[toyState, toyMove](g, int(seed%3), seed)
		checkRootAgrees(t, fmt.Sprintf("toy %d", seed), g, s, 6)
	}
	checkRootAgrees(t, "nim 3,4,5", nim{start: [3]uint8{3, 4, 5}}, nim{start: [3]uint8{3, 4, 5}}.Start(), 4)
	if !testing.Short() {
		pf := pushfight.MustNew()
		checkRootAgrees(t, "pushfight", pf, pf.Start(), 2)
	}
}

func checkRootAgrees[S, M comparable](t *testing.T, name string, g ply.Game[S, M], s S, depth int) {
	t.Helper()
	want := mustSearch(t, bound(search.AlphaBeta(g, search.Options{TableMB: 1}), search.Limits{Depth: depth}), s)
	for _, threads := range []int{2, 4} {
		got := mustSearch(t, bound(search.AlphaBeta(g, search.Options{TableMB: 1, Threads: threads}), search.Limits{Depth: depth}), s)
		if got.Move != want.Move || got.Score != want.Score || got.Depth != want.Depth {
			t.Errorf("%s, %d threads: %v %v at depth %d, one thread %v %v", name, threads, got.Move, got.Score, got.Depth, want.Move, want.Score)
		}
	}
}
