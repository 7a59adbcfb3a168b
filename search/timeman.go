// timeman.go holds the time manager: how long a player thinks on a move
// when a running clock, not a fixed budget, limits its game.

package search

import "time"

// Clock is what a player's clock says before its move, in a game with a
// time control: the time left, the increment, the moves until the next
// control, the byo-yomi that follows the main time, and the overhead of a
// move beyond its search. Budget turns it into a time to think; a search
// given one in Limits.Clock spends it so. The zero Clock is none.
//
// Package clock runs the clocks of a game's two sides and says what they
// are before each move (clock.Clock.For); an engine's controller says it
// itself (GTP's time_left, UCI's wtime and btime).
type Clock struct {
	// Remaining is the time left on the player's clock: its main time,
	// or in byo-yomi the time left in the current period.
	Remaining time.Duration
	// Increment is added to the clock after each of the player's moves.
	Increment time.Duration
	// MovesToGo counts the player's moves, this one included, until the
	// clock gets its time again (a control such as 40 moves in a minute,
	// or the moves to play in a Canadian byo-yomi period); 0 when it never
	// does (sudden death, with or without increment).
	MovesToGo int
	// Periods, if positive, is the number of byo-yomi periods that follow
	// the main time Remaining once it runs out, each of Period for
	// PeriodMoves moves (0 counts as 1, Japanese byo-yomi). A period is
	// given again to the moves that end within it, so that while the
	// main time lasts a period's share per move is income, as an
	// increment is. Once in byo-yomi, Remaining is the time left in the
	// period, MovesToGo the moves to play in it and Periods 0: a period
	// spared is no time to spend.
	Periods     int
	Period      time.Duration
	PeriodMoves int
	// PerMove, if positive, is a fixed time per move that does not carry
	// over (a control such as "st=0.1", or an engine's movetime): the
	// budget is PerMove less Overhead, and the other fields but Overhead
	// are ignored.
	PerMove time.Duration
	// Overhead is the time a move costs beyond its search, kept from
	// every budget: for the answer to travel, for storing it, for a
	// loaded machine (as Stockfish's Move Overhead).
	Overhead time.Duration
}

// IsZero reports whether c is no clock.
func (c Clock) IsZero() bool { return c == Clock{} }

// The time manager's constants.
const (
	// MinBudget is the floor of Budget: a player always takes this long
	// to think, so that even a nearly flagged one plays a searched move
	// (a PerMove shorter than it is the budget).
	MinBudget = 5 * time.Millisecond
	// HorizonMoves is the number of moves a sudden-death clock is
	// shared over: a player expects about this many more moves.
	HorizonMoves = 30
)

// Budget returns the time to think on the next move, the time manager's
// one formula:
//
//   - PerMove, less Overhead.
//   - Else a share of the main time (Remaining/MovesToGo, or
//     Remaining/HorizonMoves in sudden death) plus the increment, plus
//     three quarters of a byo-yomi period's share per move
//     (Period/PeriodMoves) when byo-yomi follows; at most three quarters
//     of what the move can use without losing (Remaining, and the
//     period's share), so that the clock keeps a reserve for the moves
//     to come; less Overhead.
//
// The budget is never below MinBudget (a PerMove below MinBudget is its
// own floor).
func (c Clock) Budget() time.Duration {
	overhead := max(c.Overhead, 0)
	if c.PerMove > 0 {
		return max(c.PerMove-overhead, min(c.PerMove, MinBudget))
	}
	moves := c.MovesToGo
	if moves <= 0 {
		moves = HorizonMoves
	}
	left := max(c.Remaining, 0)
	share := left/time.Duration(moves) + max(c.Increment, 0)
	usable := left
	if c.Periods > 0 && c.Period > 0 {
		period := c.Period / time.Duration(max(c.PeriodMoves, 1))
		share += period * 3 / 4
		usable += period
	}
	b := min(share, usable*3/4) - overhead
	return max(b, MinBudget)
}

// TimeLimit returns the time a search within lim may take: MoveTime, or
// the budget of Clock (Clock.Budget) when a clock is set and MoveTime is 0
// or longer. 0 is no limit, and a negative MoveTime (a move at once) is
// returned as it is. A Searcher of one's own reads it rather than
// MoveTime.
func (lim Limits) TimeLimit() time.Duration {
	if lim.MoveTime < 0 || lim.Clock.IsZero() {
		return lim.MoveTime
	}
	b := lim.Clock.Budget()
	if lim.MoveTime > 0 && lim.MoveTime < b {
		return lim.MoveTime
	}
	return b
}
