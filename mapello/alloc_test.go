// alloc_test.go checks that the hot paths allocate nothing: AppendMoves into
// a buffer that has grown, Apply and the game's own random playout.

package mapello_test

import (
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
)

func TestAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	g := mapello.MustNew()
	var states []mapello.State
	for _, s := range []mapello.State{mapello.PlainSetup(), mapello.DefaultSetup(), mapello.RulebookSetup()} {
		states = append(states, gametest.SampleStates[mapello.State, mapello.Move](g, s, 200, 1)...)
	}
	// Grow the buffer to the longest move list, and list the moves to apply.
	var buf []mapello.Move
	type pair struct {
		s mapello.State
		m mapello.Move
	}
	var pairs []pair
	for _, s := range states {
		buf = g.AppendMoves(buf[:0], s)
		for j := 0; j < len(buf); j += 1 + len(buf)/8 {
			pairs = append(pairs, pair{s, buf[j]})
		}
	}
	if len(pairs) == 0 {
		t.Fatal("no moves in the sampled states")
	}
	i := 0
	if n := testing.AllocsPerRun(len(states), func() {
		buf = g.AppendMoves(buf[:0], states[i%len(states)])
		i++
	}); n != 0 {
		t.Errorf("AppendMoves: %v allocations a call, want 0", n)
	}
	var sink mapello.State
	i = 0
	if n := testing.AllocsPerRun(len(pairs), func() {
		p := pairs[i%len(pairs)]
		sink = g.Apply(p.s, p.m)
		i++
	}); n != 0 {
		t.Errorf("Apply: %v allocations a call, want 0", n)
	}
	_ = sink

	var _ ply.PlayoutRunner[mapello.State] = g
	rng := rand.New(rand.NewPCG(1, 2))
	start := g.Start()
	if n := testing.AllocsPerRun(20, func() {
		ply.RandomPlayout[mapello.State, mapello.Move](g, start, rng)
	}); n != 0 {
		t.Errorf("ply.RandomPlayout: %v allocations a game, want 0", n)
	}
}
