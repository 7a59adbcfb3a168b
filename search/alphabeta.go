// alphabeta.go holds AlphaBetaPlayer and its Options: iterative deepening,
// time and node limits, the transposition table, move ordering, PVS and
// parallel workers.

package search

import (
	"context"
	"fmt"
	"iter"
	"math"
	"sync"
	"time"

	"github.com/plygo/ply"
)

// DefaultDepth is the depth an alpha-beta search goes to when nothing else
// would stop it: no Depth, Nodes or MoveTime in its Options and a context
// that is never done.
const DefaultDepth = 4

// MaxDepth bounds Options.Depth and the depth of Minimax.
const MaxDepth = 10000

// DefaultTableMB is the size of the transposition table when
// Options.TableMB is zero.
const DefaultTableMB = 16

// MaxTableMB bounds Options.TableMB: 64 GiB.
const MaxTableMB = 1 << 16

// Options configures AlphaBeta. The zero value is a useful search: every
// feature on, one thread, iterative deepening until the context is done (or
// to DefaultDepth if the context never is). Each No* field switches one
// feature off, so that its effect can be measured; none of them changes the
// result of a fixed-depth search, only its cost, except NoQuiescence.
//
// A value out of the range a field documents makes Search and Choose return
// an error wrapping ErrOption, and no move.
type Options struct {
	// Depth is the depth in plies to search to, at most MaxDepth; 0 means
	// no depth limit. A negative depth is an error.
	Depth int
	// Nodes stops the search once it has created about this many states
	// (it is checked every 1024 nodes of each thread); 0 means no limit.
	// With a node limit and no time limit the whole result, node count
	// and principal variation included, is the same on every run, with
	// any number of threads (which then work in lockstep, see Threads).
	Nodes uint64
	// MoveTime stops the search after this long, as a deadline on the
	// context would, except that the search then returns no error; 0
	// means no limit. The search reads the clock every few dozen nodes,
	// so it keeps the time even when every core is busy. A negative
	// MoveTime asks for a move at once, without a search: the first legal
	// move among those the game's ply.MoveOrderer ranks highest, or the
	// first legal move (Depth 0, Nodes 0, Completed true).
	MoveTime time.Duration
	// Threads is the number of workers searching together, lazy-SMP
	// style, over the shared table, at most MaxThreads; 0 means 1, a
	// negative value one per available core (runtime.GOMAXPROCS, at most
	// MaxThreads). Without a node limit the
	// workers run free, which is fastest: the move and score of a depth
	// are still those of one thread, but node counts and principal
	// variations vary between runs. With a node limit they meet every
	// 1024 nodes, which makes the search repeatable (see the package
	// documentation).
	Threads int
	// TableMB is the size of the transposition table in mebibytes, at
	// most MaxTableMB (the table takes the largest power-of-two number of
	// entries that fits, and at least 1024 two-entry buckets); 0 means
	// DefaultTableMB, a negative size is an error. The table needs the
	// game to implement ply.Hasher; it is allocated by the first search
	// and kept between searches (see Reset).
	TableMB int
	// Progress, if set, is called on the caller's goroutine each time a
	// deeper depth is finished (with several threads a depth may be
	// skipped when a helper finished a deeper one first).
	Progress func(Progress)

	// NoDeepening searches Depth (DefaultDepth if Depth is 0) in one
	// pass instead of depth 1, 2, ... up to it. A stopped search then
	// has no finished depth to fall back on.
	NoDeepening bool
	// NoTable switches off the transposition table.
	NoTable bool
	// NoOrdering switches off all move ordering except the table move:
	// the previous depth's best move first at the root, the game's
	// MoveOrderer hints, killer moves and history.
	NoOrdering bool
	// NoKillers switches off killer moves.
	NoKillers bool
	// NoHistory switches off the history heuristic.
	NoHistory bool
	// NoHints ignores the game's MoveOrderer capability, and searches a
	// ply.ForcingMover's forcing moves in their generation order rather
	// than first.
	NoHints bool
	// NoPVS switches off principal variation search (null windows).
	NoPVS bool
	// NoQuiescence switches off the quiescence search at the horizon,
	// which follows the forcing moves of games that mark them
	// (ply.ForcingMover). Unlike the other switches it changes the
	// result: with it, a fixed-depth search returns the minimax value of
	// the tree extended by quiescence (see the package documentation);
	// without it, or on a game without forcing moves, the plain minimax
	// value.
	NoQuiescence bool
}

// Progress describes one finished depth of an iterative-deepening search.
type Progress struct {
	// Depth is the depth finished.
	Depth int
	// Score is the value of its best move, as in Result.
	Score float64
	// Nodes counts the states created so far (by all threads, as of
	// the main worker's last synchronisation point).
	Nodes uint64
	// Elapsed is the time since the search started.
	Elapsed time.Duration
	// PV is the principal variation in the game's notation (ply.Notation),
	// or as fmt's %v prints the moves.
	PV []string
}

// config is Options resolved for one search.
type config struct {
	maxDepth  int
	nodes     uint64
	moveTime  time.Duration
	threads   int
	deepening bool
	ordering  bool
	killers   bool
	history   bool
	hints     bool
	pvs       bool
}

// AlphaBetaPlayer is an alpha-beta searcher (negamax with fail-soft
// bounds). It is safe for concurrent use: searches on one player take turns,
// because they share its transposition table, killers and history.
type AlphaBetaPlayer[S, M comparable] struct {
	g       ply.Game[S, M]
	opts    Options
	hasher  ply.Hasher[S]
	orderer ply.MoveOrderer[S, M]
	forcer  ply.ForcingMover[S, M]
	stager  ply.ForcingMover[S, M]

	mu      sync.Mutex
	tt      *table[M]
	workers []*worker[S, M]
}

// AlphaBeta returns an alpha-beta player for g with the given options.
func AlphaBeta[S, M comparable](g ply.Game[S, M], opts Options) *AlphaBetaPlayer[S, M] {
	p := &AlphaBetaPlayer[S, M]{g: g, opts: opts}
	p.hasher, _ = ply.As[ply.Hasher[S]](g)
	if !opts.NoOrdering && !opts.NoHints {
		p.orderer, _ = ply.As[ply.MoveOrderer[S, M]](g)
	}
	forcing, _ := ply.As[ply.ForcingMover[S, M]](g)
	if !opts.NoQuiescence {
		p.forcer = forcing
	}
	if !opts.NoOrdering && !opts.NoHints {
		p.stager = forcing
	}
	return p
}

// Reset forgets what earlier searches learnt (the transposition table,
// killers and history), so that the next search runs as on a new player.
func (p *AlphaBetaPlayer[S, M]) Reset() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.tt != nil {
		p.tt.clear()
	}
	for _, w := range p.workers {
		if w.history != nil {
			w.history.reset()
		}
	}
}

// Choose returns the best move found in s; see Search.
func (p *AlphaBetaPlayer[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := p.Search(ctx, s)
	return r.Move, err
}

// Search searches s and returns the best move of the deepest depth it
// finished: the first in generation order among the moves of highest
// value, whose value (Score) equals Minimax's at that depth (on a game with
// forcing moves, the minimax value of the tree that quiescence extends; see
// Options.NoQuiescence).
//
// It stops when it has finished Options.Depth, when the result is proven
// (a forced win or loss, or a tree whose every line ends within the depth),
// when Options.Nodes or Options.MoveTime is reached, or when ctx is done.
// Only the last case returns an error, wrapping ctx's error, together with
// the result of the deepest finished depth, with Completed false; if no depth
// was finished, the best root move found so far (Depth 0), else the first
// legal move. On a finished state it returns an error wrapping
// ply.ErrGameOver.
func (p *AlphaBetaPlayer[S, M]) Search(ctx context.Context, s S) (Result[M], error) {
	return p.search(ctx, s, nil)
}

// Iterate searches s as Search does and yields the result of each depth as
// it is finished, in increasing depth (with several threads a depth may be
// skipped). Breaking out of the loop stops the search. It yields nothing if
// s is finished or ctx already done. The loop body runs inside the search,
// so it must not use the same player.
func (p *AlphaBetaPlayer[S, M]) Iterate(ctx context.Context, s S) iter.Seq[Result[M]] {
	return func(yield func(Result[M]) bool) {
		p.search(ctx, s, yield)
	}
}

// check checks the options and returns the table size they ask for.
func (o *Options) check() (tableMB int, err error) {
	switch {
	case o.Depth < 0:
		return 0, optionError("Options.Depth", o.Depth, "negative")
	case o.Depth > MaxDepth:
		return 0, optionError("Options.Depth", o.Depth, fmt.Sprintf("more than MaxDepth (%d)", MaxDepth))
	}
	if _, err := checkThreads("Options.Threads", o.Threads); err != nil {
		return 0, err
	}
	return checkMB("Options.TableMB", o.TableMB, DefaultTableMB, MaxTableMB)
}

// resolve turns the options, checked, into the configuration of one search.
func (p *AlphaBetaPlayer[S, M]) resolve(ctx context.Context) *config {
	o := p.opts
	c := &config{
		maxDepth:  o.Depth,
		nodes:     o.Nodes,
		moveTime:  o.MoveTime,
		threads:   o.Threads,
		deepening: !o.NoDeepening,
		ordering:  !o.NoOrdering,
		pvs:       !o.NoPVS,
	}
	c.killers = c.ordering && !o.NoKillers
	c.history = c.ordering && !o.NoHistory
	c.hints = c.ordering && !o.NoHints
	c.threads, _ = checkThreads("", o.Threads)
	if c.maxDepth == 0 && (!c.deepening || (c.nodes == 0 && c.moveTime == 0 && ctx.Done() == nil)) {
		c.maxDepth = DefaultDepth
	}
	return c
}

func (p *AlphaBetaPlayer[S, M]) search(ctx context.Context, s S, yield func(Result[M]) bool) (Result[M], error) {
	start := time.Now()
	mb, err := p.opts.check()
	if err != nil {
		return Result[M]{}, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	moves, err := rootMoves(p.g, s, nil)
	if err != nil {
		return Result[M]{}, err
	}
	res := Result[M]{Move: moves[0], PV: moves[:1:1]}
	if ctx.Err() != nil {
		res.Elapsed = time.Since(start)
		return res, stopped(ctx)
	}
	if p.opts.MoveTime < 0 {
		res.Move = instantMove(p.g, s, moves)
		res.PV = []M{res.Move}
		res.Elapsed, res.Completed = time.Since(start), true
		return res, nil
	}
	cfg := p.resolve(ctx)

	var tt *table[M]
	if !p.opts.NoTable && p.hasher != nil {
		if p.tt == nil {
			p.tt = newTable[M](mb)
		}
		tt = p.tt
		tt.newSearch()
	}
	for len(p.workers) < cfg.threads {
		w := &worker[S, M]{id: len(p.workers), g: p.g, hasher: p.hasher, orderer: p.orderer, forcer: p.forcer, stager: p.stager}
		if cfg.history {
			w.history = newHistory[M]()
		}
		p.workers = append(p.workers, w)
	}
	workers := p.workers[:cfg.threads]
	for _, w := range workers {
		w.cfg, w.tt = cfg, tt
		lockstep := cfg.threads == 1 || cfg.nodes > 0
		w.shared = tt != nil && !lockstep
		switch {
		case tt == nil || cfg.threads == 1 || !lockstep:
			w.jr = nil
		case w.jr == nil:
			w.jr = newJournal[M](2*syncInterval + 256)
		default:
			w.jr.reset()
		}
		w.root, w.rootMoves = s, moves
		w.nodes, w.nextSync, w.syncedNodes, w.work = 0, syncInterval, 0, 0
		w.lastDepth, w.lastIx = 0, -1
		w.completed = w.completed[:0]
		if w.history != nil {
			w.history.age()
		}
		for i := range w.killers {
			w.killers[i] = killerPair[M]{}
		}
	}
	co := newCoordinator(cfg, tt, workers)
	co.onDepth = p.hook(s, start, co, yield)
	release := co.stop.watch(ctx, start, cfg.moveTime, co.wake)

	var wg sync.WaitGroup
	for _, w := range workers[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.iterate()
			co.leave(w)
		}()
	}
	workers[0].iterate()
	co.leave(workers[0])
	wg.Wait()
	release()
	if co.hasBest {
		workers[0].seenBest = co.best
	}
	co.reportBest(workers[0])

	// The deepest finished depth: adopted at a synchronisation point, or
	// finished after the last one by a search the context stopped.
	best, ok := co.best, co.hasBest
	var nodes uint64
	for _, w := range workers {
		nodes += w.nodes
		for _, c := range w.completed {
			if !ok || c.depth > best.depth {
				best, ok = c, true
			}
		}
	}
	res.Nodes = nodes
	switch {
	case ok:
		res.Move, res.Score, res.Depth, res.PV = best.move, best.score, best.depth, best.pv
	case workers[0].partialIx >= 0:
		ix := workers[0].partialIx
		res.Move, res.Score, res.PV = moves[ix], workers[0].partialScore, []M{moves[ix]}
	}
	res.Elapsed = time.Since(start)
	if co.stop.byContext(ctx) {
		return res, stopped(ctx)
	}
	if co.stop.flag.Load() && !co.stop.timed.Load() {
		// Stopped by the Iterate loop's break: nobody sees the result.
		return res, nil
	}
	res.Completed = true
	return res, nil
}

// hook returns the progress hook of one search: the Progress callback and
// the Iterate yield function, on the caller's goroutine.
func (p *AlphaBetaPlayer[S, M]) hook(s S, start time.Time, co *coordinator[S, M], yield func(Result[M]) bool) func(completion[M]) bool {
	progress := p.opts.Progress
	if progress == nil && yield == nil {
		return nil
	}
	return func(c completion[M]) bool {
		// Other workers' counters are theirs until the next
		// synchronisation point; a single worker's is its own.
		nodes := co.workers[0].seenNodes
		if len(co.workers) == 1 {
			nodes = co.workers[0].nodes
		}
		elapsed := time.Since(start)
		if progress != nil {
			progress(Progress{Depth: c.depth, Score: c.score, Nodes: nodes, Elapsed: elapsed, PV: formatLine(p.g, s, c.pv)})
		}
		if yield != nil {
			pv := append([]M(nil), c.pv...)
			return yield(Result[M]{Move: c.move, Score: c.score, Depth: c.depth, Nodes: nodes, PV: pv, Elapsed: elapsed, Completed: true})
		}
		return true
	}
}

// formatLine writes the moves of line, played from s, in the game's
// notation if it has one.
func formatLine[S, M comparable](g ply.Game[S, M], s S, line []M) []string {
	n, _ := ply.As[ply.Notation[S, M]](g)
	out := make([]string, len(line))
	for i, m := range line {
		if n != nil {
			out[i] = n.FormatMove(s, m)
		} else {
			out[i] = fmt.Sprint(m)
		}
		s = g.Apply(s, m)
	}
	return out
}

// nextUp returns the smallest float64 above v: the upper end of a null
// window.
func nextUp(v float64) float64 { return math.Nextafter(v, math.Inf(1)) }
