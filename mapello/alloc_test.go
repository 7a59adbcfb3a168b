// alloc_test.go checks that the hot paths allocate nothing: AppendMoves into
// a buffer that has grown, Apply, and the game's playout policy and own
// playout where it has them.

package mapello_test

import (
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
)

func TestAllocs(t *testing.T) {
	g := mapello.MustNew()
	gametest.CheckAllocs[mapello.State, mapello.Move](t, g, mustSetup("plain"), mustSetup("default"), mustSetup("rulebook"))
}

// TestFastPathAllocs: perft with bulk counting and random playouts, the
// paths the speed comparison with Edax measures, allocate nothing.
func TestFastPathAllocs(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates")
	}
	g := mapello.MustNew(mapello.WithStart(mustSetup("plain")))
	if n := testing.AllocsPerRun(20, func() { g.Perft(g.Start(), 5) }); n != 0 {
		t.Errorf("Perft: %v allocations a call, want 0", n)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	if n := testing.AllocsPerRun(200, func() { g.RandomPlayout(g.Start(), rng) }); n != 0 {
		t.Errorf("RandomPlayout: %v allocations a call, want 0", n)
	}
}
