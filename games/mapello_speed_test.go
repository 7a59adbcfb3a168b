// mapello_speed_test.go measures the cost of a node of alpha-beta on Othello.

package games

import (
	"context"
	"fmt"
	"testing"
	"time"

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
