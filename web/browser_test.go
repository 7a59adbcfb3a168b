package web

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"github.com/plygo/ply/registry"
)

// The browser tests drive headless Chromium. They are skipped under
// -short, and when no Chromium is installed unless PLY_BROWSER_TESTS=1
// asks for them, which makes a missing browser a failure. With
// PLY_WEB_SCREENSHOTS=1 they also write docs/img/web-<game>.png.

// chromium returns the path of a Chromium or Chrome binary.
func chromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("browser tests are slow: skipped under -short")
	}
	required := os.Getenv("PLY_BROWSER_TESTS") == "1"

	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if required {
		t.Fatal("PLY_BROWSER_TESTS=1 but no Chromium is installed (apt-get install -y chromium)")
	}
	t.Skip("no Chromium installed (apt-get install -y chromium); PLY_BROWSER_TESTS=1 makes this a failure")
	return ""
}

// chrome is the one headless Chromium of the package's browser tests,
// started by the first test that needs it and closed by TestMain: each
// test has a browser context of its own in it (browser), so that no test
// sees another's storage, and none pays for starting Chromium again.
var chrome struct {
	sync.Mutex
	ctx     context.Context // the browser's first tab; nil before the start
	cancel  func()          // closes the browser
	profile string
	err     error // why it did not start
}

func TestMain(m *testing.M) {
	code := m.Run()
	closeChrome()
	os.Exit(code)
}

// closeChrome closes the shared Chromium, if it was started, and removes
// its profile.
func closeChrome() {
	chrome.Lock()
	defer chrome.Unlock()
	if chrome.cancel == nil {
		return
	}
	chrome.cancel()
	// Chromium's helpers may still write to the profile for a moment after
	// it exits.
	for range 20 {
		if os.RemoveAll(chrome.profile) == nil {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	chrome.ctx, chrome.cancel = nil, nil
}

// startChrome starts the shared Chromium at path unless it runs.
func startChrome(path string) (context.Context, error) {
	chrome.Lock()
	defer chrome.Unlock()
	if chrome.ctx != nil || chrome.err != nil {
		return chrome.ctx, chrome.err
	}
	profile, err := os.MkdirTemp("", "ply-chromium-")
	if err != nil {
		chrome.err = err
		return nil, err
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1100, 820),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	chrome.ctx, chrome.profile = ctx, profile
	chrome.cancel = func() { cancel(); cancelAlloc() }
	if err := chromedp.Run(ctx); err != nil {
		chrome.err = fmt.Errorf("starting %s: %w", path, err)
		chrome.cancel()
		chrome.ctx = nil
		return nil, chrome.err
	}
	return ctx, nil
}

// browser returns a tab of headless Chromium for the test, in a browser
// context of its own (its own storage and cookies, as a private window
// has) and a window of its own, closed when the test ends. So the browser
// tests run in parallel (each calls t.Parallel): they share Chromium and
// nothing else, each with a server of its own.
func browser(t *testing.T) context.Context {
	path := chromium(t)
	root, err := startChrome(path)
	if err != nil {
		t.Fatal(err)
	}
	// A window of its own, as chromedp.WithNewBrowserContext does not
	// open one and a browser context without a window has no tab.
	bx := cdp.WithExecutor(root, chromedp.FromContext(root).Browser)
	id, err := target.CreateBrowserContext().WithDisposeOnDetach(true).Do(bx)
	if err != nil {
		t.Fatalf("a browser context in %s: %v", path, err)
	}
	tab, err := target.CreateTarget("about:blank").WithBrowserContextID(id).WithNewWindow(true).Do(bx)
	if err != nil {
		t.Fatalf("a window in %s: %v", path, err)
	}
	ctx, cancel := chromedp.NewContext(root, chromedp.WithTargetID(tab))
	// The tabs a test opens from ctx share its browser context.
	chromedp.FromContext(ctx).BrowserContextID = id
	t.Cleanup(func() {
		cancel()
		_ = target.DisposeBrowserContext(id).Do(bx)
	})
	if err := chromedp.Run(ctx); err != nil {
		t.Fatalf("a new tab in %s: %v", path, err)
	}
	return ctx
}

// page is one browser tab on the test server.
type page struct {
	t   *testing.T
	ctx context.Context
	c   *client
}

func (p *page) run(actions ...chromedp.Action) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Run(ctx, actions...); err != nil {
		p.t.Fatalf("browser: %v", err)
	}
}

// eval evaluates a JavaScript expression.
func (p *page) eval(expr string, out any) {
	p.t.Helper()
	p.run(chromedp.Evaluate(expr, out))
}

// waitJS polls a JavaScript condition until it holds. A poll that fails
// counts as one where it does not hold yet: a click may have started a
// navigation, during which the page's context goes away ("Inspected
// target navigated or closed").
func (p *page) waitJS(cond string) {
	p.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var ok bool
		ctx, cancel := context.WithTimeout(p.ctx, 10*time.Second)
		err := chromedp.Run(ctx, chromedp.Evaluate("!!("+cond+")", &ok))
		cancel()
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			if err != nil {
				p.t.Fatalf("timed out waiting for %s: browser: %v", cond, err)
			}
			var body string
			p.eval(`['status', 'play-error', 'feedback', 'partial'].map((id) => document.getElementById(id)?.textContent ?? '').join(' | ') +
				' | ply ' + document.body.dataset.ply + ', refusals ' + (document.body.dataset.refusals ?? 0) + ', refused ' + (document.body.dataset.refused ?? '-')`, &body)
			p.t.Fatalf("timed out waiting for %s (page: %s)", cond, body)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// count returns the number of elements matching a CSS selector.
func (p *page) count(sel string) int {
	p.t.Helper()
	var n int
	p.eval(fmt.Sprintf("document.querySelectorAll(%q).length", sel), &n)
	return n
}

// click clicks one cell of the board, or a token button, and confirms
// the turn if it completes one that waits for confirmation (the setting
// "confirm moves", which TestBrowserFeel tests).
func (p *page) click(name string, cells map[string]bool) {
	p.t.Helper()
	p.clickOnly(name, cells)
	var asked bool
	p.eval("!document.getElementById('confirm').hidden", &asked)
	if asked {
		p.run(chromedp.Click("#btn-confirm", chromedp.ByQuery))
	}
}

// clickOnly clicks one cell of the board, or a token button.
func (p *page) clickOnly(name string, cells map[string]bool) {
	p.t.Helper()
	sel := fmt.Sprintf(`#board [data-cell=%q]`, name)
	if !cells[name] {
		sel = fmt.Sprintf(`#tokens [data-token=%q]`, name)
	}
	// The board is drawn again when the preview of the turn arrives; a
	// click whose element went away meanwhile was not made: make it again.
	for try := 0; ; try++ {
		ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
		err := chromedp.Run(ctx, chromedp.Click(sel, chromedp.ByQuery))
		cancel()
		if err == nil {
			return
		}
		if try == 3 || !strings.Contains(err.Error(), "node") {
			p.t.Fatalf("browser: click %s: %v", name, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// playPath plays the move whose clicks are path in view v, as a person
// does: it clicks until the clicks leave one move (the page completes the
// turn there, confirming it where it asks), waiting for each click to show,
// then waits for the move to be played.
func (p *page) playPath(v gameView, path []string) {
	p.t.Helper()
	cells := cellsOf(v)
	var node any = v.Clicks.Tree
	for i, c := range path {
		p.click(c, cells)
		node = node.(map[string]any)[c]
		if movesBelow(node) == 1 {
			break
		}
		p.waitJS(fmt.Sprintf("document.querySelectorAll('#board .clicked').length === %d", i+1))
	}
	p.waitJS(fmt.Sprintf("Number(document.body.dataset.ply) > %d", v.Ply))
}

// open loads the game's page and waits for its board.
func (p *page) open(id string) gameView {
	p.t.Helper()
	p.run(chromedp.Navigate(p.c.url + "/g/" + id))
	v := p.c.view(id)
	p.waitJS(fmt.Sprintf("document.body.dataset.ply === '%d'", v.Ply))
	return v
}

// cellsOf returns the cell names of a view's diagram.
func cellsOf(v gameView) map[string]bool {
	m := map[string]bool{}
	if v.Diagram != nil {
		for _, c := range v.Diagram.Cells {
			m[c.Name] = true
		}
	}
	return m
}

// chooseMove picks the person's move: one that wins at once if there is
// one, else one drawn at random; it returns the move's clicks.
func chooseMove(t *testing.T, v gameView, cfg registry.Config, rng *rand.Rand) []string {
	t.Helper()
	g, err := registry.Open(v.Game, registry.Config{Setup: cfg.Setup, Size: cfg.Size, Position: v.Position})
	if err != nil {
		t.Fatal(err)
	}
	pos := g.Start()
	mover := g.ToMove(pos)
	// Every path of every move, from the tree.
	paths := map[string][]string{}
	var walk func(node any, path []string)
	walk = func(node any, path []string) {
		switch n := node.(type) {
		case float64:
			m := v.Clicks.Moves[int(n)]
			if _, ok := paths[m]; !ok {
				paths[m] = slices.Clone(path)
			}
		case map[string]any:
			keys := make([]string, 0, len(n))
			for k := range n {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				walk(n[k], append(path, k))
			}
		}
	}
	walk(v.Clicks.Tree, nil)
	for _, m := range v.Clicks.Moves {
		mv, err := g.ParseMove(pos, m)
		if err != nil {
			t.Fatal(err)
		}
		next, err := g.Apply(mv)
		if err != nil {
			t.Fatal(err)
		}
		if r, over := g.Result(next); over && r.Winner == mover {
			return paths[m]
		}
	}
	return paths[v.Clicks.Moves[rng.IntN(len(v.Clicks.Moves))]]
}

// playToEnd plays the person's moves by clicking until the game ends,
// and checks the result the page shows. It takes a screenshot of the
// page at the person's second turn, after its first click, when shot is
// set.
func (p *page) playToEnd(id string, cfg registry.Config, rng *rand.Rand, shot string) gameView {
	p.t.Helper()
	turns := 0
	for {
		v := p.c.waitFor(id, func(v gameView) bool { return v.Over || v.Clicks != nil })
		p.waitJS(fmt.Sprintf("document.body.dataset.ply === '%d'", v.Ply))
		if v.Over {
			p.waitJS("!document.getElementById('result').hidden")
			var text string
			p.eval("document.getElementById('result').textContent", &text)
			if !strings.Contains(text, v.Result) {
				p.t.Errorf("result shown %q, want %q", text, v.Result)
			}
			if w := v.Winner.Index(); w >= 0 && !strings.Contains(text, v.Players[w]) {
				p.t.Errorf("result shown %q lacks the winner's name %q", text, v.Players[w])
			}
			if shot != "" && turns < 2 {
				p.screenshot(shot)
			}
			return v
		}
		turns++
		path := chooseMove(p.t, v, cfg, rng)
		cells := cellsOf(v)
		// The picture shows the turn in progress where the first click
		// leaves several moves open, else the position before the move.
		partial := len(path) > 1 && movesBelow(v.Clicks.Tree[path[0]]) > 1
		if shot != "" && turns == 2 && !partial {
			p.screenshot(shot)
		}
		var node any = v.Clicks.Tree
		for i, c := range path {
			p.click(c, cells)
			node = node.(map[string]any)[c]
			if movesBelow(node) == 1 {
				break // the page plays the one move left
			}
			p.waitJS(fmt.Sprintf("document.querySelectorAll('#board .clicked').length === %d", i+1))
			if shot != "" && turns == 2 && i == 0 && partial {
				p.screenshot(shot)
			}
		}
		p.waitJS(fmt.Sprintf("Number(document.body.dataset.ply) > %d", v.Ply))
	}
}

// screenshot writes the page's play area to docs/img/web-<name>.png when
// PLY_WEB_SCREENSHOTS=1.
func (p *page) screenshot(name string) {
	p.t.Helper()
	if os.Getenv("PLY_WEB_SCREENSHOTS") != "1" {
		return
	}
	// The board at rest: no move animating.
	p.waitJS("document.getAnimations().length === 0")
	var buf []byte
	p.run(chromedp.FullScreenshot(&buf, 100))
	if err := os.WriteFile(filepath.Join("..", "docs", "img", "web-"+name+".png"), buf, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// pages starts Chromium and a server of opts for a browser test, both
// closed when t ends, and returns how a (sub)test gets a page on that
// server. One tab serves every page, in turn: Chromium throttles tabs in
// the background.
func pages(t *testing.T, opts Options) func(t *testing.T) *page {
	t.Helper()
	bctx := browser(t)
	s, err := NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s)
	t.Cleanup(func() {
		s.Close() // ends the event streams, which hs.Close waits for
		hs.Close()
	})
	return func(t *testing.T) *page { return &page{t, bctx, &client{t, hs.URL}} }
}

func TestBrowser(t *testing.T) {
	t.Parallel()
	newPage := pages(t, Options{})

	// Pathway 4x4 through the new-game form, to its end.
	t.Run("pathway", func(t *testing.T) {
		start := time.Now()
		p := newPage(t)
		p.run(chromedp.Navigate(p.c.url + "/"))
		p.waitJS("document.querySelector('#f-game option[value=pathway]')")
		chooseGame(p, "pathway")
		p.run(chromedp.SetValue("#f-size", "4", chromedp.ByQuery),
			chromedp.SetValue("#f-kind-0", "human", chromedp.ByQuery),
			chromedp.SetValue("#f-kind-1", "bot", chromedp.ByQuery),
			chromedp.SetValue("#f-bot-1", "random", chromedp.ByQuery),
			chromedp.Click("#f-start", chromedp.ByQuery))
		p.waitJS("location.pathname.startsWith('/g/') && document.body.dataset.ply === '0'")
		var path string
		p.eval("location.pathname", &path)
		id := strings.TrimPrefix(path, "/g/")
		v := p.c.view(id)
		if len(v.Diagram.Cells) != 16 || v.Sides[1].Bot != "random" || v.Sides[0].Bot != "" {
			t.Fatalf("form made %d cells, sides %+v", len(v.Diagram.Cells), v.Sides)
		}
		p.playToEnd(id, registry.Config{Size: 4}, rand.New(rand.NewPCG(1, 1)), "pathway")
		t.Logf("pathway 4x4 played in %v", time.Since(start))
	})

	// The answer to a person's move arrives late, after the event stream
	// has brought the bot's reply: the page shows the reply, takes the
	// person's next clicks at once and does not go back to the answer's
	// older view. (A click made while the answer was on its way was lost.)
	t.Run("late-answer", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "pathway", Size: 4, Sides: [2]sideSpec{{}, {Bot: "random"}}})
		p.open(id)
		p.eval(`(() => {
		  const send = window.fetch, data = document.body.dataset;
		  window.fetch = async (url, opts) => {
		    const move = String(url).endsWith('/move');
		    if (move) data.movesSent = String(Number(data.movesSent ?? 0) + 1);
		    const r = await send(url, opts);
		    if (move) {
		      await new Promise((done) => setTimeout(done, 1500));
		      data.lateAnswers = String(Number(data.lateAnswers ?? 0) + 1);
		    }
		    return r;
		  };
		  return true;
		})()`, nil)
		v := p.playToEnd(id, registry.Config{Size: 4}, rand.New(rand.NewPCG(3, 3)), "")
		// Every answer arrives in the end; the page still shows the end
		// of the game.
		p.waitJS("Number(document.body.dataset.movesSent) > 1 && document.body.dataset.lateAnswers === document.body.dataset.movesSent")
		var ply string
		p.eval("document.body.dataset.ply", &ply)
		if ply != fmt.Sprint(v.Ply) {
			t.Errorf("after the late answers the page shows ply %s, want %d", ply, v.Ply)
		}
	})

	// A click on a cell that the rules refuse says which rule refuses it,
	// in the games where a cell is a whole move.
	t.Run("refused-rule", func(t *testing.T) {
		p := newPage(t)
		for _, name := range []string{"pathway", "mapello"} {
			pos, cell, why := refusedCell(t, name, registry.Config{})
			id := p.c.newGame(newGameRequest{Game: name, Position: pos})
			v := p.open(id)
			p.clickOnly(cell, cellsOf(v))
			p.waitJS(fmt.Sprintf("document.getElementById('feedback').textContent.includes(%q)", why))
		}
	})

	for _, name := range []string{"mapello", "morelli", "mitsudomoe", "pushfight"} {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			p := newPage(t)
			pos := latePosition(t, name, registry.Config{}, 8)
			id := p.c.newGame(newGameRequest{Game: name, Position: pos, Sides: [2]sideSpec{{}, {Bot: "random"}}})
			p.open(id)
			v := p.playToEnd(id, registry.Config{}, rand.New(rand.NewPCG(2, 2)), name)
			t.Logf("%s from %q: %d moves to %q in %v", name, pos, v.Ply, v.Result, time.Since(start))
		})
	}

	// A partial turn is shown, cancelled by Escape or the button, and an
	// impossible click does nothing.
	for _, name := range []string{"pushfight", "mitsudomoe"} {
		t.Run("cancel-"+name, func(t *testing.T) {
			p := newPage(t)
			// Mitsudomoe's start has no ring to move: a later position.
			pos := latePosition(t, name, registry.Config{}, 8)
			id := p.c.newGame(newGameRequest{Game: name, Position: pos, Sides: [2]sideSpec{{}, {Bot: "random"}}})
			v := p.open(id)
			cells := cellsOf(v)
			// Two clicks after which several moves are still open, so
			// that the page waits for more.
			var first, second string
			for _, k := range sortedKeys(v.Clicks.Tree) {
				m, ok := v.Clicks.Tree[k].(map[string]any)
				if !ok || !cells[k] || movesBelow(m) < 2 {
					continue
				}
				for _, k2 := range sortedKeys(m) {
					if m2, ok := m[k2].(map[string]any); ok && cells[k2] && movesBelow(m2) >= 2 && first == "" {
						first, second = k, k2
					}
				}
			}
			if first == "" {
				t.Fatal("no two clicks leave several moves open")
			}
			t.Logf("clicks %s, %s", first, second)
			for _, how := range []string{"escape", "button"} {
				t.Logf("cancel by %s", how)
				p.click(first, cells)
				p.waitJS("document.querySelectorAll('#board .clicked').length === 1")
				if n := p.count("#board .dot"); n == 0 {
					t.Errorf("no cell marked live after the first click")
				}
				p.click(second, cells)
				p.waitJS("document.querySelectorAll('#board .clicked').length === 2 && !document.getElementById('btn-cancel').hidden")
				if how == "escape" {
					// An update that leaves the position as it was (here
					// the watch settings) keeps the turn in progress.
					version := v.Version
					p.c.post("/api/games/"+id+"/watch", map[string]any{"delayMs": 10}, 200, nil)
					p.c.waitFor(id, func(w gameView) bool { return w.Version > version })
					time.Sleep(300 * time.Millisecond)
					if n := p.count("#board .clicked"); n != 2 {
						t.Errorf("an update of the watch settings left %d clicks of 2", n)
					}
				}
				// The board shows the turn so far carried out.
				p.waitJS("document.querySelector('#board svg[data-preview]')")
				if how == "escape" {
					p.run(chromedp.KeyEvent("\x1b"))
				} else {
					p.run(chromedp.Click("#btn-cancel", chromedp.ByQuery))
				}
				p.waitJS("document.querySelectorAll('#board .clicked').length === 0 && document.getElementById('btn-cancel').hidden")
			}
			// A cell no move starts from: nothing happens.
			for c := range cells {
				if _, ok := v.Clicks.Tree[c]; !ok {
					p.click(c, cells)
					break
				}
			}
			time.Sleep(100 * time.Millisecond)
			if n := p.count("#board .clicked"); n != 0 {
				t.Errorf("an impossible click left %d marks", n)
			}
			if w := p.c.view(id); w.Ply != 0 {
				t.Errorf("an impossible click played a move")
			}
		})
	}

	// A Push Fight setup is clicked in any order: its three squares in
	// every order, then its two rounds in both, each enters the move
	// typed as d2d3d4/c2d1. The order (d2, then d3) is played,
	// the page saying what the next click places and drawing the pieces
	// placed so far; the other five are entered with every move
	// confirmed, checked on the Confirm line and cancelled by Escape, the
	// last one played. A cell clicked again in the group under way is
	// taken back; a cell of the other half is refused with a reason. (The
	// page took one hidden order: after d2, d3 put d2 back.)
	t.Run("pushfight-setup-orders", func(t *testing.T) {
		p := newPage(t)
		people := [2]sideSpec{{}, {}}
		typed := p.c.newGame(newGameRequest{Game: "pushfight", Setup: "placement", Sides: people})
		var tv gameView
		p.c.post("/api/games/"+typed+"/move", moveRequest{Move: "d2d3d4/c2d1"}, 200, &tv)
		want := tv.Moves[0]
		text := func(id string) string {
			var s string
			p.eval(fmt.Sprintf("document.getElementById(%q).textContent", id), &s)
			return s
		}
		// Every order of the squares, with the rounds in both orders in
		// turn.
		var orders [][]string
		for i, sq := range [][]string{
			{"d2", "d3", "d4"}, {"d2", "d4", "d3"}, {"d3", "d2", "d4"},
			{"d3", "d4", "d2"}, {"d4", "d2", "d3"}, {"d4", "d3", "d2"},
		} {
			rd := []string{"c2", "d1"}
			if i%2 == 1 {
				rd = []string{"d1", "c2"}
			}
			orders = append(orders, append(slices.Clone(sq), rd...))
		}

		id := p.c.newGame(newGameRequest{Game: "pushfight", Setup: "placement", Sides: people})
		v := p.open(id)
		cells := cellsOf(v)
		if got := text("partial"); !strings.Contains(got, "place a square ×3, then place a round ×2") {
			t.Errorf("at the start the turn says %q", got)
		}
		// A cell of Black's half continues no move: refused, saying why,
		// the turn kept; the square clicked again is taken back.
		p.clickOnly("d2", cells)
		p.waitJS("document.querySelectorAll('#board .clicked').length === 1")
		p.clickOnly("e2", cells)
		if got, want := text("feedback"), "e2 does not continue d2: click a cell marked with a dot"; !strings.Contains(got, want) {
			t.Errorf("a click on e2 says %q, want %q", got, want)
		}
		p.clickOnly("d2", cells)
		p.waitJS("document.querySelectorAll('#board .clicked').length === 0")
		if got := text("feedback"); !strings.Contains(got, "d2 taken back") {
			t.Errorf("a second click on d2 says %q", got)
		}
		for n, c := range orders[0] {
			p.clickOnly(c, cells)
			if n == len(orders[0])-1 {
				break
			}
			p.waitJS(fmt.Sprintf("document.querySelectorAll('#board .clicked').length === %d", n+1))
			// Every empty cell of White's half is live.
			if dots := p.count("#board .dot"); dots != 12-n {
				t.Errorf("after %v %d live cells, want %d", orders[0][:n+1], dots, 12-n)
			}
			next := "next: place a square"
			if n >= 2 {
				next = "next: place a round"
			}
			if got := text("partial"); !strings.Contains(got, next) {
				t.Errorf("after %v the turn says %q, want %q", orders[0][:n+1], got, next)
			}
			// The preview draws the pieces placed so far.
			p.waitJS(fmt.Sprintf(`document.querySelectorAll('#board svg[data-preview] g.pc[data-at=%q]').length === 1`, c))
		}
		if w := p.c.waitFor(id, func(w gameView) bool { return w.Ply == 1 }); w.Moves[0] != want {
			t.Errorf("clicks %v played %q, want %q as typed", orders[0], w.Moves[0], want)
		}

		p.eval(`localStorage.setItem('ply.confirm', 'always'), true`, nil)
		defer p.eval(`localStorage.removeItem('ply.confirm'), true`, nil)
		id = p.c.newGame(newGameRequest{Game: "pushfight", Setup: "placement", Sides: people})
		p.open(id)
		for i, order := range orders[1:] {
			for _, c := range order {
				p.clickOnly(c, cells)
			}
			p.waitJS("!document.getElementById('confirm').hidden")
			if got := text("confirm-text"); got != "Play "+want+"?" {
				t.Errorf("clicks %v: the page asks %q, want to play %q as typed", order, got, want)
			}
			if i == len(orders)-2 {
				p.run(chromedp.Click("#btn-confirm", chromedp.ByQuery))
				break
			}
			p.run(chromedp.KeyEvent("\x1b"))
			p.waitJS("document.getElementById('confirm').hidden && document.querySelectorAll('#board .clicked').length === 0")
		}
		if w := p.c.waitFor(id, func(w gameView) bool { return w.Ply == 1 }); w.Moves[0] != want {
			t.Errorf("clicks %v played %q, want %q as typed", orders[len(orders)-1], w.Moves[0], want)
		}
	})

	// Undo takes back the person's move and the bot's answer; the record
	// downloads with the moves.
	t.Run("undo-record", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "morelli", Sides: [2]sideSpec{{}, {Bot: "random"}}})
		v := p.open(id)
		path := chooseMove(t, v, registry.Config{}, rand.New(rand.NewPCG(3, 3)))
		for _, c := range path {
			p.click(c, cellsOf(v))
		}
		p.waitJS("document.body.dataset.ply === '2'")
		w := p.c.view(id)
		var text string
		p.run(chromedp.Evaluate(`fetch(document.getElementById('btn-record').href).then(r => r.text())`, &text,
			func(e *runtime.EvaluateParams) *runtime.EvaluateParams { return e.WithAwaitPromise(true) }))
		if !strings.Contains(text, `[Game "morelli"]`) || !strings.Contains(text, "1. "+w.Moves[0]) || !strings.Contains(text, "2. "+w.Moves[1]) {
			t.Errorf("record:\n%s\nwant moves %v", text, w.Moves)
		}
		// Review: the first move's position, then back to the game.
		p.run(chromedp.Click("#moves li:first-child button", chromedp.ByQuery))
		p.waitJS("!document.getElementById('review').hidden && document.getElementById('status').textContent.startsWith('Position after 1 move')")
		p.run(chromedp.Click("#btn-live", chromedp.ByQuery))
		p.waitJS("document.getElementById('review').hidden")
		p.run(chromedp.Click("#btn-undo", chromedp.ByQuery))
		p.waitJS("document.body.dataset.ply === '0'")
		if n := p.count("#moves li"); n != 0 {
			t.Errorf("after undo the move list has %d moves", n)
		}
		// Load the downloaded record: a new game with its moves.
		file := filepath.Join(t.TempDir(), "game.txt")
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		p.run(chromedp.SetUploadFiles("#load-file", []string{file}, chromedp.ByQuery))
		p.waitJS(fmt.Sprintf("location.pathname.startsWith('/g/') && !location.pathname.endsWith(%q) && document.body.dataset.ply === '2'", id))
		var loaded string
		p.eval("location.pathname", &loaded)
		if l := p.c.view(strings.TrimPrefix(loaded, "/g/")); !slices.Equal(l.Moves, w.Moves) {
			t.Errorf("loaded record has moves %v, want %v", l.Moves, w.Moves)
		}
		p.open(id)

		// Flip the board: the first cell moves to the other corner.
		var before, after string
		p.eval(`document.querySelector('#board [data-cell]').getAttribute('x')+','+document.querySelector('#board [data-cell]').getAttribute('y')`, &before)
		p.run(chromedp.Click("#btn-flip", chromedp.ByQuery))
		p.eval(`document.querySelector('#board [data-cell]').getAttribute('x')+','+document.querySelector('#board [data-cell]').getAttribute('y')`, &after)
		if before == after {
			t.Errorf("flip left the first cell at %s", before)
		}
	})

	// A bot's progress is shown while it thinks, and "move now" makes it
	// play.
	t.Run("thinking", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "morelli", Sides: [2]sideSpec{{Bot: "alphabeta", Time: "20s"}, {}}})
		p.run(chromedp.Navigate(p.c.url + "/g/" + id))
		p.waitJS("!document.getElementById('thinking').hidden && document.getElementById('think-text').textContent.includes('depth')")
		// The move it prefers so far is marked on the board.
		p.waitJS("document.querySelectorAll('#board .hint').length === 2")
		start := time.Now()
		p.run(chromedp.Click("#btn-movenow", chromedp.ByQuery))
		p.waitJS("document.body.dataset.ply === '1' && document.getElementById('thinking').hidden")
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("move now took %v", d)
		}
	})

	// A game of bots is watched: paused, stepped, resumed to its end.
	t.Run("watch", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "pathway", Size: 4, Sides: [2]sideSpec{{Bot: "random"}, {Bot: "random"}}})
		p.run(chromedp.Navigate(p.c.url + "/g/" + id))
		p.waitJS("!document.getElementById('watch').hidden")
		p.run(chromedp.Click("#btn-pause", chromedp.ByQuery))
		p.waitJS("document.getElementById('btn-pause').textContent === 'Resume' && !document.getElementById('btn-step').hidden")
		v := p.c.waitFor(id, func(v gameView) bool { return v.Paused && v.Thinking == nil })
		p.waitJS(fmt.Sprintf("document.body.dataset.ply === '%d'", v.Ply))
		if v.Over {
			t.Skip("the game ended before the pause")
		}
		p.run(chromedp.Click("#btn-step", chromedp.ByQuery))
		p.waitJS(fmt.Sprintf("document.body.dataset.ply === '%d'", v.Ply+1))
		time.Sleep(700 * time.Millisecond)
		if w := p.c.view(id); w.Ply != v.Ply+1 {
			t.Errorf("a step played %d moves", w.Ply-v.Ply)
		}
		p.run(chromedp.SetValue("#watch-speed", "0", chromedp.ByQuery))
		p.eval(`document.getElementById('watch-speed').dispatchEvent(new Event('change')), true`, nil)
		p.run(chromedp.Click("#btn-pause", chromedp.ByQuery))
		p.waitJS("document.body.dataset.over === '1' && !document.getElementById('result').hidden")
	})

	// The page fits a phone's 360 pixels.
	t.Run("narrow", func(t *testing.T) {
		p := newPage(t)
		p.run(chromedp.EmulateViewport(360, 740))
		defer p.run(chromedp.EmulateViewport(1100, 820))
		for _, name := range []string{"pushfight", "morelli"} {
			id := p.c.newGame(newGameRequest{Game: name, Sides: [2]sideSpec{{}, {Bot: "random"}}})
			p.open(id)
			var width int
			p.eval("document.documentElement.scrollWidth", &width)
			if width > 362 {
				t.Errorf("%s: the page is %d pixels wide on a 360-pixel screen", name, width)
			}
		}
	})

	// A game of one's own without a board description: its moves are
	// buttons.
	t.Run("own-game", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "webnim", Sides: [2]sideSpec{{}, {Bot: "random"}}})
		p.open(id)
		for {
			v := p.c.waitFor(id, func(v gameView) bool { return v.Over || v.Legal != nil })
			p.waitJS(fmt.Sprintf("document.body.dataset.ply === '%d'", v.Ply))
			if v.Over {
				p.waitJS("!document.getElementById('result').hidden")
				break
			}
			p.run(chromedp.Click(fmt.Sprintf("#legal-list [data-move=%q]", v.Legal[len(v.Legal)-1]), chromedp.ByQuery))
			p.waitJS(fmt.Sprintf("Number(document.body.dataset.ply) > %d", v.Ply))
		}
	})
}

// sortedKeys returns the clicks of a node of the click tree, sorted.
func sortedKeys(n map[string]any) []string {
	keys := make([]string, 0, len(n))
	for k := range n {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// movesBelow counts the distinct moves of the paths through a node.
func movesBelow(node any) int {
	seen := map[float64]bool{}
	var walk func(any)
	walk = func(n any) {
		switch n := n.(type) {
		case float64:
			seen[n] = true
		case map[string]any:
			for _, c := range n {
				walk(c)
			}
		}
	}
	walk(node)
	return len(seen)
}
