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

// The hard limit of a running clock (see Clock.Bounds): at most
// hardFactor times the budget, and at most a hardShare-th of what the move
// can use.
const (
	hardFactor = 4
	hardShare  = 5
)

// Running reports whether c is a running clock: one whose time carries
// over from move to move (Remaining, with or without increment, moves to
// go or byo-yomi), not a fixed time per move (PerMove) and not zero. On a
// running clock an alpha-beta search paces itself (see Limits.Clock).
func (c Clock) Running() bool { return !c.IsZero() && c.PerMove <= 0 }

// Bounds returns the two time limits of the next move: soft, the budget
// (Budget), the time the move is meant to take on average; and hard, the
// most it may take where the search needs more (its best move changes from
// depth to depth, or its score falls). The hard limit is four times the
// budget, but at most a fifth of what the move can use (Remaining, and
// a byo-yomi period's share while the main time lasts) less Overhead, and
// never below the budget. A fixed time per move (PerMove), or the zero
// Clock, has a hard limit equal to its budget.
func (c Clock) Bounds() (soft, hard time.Duration) {
	soft = c.Budget()
	if !c.Running() {
		return soft, soft
	}
	usable := max(c.Remaining, 0)
	if c.Periods > 0 && c.Period > 0 {
		usable += c.Period / time.Duration(max(c.PeriodMoves, 1))
	}
	hard = min(soft*hardFactor, usable/hardShare-max(c.Overhead, 0))
	return soft, max(hard, soft)
}

// TimeBounds returns the soft and hard time limits of a search within lim
// (see Clock.Bounds and Limits.Clock): with a running clock, the clock's
// two limits, unless MoveTime is set and shorter than the clock's budget,
// which then bounds both (as it bounds TimeLimit; a MoveTime at or above
// the budget, as the registry's bots pass it for searchers that read only
// MoveTime, changes nothing); else TimeLimit for both. 0 is no limit, and
// a negative MoveTime (a move at once) is returned as it is.
func (lim Limits) TimeBounds() (soft, hard time.Duration) {
	if lim.MoveTime < 0 || !lim.Clock.Running() {
		t := lim.TimeLimit()
		return t, t
	}
	soft, hard = lim.Clock.Bounds()
	if lim.MoveTime > 0 && lim.MoveTime < soft {
		return lim.MoveTime, lim.MoveTime
	}
	return soft, hard
}

// The pacing of iterative deepening on a running clock (see pace).
const (
	// paceReach: a depth is started only if it is expected to finish
	// within paceReach times the target. Depths cost a few times the
	// one before, so the last depth finished lies between a few times
	// less and paceReach times the target, about the target on average.
	paceReach = 1.6
	// paceChanged and paceChangedBefore scale the target when the best
	// move changed at the last depth, or at the one before.
	paceChanged       = 2.0
	paceChangedBefore = 1.4
	// paceStable and paceSettled scale it when the best move has stayed
	// the same for paceStableDepths depths and for paceSettledDepths.
	paceStable        = 0.7
	paceStableDepths  = 4
	paceSettled       = 0.5
	paceSettledDepths = 6
	// paceDrop scales it, at least to paceDrop, when the score fell by
	// more than the drop margin (Options.DropMargin).
	paceDrop = 1.5
	// paceGrowth is the ratio of a depth's time to the previous one's,
	// assumed until two depths took measurable time
	// (paceMeasurable); measured ratios are kept within paceMinGrowth
	// and paceMaxGrowth.
	paceGrowth     = 3.0
	paceMinGrowth  = 1.5
	paceMaxGrowth  = 8.0
	paceMeasurable = 50 * time.Microsecond
)

// iteration is one finished depth of iterative deepening as the time
// manager sees it.
type iteration struct {
	elapsed time.Duration // since the search began, when the depth finished
	move    int           // the best root move, by its index
	score   float64       // its value
}

// paceTarget returns the time a search on a running clock aims at after
// the iterations its (at least one): soft scaled by the stability of the
// best move and by a fall of the score by more than margin, at most hard.
func paceTarget(its []iteration, soft, hard time.Duration, margin float64) time.Duration {
	n := len(its)
	f := 1.0
	stable := 1
	for stable < n && its[n-1-stable].move == its[n-1].move {
		stable++
	}
	switch {
	case n >= 2 && stable == 1:
		f = paceChanged
	case n >= 3 && stable == 2:
		f = paceChangedBefore
	case stable >= paceSettledDepths:
		f = paceSettled
	case stable >= paceStableDepths:
		f = paceStable
	}
	if n >= 2 {
		// Against the mean of the two depths before, so that the
		// swing between odd and even depths of many games is no fall.
		ref := its[n-2].score
		if n >= 3 {
			ref = (ref + its[n-3].score) / 2
		}
		if ref-its[n-1].score > margin {
			f = max(f*paceDrop, paceDrop)
		}
	}
	return min(time.Duration(float64(soft)*f), hard)
}

// pace reports whether iterative deepening on a running clock stops after
// the iterations its (at least one), given the soft and hard limits and
// the drop margin: it goes on only if the next depth, whose time it
// expects to be the last one's times the ratio of the last two (or
// paceGrowth), would finish within paceReach times the target
// (paceTarget) and within the hard limit. A search with one legal move
// plays it at once (see AlphaBetaPlayer.Search), before pace.
func pace(its []iteration, soft, hard time.Duration, margin float64) bool {
	n := len(its)
	if n == 0 {
		return false
	}
	e := its[n-1].elapsed
	last := e
	if n >= 2 {
		last -= its[n-2].elapsed
	}
	growth := paceGrowth
	if n >= 2 {
		prev := its[n-2].elapsed
		if n >= 3 {
			prev -= its[n-3].elapsed
		}
		if prev >= paceMeasurable && last >= paceMeasurable {
			growth = min(max(float64(last)/float64(prev), paceMinGrowth), paceMaxGrowth)
		}
	}
	finish := e + time.Duration(float64(last)*growth)
	target := paceTarget(its, soft, hard, margin)
	return finish > hard || float64(finish) > float64(target)*paceReach
}
