// reason.go holds why a placement on a cell of the board is illegal: the
// rule it breaks, for ParseMove's error, as a person needs it at the prompt.

package pathway

import "fmt"

// illegalReason returns why the player to move in s may not place on c, a
// cell of s's board, naming the rule of the Pathway rules document
// (section 5, the placement rule: touch no stone at all, or exactly one
// friendly stone).
func illegalReason(s State, c Cell) string {
	if s.At(c) != Empty {
		return fmt.Sprintf("%v is taken: a stone goes on an empty cell (section 5)", c)
	}
	me := s.ToMove()
	friends, enemies := 0, 0
	for _, d := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
		x, y := c.X()+d[0], c.Y()+d[1]
		if x < 0 || y < 0 || x >= int(s.n) || y >= int(s.n) {
			continue
		}
		switch s.At(CellAt(x, y)).Owner() {
		case me:
			friends++
		case me.Opponent():
			enemies++
		}
	}
	name, other := names[s.turn], names[s.turn^1]
	switch {
	case friends >= 2:
		return fmt.Sprintf("%v touches %d %s stones: a stone may touch at most one of its own (section 5, placement rule)", c, friends, name)
	case friends == 0 && enemies > 0:
		return fmt.Sprintf("%v touches only %s stones: a stone touches no stone at all, or exactly one of its own (section 5, placement rule)", c, other)
	}
	return fmt.Sprintf("%s may not place on %v", name, c)
}
