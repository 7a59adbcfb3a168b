package web

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// seatServer is a server on a fixed address and directory that a test
// stops and starts again, as an operator restarts one.
type seatServer struct {
	t    *testing.T
	dir  string
	addr string
	s    *Server
	hs   *httptest.Server
}

func (ss *seatServer) start() {
	ss.t.Helper()
	s, err := NewServer(Options{Dir: ss.dir})
	if err != nil {
		ss.t.Fatal(err)
	}
	addr := ss.addr
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	var ln net.Listener
	for try := 0; ; try++ {
		if ln, err = net.Listen("tcp", addr); err == nil || try == 50 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		ss.t.Fatal(err)
	}
	ss.addr = ln.Addr().String()
	ss.s, ss.hs = s, httptest.NewUnstartedServer(s)
	ss.hs.Listener = ln
	ss.hs.Start()
}

func (ss *seatServer) stop() {
	ss.s.Close() // ends the event streams, which Close waits for
	ss.hs.Close()
}

// playOne makes the next move of the page's seat by clicking it.
func (p *page) playOne(id string, rng *rand.Rand) {
	p.t.Helper()
	v := p.c.waitFor(id, func(v gameView) bool { return v.Over || v.Clicks != nil })
	p.waitJS(fmt.Sprintf("document.body.dataset.ply === '%d'", v.Ply))
	if v.Over {
		p.t.Fatalf("the game is over: %s", v.Result)
	}
	path := chooseMove(p.t, v, registry.Config{}, rng)
	p.playPath(v, path)
}

// text returns the text of the element of an id.
func (p *page) text(id string) string {
	p.t.Helper()
	var s string
	p.eval(fmt.Sprintf("document.getElementById(%q).textContent", id), &s)
	return s
}

// TestBrowserSeats plays a game between two browsers: the first makes it
// on the form and lists it in the lobby, the second takes the open seat
// from the lobby; a spectator from a third context sees the moves within a
// second; neither may move for the other; the server is stopped and
// started again on its directory and the pages carry on; and a clock runs
// out on a page.
func TestBrowserSeats(t *testing.T) {
	t.Parallel()
	ss := &seatServer{t: t, dir: t.TempDir()}
	ss.start()
	t.Cleanup(func() { ss.stop() })
	// Two Chromiums, each a browser of its own, as two people's machines.
	c := &client{t, ""}
	url := func() string { return "http://" + ss.addr }
	a := &page{t, browser(t), c}
	b := &page{t, browser(t), c}
	c.url = url()
	rng := rand.New(rand.NewPCG(5, 5))

	// The maker: Morelli, a person on each side, a clock, in the lobby.
	start := time.Now()
	a.run(chromedp.Navigate(url() + "/"))
	a.waitJS("document.querySelector('#f-game option[value=morelli]')")
	chooseGame(a, "morelli")
	a.run(chromedp.SetValue("#f-kind-0", "human", chromedp.ByQuery),
		chromedp.SetValue("#f-kind-1", "human", chromedp.ByQuery),
		chromedp.SetValue("#f-clock", "5:00+2", chromedp.ByQuery),
		chromedp.Click("#f-lobby", chromedp.ByQuery),
		chromedp.Click("#f-start", chromedp.ByQuery))
	a.waitJS("location.pathname.startsWith('/g/') && document.body?.dataset.seat === 'first'")
	var path string
	a.eval("location.pathname", &path)
	id := strings.TrimPrefix(path, "/g/")
	v := c.view(id)
	if v.Seats == nil || v.Clock == nil || v.Clock.Control != "5:00+2" {
		t.Fatalf("the form made seats %+v, clock %+v", v.Seats, v.Clock)
	}
	a.waitJS("document.getElementById('link-1') && document.getElementById('link-watch')")
	var watch string
	a.eval("document.getElementById('link-watch').value", &watch)
	if !strings.HasSuffix(watch, "/g/"+id) {
		t.Errorf("spectators' link %q", watch)
	}
	// The clocks wait for the second player.
	a.waitJS("document.getElementById('clock-0') && document.getElementById('clock-1')")
	if n := a.count("#clocks .running"); n != 0 {
		t.Errorf("a clock runs before the second seat is taken")
	}

	// The second player finds it in the lobby and takes the open seat.
	b.run(chromedp.Navigate(url() + "/"))
	sel := fmt.Sprintf("#lobby-list li[data-id=%q] button[data-side=second]", id)
	b.waitJS(fmt.Sprintf("document.querySelector(%q)", sel))
	b.run(chromedp.Click(sel, chromedp.ByQuery))
	b.waitJS("location.pathname === '/g/" + id + "' && document.body?.dataset.seat === 'second'")
	if who := b.text("seat-who"); !strings.Contains(who, v.Players[1]) {
		t.Errorf("the second seat's page says %q", who)
	}
	// The seat is no longer offered, on the maker's page or in the lobby,
	// and the first clock runs.
	a.waitJS("!document.getElementById('link-1') && document.getElementById('clock-0')?.classList.contains('running')")
	if l := c.view(id).Seats; l.Open != [2]bool{false, false} {
		t.Errorf("seats open after both were taken: %v", l.Open)
	}
	t.Logf("the second seat joined %v after the start", time.Since(start))

	// The second seat cannot move for the first: nothing on its board
	// is live.
	if n := b.count("#board .live"); n != 0 {
		t.Errorf("the second seat's board has %d live cells on the first's turn", n)
	}
	a.playOne(id, rng)
	b.waitJS("document.body.dataset.ply === '1'")
	if n := a.count("#board .live"); n != 0 {
		t.Errorf("the first seat's board has %d live cells on the second's turn", n)
	}
	b.playOne(id, rng)
	a.waitJS("document.body.dataset.ply === '2'")

	// A spectator, in another browser context of the second machine, sees
	// each move within a second, and may not move.
	sctx, cancel := newBrowserContext(t, b.ctx)
	defer cancel()
	sp := &page{t, sctx, c}
	sp.run(chromedp.Navigate(watch))
	sp.waitJS("document.body.dataset.ply === '2' && document.body?.dataset.seat === 'watch'")
	if n := sp.count("#board .live"); n != 0 {
		t.Errorf("the spectator's board has %d live cells", n)
	}
	for ply := 2; ply < 4; ply++ {
		w := c.view(id)
		token := ""
		a.eval(fmt.Sprintf("sessionStorage.getItem('ply-seat-%s')", id), &token)
		if ply == 3 {
			b.eval(fmt.Sprintf("sessionStorage.getItem('ply-seat-%s')", id), &token)
		}
		// The spectator's page sends no token: its move is refused.
		if status, _ := c.send("POST", "/api/games/"+id+"/move", "", moveRequest{Move: legal(w)[0], Ply: ply}); status != 403 {
			t.Errorf("a move without a token: %d, want 403", status)
		}
		moved := time.Now()
		if status, body := c.send("POST", "/api/games/"+id+"/move", token, moveRequest{Move: legal(w)[0], Ply: ply}); status != 200 {
			t.Fatalf("the seat's move: %d %s", status, body)
		}
		sp.waitJS(fmt.Sprintf("document.body.dataset.ply === '%d'", ply+1))
		if d := time.Since(moved); d > time.Second {
			t.Errorf("the spectator saw move %d after %v", ply+1, d)
		} else {
			t.Logf("the spectator saw move %d after %v", ply+1, d)
		}
	}
	cancel()

	// The server stops and starts again on its directory: the pages
	// carry on, the clock too.
	a.waitJS("document.body.dataset.ply === '4'")
	b.waitJS("document.body.dataset.ply === '4'")
	before := c.view(id).Clock
	ss.stop()
	restart := time.Now()
	ss.start()
	if u := url(); u != c.url {
		t.Fatalf("the server came back at %s, not %s", u, c.url)
	}
	after := c.view(id)
	// The clock of the person to move ran on through the restart.
	if after.Ply != 4 || after.Clock == nil || after.Clock.LeftMS != before.LeftMS || after.Clock.Running != before.Running ||
		after.Clock.ElapsedMS < before.ElapsedMS || after.Seats.Open != [2]bool{} {
		t.Fatalf("after the restart: ply %d, clock %+v (was %+v), seats %+v", after.Ply, after.Clock, before, after.Seats)
	}
	a.playOne(id, rng)
	b.waitJS("document.body.dataset.ply === '5'")
	b.playOne(id, rng)
	a.waitJS("document.body.dataset.ply === '6'")
	t.Logf("after the restart both pages played on in %v", time.Since(restart))
	a.screenshot("seats")
	w := c.view(id)
	// Five minutes, two seconds after each of its three moves, less the
	// time they took.
	if w.Clock.LeftMS[0] >= 300_000+3*2000 || w.Clock.LeftMS[0] <= 0 {
		t.Errorf("the first clock shows %d ms after three moves", w.Clock.LeftMS[0])
	}
	var ms int
	a.eval("Number(document.getElementById('clock-0').dataset.ms)", &ms)
	if ms <= 0 || ms >= 300_000+3*2000 {
		t.Errorf("the page's first clock shows %d ms", ms)
	}

	// A clock runs out on the page: a person against a bot, one period
	// of a second and a half, before the person's first move: the game is
	// aborted (TestBrowserFlag has one lost on time).
	t.Run("clock", func(t *testing.T) {
		p := &page{t, a.ctx, &client{t, c.url}}
		id := p.c.newGame(newGameRequest{Game: "pathway", Size: 4, Clock: "0 1x1.5", Sides: [2]sideSpec{{}, {Bot: "random"}}})
		p.open(id)
		p.waitJS("document.getElementById('clock-0')?.classList.contains('running')")
		var first, second int
		p.eval("Number(document.getElementById('clock-0').dataset.ms)", &first)
		time.Sleep(300 * time.Millisecond)
		p.eval("Number(document.getElementById('clock-0').dataset.ms)", &second)
		if first <= second || first > 1500 {
			t.Errorf("the running clock showed %d ms, then %d ms", first, second)
		}
		start := time.Now()
		p.waitJS("document.body.dataset.over === '1' && !document.getElementById('result').hidden")
		status, result := p.text("status"), p.text("result")
		v := p.c.view(id)
		if !strings.Contains(status, "did not move in time") || !strings.HasPrefix(result, "Aborted") || v.Winner.Index() >= 0 {
			t.Errorf("after the flag: status %q, result %q, winner %v", status, result, v.Winner)
		}
		if !strings.Contains(p.text("clocks"), "0:00 — did not move in time") {
			t.Errorf("the clocks say %q", p.text("clocks"))
		}
		_, text := p.c.send("GET", "/api/games/"+id+"/record", "", nil)
		rec, err := record.Parse(string(text))
		if err != nil || rec.Termination != record.Abandoned || rec.Result != record.Unfinished {
			t.Errorf("record (%v):\n%s", err, text)
		}
		t.Logf("the clock ran out %v after the page showed it running; its period showed %v then %v", time.Since(start), first, second)
	})
}

// newBrowserContext opens a window in a new browser context of the
// browser of ctx (its own cookies and storage, as a private window has)
// and returns its context. chromedp.WithNewBrowserContext opens a tab
// without a window, which headless Chromium refuses ("no browser is
// open").
func newBrowserContext(t *testing.T, ctx context.Context) (context.Context, context.CancelFunc) {
	t.Helper()
	var tid target.ID
	err := chromedp.Run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		bctx := cdp.WithExecutor(ctx, chromedp.FromContext(ctx).Browser)
		id, err := target.CreateBrowserContext().WithDisposeOnDetach(true).Do(bctx)
		if err != nil {
			return err
		}
		tid, err = target.CreateTarget("about:blank").WithBrowserContextID(id).WithNewWindow(true).Do(bctx)
		return err
	}))
	if err != nil {
		t.Fatalf("a new browser context: %v", err)
	}
	sctx, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(tid))
	if err := chromedp.Run(sctx); err != nil {
		cancel()
		t.Fatalf("a new browser context: %v", err)
	}
	return sctx, cancel
}
