package morelli_test

import (
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/morelli"
)

// benchStates are typical positions: states met on seeded random games from
// Default.
func benchStates(g ply.Game[morelli.State, morelli.Move]) []morelli.State {
	return gametest.SampleStates(g, g.Start(), 1024, 1)
}

func BenchmarkPerft3(b *testing.B) {
	g := morelli.MustNew()
	gametest.BenchPerft(b, g, g.Start(), 3)
}

func BenchmarkMoves(b *testing.B) {
	g := morelli.MustNew()
	gametest.BenchMoves(b, g, benchStates(g))
}

func BenchmarkApply(b *testing.B) {
	g := morelli.MustNew()
	gametest.BenchApply(b, g, benchStates(g))
}

// BenchmarkPlayouts runs the generic ply.RandomPlayout loop, which
// generates every move list (gametest.Plain hides the game's own playout).
func BenchmarkPlayouts(b *testing.B) {
	g := morelli.MustNew()
	gametest.BenchPlayouts(b, gametest.Plain[morelli.State, morelli.Move](g), g.Start())
}

// BenchmarkRandomPlayout runs the game's own uniform playout.
func BenchmarkRandomPlayout(b *testing.B) {
	g := morelli.MustNew()
	rng := rand.New(rand.NewPCG(1, 2))
	games, plies := 0, 0
	for b.Loop() {
		_, _, n := g.RandomPlayout(g.Start(), rng)
		games++
		plies += n
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(plies)/float64(games), "plies/game")
}

func BenchmarkResult(b *testing.B) {
	g := morelli.MustNew()
	states := benchStates(g)
	i := 0
	for b.Loop() {
		g.Result(states[i%len(states)])
		i++
	}
}

func BenchmarkHash(b *testing.B) {
	g := morelli.MustNew()
	states := benchStates(g)
	var h uint64
	i := 0
	for b.Loop() {
		h ^= g.Hash(states[i%len(states)])
		i++
	}
	_ = h
}

func BenchmarkEvaluate(b *testing.B) {
	for _, e := range []struct {
		name string
		f    ply.EvalFunc[morelli.State]
	}{{"reserve", morelli.EvalReserve}, {"seed", morelli.EvalSeed}} {
		b.Run(e.name, func(b *testing.B) {
			g := ply.WithEval[morelli.State, morelli.Move](morelli.MustNew(), e.f)
			states := benchStates(g)
			var v float64
			i := 0
			for b.Loop() {
				v += g.Evaluate(states[i%len(states)], morelli.Black)
				i++
			}
			_ = v
		})
	}
}
