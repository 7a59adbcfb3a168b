// hash.go holds the Zobrist hash of states, with keys from a fixed seed.

package morelli

import (
	"github.com/plygo/ply/internal/splitmix"
	"math/bits"
)

// zobristSeed is the fixed SplitMix64 seed of the Zobrist keys, so that
// hashes are the same on every run and machine.
const zobristSeed = 0x6d6f72656c6c69 // "morelli"

var (
	zobristPiece [2][NumCells]uint64
	zobristKing  [3]uint64 // indexed by the King's owner; [0] is 0
	zobristTurn  uint64    // added when White is to move
)

func init() {
	sm := splitmix.Source(zobristSeed)
	for side := range zobristPiece {
		for c := range zobristPiece[side] {
			zobristPiece[side][c] = sm.Next()
		}
	}
	zobristKing[1] = sm.Next()
	zobristKing[2] = sm.Next()
	zobristTurn = sm.Next()
}

// Hash returns the Zobrist hash of s: the XOR of a fixed key per piece and
// cell, per King and for White to move. Equal states hash equally, and the
// keys are the same on every run.
func (g *Game) Hash(s State) uint64 { return s.hash() }

func (s State) hash() uint64 {
	h := zobristKing[s.king&3]
	if s.turn == 1 {
		h ^= zobristTurn
	}
	for side := range s.pieces {
		keys := &zobristPiece[side]
		for w, word := range s.pieces[side] {
			for ; word != 0; word &= word - 1 {
				h ^= keys[w<<6+bits.TrailingZeros64(word)]
			}
		}
	}
	return h
}
