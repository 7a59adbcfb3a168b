package search_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// The several best lines (MultiPV) are exact on the test games, with ties
// (toy), transpositions (tic-tac-toe) and proven results (Nim).
func TestLinesExact(t *testing.T) {
	gametest.CheckLines(t, toy{seed: 7, plies: 9, extra: true}, gametest.LinesOptions[toyState]{MaxDepth: 5, MaxPlies: 4})
	gametest.CheckLines(t, ttt{}, gametest.LinesOptions[tttState]{MaxDepth: 6, MaxLines: 9, MaxPlies: 5})
	gametest.CheckLines(t, nim{start: [3]uint8{2, 3, 5}}, gametest.LinesOptions[nimState]{MaxDepth: 4, MaxLines: 5, MaxPlies: 4})
}

// With several threads, lockstep or free-running, the lines are the
// values of one thread.
func TestLinesThreads(t *testing.T) {
	g := ttt{}
	ctx := context.Background()
	want, err := search.AlphaBeta(g, search.Options{}).Search(ctx, g.Start(), search.Limits{Depth: 5, MultiPV: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, lim := range []search.Limits{{Depth: 5, MultiPV: 4}, {Depth: 5, MultiPV: 4, Nodes: 1 << 40}} {
		got, err := search.AlphaBeta(g, search.Options{Threads: 3}).Search(ctx, g.Start(), lim)
		if err != nil {
			t.Fatal(err)
		}
		for i := range want.Lines {
			if got.Lines[i].Move != want.Lines[i].Move || got.Lines[i].Score != want.Lines[i].Score {
				t.Errorf("%+v: line %d %v %v, want %v %v", lim, i+1, got.Lines[i].Move, got.Lines[i].Score, want.Lines[i].Move, want.Lines[i].Score)
			}
		}
	}
}

// Iterate reports the lines of every depth; without MultiPV there are none.
func TestLinesIterate(t *testing.T) {
	g := ttt{}
	bot := search.AlphaBeta(g, search.Options{})
	depth := 0
	for r, err := range bot.Iterate(context.Background(), g.Start(), search.Limits{Depth: 4, MultiPV: 3}) {
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Lines) != 3 || r.Lines[0].Move != r.Move {
			t.Fatalf("depth %d: lines %+v for move %v", r.Depth, r.Lines, r.Move)
		}
		if !r.Completed {
			depth++
			if r.Depth != depth {
				t.Errorf("depth %d reported as %d", depth, r.Depth)
			}
		}
	}
	if depth != 4 {
		t.Errorf("%d depths reported, want 4", depth)
	}
	r, _ := bot.Search(context.Background(), g.Start(), search.Limits{Depth: 2})
	if r.Lines != nil {
		t.Errorf("lines without MultiPV: %+v", r.Lines)
	}
}

// MCTS reports its most visited moves, most visited first.
func TestMCTSLines(t *testing.T) {
	g := ttt{}
	r, err := search.MCTS(g, search.MCTSOptions{Seed: 1}).Search(context.Background(), g.Start(), search.Limits{Nodes: 3000, MultiPV: 4})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Lines) != 4 || r.Lines[0].Move != r.Move || r.Lines[0].Score != r.Score {
		t.Fatalf("lines %+v for %v %v", r.Lines, r.Move, r.Score)
	}
	var visits uint64
	for i, l := range r.Lines {
		visits += l.Visits
		if i > 0 && l.Visits > r.Lines[i-1].Visits {
			t.Errorf("line %d has %d visits, more than line %d's %d", i+1, l.Visits, i, r.Lines[i-1].Visits)
		}
		if len(l.PV) == 0 || l.PV[0] != l.Move || l.Depth != len(l.PV) || l.Score < -1 || l.Score > 1 {
			t.Errorf("line %d: %+v", i+1, l)
		}
	}
	if visits == 0 || visits > r.Nodes {
		t.Errorf("%d visits in the lines of %d playouts", visits, r.Nodes)
	}
}

func TestMultiPVRange(t *testing.T) {
	g := ttt{}
	for _, k := range []int{-1, search.MaxMultiPV + 1} {
		_, err := search.AlphaBeta(g, search.Options{}).Search(context.Background(), g.Start(), search.Limits{MultiPV: k})
		if !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("MultiPV %d: %v, want ply.ErrInvalidOption", k, err)
		}
	}
}

// Several best lines: the three best first moves of Pathway, each valued
// exactly at depth 4.
func ExampleLimits_multiPV() {
	g := pathway.MustNew()
	r, err := search.AlphaBeta(g, search.Options{}).Search(context.Background(), g.Start(), search.Limits{Depth: 4, MultiPV: 3})
	if err != nil {
		panic(err)
	}
	for i, l := range r.Lines {
		fmt.Printf("%d. %v score %.2f depth %d line %v\n", i+1, l.Move, l.Score, l.Depth, l.PV)
	}
	// Output:
	// 1. b2 score 1.58 depth 4 line [b2 e2 b5 c4]
	// 2. e2 score 1.58 depth 4 line [e2 b2 d4 c5]
	// 3. b5 score 1.58 depth 4 line [b5 b2 d4 e5]
}
