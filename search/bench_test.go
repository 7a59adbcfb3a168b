// bench_test.go measures the speed of each search (nodes/s) on Pathway.

package search_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// benchPosition is a 6x6 Pathway middle game: 8 random plies from the
// start, the same on every run.
func benchPosition(g *pathway.Game) pathway.State {
	rng := rand.New(rand.NewPCG(1, 1))
	s := g.Start()
	for range 8 {
		moves := ply.Moves(g, s)
		s = g.Apply(s, moves[rng.IntN(len(moves))])
	}
	return s
}

type resetter interface{ Reset() }

// benchSearch runs st from s once per iteration and reports the nodes it
// searched per second.
func benchSearch[S, M comparable](b *testing.B, st interface {
	Search(context.Context, S) (search.Result[M], error)
}, s S) {
	b.Helper()
	var nodes uint64
	for b.Loop() {
		if r, ok := innerPlayer(st).(resetter); ok {
			// Each search starts afresh, without the last one's table.
			b.StopTimer()
			r.Reset()
			b.StartTimer()
		}
		res, err := st.Search(context.Background(), s)
		if err != nil {
			b.Fatal(err)
		}
		nodes += res.Nodes
	}
	if nodes > 0 {
		b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	}
}

func BenchmarkRandom(b *testing.B) {
	g := pathway.MustNew()
	benchSearch[pathway.State, pathway.Move](b, unbounded(search.Random(g, rand.New(rand.NewPCG(1, 2)))), benchPosition(g))
}

func BenchmarkGreedy(b *testing.B) {
	g := pathway.MustNew()
	benchSearch[pathway.State, pathway.Move](b, unbounded(search.Greedy(g)), benchPosition(g))
}

func BenchmarkMinimax3(b *testing.B) {
	g := pathway.MustNew()
	benchSearch[pathway.State, pathway.Move](b, bound(search.Minimax(g), search.Limits{Depth: 3}), benchPosition(g))
}

func BenchmarkAlphaBeta5Plain(b *testing.B) {
	g := pathway.MustNew()
	opts := search.Options{NoDeepening: true, NoTable: true, NoOrdering: true, NoPVS: true}
	benchSearch[pathway.State, pathway.Move](b, bound(search.AlphaBeta(g, opts), search.Limits{Depth: 5}), benchPosition(g))
}

func BenchmarkAlphaBeta5(b *testing.B) {
	g := pathway.MustNew()
	benchSearch[pathway.State, pathway.Move](b, bound(search.AlphaBeta(g, search.Options{TableMB: 4}), search.Limits{Depth: 5}), benchPosition(g))
}

func BenchmarkAlphaBeta8(b *testing.B) {
	g := pathway.MustNew()
	benchSearch[pathway.State, pathway.Move](b, bound(search.AlphaBeta(g, search.Options{TableMB: 16}), search.Limits{Depth: 8}), benchPosition(g))
}

func BenchmarkAlphaBeta8Threads2(b *testing.B) {
	g := pathway.MustNew()
	benchSearch[pathway.State, pathway.Move](b, bound(search.AlphaBeta(g, search.Options{TableMB: 16, Threads: 2}), search.Limits{Depth: 8}), benchPosition(g))
}

func BenchmarkAlphaBeta5Threads2(b *testing.B) {
	g := pathway.MustNew()
	benchSearch[pathway.State, pathway.Move](b, bound(search.AlphaBeta(g, search.Options{TableMB: 4, Threads: 2}), search.Limits{Depth: 5}), benchPosition(g))
}

// benchMCTS runs MCTS from s once per iteration (a new tree each time) and
// reports playouts per second.
func benchMCTS(b *testing.B, opts search.MCTSOptions, lim search.Limits) {
	g := pathway.MustNew()
	s := benchPosition(g)
	opts.NoReuse = true
	p := search.MCTS(g, opts)
	var playouts uint64
	for b.Loop() {
		r, err := p.Search(context.Background(), s, lim)
		if err != nil {
			b.Fatal(err)
		}
		playouts += r.Nodes
	}
	b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
}

func BenchmarkMCTS(b *testing.B) {
	benchMCTS(b, search.MCTSOptions{Seed: 1}, search.Limits{Nodes: 2000})
}

func BenchmarkMCTSThreads2(b *testing.B) {
	benchMCTS(b, search.MCTSOptions{Seed: 1, Threads: 2}, search.Limits{Nodes: 2000})
}

func BenchmarkMCTSCutoff(b *testing.B) {
	benchMCTS(b, search.MCTSOptions{Seed: 1, PlayoutDepth: 4}, search.Limits{Nodes: 2000})
}

// BenchmarkMCTSGames runs 300 MCTS iterations, with a new tree each time,
// on the middle-game position of each game of BenchmarkDeadline, and
// reports playouts per second.
func BenchmarkMCTSGames(b *testing.B) {
	for _, c := range deadlineCases() {
		b.Run(c.name, func(b *testing.B) {
			var playouts uint64
			for b.Loop() {
				playouts += c.mctsRun(b, search.MCTSOptions{Seed: 1, NoReuse: true}, search.Limits{Nodes: 300})
			}
			b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}

// BenchmarkMCTSEvalTreeGames is BenchmarkMCTSGames with the evaluation in
// the tree as the registry's mcts bot has it (no playouts, implicit
// minimax backups, progressive widening), reporting iterations per second.
func BenchmarkMCTSEvalTreeGames(b *testing.B) {
	for _, c := range deadlineCases() {
		b.Run(c.name, func(b *testing.B) {
			var iters uint64
			opts := search.MCTSOptions{Seed: 1, NoReuse: true, EvalLeaves: true, Minimax: 1, Exploration: 0.3, Widening: 2}
			for b.Loop() {
				iters += c.mctsRun(b, opts, search.Limits{Nodes: 300})
			}
			b.ReportMetric(float64(iters)/b.Elapsed().Seconds(), "iterations/s")
		})
	}
}
