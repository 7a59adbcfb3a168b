// solved_test.go holds the solved values of the small boards (docs/solved.md).

package pathway_test

import (
	"context"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// solvedBoards lists, per board size, the first moves that win for Red (the
// first player); every other first move loses. Reproduce with
//
//	go run ./examples/solve -game pathway -size N -moves start
var solvedBoards = []struct {
	size int
	wins []string // nil: every first move wins
}{
	{2, nil},
	{3, []string{"b2"}},
	{4, nil},
	// The first moves of 5x5 come from the solver's book of positions
	// solved once (BenchmarkSolveBook solves them again).
	{5, []string{"b1", "c1", "d1", "a2", "b2", "c2", "d2", "e2", "a3", "b3", "d3", "e3", "a4", "b4", "c4", "d4", "e4", "b5", "c5", "d5"}},
}

// TestSolvedBoards: the first player wins Pathway 2x2 to 5x5, with
// the first moves listed in solvedBoards.
func TestSolvedBoards(t *testing.T) {
	for _, c := range solvedBoards {
		g := pathway.MustNew(pathway.WithSize(c.size))
		sv := search.Solver(g, search.SolveOptions{})
		ctx := context.Background()
		sol, err := sv.Solve(ctx, g.Start(), search.Limits{})
		if err != nil || sol.Outcome != search.Win {
			t.Fatalf("%dx%d: %v, %v", c.size, c.size, sol.Outcome, err)
		}
		if testing.Short() && c.size > 3 {
			continue
		}
		win := map[string]bool{}
		for _, m := range c.wins {
			win[m] = true
		}
		for _, m := range g.AppendMoves(nil, g.Start()) {
			next := g.Apply(g.Start(), m)
			child, err := sv.Solve(ctx, next, search.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			// The child's outcome is Blue's: Red wins when Blue loses.
			got := child.Outcome == search.Loss && g.ToMove(next) == ply.Second
			if want := c.wins == nil || win[m.String()]; got != want {
				t.Errorf("%dx%d: %v: Red wins %v, want %v", c.size, c.size, m, got, want)
			}
		}
	}
}
