package web

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// An oracle draws its memory from the bots' budget: with BotMemoryMB 16
// and one bot thinking at a time, the heap of a game of Push Fight between
// two oracles (whose solver followed lines of more than 100 MiB) stays
// within the budget and a margin for the server.
func TestOracleWithinBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("plays three moves of a second")
	}
	const budgetMB, marginMB = 16, 16
	_, c := newTestServer(t, Options{BotMemoryMB: budgetMB, MaxThinking: 1})
	// A small GC target, so that the heap follows what is live.
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base, peak := ms.HeapAlloc, ms.HeapAlloc
	oracle := sideSpec{Bot: "oracle:1h", Time: "1s"}
	id := c.newGame(newGameRequest{Game: "pushfight", Sides: [2]sideSpec{oracle, oracle}})
	for deadline := time.Now().Add(20 * time.Second); ; {
		for range 20 {
			time.Sleep(5 * time.Millisecond)
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapAlloc)
		}
		v := c.view(id)
		if v.Note != "" {
			t.Fatalf("the oracle's move: %s", v.Note)
		}
		if v.Ply >= 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out at ply %d", v.Ply)
		}
	}
	if mb := (peak - base) >> 20; mb > budgetMB+marginMB {
		t.Errorf("the heap reached %d MiB over the start, budget %d MiB", mb, budgetMB)
	}
}
