// move.go holds the Move type: a whole turn (slides and a push) or a setup move.

package pushfight

import (
	"math/bits"
	"strings"

	"github.com/plygo/ply"
)

// Move is one whole action of the player to move, in 32 bits: either a
// turn of the play phase (zero, one or two slides, then a push) or a setup
// move (all five pieces placed at once). The zero Move is never legal.
//
// A turn packs the bit indices of the slides' cells and of the pusher, the
// push direction and the number of slides; a setup move packs the cells of
// the squares and of the rounds within the mover's half. The layout is
// internal; use the accessors, ParseMove and the constructors.
type Move uint32

const (
	setupFlag Move = 1 << 31
	setupSide Move = 1 << 30
	// halfBits is the width of a setup move's half-board masks.
	halfBits = 13
)

// halves lists, for White (0) and Black (1), the bit indices of the 13
// cells of the setup half, in cell order.
var halves [2][halfBits]uint8

func init() {
	for side, mask := range [2]uint32{leftHalf, rightHalf} {
		i := 0
		for x := mask; x != 0; x &= x - 1 {
			halves[side][i] = uint8(bits.TrailingZeros32(x))
			i++
		}
	}
}

// turnMove builds a turn from bit indices.
func turnMove(n int, f1, t1, f2, t2, p int, d Dir) Move {
	return Move(f1 | t1<<5 | f2<<10 | t2<<15 | p<<20 | int(d)<<25 | n<<27)
}

// NewTurn returns the turn of the given slides (at most two; each a
// from-to pair of cells) and the push of the square on pusher in direction
// d. It does not check legality (Game.ParseMove and ply.Play do) and
// returns the zero Move for invalid cells or more than two slides.
func NewTurn(slides [][2]Cell, pusher Cell, d Dir) Move {
	if len(slides) > 2 || !pusher.Valid() || d > Right {
		return 0
	}
	var c [4]int
	for i, sl := range slides {
		if !sl[0].Valid() || !sl[1].Valid() {
			return 0
		}
		c[2*i], c[2*i+1] = bitOf(sl[0]), bitOf(sl[1])
	}
	return turnMove(len(slides), c[0], c[1], c[2], c[3], bitOf(pusher), d)
}

// NewSetup returns the setup move of player p (ply.First for White) that
// puts its squares and rounds on the given cells, or the zero Move if a
// cell is outside that player's half or listed twice. It does not check the
// counts (three squares, two rounds); Game.ParseMove does.
func NewSetup(p ply.Player, squares, rounds []Cell) Move {
	side := p.Index()
	if side < 0 {
		return 0
	}
	var sq, rd uint32
	for _, c := range squares {
		if !c.Valid() || sq>>bitOf(c)&1 != 0 {
			return 0
		}
		sq |= 1 << bitOf(c)
	}
	for _, c := range rounds {
		if !c.Valid() || (sq|rd)>>bitOf(c)&1 != 0 {
			return 0
		}
		rd |= 1 << bitOf(c)
	}
	return setupMove(side, sq, rd)
}

// setupMove packs a setup move from board masks; zero if they leave the half.
func setupMove(side int, sq, rd uint32) Move {
	half := [2]uint32{leftHalf, rightHalf}[side]
	if (sq|rd)&^half != 0 {
		return 0
	}
	m := setupFlag | Move(side)<<30
	for i, b := range halves[side] {
		if sq>>b&1 != 0 {
			m |= 1 << i
		}
		if rd>>b&1 != 0 {
			m |= 1 << (halfBits + i)
		}
	}
	return m
}

// setupMasks unpacks a setup move into its side and board masks.
func (m Move) setupMasks() (side int, sq, rd uint32) {
	if m&setupSide != 0 {
		side = 1
	}
	for i, b := range halves[side] {
		if m>>i&1 != 0 {
			sq |= 1 << b
		}
		if m>>(halfBits+i)&1 != 0 {
			rd |= 1 << b
		}
	}
	return side, sq, rd
}

// IsSetup reports whether m is a setup move.
func (m Move) IsSetup() bool { return m&setupFlag != 0 }

// NumSlides returns the number of slides of a turn (0 to 2); 0 for a setup
// move.
func (m Move) NumSlides() int {
	if m.IsSetup() {
		return 0
	}
	return int(m >> 27 & 3)
}

// Slide returns the cells of the i-th slide (0 or 1) of a turn, or NoCell
// twice if it has no such slide.
func (m Move) Slide(i int) (from, to Cell) {
	if i < 0 || i >= m.NumSlides() {
		return NoCell, NoCell
	}
	sh := 10 * i
	return bitCell[m>>sh&31], bitCell[m>>(sh+5)&31]
}

// Push returns the pushing square's cell and the direction of a turn's
// push; NoCell for a setup move.
func (m Move) Push() (Cell, Dir) {
	if m.IsSetup() {
		return NoCell, 0
	}
	return bitCell[m>>20&31], Dir(m >> 25 & 3)
}

// SetupCells returns the cells a setup move puts squares and rounds on, in
// cell order; nil for a turn.
func (m Move) SetupCells() (squares, rounds []Cell) {
	if !m.IsSetup() {
		return nil, nil
	}
	_, sq, rd := m.setupMasks()
	return cellList(sq), cellList(rd)
}

func cellList(x uint32) []Cell {
	var out []Cell
	for ; x != 0; x &= x - 1 {
		out = append(out, bitCell[bits.TrailingZeros32(x)])
	}
	return out
}

// turn unpacks a turn into bit indices.
func (m Move) turn() (n, f1, t1, f2, t2, p int, d Dir) {
	return int(m >> 27 & 3), int(m & 31), int(m >> 5 & 31), int(m >> 10 & 31), int(m >> 15 & 31), int(m >> 20 & 31), Dir(m >> 25 & 3)
}

// String returns the move in the canonical notation: a turn as "d4-c4
// d1^" (slides, then the push), a setup move as "d1d2d4/c2d3" (squares,
// then rounds, each in cell-name order).
func (m Move) String() string {
	var b strings.Builder
	if m.IsSetup() {
		_, sq, rd := m.setupMasks()
		writeSetupCells(&b, sq)
		b.WriteByte('/')
		writeSetupCells(&b, rd)
		return b.String()
	}
	n, f1, t1, f2, t2, p, d := m.turn()
	if n > 2 {
		return "Move(?)"
	}
	cells := [4]int{f1, t1, f2, t2}
	for i := range n {
		b.WriteString(bitName(cells[2*i]))
		b.WriteByte('-')
		b.WriteString(bitName(cells[2*i+1]))
		b.WriteByte(' ')
	}
	b.WriteString(bitName(p))
	b.WriteByte(dirChars[d])
	return b.String()
}

// bitName names the cell of a bit index, or "??" if it is not a cell.
func bitName(b int) string {
	if bitCell[b&31] == NoCell {
		return "??"
	}
	return bitCell[b&31].String()
}

// writeSetupCells writes the cells of x in algebraic order: by file, then
// rank.
func writeSetupCells(b *strings.Builder, x uint32) {
	for f := 0; f < 8; f++ {
		for r := range 4 {
			if c := CellAt(f, r); c != NoCell && x>>cellBit[c]&1 != 0 {
				b.WriteString(c.String())
			}
		}
	}
}
