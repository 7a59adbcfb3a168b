// state.go holds the State type, its phases, accessors, position keys and repetition history.

package pushfight

import (
	"math/bits"

	"github.com/plygo/ply"
)

// HistoryLen is the number of previous play-phase positions a State
// remembers for the threefold-repetition rule: positions that occurred up to
// HistoryLen turns ago. The package documentation explains the choice.
const HistoryLen = 16

// State is a Push Fight position: the pieces, the anchor, the side to move
// (or to set up), the turn counter, and the keys of the last HistoryLen
// play-phase positions for the repetition rule. It is a small comparable
// value: copy it freely, compare it with ==, share it between goroutines.
//
// The zero State is the empty board with White to set up.
type State struct {
	sq     [2]uint32 // squares of White, then Black (bit layout of board.go)
	rd     [2]uint32 // rounds of White, then Black
	anchor uint8     // bit index + 1 of the anchored square; 0: no anchor
	side   uint8     // 0: White to move or to set up, 1: Black
	turns  uint16    // completed play-phase turns
	// hist holds the position keys (see key) of the previous positions,
	// most recent first; 0 marks an unused slot.
	hist [HistoryLen]uint64
}

// Phase is the stage of the game a State is in.
type Phase uint8

// The phases of a game. The phase follows from the piece counts.
const (
	// Placement: a player places their five pieces (one setup move each).
	Placement Phase = iota
	// Play: turns of slides and a push.
	Play
	// Finished: a piece was pushed off the board.
	Finished
)

var phaseNames = [...]string{"placement", "play", "finished"}

// String returns "placement", "play" or "finished".
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "Phase(?)"
}

// Piece is the content of a cell.
type Piece uint8

// The pieces, and Empty for an empty cell. The names follow the position
// string's letters: W, w, B, b.
const (
	Empty       Piece = iota
	WhiteSquare       // W: pushes and slides
	WhiteRound        // w: slides only
	BlackSquare       // B
	BlackRound        // b
)

var pieceChars = [...]byte{'.', 'W', 'w', 'B', 'b'}

// String returns the piece's letter in the position string: "W", "w", "B",
// "b", or "." for Empty.
func (p Piece) String() string {
	if int(p) < len(pieceChars) {
		return string(pieceChars[p])
	}
	return "?"
}

// Owner returns ply.First for White's pieces, ply.Second for Black's and
// ply.NoPlayer for Empty.
func (p Piece) Owner() ply.Player {
	switch p {
	case WhiteSquare, WhiteRound:
		return ply.First
	case BlackSquare, BlackRound:
		return ply.Second
	}
	return ply.NoPlayer
}

// IsSquare reports whether p is a square, the pieces that push.
func (p Piece) IsSquare() bool { return p == WhiteSquare || p == BlackSquare }

// occ returns the occupied cells.
func (s *State) occ() uint32 { return s.sq[0] | s.sq[1] | s.rd[0] | s.rd[1] }

// pieceCount returns the number of pieces on the board.
func (s *State) pieceCount() int { return bits.OnesCount32(s.occ()) }

// Phase returns the stage of the game: Placement before all ten pieces
// are placed, Play with all ten, Finished once one was pushed off.
func (s State) Phase() Phase {
	switch s.pieceCount() {
	case 10:
		return Play
	case 9:
		return Finished
	}
	return Placement
}

// ToMove returns the player to move (or to set up): ply.First is White.
func (s State) ToMove() ply.Player { return ply.Player(s.side + 1) }

// At returns the piece on cell c, Empty for an empty cell or an invalid c.
func (s State) At(c Cell) Piece {
	if c < 0 || c >= NumCells {
		return Empty
	}
	b := uint32(1) << cellBit[c]
	switch {
	case s.sq[0]&b != 0:
		return WhiteSquare
	case s.rd[0]&b != 0:
		return WhiteRound
	case s.sq[1]&b != 0:
		return BlackSquare
	case s.rd[1]&b != 0:
		return BlackRound
	}
	return Empty
}

// Anchor returns the cell of the anchored square, or NoCell before the
// first push.
func (s State) Anchor() Cell {
	if s.anchor == 0 {
		return NoCell
	}
	return bitCell[s.anchor-1]
}

// Turns returns the number of completed play-phase turns, the counter of
// the turn cap.
func (s State) Turns() int { return int(s.turns) }

// Pieces returns the number of pieces p has on the board (0 for
// ply.NoPlayer).
func (s State) Pieces(p ply.Player) int {
	i := p.Index()
	if i < 0 {
		return 0
	}
	return bits.OnesCount32(s.sq[i] | s.rd[i])
}

// anchorBit returns the anchored square's bit, or 0.
func (s *State) anchorBit() uint32 {
	if s.anchor == 0 {
		return 0
	}
	return 1 << (s.anchor - 1)
}

// compress packs the 26 cell bits of x into bits 0-25, in cell order.
func compress(x uint32) uint64 {
	return uint64(x>>2&0x1F) | uint64(x>>8&0xFFFF)<<5 | uint64(x>>25&0x1F)<<21
}

// expand is the inverse of compress.
func expand(k uint64) uint32 {
	return uint32(k&0x1F)<<2 | uint32(k>>5&0xFFFF)<<8 | uint32(k>>21&0x1F)<<25
}

// key returns the exact position key of s for the repetition rule: the
// board, the anchor and the side to move, but not the turn counter or the
// history. Equal positions have equal keys and different positions
// different keys; no key is zero. Bits 0-25 hold the occupied cells in cell
// order, 26-35 the colour of each piece in that order (1 for Black), 36-45
// its shape (1 for a square), 46-50 the anchor's cell + 1 (0 for none), 51
// the side to move (1 for Black).
func (s *State) key() uint64 {
	occ := s.occ()
	black := s.sq[1] | s.rd[1]
	sq := s.sq[0] | s.sq[1]
	var colour, shape uint64
	i := uint(0)
	for x := occ; x != 0; x &= x - 1 {
		b := x & -x
		if black&b != 0 {
			colour |= 1 << i
		}
		if sq&b != 0 {
			shape |= 1 << i
		}
		i++
	}
	var a uint64
	if s.anchor != 0 {
		a = uint64(bitCell[s.anchor-1]) + 1
	}
	return compress(occ) | colour<<26 | shape<<36 | a<<46 | uint64(s.side)<<51
}

// fromKey rebuilds the position a key describes, without history and with
// a zero turn counter. ok is false for bit patterns key never returns.
func fromKey(k uint64) (s State, ok bool) {
	if k>>52 != 0 {
		return s, false
	}
	occ := expand(k)
	colour, shape := k>>26&0x3FF, k>>36&0x3FF
	n := uint(bits.OnesCount32(occ))
	if colour>>n != 0 || shape>>n != 0 {
		return s, false
	}
	i := uint(0)
	for x := occ; x != 0; x &= x - 1 {
		b := x & -x
		c := colour >> i & 1
		if shape>>i&1 != 0 {
			s.sq[c] |= b
		} else {
			s.rd[c] |= b
		}
		i++
	}
	if a := k >> 46 & 0x1F; a != 0 {
		if a > NumCells {
			return s, false
		}
		s.anchor = cellBit[a-1] + 1
	}
	s.side = uint8(k >> 51 & 1)
	return s, true
}

// repetitions returns how many times the position of s has occurred in the
// remembered history, not counting s itself.
func (s *State) repetitions() int {
	k := s.key()
	n := 0
	for _, h := range s.hist {
		if h == k {
			n++
		}
	}
	return n
}

// History returns how many previous positions s remembers for the
// repetition rule (at most HistoryLen).
func (s State) History() int {
	n := 0
	for _, h := range s.hist {
		if h != 0 {
			n++
		}
	}
	return n
}

// Occurrences returns how many times the position of s (board, anchor,
// side to move) has occurred within the remembered history, counting s: 1
// for a new position, 3 for a threefold repetition.
func (s State) Occurrences() int { return 1 + s.repetitions() }

// Position returns s without its repetition history: the position a
// four-field position string describes.
func (s State) Position() State {
	s.hist = [HistoryLen]uint64{}
	return s
}
