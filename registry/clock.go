// clock.go holds ClockBot: a bot that spends a running clock by the time
// manager of package search.

package registry

import (
	"context"

	"github.com/plygo/ply/search"
)

// ClockBot is a Bot that plays under a running clock: it decides itself
// how long to think on each move. The arena asks a bot that is not a
// ClockBot for a move with a deadline of the clock's search.Clock.Budget
// on its context. The bots of NewBot are ClockBots.
type ClockBot interface {
	Bot
	// ChooseOnClock returns the move to play in the last position of
	// line, as Choose does, thinking for at most the budget of clock
	// (search.Clock.Budget).
	ChooseOnClock(ctx context.Context, line Line, clock search.Clock, report func(Choice)) (Choice, error)
}

// ChooseOnClock searches with the bot's own limits and the clock
// (search.Limits.Clock), its time capped by the clock's budget. A bot whose
// specification sets no limit (a bare "alphabeta" or "mcts") thinks for the
// whole budget rather than to its default depth or playouts. The budget is
// also its MoveTime, for a game's own searchers that read only that.
func (b *searchBot[S, M]) ChooseOnClock(ctx context.Context, line Line, clock search.Clock, report func(Choice)) (Choice, error) {
	timed := *b
	if timed.lim.Depth == 0 && timed.lim.Nodes == 0 && timed.lim.MoveTime == 0 {
		timed.lim.Infinite = true
	}
	timed.lim.Clock = clock
	timed.lim.MoveTime = timed.lim.TimeLimit()
	return timed.Choose(ctx, line, report)
}
