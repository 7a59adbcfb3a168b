// tt.go holds the transposition table and the per-thread journal through
// which parallel workers write to it.

package search

import (
	"sync"
	"unsafe"
)

// bound tells how a stored value relates to the true value of its state.
type bound uint8

const (
	boundNone  bound = iota
	boundUpper       // the true value is at most the stored value (fail low)
	boundLower       // the true value is at least the stored value (fail high)
	boundExact
)

// ttEntry is one slot of the table: what a search of the state with the
// given hash and remaining depth found.
type ttEntry[M any] struct {
	key     uint64
	value   float64
	move    M
	depth   int16
	bound   bound
	hasMove bool
	solved  bool // the value involved no horizon: it holds at any depth
	gen     uint8
}

// table is a fixed-size transposition table of two-slot buckets: the first
// slot keeps the deepest entry of the current search, the second the most
// recent one. Keys are the game's 64-bit hashes, compared in full. A single
// worker, and lockstep workers (which only read it while they search and
// merge their writes at synchronisation points, see smp.go), use probe and
// store; free-running workers use probeLocked and storeLocked, which take
// the lock of the bucket's stripe.
type table[M any] struct {
	slots []ttEntry[M]
	mask  uint64 // bucket index mask
	gen   uint8
	locks [tableStripes]stripeLock
}

// tableStripes is the number of locks of a table shared by free-running
// workers.
const tableStripes = 1024

// stripeLock is the lock of one stripe of the table, alone on its cache
// line: locks that shared a line made every lock taken by one worker a
// cache miss for the others, whatever the stripe.
type stripeLock struct {
	sync.Mutex
	_ [cacheLine - unsafe.Sizeof(sync.Mutex{})]byte
}

// cacheLine is the size of a processor's cache line, or a multiple of it.
const cacheLine = 64

func (t *table[M]) probeLocked(key uint64) (ttEntry[M], bool) {
	l := &t.locks[key&t.mask%tableStripes]
	l.Lock()
	e, ok := t.probe(key)
	l.Unlock()
	return e, ok
}

func (t *table[M]) storeLocked(e ttEntry[M]) {
	l := &t.locks[e.key&t.mask%tableStripes]
	l.Lock()
	t.store(e)
	l.Unlock()
}

// newTable returns a table of at most mb mebibytes (at least 1024
// buckets), or an error wrapping ply.ErrInvalidOption if the process
// cannot allocate it (see checkMemory).
func newTable[M any](mb int) (*table[M], error) {
	size := uint64(unsafe.Sizeof(ttEntry[M]{}))
	n := uint64(1024)
	for n*4*size <= uint64(mb)<<20 {
		n *= 2
	}
	if err := checkMemory("Options.TableMB", mb, 2*n*size); err != nil {
		return nil, err
	}
	return &table[M]{slots: make([]ttEntry[M], 2*n), mask: n - 1}, nil
}

// probe returns the entry stored for key, if any. An entry of an earlier
// search is returned for its move only, with no bound, so that it orders
// moves but never decides a value: a table kept between searches then
// never changes a fixed-depth result, whatever the game's hash leaves out.
func (t *table[M]) probe(key uint64) (ttEntry[M], bool) {
	i := 2 * (key & t.mask)
	for _, e := range t.slots[i : i+2 : i+2] {
		if e.key == key && e.bound != boundNone {
			if e.gen != t.gen {
				e.bound, e.solved = boundNone, false
			}
			return e, true
		}
	}
	return ttEntry[M]{}, false
}

// store records e, replacing an entry of the same key, else a shallower
// or older entry in the first slot, else the second slot.
func (t *table[M]) store(e ttEntry[M]) {
	e.gen = t.gen
	i := 2 * (e.key & t.mask)
	b := t.slots[i : i+2 : i+2]
	switch {
	case b[0].key == e.key:
		keepMove(&e, &b[0])
		b[0] = e
	case b[1].key == e.key:
		keepMove(&e, &b[1])
		if e.depth >= b[0].depth || b[0].gen != t.gen {
			b[1] = b[0]
			b[0] = e
		} else {
			b[1] = e
		}
	case e.depth >= b[0].depth || b[0].gen != t.gen || b[0].bound == boundNone:
		b[1] = b[0]
		b[0] = e
	default:
		b[1] = e
	}
}

// keepMove gives e the move of the older entry of the same state when e has
// none (a fail-low search finds no best move).
func keepMove[M any](e, old *ttEntry[M]) {
	if !e.hasMove && old.hasMove {
		e.move, e.hasMove = old.move, true
	}
}

// clear empties the table.
func (t *table[M]) clear() {
	clear(t.slots)
	t.gen = 0
}

// newSearch starts a new generation, so that entries of earlier searches
// are replaced first and serve only to order moves. When the 8-bit
// generation wraps around, the table is emptied, so that no entry of 256
// searches ago passes for one of this search.
func (t *table[M]) newSearch() {
	t.gen++
	if t.gen == 0 {
		clear(t.slots)
		t.gen = 1
	}
}

// toTT converts a score found ply plies below the root into one relative to
// the stored state, so that a proven result keeps its distance from the
// state wherever the state recurs.
func toTT(v float64, ply int) float64 {
	switch {
	case v > winThreshold:
		return v + float64(ply)
	case v < -winThreshold:
		return v - float64(ply)
	}
	return v
}

// fromTT is the inverse of toTT.
func fromTT(v float64, ply int) float64 {
	switch {
	case v > winThreshold:
		return v - float64(ply)
	case v < -winThreshold:
		return v + float64(ply)
	}
	return v
}

// journal holds the entries one parallel worker stored since its last
// synchronisation point: the worker reads its own writes from it, and the
// coordinator merges all journals into the shared table, in worker order,
// while every worker waits. So what each worker sees depends only on the
// work done, never on timing.
type journal[M any] struct {
	slots []ttEntry[M] // open addressing, keyed by hash
	used  []uint32     // the slots in use, in order of first store
	mask  uint64
}

func newJournal[M any](capacity int) *journal[M] {
	n := 1
	for n < 2*capacity {
		n *= 2
	}
	return &journal[M]{slots: make([]ttEntry[M], n), used: make([]uint32, 0, capacity), mask: uint64(n - 1)}
}

func (j *journal[M]) probe(key uint64) (ttEntry[M], bool) {
	for i := key & j.mask; ; i = (i + 1) & j.mask {
		e := j.slots[i]
		if e.bound == boundNone {
			return e, false
		}
		if e.key == key {
			return e, true
		}
	}
}

// store records e; when the journal is full the entry is dropped (the
// capacity is chosen so that this does not happen between two
// synchronisation points).
func (j *journal[M]) store(e ttEntry[M]) {
	for i := e.key & j.mask; ; i = (i + 1) & j.mask {
		old := &j.slots[i]
		if old.bound == boundNone {
			if len(j.used) == cap(j.used) {
				return
			}
			j.used = append(j.used, uint32(i))
			*old = e
			return
		}
		if old.key == e.key {
			keepMove(&e, old)
			*old = e
			return
		}
	}
}

// reset empties the journal without merging it.
func (j *journal[M]) reset() {
	for _, i := range j.used {
		j.slots[i] = ttEntry[M]{}
	}
	j.used = j.used[:0]
}

// flush stores the journal's entries into t in order and empties it.
func (j *journal[M]) flush(t *table[M]) {
	for _, i := range j.used {
		t.store(j.slots[i])
		j.slots[i] = ttEntry[M]{}
	}
	j.used = j.used[:0]
}
