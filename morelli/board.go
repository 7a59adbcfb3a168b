// board.go holds the board geometry: cells, bands, bitboards and the tables
// of rays, neighbours and frames computed once at package init.

package morelli

import (
	"fmt"
	"math/bits"
)

// Size is the number of files and ranks of the board.
const Size = 13

// NumCells is the number of cells of the board.
const NumCells = Size * Size

// Cell is a cell of the board, numbered 13·y + x with x = 0..12 the file
// (a–m, left to right) and y = 0..12 the rank (1–13, bottom to top): a1 is
// 0, m1 is 12, m13 is 168. NoCell names no cell.
type Cell int16

// NoCell is the Cell value that names no cell: CellAt's answer off the
// board.
const NoCell Cell = -1

// Throne is the central cell g7, where only a King may stand.
const Throne Cell = 6*Size + 6

// CellAt returns the cell of file x and rank y, both 0..12, or NoCell
// when either is off the board.
func CellAt(x, y int) Cell {
	if x < 0 || x >= Size || y < 0 || y >= Size {
		return NoCell
	}
	return Cell(y*Size + x)
}

// X returns the file of c, 0 for a to 12 for m, or -1 for a value that is
// not a cell.
func (c Cell) X() int {
	if !c.Valid() {
		return -1
	}
	return int(c) % Size
}

// Y returns the rank of c, 0 for rank 1 to 12 for rank 13, or -1 for a
// value that is not a cell.
func (c Cell) Y() int {
	if !c.Valid() {
		return -1
	}
	return int(c) / Size
}

// Valid reports whether c is a cell of the board.
func (c Cell) Valid() bool { return c >= 0 && c < NumCells }

// Band returns the band of c, its Chebyshev distance to the Throne: 6 for
// the outer red ring, 0 for the Throne itself, -1 for an invalid cell.
func (c Cell) Band() int {
	if !c.Valid() {
		return -1
	}
	return int(bandOf[c])
}

// Opposite returns the cell diametrically opposite c, its 180° rotation
// about the Throne.
func (c Cell) Opposite() Cell { return NumCells - 1 - c }

// Rotate returns c turned 90° counter-clockwise about the Throne.
func (c Cell) Rotate() Cell {
	dx, dy := c.X()-6, c.Y()-6
	return CellAt(6-dy, 6+dx)
}

// Frame returns the frame through c: c and its three rotations about the
// Throne, in counter-clockwise order starting at c. The frame of the Throne
// is the Throne four times.
func (c Cell) Frame() [4]Cell {
	r1 := c.Rotate()
	r2 := r1.Rotate()
	return [4]Cell{c, r1, r2, r2.Rotate()}
}

// String returns the name of c, such as "a1" or "m13"; "-" for NoCell.
func (c Cell) String() string {
	if !c.Valid() {
		if c == NoCell {
			return "-"
		}
		return fmt.Sprintf("Cell(%d)", int16(c))
	}
	return string(rune('a'+c.X())) + itoa(c.Y()+1)
}

func itoa(n int) string {
	if n >= 10 {
		return string([]byte{byte('0' + n/10), byte('0' + n%10)})
	}
	return string(rune('0' + n))
}

// bitboard is a set of cells, bit c%64 of word c/64.
type bitboard [3]uint64

func bit(c Cell) bitboard {
	var b bitboard
	b[c>>6] = 1 << (c & 63)
	return b
}

func (b bitboard) has(c Cell) bool { return b[c>>6]>>(c&63)&1 != 0 }

func (b *bitboard) set(c Cell)   { b[c>>6] |= 1 << (c & 63) }
func (b *bitboard) clear(c Cell) { b[c>>6] &^= 1 << (c & 63) }

func (b bitboard) and(o bitboard) bitboard { return bitboard{b[0] & o[0], b[1] & o[1], b[2] & o[2]} }
func (b bitboard) or(o bitboard) bitboard  { return bitboard{b[0] | o[0], b[1] | o[1], b[2] | o[2]} }
func (b bitboard) andNot(o bitboard) bitboard {
	return bitboard{b[0] &^ o[0], b[1] &^ o[1], b[2] &^ o[2]}
}
func (b bitboard) empty() bool { return b[0]|b[1]|b[2] == 0 }

func (b bitboard) count() int {
	return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) + bits.OnesCount64(b[2])
}

// shift returns b moved one step in direction d (an index into
// directions): each cell c becomes c+d, and cells that would leave the
// board are dropped.
func (b bitboard) shift(d int) bitboard {
	switch directions[d] {
	case direction{1, 0}:
		return b.shl(1).and(notFileA)
	case direction{1, 1}:
		return b.shl(Size + 1).and(notFileA)
	case direction{0, 1}:
		return b.shl(Size)
	case direction{-1, 1}:
		return b.shl(Size - 1).and(notFileM)
	case direction{-1, 0}:
		return b.shr(1).and(notFileM)
	case direction{-1, -1}:
		return b.shr(Size + 1).and(notFileM)
	case direction{0, -1}:
		return b.shr(Size)
	}
	return b.shr(Size - 1).and(notFileA)
}

// shl moves every bit n < 64 places up, dropping those beyond the board.
func (b bitboard) shl(n uint) bitboard {
	return bitboard{b[0] << n, b[1]<<n | b[0]>>(64-n), (b[2]<<n | b[1]>>(64-n)) & lastWord}
}

// shr moves every bit n < 64 places down.
func (b bitboard) shr(n uint) bitboard {
	return bitboard{b[0]>>n | b[1]<<(64-n), b[1]>>n | b[2]<<(64-n), b[2] >> n}
}

// lastWord masks the board's cells in word 2.
const lastWord = 1<<(NumCells-128) - 1

// direction is one of the 8 queen directions, as a cell offset.
type direction struct{ dx, dy int }

var directions = [8]direction{
	{1, 0}, {1, 1}, {0, 1}, {-1, 1}, // index increasing
	{-1, 0}, {-1, -1}, {0, -1}, {1, -1}, // index decreasing
}

// ray is the part of a queen line from a cell that lies on bands strictly
// closer to the Throne: the only cells a piece may move through or to. A
// line leaves the square of those bands once and never comes back, so a
// ray is a segment of the line, and a piece's moves along it are the cells
// before its first occupied one.
//
// A ray's first cell is the lowest bit of its mask. For rays that run
// towards lower cell numbers the mask is in reversed coordinates (cell c is
// bit 191 − c), so one branch-free lowest-bit computation serves all rays.
type ray struct {
	// mask holds the cells of the ray, the Throne included, reversed
	// when rev is 3.
	mask bitboard
	// first is the bit of the first cell of the ray in mask.
	first uint8
	// n is the number of cells of the ray, the Throne included.
	n uint8
	// throne is the index of the Throne among the cells of the ray, or
	// 15 (beyond any ray) if the ray does not cross it.
	throne uint8
	// rev is 0 for a forward mask, 3 for a reversed one: the offset of
	// the matching occupancy in an occupancy pair (see occupancies).
	rev uint8
	// recip is 2^16 / the distance between the bits of two neighbouring
	// cells of the ray, rounded up, to turn bit distances into indexes.
	recip uint32
	// moves are the moves from the origin to the cells of the ray, in
	// order outwards from the origin, the Throne left out.
	moves [11]Move
}

// maxRays is the largest number of inward rays of a cell: three, for a cell
// on the side of a band (straight in and two diagonals).
const maxRays = 3

// capturePair is a neighbour a of a cell and the cell b beyond it in the
// same direction, both on the board.
type capturePair struct{ a, b Cell }

var (
	bandOf [NumCells]uint8
	// rays[c] holds the rays from c, padded with empty rays.
	rays [NumCells][maxRays]ray
	// firstSteps[c] holds the first cell of each ray from c. It has a
	// row for every uint8, so that indexing it needs no bounds check.
	firstSteps [256]bitboard
	// pairs[c] lists the capture pairs of c; npairs[c] how many.
	pairs  [NumCells][8]capturePair
	npairs [NumCells]uint8
	// frameMask[c] is the frame through c as a set.
	frameMask [NumCells]bitboard
	// bandMask[k] is the set of cells on band k.
	bandMask [Size/2 + 1]bitboard
	// notFileA and notFileM are the board less file a, less file m.
	notFileA, notFileM bitboard
)

func init() {
	for c := Cell(0); c < NumCells; c++ {
		dx, dy := c.X()-6, c.Y()-6
		bandOf[c] = uint8(max(abs(dx), abs(dy)))
	}
	for c := Cell(0); c < NumCells; c++ {
		if c.X() != 0 {
			notFileA.set(c)
		}
		if c.X() != Size-1 {
			notFileM.set(c)
		}
		bandMask[bandOf[c]].set(c)
		for _, f := range c.Frame() {
			frameMask[c].set(f)
		}
		n := 0 // rays so far; at most maxRays, or the table index fails
		for i, d := range directions {
			up := i < 4
			r := ray{throne: 15}
			if !up {
				r.rev = 3
			}
			step := d.dy*Size + d.dx
			if step < 0 {
				step = -step
			}
			r.recip = uint32((1<<16 + step - 1) / step)
			x, y := c.X()+d.dx, c.Y()+d.dy
			k := 0
			for onBoard(x, y) && bandOf[CellAt(x, y)] < bandOf[c] {
				t := CellAt(x, y)
				pos := t
				if !up {
					pos = 191 - t
				}
				if r.n == 0 {
					r.first = uint8(pos)
				}
				r.mask.set(pos)
				if t == Throne {
					r.throne = r.n
				} else {
					r.moves[k] = Move{c, t}
					k++
				}
				r.n++
				x, y = x+d.dx, y+d.dy
			}
			if k == 0 {
				// No move along it (at most the Throne): skip it.
				continue
			}
			rays[c][n] = r
			n++
			firstSteps[c].set(r.moves[0].To)
		}
		for _, d := range directions {
			ax, ay := c.X()+d.dx, c.Y()+d.dy
			bx, by := ax+d.dx, ay+d.dy
			if onBoard(bx, by) {
				pairs[c][npairs[c]] = capturePair{CellAt(ax, ay), CellAt(bx, by)}
				npairs[c]++
			}
		}
	}
}

var throneBit = bit(Throne)

func onBoard(x, y int) bool { return x >= 0 && x < Size && y >= 0 && y < Size }

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// reverse returns b in reversed coordinates: bit i becomes bit 191 − i.
func reverse(b bitboard) bitboard {
	return bitboard{bits.Reverse64(b[2]), bits.Reverse64(b[1]), bits.Reverse64(b[0])}
}

// occupancies returns the occupied cells occ followed by the same set
// reversed, the pair that rays index with their rev field.
func occupancies(occ bitboard) [6]uint64 {
	r := reverse(occ)
	return [6]uint64{occ[0], occ[1], occ[2], r[0], r[1], r[2]}
}

// free returns the number of moves along r from its origin when occ are the
// occupancies: the cells of r before its first occupied cell, not counting
// the Throne. It has no branches, because the length of a ray's free part
// is hard to predict; appendMoves repeats it by hand, since the compiler
// does not inline it. The ray's cells are equally spaced bits from first
// on, so the first occupied one's index is its distance from first over
// that spacing, a multiplication by recip.
func (r *ray) free(occ *[6]uint64) int {
	o := (*[3]uint64)(occ[r.rev&3:])
	p := firstBit(r.mask[0]&o[0], r.mask[1]&o[1], r.mask[2]&o[2])
	// The index along the ray of the first occupied cell, or n if none.
	k := min(int((p-uint64(r.first))*uint64(r.recip)>>16), int(r.n))
	// Passing over the empty Throne is no move to it.
	return k + (int(r.throne)-k)>>63
}

// firstBit returns the index of the lowest set bit of the 192-bit word
// b0, b1, b2, or 255 if there is none. The compiler turns its ifs into
// conditional moves.
func firstBit(b0, b1, b2 uint64) uint64 {
	p := uint64(255)
	if b2 != 0 {
		p = 128 + uint64(bits.TrailingZeros64(b2))
	}
	if b1 != 0 {
		p = 64 + uint64(bits.TrailingZeros64(b1))
	}
	if b0 != 0 {
		p = uint64(bits.TrailingZeros64(b0))
	}
	return p
}
