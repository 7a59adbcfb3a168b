package policy_test

import (
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply/internal/policy"
)

// Draw returns the first accepted draw, or the last of tries draws, using
// exactly the draws a loop over rng would.
func TestDraw(t *testing.T) {
	for _, tc := range []struct {
		name   string
		tries  int
		accept func(i int) bool
	}{
		{"accepts all", 4, func(int) bool { return true }},
		{"accepts none", 4, func(int) bool { return false }},
		{"accepts even", 8, func(i int) bool { return i%2 == 0 }},
		{"one try", 1, func(int) bool { return false }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for seed := range uint64(50) {
				ref := rand.New(rand.NewPCG(seed, 1))
				want := ref.IntN(10)
				for k := 1; k < tc.tries && !tc.accept(want); k++ {
					want = ref.IntN(10)
				}
				calls := 0
				got := policy.Draw(rand.New(rand.NewPCG(seed, 1)), 10, tc.tries, func(i int) bool { calls++; return tc.accept(i) })
				if got != want {
					t.Fatalf("seed %d: Draw = %d, want %d", seed, got, want)
				}
				if calls > tc.tries-1 {
					t.Fatalf("seed %d: ok called %d times for %d tries", seed, calls, tc.tries)
				}
			}
		})
	}
}
