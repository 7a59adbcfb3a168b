// hash.go holds the hashing of Mapello positions.

package mapello

import "github.com/plygo/ply/internal/splitmix"

// hashKeys holds one key per word of a State, from a SplitMix64 sequence
// with a fixed seed, so that hashes are the same between runs and machines.
var hashKeys = func() (k [6]uint64) {
	rng := splitmix.Source(0x4d4150454c4c4f21) // "MAPELLO!"
	for i := range k {
		k[i] = rng.Next()
	}
	return k
}()

// Hash returns the hash of s, a function of everything s holds and the
// rules read: its discs, walls, untaken bonuses and jokers, the side to
// move, the pass counter and both players' bonus points. Each of six words
// holding them is XORed with its own key and scrambled with the SplitMix64
// finaliser, a bijection, and the six results are XORed: a few
// multiplications rather than a key per piece, and as good a 64-bit hash.
// Equal states have equal hashes; the keys come from a fixed seed.
func (g *Game) Hash(s State) uint64 { return s.hash() }

func (s *State) hash() uint64 {
	// jokers uses jokerBits (36) bits; side and passes are 0 or 1.
	flags := s.jokers | uint64(s.side)<<jokerBits | uint64(s.passes)<<(jokerBits+1)
	points := uint64(s.points[0]) | uint64(s.points[1])<<16
	return splitmix.Mix(s.discs[0]^hashKeys[0]) ^ splitmix.Mix(s.discs[1]^hashKeys[1]) ^
		splitmix.Mix(s.walls^hashKeys[2]) ^ splitmix.Mix(s.bonus^hashKeys[3]) ^
		splitmix.Mix(flags^hashKeys[4]) ^ splitmix.Mix(points^hashKeys[5])
}
