// bench_test.go holds the benchmarks, named as in every game of the
// module: AppendMoves, Apply, Hash, Perft (leaves/s) and Playout (playouts/s,
// plies/game), then Result and the evaluations.

package mitsudomoe_test

import (
	"strconv"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mitsudomoe"
)

// sampleStates are positions met in seeded random games, for benchmarks
// over typical positions rather than the start alone.
func sampleStates(b *testing.B) []mitsudomoe.State {
	b.Helper()
	g := mitsudomoe.MustNew()
	return gametest.SampleStates(g, g.Start(), 1000, 1)
}

// BenchmarkAppendMoves generates the moves of the start, and of positions
// from random games, into a reused buffer.
func BenchmarkAppendMoves(b *testing.B) {
	g := mitsudomoe.MustNew()
	b.Run("Start", func(b *testing.B) { gametest.BenchMoves(b, g, []mitsudomoe.State{g.Start()}) })
	b.Run("Sample", func(b *testing.B) { gametest.BenchMoves(b, g, sampleStates(b)) })
}

// BenchmarkApply applies every move of 1000 positions from random games
// (Sample: about 170,000 (state, move) pairs, so memory traffic weighs in)
// and of the worked examples (a working set that fits in cache).
func BenchmarkApply(b *testing.B) {
	g := mitsudomoe.MustNew()
	b.Run("Sample", func(b *testing.B) { gametest.BenchApply(b, g, sampleStates(b)) })
	b.Run("WorkedExamples", func(b *testing.B) { gametest.BenchApply(b, g, exampleStarts(b)) })
}

func BenchmarkHash(b *testing.B) {
	g := mitsudomoe.MustNew()
	var h uint64
	gametest.BenchStates(b, sampleStates(b), "hashes/s", func(s mitsudomoe.State) { h ^= g.Hash(s) })
}

func BenchmarkPerft(b *testing.B) {
	g := mitsudomoe.MustNew()
	for _, d := range []int{3, 4, 5} {
		b.Run("Start/"+strconv.Itoa(d), func(b *testing.B) { gametest.BenchPerft(b, g, g.Start(), d) })
	}
}

// BenchmarkPlayout plays uniformly random games from the start with the
// generic ply.RandomPlayout loop (the game has no playout of its own).
func BenchmarkPlayout(b *testing.B) {
	g := mitsudomoe.MustNew()
	b.Run("Start", func(b *testing.B) { gametest.BenchPlayouts(b, g, g.Start()) })
}

// BenchmarkResult runs the end checks, the E3 search for a legal turn
// included, on positions from random games.
func BenchmarkResult(b *testing.B) {
	g := mitsudomoe.MustNew()
	gametest.BenchStates(b, sampleStates(b), "results/s", func(s mitsudomoe.State) { g.Result(s) })
}

func BenchmarkRaceEval(b *testing.B) {
	var v float64
	gametest.BenchStates(b, sampleStates(b), "evals/s", func(s mitsudomoe.State) { v += mitsudomoe.EvalRace(s, ply.First) })
}

func BenchmarkSeedEval(b *testing.B) {
	var v float64
	gametest.BenchStates(b, sampleStates(b), "evals/s", func(s mitsudomoe.State) { v += mitsudomoe.EvalClassic(s, ply.First) })
}
