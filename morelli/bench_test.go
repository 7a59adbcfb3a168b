// bench_test.go holds the benchmarks, named as in every game of the
// module: AppendMoves, Apply, CountMoves, Hash, Perft (leaves/s) and Playout
// (playouts/s, plies/game), then Result and Evaluate.

package morelli_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/morelli"
)

// sampleStates are typical positions: states met on seeded random games
// from the start.
func sampleStates(g *morelli.Game) []morelli.State {
	return gametest.SampleStates(g, g.Start(), 1024, 1)
}

func BenchmarkAppendMoves(b *testing.B) {
	g := morelli.MustNew()
	gametest.BenchMoves(b, g, sampleStates(g))
}

func BenchmarkApply(b *testing.B) {
	g := morelli.MustNew()
	gametest.BenchApply(b, g, sampleStates(g))
}

// BenchmarkCountMoves reports moves counted per second.
func BenchmarkCountMoves(b *testing.B) {
	g := morelli.MustNew()
	n := 0
	gametest.BenchStates(b, sampleStates(g), "states/s", func(s morelli.State) { n += g.CountMoves(s) })
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkHash(b *testing.B) {
	g := morelli.MustNew()
	var h uint64
	gametest.BenchStates(b, sampleStates(g), "hashes/s", func(s morelli.State) { h ^= g.Hash(s) })
}

func BenchmarkPerft(b *testing.B) {
	g := morelli.MustNew()
	b.Run("Default/3", func(b *testing.B) { gametest.BenchPerft(b, g, g.Start(), 3) })
}

// BenchmarkPlayout plays uniformly random games with the game's own
// playout (Game.RandomPlayout); Generic with the generic ply.RandomPlayout
// loop, which generates every move list (gametest.Plain hides the game's
// own playout).
func BenchmarkPlayout(b *testing.B) {
	g := morelli.MustNew()
	b.Run("Default", func(b *testing.B) { gametest.BenchPlayouts(b, g, g.Start()) })
	b.Run("Generic/Default", func(b *testing.B) { gametest.BenchPlayouts(b, gametest.Plain(g), g.Start()) })
}

func BenchmarkResult(b *testing.B) {
	g := morelli.MustNew()
	gametest.BenchStates(b, sampleStates(g), "results/s", func(s morelli.State) { g.Result(s) })
}

func BenchmarkEvaluate(b *testing.B) {
	for _, e := range []struct {
		name string
		f    ply.EvalFunc[morelli.State]
	}{{"reserve", morelli.EvalReserve}, {"seed", morelli.EvalClassic}} {
		b.Run(e.name, func(b *testing.B) {
			g := morelli.MustNew()
			var v float64
			gametest.BenchStates(b, sampleStates(g), "evals/s", func(s morelli.State) { v += e.f(s, morelli.Black) })
		})
	}
}
