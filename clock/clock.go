// clock.go holds the running clock of a game's two sides, which flags a
// side that oversteps its time.

package clock

import (
	"time"

	"github.com/plygo/ply/search"
)

// Clock is the running clock of a game's two sides under a Control; side
// 0 is the first player, 1 the second (other sides have no clock: For
// returns the zero search.Clock, Spend false). It is not safe for
// concurrent use.
type Clock struct {
	ctl Control
	// left is the time left: of the control, of the main time, or in
	// byo-yomi of the current period.
	left [2]time.Duration
	// togo is the moves to play in left before the clock gets its time
	// again; 0 for none (sudden death, byo-yomi's main time).
	togo [2]int
	// periods is the byo-yomi periods left, the current one included.
	periods [2]int
	// inByo: in byo-yomi's periods, left is the current period's time.
	inByo [2]bool
}

// New returns the clocks of a game's start under c: its time for each
// side (a byo-yomi control without main time starts in its first period).
func New(c Control) *Clock {
	k := &Clock{ctl: c}
	for side := range 2 {
		k.left[side], k.togo[side], k.periods[side] = c.Base, c.Moves, c.Periods
		if c.Byoyomi() && c.Base <= 0 {
			k.inByo[side], k.left[side], k.togo[side] = true, c.Period, c.periodMoves()
		}
	}
	return k
}

// Control returns the time control the clock runs.
func (k *Clock) Control() Control { return k.ctl }

// valid reports whether side has a clock.
func valid(side int) bool { return side == 0 || side == 1 }

// For returns what side's clock says before its move, for its time
// manager (search.Clock.Budget): in byo-yomi's main time the periods that
// follow it, in a period the time left in it and the moves to play in it.
// Its Overhead is 0, for the caller to set.
func (k *Clock) For(side int) search.Clock {
	switch {
	case !valid(side):
		return search.Clock{}
	case k.ctl.PerMove > 0:
		return search.Clock{PerMove: k.ctl.PerMove}
	case k.inByo[side]:
		return search.Clock{Remaining: k.left[side], MovesToGo: k.togo[side]}
	}
	sc := search.Clock{Remaining: k.left[side], Increment: k.ctl.Increment, MovesToGo: k.togo[side]}
	if k.ctl.Byoyomi() {
		sc.Periods, sc.Period, sc.PeriodMoves = k.periods[side], k.ctl.Period, k.ctl.PeriodMoves
	}
	return sc
}

// Left returns the time left on side's main clock, as it was after its
// last move (or at the start): the time of its control, a fixed time per
// move whole, byo-yomi's main time (0 once in the periods).
func (k *Clock) Left(side int) time.Duration {
	switch {
	case !valid(side) || k.inByo[side]:
		return 0
	case k.ctl.PerMove > 0:
		return k.ctl.PerMove
	}
	return k.left[side]
}

// Periods returns the byo-yomi periods left to side, the current one
// included.
func (k *Clock) Periods(side int) int {
	if !valid(side) {
		return 0
	}
	return k.periods[side]
}

// Limit returns the longest side may think on its next move without
// losing on time, given margin: its time left, byo-yomi's periods
// included, plus margin.
func (k *Clock) Limit(side int, margin time.Duration) time.Duration {
	switch {
	case !valid(side):
		return 0
	case k.ctl.PerMove > 0:
		return k.ctl.PerMove + margin
	case !k.ctl.Byoyomi():
		return k.left[side] + margin
	}
	spare := k.periods[side]
	if k.inByo[side] {
		spare--
	}
	return k.left[side] + time.Duration(max(spare, 0))*k.ctl.Period + margin
}

// Spend charges side's move that took used, and reports whether side kept
// within its time and margin (Limit); when it did not, side has lost on
// time and the clock is left as it was. After a move the increment is
// added, and after the last move of a control the control's time. In
// byo-yomi, a move that ends within its period keeps it (Japanese) or
// leaves the rest of it to the period's other moves (Canadian), a period
// used up is lost and the next begins; after the last move of a period
// it begins again.
func (k *Clock) Spend(side int, used, margin time.Duration) bool {
	if !valid(side) || used > k.Limit(side, margin) {
		return false
	}
	c := k.ctl
	if c.PerMove > 0 {
		return true
	}
	if !k.inByo[side] {
		if used <= k.left[side] || !c.Byoyomi() {
			k.left[side] += c.Increment - used
			if k.togo[side] > 0 {
				k.togo[side]--
				if k.togo[side] == 0 {
					k.left[side] += c.Base
					k.togo[side] = c.Moves
				}
			}
			return true
		}
		// Past the main time, into the periods.
		used -= k.left[side]
		k.inByo[side], k.left[side], k.togo[side] = true, c.Period, c.periodMoves()
	}
	for used > k.left[side] && k.periods[side] > 1 {
		used -= k.left[side]
		k.periods[side]--
		k.left[side], k.togo[side] = c.Period, c.periodMoves()
	}
	k.left[side] = max(k.left[side]-used, 0) // within the margin of the last period
	k.togo[side]--
	if k.togo[side] <= 0 {
		k.left[side], k.togo[side] = c.Period, c.periodMoves()
	}
	return true
}

// Set sets side's clock as a controller says it (GTP's time_left): left
// is its main time left when moves is 0 (or its time of a control
// without byo-yomi for the next moves moves); under a byo-yomi control
// with moves positive, side is in a period with left for its next moves
// moves.
func (k *Clock) Set(side int, left time.Duration, moves int) {
	if !valid(side) {
		return
	}
	k.left[side], k.togo[side] = left, max(moves, 0)
	k.inByo[side] = k.ctl.Byoyomi() && moves > 0
	if k.inByo[side] {
		k.periods[side] = max(k.periods[side], 1)
	}
}
