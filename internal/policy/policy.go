// Package policy holds what the games' Monte Carlo playout policies share.
package policy

import "math/rand/v2"

// Draw returns the index of a uniformly random one of n moves, drawing up
// to tries times until ok accepts the index drawn; when ok refuses every
// draw, the last one. n and tries must be positive.
func Draw(rng *rand.Rand, n, tries int, ok func(i int) bool) int {
	i := rng.IntN(n)
	for range tries - 1 {
		if ok(i) {
			return i
		}
		i = rng.IntN(n)
	}
	return i
}
