// board.go holds the board's geometry: the 7x6 grid on one 64-bit word
// per player, seven bits a column, and the four-in-a-row tests on it.

package connectfour

import "math/bits"

// Columns and Rows are the size of the board: seven columns of six cells.
const (
	Columns = 7
	Rows    = 6
	// Cells is the number of cells, and so the length of the longest
	// game.
	Cells = Columns * Rows
)

// The board is a bitboard of 7 bits a column: the cell in column c
// (0 to 6, from the left) and row r (0 to 5, from the bottom) is bit
// 7*c + r. Bit 6 of every column is always empty, so that shifting a line
// of cells by 1, 6, 7 or 8 bits never carries from one column into the
// next (the classic layout of Connect Four programs).
const (
	height = Rows + 1
	// bottom has the bottom cell of each column.
	bottom uint64 = 1 | 1<<7 | 1<<14 | 1<<21 | 1<<28 | 1<<35 | 1<<42
	// full has every cell of the board.
	full = bottom * (1<<Rows - 1)
)

// columnMask returns the six cells of column c.
func columnMask(c int) uint64 { return (1<<Rows - 1) << (height * c) }

// cellBit returns the bit of the cell in column c and row r.
func cellBit(c, r int) uint64 { return 1 << (height*c + r) }

// fours reports whether the stones b hold four in a row in any direction.
func fours(b uint64) bool {
	for _, d := range directions {
		if m := b & (b >> d); m&(m>>(2*d)) != 0 {
			return true
		}
	}
	return false
}

// directions are the shifts along a line: 1 vertical, 7 horizontal, 6 and
// 8 the two diagonals.
var directions = [4]uint{1, 7, 6, 8}

// directionNames name the lines of directions, for the end reason.
var directionNames = [4]string{"vertical", "horizontal", "diagonal", "diagonal"}

// winningCells returns the empty cells of the board (mask holds the
// stones of both players) where a stone of the player who owns b would
// complete four in a row. Some may not be playable yet.
func winningCells(b, mask uint64) uint64 {
	// Three below, in a column.
	r := (b << 1) & (b << 2) & (b << 3)
	for _, d := range directions[1:] {
		// The new stone at either end of three, or inside them.
		p := (b << d) & (b << (2 * d))
		r |= p & (b << (3 * d))
		r |= p & (b >> d)
		p = (b >> d) & (b >> (2 * d))
		r |= p & (b << d)
		r |= p & (b >> (3 * d))
	}
	return r & (full ^ mask)
}

// playable returns the cells where a stone may go now: the lowest empty
// cell of every column that is not full.
func playable(mask uint64) uint64 { return (mask + bottom) & full }

// count returns the number of stones in b.
func count(b uint64) int { return bits.OnesCount64(b) }
