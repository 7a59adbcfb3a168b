// mapello_speed_test.go measures the cost of a node of alpha-beta on Othello.

package games

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/plygo/ply"
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

// BenchmarkMapelloShallowPlies plays alphabeta-solve's alpha-beta
// (speedOptions, a 16 MiB table) at a fixed depth with Mapello's
// ShallowPlies against the same search without it (Options.NoShallow), pairs
// of games of plain Othello from seeded random openings of 6 plies, each
// side with either colour: 200 pairs at depth 8 and 100 at depth 10. It
// reports the score of the search with ShallowPlies and the share of pairs
// split one game each (so all of them where both searches choose the same
// moves). Minutes:
//
//	go test -run '^$' -bench MapelloShallowPlies -benchtime 1x ./games
func BenchmarkMapelloShallowPlies(b *testing.B) {
	plain, err := mapello.MustNew().Setup("plain", 0)
	if err != nil {
		b.Fatal(err)
	}
	g := mapello.MustNew(mapello.WithStart(plain))
	opts := speedOptions(true)
	opts.TableMB = 16
	noShallow := opts
	noShallow.NoShallow = true
	// game plays s out, Black's moves by black, White's by white, and
	// returns the winner.
	game := func(s mapello.State, depth int, black, white *search.AlphaBetaPlayer[mapello.State, mapello.Move]) ply.Player {
		for {
			r, over := g.Result(s)
			if over {
				return r.Winner
			}
			p := black
			if s.ToMove() == ply.Second {
				p = white
			}
			res, err := p.Search(context.Background(), s, search.Limits{Depth: depth})
			if err != nil {
				b.Fatal(err)
			}
			s = g.Apply(s, res.Move)
		}
	}
	for _, c := range []struct{ depth, pairs int }{{8, 200}, {10, 100}} {
		b.Run(fmt.Sprintf("depth=%d", c.depth), func(b *testing.B) {
			var score, split float64
			for b.Loop() {
				score, split = 0, 0
				rng := rand.New(rand.NewPCG(99, 13))
				for range c.pairs {
					s := g.Start()
					for range 6 {
						ms := g.AppendMoves(nil, s)
						s = g.Apply(s, ms[rng.IntN(len(ms))])
					}
					pair := 0.0
					for _, withBlack := range []bool{true, false} {
						with := search.AlphaBeta(g, opts)
						without := search.AlphaBeta(g, noShallow)
						withPlayer, black, white := ply.First, with, without
						if !withBlack {
							withPlayer, black, white = ply.Second, without, with
						}
						switch game(s, c.depth, black, white) {
						case withPlayer:
							pair += 1
						case ply.NoPlayer:
							pair += 0.5
						}
					}
					score += pair
					if pair == 1 {
						split++
					}
				}
			}
			b.ReportMetric(score/float64(2*c.pairs), "score")
			b.ReportMetric(split/float64(c.pairs), "split")
		})
	}
}
