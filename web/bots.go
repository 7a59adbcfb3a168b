// bots.go holds how a game's bots play: its sides, the bot thinking now
// and its reports, and the watch settings that pace a game of bots. The
// game starts a bot's move (kick), runs it in the background (think) and
// plays it (finish) in game.go.

package web

import (
	"context"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// side is one player of a game: a person (no bot) or a bot.
type side struct {
	spec string // bot specification; "" for a person
	time time.Duration
	// timed tells the bot's time per move in the view and the record:
	// not for a bot that plays without one (timeless), nor for one a
	// record names without its time.
	timed bool
	bot   registry.Bot
	// onClock: the bot's next move is on the running clock clock, which
	// it spends itself (registry.ClockBot), stopped after limit
	// (gameClock.botClock); else it thinks for time.
	onClock bool
	clock   search.Clock
	limit   time.Duration
}

// bots is who plays a game and how its bots play: each side's player,
// the bot thinking now (at most one: the side to move's) with its latest
// report, the last bot move's search, and the watch settings. Its fields
// are guarded by the game's mu, with which its methods are called.
type bots struct {
	sides [2]side

	thinking  bool               // the side to move is a bot: it waits for a slot or searches
	searching bool               // the bot searches, in one of the server's thinking slots
	cancel    context.CancelFunc // stops the bot's search: it plays its best move so far
	progress  *registry.Choice   // the thinking bot's latest report
	pvCells   []string           // the clicks of the first move of its principal variation
	last      *registry.Choice   // the last bot move's search

	// The watch settings: paused stops bots from starting to think, step
	// lets one bot move be played while paused, and delay paces a game
	// of bots: a bot's move waits until delay after the last move
	// (lastAt).
	paused bool
	step   bool
	delay  time.Duration
	lastAt time.Time
}

// person reports whether p is a person's side: a player, with no bot.
func (b *bots) person(p ply.Player) bool {
	return p != ply.NoPlayer && b.sides[p.Index()].bot == nil
}

// isBot reports whether p is a bot's side.
func (b *bots) isBot(p ply.Player) bool {
	return p != ply.NoPlayer && b.sides[p.Index()].bot != nil
}

// bothBots reports whether both sides are bots: a game of bots, watched.
func (b *bots) bothBots() bool {
	return b.sides[0].bot != nil && b.sides[1].bot != nil
}

// release releases the memory the bots hold between moves.
func (b *bots) release(bg *budget) {
	for _, sd := range b.sides {
		if sd.bot != nil {
			bg.release(sd.bot)
		}
	}
}

// begin marks a bot's move begun, using up a step, and returns its
// context, which stop cancels, and how long the bot waits before it
// searches: the watch delay paces a game of bots; a person's opponent
// answers at once.
func (b *bots) begin(parent context.Context) (context.Context, context.CancelFunc, time.Duration) {
	b.step = false
	b.thinking = true
	b.progress, b.pvCells = nil, nil
	ctx, cancel := context.WithCancel(parent)
	b.cancel = cancel
	var wait time.Duration
	if b.bothBots() {
		wait = time.Until(b.lastAt.Add(b.delay))
	}
	return ctx, cancel, wait
}

// done marks the thinking bot's move done: played, dropped or failed.
func (b *bots) done() {
	b.thinking, b.searching = false, false
	b.cancel = nil
	b.progress, b.pvCells = nil, nil
}

// stop stops the thinking bot, if there is one: its move, for a game that
// changed meanwhile, is dropped.
func (b *bots) stop() {
	if b.cancel != nil {
		b.cancel()
	}
}

// moveNow stops the searching bot, which plays its best move so far; a
// bot still waiting for a thinking slot has none, and waits on.
func (b *bots) moveNow() {
	if b.searching {
		b.stop()
	}
}

// setWatch changes the watch settings as req asks.
func (b *bots) setWatch(req watchRequest) {
	if req.Paused != nil {
		b.paused = *req.Paused
	}
	if req.DelayMS != nil {
		b.delay = time.Duration(*req.DelayMS) * time.Millisecond
	}
	if req.Step {
		b.step = true
		b.lastAt = time.Time{}
	}
}

// sideViews describes the sides to the page; names are the players'.
func (b *bots) sideViews(names [2]string) [2]sideView {
	var out [2]sideView
	for i, sd := range b.sides {
		out[i] = sideView{Name: names[i]}
		if sd.bot != nil {
			out[i].Bot = sd.spec
		}
		if sd.bot != nil && sd.timed {
			out[i].Time = sd.time.String()
		}
	}
	return out
}

// thinkingView describes the thinking bot's search, for mover, the side
// to move; nil when no bot thinks.
func (b *bots) thinkingView(mover ply.Player) *searchView {
	if !b.thinking {
		return nil
	}
	if b.progress == nil {
		return &searchView{Side: mover}
	}
	v := searchViewOf(*b.progress, mover)
	v.Cells = b.pvCells
	return v
}

// lastView describes the last bot move's search, in a line of plies
// moves; nil when there is none.
func (b *bots) lastView(plies int) *searchView {
	if b.last == nil || plies == 0 {
		return nil
	}
	v := searchViewOf(*b.last, ply.NoPlayer)
	v.Move = b.last.Move.String()
	return v
}

// writeRecord names the players in r: bot specifications, with their
// times per move in tags of their own where they have one, or "human".
func (b *bots) writeRecord(r *record.Record) {
	players := [2]*string{&r.First, &r.Second}
	for i, sd := range b.sides {
		*players[i] = "human"
		if sd.bot != nil {
			*players[i] = sd.spec
		}
		if sd.bot != nil && sd.timed {
			r.Tags = append(r.Tags, record.Tag{Name: timeTags[i], Value: sd.time.String()})
		}
	}
}
