// bench_test.go holds the benchmarks: perft, moves, Apply, playouts, Result, hash, evals.

package mitsudomoe_test

import (
	"testing"
	"time"

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

func BenchmarkPerft3(b *testing.B) {
	g := mitsudomoe.MustNew()
	gametest.BenchPerft(b, g, g.Start(), 3)
}

func BenchmarkPerft4(b *testing.B) {
	g := mitsudomoe.MustNew()
	gametest.BenchPerft(b, g, g.Start(), 4)
}

func BenchmarkPerft5(b *testing.B) {
	g := mitsudomoe.MustNew()
	gametest.BenchPerft(b, g, g.Start(), 5)
}

// BenchmarkAppendMovesStart generates the moves of the start into a reused
// buffer.
func BenchmarkAppendMovesStart(b *testing.B) {
	g := mitsudomoe.MustNew()
	gametest.BenchMoves(b, g, []mitsudomoe.State{g.Start()})
}

// BenchmarkAppendMoves generates the moves of positions from random games
// into a reused buffer.
func BenchmarkAppendMoves(b *testing.B) {
	gametest.BenchMoves(b, mitsudomoe.MustNew(), sampleStates(b))
}

// BenchmarkApply applies every move of 1000 positions from random games:
// about 170,000 (state, move) pairs, so memory traffic weighs in.
func BenchmarkApply(b *testing.B) {
	gametest.BenchApply(b, mitsudomoe.MustNew(), sampleStates(b))
}

// BenchmarkApplyWorkedExamples applies the moves of the worked examples, a
// working set that fits in cache.
func BenchmarkApplyWorkedExamples(b *testing.B) {
	gametest.BenchApply(b, mitsudomoe.MustNew(), exampleStarts(b))
}

func BenchmarkPlayouts(b *testing.B) {
	g := mitsudomoe.MustNew()
	gametest.BenchPlayouts(b, g, g.Start())
}

// BenchmarkResult runs the end checks, the E3 search for a legal turn
// included, on positions from random games.
func BenchmarkResult(b *testing.B) {
	g := mitsudomoe.MustNew()
	states := sampleStates(b)
	i, n := 0, 0
	start := time.Now()
	for b.Loop() {
		g.Result(states[i])
		n++
		if i++; i == len(states) {
			i = 0
		}
	}
	b.ReportMetric(float64(n)/time.Since(start).Seconds(), "results/s")
}

func benchFunc(b *testing.B, unit string, f func(mitsudomoe.State)) {
	states := sampleStates(b)
	i, n := 0, 0
	start := time.Now()
	for b.Loop() {
		f(states[i])
		n++
		if i++; i == len(states) {
			i = 0
		}
	}
	b.ReportMetric(float64(n)/time.Since(start).Seconds(), unit)
}

func BenchmarkHash(b *testing.B) {
	g := mitsudomoe.MustNew()
	benchFunc(b, "hashes/s", func(s mitsudomoe.State) { g.Hash(s) })
}

func BenchmarkRaceEval(b *testing.B) {
	benchFunc(b, "evals/s", func(s mitsudomoe.State) { mitsudomoe.EvalRace(s, ply.First) })
}

func BenchmarkSeedEval(b *testing.B) {
	benchFunc(b, "evals/s", func(s mitsudomoe.State) { mitsudomoe.EvalSeed(s, ply.First) })
}
