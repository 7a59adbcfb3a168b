package mapello_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/search"
)

// TestSolverConforms: the generic solver, and the endgame solver behind
// Game.SolveExact on boards without jokers or bonuses, agree with brute
// force near the end of games from every start.
func TestSolverConforms(t *testing.T) {
	t.Parallel()
	g := mapello.MustNew()
	games := 18
	if testing.Short() {
		games = 9
	}
	gametest.CheckSolver(t, g, starts(t), games, 60_000)
}

// ExampleEndgame solves FFO position #1 (14 empty cells, Black to move),
// scored by the Othello rule: Black wins by 18 with g8, as published.
func ExampleEndgame() {
	s, err := mapello.ParseState("##########/#.ooooo..#/#.xxxooo.#/#..xoxoxx#/#oxxxoxxx#/#.oxoxoxx#/#.oooxxox#/#.oooxx.o#/#..xxxxx.#/########## x 0 0 0")
	if err != nil {
		panic(err)
	}
	r, err := mapello.NewEndgame(mapello.OthelloRule, 4).Solve(context.Background(), s, 0)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%+d %v\n", r.Margin, r.Move)
	// Output: +18 g8
}

// ExampleGame_SolveExact: the generic solver of package search hands
// boards without jokers or bonuses to Mapello's endgame solver. Here the
// board fills up, so Mapello's rule scores as Othello's does.
func ExampleGame_SolveExact() {
	g := mapello.MustNew()
	s, err := mapello.ParseState("##########/#.ooooo..#/#.xxxooo.#/#..xoxoxx#/#oxxxoxxx#/#.oxoxoxx#/#.oooxxox#/#.oooxx.o#/#..xxxxx.#/########## x 0 0 0")
	if err != nil {
		panic(err)
	}
	sol, err := search.Solver(g, search.SolveOptions{}).Solve(context.Background(), s, search.Limits{})
	if err != nil {
		panic(err)
	}
	fmt.Println(sol.Outcome, sol.Margin, sol.Move)
	// Output: win 18 g8
}
