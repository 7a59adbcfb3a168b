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

// TestMapelloProbCut: Othello's fitted model is valid, covers every
// number of empty cells at each of its depths, and alphabeta-solve uses
// it on plain Othello boards only.
func TestMapelloProbCut(t *testing.T) {
	pc := &search.ProbCut{Pairs: mapelloProbCut}
	g, positions := probCutPositions(t, 1)
	if _, err := search.AlphaBeta(g, search.Options{ProbCut: pc}).Search(context.Background(), positions[0], search.Limits{Depth: 4}); err != nil {
		t.Fatal(err)
	}
	covered := map[int][65]bool{}
	for _, p := range mapelloProbCut {
		c := covered[p.Depth]
		for e := max(p.MinPhase, 0); e <= min(p.MaxPhase, 64); e++ {
			c[e] = true
		}
		covered[p.Depth] = c
	}
	for d, c := range covered {
		for e, ok := range c {
			if !ok {
				t.Errorf("depth %d: no pair for %d empty cells", d, e)
			}
		}
	}
	for _, setup := range []string{"plain", "rulebook"} {
		start, err := g.Setup(setup, 0)
		if err != nil {
			t.Fatal(err)
		}
		b := newSolveBot(g, 4) // small tables
		if _, err := b.Search(context.Background(), start, search.Limits{Depth: 2}); err != nil {
			t.Fatal(err)
		}
		if got := b.ab.Options().ProbCut != nil; got != (setup == "plain") {
			t.Errorf("setup %s: ProbCut %v", setup, got)
		}
	}
}

// probCutPositions returns n Othello positions of 36 to 44 empty cells,
// after seeded random plies, on a game of plain Othello.
func probCutPositions(t testing.TB, n int) (*mapello.Game, []mapello.State) {
	t.Helper()
	g := plainOthello(t)
	rng := rand.New(rand.NewPCG(40, 1))
	var out []mapello.State
	for len(out) < n {
		if s, ok := randomPlies(g, rng, 36+rng.IntN(9)); ok {
			out = append(out, s)
		}
	}
	return g, out
}

// plainOthello returns Mapello from the plain Othello start.
func plainOthello(t testing.TB) *mapello.Game {
	t.Helper()
	plain, err := mapello.MustNew().Setup("plain", 0)
	if err != nil {
		t.Fatal(err)
	}
	return mapello.MustNew(mapello.WithStart(plain))
}

// BenchmarkMapelloProbCut measures alphabeta-solve's alpha-beta (selective)
// without and with ProbCut on 10 Othello middle-game positions: the nodes
// to finish depths 8, 10 and 12 (exact, repeatable figures), and the depth
// finished and nodes searched in 100 ms and 1 s (which depend on the
// machine and its load), all per position, a new table for each search.
//
//	go test -run '^$' -bench MapelloProbCut -benchtime 1x ./games
func BenchmarkMapelloProbCut(b *testing.B) {
	g, positions := probCutPositions(b, 10)
	for _, on := range []bool{false, true} {
		opts := search.Options{Selective: true, TableMB: 64}
		name := "off"
		if on {
			opts.ProbCut, name = &search.ProbCut{Pairs: mapelloProbCut}, "on"
		}
		for _, lim := range []search.Limits{{Depth: 8}, {Depth: 10}, {Depth: 12}, {MoveTime: 100 * time.Millisecond}, {MoveTime: time.Second}} {
			what := fmt.Sprintf("depth=%d", lim.Depth)
			if lim.MoveTime > 0 {
				what = "time=" + lim.MoveTime.String()
			}
			b.Run("probcut="+name+"/"+what, func(b *testing.B) {
				var nodes, depth float64
				for b.Loop() {
					nodes, depth = 0, 0
					for _, s := range positions {
						r, err := search.AlphaBeta(g, opts).Search(context.Background(), s, lim)
						if err != nil {
							b.Fatal(err)
						}
						nodes += float64(r.Nodes)
						depth += float64(r.Depth)
					}
				}
				n := float64(len(positions))
				b.ReportMetric(nodes/n, "nodes/pos")
				b.ReportMetric(depth/n, "depth/pos")
			})
		}
	}
}
