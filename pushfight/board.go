// board.go holds the geometry of the 26-cell board: cells and their names, directions, rays, rails and bit helpers.

package pushfight

import (
	"fmt"
	"math/bits"
)

// Cell is one of the 26 cells of the board, numbered in the cell order of
// the rules: 0-4 are c4..g4, 5-12 a3..h3, 13-20 a2..h2 and 21-25 b1..f1 (the
// order of the position string). NoCell (-1) names no cell.
type Cell int16

// NoCell is the Cell value that names no cell.
const NoCell Cell = -1

// NumCells is the number of cells of the board.
const NumCells = 26

// Dir is a push direction: Up (towards rank 4), Down, Left (towards file a)
// or Right, in the order the canonical notation uses.
type Dir uint8

// The four push directions, written ^ v < > in the notation.
const (
	Up Dir = iota
	Down
	Left
	Right
)

var dirChars = [4]byte{'^', 'v', '<', '>'}

// String returns the direction's character: "^", "v", "<" or ">".
func (d Dir) String() string {
	if d > Right {
		return fmt.Sprintf("Dir(%d)", uint8(d))
	}
	return string(dirChars[d])
}

// Opposite returns the direction opposite d.
func (d Dir) Opposite() Dir { return d ^ 1 }

// The board lives in a uint32: bit (4-rank)*8 + file, file a = 0. Rank 4 is
// the low byte, so ascending bit order is the rules' cell order (rank 4
// to rank 1, each left to right), and a step up is a shift right by 8.
const (
	validMask uint32 = 0x3EFFFF7C // the 26 cells
	fileA     uint32 = 0x01010101
	fileH     uint32 = 0x80808080
	rank4     uint32 = 0x0000007C
	rank1     uint32 = 0x3E000000
	// leftHalf and rightHalf are the setup halves: files a-d and e-h.
	leftHalf  uint32 = 0x0F0F0F0F & validMask
	rightHalf uint32 = 0xF0F0F0F0 & validMask
)

// cellBit maps a Cell to its bit index; bitCell maps back (-1 off the board).
var (
	cellBit [NumCells]uint8
	bitCell [32]Cell
)

// Geometry tables, indexed by direction and bit index of the starting cell:
// ray is every cell beyond it in that direction up to the board's end, first
// the adjacent cell, last the far end of the ray (zero when the ray is
// empty). rail has bit b set when the line from b in that direction ends
// against a rail rather than an open edge. exits has the cells with an open
// edge right next to them in that direction.
var (
	ray   [4][32]uint32
	first [4][32]uint32
	last  [4][32]uint32
	rail  [4]uint32
	exits [4]uint32
)

func init() {
	for b := range bitCell {
		bitCell[b] = NoCell
	}
	n := 0
	for b := 0; b < 32; b++ {
		if validMask>>b&1 != 0 {
			cellBit[n] = uint8(b)
			bitCell[b] = Cell(n)
			n++
		}
	}
	for d := Up; d <= Right; d++ {
		for b := 0; b < 32; b++ {
			if validMask>>b&1 == 0 {
				continue
			}
			end := uint32(1) << b
			first[d][b] = step(end, d)
			for c := step(end, d); c != 0; c = step(c, d) {
				ray[d][b] |= c
				last[d][b] = c
				end = c
			}
			if (d == Up && end&rank4 != 0) || (d == Down && end&rank1 != 0) {
				rail[d] |= 1 << b
			}
		}
		for b := 0; b < 32; b++ {
			if validMask>>b&1 != 0 && first[d][b] == 0 && rail[d]>>b&1 == 0 {
				exits[d] |= 1 << b
			}
		}
	}
	initTuned()
}

// step moves the cells of x one cell in direction d, dropping those that
// leave the board.
func step(x uint32, d Dir) uint32 { return shift(x, d) & validMask }

// shift moves the cells of x one cell in direction d without checking the
// result is on the board; callers only shift cells that have a neighbour
// there, or mask the result.
func shift(x uint32, d Dir) uint32 {
	switch d {
	case Up:
		return x >> 8
	case Down:
		return x << 8
	case Left:
		return (x &^ fileA) >> 1
	}
	return (x &^ fileH) << 1
}

// neighbours returns the cells orthogonally next to a cell of x.
func neighbours(x uint32) uint32 {
	return (x>>8 | x<<8 | (x&^fileA)>>1 | (x&^fileH)<<1) & validMask
}

// flood returns the empty cells a piece on from can slide to: every cell of
// empty connected to from by orthogonal steps through empty cells.
func flood(from, empty uint32) uint32 {
	r := neighbours(from) & empty
	if r == 0 {
		return 0
	}
	for {
		n := (r | neighbours(r)) & empty
		if n == r {
			return r
		}
		r = n
	}
}

// increasing reports whether direction d goes towards higher bit indices.
func increasing(d Dir) bool { return d == Down || d == Right }

// nearest returns the cell of x (a subset of the ray from some cell in
// direction d) nearest that cell.
func nearest(x uint32, d Dir) uint32 {
	if increasing(d) {
		return x & -x
	}
	return uint32(1) << (31 - bits.LeadingZeros32(x))
}

// pushLine returns the line a square on bit p pushes in direction d when
// the occupied cells are occ: the contiguous occupied cells in front of it,
// and the empty cell beyond them (zero when the line runs to the board's
// end). line is zero when the cell in front is empty or off the board.
func pushLine(occ uint32, p int, d Dir) (line, beyond uint32) {
	if first[d][p]&occ == 0 {
		return 0, 0
	}
	r := ray[d][p]
	free := r &^ occ
	if free == 0 {
		return r, 0
	}
	if increasing(d) {
		e := free & -free
		return r & (e - 1), e
	}
	e := uint32(1) << (31 - bits.LeadingZeros32(free))
	return r &^ (e<<1 - 1), e
}

// String returns the cell's name, such as "c4", or "-" for NoCell.
func (c Cell) String() string {
	if !c.Valid() {
		if c == NoCell {
			return "-"
		}
		return fmt.Sprintf("Cell(%d)", int16(c))
	}
	b := cellBit[c]
	return string([]byte{'a' + b%8, '4' - b/8})
}

// X returns the cell's file, 0 for a to 7 for h, or -1 for a value that is
// not a cell.
func (c Cell) X() int {
	if !c.Valid() {
		return -1
	}
	return int(cellBit[c] % 8)
}

// Y returns the cell's rank counted from 0, 0 for rank 1 to 3 for rank 4,
// or -1 for a value that is not a cell.
func (c Cell) Y() int {
	if !c.Valid() {
		return -1
	}
	return 3 - int(cellBit[c]/8)
}

// Valid reports whether c is a cell of the board.
func (c Cell) Valid() bool { return c >= 0 && c < NumCells }

// CellAt returns the cell on file x (0 for a) and rank y (0 for rank 1,
// 3 for rank 4), or NoCell if the board has no such cell (such as a4, x 0
// and y 3).
func CellAt(x, y int) Cell {
	if x < 0 || x > 7 || y < 0 || y > 3 {
		return NoCell
	}
	return bitCell[(3-y)*8+x]
}

// Neighbour returns the cell next to c in direction d, or NoCell.
func (c Cell) Neighbour(d Dir) Cell {
	if !c.Valid() || d > Right {
		return NoCell
	}
	f := first[d][cellBit[c]]
	if f == 0 {
		return NoCell
	}
	return bitCell[bits.TrailingZeros32(f)]
}

// bitOf returns the bit index of a cell that is known to be valid.
func bitOf(c Cell) int { return int(cellBit[c]) }
