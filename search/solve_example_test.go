package search_test

import (
	"context"
	"fmt"

	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// ExampleSolver solves Pathway on a 3x3 board: the first player wins, and
// only with the centre.
func ExampleSolver() {
	g := pathway.MustNew(pathway.WithSize(3))
	sol, err := search.Solver(g, search.SolveOptions{}).Solve(context.Background(), g.Start(), search.Limits{})
	if err != nil {
		panic(err)
	}
	fmt.Println(sol.Outcome, sol.Move)
	// Output: win b2
}

// ExampleSolverPlayer_Solve_limit: a node limit too small for the answer
// gives Unknown, never a guess.
func ExampleSolverPlayer_Solve_limit() {
	g := pathway.MustNew() // 6x6, unsolved
	sol, err := search.Solver(g, search.SolveOptions{}).Solve(context.Background(), g.Start(), search.Limits{Nodes: 10000})
	fmt.Println(sol.Outcome, err)
	// Output: unknown <nil>
}
