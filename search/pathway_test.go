// pathway_test.go checks the searches on Pathway, whose small boards are
// solved.

package search_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
	"pgregory.net/rapid"
)

func pathwayGame(t testing.TB, n int) *pathway.Game {
	t.Helper()
	g, err := pathway.New(pathway.WithSize(n))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestPathway3x3: b2 is the only winning first move (rules, example 5).
func TestPathway3x3(t *testing.T) {
	g := pathwayGame(t, 3)
	s := g.Start()
	r := mustSearch(t, bound(search.AlphaBeta(g, search.Options{}), search.Limits{Depth: 9}), s)
	if _, ok := search.WinDistance(r.Score); !ok || r.Score < 0 {
		t.Fatalf("3x3: score %v, want a proven win for Red", r.Score)
	}
	if got := g.FormatMove(s, r.Move); got != "b2" {
		t.Errorf("3x3: chose %s, want b2", got)
	}
	for _, m := range ply.Moves(g, s) {
		after := g.Apply(s, m)
		r := mustSearch(t, bound(search.AlphaBeta(g, search.Options{}), search.Limits{Depth: 8}), after)
		_, proven := search.WinDistance(r.Score)
		if wins := r.Score > 0; !proven || wins != (g.FormatMove(s, m) != "b2") {
			t.Errorf("3x3 after %s: Blue's score %v, proven %v", g.FormatMove(s, m), r.Score, proven)
		}
	}
}

// TestPathway4x4: Red wins the 4x4 board (rules, example 5), whatever
// the number of threads.
func TestPathway4x4(t *testing.T) {
	if testing.Short() || gametest.RaceEnabled {
		t.Skip("solves 4x4: 2 million nodes")
	}
	g := pathwayGame(t, 4)
	for _, threads := range []int{1, 2} {
		r := mustSearch(t, bound(search.AlphaBeta(g, search.Options{Threads: threads}), search.Limits{Depth: 16}), g.Start())
		if _, ok := search.WinDistance(r.Score); !ok || r.Score < 0 {
			t.Errorf("4x4, %d threads: score %v at depth %d, want a proven win for Red", threads, r.Score, r.Depth)
		}
	}
}

// TestPathwayAlphaBetaEqualsMinimax: on 6x6 positions, alpha-beta with any
// features finds minimax's move and value at depths 1 to 3.
func TestPathwayAlphaBetaEqualsMinimax(t *testing.T) {
	g := pathway.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		s := drawPosition(t, g)
		depth := rapid.IntRange(1, 3).Draw(t, "depth")
		opts := drawOptions(t, depth)
		want := mustSearch(t, bound(search.Minimax(g), search.Limits{Depth: depth}), s)
		got := mustSearch(t, drawnAB(g, opts), s)
		if got.Score != want.Score || got.Move != want.Move {
			t.Fatalf("%s: alpha-beta %+v: %v %v; minimax %v %v", g.FormatState(s), opts, got.Move, got.Score, want.Move, want.Score)
		}
	})
}

// TestPathwayGreedyEqualsMinimax: Greedy is minimax at depth 1 on Pathway.
func TestPathwayGreedyEqualsMinimax(t *testing.T) {
	g := pathway.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		s := drawPosition(t, g)
		want := mustSearch(t, bound(search.Minimax(g), search.Limits{Depth: 1}), s)
		got := mustSearch(t, unbounded(search.Greedy(g)), s)
		if got.Move != want.Move || got.Score != want.Score {
			t.Fatalf("%s: greedy %v %v, minimax(1) %v %v", g.FormatState(s), got.Move, got.Score, want.Move, want.Score)
		}
	})
}

// TestPathwayBotsFinish: bots play whole games against each other without
// error, and the winner is whoever the game says.
func TestPathwayBotsFinish(t *testing.T) {
	g := pathway.MustNew()
	bots := []search.Searcher[pathway.State, pathway.Move]{
		search.AlphaBeta(g, search.Options{}),
		search.Greedy(g),
	}
	s := g.Start()
	for i := 0; ; i++ {
		if _, over := g.Result(s); over {
			break
		}
		r, err := bots[i%2].Search(context.Background(), s, search.Limits{Depth: 2})
		m := r.Move
		if err != nil {
			t.Fatal(err)
		}
		if s, err = ply.Play(g, s, m); err != nil {
			t.Fatalf("bot %d chose %v: %v", i%2, m, err)
		}
	}
}

// TestStoppedBeforeFirstRootMove: a player whose search was stopped in the
// middle of its root moves, with a best move so far far down its list,
// answers a later search stopped before its first root move with a legal
// move of that position, not the index of the earlier one. (The earlier
// search's partial result was kept, and the later one read its index out
// of a shorter list of moves: an index out of range against gtp-rhino.)
func TestStoppedBeforeFirstRootMove(t *testing.T) {
	big := pathwayGame(t, 8)
	p := search.AlphaBeta(big, search.Options{})
	var few pathway.State
	for _, s := range gametest.SampleStates(big, big.Start(), 400, 9) {
		if n := len(ply.Moves(big, s)); n > 0 && n <= 3 {
			few = s
			break
		}
	}
	moves := ply.Moves(big, few)
	if len(moves) == 0 || len(moves) > 3 {
		t.Fatalf("no position with 1 to 3 moves: %d", len(moves))
	}
	for nodes := uint64(2048); nodes <= 64<<10; nodes += 2048 {
		// Stopped by its node budget in the middle of an iteration
		// over the 64 moves of the empty 8x8 board.
		if _, err := p.Search(context.Background(), big.Start(), search.Limits{Nodes: nodes}); err != nil {
			t.Fatal(err)
		}
		// A time so short that the search stops before its first
		// root move.
		r, _ := p.Search(context.Background(), few, search.Limits{MoveTime: time.Nanosecond})
		if !slices.Contains(moves, r.Move) {
			t.Fatalf("after a search of %d nodes: %v is not one of the moves %v", nodes, r.Move, moves)
		}
	}
}
