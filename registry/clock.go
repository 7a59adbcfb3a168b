// clock.go holds ClockBot: a bot that spends a running clock by the time
// manager of package search.

package registry

import (
	"context"

	"github.com/plygo/ply/search"
)

// ClockBot is a Bot that plays under a running clock: it decides itself
// how long to think on each move. The arena, the engine (package engine's
// Server, from the clock its controller gives) and the web board ask a bot
// that is not a ClockBot for a move with a deadline of the clock's
// search.Clock.Budget on its context. The bots of NewBot are ClockBots,
// and so is an external engine (engine.ExecBot), which tells an engine of
// ply's the clock.
type ClockBot interface {
	Bot
	// ChooseOnClock returns the move to play in the last position of
	// line, as Choose does, thinking for about the budget of clock
	// (search.Clock.Budget) and at most its hard limit
	// (search.Clock.Bounds).
	ChooseOnClock(ctx context.Context, line Line, clock search.Clock, report func(Choice)) (Choice, error)
}

// ChooseOnClock searches with the bot's own limits and the clock
// (search.Limits.Clock). A bot whose specification sets no limit (a bare
// "alphabeta" or "mcts") thinks on the clock rather than to its default
// depth or playouts. The budget is also its MoveTime, for a game's own
// searchers that read only that (a MoveTime at the budget bounds nothing
// more: see search.Limits.TimeBounds). On a running clock alpha-beta
// paces itself between the budget and the hard limit (search.Limits.Clock);
// MCTS, minimax and a fixed time per move stop at the budget.
func (b *searchBot[S, M]) ChooseOnClock(ctx context.Context, line Line, clock search.Clock, report func(Choice)) (Choice, error) {
	timed := *b
	if timed.lim.Depth == 0 && timed.lim.Nodes == 0 && timed.lim.MoveTime == 0 {
		timed.lim.Infinite = true
	}
	timed.lim.Clock = clock
	timed.lim.MoveTime = timed.lim.TimeLimit()
	return timed.Choose(ctx, line, report)
}
