// smp.go holds the coordinator of the alpha-beta workers: the points where
// they adopt each other's finished depths and check the limits, in lockstep
// (repeatable) or free-running (faster) parallel search.

package search

import (
	"sync"
	"sync/atomic"
	"time"
)

// coordinator is what the workers of one alpha-beta search share, besides
// the table.
//
// Every worker comes to a synchronisation point after each syncInterval
// nodes it searches, and when it finishes its last depth. There it adopts
// the deepest depth any worker has finished (the lowest worker on ties),
// learns whether the search is over, and leaves a depth it is searching that
// is now finished.
//
// With a node limit (or a single worker) the points are barriers: a worker
// waits there for all the others, and the last to arrive merges the journals
// of table entries the workers wrote since the last point into the table (in
// worker order), adds up the nodes and decides for all. Between two points a
// worker reads the table as it was at the last point plus its own writes, and
// nothing it sees depends on timing, so the whole search (moves, scores, node
// counts, principal variations) is a function of the position and the
// options, whatever the scheduling of the goroutines.
//
// Without a node limit the workers run free: they share the table at once
// (under striped locks) and pass through the points without waiting. The move
// and score of each finished depth are still exact, since the table only
// holds true bounds of values at given depths; only the node counts and
// principal variations vary from run to run. Free workers all search the
// same depth, since the table cuts off only on an entry of the very depth
// asked (so that a fixed depth gives minimax's value), and a worker one ply
// deeper would leave the others nothing to cut on; instead they defer to
// each other in the manner of ABDADA: each marks the nodes it is searching
// in a small shared table (busy), and a worker that meets a move whose node
// another is searching, in a null-window node, searches it last, when the
// other's value may be in the table. At the root they share the best move
// of the depth in progress and its value (sharedRoot), which narrows the
// window of every worker's root moves to the best any of them has found.
//
// Stops from the context or from Options.MoveTime act at once, in both
// modes.
type coordinator[S, M comparable] struct {
	cfg      *config
	tt       *table[M]
	workers  []*worker[S, M]
	lockstep bool
	stop     stopFlag
	over     atomic.Bool // the search is finished, for every worker

	mu      sync.Mutex
	cond    sync.Cond
	arrived int
	active  int
	round   uint64

	// Under mu.
	best       completion[M]
	hasBest    bool
	totalNodes uint64
	nodeLimit  bool // over because of Options.Nodes

	// The best root move any free worker has found so far at the depth
	// rootDepth (see sharedRoot), under rootMu.
	rootMu    sync.Mutex
	rootDepth int
	rootIx    int
	rootScore float64

	// Used only on the caller's goroutine (by worker 0).
	reported int
	onDepth  func(completion[M]) bool
	// The pacing of a search on a running clock (config.paced): the
	// start of the search and the depths reported so far.
	start time.Time
	its   []iteration
}

// newCoordinator returns the coordinator of workers; busy is the table of
// nodes being searched that free-running workers share (busySlots long,
// cleared), ignored otherwise.
func newCoordinator[S, M comparable](cfg *config, tt *table[M], workers []*worker[S, M], busy []atomic.Uint64) *coordinator[S, M] {
	co := &coordinator[S, M]{cfg: cfg, tt: tt, workers: workers, active: len(workers)}
	co.lockstep = len(workers) == 1 || cfg.nodes > 0
	co.cond.L = &co.mu
	if co.lockstep || tt == nil {
		busy = nil
	}
	for _, w := range workers {
		w.co = co
		w.busy = busy
		w.seenDepth, w.seenIx, w.seenNodes = 0, -1, 0
		w.seenBest, w.stopAll = completion[M]{}, false
	}
	return co
}

// wake releases workers waiting at a synchronisation point after the stop
// flag was set.
func (co *coordinator[S, M]) wake() {
	co.mu.Lock()
	co.cond.Broadcast()
	co.mu.Unlock()
}

// halt stops the search at once, as a cancelled context does.
func (co *coordinator[S, M]) halt() {
	co.stop.flag.Store(true)
	co.wake()
}

// sync is a synchronisation point for w.
func (co *coordinator[S, M]) sync(w *worker[S, M]) {
	co.mu.Lock()
	if co.lockstep {
		co.arrived++
		if co.arrived >= co.active {
			co.step()
		} else {
			r := co.round
			for co.round == r && !co.stop.flag.Load() {
				co.cond.Wait()
			}
		}
	} else {
		co.adopt(w)
		co.totalNodes += w.nodes - w.syncedNodes
		w.syncedNodes = w.nodes
	}
	co.snapshot(w)
	co.mu.Unlock()
	if w.id == 0 {
		co.reportBest(w)
	}
}

// adopt takes the depths w finished since its last point; co.mu is held.
// It returns whether one of them is final.
func (co *coordinator[S, M]) adopt(w *worker[S, M]) (final bool) {
	for _, c := range w.completed {
		if !co.hasBest || c.depth > co.best.depth {
			co.best, co.hasBest = c, true
		}
		final = final || c.final
	}
	w.completed = w.completed[:0]
	if final {
		co.over.Store(true)
	}
	return final
}

// step does the work of a lockstep synchronisation point; co.mu is held
// and every other active worker waits.
func (co *coordinator[S, M]) step() {
	var total uint64
	for _, w := range co.workers {
		if w.jr != nil {
			w.jr.flush(co.tt)
		}
		total += w.nodes
		co.adopt(w)
	}
	co.totalNodes = total
	if !co.over.Load() && co.cfg.nodes > 0 && total >= co.cfg.nodes {
		co.nodeLimit = true
		co.over.Store(true)
	}
	co.arrived = 0
	co.round++
	co.cond.Broadcast()
}

// snapshot gives w what it may know of the shared state; co.mu is held.
func (co *coordinator[S, M]) snapshot(w *worker[S, M]) {
	w.stopAll = co.over.Load()
	if co.hasBest {
		w.seenDepth, w.seenIx = co.best.depth, co.best.moveIx
		if w.id == 0 {
			w.seenBest = co.best
		}
	}
	w.seenNodes = co.totalNodes
	w.restart = !w.stopAll && w.curDepth > 0 && w.curDepth <= w.seenDepth
}

// leave removes w from the synchronisation points once it has stopped. A
// worker stops only after a point that stopped them all, or on the stop
// flag, which releases every waiting worker; so nobody waits for it.
func (co *coordinator[S, M]) leave(w *worker[S, M]) {
	co.mu.Lock()
	co.active--
	if !co.lockstep {
		co.adopt(w)
		co.totalNodes += w.nodes - w.syncedNodes
		w.syncedNodes = w.nodes
	}
	co.mu.Unlock()
}

// finish is called by a worker whose last depth is final: it ends the
// search for every worker.
func (co *coordinator[S, M]) finish(w *worker[S, M]) {
	if co.lockstep {
		co.sync(w)
		return
	}
	co.mu.Lock()
	co.adopt(w)
	co.snapshot(w)
	co.mu.Unlock()
	if w.id == 0 {
		co.reportBest(w)
	}
}

// nextDepth returns the depth w should search next, having finished depth
// last: one more than the deepest finished depth; in lockstep, for helpers
// alternately that and one more again, so that they fill the table ahead of
// the main worker. (Free workers search the same depth: see coordinator.)
func (co *coordinator[S, M]) nextDepth(w *worker[S, M], last int) int {
	if !co.cfg.deepening {
		return co.cfg.maxDepth
	}
	d := max(last, w.seenDepth) + 1
	if w.id > 0 && co.lockstep {
		d += w.id % 2
	}
	if co.cfg.maxDepth > 0 {
		d = min(d, co.cfg.maxDepth)
	}
	return d
}

// sharesRoot reports whether the workers share their best root move of the
// depth in progress (see sharedRoot): free workers without MultiPV or
// selectivity (Selective, ProbCut), whose value of a root move is the
// same in every worker.
func (co *coordinator[S, M]) sharesRoot() bool {
	return !co.lockstep && co.cfg.lines <= 1 && !co.cfg.selective && co.cfg.probcut == nil
}

// sharedRoot returns the best root move (its index in generation order)
// and value that any worker has found so far at depth d; ok is false if
// none has.
func (co *coordinator[S, M]) sharedRoot(d int) (ix int, score float64, ok bool) {
	co.rootMu.Lock()
	ix, score, ok = co.rootIx, co.rootScore, co.rootDepth == d
	co.rootMu.Unlock()
	return ix, score, ok
}

// shareRoot records that root move ix has the exact value score at depth
// d, if it ranks above the best move recorded for d: a greater value, or
// the same value and an earlier move.
func (co *coordinator[S, M]) shareRoot(d, ix int, score float64) {
	co.rootMu.Lock()
	if d > co.rootDepth || (d == co.rootDepth && (score > co.rootScore || (score == co.rootScore && ix < co.rootIx))) {
		co.rootDepth, co.rootIx, co.rootScore = d, ix, score
	}
	co.rootMu.Unlock()
}

// report passes a depth worker 0 finished or adopted to the time manager,
// which may stop the search there (see pace), and to the progress hook.
func (co *coordinator[S, M]) report(c completion[M]) {
	if c.depth <= co.reported {
		return
	}
	co.reported = c.depth
	if co.cfg.paced && !c.final {
		co.its = append(co.its, iteration{elapsed: time.Since(co.start), move: c.moveIx, score: c.score})
		if pace(co.its, co.cfg.soft, co.cfg.moveTime, co.cfg.margin) {
			co.stop.timed.Store(true)
			co.halt()
		}
	}
	if co.onDepth == nil {
		return
	}
	if !co.onDepth(c) {
		co.onDepth = nil // an Iterate loop that broke must not be called again
		co.halt()
	}
}

// reportBest reports the deepest depth worker 0 knows of, if it was not
// reported yet.
func (co *coordinator[S, M]) reportBest(w *worker[S, M]) {
	if w.seenBest.depth > 0 {
		co.report(w.seenBest)
	}
}

// busySlots is the size of the table of nodes being searched by
// free-running workers (a power of two), busyMinDepth the least depth of a
// node marked there: shallower nodes cost too little to be worth a mark.
const (
	busySlots    = 1 << 15
	busyMinDepth = 3
)

// busyMark is what marks the node of hash key searched to depth in the
// table of nodes being searched.
func busyMark(key uint64, depth int) uint64 {
	return key ^ uint64(depth)*0x9e3779b97f4a7c15
}

// isBusy reports whether another worker is searching the node of hash key
// to depth.
func (w *worker[S, M]) isBusy(key uint64, depth int) bool {
	m := busyMark(key, depth)
	return w.busy[m&(busySlots-1)].Load() == m
}
