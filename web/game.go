// game.go holds a live game: its line, its players, and its bots thinking
// in the background.

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

// side is one player of a game: a person (no bot) or a bot.
type side struct {
	spec string // bot specification; "" for a person
	time time.Duration
	bot  registry.Bot
}

// game is one live game. Its fields are guarded by mu.
type game struct {
	srv *Server
	id  string
	g   registry.Game

	mu      sync.Mutex
	sides   [2]side
	line    registry.Line
	version int           // bumped by every change of the line or the watch settings
	changed chan struct{} // closed and replaced at every change
	used    time.Time     // last request, guarded by srv.mu

	thinking  bool               // the side to move is a bot: it waits for a slot or searches
	searching bool               // the bot searches, in one of the server's thinking slots
	gone      bool               // the game left memory: it changes no more
	cancel    context.CancelFunc // stops the bot's search: it plays its best move so far
	progress  *registry.Choice   // the thinking bot's latest report
	pvCells   []string           // the clicks of the first move of its principal variation
	comments  map[int]string     // the bots' searches of their moves, by move index
	last      *registry.Choice   // the last bot move's search
	note      string             // what went wrong with the last bot move
	paused    bool
	step      bool // play one bot move while paused
	delay     time.Duration
	lastAt    time.Time     // when the last move was played
	watchers  int           // open event streams
	analysis  *gameAnalysis // the analysis of the game's moves, running or done
	seats     *seating      // the seats of a game between machines (seats.go); nil: whoever has the address plays
	clock     *gameClock    // the clocks (clock.go), or nil

	ended  *ending             // how the game ended outside its rules (resign.go), or nil
	offer  ply.Player          // the side whose draw offer waits for an answer
	judged [2]*registry.Choice // each bot's search of its last move, its judgement for draw offers

	pv *posView // the view of the line's position, computed once (view.go)
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
	prev := gm.line
	undoClock, err := gm.clockCommit(prev, next)
	if err != nil {
		gm.flag(gm.g.ToMove(prev.Position()))
		return err
	}
	gm.line = next
	if err := gm.save(); err != nil {
		gm.line = prev
		undoClock()
		return err
	}
	gm.version++
	gm.lastAt = time.Now()
	gm.dropAnalysis()
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
	if gm.cancel != nil {
		gm.cancel()
	}
	gm.dropAnalysis()
	gm.notify()
	gm.releaseBots()
}

// releaseBots releases the memory the game's bots hold between moves.
func (gm *game) releaseBots() {
	for _, sd := range gm.sides {
		if sd.bot != nil {
			gm.srv.budget.release(sd.bot)
		}
	}
}

// kick starts the bot of the side to move, if it is a bot, the game goes
// on and bots may play.
func (gm *game) kick() {
	if gm.thinking || gm.gone || gm.ended != nil || (gm.paused && !gm.step) || gm.srv.ctx.Err() != nil || gm.timeUp() {
		return
	}
	p := gm.line.Position()
	mover := gm.g.ToMove(p)
	if mover == ply.NoPlayer {
		gm.releaseBots()
		return
	}
	sd := gm.sides[mover.Index()]
	if sd.bot == nil {
		return
	}
	sd.time = gm.botTime(mover, sd.time)
	gm.step = false
	gm.thinking = true
	gm.progress, gm.pvCells = nil, nil
	ctx, cancel := context.WithCancel(gm.srv.ctx)
	gm.cancel = cancel
	version := gm.version
	line := gm.line
	// The watch speed paces games of bots; a person's opponent answers at
	// once.
	var wait time.Duration
	if gm.sides[0].bot != nil && gm.sides[1].bot != nil {
		wait = time.Until(gm.lastAt.Add(gm.delay))
	}
	go gm.think(ctx, cancel, sd, line, version, wait)
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
	gm.searching = true
	gm.botClock(version)
	gm.mu.Unlock()
	start := time.Now()
	tctx, tcancel := context.WithTimeout(ctx, sd.time)
	var paths []registry.ClickMove // the position's click paths, once needed
	choice, err := chooseSafely(tctx, sd.bot, line, func(c registry.Choice) {
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
		if gm.version == version && gm.thinking {
			c.Elapsed = time.Since(start)
			gm.progress = &c
			gm.pvCells = cells
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
	gm.thinking, gm.searching = false, false
	gm.cancel = nil
	gm.progress, gm.pvCells = nil, nil
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
	if gm.judge(gm.g.ToMove(gm.line.Position()), choice) {
		return
	}
	if f := (*engine.Failure)(nil); errors.As(err, &f) {
		// An external engine that fails loses: the game stops here,
		// saying why, rather than play a move for it.
		gm.note = fmt.Sprintf("%s loses by forfeit: %s", sd.spec, f.Reason)
		gm.paused = true
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
	gm.moved(gm.g.ToMove(gm.line.Position()))
	i := gm.line.Len()
	gm.comment(i, record.Comment(choice))
	note := gm.note
	if err := gm.commit(next); err != nil {
		// Not stored, not played: the game pauses, and says why; or
		// the bot's time ran out, which ended the game.
		delete(gm.comments, i)
		if errors.Is(err, errTimeUp) {
			return
		}
		gm.note = fmt.Sprintf("%s's move was not played: %v; the game is paused", sd.spec, public(err))
		gm.paused = true
		gm.version++
		gm.notify()
		return
	}
	gm.note = note
	gm.last = &choice
}

// chooseSafely calls bot.Choose, turning a panic into an error.
func chooseSafely(ctx context.Context, bot registry.Bot, line registry.Line, report func(registry.Choice)) (c registry.Choice, err error) {
	defer func() {
		if v := recover(); v != nil {
			c, err = registry.Choice{}, fmt.Errorf("bot failed: %v", v)
		}
	}()
	return bot.Choose(ctx, line, report)
}

// play plays a person's move, given for the position after ply moves, by
// the holder of seat (see seatOf).
func (gm *game) play(move string, plies, seat int) error {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if plies != gm.line.Len() {
		return fmt.Errorf("%w: the game has moved on", ErrRequest)
	}
	mover := gm.position().toMove
	if mover == ply.NoPlayer || gm.ended != nil {
		return fmt.Errorf("%w: %w", ErrRequest, ply.ErrGameOver)
	}
	if gm.sides[mover.Index()].bot != nil {
		return fmt.Errorf("%w: a bot is to move", ErrRequest)
	}
	if err := gm.mayMove(mover, seat); err != nil {
		return err
	}
	if len(move) > maxMoveSz {
		return fmt.Errorf("%w: move too long", ErrRequest)
	}
	// The move the view offered, or its one reading: the line keeps it,
	// and the view, the record and the diagram draw from it.
	next, err := gm.playText(move)
	if err != nil {
		return err
	}
	offer := gm.offer
	gm.moved(mover)
	if err := gm.commit(next); err != nil {
		gm.offer = offer
		return err
	}
	gm.last = nil
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
	if gm.ended != nil {
		prev := gm.ended
		gm.ended = nil
		if err := gm.save(); err != nil {
			gm.ended = prev
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
	people := gm.sides[0].bot == nil || gm.sides[1].bot == nil
	next := gm.line.Undo(1)
	for people && next.Len() > 0 {
		mover := gm.g.ToMove(next.Position())
		if mover != ply.NoPlayer && gm.sides[mover.Index()].bot == nil {
			break
		}
		next = next.Undo(1)
	}
	// The thinking bot stops (its move, for a version gone, is dropped),
	// and no bot starts until the line is stored.
	if gm.cancel != nil {
		gm.cancel()
	}
	paused := gm.paused
	gm.paused = true
	lastAt := gm.lastAt
	gm.lastAt = time.Time{}
	if err := gm.commit(next); err != nil {
		gm.paused, gm.lastAt = paused, lastAt
		return err
	}
	gm.paused = paused || !people
	for i := range gm.comments {
		if i >= gm.line.Len() {
			delete(gm.comments, i)
		}
	}
	gm.last, gm.note = nil, ""
	gm.kick()
	return nil
}

// moveNow stops the searching bot, which plays its best move so far; a
// bot still waiting for a thinking slot has none, and waits on.
func (gm *game) moveNow() {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if gm.searching && gm.cancel != nil {
		gm.cancel()
	}
}

// setWatch changes how bots play.
func (gm *game) setWatch(req watchRequest) {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if req.Paused != nil {
		gm.paused = *req.Paused
	}
	if gm.paused {
		gm.releaseBots()
	}
	if req.DelayMS != nil {
		gm.delay = time.Duration(*req.DelayMS) * time.Millisecond
	}
	if req.Step {
		gm.step = true
		gm.lastAt = time.Time{}
	}
	gm.version++
	gm.notify()
	gm.kick()
}

// comment keeps the comment of move i (from 0) for the record.
func (gm *game) comment(i int, text string) {
	if gm.comments == nil {
		gm.comments = map[int]string{}
	}
	gm.comments[i] = text
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
