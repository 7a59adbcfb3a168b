// hash.go holds the Zobrist hash of a state: its position, turn counter and repetition history.

package pushfight

import (
	"math/bits"

	"github.com/plygo/ply/internal/splitmix"
)

// zobrist holds one key per piece kind (White square, White round, Black
// square, Black round) and bit index, one per anchor bit index, and one for
// Black to move, from a SplitMix64 sequence with a fixed seed, so hashes are
// the same on every run and machine.
var zobrist = func() (z struct {
	piece  [4][32]uint64
	anchor [32]uint64
	black  uint64
	turns  uint64 // offsets of the turn counter and the history slots
	hist   uint64
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
	z.turns = next()
	z.hist = next()
	return z
}()

// Hash returns a hash of s that covers its future, as ply.Hasher
// promises: the Zobrist key of the board, anchor and side to move, mixed
// with the turn counter when the game has a turn cap and with the
// remembered positions when it has a repetition rule, since
// both decide when the game ends in a draw. Two states of one game with
// equal hashes therefore have the same moves, results and evaluations
// below them. The price is that a transposition table shares entries only
// between move orders that pass through the same positions.
func (g *Game) Hash(s State) uint64 {
	h := boardHash(&s)
	if g.maxTurns > 0 {
		h ^= mix64(uint64(s.turns) + zobrist.turns)
	}
	if g.reps > 0 {
		for i, k := range s.hist {
			if k == 0 {
				break
			}
			h ^= mix64(k + uint64(i+1)*zobrist.hist)
		}
	}
	return h
}

// mix64 is the SplitMix64 finaliser: a bijection of 64-bit words that
// spreads every input bit over the output.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// boardHash returns the Zobrist key of the position of s alone: its
// pieces, anchor and side to move, without the turn counter and the
// repetition history. Equal positions have equal keys.
func boardHash(s *State) uint64 {
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
