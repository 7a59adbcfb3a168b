// order.go holds move ordering: the game's ply.MoveOrderer hints, killer
// moves and the history table.

package search

import (
	"hash/maphash"
	"sort"

	"github.com/plygo/ply"
)

// Ordering keys: the table move is searched before all of these, then the
// game's positive hints, then killers, then the rest by history, then the
// game's negative hints.
const (
	keyHint   = 3 << 40
	keyKiller = 2 << 40
	keyQuiet  = 1 << 40
	maxHint   = 1 << 30
	maxHist   = 1 << 30
)

// orderKeys fills keys[i] for moves[i] at a node of the given ply, depth
// plies above the horizon.
func (w *worker[S, M]) orderKeys(s S, ply, depth int, moves []M, keys []int64) {
	k := &w.killers[ply]
	hints := w.orderer != nil && depth > w.shallowPlies
	for i, m := range moves {
		hint := 0
		if hints {
			hint = min(max(w.orderer.MovePriority(s, m), -maxHint), maxHint)
		}
		var key int64
		switch {
		case hint > 0:
			key = keyHint + int64(hint)
		case w.cfg.killers && k.n > 0 && m == k.m[0]:
			key = keyKiller + 2
		case w.cfg.killers && k.n > 1 && m == k.m[1]:
			key = keyKiller + 1
		case hint < 0:
			key = int64(hint)
		default:
			key = keyQuiet
			if w.history != nil {
				key += int64(w.history.get(m))
			}
		}
		keys[i] = key
	}
}

// pick moves the move with the highest key among moves[i:] (the lowest if
// lowest is set) to position i; the first of equal keys, so the order stays
// deterministic.
func pick[M any](moves []M, keys []int64, i int, lowest bool) {
	b := i
	if lowest {
		for j := i + 1; j < len(keys); j++ {
			if keys[j] < keys[b] {
				b = j
			}
		}
	} else {
		for j := i + 1; j < len(keys); j++ {
			if keys[j] > keys[b] {
				b = j
			}
		}
	}
	if b != i {
		moves[i], moves[b] = moves[b], moves[i]
		keys[i], keys[b] = keys[b], keys[i]
	}
}

// Selection (pick) orders the first few moves of a node, which are all a
// cut node searches; once pickFirst moves were picked and more than sortMin
// remain, the rest are sorted at once instead, so that a node whose every
// move is searched costs n log n, not n², in ordering.
const (
	pickFirst = 4
	sortMin   = 32
)

// keySorter sorts moves by their keys, highest first (lowest first if
// lowest is set), stably; a worker keeps one so that sorting allocates
// nothing.
type keySorter[M any] struct {
	moves  []M
	keys   []int64
	lowest bool
}

func (k *keySorter[M]) Len() int { return len(k.moves) }
func (k *keySorter[M]) Less(i, j int) bool {
	if k.lowest {
		return k.keys[i] < k.keys[j]
	}
	return k.keys[i] > k.keys[j]
}
func (k *keySorter[M]) Swap(i, j int) {
	k.moves[i], k.moves[j] = k.moves[j], k.moves[i]
	k.keys[i], k.keys[j] = k.keys[j], k.keys[i]
}

// sortRest sorts moves by keys, as pick would take them (highest first,
// or lowest first).
func (w *worker[S, M]) sortRest(moves []M, keys []int64, lowest bool) {
	w.sorter = keySorter[M]{moves, keys, lowest}
	sort.Stable(&w.sorter)
	w.sorter = keySorter[M]{}
}

// killerPair holds the two most recent moves that caused a cut-off at one
// ply.
type killerPair[M any] struct {
	m [2]M
	n int
}

// cutoff updates killers and history for move m, which refuted its
// sibling moves at the given ply with depth plies left.
func (w *worker[S, M]) cutoff(s S, ply, depth int, m M) {
	if w.orderer != nil && depth > w.shallowPlies && w.orderer.MovePriority(s, m) > 0 {
		return // already searched early by its hint
	}
	if w.cfg.killers {
		k := &w.killers[ply]
		if k.n == 0 || k.m[0] != m {
			k.m[1] = k.m[0]
			k.m[0] = m
			k.n = min(k.n+1, 2)
		}
	}
	if w.history != nil {
		if w.history.add(m, int32(depth*depth)) > maxHist {
			w.history.age()
		}
	}
}

// historySlots is the capacity of a history table; once it is three
// quarters full, new moves are not recorded (which keeps it deterministic).
const historySlots = 1 << 14

// maxMoveIndexes bounds the table of a ply.MoveIndexer's moves.
const maxMoveIndexes = 1 << 20

// history holds the history heuristic's score of each move: how much
// cut-off work it did. Where the game numbers its moves (ply.MoveIndexer)
// it is an array indexed by the move's number; otherwise an
// open-addressing table hashed with hash/maphash.Comparable, which hashes
// any comparable move without allocating. Lookups compare moves with ==,
// and which moves are recorded depends only on their order (see
// historySlots), so the scores never depend on the hash or its seed.
type history[M comparable] struct {
	index ply.MoveIndexer[M] // nil: hashed
	dense []int32            // by index
	seed  maphash.Seed
	slots []histSlot[M]
	n     int
}

type histSlot[M any] struct {
	move  M
	score int32
	used  bool
}

// newHistory returns the history table of moves numbered by index, or
// hashed if index is nil or numbers too many moves.
func newHistory[M comparable](index ply.MoveIndexer[M]) *history[M] {
	if index != nil {
		if n := index.MoveIndexes(); n > 0 && n <= maxMoveIndexes {
			return &history[M]{index: index, dense: make([]int32, n)}
		}
	}
	return &history[M]{seed: maphash.MakeSeed(), slots: make([]histSlot[M], historySlots)}
}

// get returns the score of m.
func (h *history[M]) get(m M) int32 {
	if h.index != nil {
		if i := h.index.MoveIndex(m); uint(i) < uint(len(h.dense)) {
			return h.dense[i]
		}
		return 0
	}
	mask := uint64(len(h.slots) - 1)
	for i := maphash.Comparable(h.seed, m) & mask; ; i = (i + 1) & mask {
		s := &h.slots[i]
		if !s.used {
			return 0
		}
		if s.move == m {
			return s.score
		}
	}
}

// add adds d to the score of m and returns the new score.
func (h *history[M]) add(m M, d int32) int32 {
	if h.index != nil {
		if i := h.index.MoveIndex(m); uint(i) < uint(len(h.dense)) {
			h.dense[i] += d
			return h.dense[i]
		}
		return 0
	}
	mask := uint64(len(h.slots) - 1)
	for i := maphash.Comparable(h.seed, m) & mask; ; i = (i + 1) & mask {
		s := &h.slots[i]
		if s.used && s.move == m {
			s.score += d
			return s.score
		}
		if !s.used {
			if h.n >= len(h.slots)*3/4 {
				return 0
			}
			*s = histSlot[M]{move: m, score: d, used: true}
			h.n++
			return d
		}
	}
}

// age halves every score.
func (h *history[M]) age() {
	for i := range h.dense {
		h.dense[i] /= 2
	}
	for i := range h.slots {
		h.slots[i].score /= 2
	}
}

// reset forgets every score.
func (h *history[M]) reset() {
	clear(h.dense)
	clear(h.slots)
	h.n = 0
}
