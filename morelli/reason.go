// reason.go holds why a well-formed move is illegal: the rule it breaks,
// for ParseMove's error, as a person needs it at the prompt.

package morelli

import "fmt"

// illegalReason returns the first movement rule the move from f to t
// breaks in s, both cells of the board, naming the rule of the Morelli
// rules document (section 5, movement rules 1 to 5).
func illegalReason(s *State, f, t Cell) string {
	me := s.ToMove()
	name := names[me.Index()]
	dx, dy := t.X()-f.X(), t.Y()-f.Y()
	switch {
	case s.At(f) == BlackKing || s.At(f) == WhiteKing:
		return fmt.Sprintf("the King on %v never moves: a move takes a piece, not a King (section 5, movement rule 1)", f)
	case s.At(f).Owner() != me:
		return fmt.Sprintf("%s has no piece on %v (section 5, movement rule 1)", name, f)
	case f == t:
		return fmt.Sprintf("%v-%v does not move: a piece goes to another cell (section 5, movement rule 2)", f, t)
	case dx != 0 && dy != 0 && abs(dx) != abs(dy):
		return fmt.Sprintf("%v-%v is not a straight line along a rank, a file or a diagonal (section 5, movement rule 2)", f, t)
	}
	dist := max(abs(dx), abs(dy))
	for k := 1; k < dist; k++ {
		c := CellAt(f.X()+k*stepOf(dx), f.Y()+k*stepOf(dy))
		if p := s.At(c); p != Empty {
			what := "a piece"
			if c == Throne {
				what = "the King"
			}
			return fmt.Sprintf("%v holds %s in the way: a piece never jumps (section 5, movement rule 3)", c, what)
		}
	}
	switch {
	case t == Throne:
		return fmt.Sprintf("the Throne %v is never a destination (section 5, movement rule 4)", t)
	case s.At(t) != Empty:
		return fmt.Sprintf("%v is not empty (section 5, movement rule 4)", t)
	case t.Band() >= f.Band():
		return fmt.Sprintf("%v is no closer to the Throne than %v: a piece must end on a band nearer the centre (section 5, movement rule 5)", t, f)
	}
	return fmt.Sprintf("%v-%v is not a legal move", f, t)
}

// stepOf returns the sign of x: 1, -1 or 0.
func stepOf(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
