// state.go holds State, the immutable game state, its accessors, ring-stack operations and invariant check.

package mitsudomoe

import (
	"fmt"
	"math/bits"

	"github.com/plygo/ply"
)

// RingsPerPlayer is the number of rings each player owns, on the board or
// in supply.
const RingsPerPlayer = 8

// BallsPerPlayer is the number of balls each player has on the board.
const BallsPerPlayer = 3

// StartSupply is the number of rings each player has in supply at the start.
const StartSupply = 5

// maxStack is the highest ring stack a valid position can hold: six of the
// sixteen rings carry balls, each on a different cell.
const maxStack = 2*RingsPerPlayer - 2*BallsPerPlayer + 1

// State is a Mitsudomoe position: the ring stacks and balls on the board,
// the rings left in supply, the side to move and the number of turns
// played. It is a small comparable value; the zero State is an empty board
// with nothing in supply, White to move, and is not a position of the game.
// Use Game.Start or ParseState to get one.
type State struct {
	// rings[c] is the stack on cell c: its height in bits 12–15 and the
	// colours of its rings in bits 0–11, bit 0 the top ring; a set bit is
	// a black ring.
	rings [NumCells]uint16
	// occ has a bit for each cell with at least one ring, white one for
	// each cell whose top ring is white. Both follow from rings; they are
	// kept up to date by every change, so that move generation works on
	// bitboards alone.
	occ, white uint32
	// balls are the cells of White's (0) and Black's (1) balls.
	balls [2]uint32
	// turns is the number of turns played.
	turns uint32
	// supply is the rings White (0) and Black (1) still have in hand.
	supply [2]uint8
	// side is the colour to move: 0 White, 1 Black.
	side uint8
}

// colour of a player: 0 for First (White), 1 for Second (Black).
func colour(p ply.Player) (uint8, bool) {
	switch p {
	case ply.First:
		return 0, true
	case ply.Second:
		return 1, true
	}
	return 0, false
}

// player of a colour.
func player(c uint8) ply.Player { return ply.Player(c + 1) }

// ToMove returns the player to move: First is White, Second is Black.
func (s State) ToMove() ply.Player { return player(s.side) }

// Turns returns the number of turns played, the counter of the turn cap.
func (s State) Turns() int { return int(s.turns) }

// Supply returns the number of rings p has not yet placed.
func (s State) Supply(p ply.Player) int {
	c, ok := colour(p)
	if !ok {
		return 0
	}
	return int(s.supply[c])
}

// At returns what cell c holds: its stack of rings and the ball on top of
// it, if any; Empty for an empty cell or a value that is not a cell.
func (s State) At(c Cell) Piece {
	if !c.Valid() {
		return Empty
	}
	p := Piece(s.rings[c])
	switch {
	case s.balls[0]>>c&1 != 0:
		p |= whiteBall
	case s.balls[1]>>c&1 != 0:
		p |= blackBall
	}
	return p
}

// Height returns the number of rings on c: s.At(c).Height().
func (s State) Height(c Cell) int { return s.At(c).Height() }

// Ring returns the owner of the ring at level (0 the bottom) of the stack
// on c, or NoPlayer if there is no such ring: s.At(c).Ring(level).
func (s State) Ring(c Cell, level int) ply.Player { return s.At(c).Ring(level) }

// Top returns the owner of the top ring on c, or NoPlayer for an empty
// cell: s.At(c).Top().
func (s State) Top(c Cell) ply.Player { return s.At(c).Top() }

// Ball returns the owner of the ball on c, or NoPlayer if c has no ball:
// s.At(c).Ball().
func (s State) Ball(c Cell) ply.Player { return s.At(c).Ball() }

// Piece is what one cell holds, as the state string and Diagram describe
// it: a stack of rings, each White's or Black's, and the ball that may
// stand on top of the stack. It is a small comparable value; Empty is an
// empty cell.
type Piece uint32

// Empty is the Piece of an empty cell: no ring, no ball.
const Empty Piece = 0

// A Piece holds the stack as State.rings does, the colours of its rings
// in bits 0-11 (bit 0 the top ring, a set bit a black ring) and its
// height in bits 12-15, then a bit for a ball of either colour.
const (
	whiteBall Piece = 1 << 16
	blackBall Piece = 1 << 17
)

// Height returns the number of rings of the stack.
func (p Piece) Height() int { return int(p >> 12 & 15) }

// Ring returns the owner of the ring at level (0 the bottom) of the stack,
// or NoPlayer if there is no such ring.
func (p Piece) Ring(level int) ply.Player {
	h := p.Height()
	if level < 0 || level >= h {
		return ply.NoPlayer
	}
	return player(uint8(p >> (h - 1 - level) & 1))
}

// Top returns the owner of the top ring, or NoPlayer for an empty cell.
func (p Piece) Top() ply.Player { return p.Ring(p.Height() - 1) }

// Ball returns the owner of the ball on the stack, or NoPlayer if there
// is none.
func (p Piece) Ball() ply.Player {
	switch {
	case p&whiteBall != 0:
		return ply.First
	case p&blackBall != 0:
		return ply.Second
	}
	return ply.NoPlayer
}

// Owner returns the player who holds the cell, the owner of its top ring
// (a ball stands only on a ring of its own colour), or NoPlayer for an
// empty cell.
func (p Piece) Owner() ply.Player { return p.Top() }

// String returns the cell as the state string writes it: the rings bottom
// to top (w, b) and the ball (W, B), such as "wbW", or "." for an empty
// cell.
func (p Piece) String() string {
	h := p.Height()
	if h == 0 {
		return "."
	}
	b := make([]byte, 0, h+1)
	for l := range h {
		b = append(b, "wb"[p>>(h-1-l)&1])
	}
	switch p.Ball() {
	case ply.First:
		b = append(b, 'W')
	case ply.Second:
		b = append(b, 'B')
	}
	return string(b)
}

// Balls returns the cells of p's balls in cell order.
func (s State) Balls(p ply.Player) []Cell {
	c, ok := colour(p)
	if !ok {
		return nil
	}
	var out []Cell
	for b := s.balls[c]; b != 0; b &= b - 1 {
		out = append(out, lowest(b))
	}
	return out
}

// push puts a ring of colour col on top of c.
func (s *State) push(c Cell, col uint8) {
	v := s.rings[c]
	s.rings[c] = (v>>12+1)<<12 | v<<1&0x0ffe | uint16(col)
	bit := uint32(1) << c
	s.occ |= bit
	if col == 0 {
		s.white |= bit
	} else {
		s.white &^= bit
	}
}

// pop takes the top ring off c, which must have one.
func (s *State) pop(c Cell) {
	v := s.rings[c]
	h := v>>12 - 1
	v = h<<12 | v&0x0fff>>1
	s.rings[c] = v
	bit := uint32(1) << c
	switch {
	case h == 0:
		s.occ &^= bit
		s.white &^= bit
	case v&1 == 0:
		s.white |= bit
	default:
		s.white &^= bit
	}
}

// tops returns the cells whose top ring has colour col.
func (s *State) tops(col uint8) uint32 {
	if col == 0 {
		return s.white
	}
	return s.occ &^ s.white
}

// check reports the first way s breaks the rules' invariants: three balls
// of each colour, each on a ring of its own colour; eight rings of each
// colour between the board and the supply; stacks no higher than possible;
// and the bitboards in step with the stacks.
func (s State) check() error {
	var rings [2]int
	var occ, white uint32
	for c := range Cell(NumCells) {
		v := s.rings[c]
		h := int(v >> 12)
		if h > maxStack {
			return fmt.Errorf("%v holds %d rings, more than %d", c, h, maxStack)
		}
		if v&0x0fff>>h != 0 {
			return fmt.Errorf("%v has colour bits above its %d rings", c, h)
		}
		b := bits.OnesCount16(v & 0x0fff)
		rings[1] += b
		rings[0] += h - b
		if h > 0 {
			occ |= 1 << c
			if v&1 == 0 {
				white |= 1 << c
			}
		}
	}
	if occ != s.occ || white != s.white {
		return fmt.Errorf("top-ring bitboards out of step with the stacks")
	}
	if s.side > 1 {
		return fmt.Errorf("side to move %d", s.side)
	}
	for col := range uint8(2) {
		name := "white"
		if col == 1 {
			name = "black"
		}
		if n := bits.OnesCount32(s.balls[col]); n != BallsPerPlayer {
			return fmt.Errorf("%d %s balls, want %d", n, name, BallsPerPlayer)
		}
		if s.balls[col]&^boardMask != 0 || s.balls[col]&^s.tops(col) != 0 {
			return fmt.Errorf("a %s ball is not on a %s ring", name, name)
		}
		if n := rings[col] + int(s.supply[col]); n != RingsPerPlayer {
			return fmt.Errorf("%d %s rings on the board and %d in supply, want %d in all",
				rings[col], name, s.supply[col], RingsPerPlayer)
		}
	}
	return nil
}
