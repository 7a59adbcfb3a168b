package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/plygo/ply/registry"
)

// TestBrowserStatic builds the board that needs no server as a person does
// (go run ./examples/web -static DIR), serves the directory with a plain
// file server, and plays on it in headless Chromium: Pathway 4x4 against
// a bot to its end, the page reloaded while the bot is to move and at the
// end (the game is kept in the browser's IndexedDB), and analysed; then
// "Move now" stops a bot, and every bot the page offers, in every game,
// plays a move.
func TestBrowserStatic(t *testing.T) {
	t.Parallel()
	bctx := browser(t)
	dir := t.TempDir()
	start := time.Now()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		if goCmd, err = exec.LookPath(filepath.Join(os.Getenv("GOROOT"), "bin", "go")); err != nil {
			t.Fatal("the static board is built by the go command, which is not on PATH")
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if out, err := exec.CommandContext(ctx, goCmd, "run", "../examples/web", "-static", dir).CombinedOutput(); err != nil {
		t.Fatalf("go run ./examples/web -static: %v\n%s", err, out)
	}
	info, err := os.Stat(filepath.Join(dir, StaticWasm))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("built in %v; %s is %.1f MB", time.Since(start).Round(time.Second), StaticWasm, float64(info.Size())/1e6)
	checkWasmSize(t, filepath.Join(dir, StaticWasm))

	hs := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer hs.Close()
	// Under a path of the host, as a site of project pages serves it.
	mux := http.NewServeMux()
	mux.Handle("/boards/ply/", http.StripPrefix("/boards/ply", http.FileServer(http.Dir(dir))))
	hs2 := httptest.NewServer(mux)
	defer hs2.Close()

	// The Learn page, from the new-game form's link, under a path of the
	// host: its lessons come from the worker.
	t.Run("learn", func(t *testing.T) {
		p := &page{t: t, ctx: bctx}
		p.run(chromedp.Navigate(hs2.URL + "/boards/ply/"))
		p.waitJS("document.querySelector('#f-game option[value=pathway]')")
		chooseGame(p, "pathway")
		p.waitJS("!document.getElementById('f-learn').hidden")
		p.run(chromedp.Click("#f-learn", chromedp.ByQuery))
		e, _ := registry.Lookup("pathway")
		p.waitJS(fmt.Sprintf("location.pathname === '/boards/ply/learn.html' && document.body?.dataset.lessons === '%d'", len(e.Lessons)))
		l := e.Lessons[0]
		cell := l.Move // a Pathway move is the cell clicked
		p.run(chromedp.Click(fmt.Sprintf("#lesson-1 .board [data-cell=%q]", cell), chromedp.ByQuery))
		p.waitJS("document.getElementById('lesson-1').dataset.state === 'solved'")
	})

	t.Run("pathway", func(t *testing.T) {
		p := &page{t: t, ctx: bctx}
		p.run(chromedp.Navigate(hs.URL + "/"))
		p.waitJS("document.querySelector('#f-game option[value=pathway]')")
		chooseGame(p, "pathway")
		p.run(chromedp.SetValue("#f-size", "4", chromedp.ByQuery),
			chromedp.SetValue("#f-kind-0", "human", chromedp.ByQuery),
			chromedp.SetValue("#f-kind-1", "bot", chromedp.ByQuery),
			chromedp.SetValue("#f-bot-1", "alphabeta", chromedp.ByQuery),
			chromedp.SetValue("#f-time-1", "200ms", chromedp.ByQuery),
			chromedp.Click("#f-start", chromedp.ByQuery))
		p.waitJS("location.hash.startsWith('#/g/') && document.body.dataset.ply === '0'")
		var hash string
		p.eval("location.hash", &hash)
		id := strings.TrimPrefix(hash, "#/g/")

		rng := rand.New(rand.NewPCG(29, 4))
		cfg := registry.Config{Size: 4}
		reloaded := false
		var v gameView
		for {
			v = staticWait(p, id, func(v gameView) bool { return v.Over || v.Clicks != nil })
			p.waitJS(fmt.Sprintf("document.body.dataset.ply === '%d'", v.Ply))
			if v.Over {
				break
			}
			path := chooseMove(t, v, cfg, rng)
			p.playPath(v, path)
			if !reloaded && !staticView(p, id).Over {
				// The bot is to move, perhaps thinking: a reload loses
				// nothing, and the bot plays on in the new page.
				reloaded = true
				p.run(chromedp.Reload())
				p.waitJS(fmt.Sprintf("Number(document.body.dataset.ply) > %d", v.Ply))
			}
		}
		if !reloaded {
			t.Error("the game ended before the reload in its middle")
		}
		if v.Result == "" || len(v.Moves) < 2 {
			t.Fatalf("the game ended without a result or moves: %+v", v)
		}
		p.waitJS("!document.getElementById('result').hidden")
		var result string
		var moves []string
		p.eval("document.getElementById('result').textContent", &result)
		p.eval(`[...document.querySelectorAll('#moves [data-ply]')].map((e) => e.textContent)`, &moves)
		if !strings.Contains(result, v.Result) {
			t.Errorf("result shown %q, want %q", result, v.Result)
		}

		// The finished game survives a reload: the worker starts again
		// and reads it back from IndexedDB.
		p.run(chromedp.Reload())
		p.waitJS(fmt.Sprintf("document.body.dataset.ply === '%d' && document.body.dataset.over === '1'", v.Ply))
		var result2 string
		var moves2 []string
		p.eval("document.getElementById('result').textContent", &result2)
		p.eval(`[...document.querySelectorAll('#moves [data-ply]')].map((e) => e.textContent)`, &moves2)
		if result2 != result || !slices.Equal(moves2, moves) {
			t.Errorf("after a reload: result %q, moves %q; before: %q, %q", result2, moves2, result, moves)
		}
		if got := staticView(p, id); !slices.Equal(got.Moves, v.Moves) || got.Result != v.Result {
			t.Errorf("the game read back: moves %q, result %q; want %q, %q", got.Moves, got.Result, v.Moves, v.Result)
		}
		// The record downloads from the worker.
		var record string
		p.evalAwait(fmt.Sprintf(`import("./transport.js").then((m) => m.send("/api/games/%s/record")).then((r) => r.text())`, id), &record)
		if !strings.Contains(record, "alphabeta") || !strings.Contains(record, v.Moves[len(v.Moves)-1]) {
			t.Errorf("the record:\n%s", record)
		}

		// The analysis runs in the worker too, and the page's requests
		// are answered between its positions.
		p.run(chromedp.SetValue("#an-time", "500ms", chromedp.ByQuery), chromedp.Click("#btn-analyze", chromedp.ByQuery))
		p.waitJS("document.body.dataset.analysis === 'running'")
		asked := time.Now()
		// The worker answers while the analysis goes on, between two of
		// its positions, not after the last.
		if got := staticView(p, id); got.Analysis == nil {
			t.Error("the game's view during its analysis has none")
		} else if a := got.Analysis; a.State != "running" || a.Done >= a.Total {
			t.Errorf("a request during the analysis was answered when it was %s, %d of %d positions done", a.State, a.Done, a.Total)
		} else {
			t.Logf("a request during the analysis took %v, at position %d of %d", time.Since(asked).Round(time.Millisecond), a.Done, a.Total)
		}
		p.waitJS("document.body.dataset.analysis !== 'running'")
		var state string
		p.eval("document.body.dataset.analysis + ': ' + document.getElementById('an-status').textContent", &state)
		if !strings.HasPrefix(state, "done") {
			t.Fatalf("the analysis: %s", state)
		}
		if n := p.count("#graph svg .point"); n != len(v.Moves)+1 {
			t.Errorf("the evaluation graph has %d points for %d positions", n, len(v.Moves)+1)
		}
	})

	// The board hosted under a path: its addresses are relative, and its
	// games' addresses are fragments of the board's own.
	t.Run("subpath", func(t *testing.T) {
		p := &page{t: t, ctx: bctx}
		p.run(chromedp.Navigate(hs2.URL + "/boards/ply/"))
		p.waitJS("document.querySelector('#f-game option[value=mapello]')")
		p.run(chromedp.Click("#f-start", chromedp.ByQuery))
		p.waitJS("location.pathname === '/boards/ply/' && location.hash.startsWith('#/g/') && document.body.dataset.ply === '0'")
		// "New game" comes back to the form, at the board's own address;
		// Back returns to the game.
		p.run(chromedp.Click("#btn-new", chromedp.ByQuery))
		p.waitJS("location.pathname === '/boards/ply/' && location.hash === '' && !document.getElementById('setup').hidden")
		p.eval("history.back(), true", nil)
		p.waitJS("location.hash.startsWith('#/g/') && !document.getElementById('play').hidden && document.body.dataset.ply === '0'")
	})

	// A board whose ply.wasm is missing says so.
	t.Run("broken", func(t *testing.T) {
		broken := t.TempDir()
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.Name() == StaticWasm {
				continue
			}
			b, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(broken, e.Name()), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		hs3 := httptest.NewServer(http.FileServer(http.Dir(broken)))
		defer hs3.Close()
		p := &page{t: t, ctx: bctx}
		p.run(chromedp.Navigate(hs3.URL + "/"))
		p.waitJS("document.getElementById('f-error').textContent.includes('ply.wasm: 404')")
	})

	// A game made in one tab opens by its address in another tab whose
	// worker started before the game existed.
	t.Run("tabs", func(t *testing.T) {
		other, closeOther := chromedp.NewContext(bctx)
		defer closeOther()
		// The tab opens with the context's first run, which must not
		// be one that ends: the tab would close with it.
		if err := chromedp.Run(other); err != nil {
			t.Fatal(err)
		}
		p2 := &page{t: t, ctx: other}
		p2.run(chromedp.Navigate(hs.URL + "/"))
		p2.waitJS("document.querySelector('#f-game option')")

		p := &page{t: t, ctx: bctx}
		p.run(chromedp.Navigate(hs.URL + "/"))
		p.waitJS("document.querySelector('#f-game option')")
		req, _ := json.Marshal(newGameRequest{Game: "pathway", Size: 4, Sides: [2]sideSpec{{Bot: "human"}, {Bot: "human"}}})
		var out struct{ ID string }
		p.evalAwait(fmt.Sprintf(`import("./transport.js").then((m) => m.send("/api/games", {method: "POST", body: %q})).then((r) => r.json())`, req), &out)
		v := staticView(p, out.ID)
		if v.Clicks == nil || len(v.Clicks.Moves) == 0 {
			t.Fatalf("a new game with no moves to click: %+v", v)
		}
		move, _ := json.Marshal(moveRequest{Move: v.Clicks.Moves[0], Ply: 0})
		var after gameView
		p.evalAwait(fmt.Sprintf(`import("./transport.js").then((m) => m.send("/api/games/%s/move", {method: "POST", body: %q})).then((r) => r.json())`, out.ID, move), &after)
		if after.Ply != 1 {
			t.Fatalf("the move was not played: %+v", after)
		}

		p2.eval(fmt.Sprintf("location.hash = '#/g/%s', true", out.ID), nil)
		p2.waitJS("document.body.dataset.ply === '1'")
		var moves []string
		p2.eval(`[...document.querySelectorAll('#moves [data-ply]')].map((e) => e.textContent)`, &moves)
		if !slices.Equal(moves, after.Moves) {
			t.Errorf("the other tab shows moves %q, want %q", moves, after.Moves)
		}
	})

	// While a bot thinks, in the worker, its progress reaches the page
	// and "Move now" stops it.
	t.Run("movenow", func(t *testing.T) {
		p := &page{t: t, ctx: bctx}
		p.run(chromedp.Navigate(hs.URL + "/"))
		p.waitJS("document.querySelector('#f-game option[value=mapello]')")
		chooseGame(p, "mapello")
		p.run(chromedp.SetValue("#f-kind-0", "human", chromedp.ByQuery),
			chromedp.SetValue("#f-kind-1", "bot", chromedp.ByQuery))
		chooseBot(p, 1, "alphabeta:30s")
		p.run(chromedp.Click("#f-start", chromedp.ByQuery))
		p.waitJS("location.hash.startsWith('#/g/') && document.body.dataset.ply === '0'")
		p.run(chromedp.SetValue("#type-move", "d3", chromedp.ByQuery), chromedp.Click("#type-form button", chromedp.ByQuery))
		p.waitJS("document.body.dataset.ply === '1' && /depth \\d+/.test(document.getElementById('think-text').textContent)")
		start := time.Now()
		p.run(chromedp.Click("#btn-movenow", chromedp.ByQuery))
		p.waitJS("document.body.dataset.ply === '2'")
		if d := time.Since(start); d > 15*time.Second {
			t.Errorf("the bot played %v after Move now", d)
		}
	})

	// Every bot the page offers, and the other kinds of bot.Help,
	// in every game, plays a move as the first player; the person to move
	// then stops the game.
	t.Run("bots", func(t *testing.T) {
		start := time.Now()
		p := &page{t: t, ctx: bctx}
		p.run(chromedp.Navigate(hs.URL + "/"))
		p.waitJS("document.querySelector('#f-game option')")
		var games []string
		p.eval(`[...document.querySelectorAll('#f-game option')].map((o) => o.value)`, &games)
		if len(games) < 5 {
			t.Fatalf("games offered: %q", games)
		}
		played := 0
		for _, game := range games {
			p.run(chromedp.SetValue("#f-game", game, chromedp.ByQuery))
			p.eval(`document.getElementById('f-game').dispatchEvent(new Event('change')), true`, nil)
			var bots []string
			p.eval(`[...document.querySelectorAll('#bot-list option')].map((o) => o.value)`, &bots)
			// And the forms of bot.Help the menu does not list.
			bots = append(bots, "minimax:2", "alphabeta:50ms", "mcts:50ms", "oracle")
			for _, bot := range bots {
				req, _ := json.Marshal(newGameRequest{Game: game, Sides: [2]sideSpec{{Bot: bot, Time: "50ms"}, {Bot: "human"}}})
				var out struct {
					ID    string `json:"id"`
					Error string `json:"error"`
				}
				p.evalAwait(fmt.Sprintf(`import("./transport.js").then((m) => m.send("/api/games", {method: "POST", body: %q})).then((r) => r.json())`, req), &out)
				if out.ID == "" {
					t.Errorf("%s with %s: %s", game, bot, out.Error)
					continue
				}
				v := staticWait(p, out.ID, func(v gameView) bool { return v.Ply >= 1 || v.Over || v.Note != "" })
				if v.Ply < 1 || v.Note != "" {
					t.Errorf("%s with %s: %d moves, note %q", game, bot, v.Ply, v.Note)
				}
				played++
			}
		}
		t.Logf("%d bots in %d games played a move each in %v", played, len(games), time.Since(start).Round(time.Millisecond))
	})
}

// evalAwait evaluates a JavaScript expression that gives a promise, and
// decodes what it resolves to.
func (p *page) evalAwait(expr string, out any) {
	p.t.Helper()
	p.run(chromedp.Evaluate(expr, out, func(ep *cdpruntime.EvaluateParams) *cdpruntime.EvaluateParams {
		return ep.WithAwaitPromise(true)
	}))
}

// staticView returns game id as the page's transport gets it from the
// worker.
func staticView(p *page, id string) gameView {
	p.t.Helper()
	var v gameView
	p.evalAwait(fmt.Sprintf(`import("./transport.js").then((m) => m.send("/api/games/%s")).then((r) => r.json())`, id), &v)
	return v
}

// staticWait polls game id until cond holds, for 30 seconds.
func staticWait(p *page, id string, cond func(gameView) bool) gameView {
	p.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		v := staticView(p, id)
		if cond(v) {
			return v
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("game %s: timed out waiting; now %d moves, note %q", id, v.Ply, v.Note)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// wasmSize matches a statement of the size of ply.wasm in the docs:
// "ply.wasm` is 15.3 MB, 4.1 MB gzipped" or "(`ply.wasm`, 15.3 MB, 4.1 MB
// gzipped)".
var wasmSize = regexp.MustCompile(`ply\.wasm` + "`" + `(?: is|,) ([0-9.]+) MB, ([0-9.]+) MB gzipped`)

// checkWasmSize checks the size of the static board's program, and its
// size gzipped (as a host that compresses its answers sends it), against
// what README.md and docs/static-board.md say, within a tenth: a change
// that makes it much larger or smaller updates the docs.
func checkWasmSize(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write(data)
	w.Close()
	size, zipped := float64(len(data))/1e6, float64(gz.Len())/1e6
	t.Logf("%s is %.1f MB, %.1f MB gzipped", StaticWasm, size, zipped)
	for _, doc := range []string{filepath.Join("..", "README.md"), filepath.Join("..", "docs", "static-board.md")} {
		text, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		m := wasmSize.FindSubmatch(text)
		if m == nil {
			t.Errorf("%s does not say how large ply.wasm is", doc)
			continue
		}
		said, _ := strconv.ParseFloat(string(m[1]), 64)
		saidZipped, _ := strconv.ParseFloat(string(m[2]), 64)
		if math.Abs(said-size) > size/10 || math.Abs(saidZipped-zipped) > zipped/10 {
			t.Errorf("%s says ply.wasm is %s MB, %s MB gzipped; it is %.1f MB, %.1f MB gzipped", doc, m[1], m[2], size, zipped)
		}
	}
}
