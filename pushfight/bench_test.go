// bench_test.go holds the benchmarks, named as in every game of the
// module: AppendMoves, Apply, Hash, Perft (leaves/s) and Playout (playouts/s,
// plies/game), then raw sequences, HasWinningTurn, Evaluate and Result.

package pushfight_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pushfight"
)

// sample returns play-phase positions met in seeded random games from the
// standard start.
func sample(g *pushfight.Game, n int) []pushfight.State {
	return gametest.SampleStates[pushfight.State, pushfight.Move](g, g.Start(), n, 7)
}

// BenchmarkAppendMoves generates the distinct turns of the standard start
// (1,867) and of positions from random games, and reports distinct results
// per second.
func BenchmarkAppendMoves(b *testing.B) {
	g := pushfight.MustNew()
	b.Run("Standard", func(b *testing.B) {
		gametest.BenchMoves[pushfight.State, pushfight.Move](b, g, []pushfight.State{g.Start()})
	})
	b.Run("Sample", func(b *testing.B) {
		gametest.BenchMoves[pushfight.State, pushfight.Move](b, g, sample(g, 200))
	})
}

// BenchmarkApply applies every distinct turn of positions from random
// games.
func BenchmarkApply(b *testing.B) {
	g := pushfight.MustNew()
	gametest.BenchApply[pushfight.State, pushfight.Move](b, g, sample(g, 20))
}

func BenchmarkHash(b *testing.B) {
	g := pushfight.MustNew()
	var h uint64
	gametest.BenchStates(b, sample(g, 500), "hashes/s", func(s pushfight.State) { h ^= g.Hash(s) })
}

// BenchmarkPerft runs perft(2) from the standard start, counting distinct
// turns: 3,685,069 leaves.
func BenchmarkPerft(b *testing.B) {
	g := pushfight.MustNew()
	b.Run("Standard/2", func(b *testing.B) {
		gametest.BenchPerft[pushfight.State, pushfight.Move](b, g, g.Start(), 2)
	})
}

// BenchmarkPlayout plays random games from the standard start with the
// game's own playout (Game.RandomPlayout: turns uniform among raw
// sequences, as the solver's random games); Generic with the generic
// ply.RandomPlayout loop (turns uniform among distinct results).
func BenchmarkPlayout(b *testing.B) {
	g := pushfight.MustNew()
	b.Run("Standard", func(b *testing.B) { gametest.BenchPlayouts(b, g, g.Start()) })
	b.Run("Generic/Standard", func(b *testing.B) { gametest.BenchPlayouts(b, gametest.Plain(g), g.Start()) })
}

// BenchmarkAppendSequences lists the raw sequences of positions from random
// games and reports sequences per second.
func BenchmarkAppendSequences(b *testing.B) {
	g := pushfight.MustNew()
	buf := make([]pushfight.Move, 0, 1<<14)
	n := 0
	gametest.BenchStates(b, sample(g, 200), "states/s", func(s pushfight.State) {
		buf = g.AppendSequences(buf[:0], s)
		n += len(buf)
	})
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "sequences/s")
}

// BenchmarkHasWinningTurn runs the immediate-win test on positions from
// random games (86% of which have a winning turn).
func BenchmarkHasWinningTurn(b *testing.B) {
	g := pushfight.MustNew()
	gametest.BenchStates(b, sample(g, 500), "tests/s", func(s pushfight.State) { g.HasWinningTurn(s) })
}

// BenchmarkHasWinningTurnNone runs the immediate-win test on the standard
// start, where no turn wins, so every candidate is tried.
func BenchmarkHasWinningTurnNone(b *testing.B) {
	g := pushfight.MustNew()
	gametest.BenchStates(b, []pushfight.State{g.Start()}, "tests/s", func(s pushfight.State) {
		if g.HasWinningTurn(s) {
			b.Fatal("the start has no winning turn")
		}
	})
}

// BenchmarkEvaluate evaluates positions from random games.
func BenchmarkEvaluate(b *testing.B) {
	g := pushfight.MustNew()
	var v float64
	gametest.BenchStates(b, sample(g, 500), "evals/s", func(s pushfight.State) { v += g.Evaluate(s, ply.First) })
}

// BenchmarkResult runs Result (which checks that the side to move has a
// turn) on positions from random games.
func BenchmarkResult(b *testing.B) {
	g := pushfight.MustNew()
	gametest.BenchStates(b, sample(g, 500), "results/s", func(s pushfight.State) { g.Result(s) })
}
