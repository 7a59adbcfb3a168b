// bench_test.go holds the benchmarks: turn generation, apply, perft, HasWinningTurn, evaluation and playouts.

package pushfight_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pushfight"
)

// sample returns play-phase positions met in seeded random games from the
// standard start.
func sample(g *pushfight.Game, n int) []pushfight.State {
	return gametest.SampleStates[pushfight.State, pushfight.Move](g, g.Start(), n, 7)
}

// BenchmarkTurnsStart generates the 1,867 distinct turns of the standard
// start and reports distinct results per second.
func BenchmarkTurnsStart(b *testing.B) {
	g := pushfight.New()
	gametest.BenchMoves[pushfight.State, pushfight.Move](b, g, []pushfight.State{g.Start()})
}

// BenchmarkTurns generates the distinct turns of positions from random
// games and reports distinct results per second.
func BenchmarkTurns(b *testing.B) {
	g := pushfight.New()
	gametest.BenchMoves[pushfight.State, pushfight.Move](b, g, sample(g, 200))
}

// BenchmarkSequences lists the raw sequences of positions from random
// games and reports sequences per second.
func BenchmarkSequences(b *testing.B) {
	g := pushfight.New()
	states := sample(g, 200)
	buf := make([]pushfight.Move, 0, 1<<14)
	n, i := 0, 0
	start := time.Now()
	for b.Loop() {
		buf = g.AppendSequences(buf[:0], states[i])
		n += len(buf)
		i = (i + 1) % len(states)
	}
	b.ReportMetric(float64(n)/time.Since(start).Seconds(), "sequences/s")
}

// BenchmarkApply applies every distinct turn of positions from random
// games.
func BenchmarkApply(b *testing.B) {
	g := pushfight.New()
	gametest.BenchApply[pushfight.State, pushfight.Move](b, g, sample(g, 20))
}

// BenchmarkPerft2 runs perft(2) from the standard start: 3,685,069 leaves.
func BenchmarkPerft2(b *testing.B) {
	g := pushfight.New()
	gametest.BenchPerft[pushfight.State, pushfight.Move](b, g, g.Start(), 2)
}

// BenchmarkHasWinningTurn runs the immediate-win test on positions from
// random games (86% of which have a winning turn).
func BenchmarkHasWinningTurn(b *testing.B) {
	g := pushfight.New()
	states := sample(g, 500)
	i, wins := 0, 0
	for b.Loop() {
		if g.HasWinningTurn(states[i]) {
			wins++
		}
		i = (i + 1) % len(states)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "tests/s")
}

// BenchmarkHasWinningTurnNone runs the immediate-win test on the standard
// start, where no turn wins, so every candidate is tried.
func BenchmarkHasWinningTurnNone(b *testing.B) {
	g := pushfight.New()
	s := g.Start()
	for b.Loop() {
		if g.HasWinningTurn(s) {
			b.Fatal("the start has no winning turn")
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "tests/s")
}

// BenchmarkEvaluate evaluates positions from random games.
func BenchmarkEvaluate(b *testing.B) {
	g := pushfight.New()
	states := sample(g, 500)
	i := 0
	var sink float64
	for b.Loop() {
		sink += g.Evaluate(states[i], ply.First)
		i = (i + 1) % len(states)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "evals/s")
}

// BenchmarkResult runs Result (which checks that the side to move has a
// turn) on positions from random games.
func BenchmarkResult(b *testing.B) {
	g := pushfight.New()
	states := sample(g, 500)
	i := 0
	for b.Loop() {
		g.Result(states[i])
		i = (i + 1) % len(states)
	}
}

// BenchmarkPlayouts plays ply.RandomPlayout games from the standard start:
// turns drawn uniformly among distinct results.
func BenchmarkPlayouts(b *testing.B) {
	g := pushfight.New()
	gametest.BenchPlayouts[pushfight.State, pushfight.Move](b, g, g.Start())
}

// BenchmarkPlayoutsRaw plays Game.Playout games from the standard start:
// turns drawn uniformly among raw sequences, as the solver's random games.
func BenchmarkPlayoutsRaw(b *testing.B) {
	g := pushfight.New()
	rng := rand.New(rand.NewPCG(1, 2))
	s := g.Start()
	games, turns := 0, 0
	for b.Loop() {
		_, _, n := g.RandomPlayout(s, rng)
		games++
		turns += n
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(turns)/float64(games), "turns/game")
}
