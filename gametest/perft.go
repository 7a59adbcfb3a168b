// perft.go holds CheckPerft and the standard benchmarks of a game.

package gametest

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/plygo/ply"
)

// CheckPerft compares ply.Perft(g, s, d) with want[d-1] for d = 1 ..
// len(want). Depths above maxShort are skipped under testing.Short().
func CheckPerft[S, M comparable](t *testing.T, g ply.Game[S, M], s S, want []uint64, maxShort int) {
	t.Helper()
	for i, w := range want {
		d := i + 1
		if testing.Short() && d > maxShort {
			t.Logf("perft depth %d skipped in short mode", d)
			continue
		}
		if got := ply.Perft(g, s, d); got != w {
			t.Errorf("perft(%d) = %d, want %d", d, got, w)
		}
	}
}

// BenchPerft benchmarks ply.Perft(g, s, depth) and reports leaves/s.
func BenchPerft[S, M comparable](b *testing.B, g ply.Game[S, M], s S, depth int) {
	b.Helper()
	var leaves uint64
	start := time.Now()
	for b.Loop() {
		leaves += ply.Perft(g, s, depth)
	}
	b.ReportMetric(float64(leaves)/time.Since(start).Seconds(), "leaves/s")
}

// BenchPlayouts benchmarks uniformly random playouts from s with a fixed
// seed and reports playouts/s and the mean plies per game.
func BenchPlayouts[S, M comparable](b *testing.B, g ply.Game[S, M], s S) {
	b.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	var games, plies int
	start := time.Now()
	for b.Loop() {
		_, _, n := ply.RandomPlayout(g, s, rng)
		games++
		plies += n
	}
	b.ReportMetric(float64(games)/time.Since(start).Seconds(), "playouts/s")
	b.ReportMetric(float64(plies)/float64(games), "plies/game")
}

// BenchStates calls f on each of states in turn, over and over, and
// reports calls per second under unit (such as "evals/s"): the benchmark of
// any per-state function, an evaluation or a hash.
func BenchStates[S any](b *testing.B, states []S, unit string, f func(s S)) {
	b.Helper()
	if len(states) == 0 {
		b.Fatal("no states")
	}
	i := 0
	for b.Loop() {
		f(states[i%len(states)])
		i++
	}
	b.ReportMetric(float64(i)/b.Elapsed().Seconds(), unit)
}

// BenchMoves benchmarks AppendMoves into a reused buffer over states and
// reports moves/s. It should report 0 allocs/op.
func BenchMoves[S, M comparable](b *testing.B, g ply.Game[S, M], states []S) {
	b.Helper()
	buf := make([]M, 0, 256)
	var moves int
	i := 0
	start := time.Now()
	for b.Loop() {
		buf = g.AppendMoves(buf[:0], states[i])
		moves += len(buf)
		if i++; i == len(states) {
			i = 0
		}
	}
	b.ReportMetric(float64(moves)/time.Since(start).Seconds(), "moves/s")
}

// BenchApply benchmarks Apply over every legal move of states and reports
// applies/s. It should report 0 allocs/op.
func BenchApply[S, M comparable](b *testing.B, g ply.Game[S, M], states []S) {
	b.Helper()
	type pair struct {
		s S
		m M
	}
	var pairs []pair
	for _, s := range states {
		for _, m := range g.AppendMoves(nil, s) {
			pairs = append(pairs, pair{s, m})
		}
	}
	if len(pairs) == 0 {
		b.Fatal("no moves in the given states")
	}
	var sink S
	i := 0
	start := time.Now()
	n := 0
	for b.Loop() {
		p := pairs[i]
		sink = g.Apply(p.s, p.m)
		n++
		if i++; i == len(pairs) {
			i = 0
		}
	}
	b.ReportMetric(float64(n)/time.Since(start).Seconds(), "applies/s")
	_ = sink
}

// SampleStates returns n states met on seeded random playouts from s, for
// benchmarks over typical positions. Finished states are left out.
func SampleStates[S, M comparable](g ply.Game[S, M], s S, n int, seed uint64) []S {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	if _, over := g.Result(s); over {
		return nil
	}
	var out []S
	var buf []M
	cur := s
	for len(out) < n {
		if _, over := g.Result(cur); over {
			cur = s
			continue
		}
		out = append(out, cur)
		buf = g.AppendMoves(buf[:0], cur)
		cur = g.Apply(cur, buf[rng.IntN(len(buf))])
	}
	return out
}

// Plain returns g with its optional capabilities hidden: only the
// ply.Game methods remain. Tests use it to compare a game's fast paths
// (PlayoutRunner, MoveCounter) with the generic code they stand in for,
// and benchmarks to measure the generic code.
func Plain[S, M comparable](g ply.Game[S, M]) ply.Game[S, M] {
	return plain[S, M]{g}
}

// plain embeds only the interface, so its method set is the contract.
type plain[S, M comparable] struct{ ply.Game[S, M] }
