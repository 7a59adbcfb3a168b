// timeman.go holds the time manager: how long a player thinks on a move
// when a running clock, not a fixed budget, limits its game.

package search

import "time"

// Clock is what a player's clock says before its move, in a game with a
// time control: the time left, the increment and the moves until the next
// control. Budget turns it into a time to think.
type Clock struct {
	// Remaining is the time left on the player's clock.
	Remaining time.Duration
	// Increment is added to the clock after each of the player's moves.
	Increment time.Duration
	// MovesToGo counts the player's moves, this one included, until the
	// clock gets its time again (a control such as 40 moves in a minute);
	// 0 when it never does (sudden death, with or without increment).
	MovesToGo int
	// PerMove, if positive, is a fixed time per move that does not carry
	// over (a control such as "st=0.1"): Budget returns it, and the other
	// fields are ignored.
	PerMove time.Duration
}

// The time manager's constants.
const (
	// MinBudget is the floor of Budget: a player always takes this long
	// to think, so that even a nearly flagged one plays a searched move.
	MinBudget = 5 * time.Millisecond
	// HorizonMoves is the number of moves a sudden-death clock is
	// shared over: a player expects about this many more moves.
	HorizonMoves = 30
)

// Budget returns the time to think on the next move: a share of the
// remaining time (Remaining/MovesToGo, or Remaining/HorizonMoves in sudden
// death) plus the increment, at most three quarters of the remaining time
// (so that the clock keeps a reserve for the overhead of making and
// sending the move), and never below MinBudget. A PerMove clock returns
// PerMove.
func (c Clock) Budget() time.Duration {
	if c.PerMove > 0 {
		return c.PerMove
	}
	moves := c.MovesToGo
	if moves <= 0 {
		moves = HorizonMoves
	}
	left := max(c.Remaining, 0)
	b := left/time.Duration(moves) + max(c.Increment, 0)
	b = min(b, left*3/4)
	return max(b, MinBudget)
}
