// bench_test.go holds the benchmarks, named as in every game of the
// module: AppendMoves, Apply, CountMoves, Hash, Perft (leaves/s) and Playout
// (playouts/s, plies/game), then Result and Evaluate.

package mapello_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
)

var benchSetups = []struct {
	name string
	s    mapello.State
}{
	{"Plain", mustSetup("plain")},
	{"Default", mustSetup("default")},
}

// eachSetup runs f as one sub-benchmark per setup, with a game starting
// there and positions met in seeded random games from it.
func eachSetup(b *testing.B, f func(b *testing.B, g *mapello.Game, start mapello.State, states []mapello.State)) {
	for _, bs := range benchSetups {
		b.Run(bs.name, func(b *testing.B) {
			g := mapello.MustNew(mapello.WithStart(bs.s))
			f(b, g, bs.s, gametest.SampleStates[mapello.State, mapello.Move](g, bs.s, 1000, 1))
		})
	}
}

func BenchmarkAppendMoves(b *testing.B) {
	eachSetup(b, func(b *testing.B, g *mapello.Game, _ mapello.State, states []mapello.State) {
		gametest.BenchMoves(b, g, states)
	})
}

func BenchmarkApply(b *testing.B) {
	eachSetup(b, func(b *testing.B, g *mapello.Game, _ mapello.State, states []mapello.State) {
		gametest.BenchApply(b, g, states)
	})
}

// BenchmarkCountMoves reports moves counted per second.
func BenchmarkCountMoves(b *testing.B) {
	eachSetup(b, func(b *testing.B, g *mapello.Game, _ mapello.State, states []mapello.State) {
		n := 0
		gametest.BenchStates(b, states, "states/s", func(s mapello.State) { n += g.CountMoves(s) })
		b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
	})
}

func BenchmarkHash(b *testing.B) {
	eachSetup(b, func(b *testing.B, g *mapello.Game, _ mapello.State, states []mapello.State) {
		var h uint64
		gametest.BenchStates(b, states, "hashes/s", func(s mapello.State) { h ^= g.Hash(s) })
	})
}

// BenchmarkPerft counts leaves with ply.Perft, which takes Game.Perft (bulk
// counting on bare bitboards), to depth 9; Plain/12 is Othello's
// 1,939,879,668 leaves, skipped under -short, and fails on a wrong count.
// Generic is the generic loop through the ply.Game interface, to depth 7.
func BenchmarkPerft(b *testing.B) {
	eachSetup(b, func(b *testing.B, g *mapello.Game, start mapello.State, _ []mapello.State) {
		b.Run("9", func(b *testing.B) { gametest.BenchPerft(b, g, start, 9) })
	})
	b.Run("Plain/12", func(b *testing.B) {
		if testing.Short() {
			b.Skip("1.9 billion leaves")
		}
		g := mapello.MustNew(mapello.WithStart(mustSetup("plain")))
		var leaves uint64
		for b.Loop() {
			n := ply.Perft(g, g.Start(), 12)
			if n != 1939879668 {
				b.Fatalf("Perft(12) = %d, want 1939879668", n)
			}
			leaves += n
		}
		b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
	})
	b.Run("Generic", func(b *testing.B) {
		eachSetup(b, func(b *testing.B, g *mapello.Game, start mapello.State, _ []mapello.State) {
			b.Run("7", func(b *testing.B) { gametest.BenchPerft(b, gametest.Plain(g), start, 7) })
		})
	})
}

// BenchmarkPlayout plays uniformly random games with the game's own
// playout (Game.RandomPlayout); Generic with the generic ply.RandomPlayout
// loop through the interface (gametest.Plain hides the game's playout).
func BenchmarkPlayout(b *testing.B) {
	eachSetup(b, func(b *testing.B, g *mapello.Game, start mapello.State, _ []mapello.State) {
		gametest.BenchPlayouts(b, g, start)
	})
	b.Run("Generic", func(b *testing.B) {
		eachSetup(b, func(b *testing.B, g *mapello.Game, start mapello.State, _ []mapello.State) {
			gametest.BenchPlayouts(b, gametest.Plain(g), start)
		})
	})
}

func BenchmarkResult(b *testing.B) {
	eachSetup(b, func(b *testing.B, g *mapello.Game, _ mapello.State, states []mapello.State) {
		gametest.BenchStates(b, states, "results/s", func(s mapello.State) { g.Result(s) })
	})
}

func BenchmarkEvaluate(b *testing.B) {
	eachSetup(b, func(b *testing.B, g *mapello.Game, _ mapello.State, states []mapello.State) {
		var v float64
		gametest.BenchStates(b, states, "evals/s", func(s mapello.State) { v += g.Evaluate(s, ply.First) })
	})
}

// BenchmarkEvalPatterns reports the pattern evaluation's cost (ns/eval)
// on plain Othello positions met in seeded random games: All of them, and
// Late, those of 12 to 24 empty cells, where the endgame solver orders its
// moves by it.
func BenchmarkEvalPatterns(b *testing.B) {
	s := mustSetup("plain")
	g := mapello.MustNew(mapello.WithStart(s))
	all := gametest.SampleStates[mapello.State, mapello.Move](g, s, 1000, 1)
	var late []mapello.State
	for _, s := range all {
		if n := s.Empties(); n >= 12 && n <= 24 {
			late = append(late, s)
		}
	}
	for _, c := range []struct {
		name   string
		states []mapello.State
	}{{"All", all}, {"Late", late}} {
		b.Run(c.name, func(b *testing.B) {
			var v float64
			gametest.BenchStates(b, c.states, "evals/s", func(s mapello.State) { v += mapello.EvalPatterns(s, ply.First) })
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N), "ns/eval")
		})
	}
}
