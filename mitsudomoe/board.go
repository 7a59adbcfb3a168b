// board.go holds the geometry of the 5×5 board: cells and their names, corners, neighbours and rays.

package mitsudomoe

import (
	"fmt"
	"math/bits"
)

// Size is the side of the square board.
const Size = 5

// NumCells is the number of cells on the board.
const NumCells = Size * Size

// Cell is a cell of the board, indexed in the cell order of the rules:
// (row−1)·5 + (column−a), so a1 = 0, e1 = 4, a2 = 5 and e5 = 24.
type Cell int16

// NoCell is the Cell value that names no cell: CellAt's answer off the
// board, and the ring source of a placement.
const NoCell Cell = -1

// CellAt returns the cell in column x (0 = a, from the left) and row y
// (0 = row 1, White's side), or NoCell when either is off the board.
func CellAt(x, y int) Cell {
	if x < 0 || x >= Size || y < 0 || y >= Size {
		return NoCell
	}
	return Cell(y*Size + x)
}

// X returns the column of c, 0 for a to 4 for e, or -1 for a value that
// is not a cell.
func (c Cell) X() int {
	if !c.Valid() {
		return -1
	}
	return int(c) % Size
}

// Y returns the row of c, 0 for row 1 to 4 for row 5, or -1 for a value
// that is not a cell.
func (c Cell) Y() int {
	if !c.Valid() {
		return -1
	}
	return int(c) / Size
}

// Valid reports whether c is a cell of the board.
func (c Cell) Valid() bool { return c >= 0 && c < NumCells }

// String returns the algebraic name of c, such as "a1"; "-" for NoCell.
func (c Cell) String() string {
	if !c.Valid() {
		if c == NoCell {
			return "-"
		}
		return fmt.Sprintf("Cell(%d)", int16(c))
	}
	return string([]byte{'a' + byte(c.X()), '1' + byte(c.Y())})
}

// boardMask has one bit per cell of the board.
const boardMask uint32 = 1<<NumCells - 1

// Corner sets of the two-player game, indexed by colour (0 White, 1 Black).
// A player's goal is the other player's home.
var (
	home = [2]uint32{
		1<<0 | 1<<1 | 1<<5,    // a1 b1 a2
		1<<24 | 1<<23 | 1<<19, // e5 d5 e4
	}
	goal = [2]uint32{home[1], home[0]}
)

// ray is the run of cells from a cell in one direction, nearest first.
type ray struct {
	n     int8
	cells [Size - 1]int8
}

var (
	// directions are the eight king directions as (column, row) steps.
	directions = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
	// rays[c][d] runs from cell c in directions[d].
	rays [NumCells][8]ray
	// lineStep[from*NumCells+to] is the index step from from towards to when
	// they share a row, column or diagonal, and 0 otherwise.
	lineStep [NumCells * NumCells]int8
	// neighbours[c] has a bit for each of the up to 8 cells next to c.
	neighbours [NumCells]uint32
)

func init() {
	for c := range NumCells {
		cell := Cell(c)
		for d, dir := range directions {
			r := &rays[c][d]
			for k := 1; ; k++ {
				t := CellAt(cell.X()+k*dir[0], cell.Y()+k*dir[1])
				if t == NoCell {
					break
				}
				r.cells[r.n] = int8(t)
				r.n++
				lineStep[c*NumCells+int(t)] = int8(dir[1]*Size + dir[0])
			}
			if r.n > 0 {
				neighbours[c] |= 1 << r.cells[0]
			}
		}
	}
}

// chebyshev returns the king distance between a and b.
func chebyshev(a, b Cell) int {
	return max(abs(a.X()-b.X()), abs(a.Y()-b.Y()))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// lowest returns the cell of the lowest set bit of a non-zero bitboard.
func lowest(b uint32) Cell { return Cell(bits.TrailingZeros32(b)) }
