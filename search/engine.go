// engine.go holds the alpha-beta worker: iterative deepening at the root and
// the negamax search below it, with the table, ordering and PVS.

package search

import (
	"math"
	"sync/atomic"

	"github.com/plygo/ply"
)

// syncInterval is how many nodes a worker searches between two
// synchronisation points, where node limits are checked and parallel
// workers exchange table entries. (The clock is read on its own cadence,
// see clock.)
const syncInterval = 1024

// completion is one depth a worker searched to the end.
type completion[M any] struct {
	depth  int
	move   M
	moveIx int // index of move in generation order
	score  float64
	pv     []M
	final  bool // deeper searches cannot change the result
	worker int
	lines  []Line[M] // the best root moves, with Limits.MultiPV
}

// rootLine is one of the best root moves of the depth in progress, with
// Limits.MultiPV.
type rootLine[M any] struct {
	ix    int // index in generation order
	score float64
	pv    []M
}

// worker is one thread of an alpha-beta search. It owns its move buffers,
// killers and history; it shares the table and the coordinator.
type worker[S, M comparable] struct {
	id      int
	g       ply.Game[S, M]
	hasher  ply.Hasher[S]
	orderer ply.MoveOrderer[S, M]
	forcer  ply.ForcingMover[S, M] // nil when quiescence is off
	stager  ply.ForcingMover[S, M] // nil when forcing moves are not searched first
	// shallowPlies is the game's ShallowPlies: nodes this many plies or fewer
	// above the horizon use neither the table nor the hints.
	shallowPlies int
	cfg          *config
	tt           *table[M]
	jr           *journal[M] // lockstep workers' writes since the last point
	shared       bool        // free-running workers: the table takes locks
	// busy marks the nodes free-running workers are searching (see
	// isBusy); nil when workers do not defer to each other.
	busy []atomic.Uint64
	co   *coordinator[S, M]
	// ProbCut (Options.ProbCut): the game's phases, looked up at the
	// first use, and whether a shallow search of ProbCut is under way,
	// inside which nothing is cut.
	phaser    Phaser[S]
	phaserSet bool
	probing   bool

	moves   [][]M
	keys    [][]int64
	killers []killerPair[M]
	history *history[M]
	pv      pvTable[M]
	sorter  keySorter[M]

	nodes     uint64
	clock     clock // work since the last reading of the clock
	nextSync  uint64
	abort     bool
	horizon   bool // the search met the horizon (see search)
	restart   bool // the coordinator asked to leave the current depth
	curDepth  int  // depth of the iteration in progress
	lastDepth int  // the last depth this worker finished, and its best move
	lastIx    int
	lastTop   []int // with MultiPV, the best moves of lastDepth, best first
	top       []rootLine[M]

	// What the worker knows of the others, as of its last
	// synchronisation point (see coordinator.snapshot).
	stopAll     bool
	seenDepth   int // the deepest finished depth, and its best move
	seenIx      int
	seenBest    completion[M] // that depth, for worker 0's progress reports
	seenNodes   uint64        // all workers' nodes
	syncedNodes uint64        // this worker's nodes counted in seenNodes
	completed   []completion[M]

	root      S
	rootMoves []M   // generation order, shared by all workers
	order     []int // this worker's search order of rootMoves
	// best root move so far in the iteration in progress, at depth
	// partialDepth
	partialIx    int
	partialScore float64
	partialDepth int
}

// ensure sizes the per-ply buffers for plies 0..p.
func (w *worker[S, M]) ensure(p int) {
	for len(w.moves) <= p+1 {
		w.moves = append(w.moves, nil)
		w.keys = append(w.keys, nil)
		w.killers = append(w.killers, killerPair[M]{})
	}
	w.pv.ensure(p + 1)
}

// probe looks key up in the worker's journal, then in the table.
func (w *worker[S, M]) probe(key uint64) (ttEntry[M], bool) {
	switch {
	case w.jr != nil:
		if e, ok := w.jr.probe(key); ok {
			return e, true
		}
	case w.shared:
		return w.tt.probeLocked(key)
	}
	return w.tt.probe(key)
}

// store records e in the worker's journal or in the table.
func (w *worker[S, M]) store(e ttEntry[M]) {
	switch {
	case w.jr != nil:
		w.jr.store(e)
	case w.shared:
		w.tt.storeLocked(e)
	default:
		w.tt.store(e)
	}
}

// tick is called after every Apply: it reports whether the search must
// stop, because of the context, the time or the coordinator.
func (w *worker[S, M]) tick() bool {
	w.nodes++
	if w.co.stop.flag.Load() || w.co.over.Load() || w.clock.spend(&w.co.stop, nodeWork) {
		w.abort = true
		return true
	}
	if w.nodes >= w.nextSync {
		w.nextSync += syncInterval
		w.co.sync(w)
		if w.restart || w.stopAll || w.co.stop.flag.Load() {
			w.abort = true
			return true
		}
	}
	return false
}

// iterate runs iterative deepening for this worker until the coordinator
// stops it.
func (w *worker[S, M]) iterate() {
	me := w.g.ToMove(w.root)
	last := 0 // deepest depth this worker knows to be complete
	for !w.stopAll && !w.co.stop.flag.Load() && !w.co.over.Load() {
		d := w.co.nextDepth(w, last)
		w.curDepth = d
		w.restart, w.abort, w.horizon = false, false, false
		w.arrangeRoot()
		var ix int
		var score float64
		var ok bool
		if w.cfg.lines > 1 {
			ix, score, ok = w.rootSearchMulti(me, d)
		} else {
			ix, score, ok = w.rootSearch(me, d)
		}
		if !ok {
			if w.restart {
				last = w.seenDepth
				continue
			}
			break
		}
		c := completion[M]{depth: d, move: w.rootMoves[ix], moveIx: ix, score: score, worker: w.id}
		c.pv = w.completePV(d)
		c.final = provenWithin(score, d) || !w.horizon || (w.cfg.maxDepth > 0 && d >= w.cfg.maxDepth)
		if w.cfg.lines > 1 {
			c.lines = w.multiLines(d)
			// Every line must be proven for deeper searches to change
			// none of them.
			c.final = !w.horizon || (w.cfg.maxDepth > 0 && d >= w.cfg.maxDepth)
			if !c.final {
				c.final = true
				for _, l := range c.lines {
					c.final = c.final && provenWithin(l.Score, d)
				}
			}
			w.lastTop = w.lastTop[:0]
			for _, l := range w.top {
				w.lastTop = append(w.lastTop, l.ix)
			}
		}
		w.completed = append(w.completed, c)
		last = d
		w.lastDepth, w.lastIx = d, ix
		if w.id == 0 {
			w.co.report(c)
		}
		if c.final {
			w.co.finish(w)
			break
		}
	}
	w.curDepth = 0
}

// arrangeRoot sets this worker's order of the root moves for the next
// iteration: the best move known first, then generation order (rotated for
// helpers, so that they search differently from the main worker).
func (w *worker[S, M]) arrangeRoot() {
	n := len(w.rootMoves)
	w.order = w.order[:0]
	first := -1
	if w.cfg.ordering {
		// The best move of the deepest depth this worker knows of.
		first = w.seenIx
		if w.lastDepth > w.seenDepth {
			first = w.lastIx
		}
	}
	if first >= 0 {
		w.order = append(w.order, first)
	}
	if w.cfg.ordering && w.cfg.lines > 1 && w.lastDepth >= w.seenDepth {
		// With MultiPV, the other best moves of the last depth next.
		for _, i := range w.lastTop {
			if i != first {
				w.order = append(w.order, i)
			}
		}
	}
	shift := 0
	if w.id > 0 && n > 1 {
		shift = (w.id * (n/(len(w.co.workers)) + 1)) % n
	}
	placed := len(w.order)
next:
	for k := range n {
		i := (k + shift) % n
		for _, j := range w.order[:placed] {
			if i == j {
				continue next
			}
		}
		w.order = append(w.order, i)
	}
}

// rootSearchMulti is rootSearch for Limits.MultiPV = k > 1: it values the
// best k root moves exactly, keeping them in w.top ranked by value, then by
// generation order. A move is searched with a window whose lower end is the
// value of the k-th best so far (or just below it, for a move generated
// before that one, which needs only to equal it), so that a move that
// enters the k best gets its exact value and the others a bound that shows
// they do not.
func (w *worker[S, M]) rootSearchMulti(me ply.Player, d int) (ix int, score float64, ok bool) {
	w.ensure(0)
	w.pv.clear(0)
	k := w.cfg.lines
	for i := range w.top {
		w.top[i].pv = w.top[i].pv[:0]
	}
	w.top = w.top[:0]
	w.partialIx, w.partialDepth = -1, d
	for _, i := range w.order {
		m := w.rootMoves[i]
		c := w.g.Apply(w.root, m)
		if w.tick() {
			return w.partialIx, w.partialScore, false
		}
		lo := math.Inf(-1)
		if len(w.top) == k {
			kth := w.top[k-1]
			lo = kth.score
			if i < kth.ix {
				lo = math.Nextafter(lo, math.Inf(-1))
			}
		}
		w.pv.clear(1)
		var v float64
		if math.IsInf(lo, -1) || !w.cfg.pvs {
			v = w.value(c, me, d-1, 1, lo, math.Inf(1))
		} else {
			v = w.value(c, me, d-1, 1, lo, nextUp(lo))
			if !w.abort && v > lo {
				w.pv.clear(1)
				v = w.value(c, me, d-1, 1, lo, math.Inf(1))
			}
		}
		if w.abort {
			return w.partialIx, w.partialScore, false
		}
		if v <= lo {
			continue
		}
		// Insert the move at its rank.
		at := len(w.top)
		for at > 0 && (v > w.top[at-1].score || (v == w.top[at-1].score && i < w.top[at-1].ix)) {
			at--
		}
		var pv []M
		if len(w.top) == k {
			pv = w.top[k-1].pv[:0] // reuse the buffer of the line leaving
			w.top = w.top[:k-1]
		}
		pv = append(pv, m)
		if len(w.pv.line) > 1 {
			pv = append(pv, w.pv.line[1]...)
		}
		w.top = append(w.top, rootLine[M]{})
		copy(w.top[at+1:], w.top[at:])
		w.top[at] = rootLine[M]{ix: i, score: v, pv: pv}
		w.partialIx, w.partialScore = w.top[0].ix, w.top[0].score
	}
	best := w.top[0]
	w.pv.line[0] = append(w.pv.line[0][:0], best.pv...)
	return best.ix, best.score, true
}

// multiLines returns the lines of the depth d just completed by
// rootSearchMulti, their principal variations extended from the table.
func (w *worker[S, M]) multiLines(d int) []Line[M] {
	lines := make([]Line[M], len(w.top))
	for i, t := range w.top {
		lines[i] = Line[M]{Move: w.rootMoves[t.ix], Score: t.score, Depth: d, PV: w.extendPV(append([]M(nil), t.pv...), d)}
	}
	return lines
}

// rootSearch searches the root moves to depth d and returns the index (in
// generation order) of the best one and its value. Among moves of equal
// value the first in generation order wins, whatever the search order: a
// move generated before the best so far needs only to equal it. ok is false
// if the search was stopped.
//
// Free workers share their best root move of the depth (see
// coordinator.sharedRoot): a worker searches each move with a null window
// on the better of its own best and the others', so that a helper that
// starts elsewhere in the root moves does not search them with a window
// wider than the main worker's. A move that fails low against another
// worker's best is worse than that move, which this worker also searches
// (with a window that excludes its own value); so the worker still ends
// with the best move and its exact value.
func (w *worker[S, M]) rootSearch(me ply.Player, d int) (ix int, score float64, ok bool) {
	w.ensure(0)
	share := w.co.sharesRoot()
	for {
		ix, score, ok = w.rootPass(me, d, share)
		if ix >= 0 || !ok || !share {
			return ix, score, ok
		}
		// Every move failed low against the others' best, which a
		// search of exact values cannot do: search alone.
		share = false
	}
}

// rootPass is one pass of rootSearch over the root moves, with the others'
// best root moves if share.
func (w *worker[S, M]) rootPass(me ply.Player, d int, share bool) (ix int, score float64, ok bool) {
	w.pv.clear(0)
	alpha := math.Inf(-1)
	best := -1
	w.partialIx, w.partialDepth = -1, d
	for _, i := range w.order {
		m := w.rootMoves[i]
		c := w.g.Apply(w.root, m)
		if w.tick() {
			return best, alpha, false
		}
		lo := alpha
		if best >= 0 && i < best {
			lo = math.Nextafter(alpha, math.Inf(-1))
		}
		if share {
			if j, v, ok := w.co.sharedRoot(d); ok && j != i {
				if i < j {
					v = math.Nextafter(v, math.Inf(-1))
				}
				lo = max(lo, v)
			}
		}
		w.pv.clear(1)
		var v float64
		if math.IsInf(lo, -1) || !w.cfg.pvs {
			v = w.value(c, me, d-1, 1, lo, math.Inf(1))
		} else {
			v = w.value(c, me, d-1, 1, lo, nextUp(lo))
			if !w.abort && v > lo {
				w.pv.clear(1)
				v = w.value(c, me, d-1, 1, lo, math.Inf(1))
			}
		}
		if w.abort {
			return best, alpha, false
		}
		if v > lo {
			alpha, best = v, i
			w.pv.set(0, m)
			w.partialIx, w.partialScore = i, v
			if share {
				w.co.shareRoot(d, i, v)
			}
		}
	}
	return best, alpha, true
}

// value returns the value for me of c, created ply plies from the root,
// searched depth more plies within the window (alpha, beta) of me.
func (w *worker[S, M]) value(c S, me ply.Player, depth, ply int, alpha, beta float64) float64 {
	if r, over := w.g.Result(c); over {
		return terminalScore(r, me, ply)
	}
	if depth <= 0 {
		return w.horizonValue(c, me, ply, alpha, beta)
	}
	cm := w.g.ToMove(c)
	if cm == me {
		return w.search(c, cm, depth, ply, alpha, beta)
	}
	return -w.search(c, cm, depth, ply, -beta, -alpha)
}

// search returns the value of the unfinished state s for me = ToMove(s),
// searched depth >= 1 plies, fail-soft within (alpha, beta).
func (w *worker[S, M]) search(s S, me ply.Player, depth, ply int, alpha, beta float64) float64 {
	w.ensure(ply)
	w.pv.clear(ply)
	// w.horizon tells whether this subtree met the horizon; the caller's
	// flag is restored, or'ed with it, on the way out.
	outer := w.horizon
	w.horizon = false

	var key uint64
	var ttMove M
	hasTTMove := false
	useTT := w.tt != nil && depth > w.shallowPlies
	if useTT || (w.busy != nil && depth >= busyMinDepth) {
		key = w.hasher.Hash(s)
	}
	if useTT {
		if e, ok := w.probe(key); ok {
			ttMove, hasTTMove = e.move, e.hasMove
			// Only an entry of exactly this depth may cut: a deeper
			// one would change the value, and fixed-depth results
			// must equal minimax. A solved entry (no horizon met)
			// holds at any greater depth too.
			if int(e.depth) == depth || (e.solved && int(e.depth) < depth) || (w.cfg.selective && int(e.depth) > depth) {
				v := fromTT(e.value, ply)
				if e.bound == boundExact || (e.bound == boundLower && v >= beta) || (e.bound == boundUpper && v <= alpha) {
					w.horizon = outer || !e.solved
					return v
				}
			}
		}
	}

	// ProbCut, at the null-window nodes of the search proper: a shallow
	// search may predict that this one fails high or low.
	if w.cfg.probcut != nil && !w.probing && beta <= nextUp(alpha) {
		v, cut := w.probCut(s, me, depth, ply, alpha, beta)
		if w.abort {
			return 0
		}
		if cut {
			w.horizon = true
			return v
		}
		w.pv.clear(ply)
	}

	if w.busy != nil && depth >= busyMinDepth {
		m := busyMark(key, depth)
		slot := &w.busy[m&(busySlots-1)]
		slot.Store(m)
		defer slot.CompareAndSwap(m, 0)
	}
	// Without a table move, the forcing moves of a game that marks them
	// are searched first, before the other moves are even generated:
	// they often cut (a winning reply), which spares the generation.
	staged := !hasTTMove && w.stager != nil
	var moves []M
	if staged {
		moves = w.stager.AppendForcing(w.moves[ply][:0], s)
	} else {
		moves = w.g.AppendMoves(w.moves[ply][:0], s)
		w.clock.work += len(moves)
		if len(moves) == 0 {
			w.horizon = outer
			return stuckValue
		}
	}
	w.moves[ply] = moves
	nForcing := len(moves)
	next := 0 // moves[:next] are in their search order already
	// Late move reductions (Options.Selective) spare moves[:keep].
	keep := LateMoves
	if staged {
		next = nForcing
		keep = max(keep, nForcing)
	}
	if hasTTMove {
		for i, m := range moves {
			if m == ttMove {
				copy(moves[1:i+1], moves[:i])
				moves[0] = m
				next = 1
				break
			}
		}
	}
	// Odd helpers search the moves after the first of a PV node (all of
	// which must be searched) in reverse order, to meet the main worker
	// in the middle rather than follow it.
	reverse := w.id%2 == 1 && beta > nextUp(alpha)
	var keys []int64
	sorted := false // moves[i:] are in their search order
	origAlpha := alpha
	best := math.Inf(-1)
	var bestMove M
	// Moves from deferEnd on were deferred: another worker was searching
	// them (see isBusy).
	deferEnd := len(moves)
	deferring := w.busy != nil && depth-1 >= busyMinDepth && beta <= nextUp(alpha)
	for i := 0; ; i++ {
		if i == len(moves) {
			if !staged {
				break
			}
			// The forcing moves did not cut: now the others.
			staged = false
			moves = appendRest(w.g, s, moves, nForcing)
			w.moves[ply] = moves
			w.clock.work += len(moves) - nForcing
			if len(moves) == 0 {
				w.horizon = outer
				return stuckValue
			}
			if i == len(moves) {
				break
			}
			next, keys, sorted = i, nil, false
			deferEnd = len(moves)
		}
		if i >= next && w.cfg.ordering && len(moves)-i > 1 && !sorted {
			if keys == nil {
				// keys[:i] are not read: those moves are in place.
				if cap(w.keys[ply]) < len(moves) {
					w.keys[ply] = make([]int64, len(moves), 2*len(moves))
				}
				keys = w.keys[ply][:len(moves)]
				w.orderKeys(s, ply, depth, moves[i:], keys[i:])
			}
			if i-next >= pickFirst && len(moves)-i > sortMin {
				w.sortRest(moves[i:], keys[i:], reverse && i > 0)
				sorted = true
			} else {
				pick(moves, keys, i, reverse && i > 0)
			}
		}
		m := moves[i]
		c := w.g.Apply(s, m)
		if deferring && i > 0 && i >= next && i < deferEnd-1 && !staged && w.isBusy(w.hasher.Hash(c), depth-1) {
			// Another worker searches this move: search the others
			// first, and this one last, when the other may have
			// stored its value.
			copy(moves[i:], moves[i+1:])
			moves[len(moves)-1] = m
			if keys != nil {
				copy(keys[i:], keys[i+1:])
				keys[len(keys)-1] = math.MinInt64
			}
			deferEnd--
			i--
			continue
		}
		if w.tick() {
			return 0
		}
		w.pv.clear(ply + 1)
		var v float64
		if i == 0 || !w.cfg.pvs {
			v = w.value(c, me, depth-1, ply+1, alpha, beta)
		} else {
			// A late move (Options.Selective) is searched one ply
			// shallower first, and again at full depth if it beats
			// alpha.
			late := w.cfg.selective && i >= keep && depth >= LateDepth && !(hasTTMove && m == ttMove)
			if late {
				v = w.value(c, me, depth-2, ply+1, alpha, nextUp(alpha))
			}
			if !late || (!w.abort && v > alpha) {
				w.pv.clear(ply + 1)
				v = w.value(c, me, depth-1, ply+1, alpha, nextUp(alpha))
				if !w.abort && v > alpha && v < beta {
					w.pv.clear(ply + 1)
					v = w.value(c, me, depth-1, ply+1, alpha, beta)
				}
			}
		}
		if w.abort {
			return 0
		}
		if v > best {
			best, bestMove = v, m
			if v > alpha {
				alpha = v
				w.pv.set(ply, m)
				if v >= beta {
					if w.cfg.ordering {
						w.cutoff(s, ply, depth, m)
					}
					break
				}
			}
		}
	}
	if useTT {
		e := ttEntry[M]{key: key, value: toTT(best, ply), depth: int16(depth), bound: boundExact, move: bestMove, hasMove: true, solved: !w.horizon}
		switch {
		case best <= origAlpha:
			e.bound, e.hasMove = boundUpper, false
		case best >= beta:
			e.bound = boundLower
		}
		w.store(e)
	}
	w.horizon = outer || w.horizon
	return best
}

// appendRest appends to moves, whose first n are forcing moves already
// searched, the other legal moves of s in generation order.
func appendRest[S, M comparable](g ply.Game[S, M], s S, moves []M, n int) []M {
	all := g.AppendMoves(moves, s)
	k := n
next:
	for _, m := range all[n:] {
		for _, f := range all[:n] {
			if m == f {
				continue next
			}
		}
		all[k] = m
		k++
	}
	return all[:k]
}

// completePV returns the principal variation of the iteration just
// completed, extended from the table where a table cut-off shortened it, up
// to d moves. Only moves the game generates are added.
func (w *worker[S, M]) completePV(d int) []M {
	return w.extendPV(w.pv.root(), d)
}

// extendPV extends pv, a line from the root, from the table up to d moves
// (see completePV).
func (w *worker[S, M]) extendPV(pv []M, d int) []M {
	if w.tt == nil {
		return pv
	}
	s := w.root
	for _, m := range pv {
		s = w.g.Apply(s, m)
	}
	var buf []M
	for len(pv) < d {
		if _, over := w.g.Result(s); over {
			break
		}
		e, ok := w.probe(w.hasher.Hash(s))
		if !ok || !e.hasMove {
			if w.shallowPlies > 0 {
				// Nodes near the horizon store nothing
				// (ShallowPlier): search the rest of the line.
				pv = w.searchPV(s, pv, min(d-len(pv), w.shallowPlies))
			}
			break
		}
		buf = w.g.AppendMoves(buf[:0], s)
		found := false
		for _, m := range buf {
			if m == e.move {
				found = true
				break
			}
		}
		if !found {
			break
		}
		pv = append(pv, e.move)
		s = w.g.Apply(s, e.move)
	}
	return pv
}

// searchPV appends to pv, a line from the root to s, the principal
// variation of a full-window search of s to depth plies, which uses no
// table (depth is at most the game's ShallowPlies). The search's nodes
// count, but it leaves w.horizon as it was; if it is stopped, pv is
// returned as it was.
func (w *worker[S, M]) searchPV(s S, pv []M, depth int) []M {
	ply, horizon := len(pv), w.horizon
	w.search(s, w.g.ToMove(s), depth, ply, math.Inf(-1), math.Inf(1))
	if !w.abort {
		pv = append(pv, w.pv.line[ply]...)
	}
	w.horizon = horizon
	return pv
}

// provenWithin reports whether score, the value of a depth-d search, is a
// result no deeper search can change: a proven win or loss that lies
// within the depth and carries no margin. One that quiescence found beyond
// the depth may still be bettered (a quicker win, a slower loss), and in a
// game that keeps score a line beyond the horizon may end in a bigger win
// (or a bigger loss), which outranks a quicker one.
func provenWithin(score float64, d int) bool {
	dist, proven := WinDistance(score)
	if !proven || dist > d {
		return false
	}
	return math.Abs(score)+float64(dist) == WinScore
}
