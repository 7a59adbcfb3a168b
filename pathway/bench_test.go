// bench_test.go holds the benchmarks, named as in every game of the
// module: AppendMoves, Apply, CountMoves, Hash, Perft (leaves/s) and Playout
// (playouts/s, plies/game), and Evaluate (evals/s).

package pathway_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
)

// sampleStates are typical positions: states met on seeded random games
// from the start.
func sampleStates(g *pathway.Game) []pathway.State {
	return gametest.SampleStates[pathway.State, pathway.Move](g, g.Start(), 256, 1)
}

func BenchmarkAppendMoves(b *testing.B) {
	g := pathway.MustNew()
	b.Run("Size6", func(b *testing.B) { gametest.BenchMoves(b, g, sampleStates(g)) })
}

func BenchmarkApply(b *testing.B) {
	g := pathway.MustNew()
	b.Run("Size6", func(b *testing.B) { gametest.BenchApply(b, g, sampleStates(g)) })
}

// BenchmarkCountMoves reports moves counted per second.
func BenchmarkCountMoves(b *testing.B) {
	g := pathway.MustNew()
	b.Run("Size6", func(b *testing.B) {
		n := 0
		gametest.BenchStates(b, sampleStates(g), "states/s", func(s pathway.State) { n += g.CountMoves(s) })
		b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
	})
}

func BenchmarkHash(b *testing.B) {
	g := pathway.MustNew()
	b.Run("Size6", func(b *testing.B) {
		var h uint64
		gametest.BenchStates(b, sampleStates(g), "hashes/s", func(s pathway.State) { h ^= g.Hash(s) })
	})
}

// BenchmarkPerft counts the leaves of the default 6x6 board to depth 4 and
// of the 8x8 board to depth 3.
func BenchmarkPerft(b *testing.B) {
	b.Run("Size6/4", func(b *testing.B) {
		g := pathway.MustNew()
		gametest.BenchPerft(b, g, g.Start(), 4)
	})
	b.Run("Size8/3", func(b *testing.B) {
		g := sized(b, 8)
		gametest.BenchPerft(b, g, g.Start(), 3)
	})
}

// BenchmarkPlayout plays uniformly random games from the start with the
// generic ply.RandomPlayout loop (the game has no playout of its own).
func BenchmarkPlayout(b *testing.B) {
	g := pathway.MustNew()
	b.Run("Size6", func(b *testing.B) { gametest.BenchPlayouts(b, g, g.Start()) })
}

// BenchmarkEvaluate reports evaluations per second: EvalPaths, the classic
// program's EvalClassic, and the trained EvalTrained and EvalSolved
// (Evaluate's).
func BenchmarkEvaluate(b *testing.B) {
	g := pathway.MustNew()
	for _, e := range []struct {
		name string
		f    ply.EvalFunc[pathway.State]
	}{{"Paths", pathway.EvalPaths}, {"Classic", pathway.EvalClassic}, {"Trained", pathway.EvalTrained}, {"Solved", pathway.EvalSolved}} {
		b.Run(e.name, func(b *testing.B) {
			var v float64
			gametest.BenchStates(b, sampleStates(g), "evals/s", func(s pathway.State) { v += e.f(s, ply.First) })
		})
	}
}
