// move.go holds the Move type: a placement on an interior cell, or a pass.

package mapello

import "fmt"

// Move is one turn: a placement on an interior cell, or Pass. Placements
// are numbered 0..63 from a1 (0), b1, ..., h1 (7), a2, ... to h8 (63).
type Move uint8

// Pass is the forced pass of a player with no placement.
const Pass Move = 64

// Place returns the placement on interior cell c, or false if c is not an
// interior cell.
func Place(c Cell) (Move, bool) {
	if !c.Interior() {
		return 0, false
	}
	return Move((c.Y()-1)*8 + c.X() - 1), true
}

// Cell returns the cell of a placement, or false for Pass or an invalid
// move.
func (m Move) Cell() (Cell, bool) {
	if m >= Pass {
		return 0, false
	}
	return CellAt(int(m)%8+1, int(m)/8+1), true
}

// String returns the move in the rules' notation: "d3" or "pass".
func (m Move) String() string {
	switch {
	case m < Pass:
		return string([]byte{'a' + byte(m%8), '1' + byte(m/8)})
	case m == Pass:
		return "pass"
	}
	return fmt.Sprintf("Move(%d)", uint8(m))
}
