// alphabeta.go holds AlphaBetaPlayer and its Options: iterative deepening
// within the Limits of each search, the transposition table, move ordering,
// PVS and parallel workers.

package search

import (
	"context"
	"iter"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"github.com/plygo/ply"
)

// DefaultDepth is the depth of an alpha-beta or minimax search with a zero
// Limits (the default budget).
const DefaultDepth = 4

// MaxDepth bounds Limits.Depth.
const MaxDepth = 10000

// DefaultTableMB is the size of the transposition table when
// Options.TableMB is zero.
const DefaultTableMB = 16

// MaxTableMB bounds Options.TableMB: 64 GiB.
const MaxTableMB = 1 << 16

// Options configures AlphaBeta: its threads, its table and its features;
// what bounds a search (depth, nodes, time) is the Limits of each call. The
// zero value is a useful player: every feature on, one thread. Each No*
// field switches one feature off, so that its effect can be measured; none
// of them changes the result of a fixed-depth search, only its cost, except
// NoQuiescence.
//
// A value out of the range a field documents makes Search and Choose return
// an error wrapping ply.ErrInvalidOption, and no move.
type Options struct {
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
	// DefaultTableMB, a negative size is an error, and so is a size above
	// what the process can allocate (the machine's memory, or its
	// address-space limit where the platform tells): an error, never a
	// crash. The table needs the game to implement ply.Hasher; it is
	// allocated by the first search before its clock starts, and kept
	// between searches (see Reset).
	TableMB int

	// NoDeepening searches Limits.Depth (DefaultDepth if it is 0) in one
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
	// NoShallow ignores the game's ShallowPlier capability: the table
	// and the game's hints are used at every node. A Selective search
	// ignores it anyway.
	NoShallow bool
	// NoQuiescence switches off the quiescence search at the horizon,
	// which follows the forcing moves of games that mark them
	// (ply.ForcingMover). Unlike the other switches it changes the
	// result: with it, a fixed-depth search returns the minimax value of
	// the tree extended by quiescence (see the package documentation);
	// without it, or on a game without forcing moves, the plain minimax
	// value.
	NoQuiescence bool

	// Selective turns on two refinements of play against the clock that
	// give up the exact minimax value of a fixed depth for depth sooner:
	// table entries of a deeper search cut as entries of this depth do,
	// and late move reductions, by which the moves after the first
	// LateMoves of a node LateDepth or more plies from the horizon (but
	// the table move, and at a node without one the forcing moves of a
	// ply.ForcingMover, which come first) are searched one ply shallower
	// first, and at full depth again only when they
	// beat the best so far. Off, the default, a fixed-depth search
	// returns the minimax value whatever the table holds. On, the result
	// of several threads depends on their timing too, since a helper's
	// deeper entries cut the main worker's search.
	Selective bool

	// NoPacing switches off the pacing of a search on a running clock
	// (see Limits.Clock): the search then stops at the clock's budget,
	// as at a fixed time per move.
	NoPacing bool
	// DropMargin is the fall of the root score from one depth to the
	// next, in the game's evaluation units, beyond which a search on a
	// running clock thinks longer (see Limits.Clock); 0 means
	// DefaultDropMargin. A negative, NaN or infinite margin is an error.
	DropMargin float64
	// ProbCut, if not nil, cuts the nodes of null-window searches where
	// a shallow search predicts the deep one's result outside the window
	// (Multi-ProbCut; see ProbCut for the model, which a game fits with
	// package tune, and Phaser). Like Selective it gives up the exact
	// minimax value of a fixed depth for depth sooner: a fixed-depth
	// search with it returns a value that is no longer minimax's. It is
	// never used at the root, nor inside its own shallow searches or the
	// quiescence search, and its cuts are not stored in the table. With
	// several free-running threads the result depends on their timing
	// too, as with Selective. An invalid model is an error wrapping
	// ply.ErrInvalidOption.
	ProbCut *ProbCut
}

// DefaultDropMargin is Options.DropMargin when it is 0: a point of the
// game's evaluation (a disc, in Othello's).
const DefaultDropMargin = 1.0

// The late move reductions of Options.Selective: the first LateMoves moves
// of a node are never reduced, nor any move of a node less than LateDepth
// plies from the horizon.
const (
	LateMoves = 3
	LateDepth = 3
)

// config is Options and Limits resolved for one search.
type config struct {
	maxDepth  int
	nodes     uint64
	moveTime  time.Duration // the hard limit on a running clock
	soft      time.Duration // the soft limit, when paced
	paced     bool          // a running clock paces iterative deepening
	margin    float64       // the drop margin, when paced
	lines     int           // root moves valued exactly: Limits.MultiPV, at least 1
	multi     bool          // Limits.MultiPV is set: report Lines
	threads   int
	deepening bool
	ordering  bool
	killers   bool
	history   bool
	hints     bool
	pvs       bool
	selective bool
	probcut   *probCut // nil: no ProbCut
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
	indexer ply.MoveIndexer[M]
	shallow int // the game's ShallowPlies

	mu      sync.Mutex
	tt      *table[M]
	workers []*worker[S, M]
	// busy marks the nodes free-running workers are searching (see
	// coordinator), made at the first such search.
	busy []atomic.Uint64
}

// Options returns the options p was made with.
func (p *AlphaBetaPlayer[S, M]) Options() Options { return p.opts }

// AlphaBeta returns an alpha-beta player for g with the given options.
func AlphaBeta[S, M comparable](g ply.Game[S, M], opts Options) *AlphaBetaPlayer[S, M] {
	p := &AlphaBetaPlayer[S, M]{g: g, opts: opts}
	p.hasher, _ = ply.As[ply.Hasher[S]](g)
	p.indexer, _ = ply.As[ply.MoveIndexer[M]](g)
	if !opts.NoShallow && !opts.Selective {
		p.shallow = shallowPliesOf(g)
	}
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

// Choose returns the best move found in s with the default budget; see
// Search.
func (p *AlphaBetaPlayer[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := p.Search(ctx, s, Limits{})
	return r.Move, err
}

// Search searches s within lim and returns the best move of the deepest
// depth it finished: the first in generation order among the moves of
// highest value, whose value (Score) equals Minimax's at that depth (on a
// game with forcing moves, the minimax value of the tree that quiescence
// extends; see Options.NoQuiescence).
//
// It deepens until it has finished lim.Depth (DefaultDepth with a zero
// Limits, MaxDepth with Infinite alone), until the result is proven (a
// forced win or loss, or a tree whose every line ends within the depth),
// until lim.Nodes or lim.MoveTime is reached, or until ctx is done. Only the
// last case returns an error, wrapping ctx's error, together with the result
// of the deepest finished depth (or of the depth stopped after it, see
// Result.Depth), with Completed false; if no depth was finished, the best
// root move found so far (Depth 0), else the first legal move. On a
// finished state it returns an error wrapping ply.ErrGameOver.
func (p *AlphaBetaPlayer[S, M]) Search(ctx context.Context, s S, lim Limits) (Result[M], error) {
	return p.search(ctx, s, lim, nil)
}

// Iterate searches s as Search does and yields its progress: the result of
// each depth as it is finished, in increasing depth (with several threads a
// depth may be skipped), with Completed false and a nil error; then, last,
// the result and error Search returns (Completed true, or an error). So one
// loop sees the progress and the answer:
//
//	for r, err := range bot.Iterate(ctx, s, search.Limits{Depth: 6}) {
//		if err != nil || r.Completed { ... the answer ... }
//	}
//
// Breaking out of the loop stops the search, and nothing more is yielded.
// An error (a finished state, an option out of range) is yielded alone. The
// loop body runs inside the search, so it must not use the same player.
func (p *AlphaBetaPlayer[S, M]) Iterate(ctx context.Context, s S, lim Limits) iter.Seq2[Result[M], error] {
	return progress(func(report func(Result[M]) bool) (Result[M], error) {
		return p.search(ctx, s, lim, report)
	})
}

// check checks the options and returns the table size they ask for.
func (o *Options) check() (tableMB int, err error) {
	if _, err := checkThreads("Options.Threads", o.Threads); err != nil {
		return 0, err
	}
	if m := o.DropMargin; m < 0 || math.IsNaN(m) || math.IsInf(m, 0) {
		return 0, optionError("Options.DropMargin", m, "negative, NaN or infinite")
	}
	if err := o.ProbCut.check(); err != nil {
		return 0, err
	}
	return checkMB("Options.TableMB", o.TableMB, DefaultTableMB, MaxTableMB)
}

// resolve turns the options and lim, checked, into the configuration of
// one search of a position with n legal moves.
func (p *AlphaBetaPlayer[S, M]) resolve(lim Limits, n int) *config {
	o := p.opts
	c := &config{
		maxDepth:  lim.Depth,
		nodes:     lim.Nodes,
		moveTime:  lim.TimeLimit(),
		lines:     max(lim.MultiPV, 1),
		multi:     lim.MultiPV > 0,
		deepening: !o.NoDeepening,
		ordering:  !o.NoOrdering,
		pvs:       !o.NoPVS,
		selective: o.Selective,
		probcut:   resolveProbCut(o.ProbCut),
	}
	c.killers = c.ordering && !o.NoKillers
	c.history = c.ordering && !o.NoHistory
	c.hints = c.ordering && !o.NoHints
	c.threads, _ = checkThreads("", o.Threads)
	switch {
	case c.maxDepth > 0:
	case lim.unbounded() || !c.deepening:
		c.maxDepth = DefaultDepth
	default:
		c.maxDepth = MaxDepth
	}
	if lim.Clock.Running() && !o.NoPacing && c.deepening {
		c.paced = true
		c.soft, c.moveTime = lim.TimeBounds()
		c.margin = o.DropMargin
		if c.margin == 0 {
			c.margin = DefaultDropMargin
		}
		if n == 1 {
			// One legal move: played at once, after one ply for its
			// score.
			c.maxDepth = 1
		}
	}
	return c
}

func (p *AlphaBetaPlayer[S, M]) search(ctx context.Context, s S, lim Limits, yield func(Result[M]) bool) (Result[M], error) {
	mb, err := p.opts.check()
	p.mu.Lock()
	defer p.mu.Unlock()
	// The table is allocated before the clock starts, as an engine's on
	// "setoption Hash": its cost is not the first search's.
	if err == nil && !p.opts.NoTable && p.hasher != nil && p.tt == nil {
		p.tt, err = newTable[M](mb)
	}
	var run searchRun[S, M]
	if done, err := run.begin(ctx, p.g, s, lim, err); done {
		return run.res, err
	}
	moves := run.moves
	cfg := p.resolve(lim, len(moves))

	var tt *table[M]
	if p.tt != nil && !p.opts.NoTable {
		tt = p.tt
		tt.newSearch()
	}
	for len(p.workers) < cfg.threads {
		w := &worker[S, M]{id: len(p.workers), g: p.g, hasher: p.hasher, orderer: p.orderer, forcer: p.forcer, stager: p.stager, shallowPlies: p.shallow}
		if cfg.history {
			w.history = newHistory(p.indexer)
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
		w.nodes, w.nextSync, w.syncedNodes, w.clock = 0, syncInterval, 0, clock{}
		w.lastDepth, w.lastIx, w.lastTop = 0, -1, w.lastTop[:0]
		// A search stopped before its first root move has no partial
		// result; the last search's index may not exist here.
		w.partialIx = -1
		w.completed = w.completed[:0]
		if w.history != nil {
			w.history.age()
		}
		for i := range w.killers {
			w.killers[i] = killerPair[M]{}
		}
	}
	if tt != nil && cfg.threads > 1 && cfg.nodes == 0 && p.busy == nil {
		p.busy = make([]atomic.Uint64, busySlots)
	}
	co := newCoordinator(cfg, tt, workers, p.busy)
	co.onDepth, co.start = hook(run.start, co, yield), run.start
	release := co.stop.watch(ctx, run.start, cfg.moveTime, co.wake)

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
	res := &run.res
	res.Nodes = nodes
	switch {
	case ok:
		res.Move, res.Score, res.Depth, res.PV = best.move, best.score, best.depth, best.pv
		// A deeper depth stopped after it had valued that move first
		// and then found a better one: the deeper search's choice,
		// with its value (see Result.Depth).
		if w := workers[0]; len(workers) == 1 && lim.MultiPV <= 1 && w.partialIx >= 0 && w.partialDepth > best.depth && moves[w.partialIx] != best.move {
			res.Move, res.Score = moves[w.partialIx], w.partialScore
			res.PV = w.extendPV(w.pv.root(), w.partialDepth)
		}
	case workers[0].partialIx >= 0:
		ix := workers[0].partialIx
		res.Move, res.Score, res.PV = moves[ix], workers[0].partialScore, []M{moves[ix]}
	}
	if lim.MultiPV > 0 {
		res.Lines = resultLines(res, best.lines, ok)
	}
	return run.end(ctx, &co.stop)
}

// hook returns the progress hook of one search, which passes each finished
// depth to yield on the caller's goroutine, or nil if yield is.
func hook[S, M comparable](start time.Time, co *coordinator[S, M], yield func(Result[M]) bool) func(completion[M]) bool {
	if yield == nil {
		return nil
	}
	return func(c completion[M]) bool {
		// Other workers' counters are theirs until the next
		// synchronisation point; a single worker's is its own.
		nodes := co.workers[0].seenNodes
		if len(co.workers) == 1 {
			nodes = co.workers[0].nodes
		}
		pv := append([]M(nil), c.pv...)
		r := Result[M]{Move: c.move, Score: c.score, Depth: c.depth, Nodes: nodes, PV: pv, Elapsed: time.Since(start)}
		if co.cfg.multi {
			r.Lines = resultLines(&r, c.lines, true)
		}
		return yield(r)
	}
}

// resultLines returns the Lines of r: those of a finished depth (copied, so
// that the caller owns them) when done, else r's move alone.
func resultLines[M any](r *Result[M], lines []Line[M], done bool) []Line[M] {
	if !done || len(lines) == 0 {
		return []Line[M]{{Move: r.Move, Score: r.Score, Depth: r.Depth, PV: append([]M(nil), r.PV...)}}
	}
	out := make([]Line[M], len(lines))
	for i, l := range lines {
		out[i] = l
		out[i].PV = append([]M(nil), l.PV...)
	}
	return out
}

// nextUp returns the smallest float64 above v: the upper end of a null
// window.
func nextUp(v float64) float64 {
	// math.Nextafter(v, +Inf), without its general case: the window's
	// bounds are never NaN, and +Inf stays +Inf.
	switch b := math.Float64bits(v); {
	case v > 0 && b < infBits:
		return math.Float64frombits(b + 1)
	case v < 0:
		return math.Float64frombits(b - 1)
	case v == 0:
		return math.Float64frombits(1)
	}
	return v
}

// infBits are the bits of +Inf.
const infBits = 0x7FF0000000000000
