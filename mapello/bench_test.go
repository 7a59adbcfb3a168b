// bench_test.go holds the benchmarks: perft, playouts, moves, apply and more.

package mapello_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
)

var benchSetups = []struct {
	name string
	s    mapello.State
}{
	{"Plain", mapello.PlainSetup()},
	{"Default", mapello.DefaultSetup()},
}

// BenchmarkPerft is the fast perft with bulk counting (Game.Perft).
func BenchmarkPerft(b *testing.B) {
	for _, bs := range benchSetups {
		b.Run(bs.name, func(b *testing.B) {
			g := mapello.MustNew(mapello.WithStart(bs.s))
			var leaves uint64
			start := time.Now()
			for b.Loop() {
				leaves += g.Perft(bs.s, 9)
			}
			b.ReportMetric(float64(leaves)/time.Since(start).Seconds(), "leaves/s")
		})
	}
}

// BenchmarkPerft12 counts Othello's 1,939,879,668 leaves at depth 12
// (example 2 of docs/rules/mapello.md), too slow for the test suite, and
// fails on a wrong count.
func BenchmarkPerft12(b *testing.B) {
	g := mapello.MustNew(mapello.WithStart(mapello.PlainSetup()))
	var leaves uint64
	start := time.Now()
	for b.Loop() {
		n := g.Perft(g.Start(), 12)
		if n != 1939879668 {
			b.Fatalf("Perft(12) = %d, want 1939879668", n)
		}
		leaves += n
	}
	b.ReportMetric(float64(leaves)/time.Since(start).Seconds(), "leaves/s")
}

// BenchmarkPerftGeneric is ply.Perft, through the ply.Game interface.
func BenchmarkPerftGeneric(b *testing.B) {
	for _, bs := range benchSetups {
		b.Run(bs.name, func(b *testing.B) {
			gametest.BenchPerft(b, mapello.MustNew(mapello.WithStart(bs.s)), bs.s, 7)
		})
	}
}

// BenchmarkPlayouts is the fast random playout (Game.RandomPlayout).
func BenchmarkPlayouts(b *testing.B) {
	for _, bs := range benchSetups {
		b.Run(bs.name, func(b *testing.B) {
			g := mapello.MustNew(mapello.WithStart(bs.s))
			rng := rand.New(rand.NewPCG(1, 2))
			games, plies := 0, 0
			start := time.Now()
			for b.Loop() {
				_, _, n := g.RandomPlayout(bs.s, rng)
				games++
				plies += n
			}
			b.ReportMetric(float64(games)/time.Since(start).Seconds(), "playouts/s")
			b.ReportMetric(float64(plies)/float64(games), "plies/game")
		})
	}
}

// BenchmarkPlayoutsGeneric is the generic ply.RandomPlayout loop, through
// the interface (gametest.Plain hides the game's own playout).
func BenchmarkPlayoutsGeneric(b *testing.B) {
	for _, bs := range benchSetups {
		b.Run(bs.name, func(b *testing.B) {
			gametest.BenchPlayouts(b, gametest.Plain[mapello.State, mapello.Move](mapello.MustNew(mapello.WithStart(bs.s))), bs.s)
		})
	}
}

func sampleStates(g *mapello.Game, s mapello.State) []mapello.State {
	return gametest.SampleStates[mapello.State, mapello.Move](g, s, 1000, 1)
}

func BenchmarkMoves(b *testing.B) {
	for _, bs := range benchSetups {
		b.Run(bs.name, func(b *testing.B) {
			g := mapello.MustNew(mapello.WithStart(bs.s))
			gametest.BenchMoves(b, g, sampleStates(g, bs.s))
		})
	}
}

func BenchmarkApply(b *testing.B) {
	for _, bs := range benchSetups {
		b.Run(bs.name, func(b *testing.B) {
			g := mapello.MustNew(mapello.WithStart(bs.s))
			gametest.BenchApply(b, g, sampleStates(g, bs.s))
		})
	}
}

// benchStates runs f over sample states from the Default board and
// reports calls/s under the given unit.
func benchStates(b *testing.B, unit string, f func(g *mapello.Game, s mapello.State)) {
	g := mapello.MustNew()
	states := sampleStates(g, g.Start())
	i := 0
	start := time.Now()
	for b.Loop() {
		f(g, states[i%len(states)])
		i++
	}
	b.ReportMetric(float64(i)/time.Since(start).Seconds(), unit)
}

func BenchmarkResult(b *testing.B) {
	benchStates(b, "results/s", func(g *mapello.Game, s mapello.State) { g.Result(s) })
}

func BenchmarkHash(b *testing.B) {
	benchStates(b, "hashes/s", func(g *mapello.Game, s mapello.State) { g.Hash(s) })
}

func BenchmarkEvaluate(b *testing.B) {
	benchStates(b, "evals/s", func(g *mapello.Game, s mapello.State) { g.Evaluate(s, ply.First) })
}
