// move.go holds the Move type: a slide from one cell to another.

package morelli

// Move is one turn: the piece on From slides to To. Captures and the King
// follow from the position and are not part of the move.
type Move struct {
	From, To Cell
}

// String returns the move in the rules' notation, such as "a7-h7".
func (m Move) String() string { return m.From.String() + "-" + m.To.String() }
