// state.go holds the State type, its pieces and accessors.

package morelli

import "github.com/plygo/ply"

// Black and White are the two sides. Black moves first.
const (
	Black = ply.First
	White = ply.Second
)

// Piece is the content of a cell.
type Piece uint8

// The contents of a cell. Kings stand only on the Throne, and nothing else
// ever does.
const (
	Empty Piece = iota
	BlackPiece
	WhitePiece
	BlackKing
	WhiteKing
)

// Owner returns the player a piece or King belongs to, or ply.NoPlayer for
// Empty.
func (p Piece) Owner() ply.Player {
	switch p {
	case BlackPiece, BlackKing:
		return Black
	case WhitePiece, WhiteKing:
		return White
	}
	return ply.NoPlayer
}

// String returns the letter of p in the state notation: "x", "o", "X", "O",
// or "." for Empty.
func (p Piece) String() string {
	if int(p) < len(pieceLetters) {
		return pieceLetters[p : p+1]
	}
	return "?"
}

const pieceLetters = ".xoXO"

// State is a Morelli position: the pieces, the King on the Throne if any,
// and the side to move. It is a small comparable value; the zero State is
// the empty board with Black to move, a finished, drawn game.
type State struct {
	pieces [2]bitboard // Black's, White's
	king   ply.Player  // owner of the King on the Throne, or NoPlayer
	turn   uint8       // 0: Black to move, 1: White to move
}

// ToMove returns the side to move in s.
func (s State) ToMove() ply.Player { return ply.Player(s.turn + 1) }

// King returns the owner of the King on the Throne, or ply.NoPlayer when
// the Throne is empty.
func (s State) King() ply.Player { return s.king }

// At returns the content of cell c (Empty for an invalid cell).
func (s State) At(c Cell) Piece {
	switch {
	case !c.Valid():
		return Empty
	case s.pieces[0].has(c):
		return BlackPiece
	case s.pieces[1].has(c):
		return WhitePiece
	case c == Throne && s.king == Black:
		return BlackKing
	case c == Throne && s.king == White:
		return WhiteKing
	}
	return Empty
}

// Count returns the number of pieces of p on the board (Kings not
// included).
func (s State) Count(p ply.Player) int {
	if i := p.Index(); i >= 0 {
		return s.pieces[i].count()
	}
	return 0
}

// BandSum returns the sum of the bands of all pieces: 288 at the start, it
// falls by at least one every ply.
func (s State) BandSum() int {
	n := 0
	for k := 1; k < len(bandMask); k++ {
		n += k * s.pieces[0].or(s.pieces[1]).and(bandMask[k]).count()
	}
	return n
}

// occupied returns the cells a moving piece cannot enter or pass: every
// piece, and the Throne when a King sits there.
func (s *State) occupied() bitboard {
	occ := s.pieces[0].or(s.pieces[1])
	if s.king != ply.NoPlayer {
		occ[1] |= throneBit[1]
	}
	return occ
}
