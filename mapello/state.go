// state.go holds State, the immutable position, with Cell and Piece.

package mapello

import (
	"fmt"
	"math/bits"

	"github.com/plygo/ply"
)

// MaxPoints is the largest number of bonus points a State holds for one
// player. ParseState also requires room for every bonus still on the
// board at MaxBonusValue, so that no game reaches more.
const MaxPoints = 9999

// State is a Mapello position: the discs, walls, untaken bonuses and jokers,
// the side to move, both players' bonus points and the number of passes just
// made (0 or 1). It is a small comparable value: copy it freely, compare it
// with ==, share it between goroutines. The zero State is an empty board
// with no special pieces, Black to move; it is over at once, a 0-0 draw.
//
// Build states with the setups ([DefaultSetup], [RulebookSetup],
// [PlainSetup], [RandomSetup]), with [ParseState], or by playing moves.
type State struct {
	discs  [2]uint64 // interior cells of Black's and White's discs
	walls  uint64    // interior walls
	bonus  uint64    // untaken bonuses, on empty interior cells
	jokers uint64    // border jokers, laid out as jokerBit says
	points [2]uint16 // bonus points of Black and White
	side   uint8     // 0: Black to move, 1: White
	passes uint8     // consecutive passes just made: 0 or 1
}

// ToMove returns the player to move: ply.First for Black, ply.Second for
// White.
func (s State) ToMove() ply.Player { return ply.Player(s.side + 1) }

// Discs returns the number of discs of player p on the board.
func (s State) Discs(p ply.Player) int {
	if i := p.Index(); i >= 0 {
		return bits.OnesCount64(s.discs[i])
	}
	return 0
}

// Points returns the bonus points player p has taken.
func (s State) Points(p ply.Player) int {
	if i := p.Index(); i >= 0 {
		return int(s.points[i])
	}
	return 0
}

// Score returns the score of player p: discs on the board plus bonus
// points.
func (s State) Score(p ply.Player) int { return s.Discs(p) + s.Points(p) }

// Passes returns the number of consecutive passes just made, 0 or 1.
func (s State) Passes() int { return int(s.passes) }

// Empties returns the number of empty interior cells, bonus cells
// included: the placements left at most.
func (s State) Empties() int {
	return bits.OnesCount64(^(s.discs[0] | s.discs[1] | s.walls))
}

// At returns what cell c holds. Cells off the 10x10 grid read as Wall.
func (s State) At(c Cell) Piece {
	x, y := c.X(), c.Y()
	if x < 0 || x > 9 || y < 0 || y > 9 {
		return Wall
	}
	if x == 0 || x == 9 || y == 0 || y == 9 {
		if s.jokers>>jokerBit(x, y)&1 != 0 {
			return Joker
		}
		return Wall
	}
	b := bit(x, y)
	switch {
	case s.discs[0]&b != 0:
		return Black
	case s.discs[1]&b != 0:
		return White
	case s.walls&b != 0:
		return Wall
	case s.bonus&b != 0:
		return Bonus
	}
	return Empty
}

// Piece is what one cell holds.
type Piece uint8

// The pieces, with the characters the state string uses for them.
const (
	// Empty is an empty interior cell ('.').
	Empty Piece = iota
	// Bonus is an empty interior cell carrying an untaken bonus ('+').
	Bonus
	// Wall is an interior wall or a plain border cell ('#').
	Wall
	// Joker is a joker on the border ring ('j').
	Joker
	// Black is a Black disc ('x').
	Black
	// White is a White disc ('o').
	White
)

const pieceChars = ".+#jxo"

// String returns the piece's character in the state string: '.', '+', '#',
// 'j', 'x' or 'o'.
func (p Piece) String() string {
	if int(p) < len(pieceChars) {
		return pieceChars[p : p+1]
	}
	return fmt.Sprintf("Piece(%d)", uint8(p))
}

// Cell is a cell of the 10x10 grid: index 10*y + x, with x = 0..9 from left
// to right and y = 0..9 from bottom to top, as in the rules. The interior is
// 1 <= x, y <= 8; the rest is the border ring.
type Cell uint8

// CellAt returns the cell (x, y). Coordinates off the grid give Cell(255),
// which is neither interior nor border and reads as off the board.
func CellAt(x, y int) Cell {
	if x < 0 || x > 9 || y < 0 || y > 9 {
		return 255
	}
	return Cell(10*y + x)
}

// X returns the cell's column, 0..9 for a cell of the grid.
func (c Cell) X() int { return int(c) % 10 }

// Y returns the cell's row, 0..9 for a cell of the grid (more for one
// off it).
func (c Cell) Y() int { return int(c) / 10 }

// Interior reports whether c is one of the 64 interior cells a1..h8.
func (c Cell) Interior() bool {
	x, y := c.X(), c.Y()
	return x >= 1 && x <= 8 && y >= 1 && y <= 8
}

// Border reports whether c is one of the 36 cells of the border ring.
func (c Cell) Border() bool { return c < 100 && !c.Interior() }

// String returns the cell's name: a file "@abcdefghi"[x] and a rank digit
// y, such as "d3" or "@4".
func (c Cell) String() string {
	if c >= 100 {
		return fmt.Sprintf("Cell(%d)", uint8(c))
	}
	return string([]byte{"@abcdefghi"[c.X()], byte('0' + c.Y())})
}
