// endgame_par.go holds the parallel endgame solver: young brothers wait.
// A node of splitMin or more empty cells searches its first move alone
// (cutAlone moves where it is expected to cut off), then shares its other
// moves with the idle workers, which stop when one of them cuts off.
// Below splitMin each worker runs the serial search. The workers share
// one transposition table of packed words that a torn write cannot
// corrupt.

package mapello

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/plygo/ply"
)

// MaxEndgameThreads bounds EndgameOptions.Threads. It is search.MaxThreads.
const MaxEndgameThreads = 256

// EndgameOptions configures the Endgame NewEndgameWith returns.
type EndgameOptions struct {
	// TableMB is the size of the transposition table in mebibytes; 0
	// means 16, and the largest power of two of entries that fits is
	// used (NewEndgame).
	TableMB int
	// Threads is the number of goroutines that search together, sharing
	// the table, at most MaxEndgameThreads; 0 means 1, a negative value
	// one per available core (runtime.GOMAXPROCS, at most
	// MaxEndgameThreads). With more than one, a solve's answer is the
	// same, its move a best move (another one than a single thread's
	// where several are best), and its node count varies between runs.
	Threads int
}

// NewEndgameWith returns an endgame solver scoring ends by rule, with the
// table and threads of opts. Options out of range are an error wrapping
// ply.ErrInvalidOption.
func NewEndgameWith(rule EndRule, opts EndgameOptions) (*Endgame, error) {
	threads := opts.Threads
	switch {
	case threads > MaxEndgameThreads:
		return nil, fmt.Errorf("mapello: endgame: Threads = %d: more than MaxEndgameThreads (%d): %w", threads, MaxEndgameThreads, ply.ErrInvalidOption)
	case threads < 0:
		threads = min(runtime.GOMAXPROCS(0), MaxEndgameThreads)
	}
	if opts.TableMB < 0 {
		return nil, fmt.Errorf("mapello: endgame: TableMB = %d: negative: %w", opts.TableMB, ply.ErrInvalidOption)
	}
	return newEndgame(rule, opts.TableMB, threads), nil
}

// Threads returns the number of goroutines a solve runs on.
func (e *Endgame) Threads() int {
	if e.par == nil {
		return 1
	}
	return e.par.threads
}

// splitMin is the fewest empty cells of a node whose moves a parallel
// solve shares between workers. Below it a subtree costs too little to
// pay for the handing over.
const splitMin = 10

// egShared is what the workers of a parallel solve share.
type egShared struct {
	threads int
	// tt is the table: three words a slot, p^d, o^d and d, where d packs
	// the bounds, the moves and the empty cells (egPack). A slot whose
	// words come from two writes fails the check of p and o, and reads
	// as a miss.
	tt []atomic.Uint64

	// idle counts the places free for a worker: threads less the workers
	// running. A worker that waits for its helpers gives its place up,
	// and takes it back when they are done, which may leave idle below 0
	// for a while.
	idle   atomic.Int64
	abort  atomic.Bool   // the node limit is reached
	nodes  atomic.Uint64 // the nodes the workers have reported
	limit  uint64
	master *Endgame // the solver whose Solve runs

	mu   sync.Mutex
	free []*Endgame // helpers at rest
	all  []*Endgame // every helper made
	open []*egSplit // split points whose moves helpers may join
}

// egSplit is a split point: a node whose moves after the first the
// workers share.
type egSplit struct {
	mu          sync.Mutex
	moves       [32]egMove
	cnt, next   int // moves, and the next move to hand out
	alpha, beta int
	best        int // the best value found, under mu
	bestSq      int
	cut         bool        // the node is expected to cut off
	stop        atomic.Bool // a move cut off: the others need no search
	parent      *egSplit    // the split point above, whose stop stops this one
	n           int         // the node's empty cells
	wg          sync.WaitGroup
}

// stopped reports whether s or a split point above it was cut off.
func (s *egSplit) stopped() bool {
	for ; s != nil; s = s.parent {
		if s.stop.Load() {
			return true
		}
	}
	return false
}

// begin readies the shared state and the helpers for a solve of the
// master e, taking over its node limit.
func (g *egShared) begin(e *Endgame) {
	g.idle.Store(int64(g.threads - 1))
	g.abort.Store(false)
	g.nodes.Store(0)
	clear(g.open)
	g.open = g.open[:0]
	g.limit, e.limit = e.limit, ^uint64(0)
	e.sp, e.counted = nil, 0
	for _, w := range g.all {
		w.ctx, w.walls, w.nodes, w.counted, w.aborted = e.ctx, e.walls, 0, 0, false
	}
	g.master = e
}

// total returns the nodes of the master e and its helpers.
func (g *egShared) total(e *Endgame) uint64 {
	n := e.nodes
	for _, w := range g.all {
		n += w.nodes
	}
	return n
}

// stopped reports the nodes of e since its last report and whether e must
// stop: the node limit is reached, or a split point it works for was cut
// off.
func (g *egShared) stopped(e *Endgame) bool {
	d := e.nodes - e.counted
	e.counted = e.nodes
	if g.nodes.Add(d) >= g.limit {
		g.abort.Store(true)
	}
	return g.abort.Load() || e.sp.stopped()
}

// helper returns a helper at rest, made if there is none; g.mu is held.
func (g *egShared) helper() *Endgame {
	if n := len(g.free); n > 0 {
		w := g.free[n-1]
		g.free = g.free[:n-1]
		return w
	}
	m := g.master
	w := &Endgame{rule: m.rule, mask: m.mask, walls: m.walls, pev: m.pev, ctx: m.ctx, limit: ^uint64(0),
		par: g, splits: new([65]egSplit)}
	g.all = append(g.all, w)
	return w
}

// pick returns the open split point of the most empty cells with moves
// left to search, joined (its wait group counts one more worker), or nil;
// g.mu is held.
func (g *egShared) pick() *egSplit {
	var best *egSplit
	for _, sp := range g.open {
		if best == nil || sp.n > best.n {
			sp.mu.Lock()
			left := sp.next < sp.cnt
			sp.mu.Unlock()
			if left && !sp.stopped() {
				best = sp
			}
		}
	}
	if best == nil {
		return nil
	}
	best.mu.Lock()
	defer best.mu.Unlock()
	if best.next >= best.cnt {
		return nil
	}
	best.wg.Add(1)
	return best
}

// dispatch starts a helper on an open split point for each free place;
// g.mu is held.
func (g *egShared) dispatch() {
	for g.idle.Load() > 0 {
		sp := g.pick()
		if sp == nil {
			return
		}
		g.idle.Add(-1)
		go g.helper().help(sp)
	}
}

// close removes sp from the open split points; g.mu is held.
func (g *egShared) close(sp *egSplit) {
	for i, x := range g.open {
		if x == sp {
			last := len(g.open) - 1
			g.open[i], g.open[last] = g.open[last], nil
			g.open = g.open[:last]
			return
		}
	}
}

// cutAlone is how many moves a node expected to cut off searches alone
// before it shares the others (1 to 6 tried on FFO #40-#44 on two
// threads: 3 searched the fewest nodes).
const cutAlone = 3

// split searches the moves ms of a node of n empty cells within (alpha,
// beta) with the idle workers: the first alone (cutAlone of them where
// cut, the node being expected to cut off), then the others shared. It
// returns the node's value and best cell, as deep's loop does.
func (e *Endgame) split(ms []egMove, alpha, beta, n int, cut bool) (int, int) {
	alone := 1
	if cut {
		alone = cutAlone
	}
	alone = min(alone, len(ms))
	best, bestSq := -(1 << 14), int(ms[0].sq)
	for i := range alone {
		c := &ms[i]
		e.cut[n-1] = !cut
		v := e.child(c, max(alpha, best), beta, i == 0)
		if e.aborted {
			return 0, bestSq
		}
		if v > best {
			best, bestSq = v, int(c.sq)
			if v >= beta {
				return best, bestSq
			}
		}
	}
	if alone == len(ms) {
		return best, bestSq
	}
	g := e.par
	sp := &e.splits[n]
	sp.cnt = copy(sp.moves[:], ms[alone:])
	sp.cut = cut
	sp.n, sp.next, sp.alpha, sp.beta, sp.best, sp.bestSq = n, 0, alpha, beta, best, bestSq
	sp.stop.Store(false)
	sp.parent = e.sp
	g.mu.Lock()
	g.open = append(g.open, sp)
	g.dispatch()
	g.mu.Unlock()
	e.sp = sp
	e.work(sp)
	e.sp = sp.parent
	// While it waits for the helpers, the master's place goes to another
	// worker.
	g.mu.Lock()
	g.close(sp)
	g.idle.Add(1)
	g.dispatch()
	g.mu.Unlock()
	sp.wg.Wait()
	g.idle.Add(-1)
	if g.abort.Load() || e.ctx.Err() != nil || sp.parent.stopped() {
		e.aborted = true
		return 0, bestSq
	}
	// Only a cutoff here stopped the moves left: the value is a bound
	// at or above beta.
	e.aborted = false
	return sp.best, sp.bestSq
}

// help searches the moves of sp with its master, then those of other open
// split points while there are any and no worker is waiting for a place,
// then rests.
func (e *Endgame) help(sp *egSplit) {
	g := e.par
	for sp != nil {
		e.aborted = false
		e.sp = sp
		e.work(sp)
		e.sp = nil
		g.mu.Lock()
		var next *egSplit
		if g.idle.Load() >= 0 {
			next = g.pick()
		}
		if next == nil {
			g.free = append(g.free, e)
			g.idle.Add(1)
		}
		g.mu.Unlock()
		sp.wg.Done()
		sp = next
	}
}

// work searches the moves of sp one at a time until none is left or one
// cuts off, as deep's loop does: a null window on the best value so far,
// searched again within the window where a move beats it.
func (e *Endgame) work(sp *egSplit) {
	beta := sp.beta
	for {
		sp.mu.Lock()
		if sp.next >= sp.cnt || sp.stop.Load() {
			sp.mu.Unlock()
			return
		}
		c := &sp.moves[sp.next]
		sp.next++
		a := max(sp.alpha, sp.best)
		sp.mu.Unlock()
		e.cut[sp.n-1] = !sp.cut
		v := e.child(c, a, beta, false)
		if e.aborted {
			return
		}
		sp.mu.Lock()
		if v > sp.best {
			sp.best, sp.bestSq = v, int(c.sq)
			if v >= beta {
				sp.stop.Store(true)
			}
		}
		sp.mu.Unlock()
	}
}

// egPack packs an entry's bounds, moves and empty cells into a word.
func egPack(lo, hi int16, move, move2, empt uint8) uint64 {
	return uint64(uint16(lo)) | uint64(uint16(hi))<<16 | uint64(move)<<32 | uint64(move2)<<40 | uint64(empt)<<48
}

// egUnpack returns the entry of (p, o) whose bounds, moves and empty
// cells d packs.
func egUnpack(p, o, d uint64) egEntry {
	return egEntry{p: p, o: o, lo: int16(uint16(d)), hi: int16(uint16(d >> 16)), move: uint8(d >> 32), move2: uint8(d >> 40), empt: uint8(d >> 48)}
}

// sharedFind returns the index of the first word of the slot of the shared
// table holding (p, o), and its packed word, or -1.
func (e *Endgame) sharedFind(p, o uint64) (int, uint64) {
	i := int(e.index(p, o)) * 3
	b := (*[6]atomic.Uint64)(e.par.tt[i : i+6])
	if d := b[2].Load(); b[0].Load()^d == p && b[1].Load()^d == o && d>>48 != 0 {
		return i, d
	}
	if d := b[5].Load(); b[3].Load()^d == p && b[4].Load()^d == o && d>>48 != 0 {
		return i + 3, d
	}
	return -1, 0
}

// sharedLookup is lookup on the shared table: a copy of the entry of
// (p, o) in e.seen, or nil.
func (e *Endgame) sharedLookup(p, o uint64) *egEntry {
	j, d := e.sharedFind(p, o)
	if j < 0 {
		return nil
	}
	e.seen = egUnpack(p, o, d)
	return &e.seen
}

// sharedStore is store on the shared table, merging with the entry of
// (p, o) the table holds now.
func (e *Endgame) sharedStore(p, o uint64, v, alpha, beta, move, n int) {
	t := e.par.tt
	var old *egEntry
	j, d := e.sharedFind(p, o)
	if j >= 0 {
		held := egUnpack(p, o, d)
		old = &held
	} else {
		j = int(e.index(p, o)) * 3
		if uint8(t[j+5].Load()>>48) < uint8(t[j+2].Load()>>48) {
			j += 3
		}
	}
	m := merge(old, p, o, v, alpha, beta, move, n)
	d = egPack(m.lo, m.hi, m.move, m.move2, m.empt)
	t[j].Store(p ^ d)
	t[j+1].Store(o ^ d)
	t[j+2].Store(d)
}
