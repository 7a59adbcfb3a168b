package mitsudomoe_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mitsudomoe"
)

// TestSolverConforms: the generic solver agrees with brute force near the
// end of random games, with a cap of 10 turns, so that the lines
// near the end are short enough to brute-force; six games, three under
// -short (the race detector's run, where each takes seconds).
func TestSolverConforms(t *testing.T) {
	t.Parallel()
	games := 6
	if testing.Short() {
		games = 3
	}
	gametest.CheckSolver(t, mitsudomoe.MustNew(mitsudomoe.WithMaxTurns(10)), nil, games, 20_000)
}
