// pinned_test.go pins what alpha-beta finds at a fixed depth on Othello
// middle games, so that a change meant to make nodes cheaper is seen to
// keep the values, and the node counts where it keeps the order.

package search_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/search"
)

// othelloMiddleGames returns a game of plain Othello with EvalClassic (an
// evaluation no tuning changes) and n positions of 36 to 40 empty cells,
// after seeded random plies.
func othelloMiddleGames(t testing.TB, n int) (ply.Game[mapello.State, mapello.Move], []mapello.State) {
	t.Helper()
	plain, err := mapello.MustNew().Setup("plain", 0)
	if err != nil {
		t.Fatal(err)
	}
	g := ply.WithEval(mapello.MustNew(mapello.WithStart(plain)), mapello.EvalClassic)
	rng := rand.New(rand.NewPCG(13, 5))
	var out []mapello.State
	for len(out) < n {
		s := plain
		for s.Empties() > 36+rng.IntN(5) {
			moves := ply.Moves(g, s)
			if len(moves) == 0 {
				break
			}
			s = g.Apply(s, moves[rng.IntN(len(moves))])
		}
		if _, over := g.Result(s); !over {
			out = append(out, s)
		}
	}
	return g, out
}

// pinnedProbCut is a ProbCut model for the test, not a fitted one: any
// valid model cuts the same way on every run.
var pinnedProbCut = &search.ProbCut{Pairs: []search.ProbCutPair{
	{Depth: 3, Shallow: 1, MinPhase: 0, MaxPhase: 64, A: 1, Sigma: 4},
	{Depth: 4, Shallow: 2, MinPhase: 0, MaxPhase: 64, A: 1, Sigma: 4},
	{Depth: 5, Shallow: 1, MinPhase: 0, MaxPhase: 64, A: 1.1, Sigma: 6},
	{Depth: 6, Shallow: 2, MinPhase: 0, MaxPhase: 64, A: 1.1, Sigma: 6},
}}

// TestOthelloFixedDepth: on four Othello middle games, alpha-beta with
// every exact feature finds at depth 7 the move and score of plain
// alpha-beta (no table, no ordering, no PVS), and both it and a selective
// search with ProbCut at depth 8 find the pinned move, score and node
// count; the exact search without ShallowPlies (Options.NoShallow) finds
// the node counts it had before Mapello had them, as the selective search,
// which ignores them, does. The node counts
// change only with the order of the search or its
// pruning: a change that should keep them and does not is a bug. Under
// -short it searches the first position only.
func TestOthelloFixedDepth(t *testing.T) {
	g, positions := othelloMiddleGames(t, 4)
	type pin struct {
		move  string
		score float64
		nodes uint64
	}
	cases := []struct {
		name  string
		opts  search.Options
		depth int
		want  []pin
	}{
		{"exact", search.Options{TableMB: 4}, 7, []pin{
			{"f8", 11, 64836},
			{"d8", 9, 82657},
			{"h8", 3, 69703},
			{"c1", 5, 18861},
		}},
		{"selective", search.Options{TableMB: 4, Selective: true, ProbCut: pinnedProbCut}, 8, []pin{
			{"e8", 6, 101517},
			{"d8", 4, 129046},
			{"h8", -2, 37717},
			{"d2", 0, 45286},
		}},
		// Without ShallowPlies, the nodes of the search before it (a
		// selective search ignores it).
		{"exact, no shallow", search.Options{TableMB: 4, NoShallow: true}, 7, []pin{
			{"f8", 11, 70717},
			{"d8", 9, 68367},
			{"h8", 3, 34030},
			{"c1", 5, 16425},
		}},
	}
	for _, c := range cases {
		p := search.AlphaBeta(g, c.opts)
		for i, s := range positions {
			if testing.Short() && i >= 1 {
				break // the first position only
			}
			p.Reset()
			r, err := p.Search(context.Background(), s, search.Limits{Depth: c.depth})
			if err != nil {
				t.Fatal(err)
			}
			got := pin{r.Move.String(), r.Score, r.Nodes}
			if got != c.want[i] {
				t.Errorf("%s, position %d: %+v, want %+v", c.name, i, got, c.want[i])
			}
			if c.opts.Selective || testing.Short() {
				continue
			}
			plain := search.Options{NoTable: true, NoOrdering: true, NoPVS: true, NoDeepening: true}
			ref, err := search.AlphaBeta(g, plain).Search(context.Background(), s, search.Limits{Depth: c.depth})
			if err != nil {
				t.Fatal(err)
			}
			if ref.Move != r.Move || ref.Score != r.Score {
				t.Errorf("%s, position %d: %v %v, plain alpha-beta %v %v", c.name, i, r.Move, r.Score, ref.Move, ref.Score)
			}
		}
	}
}
