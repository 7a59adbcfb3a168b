package morelli_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/morelli"
)

// TestSolverConforms: the generic solver agrees with brute force near the
// end of random games.
func TestSolverConforms(t *testing.T) {
	t.Parallel()
	gametest.CheckSolver(t, morelli.MustNew(), nil, 6, 20_000)
}
