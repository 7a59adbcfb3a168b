// tt.go holds the transposition table and the per-thread journal through
// which parallel workers write to it.

package search

import (
	"math"
	"reflect"
	"sync"
	"sync/atomic"
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
// store; free-running workers use probeShared and storeShared.
//
// When the moves are plain integers of at most 8 bytes (as every game of
// the library's are), each entry is packed into four words: the key, the
// value, the depth, bound and flags with a 32-bit check of all four words,
// and the move. Free-running workers then read and write the words
// atomically, one by one, without locks: an entry torn by two writers, or
// read while written, fails its check (but for a chance of 2^-32 per torn
// read) and is a miss. Otherwise the entries are kept as they are, and
// free-running workers take the lock of the bucket's stripe.
type table[M any] struct {
	slots  []ttEntry[M] // the entries, unless packed
	words  []uint64     // packed entries, entryWords per entry
	packed bool
	mask   uint64 // bucket index mask
	gen    uint8
	locks  [tableStripes]sync.Mutex
}

// tableStripes is the number of locks of a table shared by free-running
// workers, when its entries are not packed.
const tableStripes = 256

// entryWords is the size of a packed entry, in words.
const entryWords = 4

// probeShared is probe for a worker that shares the table with others
// while they write to it.
func (t *table[M]) probeShared(key uint64) (ttEntry[M], bool) {
	if t.packed {
		return t.probeIn(key, true)
	}
	l := &t.locks[key&t.mask%tableStripes]
	l.Lock()
	e, ok := t.probeIn(key, false)
	l.Unlock()
	return e, ok
}

// storeShared is store for a worker that shares the table with others
// while they read and write it.
func (t *table[M]) storeShared(e ttEntry[M]) {
	if t.packed {
		t.storeIn(e, true)
		return
	}
	l := &t.locks[e.key&t.mask%tableStripes]
	l.Lock()
	t.storeIn(e, false)
	l.Unlock()
}

// packable reports whether a move of type M packs into a word.
func packable[M any]() bool {
	var m M
	return unsafe.Sizeof(m) <= 8 && plainInts(reflect.TypeFor[M]())
}

// tableBuckets returns the number of buckets of entrySize-byte entries, a
// power of two, of a table of at most mb mebibytes (at least 1024 buckets).
func tableBuckets(mb int, entrySize uint64) uint64 {
	n := uint64(1024)
	for n*4*entrySize <= uint64(mb)<<20 {
		n *= 2
	}
	return n
}

// newTable returns a table of at most mb mebibytes (at most MaxTableMB),
// with at least 1024 buckets.
func newTable[M any](mb int) *table[M] {
	mb = min(mb, MaxTableMB)
	if packable[M]() {
		n := tableBuckets(mb, 8*entryWords)
		return &table[M]{words: make([]uint64, 2*n*entryWords), packed: true, mask: n - 1}
	}
	n := tableBuckets(mb, uint64(unsafe.Sizeof(ttEntry[M]{})))
	return &table[M]{slots: make([]ttEntry[M], 2*n), mask: n - 1}
}

// packCheck returns the check of a packed entry's words, in the high half
// of a word: a hash in which every bit of each word counts, differently for
// each word, so that words of different entries (of the same key too) do
// not match the check of either.
func packCheck(k, v, meta, mv uint64) uint64 {
	h := k*0x9e3779b97f4a7c15 ^ v*0xbf58476d1ce4e5b9 ^ uint64(uint32(meta))*0x94d049bb133111eb ^ mv*0xd6e8feb86659fd93
	h ^= h >> 31
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 29
	return h &^ math.MaxUint32
}

// keyAt returns the key word of packed entry i.
func (t *table[M]) keyAt(i uint64, shared bool) uint64 {
	if shared {
		return atomic.LoadUint64(&t.words[i*entryWords])
	}
	return t.words[i*entryWords]
}

// load returns entry i, reading a packed entry's words atomically if
// shared; if verify, a packed entry that fails its check is empty.
// Unverified entries serve only to choose a slot to replace.
func (t *table[M]) load(i uint64, shared, verify bool) ttEntry[M] {
	if !t.packed {
		return t.slots[i]
	}
	w := t.words[i*entryWords : (i+1)*entryWords : (i+1)*entryWords]
	var k, v, meta, mv uint64
	if shared {
		k, v, meta, mv = atomic.LoadUint64(&w[0]), atomic.LoadUint64(&w[1]), atomic.LoadUint64(&w[2]), atomic.LoadUint64(&w[3])
	} else {
		k, v, meta, mv = w[0], w[1], w[2], w[3]
	}
	if verify && meta&^math.MaxUint32 != packCheck(k, v, meta, mv) {
		return ttEntry[M]{}
	}
	e := ttEntry[M]{
		key:     k,
		value:   math.Float64frombits(v),
		depth:   int16(uint16(meta)),
		bound:   bound(meta >> 16 & 3),
		hasMove: meta>>18&1 != 0,
		solved:  meta>>19&1 != 0,
		gen:     uint8(meta >> 24),
	}
	e.move = *(*M)(unsafe.Pointer(&mv)) // mv holds the move's bytes (see put)
	return e
}

// put writes e as entry i, writing a packed entry's words atomically if
// shared.
func (t *table[M]) put(i uint64, e ttEntry[M], shared bool) {
	if !t.packed {
		t.slots[i] = e
		return
	}
	var mv uint64
	*(*M)(unsafe.Pointer(&mv)) = e.move
	meta := uint64(uint16(e.depth)) | uint64(e.bound&3)<<16 | uint64(e.gen)<<24
	if e.hasMove {
		meta |= 1 << 18
	}
	if e.solved {
		meta |= 1 << 19
	}
	v := math.Float64bits(e.value)
	k := e.key
	meta |= packCheck(k, v, meta, mv)
	w := t.words[i*entryWords : (i+1)*entryWords : (i+1)*entryWords]
	if shared {
		atomic.StoreUint64(&w[0], k)
		atomic.StoreUint64(&w[1], v)
		atomic.StoreUint64(&w[2], meta)
		atomic.StoreUint64(&w[3], mv)
	} else {
		w[0], w[1], w[2], w[3] = k, v, meta, mv
	}
}

// probe returns the entry stored for key, if any.
func (t *table[M]) probe(key uint64) (ttEntry[M], bool) {
	return t.probeIn(key, false)
}

func (t *table[M]) probeIn(key uint64, shared bool) (ttEntry[M], bool) {
	i := 2 * (key & t.mask)
	for j := i; j < i+2; j++ {
		if t.packed && t.keyAt(j, shared) != key {
			continue // the usual miss, without unpacking
		}
		if e := t.load(j, shared, true); e.key == key && e.bound != boundNone {
			return e, true
		}
	}
	return ttEntry[M]{}, false
}

// store records e, replacing an entry of the same key, else a shallower
// or older entry in the first slot, else the second slot.
func (t *table[M]) store(e ttEntry[M]) {
	t.storeIn(e, false)
}

func (t *table[M]) storeIn(e ttEntry[M], shared bool) {
	e.gen = t.gen
	i := 2 * (e.key & t.mask)
	// A torn entry read here can only make a poor choice of slot, or
	// lend e a wrong move, which the search plays only if it is legal.
	b0, b1 := t.load(i, shared, false), t.load(i+1, shared, false)
	switch {
	case b0.key == e.key:
		keepMove(&e, &b0)
		t.put(i, e, shared)
	case b1.key == e.key:
		keepMove(&e, &b1)
		if e.depth >= b0.depth || b0.gen != t.gen {
			t.demote(i, shared)
			t.put(i, e, shared)
		} else {
			t.put(i+1, e, shared)
		}
	case e.depth >= b0.depth || b0.gen != t.gen || b0.bound == boundNone:
		t.demote(i, shared)
		t.put(i, e, shared)
	default:
		t.put(i+1, e, shared)
	}
}

// demote copies the first entry of bucket i into its second slot: the
// words as they are, for a packed entry, which keeps a torn entry failing
// its check.
func (t *table[M]) demote(i uint64, shared bool) {
	if !t.packed {
		t.slots[i+1] = t.slots[i]
		return
	}
	w := t.words[i*entryWords : (i+2)*entryWords : (i+2)*entryWords]
	if !shared {
		copy(w[entryWords:], w[:entryWords])
		return
	}
	for j := range entryWords {
		atomic.StoreUint64(&w[entryWords+j], atomic.LoadUint64(&w[j]))
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
	clear(t.words)
	t.gen = 0
}

// newSearch starts a new generation, so that entries of earlier searches
// are replaced first.
func (t *table[M]) newSearch() {
	t.gen++
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
