// move.go holds the Move type: a placement on one cell.

package pathway

// Move is a placement: the cell the stone goes on, in one byte. Its value
// is y<<4 | x, the cell's row and column counted from 0, so the zero Move
// is a1. Place builds one from a Cell.
type Move uint8

// Place returns the placement on cell c, or false if c is not a cell of
// the largest board (see Cell.Valid). Whether the move is on a given
// board, and legal there, is for ParseMove and the game to say.
func Place(c Cell) (Move, bool) {
	if !c.Valid() {
		return 0, false
	}
	return Move(c), true
}

// Cell returns the cell the move places on.
func (m Move) Cell() Cell { return Cell(m) }

// String returns the cell name, such as "c3" or "a10".
func (m Move) String() string { return Cell(m).String() }
