package web

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"sync"
	"testing"
	"time"
)

// loadBudgetMB is the live heap the load test allows the whole test
// process above its baseline: the bots' budget (BotMemoryMB) and 48 MiB
// for 64 games, their views, 64 streams and the garbage collector's slack.
const (
	loadBotMB    = 64
	loadBudgetMB = loadBotMB + 48
)

// The load test: 64 games of bots (alpha-beta and MCTS, 200 ms a move),
// each watched by an event stream, on the loopback interface for a
// bounded time. The live heap stays within loadBudgetMB, at most
// MaxThinking bots search at once, and the server still makes and loads
// games and finds every game on disk.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("the load test takes about 10 s")
	}
	const games = 64
	s, c := newTestServer(t, Options{Dir: t.TempDir(), MaxGames: games, BotMemoryMB: loadBotMB, MaxThinking: 4, MaxClientStreams: games + 8})
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base := ms.HeapAlloc

	// The games are made and watched by eight clients at once, as a busy
	// server is: one at a time, each request would wait its turn behind
	// the searching bots, and the test would spend most of its time there.
	ids := make([]string, games)
	streams := make([]*http.Response, games)
	defer func() {
		for _, r := range streams {
			if r != nil {
				r.Body.Close()
			}
		}
	}()
	concurrently(games, func(i int) error {
		bots := [2]string{"alphabeta:200ms", "mcts:200ms"}
		if i%2 == 1 {
			bots[0], bots[1] = bots[1], bots[0]
		}
		game := []string{"mapello", "morelli", "pathway"}[i%3]
		req, _ := json.Marshal(newGameRequest{Game: game, Sides: [2]sideSpec{{Bot: bots[0], Time: "200ms"}, {Bot: bots[1], Time: "200ms"}}})
		resp, err := http.Post(c.url+"/api/games", "application/json", bytes.NewReader(req))
		if err != nil {
			return err
		}
		var out struct{ ID string }
		err = json.NewDecoder(resp.Body).Decode(&out)
		resp.Body.Close()
		if err != nil || resp.StatusCode != 200 {
			return fmt.Errorf("new game: %d %v", resp.StatusCode, err)
		}
		ids[i] = out.ID
		resp, err = http.Get(c.url + "/api/games/" + out.ID + "/events")
		if err != nil {
			return err
		}
		streams[i] = resp
		if resp.StatusCode != 200 {
			return fmt.Errorf("stream: %d", resp.StatusCode)
		}
		go func() { // read the stream as a browser does
			r := bufio.NewReader(resp.Body)
			for {
				if _, err := r.ReadString('\n'); err != nil {
					return
				}
			}
		}()
		return nil
	}, t)
	if t.Failed() {
		return
	}

	// The heap is read after a collection every 250 ms. What counts is
	// what stays: the peak of the lesser of two readings in a row, so that
	// a search's allocations caught in flight by one collection (a table
	// being replaced, a tree being grown) are not taken for memory held.
	start := time.Now()
	var peak, prev, spike uint64
	maxThinking := 0
	for end := time.Now().Add(6 * time.Second); time.Now().Before(end); {
		time.Sleep(250 * time.Millisecond)
		runtime.GC()
		runtime.ReadMemStats(&ms)
		live := ms.HeapAlloc - min(ms.HeapAlloc, base)
		peak = max(peak, min(prev, live))
		spike = max(spike, live)
		prev = live
		maxThinking = max(maxThinking, s.Status().Thinking)
	}
	st := s.Status()
	t.Logf("live heap peak %.1f MiB above the baseline (budget %d MiB; highest single reading %.1f MiB); status %+v", float64(peak)/(1<<20), loadBudgetMB, float64(spike)/(1<<20), st)
	if peak > loadBudgetMB<<20 {
		t.Errorf("live heap peaked at %.1f MiB above the baseline, budget %d MiB", float64(peak)/(1<<20), loadBudgetMB)
	}
	if maxThinking > 4 {
		t.Errorf("%d bots searched at once, want at most 4", maxThinking)
	}
	if st.HoldingMB > loadBotMB {
		t.Errorf("bots hold %d MiB, budget %d", st.HoldingMB, loadBotMB)
	}
	// The server is full of watched games and still serves.
	id := c.newGame(newGameRequest{Game: "pathway"})
	c.post("/api/load", loadRequest{Record: "pathway\n-\n"}, 200, nil)
	ids = append(ids, id)
	concurrently(len(ids), func(i int) error {
		resp, err := http.Get(c.url + "/api/games/" + ids[i])
		if err != nil {
			return err
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			return fmt.Errorf("game %s: %d %.100s", ids[i], resp.StatusCode, body)
		}
		return nil
	}, t)
	t.Logf("%v in all", time.Since(start))
}

// concurrently calls f(0), ..., f(n-1) on eight goroutines and reports
// each error f returns as a failure of t.
func concurrently(n int, f func(i int) error, t *testing.T) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range 8 {
		wg.Go(func() {
			for i := range next {
				if err := f(i); err != nil {
					t.Error(err)
				}
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}
