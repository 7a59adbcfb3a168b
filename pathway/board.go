// board.go holds the cells and the 256-bit bitboard the boards of every
// size share.

package pathway

import (
	"math/bits"
	"strconv"
)

// Cell is a cell of the largest board, 16 x 16: its value is y<<4 | x,
// with x the column from the left (0 for file a) and y the row from the
// bottom (0 for row 1), the same on every board size. The cells of an n x n
// board are those with x and y below n; a game's board is its State's
// Size. NoCell names no cell.
type Cell int16

// NoCell is the Cell value that names no cell: CellAt's answer off the
// 16 x 16 grid.
const NoCell Cell = -1

// CellAt returns the cell in column x and row y, both counted from 0, so
// that a1 is CellAt(0, 0) and c3 is CellAt(2, 2) on every board size.
// Coordinates outside 0..15 give NoCell.
func CellAt(x, y int) Cell {
	if x < 0 || x >= MaxSize || y < 0 || y >= MaxSize {
		return NoCell
	}
	return Cell(y<<4 | x)
}

// X returns the cell's column, 0 for file a, or -1 for a value that is
// not a cell.
func (c Cell) X() int {
	if !c.Valid() {
		return -1
	}
	return int(c) & 15
}

// Y returns the cell's row, 0 for row 1, or -1 for a value that is not a
// cell.
func (c Cell) Y() int {
	if !c.Valid() {
		return -1
	}
	return int(c) >> 4
}

// Valid reports whether c is a cell of the 16 x 16 grid, the largest
// board; the cells of an n x n board are those with X and Y below n.
func (c Cell) Valid() bool { return c >= 0 && c < MaxSize*MaxSize }

// on reports whether c is a cell of the n x n board.
func (c Cell) on(n int) bool { return c.Valid() && int(c)&15 < n && int(c)>>4 < n }

// String returns the cell's name: the file letter and the row number, such
// as "c3" or "a10"; "-" for NoCell.
func (c Cell) String() string {
	if !c.Valid() {
		if c == NoCell {
			return "-"
		}
		return "Cell(" + strconv.Itoa(int(c)) + ")"
	}
	return string(appendCell(nil, c))
}

func appendCell(dst []byte, c Cell) []byte {
	dst = append(dst, byte('a'+c.X()))
	return strconv.AppendInt(dst, int64(c.Y()+1), 10)
}

// board is a 256-bit set of cells: 16 rows of 16 bits, row 0 in the low
// bits of w0, so cell (col, row) is bit row<<4 | col, its Move value. It is a
// struct of four words rather than an array so that the compiler keeps it
// in registers.
type board struct{ w0, w1, w2, w3 uint64 }

func (b board) and(c board) board { return board{b.w0 & c.w0, b.w1 & c.w1, b.w2 & c.w2, b.w3 & c.w3} }
func (b board) or(c board) board  { return board{b.w0 | c.w0, b.w1 | c.w1, b.w2 | c.w2, b.w3 | c.w3} }
func (b board) andNot(c board) board {
	return board{b.w0 &^ c.w0, b.w1 &^ c.w1, b.w2 &^ c.w2, b.w3 &^ c.w3}
}
func (b board) empty() bool { return b.w0|b.w1|b.w2|b.w3 == 0 }

func (b board) count() int {
	return bits.OnesCount64(b.w0) + bits.OnesCount64(b.w1) + bits.OnesCount64(b.w2) + bits.OnesCount64(b.w3)
}

func (b board) words() [4]uint64 { return [4]uint64{b.w0, b.w1, b.w2, b.w3} }

func (b board) has(i int) bool { return b.words()[i>>6&3]>>(i&63)&1 != 0 }

func (b board) with(i int) board {
	bit := uint64(1) << (i & 63)
	switch i >> 6 & 3 {
	case 0:
		b.w0 |= bit
	case 1:
		b.w1 |= bit
	case 2:
		b.w2 |= bit
	default:
		b.w3 |= bit
	}
	return b
}

// first returns the lowest cell of b, which must not be empty.
func (b board) first() int {
	switch {
	case b.w0 != 0:
		return bits.TrailingZeros64(b.w0)
	case b.w1 != 0:
		return 64 + bits.TrailingZeros64(b.w1)
	case b.w2 != 0:
		return 128 + bits.TrailingZeros64(b.w2)
	}
	return 192 + bits.TrailingZeros64(b.w3)
}

// up moves every cell one row up (towards higher rows).
func (b board) up() board {
	return board{b.w0 << 16, b.w1<<16 | b.w0>>48, b.w2<<16 | b.w1>>48, b.w3<<16 | b.w2>>48}
}

// down moves every cell one row down.
func (b board) down() board {
	return board{b.w0>>16 | b.w1<<48, b.w1>>16 | b.w2<<48, b.w2>>16 | b.w3<<48, b.w3 >> 16}
}

// east moves every cell one column right; the caller masks off cells that
// would cross the board's right edge.
func (b board) east() board {
	return board{b.w0 << 1, b.w1<<1 | b.w0>>63, b.w2<<1 | b.w1>>63, b.w3<<1 | b.w2>>63}
}

// west moves every cell one column left; the caller masks off cells that
// would cross the left edge.
func (b board) west() board {
	return board{b.w0>>1 | b.w1<<63, b.w1>>1 | b.w2<<63, b.w2>>1 | b.w3<<63, b.w3 >> 1}
}

// appendCells appends the cells of b to dst as moves, in ascending order.
func (b board) appendCells(dst []Move) []Move {
	for w, x := range b.words() {
		for x != 0 {
			dst = append(dst, Move(w<<6|bits.TrailingZeros64(x)))
			x &= x - 1
		}
	}
	return dst
}
