// export_test.go exposes internals to the external tests.

package pushfight

import (
	"fmt"
	"math/rand/v2"
)

// CheckInvariants checks what every state must satisfy: pieces only on the
// 26 cells and never two on one cell, the piece counts of its phase, the
// anchor on a square of the side not to move, and a well-formed history.
func CheckInvariants(s State) error {
	all := s.sq[0] | s.sq[1] | s.rd[0] | s.rd[1]
	if all&^validMask != 0 {
		return fmt.Errorf("a piece off the 26 cells: %#x", all&^validMask)
	}
	boards := [4]uint32{s.sq[0], s.rd[0], s.sq[1], s.rd[1]}
	for i := range boards {
		for j := i + 1; j < len(boards); j++ {
			if boards[i]&boards[j] != 0 {
				return fmt.Errorf("two pieces on one cell")
			}
		}
	}
	return s.check()
}

// Key returns the exact position key of s.
func Key(s State) uint64 { return s.key() }

// HistoryKeys returns the remembered history keys of s.
func HistoryKeys(s State) [HistoryLen]uint64 { return s.hist }

// RandomState returns a random play-phase position.
func RandomState(rng *rand.Rand) State { return randomState(rng) }

// CountPushes and LegalPushes count the legal pushes of a board two ways:
// the bit-parallel count and the list.
func CountPushes(sq, mine, occ, anchor uint32, selfLoses bool) int {
	return countPushes(sq, mine, occ, anchor, selfLoses)
}

func LegalPushes(sq, mine, occ, anchor uint32, selfLoses bool) int {
	var ps [12]push
	return legalPushes(&ps, sq, mine, occ, anchor, selfLoses)
}

// Boards returns the mover's squares and rounds, the opponent's pieces and
// the anchor bit of s.
func Boards(s State) (sq, rd, op, anchor uint32) {
	me := s.side
	return s.sq[me], s.rd[me], s.sq[me^1] | s.rd[me^1], s.anchorBit()
}

// BoardHash returns the Zobrist key of the position of s alone, without the
// turn counter and the history.
func BoardHash(s State) uint64 { return boardHash(&s) }

// HandWeights are Evaluate's weights of Features' terms; TrainedScale the
// points of a logit in EvalTrained.
var HandWeights = handWeights

const TrainedScale = trainedScale
