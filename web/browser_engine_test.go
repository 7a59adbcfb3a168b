package web

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// discFills are the colours board.js fills Black's and White's discs
// with, by owner.
var discFills = map[string]string{"first": "#262626", "second": "#f7f5ef"}

// boardDiscs reads the board the page drew: the fill of the disc on
// every cell, or "" for an empty cell. A disc is a circle centred on the
// cell's click target, of the radius board.js gives discs.
const boardDiscs = `(() => {
  const out = {};
  const svg = document.querySelector('#board svg');
  if (!svg) return out;
  const circles = [...svg.querySelectorAll('circle')];
  const near = (a, b) => Math.abs(Number(a) - b) < 0.01;
  for (const hit of svg.querySelectorAll('rect[data-cell]')) {
    const x = Number(hit.getAttribute('x')), y = Number(hit.getAttribute('y')), cs = Number(hit.getAttribute('width'));
    const disc = circles.find((c) => near(c.getAttribute('cx'), x + cs / 2) && near(c.getAttribute('cy'), y + cs / 2) && near(c.getAttribute('r'), cs * 0.4));
    out[hit.dataset.cell] = disc ? disc.getAttribute('fill') : '';
  }
  return out;
})()`

// A person plays Debian's Othello engine in the browser: the new-game
// form offers it for Mapello's plain setup (Othello) and not for other
// games; the person clicks the board's cells, and the pass button when
// they cannot move; the engine answers, and after every answer the page
// shows what ply's own rules make of the moves: the position, the discs
// on the board, the move list, and no forfeit note. Two games are played
// to their end, and the page shows the result ply's rules give: against
// the engine's default level, by a person who leaves it the fewest
// replies and must pass; against its first level, by a person who follows
// ply's alphabeta:3 on Mapello's hand-set evaluation (eval=standard, the
// game this test was written on) and makes the engine pass.
//
// The engine runs without its opening book's random variations (-b 0),
// so that the games are the same on every run.
func TestBrowserEngine(t *testing.T) {
	t.Parallel()
	bctx := browser(t) // first, for -short to skip the test
	rhino := rhinoPath(t)
	_, c := newTestServer(t, Options{Engines: []Engine{
		{Name: "rhino", Game: "mapello", Spec: bot.Spec{Kind: "gtp", Command: []string{rhino, "-b", "0"}}},
		{Name: "rhino-easy", Game: "mapello", Spec: bot.Spec{Kind: "gtp", Command: []string{rhino, "-b", "0", "-l", "1"}}},
	}})
	g, err := registry.Open("mapello", registry.Config{Setup: "plain"})
	if err != nil {
		t.Fatal(err)
	}
	// One tab serves every subtest, in turn, as in TestBrowser.
	newPage := func(t *testing.T) *page { return &page{t, bctx, &client{t, c.url}} }

	t.Run("menu", func(t *testing.T) {
		p := newPage(t)
		p.run(chromedp.Navigate(c.url + "/"))
		p.waitJS("document.querySelector('#f-game option[value=pathway]')")
		chooseGame(p, "pathway")
		if n := p.count("#bot-list option[value^=rhino]"); n != 0 {
			t.Errorf("pathway's bot menu offers %d Othello engines", n)
		}
		chooseGame(p, "mapello")
		if n := p.count("#bot-list option[value^=rhino]"); n != 2 {
			t.Errorf("mapello's bot menu offers %d Othello engines, want 2", n)
		}
	})

	t.Run("person-passes", func(t *testing.T) {
		p := newPage(t)
		v, passes := playEngine(p, g, "rhino", func(pos registry.Position) registry.Move {
			return fewestReplies(t, g, pos)
		}, "gtp-rhino")
		if passes[0] == 0 {
			t.Errorf("the person never passed in %v", v.Moves)
		}
	})

	t.Run("engine-passes", func(t *testing.T) {
		p := newPage(t)
		advice, err := g.NewBot(bot.Spec{Kind: "alphabeta", Depth: 3, Options: bot.Options{Eval: "standard"}}, 1)
		if err != nil {
			t.Fatal(err)
		}
		v, passes := playEngine(p, g, "rhino-easy", func(pos registry.Position) registry.Move {
			ch, err := advice.Choose(t.Context(), registry.NewLine(pos), nil)
			if err != nil {
				t.Fatal(err)
			}
			return ch.Move
		}, "")
		if passes[1] == 0 {
			t.Errorf("the engine never passed in %v", v.Moves)
		}
	})
}

// chooseGame chooses a game in the new-game form.
func chooseGame(p *page, game string) {
	p.t.Helper()
	p.run(chromedp.SetValue("#f-game", game, chromedp.ByQuery))
	p.eval(`document.getElementById('f-game').dispatchEvent(new Event('change')), true`, nil)
}

// playEngine starts a game of Othello against the engine named through
// the new-game form and plays the person's moves, which choose gives, by
// clicking until the game ends, checking the page after every answer of
// the engine's. It returns the final view and the passes of the person
// and of the engine. It takes a screenshot named shot after the engine's
// twelfth answer, if shot is not empty.
func playEngine(p *page, g registry.Game, engine string, choose func(registry.Position) registry.Move, shot string) (gameView, [2]int) {
	t := p.t
	t.Helper()
	start := time.Now()
	p.run(chromedp.Navigate(p.c.url + "/"))
	p.waitJS("document.querySelector('#f-game option[value=mapello]')")
	chooseGame(p, "mapello")
	p.waitJS(fmt.Sprintf("document.querySelector('#f-bot-1 option[value=%q]') && document.querySelector('#f-setup option[value=plain]')", engine))
	p.run(chromedp.SetValue("#f-setup", "plain", chromedp.ByQuery),
		chromedp.SetValue("#f-kind-0", "human", chromedp.ByQuery),
		chromedp.SetValue("#f-kind-1", "bot", chromedp.ByQuery))
	p.eval(`document.getElementById('f-kind-1').dispatchEvent(new Event('change')), true`, nil)
	// The engine picked from the bot menu, as a person does.
	chooseBot(p, 1, engine)
	p.run(chromedp.Click("#f-start", chromedp.ByQuery))
	p.waitJS("location.pathname.startsWith('/g/') && document.body.dataset.ply === '0'")
	var path string
	p.eval("location.pathname", &path)
	id := strings.TrimPrefix(path, "/g/")
	v := p.c.view(id)
	if v.Game != "mapello" || v.Setup != "plain" || v.Sides[0].Bot != "" || v.Sides[1].Bot != engine {
		t.Fatalf("the form made %s setup %q, sides %+v", v.Game, v.Setup, v.Sides)
	}
	// Othello's board: 64 squares inside the border, no walls, no bonus.
	squares := 0
	for _, cell := range v.Diagram.Cells {
		if cell.Kind == diagram.CellSquare {
			squares++
		}
		if cell.Kind == diagram.CellWall || len(cell.Pieces) > 0 && cell.Pieces[0].Kind != diagram.PieceDisc {
			t.Errorf("Othello's board has %+v", cell)
		}
	}
	if squares != 64 {
		t.Fatalf("Othello's board has %d squares", squares)
	}

	var passes [2]int
	turns := 0
	for {
		v = p.c.waitFor(id, func(v gameView) bool { return v.Over || v.Clicks != nil || v.Note != "" })
		if v.Note != "" {
			t.Fatalf("after %v: %s", v.Moves, v.Note)
		}
		pos := checkEngineGame(p, g, v, &passes)
		if turns == 12 && shot != "" {
			p.screenshot(shot)
		}
		if v.Over {
			r, over := g.Result(pos)
			if !over || g.DescribeResult(r) != v.Result {
				t.Errorf("the server says %q, ply's rules %q (over %v)", v.Result, g.DescribeResult(r), over)
			}
			p.waitJS("!document.getElementById('result').hidden")
			var text string
			p.eval("document.getElementById('result').textContent", &text)
			if !strings.Contains(text, v.Result) {
				t.Errorf("result shown %q, want %q", text, v.Result)
			}
			break
		}
		turns++
		m := choose(pos)
		if m.String() == diagram.ClickPass {
			passes[0]++
			// A person who cannot move is offered the pass button only.
			p.waitJS("document.querySelectorAll('#board .live').length === 0 && document.querySelector('#tokens [data-token=pass]')")
		}
		p.click(m.String(), cellsOf(v))
		p.waitJS(fmt.Sprintf("Number(document.body.dataset.ply) > %d", v.Ply))
	}
	t.Logf("against %s: %d plies, passes: person %d, engine %d; %s; in %v", engine, v.Ply, passes[0], passes[1], v.Result, time.Since(start))
	return v, passes
}

// checkEngineGame checks the game v against ply's rules and the page: the
// moves replay from the start to the server's position, and the page shows
// that position, its discs and the last move. It counts the engine's pass
// when its answer to the person's last move is one, and returns the
// position.
func checkEngineGame(p *page, g registry.Game, v gameView, passes *[2]int) registry.Position {
	p.t.Helper()
	pos := g.Start()
	for i, text := range v.Moves {
		m, err := g.ParseMove(pos, text)
		if err != nil {
			p.t.Fatalf("move %d %q of %v: %v", i+1, text, v.Moves, err)
		}
		if pos, err = g.Apply(m); err != nil {
			p.t.Fatal(err)
		}
	}
	if got := g.FormatPosition(pos); got != v.Position {
		p.t.Fatalf("the server's position %q, ply's rules %q after %v", v.Position, got, v.Moves)
	}
	// The engine's answer, White's move just before the person's turn.
	answer := ""
	if n := len(v.Moves); n > 0 && n%2 == 0 {
		answer = v.Moves[n-1]
		if answer == "pass" {
			passes[1]++
		}
	}
	p.waitJS(fmt.Sprintf("document.body.dataset.ply === '%d'", v.Ply))
	var shown struct {
		Position string
		Last     string
		Status   string
	}
	p.eval(`({position: document.getElementById('position').value,
		last: [...document.querySelectorAll('#moves [data-ply]')].pop()?.textContent ?? '',
		status: document.getElementById('status').textContent})`, &shown)
	if shown.Position != v.Position {
		p.t.Errorf("the page shows position %q, want %q", shown.Position, v.Position)
	}
	if len(v.Moves) > 0 {
		last := v.Moves[len(v.Moves)-1]
		if shown.Last != last || !strings.Contains(shown.Status, "last move "+last) {
			p.t.Errorf("the page shows last move %q (status %q), want %q", shown.Last, shown.Status, last)
		}
	}
	var discs map[string]string
	p.eval(boardDiscs, &discs)
	d, _ := g.Diagram(pos)
	for _, cell := range d.Cells {
		want := ""
		for _, pc := range cell.Pieces {
			want = discFills[pc.Owner.String()]
		}
		if discs[cell.Name] != want {
			p.t.Errorf("after %v, %s on the page has %q, ply's rules %q", v.Moves, cell.Name, discs[cell.Name], want)
		}
	}
	if answer != "" && answer != "pass" && discs[answer] != discFills["second"] {
		p.t.Errorf("the engine's move %s is not a White disc on the page", answer)
	}
	return pos
}

// fewestReplies returns the person's move that leaves the engine the
// fewest replies (a forced pass best), the first in the game's order.
func fewestReplies(t *testing.T, g registry.Game, pos registry.Position) registry.Move {
	t.Helper()
	var best registry.Move
	fewest := -1
	for _, m := range g.Moves(pos) {
		next, err := g.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, r := range g.Moves(next) {
			if r.String() != "pass" {
				n++
			}
		}
		if fewest < 0 || n < fewest {
			best, fewest = m, n
		}
	}
	return best
}
