// endgame_test.go checks the move-ordering hint and measures exact endgame
// solving with alpha-beta.

package mapello_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/search"
)

// endgame plays seeded random moves from the default setup until empties
// cells are left.
func endgame(g *mapello.Game, seed uint64, empties int) (mapello.State, bool) {
	rng := rand.New(rand.NewPCG(seed, seed))
	s := g.Start()
	for s.Empties() > empties {
		if _, over := g.Result(s); over {
			return s, false
		}
		ms := g.AppendMoves(nil, s)
		s = g.Apply(s, ms[rng.IntN(len(ms))])
	}
	_, over := g.Result(s)
	return s, !over
}

// TestMovePriority: placements rank above 0, by fewer replies left to the
// opponent first; a pass ranks 0.
func TestMovePriority(t *testing.T) {
	g := mapello.MustNew()
	for seed := range uint64(20) {
		s, ok := endgame(g, seed, 20+int(seed))
		if !ok {
			continue
		}
		for _, m := range g.AppendMoves(nil, s) {
			p := g.MovePriority(s, m)
			if m == mapello.Pass {
				if p != 0 {
					t.Fatalf("Pass ranks %d", p)
				}
				continue
			}
			replies := len(mapello.Placements(g.Apply(s, m), s.ToMove().Opponent()))
			if p <= 0 || p/4 != 65-replies {
				t.Fatalf("%v leaves %d replies and ranks %d", m, replies, p)
			}
		}
	}
}

// TestEndgameSolvedByMargin: alpha-beta solves random endgames of 10 empty
// cells exactly, and its score is the final margin of the game it
// expects: the largest margin the side to move can force.
func TestEndgameSolvedByMargin(t *testing.T) {
	g := mapello.MustNew()
	for seed := range uint64(4) {
		s, ok := endgame(g, seed, 10)
		if !ok {
			continue
		}
		r, err := search.AlphaBeta[mapello.State, mapello.Move](g, search.Options{}).Search(context.Background(), s, search.Limits{Depth: 30})
		if err != nil {
			t.Fatal(err)
		}
		if _, proven := search.WinDistance(r.Score); !proven && r.Score != 0 {
			t.Fatalf("seed %d: score %v is not proven", seed, r.Score)
		}
		// Play the principal variation out and compare the margin.
		end := s
		for _, m := range r.PV {
			end = g.Apply(end, m)
		}
		res, over := g.Result(end)
		if !over {
			t.Fatalf("seed %d: the principal variation %v does not end the game", seed, r.PV)
		}
		me := s.ToMove().Index()
		margin := res.Score[me] - res.Score[1-me]
		want := float64(0)
		if margin != 0 {
			want = search.WinScore + float64(abs(margin))*search.MarginUnit - float64(len(r.PV))
			if margin < 0 {
				want = -want
			}
		}
		if r.Score != want {
			t.Errorf("seed %d: score %v, but the principal variation ends %v (margin %d in %d plies)", seed, r.Score, res, margin, len(r.PV))
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// BenchmarkSolve14 solves endgames of 14 empty cells exactly, with and
// without the move-ordering hint, and reports the nodes per solve.
func BenchmarkSolve14(b *testing.B) {
	g := mapello.MustNew()
	var positions []mapello.State
	for seed := uint64(0); len(positions) < 4; seed++ {
		if s, ok := endgame(g, seed, 14); ok {
			positions = append(positions, s)
		}
	}
	for _, bc := range []struct {
		name string
		opts search.Options
	}{{"Hints", search.Options{}}, {"NoHints", search.Options{NoHints: true}}} {
		b.Run(bc.name, func(b *testing.B) {
			var nodes uint64
			n := 0
			for b.Loop() {
				for _, s := range positions {
					r, _ := search.AlphaBeta[mapello.State, mapello.Move](g, bc.opts).Search(context.Background(), s, search.Limits{Depth: 30})
					nodes += r.Nodes
					n++
				}
			}
			b.ReportMetric(float64(nodes)/float64(n), "nodes/solve")
			b.ReportMetric(b.Elapsed().Seconds()/float64(n), "s/solve")
		})
	}
}

// TestMaxEndgameThreads: the endgame solver takes as many threads as the
// searches of package search.
func TestMaxEndgameThreads(t *testing.T) {
	if mapello.MaxEndgameThreads != search.MaxThreads {
		t.Errorf("MaxEndgameThreads %d, search.MaxThreads %d", mapello.MaxEndgameThreads, search.MaxThreads)
	}
}
