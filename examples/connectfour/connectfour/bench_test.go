// bench_test.go holds the benchmarks, named as in the library's games:
// AppendMoves, Apply, CountMoves, Hash, Perft (leaves/s), Playout
// (playouts/s), Evaluate (evals/s), and Solve (positions/s).

package connectfour_test

import (
	"context"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/examples/connectfour/connectfour"
	"github.com/plygo/ply/gametest"
)

// sampleStates are typical positions: states met on seeded random games
// from the start.
func sampleStates() []connectfour.State {
	g := connectfour.Game{}
	return gametest.SampleStates[connectfour.State, connectfour.Move](g, g.Start(), 256, 1)
}

func BenchmarkAppendMoves(b *testing.B) {
	gametest.BenchMoves(b, connectfour.Game{}, sampleStates())
}

func BenchmarkApply(b *testing.B) {
	gametest.BenchApply(b, connectfour.Game{}, sampleStates())
}

// BenchmarkCountMoves reports moves counted per second.
func BenchmarkCountMoves(b *testing.B) {
	g := connectfour.Game{}
	n := 0
	gametest.BenchStates(b, sampleStates(), "states/s", func(s connectfour.State) { n += g.CountMoves(s) })
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkHash(b *testing.B) {
	g := connectfour.Game{}
	var h uint64
	gametest.BenchStates(b, sampleStates(), "hashes/s", func(s connectfour.State) { h ^= g.Hash(s) })
}

// BenchmarkPerft counts the leaves from the start to depth 8 with the
// game's own perft, and to depth 6 with the generic one.
func BenchmarkPerft(b *testing.B) {
	g := connectfour.Game{}
	b.Run("Own/8", func(b *testing.B) { gametest.BenchPerft(b, g, g.Start(), 8) })
	b.Run("Generic/6", func(b *testing.B) {
		gametest.BenchPerft(b, gametest.Plain[connectfour.State, connectfour.Move](g), g.Start(), 6)
	})
}

// BenchmarkPlayout plays uniformly random games from the start with the
// generic ply.RandomPlayout loop.
func BenchmarkPlayout(b *testing.B) {
	g := connectfour.Game{}
	gametest.BenchPlayouts(b, g, g.Start())
}

func BenchmarkEvaluate(b *testing.B) {
	g := connectfour.Game{}
	var v float64
	gametest.BenchStates(b, sampleStates(), "evals/s", func(s connectfour.State) { v += g.Evaluate(s, ply.First) })
}

// BenchmarkSolve solves a position of 12 stones, lost for Red, to move,
// with an empty table each time, and reports the positions searched per
// second and per solve.
func BenchmarkSolve(b *testing.B) {
	s, err := connectfour.ParseState("111337443454")
	if err != nil {
		b.Fatal(err)
	}
	var nodes uint64
	for b.Loop() {
		b.StopTimer()
		sv := connectfour.NewSolver(16)
		b.StartTimer()
		_, _, n, err := sv.Solve(context.Background(), s, 0)
		if err != nil {
			b.Fatal(err)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "positions/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "positions/solve")
}

// BenchmarkSolveStart solves the empty board and the positions after
// Red's first move in columns 1 to 3 (5 to 7 are their mirror images),
// each with an empty table of 256 MiB, checks the values Allis and Allen
// found (Red wins by column 4 and no other: after 1 and 2 Yellow wins,
// after 3 it is a draw), and reports the positions searched per second
// and per solve. A solve takes about a minute: run them alone with
// -benchtime 1x. They are skipped under -short.
func BenchmarkSolveStart(b *testing.B) {
	if testing.Short() {
		b.Skip("minutes")
	}
	for _, tc := range []struct {
		name, position string
		outcome        int
		best           connectfour.Move // -1: any
	}{
		{"start", "", 1, 3},
		{"1", "1", 1, -1},
		{"2", "2", 1, -1},
		{"3", "3", 0, -1},
	} {
		b.Run(tc.name, func(b *testing.B) {
			s, err := connectfour.ParseState(tc.position)
			if err != nil {
				b.Fatal(err)
			}
			var nodes uint64
			for b.Loop() {
				b.StopTimer()
				sv := connectfour.NewSolver(256)
				b.StartTimer()
				outcome, best, n, err := sv.Solve(context.Background(), s, 0)
				if err != nil || outcome != tc.outcome || tc.best >= 0 && best != tc.best {
					b.Fatalf("outcome %d, move %v, %v; want %d", outcome, best, err, tc.outcome)
				}
				nodes += n
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "positions/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "positions/solve")
		})
	}
}
