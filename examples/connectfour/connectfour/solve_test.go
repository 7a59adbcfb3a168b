package connectfour_test

import (
	"context"
	"errors"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/examples/connectfour/connectfour"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/search"
)

// TestSolverConforms: package search's solver, with the game's own and
// without, agrees with brute force near the end of random games.
func TestSolverConforms(t *testing.T) {
	t.Parallel()
	var starts []connectfour.State
	for _, n := range []int{28, 30, 32, 34} {
		s, err := connectfour.ParseState(drawn[:n])
		if err != nil {
			t.Fatal(err)
		}
		starts = append(starts, s)
	}
	gametest.CheckSolver(t, connectfour.Game{}, starts, 8, 20_000)
}

// drawn is a whole game that fills the board with no four in a row: the
// columns filled in pairs, 1 and 2, then 3 and 4, 5 and 6, then 7, so
// that the colours alternate along every row.
const drawn = "121212" + "212121" + "343434" + "434343" + "565656" + "656565" + "777777"

// TestSolvePublished solves positions whose values Pascal Pons published
// with his solver's test protocol ("Solving Connect 4", part 2,
// blog.gamesolver.org): "4455" scores 18, a win for Red, to move, with
// its fourth stone; "44455554221" scores -15, a loss for Yellow, to move,
// as Red wins next move.
func TestSolvePublished(t *testing.T) {
	sv := connectfour.NewSolver(1)
	for _, tc := range []struct {
		position string
		outcome  int
	}{
		{"4455", 1},
		{"44455554221", -1},
	} {
		s, err := connectfour.ParseState(tc.position)
		if err != nil {
			t.Fatal(err)
		}
		outcome, best, _, err := sv.Solve(context.Background(), s, 0)
		if err != nil || outcome != tc.outcome {
			t.Errorf("%s: outcome %d, %v; want %d", tc.position, outcome, err, tc.outcome)
			continue
		}
		if tc.outcome == 1 {
			// The winning moves make an open three on the bottom row.
			if best != 2 && best != 5 {
				t.Errorf("%s: best move %v, want 3 or 6", tc.position, best)
			}
		}
	}
}

// TestSolverAgrees: the game's own solver and package search's generic
// one (without it) find the same outcome in positions of random games
// with 22 to 30 stones, and the own solver's move keeps the outcome.
func TestSolverAgrees(t *testing.T) {
	g := connectfour.Game{}
	generic := search.Solver[connectfour.State, connectfour.Move](g, search.SolveOptions{TableMB: 4, NoExact: true})
	own := connectfour.NewSolver(4)
	n := 12
	if testing.Short() {
		n = 3
	}
	ctx := context.Background()
	checked := 0
	for seed := uint64(1); checked < n; seed++ {
		plies := 22 + int(seed%9)
		s := gametest.PlayTo[connectfour.State, connectfour.Move](g, g.Start(), seed, plies)
		if _, over := g.Result(s); over || s.Stones() != plies {
			continue // the random game ended
		}
		outcome, best, _, err := own.Solve(ctx, s, 0)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := generic.Solve(ctx, s, search.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if want := map[search.Outcome]int{search.Win: 1, search.Draw: 0, search.Loss: -1}[sol.Outcome]; sol.Outcome == search.Unknown || outcome != want {
			t.Fatalf("%s: outcome %d, generic solver %v", s, outcome, sol.Outcome)
		}
		after := g.Apply(s, best)
		if r, over := g.Result(after); over {
			if r.For(s.ToMove()) != outcome {
				t.Fatalf("%s: move %v ends the game %v, outcome %d", s, best, r, outcome)
			}
		} else if o, _, _, err := own.Solve(ctx, after, 0); err != nil || -o != outcome {
			t.Fatalf("%s: move %v leaves %d for the opponent (%v), outcome %d", s, best, o, err, outcome)
		}
		checked++
	}
}

// TestSolveLimits: a solve stops at its bound on nodes and when its
// context ends, with an error, and refuses a finished game.
func TestSolveLimits(t *testing.T) {
	s, _ := connectfour.ParseState("4444")
	sv := connectfour.NewSolver(1)
	if _, _, n, err := sv.Solve(context.Background(), s, 10_000); !errors.Is(err, connectfour.ErrNodeLimit) || n > 20_000 {
		t.Errorf("10000 nodes: %d nodes, %v", n, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, _, err := sv.Solve(ctx, s, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	won, _ := connectfour.ParseState("4455663")
	if _, _, _, err := sv.Solve(context.Background(), won, 0); !errors.Is(err, ply.ErrGameOver) {
		t.Errorf("finished game: %v", err)
	}
	if _, _, _, handled, _ := (connectfour.Game{}).SolveOutcome(context.Background(), won, 0); handled {
		t.Error("SolveOutcome handles a finished game")
	}
}
