// game.go holds a live game: its line, its players, its bots thinking in
// the background, and the views the page reads.

package web

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// side is one player of a game: a person (no bot) or a bot.
type side struct {
	spec string // bot specification; "" for a person
	time time.Duration
	bot  registry.Bot
}

// game is one live game. Its fields are guarded by mu.
type game struct {
	srv  *Server
	id   string
	g    registry.Game
	name string
	cfg  registry.Config

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
				paths, _ = registry.Clicks(gm.g, line.Position())
			}
			for _, cm := range paths {
				if cm.Move == c.PV[0] {
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
	next, perr := gm.line.Play(gm.g, choice.Move)
	if choice.Move == "" || perr != nil {
		// The bot was stopped before it found a move, or failed: play a
		// random legal move so that the game goes on, and say so.
		moves := gm.g.Moves(gm.line.Position())
		if len(moves) == 0 {
			gm.notify()
			return
		}
		why := err
		if perr != nil {
			why = perr
		}
		gm.note = fmt.Sprintf("%s had no move (%v): a random move was played", sd.spec, why)
		choice = registry.Choice{Move: moves[rand.IntN(len(moves))]}
		next, perr = gm.line.Play(gm.g, choice.Move)
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
	if len(move) > 200 {
		return fmt.Errorf("%w: move too long", ErrRequest)
	}
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

// sideView describes a player to the page.
type sideView struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"`
	Time string `json:"time,omitempty"`
}

// searchView is a bot's search: its progress while it thinks, or what it
// found for its last move.
type searchView struct {
	Side  ply.Player `json:"side"`
	Depth int        `json:"depth"`
	Score string     `json:"score,omitempty"`
	Nodes uint64     `json:"nodes"`
	PV    []string   `json:"pv,omitempty"`
	// Cells are the clicks of the principal variation's first move, for
	// the board to mark.
	Cells     []string `json:"cells,omitempty"`
	ElapsedMS int64    `json:"elapsedMs"`
	Move      string   `json:"move,omitempty"`
}

// clickTree is the legal moves and, as a tree, the clicks that enter them:
// each node maps a click to the next node, and a path ends at the index
// of its move in Moves.
type clickTree struct {
	Moves []string       `json:"moves"`
	Tree  map[string]any `json:"tree"`
}

// gameView is the whole state of a game for the page.
type gameView struct {
	ID       string           `json:"id"`
	Game     string           `json:"game"`
	Setup    string           `json:"setup,omitempty"`
	Players  [2]string        `json:"players"`
	Sides    [2]sideView      `json:"sides"`
	Start    string           `json:"start"`
	Moves    []string         `json:"moves"`
	Ply      int              `json:"ply"`
	Version  int              `json:"version"`
	Position string           `json:"position"`
	ToMove   ply.Player       `json:"toMove"`
	Over     bool             `json:"over"`
	Winner   ply.Player       `json:"winner"`
	Result   string           `json:"result,omitempty"`
	Diagram  *diagram.Diagram `json:"diagram,omitempty"`
	Text     string           `json:"text"`
	Clicks   *clickTree       `json:"clicks,omitempty"`
	Legal    []string         `json:"legal,omitempty"`
	Thinking *searchView      `json:"thinking,omitempty"`
	Last     *searchView      `json:"last,omitempty"`
	Note     string           `json:"note,omitempty"`
	Paused   bool             `json:"paused"`
	DelayMS  int64            `json:"delayMs"`
}

// view returns the game's state for the page.
func (gm *game) view() gameView {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	g, line := gm.g, gm.line
	p := line.Position()
	v := gameView{
		ID: gm.id, Game: gm.name, Setup: gm.cfg.Setup, Players: g.Players(),
		Start: g.FormatPosition(line.Start), Moves: append([]string{}, line.Moves...),
		Ply: line.Len(), Version: gm.version, Position: g.FormatPosition(p),
		ToMove: g.ToMove(p), Text: g.Render(p), Note: gm.note, Paused: gm.paused,
		DelayMS: gm.delay.Milliseconds(),
	}
	for i, sd := range gm.sides {
		v.Sides[i] = sideView{Name: v.Players[i]}
		if sd.bot != nil {
			v.Sides[i].Bot, v.Sides[i].Time = sd.spec, sd.time.String()
		}
	}
	res, over := g.Result(p)
	v.Over, v.Winner = over, ply.NoPlayer
	if over {
		v.Winner = res.Winner
		v.Result = g.DescribeResult(res)
	}
	if d, ok := gm.diagram(line.Len()); ok {
		v.Diagram = &d
	}
	if gm.thinking && gm.progress != nil {
		v.Thinking = gm.searchView(*gm.progress, g.ToMove(p))
		v.Thinking.Cells = gm.pvCells
	} else if gm.thinking {
		v.Thinking = &searchView{Side: g.ToMove(p)}
	}
	if gm.last != nil && line.Len() > 0 {
		v.Last = gm.searchView(*gm.last, ply.NoPlayer)
		v.Last.Move = gm.last.Move
	}
	if !over && v.ToMove != ply.NoPlayer && gm.sides[v.ToMove.Index()].bot == nil {
		if cms, ok := registry.Clicks(g, p); ok && v.Diagram != nil {
			v.Clicks = buildTree(cms)
		} else {
			v.Legal = g.Moves(p)
		}
	}
	return v
}

// diagram returns the diagram of the position after n moves, with the
// nth move marked.
func (gm *game) diagram(n int) (diagram.Diagram, bool) {
	line := gm.line
	if n == 0 {
		return gm.g.Diagram(line.Start)
	}
	prev := line.Start
	if n >= 2 {
		prev = line.Positions[n-2]
	}
	d, err := gm.g.DiagramAfter(prev, line.Moves[n-1])
	return d, err == nil
}

// positionView is an earlier position of the game, for review.
type positionView struct {
	Ply      int              `json:"ply"`
	Position string           `json:"position"`
	Diagram  *diagram.Diagram `json:"diagram,omitempty"`
	Text     string           `json:"text"`
}

// viewAt returns the position after n moves.
func (gm *game) viewAt(n int) (positionView, bool) {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if n < 0 || n > gm.line.Len() {
		return positionView{}, false
	}
	p := gm.line.Start
	if n > 0 {
		p = gm.line.Positions[n-1]
	}
	v := positionView{Ply: n, Position: gm.g.FormatPosition(p), Text: gm.g.Render(p)}
	if d, ok := gm.diagram(n); ok {
		v.Diagram = &d
	}
	return v, true
}

// searchView describes a bot's search; side is the player it searches for.
func (gm *game) searchView(c registry.Choice, side ply.Player) *searchView {
	v := &searchView{Side: side, Depth: c.Depth, Nodes: c.Nodes, PV: c.PV, ElapsedMS: c.Elapsed.Milliseconds()}
	if c.Scored {
		v.Score = scoreText(c.Score)
	}
	return v
}

// scoreText says a score from the mover's view in plain words.
func scoreText(score float64) string {
	if plies, proven := search.WinDistance(score); proven {
		switch {
		case score > 0:
			return fmt.Sprintf("wins in %d", plies)
		case score < 0:
			return fmt.Sprintf("loses in %d", plies)
		}
	}
	return fmt.Sprintf("%+.2f", score)
}

// buildTree builds the click tree of cms.
func buildTree(cms []registry.ClickMove) *clickTree {
	t := &clickTree{Moves: []string{}, Tree: map[string]any{}}
	index := map[string]int{}
	for _, cm := range cms {
		i, ok := index[cm.Move]
		if !ok {
			i = len(t.Moves)
			index[cm.Move] = i
			t.Moves = append(t.Moves, cm.Move)
		}
		node := t.Tree
		for j, c := range cm.Clicks {
			if j == len(cm.Clicks)-1 {
				node[c] = i
				break
			}
			next, ok := node[c].(map[string]any)
			if !ok {
				next = map[string]any{}
				node[c] = next
			}
			node = next
		}
	}
	return t
}

// update is what an event stream sends: enough for the page to know
// whether to fetch the game again, and the bot's progress.
type update struct {
	Version  int         `json:"version"`
	Ply      int         `json:"ply"`
	Thinking *searchView `json:"thinking,omitempty"`
}

func (gm *game) update() update {
	u := update{Version: gm.version, Ply: gm.line.Len()}
	if gm.thinking {
		mover := gm.g.ToMove(gm.line.Position())
		u.Thinking = &searchView{Side: mover}
		if gm.progress != nil {
			u.Thinking = gm.searchView(*gm.progress, mover)
			u.Thinking.Cells = gm.pvCells
		}
	}
	return u
}
