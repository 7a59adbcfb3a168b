package search_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/pathway"
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
