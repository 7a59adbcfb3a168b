package connectfour_test

import (
	"context"
	"testing"

	"github.com/plygo/ply/examples/connectfour/connectfour"
	"github.com/plygo/ply/gametest"
)

// TestAllocs: AppendMoves into a buffer that has grown and Apply allocate
// nothing.
func TestAllocs(t *testing.T) {
	gametest.CheckAllocs[connectfour.State, connectfour.Move](t, connectfour.Game{})
}

// TestSolveAllocs: a solve allocates nothing, however many positions it
// searches: four middle-game positions of Pons's Test_L2_R2, one a run.
func TestSolveAllocs(t *testing.T) {
	var states []connectfour.State
	for _, p := range []string{"274552224131661", "5455174361263362", "2531276566711153", "37313333717124171162542"} {
		s, err := connectfour.ParseState(p)
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, s)
	}
	sv := connectfour.NewSolver(1)
	var runs int
	var nodes uint64
	allocs := testing.AllocsPerRun(len(states)-1, func() {
		_, _, n, err := sv.Solve(context.Background(), states[runs], 0)
		if err != nil {
			t.Fatal(err)
		}
		runs++
		nodes += n
	})
	if allocs != 0 || nodes < 1000 {
		t.Errorf("%v allocations a solve, in solves of %d positions", allocs, nodes)
	}
}
