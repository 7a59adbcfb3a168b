// reason.go holds why a well-formed turn is illegal: the rule it breaks,
// for ParseMove's error, as a person needs it at the prompt.

package mitsudomoe

import (
	"fmt"
	"strings"

	"github.com/plygo/ply"
)

// illegalReason returns the first rule the turn breaks in s, in the order
// the turn is played (ring step, ball step, relocations), naming the rule
// of docs/rules/mitsudomoe.md.
func illegalReason(s *State, ringFrom, ringTo, from, to Cell, relocs []Relocation) string {
	me := s.ToMove()
	name, other := names[s.side&1], names[(s.side^1)&1]
	// The ring step.
	if ringFrom == NoCell {
		switch {
		case s.Supply(me) == 0:
			return fmt.Sprintf("%s has no ring left in its supply to place (rule R1)", name)
		case s.Ball(ringTo) != ply.NoPlayer:
			return fmt.Sprintf("%v holds a ball: a ring goes only on a cell without a ball (rule R1)", ringTo)
		}
	} else {
		switch {
		case s.Height(ringFrom) == 0 || s.Top(ringFrom) != me:
			return fmt.Sprintf("%s has no ring on top of %v to move (rule R2)", name, ringFrom)
		case s.Ball(ringFrom) != ply.NoPlayer:
			return fmt.Sprintf("the ring on %v carries a ball, so it cannot move (rule R2)", ringFrom)
		case s.Ball(ringTo) != ply.NoPlayer:
			return fmt.Sprintf("%v holds a ball: a ring goes only on a cell without a ball (rule R2)", ringTo)
		}
	}
	t := *s
	if ringFrom != NoCell {
		t.pop(ringFrom)
	}
	t.push(ringTo, s.side&1)
	// The ball step, on the board the ring step left.
	exposed := func(c Cell) bool { return t.Height(c) > 0 && t.Top(c) == me && t.Ball(c) == ply.NoPlayer }
	switch {
	case t.Ball(from) != me:
		return fmt.Sprintf("%s has no ball on %v (rules B1, B2)", name, from)
	case goal[s.side&1]>>from&1 != 0:
		return fmt.Sprintf("the ball on %v has reached its goal and stays there (section 5, ball step)", from)
	}
	dx, dy := to.X()-from.X(), to.Y()-from.Y()
	dist := max(abs(dx), abs(dy))
	if dist == 1 {
		switch {
		case t.Ball(to) != ply.NoPlayer:
			return fmt.Sprintf("%v holds a ball: a ball steps only onto a cell without one (rule B1)", to)
		case !exposed(to):
			return fmt.Sprintf("%v has no %s ring on top: a ball steps only onto its own colour's ring (rule B1)", to, name)
		}
	} else {
		if dx != 0 && dy != 0 && abs(dx) != abs(dy) {
			return fmt.Sprintf("%v>%v is neither a step to a neighbour nor a vault along a line (rules B1, B2)", from, to)
		}
		sx, sy := sign(dx), sign(dy)
		var vaulted []Cell
		for k := 1; k < dist; k++ {
			c := CellAt(from.X()+k*sx, from.Y()+k*sy)
			if t.Ball(c) == ply.NoPlayer {
				return fmt.Sprintf("a vault jumps an unbroken line of balls, and %v has none (rule B2)", c)
			}
			if t.Ball(c) != me {
				if goal[(s.side^1)&1]>>c&1 != 0 {
					return fmt.Sprintf("the vault would move %s's ball on %v off its goal (rule B2.4)", other, c)
				}
				vaulted = append(vaulted, c)
			}
		}
		switch {
		case t.Ball(to) != ply.NoPlayer:
			return fmt.Sprintf("the line of balls goes on past %v: a vault lands on the first cell after it (rule B2)", to)
		case !exposed(to):
			return fmt.Sprintf("%v has no %s ring on top: a vault lands only on its own colour's ring (rule B2)", to, name)
		case len(vaulted) > 0 && len(relocs) == 0:
			return fmt.Sprintf("the vault jumps %s's ball on %v, which must be relocated: add \"x %v>CELL\" (rule X1)", other, joinCells(vaulted), vaulted[0])
		case len(vaulted) == 0 && len(relocs) > 0:
			return "the vault jumps no enemy ball, so there is nothing to relocate (rule X1)"
		case len(relocs) > 0:
			return fmt.Sprintf("each vaulted %s ball goes, once, to a cell with no ball and a %s ring on top (rule X1)", other, other)
		}
	}
	if dist == 1 && len(relocs) > 0 {
		return "a step jumps no ball, so there is nothing to relocate (rule X1)"
	}
	return "not a legal turn"
}

func joinCells(cs []Cell) string {
	var parts []string
	for _, c := range cs {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, " and ")
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
