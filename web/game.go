// game.go holds a live game: the parts it composes, the changes that go
// through several of them (a move, an undo, the watch settings), its bots'
// moves run in the background, and its record stored.

package web

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/engine"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// game is one live game. It composes parts, each with one job, and
// moves the game from one state to the next through them:
//
//   - line: the moves, their comments and the view of the position
//     (gameLine, line.go);
//   - bots: who plays, the bot thinking now, the watch settings (bots,
//     bots.go);
//   - clock: the clocks, or nil (gameClock, clock.go);
//   - seats: who may play a game between machines, and whether the lobby
//     lists it, or nil (seating, seats.go; lobby.go);
//   - offers: a resignation or an agreed draw, and the draw offer waiting
//     (offers, resign.go);
//   - analysis: the analysis of the moves, running or done, or nil
//     (gameAnalysis, analysis.go).
//
// The game's own fields say whether it changed (version, changed), who
// watches, and what went wrong last (note); save stores its record.
//
// One lock, mu, guards the game's fields below it and every field of its
// parts: the parts' methods are called with mu held, and no part has a
// lock of its own. Locks are taken in one order: the server's mu, then a
// game's (admit), then the disk's, the lobby's or the budget's; none is
// taken against it.
type game struct {
	srv  *Server
	id   string
	g    registry.Game
	used time.Time // last request, guarded by srv.mu

	mu       sync.Mutex
	version  int           // bumped by every change of the line or the watch settings
	changed  chan struct{} // closed and replaced at every change
	gone     bool          // the game left memory: it changes no more
	watchers int           // open event streams
	note     string        // what went wrong with the last bot move, or what a draw offer came to

	line     gameLine
	bots     bots
	clock    *gameClock
	seats    *seating // tokens and lobby never change: read without mu
	offers   offers
	analysis *gameAnalysis
}

// notify tells the event streams that the game changed.
func (gm *game) notify() {
	close(gm.changed)
	gm.changed = make(chan struct{})
}

// errGone is the error of a change to a game that left memory meanwhile.
var errGone = fmt.Errorf("%w: the game left memory, try again", ErrTooManyGames)

// commit makes next the game's line once its record is durably stored:
// new version, streams told, the next bot started. If the record cannot
// be stored the game stays as it was and the error wraps ErrStore.
func (gm *game) commit(next registry.Line) error {
	if gm.gone {
		return errGone
	}
	prev := gm.line.Line
	now := time.Now()
	undoClock, err := gm.clock.charge(gm.g, prev, next, now)
	if err != nil {
		gm.flag(gm.g.ToMove(prev.Position()))
		return err
	}
	// The clock of a person to move starts with the line, so that the
	// record stored says when.
	if gm.clock != nil && gm.bots.person(gm.g.ToMove(next.Position())) && gm.seats.full() {
		gm.clock.startTurn(now)
	}
	gm.line.Line = next
	if err := gm.save(); err != nil {
		gm.line.Line = prev
		undoClock()
		return err
	}
	gm.version++
	gm.bots.lastAt = time.Now()
	gm.analysis = gm.analysis.following(gm.line.Line)
	gm.notify()
	gm.kick()
	gm.armClock(true)
	gm.srv.lobbyUpdate(gm)
	return nil
}

// leave stops the game when it leaves memory: its bot stops, its streams
// end and its bots' memory is released. gm.mu is held.
func (gm *game) leave() {
	gm.gone = true
	gm.bots.stop()
	gm.analysis.stop()
	gm.analysis = nil
	gm.notify()
	gm.bots.release(gm.srv.budget)
}

// kick starts the bot of the side to move, if it is a bot, the game goes
// on and bots may play.
func (gm *game) kick() {
	b := &gm.bots
	if b.thinking || gm.gone || gm.offers.ended != nil || (b.paused && !b.step) || gm.srv.ctx.Err() != nil || gm.clock.timeUp() {
		return
	}
	mover := gm.line.toMove(gm.g)
	if mover == ply.NoPlayer {
		b.release(gm.srv.budget)
		return
	}
	sd := b.sides[mover.Index()]
	if sd.bot == nil {
		return
	}
	sd.time = gm.clock.botTime(gm.g, gm.line.Line, mover, sd.time, gm.srv.opts.MaxBotTime)
	if _, ok := sd.bot.(registry.ClockBot); ok {
		sd.clock, sd.limit, sd.onClock = gm.clock.botClock(gm.g, gm.line.Line, mover, gm.srv.opts.MaxBotTime)
	}
	ctx, cancel, wait := b.begin(gm.srv.ctx)
	go gm.think(ctx, cancel, sd, gm.line.Line, gm.version, wait)
}

// think runs one bot move in the background and plays it, unless the
// game changed meanwhile.
func (gm *game) think(ctx context.Context, cancel context.CancelFunc, sd side, line registry.Line, version int, wait time.Duration) {
	defer cancel()
	if wait > 0 {
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
		}
	}
	// The bot's clock starts once it has a thinking slot and its share of
	// memory; stopped while it waits, it has no move.
	release, err := gm.srv.budget.acquire(ctx, sd.bot)
	if err != nil {
		gm.finish(registry.Choice{}, err, sd, line, version, time.Now())
		return
	}
	gm.mu.Lock()
	gm.bots.searching = true
	if gm.version == version && gm.clock.start() {
		gm.armClock(false)
	}
	gm.mu.Unlock()
	start := time.Now()
	d := sd.time
	if sd.onClock {
		d = sd.limit
	}
	tctx, tcancel := context.WithTimeout(ctx, d)
	var paths []registry.ClickMove // the position's click paths, once needed
	choice, err := chooseSafely(tctx, sd, line, func(c registry.Choice) {
		// In a browser's one thread, the page's requests (the
		// progress stream, "move now") are served between reports.
		defer yieldToHost()
		// The cells of the move the bot prefers so far, to mark on the
		// board.
		var cells []string
		if len(c.PV) > 0 {
			if paths == nil {
				paths, _ = gm.g.Clicks(line.Position())
			}
			for _, cm := range paths {
				if cm.Move.String() == c.PV[0] {
					cells = cm.Clicks
					break
				}
			}
		}
		gm.mu.Lock()
		defer gm.mu.Unlock()
		if gm.version == version && gm.bots.thinking {
			c.Elapsed = time.Since(start)
			gm.bots.progress = &c
			gm.bots.pvCells = cells
			gm.notify()
		}
	})
	tcancel()
	release()
	gm.finish(choice, err, sd, line, version, start)
}

// finish plays the move a bot chose, unless the game changed meanwhile.
func (gm *game) finish(choice registry.Choice, err error, sd side, line registry.Line, version int, start time.Time) {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	gm.bots.done()
	if gm.gone {
		return
	}
	if gm.version != version || gm.srv.ctx.Err() != nil {
		gm.notify()
		gm.kick()
		return
	}
	gm.note = ""
	// A draw offer waiting for this bot is answered with this search; an
	// accepted one ends the game without the move.
	if c, asked := gm.offers.judge(gm.line.toMove(gm.g), choice); asked && gm.answerDraw(c) {
		return
	}
	if f := (*engine.Failure)(nil); errors.As(err, &f) {
		// An external engine that fails loses: the game stops here,
		// saying why, rather than play a move for it.
		gm.note = fmt.Sprintf("%s loses by forfeit: %s", sd.spec, f.Reason)
		gm.bots.paused = true
		gm.notify()
		return
	}
	// The bot's move was read when it chose it: it is played as it is.
	next, perr := gm.line.PlayMove(gm.g, choice.Move)
	if perr != nil {
		// The bot was stopped before it found a move, or failed: play a
		// random legal move so that the game goes on, and say so.
		moves := gm.g.Moves(gm.line.Position())
		if len(moves) == 0 {
			gm.notify()
			return
		}
		why := err
		if why == nil {
			why = perr
		}
		gm.note = fmt.Sprintf("%s had no move (%v): a random move was played", sd.spec, why)
		choice = registry.Choice{Move: moves[rand.IntN(len(moves))]}
		next, perr = gm.line.PlayMove(gm.g, choice.Move)
		if perr != nil {
			gm.notify()
			return
		}
	}
	choice.Elapsed = time.Since(start)
	gm.offers.moved(gm.line.toMove(gm.g))
	i := gm.line.Len()
	gm.line.comment(i, record.Comment(choice))
	note := gm.note
	if err := gm.commit(next); err != nil {
		// Not stored, not played: the game pauses, and says why; or
		// the bot's time ran out, which ended the game.
		delete(gm.line.comments, i)
		if errors.Is(err, errTimeUp) {
			return
		}
		gm.note = fmt.Sprintf("%s's move was not played: %v; the game is paused", sd.spec, public(err))
		gm.bots.paused = true
		gm.version++
		gm.notify()
		return
	}
	gm.note = note
	gm.bots.last = &choice
}

// chooseSafely asks sd's bot for its move, on its clock when it spends
// one itself (side.onClock), turning a panic into an error.
func chooseSafely(ctx context.Context, sd side, line registry.Line, report func(registry.Choice)) (c registry.Choice, err error) {
	defer func() {
		if v := recover(); v != nil {
			c, err = registry.Choice{}, fmt.Errorf("bot failed: %v", v)
		}
	}()
	if cb, ok := sd.bot.(registry.ClockBot); ok && sd.onClock {
		return cb.ChooseOnClock(ctx, line, sd.clock, report)
	}
	return sd.bot.Choose(ctx, line, report)
}

// play plays a person's move, given for the position after ply moves, by
// the holder of seat (see seatOf).
func (gm *game) play(move string, plies, seat int) error {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if plies != gm.line.Len() {
		return fmt.Errorf("%w: the game has moved on", ErrRequest)
	}
	mover := gm.line.view(gm.g).toMove
	if mover == ply.NoPlayer || gm.offers.ended != nil {
		return fmt.Errorf("%w: %w", ErrRequest, ply.ErrGameOver)
	}
	if gm.bots.isBot(mover) {
		return fmt.Errorf("%w: a bot is to move", ErrRequest)
	}
	if gm.checkFlag() {
		return fmt.Errorf("%w: %w", ErrRequest, errTimeUp)
	}
	if !gm.seats.mayPlay(mover.Index(), seat) {
		return fmt.Errorf("%w: %s is to move and only the holder of its seat moves for it", ErrSeat, gm.g.Players()[mover.Index()])
	}
	if len(move) > maxMoveSz {
		return fmt.Errorf("%w: move too long", ErrRequest)
	}
	// The move the view offered, or its one reading: the line keeps it,
	// and the view, the record and the diagram draw from it.
	next, err := gm.line.playText(gm.g, move)
	if err != nil {
		return err
	}
	offer := gm.offers.offer
	gm.offers.moved(mover)
	if err := gm.commit(next); err != nil {
		gm.offers.offer = offer
		return err
	}
	gm.bots.last = nil
	gm.note = ""
	return nil
}

// undo takes back the last move and, while a bot is then to move, the
// moves before it, so that a person is to move again; in a game of bots
// it takes back one move and pauses. If the shorter record cannot be
// stored, nothing is taken back and the error wraps ErrStore.
func (gm *game) undo() error {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if gm.gone {
		return errGone
	}
	// A resignation or an agreed draw is taken back first, and alone.
	if gm.offers.ended != nil {
		prev := gm.offers.ended
		gm.offers.ended = nil
		if err := gm.save(); err != nil {
			gm.offers.ended = prev
			return err
		}
		gm.version++
		gm.notify()
		gm.kick()
		return nil
	}
	if gm.line.Len() == 0 {
		return nil
	}
	b := &gm.bots
	people := !b.bothBots()
	next := gm.line.Undo(1)
	for people && next.Len() > 0 {
		if b.person(gm.g.ToMove(next.Position())) {
			break
		}
		next = next.Undo(1)
	}
	// The thinking bot stops (its move, for a version gone, is dropped),
	// and no bot starts until the line is stored.
	b.stop()
	paused, lastAt := b.paused, b.lastAt
	b.paused, b.lastAt = true, time.Time{}
	if err := gm.commit(next); err != nil {
		b.paused, b.lastAt = paused, lastAt
		return err
	}
	b.paused = paused || !people
	gm.line.dropComments()
	b.last, gm.note = nil, ""
	gm.kick()
	return nil
}

// moveNow stops the searching bot, which plays its best move so far; a
// bot still waiting for a thinking slot has none, and waits on.
func (gm *game) moveNow() {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	gm.bots.moveNow()
}

// setWatch changes how bots play.
func (gm *game) setWatch(req watchRequest) {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	gm.bots.setWatch(req)
	if gm.bots.paused {
		gm.bots.release(gm.srv.budget)
	}
	gm.version++
	gm.notify()
	gm.kick()
}

// save writes the game's record durably to the server's directory, if it
// has one; an error, which wraps ErrStore, is also logged.
func (gm *game) save() error {
	if gm.srv.disk == nil {
		return nil
	}
	err := gm.srv.disk.write(gm.id, gm.storedRecord().String())
	if err != nil {
		gm.srv.log.Error("web: a change to a game was refused", "id", gm.id, "err", err)
	}
	return err
}
