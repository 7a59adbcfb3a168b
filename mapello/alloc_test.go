// alloc_test.go checks that the hot paths allocate nothing: AppendMoves into
// a buffer that has grown, Apply, and the game's playout policy and own
// playout where it has them.

package mapello_test

import (
	"context"
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

// TestEndgameAllocs: once made, the endgame solver allocates nothing, at
// any node: exact and win-draw-loss solves of 16-empty Othello positions
// from random games, a new position each call so that the table does not
// answer at the root; they cross every part of the search (the move-list
// search with its ordering, table and cutoffs, and the last empty cells).
func TestEndgameAllocs(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates")
	}
	g := mapello.MustNew(mapello.WithStart(mustSetup("plain")))
	rng := rand.New(rand.NewPCG(3, 4))
	var (
		buf    []mapello.Move
		states []mapello.State
	)
	for len(states) < 3 {
		s := g.Start()
		for s.Empties() > 16 {
			buf = g.AppendMoves(buf[:0], s)
			s = g.Apply(s, buf[rng.IntN(len(buf))])
		}
		if _, over := g.Result(s); !over {
			states = append(states, s)
		}
	}
	e := mapello.NewEndgame(mapello.OthelloRule, 1)
	ctx := context.Background()
	var nodes uint64
	next := 0
	n := testing.AllocsPerRun(len(states)-1, func() {
		s := states[next]
		next++
		r, err := e.Solve(ctx, s, 0)
		if err != nil {
			t.Fatal(err)
		}
		w, err := e.SolveWLD(ctx, s, 0)
		if err != nil {
			t.Fatal(err)
		}
		nodes += r.Nodes + w.Nodes
	})
	if n != 0 {
		t.Errorf("Endgame.Solve and SolveWLD: %v allocations a call, want 0", n)
	}
	t.Logf("%d nodes in %d calls", nodes, next)
}
