package search_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// A bot plays the 3x3 Pathway board, which the first player wins only by
// starting in the centre.
func ExampleAlphaBeta() {
	g := pathway.MustNew(pathway.WithSize(3))
	s := g.Start()
	bot := search.AlphaBeta(g, search.Options{})
	r, err := bot.Search(context.Background(), s, search.Limits{Depth: 9})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.FormatMove(s, r.Move), search.ScoreText(r.Score))
	// Output:
	// b2 win in 8
}

// Iterate yields the result of each depth as the search finishes it, then
// the answer of the search (Completed, or with an error); the loop can stop
// the search at any time.
func ExampleAlphaBetaPlayer_Iterate() {
	g := pathway.MustNew(pathway.WithSize(3))
	s := g.Start()
	bot := search.AlphaBeta(g, search.Options{})
	for r, err := range bot.Iterate(context.Background(), s, search.Limits{Depth: 3}) {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(r.Depth, g.FormatMove(s, r.Move), r.Completed)
	}
	// Output:
	// 1 b2 false
	// 2 b2 false
	// 3 b2 false
	// 3 b2 true
}

// Minimax looks at every line to its depth: slow, but the reference the
// other searches are tested against.
func ExampleMinimax() {
	g := pathway.MustNew()
	r, _ := search.Minimax(g).Search(context.Background(), g.Start(), search.Limits{Depth: 2})
	fmt.Println(g.FormatMove(g.Start(), r.Move), r.Nodes)
	// Output:
	// b2 1176
}

// Greedy plays the move after which its position evaluates best.
func ExampleGreedy() {
	g := pathway.MustNew()
	s := g.Start()
	m, _ := search.Greedy(g).Choose(context.Background(), s)
	fmt.Println(g.FormatMove(s, m))
	// Output:
	// b2
}

// The same seed gives the same moves.
func ExampleRandom() {
	g := pathway.MustNew()
	s := g.Start()
	a := search.Random(g, rand.New(rand.NewPCG(1, 2)))
	b := search.Random(g, rand.New(rand.NewPCG(1, 2)))
	ma, _ := a.Choose(context.Background(), s)
	mb, _ := b.Choose(context.Background(), s)
	fmt.Println(ma == mb)
	// Output:
	// true
}

// A search cut short by its context returns its best move so far and the
// context's error.
func ExampleAlphaBetaPlayer_Search_cancelled() {
	g := pathway.MustNew()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := search.AlphaBeta(g, search.Options{}).Search(ctx, g.Start(), search.Limits{})
	fmt.Println(g.FormatMove(g.Start(), r.Move), r.Completed, err)
	// Output:
	// a1 false search: stopped: context canceled
}

// MCTS with a seed and a playout limit plays the same move on every run;
// on the 3x3 board its solver proves the centre wins.
func ExampleMCTS() {
	g := pathway.MustNew(pathway.WithSize(3))
	s := g.Start()
	bot := search.MCTS(g, search.MCTSOptions{Seed: 1})
	r, _ := bot.Search(context.Background(), s, search.Limits{Nodes: 20000})
	_, proven := search.WinDistance(r.Score)
	fmt.Println(g.FormatMove(s, r.Move), proven, r.Score > 0)
	// Output:
	// b2 true true
}

// With several threads and a node limit, alpha-beta repeats exactly.
func ExampleLimits_nodes() {
	g := pathway.MustNew()
	s := g.Start()
	opts := search.Options{Threads: 2, TableMB: 1}
	lim := search.Limits{Nodes: 20000}
	a, _ := search.AlphaBeta(g, opts).Search(context.Background(), s, lim)
	b, _ := search.AlphaBeta(g, opts).Search(context.Background(), s, lim)
	fmt.Println(a.Move == b.Move, a.Depth == b.Depth, a.Nodes == b.Nodes)
	// Output:
	// true true true
}

// WinDistance reads a proven result from a score.
func ExampleWinDistance() {
	for _, score := range []float64{search.WinScore - 3, -(search.WinScore - 8), 2.5} {
		plies, proven := search.WinDistance(score)
		fmt.Println(plies, proven, score > 0)
	}
	// Output:
	// 3 true true
	// 8 true false
	// 0 false true
}

// ScoreText says a score as people read it.
func ExampleScoreText() {
	for _, score := range []float64{search.WinScore - 3, -(search.WinScore - 2), search.WinScore, 12.3456, math.Copysign(0, -1)} {
		fmt.Println(search.ScoreText(score))
	}
	// Output:
	// win in 3
	// loss in 2
	// win
	// 12.35
	// 0
}
