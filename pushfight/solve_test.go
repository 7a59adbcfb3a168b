package pushfight_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pushfight"
)

// TestSolverConforms: the generic solver agrees with brute force near the
// end of random games, with a cap of 2 turns, so that the lines near
// the end are short enough to brute-force (a turn has hundreds of moves).
func TestSolverConforms(t *testing.T) {
	t.Parallel()
	gametest.CheckSolver(t, pushfight.MustNew(pushfight.WithMaxTurns(2)), nil, 2, 2_000)
}
