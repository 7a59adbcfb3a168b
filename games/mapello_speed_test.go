package games

import (
	"context"
	"fmt"
	"testing"

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
// searches (exact, the same on every run), ns/node, Mnodes/s and the
// allocations of all 6.
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
			b.ReportAllocs()
			for b.Loop() {
				nodes = 0
				for _, s := range positions {
					b.StopTimer()
					p.Reset()
					b.StartTimer()
					r, err := p.Search(context.Background(), s, lim)
					if err != nil {
						b.Fatal(err)
					}
					nodes += r.Nodes
				}
			}
			ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
			b.ReportMetric(float64(nodes), "nodes/op")
			b.ReportMetric(ns/float64(nodes), "ns/node")
			b.ReportMetric(float64(nodes)/ns*1e3, "Mnodes/s")
		})
	}
}
