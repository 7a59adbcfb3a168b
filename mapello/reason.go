// reason.go holds why a placement on an interior cell is illegal: the rule
// it breaks, for ParseMove's error, as a person needs it at the prompt.

package mapello

import "fmt"

// illegalReason returns why the player to move in s may not place on the
// interior cell c, naming the rule of the Mapello rules document
// (section 5, placement: 1. the cell is empty, 2. a line brackets).
func illegalReason(s State, c Cell) string {
	switch p := s.At(c); p {
	case Black, White:
		return fmt.Sprintf("%v holds a %s disc: a disc goes only on an empty cell (section 5, placement rule 1)", c, names[p.Owner().Index()])
	case Wall:
		return fmt.Sprintf("%v is a wall: a disc goes only on an empty cell (section 5, placement rule 1)", c)
	}
	return fmt.Sprintf("a %s disc on %v brackets no line of %s discs, so it would flip nothing (section 5, placement rule 2)", names[s.side], c, names[s.side^1])
}
