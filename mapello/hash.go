// hash.go holds the Zobrist hashing of Mapello positions.

package mapello

import (
	"github.com/plygo/ply/internal/splitmix"
	"math/bits"
)

// zobrist holds one key per cell and piece kind, one per joker cell, and
// the keys of the side to move, the pass counter and the bonus points, all
// from a SplitMix64 sequence with a fixed seed, so that hashes are the same
// between runs and machines.
var zobrist = func() (z struct {
	disc   [2][64]uint64
	wall   [64]uint64
	bonus  [64]uint64
	joker  [jokerBits]uint64
	white  uint64
	passed uint64
	points [2]uint64
}) {
	rng := splitmix.Source(0x4d4150454c4c4f21) // "MAPELLO!"
	for c := range z.disc {
		for i := range z.disc[c] {
			z.disc[c][i] = rng.Next()
		}
	}
	for i := range 64 {
		z.wall[i] = rng.Next()
		z.bonus[i] = rng.Next()
	}
	for i := range z.joker {
		z.joker[i] = rng.Next()
	}
	z.white = rng.Next()
	z.passed = rng.Next()
	z.points[0] = rng.Next()
	z.points[1] = rng.Next()
	return z
}()

// mix is the SplitMix64 finaliser, used to spread a bonus point count.
func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Hash returns the Zobrist hash of s: the XOR of the keys of its discs,
// walls, untaken bonuses and jokers, of the side to move and the pass
// counter, and of a key mixed with each player's bonus points. Equal
// states have equal hashes; the keys come from a fixed seed.
func (g *Game) Hash(s State) uint64 { return s.hash() }

func (s *State) hash() uint64 {
	var h uint64
	for c := range s.discs {
		for b := s.discs[c]; b != 0; b &= b - 1 {
			h ^= zobrist.disc[c][bits.TrailingZeros64(b)]
		}
	}
	for b := s.walls; b != 0; b &= b - 1 {
		h ^= zobrist.wall[bits.TrailingZeros64(b)]
	}
	for b := s.bonus; b != 0; b &= b - 1 {
		h ^= zobrist.bonus[bits.TrailingZeros64(b)]
	}
	for b := s.jokers; b != 0; b &= b - 1 {
		h ^= zobrist.joker[bits.TrailingZeros64(b)%jokerBits]
	}
	if s.side != 0 {
		h ^= zobrist.white
	}
	if s.passes != 0 {
		h ^= zobrist.passed
	}
	for i, p := range s.points {
		if p != 0 {
			h ^= mix(zobrist.points[i] + uint64(p))
		}
	}
	return h
}
