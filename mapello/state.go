// state.go holds State, the immutable state of a game, and Piece.

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
// Build states with the setups ([Game.Setup], [RandomSetup]), with
// [ParseState], or by playing moves.
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

// Owner returns the player whose disc p is: ply.First for Black,
// ply.Second for White, ply.NoPlayer for every other piece.
func (p Piece) Owner() ply.Player {
	switch p {
	case Black:
		return ply.First
	case White:
		return ply.Second
	}
	return ply.NoPlayer
}

// String returns the piece's character in the state string: '.', '+', '#',
// 'j', 'x' or 'o'.
func (p Piece) String() string {
	if int(p) < len(pieceChars) {
		return pieceChars[p : p+1]
	}
	return fmt.Sprintf("Piece(%d)", uint8(p))
}
