package gametest_test

import (
	"context"
	"strings"
	"testing"

	"github.com/plygo/ply/gametest"
)

// TestCheckSolverNim: the solver agrees with brute force on nim.
func TestCheckSolverNim(t *testing.T) {
	gametest.CheckSolver(t, nim{pile: 14}, nil, 6, 20000)
}

// lyingSolver is nim with an exact solver that calls every position a draw.
type lyingSolver struct{ nim }

func (lyingSolver) SolveExact(_ context.Context, s nimState, _ uint64) (int, int, uint64, bool, error) {
	return 0, 1, 1, true, nil
}

// TestCheckSolverCatchesLies: a game's own exact solver that is wrong
// fails CheckSolver.
func TestCheckSolverCatchesLies(t *testing.T) {
	r := &recorder{TB: t}
	gametest.CheckSolver(r, lyingSolver{nim{pile: 6}}, nil, 2, 1000)
	if !r.failed || !strings.Contains(r.msg, "brute force") {
		t.Fatalf("a lying ExactSolver passed: %q", r.msg)
	}
}
