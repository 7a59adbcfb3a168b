// game.go holds a live game: its line, its players, and its bots thinking
// in the background.

package web

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
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

	thinking bool
	cancel   context.CancelFunc // stops the bot's search: it plays its best move so far
	progress *registry.Choice   // the thinking bot's latest report
	pvCells  []string           // the clicks of the first move of its principal variation
	comments map[int]string     // the bots' searches of their moves, by move index
	last     *registry.Choice   // the last bot move's search
	note     string             // what went wrong with the last bot move
	paused   bool
	step     bool // play one bot move while paused
	delay    time.Duration
	lastAt   time.Time // when the last move was played
	watchers int       // open event streams
}

// notify tells the event streams that the game changed.
func (gm *game) notify() {
	close(gm.changed)
	gm.changed = make(chan struct{})
}

// changedLine records a change of the line: new version, saved, streams
// told, the next bot started.
func (gm *game) changedLine() {
	gm.version++
	gm.lastAt = time.Now()
	gm.save()
	gm.notify()
	gm.kick()
}

// kick starts the bot of the side to move, if it is a bot, the game goes
// on and bots may play.
func (gm *game) kick() {
	if gm.thinking || (gm.paused && !gm.step) || gm.srv.ctx.Err() != nil {
		return
	}
	p := gm.line.Position()
	mover := gm.g.ToMove(p)
	if mover == ply.NoPlayer {
		return
	}
	sd := gm.sides[mover.Index()]
	if sd.bot == nil {
		return
	}
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
	start := time.Now()
	tctx, tcancel := context.WithTimeout(ctx, sd.time)
	var paths []registry.ClickMove // the position's click paths, once needed
	choice, err := chooseSafely(tctx, sd.bot, line, func(c registry.Choice) {
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
	gm.mu.Lock()
	defer gm.mu.Unlock()
	gm.thinking = false
	gm.cancel = nil
	gm.progress, gm.pvCells = nil, nil
	if gm.version != version || gm.srv.ctx.Err() != nil {
		gm.notify()
		gm.kick()
		return
	}
	gm.note = ""
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
	gm.last = &choice
	gm.comment(gm.line.Len(), record.Comment(choice))
	gm.line = next
	gm.changedLine()
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

// play plays a person's move, given for the position after ply moves.
func (gm *game) play(move string, plies int) error {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if plies != gm.line.Len() {
		return fmt.Errorf("%w: the game has moved on", ErrRequest)
	}
	p := gm.line.Position()
	mover := gm.g.ToMove(p)
	if mover == ply.NoPlayer {
		return fmt.Errorf("%w: %w", ErrRequest, ply.ErrGameOver)
	}
	if gm.sides[mover.Index()].bot != nil {
		return fmt.Errorf("%w: a bot is to move", ErrRequest)
	}
	if len(move) > maxMoveSz {
		return fmt.Errorf("%w: move too long", ErrRequest)
	}
	// The one reading of the move: the line keeps it, and the view, the
	// record and the diagram draw from it.
	next, err := gm.line.Play(gm.g, move)
	if err != nil {
		return err
	}
	gm.line = next
	gm.last = nil
	gm.note = ""
	gm.changedLine()
	return nil
}

// undo takes back the last move and, while a bot is then to move, the
// moves before it, so that a person is to move again; in a game of bots
// it takes back one move and pauses.
func (gm *game) undo() {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if gm.cancel != nil {
		gm.cancel()
	}
	if gm.line.Len() == 0 {
		return
	}
	people := gm.sides[0].bot == nil || gm.sides[1].bot == nil
	gm.line = gm.line.Undo(1)
	for people && gm.line.Len() > 0 {
		mover := gm.g.ToMove(gm.line.Position())
		if mover != ply.NoPlayer && gm.sides[mover.Index()].bot == nil {
			break
		}
		gm.line = gm.line.Undo(1)
	}
	if !people {
		gm.paused = true
	}
	for i := range gm.comments {
		if i >= gm.line.Len() {
			delete(gm.comments, i)
		}
	}
	gm.last, gm.note = nil, ""
	gm.lastAt = time.Time{}
	gm.changedLine()
}

// moveNow stops the thinking bot, which plays its best move so far.
func (gm *game) moveNow() {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if gm.thinking && gm.cancel != nil {
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

// save writes the game's record to the server's directory, if it has one.
func (gm *game) save() {
	dir := gm.srv.opts.Dir
	if dir == "" {
		return
	}
	tmp, err := os.CreateTemp(dir, ".tmp-"+gm.id)
	if err != nil {
		return
	}
	_, err = tmp.WriteString(gm.record().String())
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), filepath.Join(dir, gm.id+".txt"))
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
}
