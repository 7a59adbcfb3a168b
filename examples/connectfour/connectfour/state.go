// state.go holds the State, its cells and pieces, and Move.

package connectfour

import (
	"strconv"

	"github.com/plygo/ply"
)

// State is a position: the stones of each player on the board. It is a
// small comparable value; the player to move follows from the number of
// stones (Red moves when it is even). The zero State is the empty board,
// Red to move.
type State struct {
	// stones holds the stones of Red (ply.First) and Yellow (ply.Second).
	stones [2]uint64
}

// mask returns the stones of both players.
func (s State) mask() uint64 { return s.stones[0] | s.stones[1] }

// Stones returns the number of stones on the board, which is also the
// number of moves played.
func (s State) Stones() int { return count(s.mask()) }

// turn returns the index in stones of the player to move.
func (s State) turn() int { return s.Stones() & 1 }

// ToMove returns the player to move, whether or not the game is over.
func (s State) ToMove() ply.Player { return ply.Player(s.turn() + 1) }

// At returns the piece on the cell c, Empty for an empty cell or a value
// that is not a cell.
func (s State) At(c Cell) Piece {
	if !c.Valid() {
		return Empty
	}
	b := cellBit(c.X(), c.Y())
	switch {
	case s.stones[0]&b != 0:
		return RedStone
	case s.stones[1]&b != 0:
		return YellowStone
	}
	return Empty
}

// Height returns the number of stones in column c (0 to 6), or -1 for a
// column off the board.
func (s State) Height(c int) int {
	if c < 0 || c >= Columns {
		return -1
	}
	return count(s.mask() & columnMask(c))
}

// String returns the position in the notation of ParseState.
func (s State) String() string { return formatState(s) }

// MarshalText returns the position in the notation of ParseState.
func (s State) MarshalText() ([]byte, error) { return []byte(formatState(s)), nil }

// UnmarshalText reads what MarshalText writes; on an error s is left as
// it was.
func (s *State) UnmarshalText(text []byte) error {
	t, err := ParseState(string(text))
	if err != nil {
		return err
	}
	*s = t
	return nil
}

// Cell is a cell of the board: its value is 7*x + y, with x the column
// from the left (0 for column 1) and y the row from the bottom (0 for the
// bottom row), its bit in the bitboard. NoCell names no cell.
type Cell int16

// NoCell is the Cell value that names no cell.
const NoCell Cell = -1

// CellAt returns the cell in column x and row y, both counted from 0 at
// the bottom left, or NoCell off the board.
func CellAt(x, y int) Cell {
	if x < 0 || x >= Columns || y < 0 || y >= Rows {
		return NoCell
	}
	return Cell(height*x + y)
}

// Valid reports whether c is a cell of the board.
func (c Cell) Valid() bool { return c >= 0 && int(c) < height*Columns && int(c)%height < Rows }

// X returns the cell's column from the left, from 0, or -1 for a value
// that is not a cell.
func (c Cell) X() int {
	if !c.Valid() {
		return -1
	}
	return int(c) / height
}

// Y returns the cell's row from the bottom, from 0, or -1 for a value
// that is not a cell.
func (c Cell) Y() int {
	if !c.Valid() {
		return -1
	}
	return int(c) % height
}

// String returns the cell's name: its column letter a to g and its row 1
// to 6 from the bottom, such as "d1", the centre column's bottom cell;
// "-" for NoCell.
func (c Cell) String() string {
	if !c.Valid() {
		if c == NoCell {
			return "-"
		}
		return "Cell(" + strconv.Itoa(int(c)) + ")"
	}
	return string([]byte{byte('a' + c.X()), byte('1' + c.Y())})
}

// Piece is what a cell holds: Empty, RedStone or YellowStone.
type Piece int8

// The pieces.
const (
	Empty Piece = iota
	RedStone
	YellowStone
)

// Owner returns the player whose stone p is, or ply.NoPlayer for Empty.
func (p Piece) Owner() ply.Player {
	switch p {
	case RedStone:
		return ply.First
	case YellowStone:
		return ply.Second
	}
	return ply.NoPlayer
}

// String returns "r" for Red, "y" for Yellow and "." for Empty, the
// letters of the text board.
func (p Piece) String() string {
	switch p {
	case RedStone:
		return "r"
	case YellowStone:
		return "y"
	}
	return "."
}

// Move is a move: the column a stone is dropped into, 0 to 6 from the
// left. Its notation is the column's number, 1 to 7.
type Move int8

// String returns the column's number, "1" to "7".
func (m Move) String() string {
	if m < 0 || m >= Columns {
		return "Move(" + strconv.Itoa(int(m)) + ")"
	}
	return string(rune('1' + m))
}
