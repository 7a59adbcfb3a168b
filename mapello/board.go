// board.go holds the cells of the 10x10 grid and the bitboard geometry:
// directions, rays and joker masks.

package mapello

import "fmt"

// Cell is a cell of the 10x10 grid: index 10*y + x, with x = 0..9 from left
// to right and y = 0..9 from bottom to top, as in the rules. The interior is
// 1 <= x, y <= 8; the rest is the border ring. NoCell names no cell.
type Cell int16

// NoCell is the Cell value that names no cell, neither interior nor
// border: CellAt's answer off the grid.
const NoCell Cell = -1

// CellAt returns the cell (x, y), or NoCell for coordinates off the grid.
func CellAt(x, y int) Cell {
	if x < 0 || x > 9 || y < 0 || y > 9 {
		return NoCell
	}
	return Cell(10*y + x)
}

// X returns the cell's column, 0..9, or -1 for a value that is not a
// cell of the grid.
func (c Cell) X() int {
	if !c.Valid() {
		return -1
	}
	return int(c) % 10
}

// Y returns the cell's row, 0..9, or -1 for a value that is not a cell of
// the grid.
func (c Cell) Y() int {
	if !c.Valid() {
		return -1
	}
	return int(c) / 10
}

// Interior reports whether c is one of the 64 interior cells a1..h8.
func (c Cell) Interior() bool {
	x, y := c.X(), c.Y()
	return x >= 1 && x <= 8 && y >= 1 && y <= 8
}

// Valid reports whether c is a cell of the 10x10 grid, interior or
// border.
func (c Cell) Valid() bool { return c >= 0 && c < 100 }

// Border reports whether c is one of the 36 cells of the border ring.
func (c Cell) Border() bool { return c.Valid() && !c.Interior() }

// String returns the cell's name: a file "@abcdefghi"[x] and a rank digit
// y, such as "d3" or "@4"; "-" for NoCell.
func (c Cell) String() string {
	if !c.Valid() {
		if c == NoCell {
			return "-"
		}
		return fmt.Sprintf("Cell(%d)", int16(c))
	}
	return string([]byte{"@abcdefghi"[c.X()], byte('0' + c.Y())})
}

// The interior is one uint64: cell (x, y), 1 <= x, y <= 8, is bit
// (y-1)*8 + (x-1), so a1 is bit 0, h1 bit 7 and h8 bit 63. Moving one cell
// east adds 1 to the bit index, north adds 8.
const (
	fileA = 0x0101010101010101
	fileH = 0x8080808080808080
	rank1 = 0x00000000000000ff
	rank8 = 0xff00000000000000
	// centre holds d4, e4, d5 and e5.
	centre = 0x0000001818000000
)

// The eight directions, in the order of the joker masks. Each one pairs
// with its opposite: dir^1.
const (
	dirE  = iota // (+1, 0)
	dirW         // (-1, 0)
	dirN         // (0, +1)
	dirS         // (0, -1)
	dirNE        // (+1, +1)
	dirSW        // (-1, -1)
	dirNW        // (-1, +1)
	dirSE        // (+1, -1)
)

// dirDX and dirDY are the steps of each direction on the 10x10 grid.
var (
	dirDX = [8]int{1, -1, 0, 0, 1, -1, -1, 1}
	dirDY = [8]int{0, 0, 1, -1, 1, -1, 1, -1}
)

// bit returns the interior bit of cell (x, y), 1 <= x, y <= 8.
func bit(x, y int) uint64 { return 1 << ((y-1)*8 + x - 1) }

// rays[i][d] holds the interior cells met walking from bit i in direction
// d, i excluded, up to the border. The eight rays of a cell share one
// 64-byte cache line.
var rays = func() (r [64][8]uint64) {
	for i := range 64 {
		for d := range 8 {
			x, y := i%8+1, i/8+1
			for {
				x, y = x+dirDX[d], y+dirDY[d]
				if x < 1 || x > 8 || y < 1 || y > 8 {
					break
				}
				r[i][d] |= bit(x, y)
			}
		}
	}
	return r
}()

// Jokers are kept in a State as a 36-bit set of border cells laid out so
// that the joker masks below are a few shifts away:
//
//	bits  0..9   bottom row, y = 0, x = 0..9 (the corners @0 and i0 included)
//	bits 10..19  top row, y = 9, x = 0..9 (the corners @9 and i9 included)
//	bits 20..27  left column, x = 0, y = 1..8
//	bits 28..35  right column, x = 9, y = 1..8
const jokerBits = 36

// jokerBit returns the bit of border cell (x, y) in a joker set, or -1 if
// the cell is not on the border ring.
func jokerBit(x, y int) int {
	switch {
	case x < 0 || x > 9 || y < 0 || y > 9:
		return -1
	case y == 0:
		return x
	case y == 9:
		return 10 + x
	case x == 0:
		return 20 + y - 1
	case x == 9:
		return 28 + y - 1
	}
	return -1
}

// jokerCell is the inverse of jokerBit.
func jokerCell(b int) (x, y int) {
	switch {
	case b < 10:
		return b, 0
	case b < 20:
		return b - 10, 9
	case b < 28:
		return 0, b - 20 + 1
	}
	return 9, b - 28 + 1
}

// spreadA moves bit k of the low byte of b to bit 8k: file a, rank k+1.
func spreadA(b uint64) uint64 {
	return spreadH(b) >> 7
}

// spreadH moves bit k of the low byte of b to bit 8k+7: file h, rank k+1.
func spreadH(b uint64) uint64 {
	// Copy the byte into every byte, keep bit k in byte k, then carry it up
	// to bit 7 of its byte.
	x := (b & 0xff) * 0x0101010101010101 & 0x8040201008040201
	return (x + 0x7f7f7f7f7f7f7f7f) & fileH
}

// edge[d] holds the interior cells whose neighbour in direction d is a
// border cell.
var edge = [8]uint64{
	dirE:  fileH,
	dirW:  fileA,
	dirN:  rank8,
	dirS:  rank1,
	dirNE: fileH | rank8,
	dirSW: fileA | rank1,
	dirNW: fileA | rank8,
	dirSE: fileH | rank1,
}

// jokerNeighbours returns, for each direction d, the interior cells whose
// neighbour in direction d is a joker in the joker set j.
func jokerNeighbours(j uint64) (a [8]uint64) {
	bottom := j & 0x3ff
	top := j >> 10 & 0x3ff
	left := j >> 20 & 0xff
	right := j >> 28 & 0xff
	a[dirE] = spreadH(right)
	a[dirW] = spreadA(left)
	a[dirN] = (top >> 1 & 0xff) << 56
	a[dirS] = bottom >> 1 & 0xff
	// Diagonals: a rank-1 or rank-8 part from the bottom or top row (the
	// corners included) and a file part from the side column.
	a[dirNE] = (top>>2&0xff)<<56 | spreadH(right>>1)
	a[dirSW] = bottom&0xff | spreadA(left)<<8
	a[dirNW] = (top&0xff)<<56 | spreadA(left>>1)
	a[dirSE] = bottom>>2&0xff | spreadH(right)<<8
	return a
}

// jokerAdj returns, for each direction d, the interior cells c whose
// neighbour c+d is a joker and whose neighbour c-d is an interior cell: the
// cells that end a run of discs closed by a joker in direction d. The
// second condition drops cells no placement can reach through a run, which
// also keeps the fills of legalJokers from wrapping around the board.
func jokerAdj(j uint64) [8]uint64 {
	a := jokerNeighbours(j)
	for d := range a {
		a[d] &^= edge[d^1]
	}
	return a
}
