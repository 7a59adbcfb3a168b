// mapello_speed_test.go measures the cost of a node of alpha-beta on Othello.

package games

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/search"
)

// speedOptions returns the options of alphabeta-solve's alpha-beta on
// plain Othello at a second a move (selective, ProbCut, a 64 MiB table), or
// with exact off, those of a plain fixed-depth search (every feature on but
// the selective ones, whose value is minimax's).
func speedOptions(selective bool) search.Options {
	opts := search.Options{TableMB: solveTableMB}
	if selective {
		opts.Selective = true
		opts.ProbCut = &search.ProbCut{Pairs: mapelloProbCut}
	}
	return opts
}

// BenchmarkMapelloAlphaBeta measures the speed per node of alpha-beta on
// Othello: a fixed depth from 6 middle-game positions of 36 to 44 empty
// cells (probCutPositions), with alphabeta-solve's options ("solve") and
// without its selective features ("exact"), one thread, the table emptied
// before each search (outside the timing). It reports the nodes of all 6
// searches (exact, the same on every run), ns/node and Mnodes/s of the
// wall-clock time, cpu-ns/node of the processor time the process spent in
// the searches (steadier than the wall-clock time on a shared machine;
// where the platform tells it), and the allocations of all 6.
//
//	go test -run '^$' -bench MapelloAlphaBeta -benchtime 3x ./games
func BenchmarkMapelloAlphaBeta(b *testing.B) {
	g, positions := probCutPositions(b, 6)
	for _, c := range []struct {
		name      string
		selective bool
		depth     int
	}{{"solve", true, 12}, {"exact", false, 9}} {
		b.Run(fmt.Sprintf("%s/depth=%d", c.name, c.depth), func(b *testing.B) {
			p := search.AlphaBeta(g, speedOptions(c.selective))
			lim := search.Limits{Depth: c.depth}
			// The first search allocates the table.
			if _, err := p.Search(context.Background(), positions[0], search.Limits{Depth: 1}); err != nil {
				b.Fatal(err)
			}
			var nodes uint64
			var cpu time.Duration
			cpuOK := true
			b.ReportAllocs()
			for b.Loop() {
				nodes = 0
				for _, s := range positions {
					b.StopTimer()
					p.Reset()
					b.StartTimer()
					c0, ok0 := processorTime()
					r, err := p.Search(context.Background(), s, lim)
					c1, ok1 := processorTime()
					if err != nil {
						b.Fatal(err)
					}
					nodes += r.Nodes
					cpu += c1 - c0
					cpuOK = cpuOK && ok0 && ok1
				}
			}
			ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
			b.ReportMetric(float64(nodes), "nodes/op")
			b.ReportMetric(ns/float64(nodes), "ns/node")
			b.ReportMetric(float64(nodes)/ns*1e3, "Mnodes/s")
			if cpuOK {
				b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(nodes), "cpu-ns/node")
			}
		})
	}
}

// BenchmarkMapelloSolveWindow measures how far alphabeta-solve's window
// for the win-draw-loss solver reaches at 100 ms a move: 16 games of 6
// random plies, then alpha-beta to depth 4 for both sides, and at every
// position from 26 empty cells to 17 the solver given solveShare of the
// move time (its table kept through each game, as the bot keeps it). It
// reports the share of positions solved in the window at 20 to 26 empty
// cells (solved@N) and the mean time an attempt took there (ms@N). The
// figures depend on the machine and its load.
//
//	go test -run '^$' -bench MapelloSolveWindow -benchtime 1x ./games
func BenchmarkMapelloSolveWindow(b *testing.B) {
	g := plainOthello(b)
	window := time.Duration(float64(100*time.Millisecond) * solveShare)
	for b.Loop() {
		rng := rand.New(rand.NewPCG(7, 1))
		var tried, solved [solveMost + 1]int
		var spent [solveMost + 1]time.Duration
		for range 16 {
			s, ok := randomPlies(g, rng, 54)
			if !ok {
				continue
			}
			ab := search.AlphaBeta(g, speedOptions(true))
			eg := mapello.NewEndgame(mapello.MapelloRule, search.DefaultTableMB)
			for s.Empties() > solveAlways {
				if _, over := g.Result(s); over {
					break
				}
				if n := s.Empties(); n <= solveMost {
					ctx, cancel := context.WithTimeout(context.Background(), window)
					t0 := time.Now()
					_, err := eg.SolveWLD(ctx, s, 0)
					spent[n] += time.Since(t0)
					cancel()
					tried[n]++
					if err == nil {
						solved[n]++
					}
				}
				r, err := ab.Search(context.Background(), s, search.Limits{Depth: 4})
				if err != nil {
					b.Fatal(err)
				}
				s = g.Apply(s, r.Move)
			}
		}
		for n := 20; n <= solveMost; n++ {
			if tried[n] > 0 {
				b.ReportMetric(float64(solved[n])/float64(tried[n]), fmt.Sprintf("solved@%d", n))
				b.ReportMetric(spent[n].Seconds()*1000/float64(tried[n]), fmt.Sprintf("ms@%d", n))
			}
		}
	}
}
