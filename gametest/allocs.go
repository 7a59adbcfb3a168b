// allocs.go holds CheckAllocs: the hot paths of a game allocate nothing.

package gametest

import (
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
)

// CheckAllocs checks that g's hot paths allocate nothing, on up to 200
// states sampled from seeded random playouts from each start: AppendMoves
// into a buffer that has grown, Apply, where g has a ply.PlayoutPolicy its
// PlayoutMove, and where g is a ply.PlayoutRunner a whole random playout
// from each start. The race detector allocates on its own, so the check is
// skipped under it.
func CheckAllocs[S, M comparable](t testing.TB, g ply.Game[S, M], starts ...S) {
	t.Helper()
	if RaceEnabled {
		t.Skip("the race detector allocates")
	}
	if len(starts) == 0 {
		starts = []S{g.Start()}
	}
	var states []S
	for _, s := range starts {
		states = append(states, SampleStates(g, s, 200, 1)...)
	}
	// Grow the buffer to the longest move list, and list the moves to apply.
	var buf []M
	type pair struct {
		s S
		m M
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
	var sink S
	i = 0
	if n := testing.AllocsPerRun(len(pairs), func() {
		p := pairs[i%len(pairs)]
		sink = g.Apply(p.s, p.m)
		i++
	}); n != 0 {
		t.Errorf("Apply: %v allocations a call, want 0", n)
	}
	_ = sink
	rng := rand.New(rand.NewPCG(1, 2))
	if pp, ok := ply.As[ply.PlayoutPolicy[S, M]](g); ok {
		i = 0
		if n := testing.AllocsPerRun(len(states), func() {
			s := states[i%len(states)]
			i++
			if buf = g.AppendMoves(buf[:0], s); len(buf) > 0 {
				pp.PlayoutMove(s, buf, rng)
			}
		}); n != 0 {
			t.Errorf("PlayoutMove: %v allocations a call, want 0", n)
		}
	}
	pr, ok := ply.As[ply.PlayoutRunner[S]](g)
	if !ok {
		return
	}
	for _, start := range starts {
		if n := testing.AllocsPerRun(20, func() {
			pr.RandomPlayout(start, rng)
		}); n != 0 {
			t.Errorf("RandomPlayout: %v allocations a game, want 0", n)
		}
	}
}
