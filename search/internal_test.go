// internal_test.go checks the building blocks of alpha-beta: the table, the
// journal, the history table and the score conversions.

package search

import (
	"fmt"
	"math"
	"reflect"
	"testing"

	"github.com/plygo/ply"
	"pgregory.net/rapid"
)

// TestTableKeepsLatest: a probe finds the last entry stored for a key, if
// the key is still in the table at all, and never another key's entry.
func TestTableKeepsLatest(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tt := smallTable[uint16]() // the smallest table: many collisions
		last := map[uint64]ttEntry[uint16]{}
		n := rapid.IntRange(1, 3000).Draw(t, "stores")
		for i := range n {
			key := rapid.Uint64Range(1, 5000).Draw(t, "key") * 0x9e3779b97f4a7c15
			e := ttEntry[uint16]{key: key, value: float64(i), depth: int16(rapid.IntRange(1, 9).Draw(t, "depth")), bound: boundExact, move: uint16(i), hasMove: true}
			tt.store(e)
			last[key] = e
		}
		for key, want := range last {
			got, ok := tt.probe(key)
			if ok && (got.value != want.value || got.move != want.move || got.depth != want.depth) {
				t.Fatalf("key %x: got %+v, want %+v", key, got, want)
			}
		}
	})
}

// TestJournal: a journal returns its own writes and flushes them into the
// table in order, so the table ends as if the writes had gone there.
func TestJournal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		direct, merged := smallTable[uint8](), smallTable[uint8]()
		j := newJournal[uint8](64)
		n := rapid.IntRange(1, 64).Draw(t, "stores")
		for i := range n {
			key := rapid.Uint64Range(1, 40).Draw(t, "key")
			e := ttEntry[uint8]{key: key, value: float64(i), depth: 3, bound: boundLower}
			direct.store(e)
			j.store(e)
			if got, ok := j.probe(key); !ok || got.value != float64(i) {
				t.Fatalf("journal lost key %d: %+v", key, got)
			}
		}
		j.flush(merged)
		if !reflect.DeepEqual(direct.slots, merged.slots) {
			t.Fatal("flushed journal differs from direct stores")
		}
		if len(j.used) != 0 {
			t.Fatal("journal not empty after flush")
		}
	})
}

// TestTableScores: scores survive the trip through the table, and a proven
// result keeps its distance from the stored state.
func TestTableScores(t *testing.T) {
	for _, v := range []float64{0, 3.5, -7, WinScore - 10, -(WinScore - 10)} {
		for _, ply := range []int{0, 1, 7} {
			if got := fromTT(toTT(v, ply), ply); got != v {
				t.Errorf("fromTT(toTT(%v, %d)) = %v", v, ply, got)
			}
		}
	}
	// A win 10 plies from the root, found 4 plies deep, is a win in 6
	// from the stored state; met again 2 plies deep, a win in 8.
	if got := fromTT(toTT(WinScore-10, 4), 2); got != WinScore-8 {
		t.Errorf("moved win: %v, want %v", got, WinScore-8)
	}
}

type paddedMove struct {
	A uint8
	B uint32
}

type packedMove struct {
	From, To uint8
	Kind     [2]uint8
}

// packedIndex numbers packedMoves by From and To.
type packedIndex struct{}

func (packedIndex) MoveIndex(m packedMove) int { return int(m.From)<<8 | int(m.To) }
func (packedIndex) MoveIndexes() int           { return 1 << 16 }

// TestHistoryModel: the history table agrees with a map, for moves of
// integers, with padding, strings, and moves numbered by the game.
func TestHistoryModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		hp, hm, hs, hi := newHistory[packedMove](nil), newHistory[paddedMove](nil), newHistory[string](nil), newHistory[packedMove](packedIndex{})
		model := map[packedMove]int32{}
		n := rapid.IntRange(1, 500).Draw(t, "adds")
		str := func(m packedMove) string { return fmt.Sprintf("%d-%d", m.From, m.To) }
		for range n {
			m := packedMove{From: uint8(rapid.IntRange(0, 20).Draw(t, "from")), To: uint8(rapid.IntRange(0, 20).Draw(t, "to"))}
			d := int32(rapid.IntRange(1, 50).Draw(t, "d"))
			model[m] += d
			hp.add(m, d)
			hm.add(paddedMove{A: m.From, B: uint32(m.To)}, d)
			hs.add(str(m), d)
			hi.add(m, d)
		}
		for m, want := range model {
			if got := hp.get(m); got != want {
				t.Fatalf("history of %v: %d, want %d", m, got, want)
			}
			if got := hm.get(paddedMove{A: m.From, B: uint32(m.To)}); got != want {
				t.Fatalf("padded history of %v: %d, want %d", m, got, want)
			}
			if got := hs.get(str(m)); got != want {
				t.Fatalf("string history of %v: %d, want %d", m, got, want)
			}
			if got := hi.get(m); got != want {
				t.Fatalf("indexed history of %v: %d, want %d", m, got, want)
			}
		}
		if hp.get(packedMove{From: 99}) != 0 {
			t.Fatal("unknown move has a score")
		}
	})
}

// TestHistoryAllocs: the history table allocates nothing once made.
func TestHistoryAllocs(t *testing.T) {
	h, hi := newHistory[paddedMove](nil), newHistory[packedMove](packedIndex{})
	m := paddedMove{A: 3, B: 7}
	if n := testing.AllocsPerRun(100, func() {
		h.add(m, 1)
		h.get(m)
		hi.add(packedMove{From: 1}, 1)
		hi.get(packedMove{From: 1})
	}); n != 0 {
		t.Errorf("%v allocations per add and get", n)
	}
}

// TestMarginScores: finished games score by margin first, then by
// distance, and WinDistance gives the distance back.
func TestMarginScores(t *testing.T) {
	win := func(margin int) ply.Result {
		return ply.Result{Winner: ply.First, Score: [2]int{10 + margin, 10}}
	}
	for _, margin := range []int{0, 1, 7, MaxMargin, MaxMargin + 50} {
		for _, n := range []int{0, 1, 5, 300, 20000} {
			for _, me := range []ply.Player{ply.First, ply.Second} {
				v := terminalScore(win(margin), me, n)
				if d, ok := WinDistance(v); !ok || d != n || (v > 0) != (me == ply.First) {
					t.Fatalf("margin %d, %d plies, %v: score %v, WinDistance %d %v", margin, n, me, v, d, ok)
				}
			}
		}
	}
	if !(terminalScore(win(3), ply.First, 9) > terminalScore(win(2), ply.First, 1)) {
		t.Error("a bigger but slower win does not score higher")
	}
	if !(terminalScore(win(3), ply.Second, 1) < terminalScore(win(2), ply.Second, 9)) {
		t.Error("a bigger loss does not score lower")
	}
	if !(terminalScore(win(2), ply.First, 1) > terminalScore(win(2), ply.First, 9)) {
		t.Error("a quicker win of the same margin does not score higher")
	}
	if v := terminalScore(ply.Result{Score: [2]int{5, 5}}, ply.First, 3); v != 0 {
		t.Errorf("a draw scores %v", v)
	}
	for _, v := range []float64{0, 1e6, math.Inf(1), math.NaN(), WinScore + (MaxMargin+1)*MarginUnit} {
		if _, ok := WinDistance(v); ok {
			t.Errorf("WinDistance(%v) is proven", v)
		}
	}
}

// smallTable returns the smallest table.
func smallTable[M any]() *table[M] {
	t, err := newTable[M](0)
	if err != nil {
		panic(err)
	}
	return t
}

// TestNextUp: nextUp is math.Nextafter towards +Inf.
func TestNextUp(t *testing.T) {
	for _, v := range []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -3.25, math.MaxFloat64, -math.MaxFloat64,
		math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, math.Inf(1), math.Inf(-1), 1e6, -1e6, WinScore, -WinScore} {
		if got, want := nextUp(v), math.Nextafter(v, math.Inf(1)); math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("nextUp(%v) = %v, want %v", v, got, want)
		}
	}
	if !math.IsNaN(nextUp(math.NaN())) {
		t.Error("nextUp(NaN) is not NaN")
	}
}
