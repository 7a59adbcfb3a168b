package mitsudomoe_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mitsudomoe"
)

// TestSolverConforms: the generic solver agrees with brute force near the
// end of random games, with a cap of 10 turns, so that the lines
// near the end are short enough to brute-force.
func TestSolverConforms(t *testing.T) {
	gametest.CheckSolver(t, mitsudomoe.MustNew(mitsudomoe.WithMaxTurns(10)), nil, 6, 20_000)
}
