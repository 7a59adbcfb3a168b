package search_test

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/search"
)

// scoredToy is toy with final scores: the winner's margin is drawn from
// the hash of the final state, so that the solver's bisection has margins
// to find.
type scoredToy struct{ toy }

func (g scoredToy) Result(s toyState) (ply.Result, bool) {
	r, over := g.toy.Result(s)
	if !over {
		return r, false
	}
	base := int(g.h(s, 7) % 20)
	d := int(g.h(s, 8) % 7)
	switch r.Winner {
	case ply.First:
		r.Score = [2]int{base + 1 + d, base}
	case ply.Second:
		r.Score = [2]int{base, base + 1 + d}
	default:
		r.Score = [2]int{base, base}
	}
	return r, true
}

// TestSolverAgreesWithBruteForce: on nim, tic-tac-toe and toy games (with
// extra turns, transpositions and scores), with and without a hash, the
// solver's outcome, margin and move are those of brute-force minimax.
func TestSolverAgreesWithBruteForce(t *testing.T) {
	t.Run("nim", func(t *testing.T) { gametest.CheckSolver(t, nim{start: [3]uint8{3, 4, 5}}, nil, 8, 50000) })
	t.Run("ttt", func(t *testing.T) { gametest.CheckSolver(t, ttt{}, nil, 8, 1_000_000) })
	for seed := range uint64(6) {
		g := toy{seed: seed, plies: 14, extra: seed%2 == 1}
		t.Run("toy", func(t *testing.T) { gametest.CheckSolver(t, g, nil, 4, 200_000) })
		t.Run("scored", func(t *testing.T) { gametest.CheckSolver(t, scoredToy{g}, nil, 4, 200_000) })
		t.Run("nohash", func(t *testing.T) {
			gametest.CheckSolver(t, noHash[toyState, toyMove]{scoredToy{g}}, nil, 2, 50_000)
		})
	}
}

// TestSolveTicTacToe: tic-tac-toe is a draw, and every first move draws.
func TestSolveTicTacToe(t *testing.T) {
	sv := search.Solver(ttt{}, search.SolveOptions{})
	sol, err := sv.Solve(context.Background(), ttt{}.Start(), search.Limits{})
	if err != nil || sol.Outcome != search.Draw || sol.Margin != 0 {
		t.Fatalf("tic-tac-toe: %v by %d, %v", sol.Outcome, sol.Margin, err)
	}
}

// TestSolveLimits: a node limit, a move time or a depth bound too short
// for the answer give Unknown and no error; a cancelled context an error
// wrapping its cause; a finished state ply.ErrGameOver.
func TestSolveLimits(t *testing.T) {
	// Without a table the toy's transpositions are searched again and
	// again: far too many lines for the limits.
	g := noHash[toyState, toyMove]{toy{seed: 5, plies: 60, long: true}}
	sv := search.Solver(g, search.SolveOptions{})
	for _, lim := range []search.Limits{{Nodes: 1000}, {MoveTime: 20 * time.Millisecond}, {Depth: 10}} {
		sol, err := sv.Solve(context.Background(), g.Start(), lim)
		if err != nil || sol.Outcome != search.Unknown {
			t.Errorf("%+v: %v, %v", lim, sol.Outcome, err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	sol, err := sv.Solve(ctx, g.Start(), search.Limits{})
	if !errors.Is(err, context.DeadlineExceeded) || sol.Outcome != search.Unknown {
		t.Errorf("deadline: %v, %v", sol.Outcome, err)
	}
	_, err = search.Solver(ttt{}, search.SolveOptions{}).Solve(context.Background(), tttState{X: 0x7, O: 0x18}, search.Limits{})
	if !errors.Is(err, ply.ErrGameOver) {
		t.Errorf("finished state: %v", err)
	}
}

// TestSolverSearch: as a Searcher the solver returns a proven score.
func TestSolverSearch(t *testing.T) {
	g := nim{start: [3]uint8{1, 2, 4}} // nim-sum 7: a win for the first player
	r, err := search.Solver(g, search.SolveOptions{}).Search(context.Background(), g.Start(), search.Limits{})
	if err != nil || !r.Completed {
		t.Fatal(r, err)
	}
	if _, proven := search.WinDistance(r.Score); !proven || r.Score < 0 {
		t.Fatalf("score %v is not a proven win", r.Score)
	}
	next := g.Apply(g.Start(), r.Move)
	if x := next.Heaps[0] ^ next.Heaps[1] ^ next.Heaps[2]; x != 0 {
		t.Fatalf("move %v leaves nim-sum %d", r.Move, x)
	}
}

// TestSolverProofNumber: df-pn finds the outcomes (and winning moves) of
// brute force on games without scores.
func TestSolverProofNumber(t *testing.T) {
	for seed := range uint64(6) {
		g := toy{seed: seed, plies: 12, extra: seed%2 == 1}
		for _, s := range []toyState{g.Start(), g.Apply(g.Start(), 0)} {
			if _, over := g.Result(s); over {
				continue
			}
			want, err := search.Solver(g, search.SolveOptions{}).Solve(context.Background(), s, search.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := search.Solver(g, search.SolveOptions{ProofNumber: true}).Solve(context.Background(), s, search.Limits{})
			if err != nil || got.Outcome != want.Outcome {
				t.Fatalf("seed %d: df-pn %v, alpha-beta %v (%v)", seed, got.Outcome, want.Outcome, err)
			}
			if got.Outcome == search.Win {
				after := g.Apply(s, got.Move)
				v, _ := search.Solver(g, search.SolveOptions{}).Solve(context.Background(), after, search.Limits{})
				if (after.Turn == s.Turn && v.Outcome != search.Win) || (after.Turn != s.Turn && v.Outcome != search.Loss) {
					t.Fatalf("seed %d: df-pn's move %v does not win", seed, got.Move)
				}
			}
		}
	}
	g := pathway.MustNew(pathway.WithSize(3))
	sol, err := search.Solver(g, search.SolveOptions{ProofNumber: true}).Solve(context.Background(), g.Start(), search.Limits{})
	if err != nil || sol.Outcome != search.Win || sol.Move.String() != "b2" {
		t.Fatalf("pathway 3x3: %v %v, %v", sol.Outcome, sol.Move, err)
	}
}

// TestSolverStackMB: in Push Fight, whose lines are long and whose turns
// are many, the buffers of the line a solve follows passed 40 MiB within
// two million nodes; SolveOptions.StackMB bounds them, the solve stopping
// with Unknown and no error, for alpha-beta and df-pn alike.
func TestSolverStackMB(t *testing.T) {
	g := pushfight.MustNew()
	for _, pn := range []bool{false, true} {
		sv := search.Solver(g, search.SolveOptions{TableMB: 1, StackMB: 1, ProofNumber: pn})
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		sol, err := sv.Solve(context.Background(), g.Start(), search.Limits{Nodes: 2_000_000})
		runtime.ReadMemStats(&after)
		if err != nil || sol.Outcome != search.Unknown {
			t.Errorf("df-pn %v: %v, %v", pn, sol.Outcome, err)
		}
		// The table, the buffers and what the moves' generation takes.
		if mb := (after.TotalAlloc - before.TotalAlloc) >> 20; mb > 8 {
			t.Errorf("df-pn %v: the solve allocated %d MiB, want at most 8", pn, mb)
		}
	}
}

// TestSolverExactTableMB: with ExactTableMB a player solves with a game's
// own solver of its own, of that size, not the game's shared one of 64
// MiB, and finds the same answer.
func TestSolverExactTableMB(t *testing.T) {
	g := pathway.MustNew(pathway.WithSize(5))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	sol, err := search.Solver(g, search.SolveOptions{TableMB: 1, ExactTableMB: 1}).Solve(context.Background(), g.Start(), search.Limits{})
	runtime.ReadMemStats(&after)
	if err != nil || sol.Outcome != search.Win {
		t.Fatalf("5x5: %v, %v", sol.Outcome, err)
	}
	if mb := (after.TotalAlloc - before.TotalAlloc) >> 20; mb > 8 {
		t.Errorf("the solve allocated %d MiB, want at most 8", mb)
	}
	var (
		_ search.OutcomeSolverMaker[pathway.State, pathway.Move] = (*pathway.Game)(nil)
		_ search.ExactSolverMaker[mapello.State, mapello.Move]   = (*mapello.Game)(nil)
	)
}
