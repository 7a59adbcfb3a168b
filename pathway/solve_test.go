package pathway_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
)

// TestSolverConforms: the generic solver agrees with brute force near the
// end of random games.
func TestSolverConforms(t *testing.T) {
	t.Parallel()
	gametest.CheckSolver(t, pathway.MustNew(), nil, 6, 20_000)
}
