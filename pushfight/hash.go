// hash.go holds the Zobrist hashing of Push Fight positions.

package pushfight

import "github.com/plygo/ply/internal/splitmix"

import "math/bits"

// zobrist holds one key per piece kind (White square, White round, Black
// square, Black round) and bit index, one per anchor bit index, and one for
// Black to move, from a SplitMix64 sequence with a fixed seed, so hashes are
// the same on every run and machine.
var zobrist = func() (z struct {
	piece  [4][32]uint64
	anchor [32]uint64
	black  uint64
}) {
	x := splitmix.Source(0x5055534846494748) // "PUSHFIGH"
	next := x.Next
	for k := range z.piece {
		for b := range z.piece[k] {
			z.piece[k][b] = next()
		}
	}
	for b := range z.anchor {
		z.anchor[b] = next()
	}
	z.black = next()
	return z
}()

// Hash returns the Zobrist key of the position of s: its pieces, anchor
// and side to move. Equal states have equal keys. The turn counter and the
// repetition history are left out, so a transposition table shares entries
// between move orders (as chess engines do, at the price of ignoring how
// close a position is to a repetition or the turn cap).
func (g *Game) Hash(s State) uint64 { return Hash(s) }

// Hash is Game.Hash as a function.
func Hash(s State) uint64 {
	var h uint64
	boards := [4]uint32{s.sq[0], s.rd[0], s.sq[1], s.rd[1]}
	for k, x := range boards {
		for ; x != 0; x &= x - 1 {
			h ^= zobrist.piece[k][bits.TrailingZeros32(x)]
		}
	}
	if s.anchor != 0 {
		h ^= zobrist.anchor[s.anchor-1]
	}
	if s.side != 0 {
		h ^= zobrist.black
	}
	return h
}
