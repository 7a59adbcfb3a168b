// alloc_test.go checks that the hot paths allocate nothing: AppendMoves into
// a buffer that has grown, Apply.

package pathway_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
)

func TestAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	g := pathway.MustNew()
	var states []pathway.State
	for _, s := range []pathway.State{g.Start()} {
		states = append(states, gametest.SampleStates[pathway.State, pathway.Move](g, s, 200, 1)...)
	}
	// Grow the buffer to the longest move list, and list the moves to apply.
	var buf []pathway.Move
	type pair struct {
		s pathway.State
		m pathway.Move
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
	var sink pathway.State
	i = 0
	if n := testing.AllocsPerRun(len(pairs), func() {
		p := pairs[i%len(pairs)]
		sink = g.Apply(p.s, p.m)
		i++
	}); n != 0 {
		t.Errorf("Apply: %v allocations a call, want 0", n)
	}
	_ = sink
}
