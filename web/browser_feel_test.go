package web

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// clickPath is one way to click a legal move.
type clickPath struct {
	clicks []string
	move   string
}

// pathsOf returns every click path of the view's click tree, in a fixed
// order.
func pathsOf(v gameView) []clickPath {
	var out []clickPath
	var walk func(node any, path []string)
	walk = func(node any, path []string) {
		switch n := node.(type) {
		case float64:
			out = append(out, clickPath{slices.Clone(path), v.Clicks.Moves[int(n)]})
		case map[string]any:
			for _, k := range sortedKeys(n) {
				walk(n[k], append(path, k))
			}
		}
	}
	walk(v.Clicks.Tree, nil)
	return out
}

// below returns the node of the click tree after clicks.
func below(v gameView, clicks []string) any {
	var node any = v.Clicks.Tree
	for _, c := range clicks {
		node = node.(map[string]any)[c]
	}
	return node
}

// clickMove clicks the clicks of a move until they leave only that move,
// as a person does: the page completes the turn there.
func (p *page) clickMove(v gameView, clicks []string) {
	p.t.Helper()
	cells := cellsOf(v)
	for k, c := range clicks {
		p.clickOnly(c, cells)
		if movesBelow(below(v, clicks[:k+1])) == 1 {
			return
		}
	}
}

// counter returns how many moves of the view's click tree follow a
// prefix of clicks, each prefix counted once.
func counter(v gameView) func(clicks []string) int {
	counts := map[string]int{}
	return func(clicks []string) int {
		k := strings.Join(clicks, " ")
		n, ok := counts[k]
		if !ok {
			n = movesBelow(below(v, clicks))
			counts[k] = n
		}
		return n
	}
}

// centre returns the page coordinates of the centre of a board cell.
func (p *page) centre(cell string) (x, y float64) {
	p.t.Helper()
	var xy []float64
	p.eval(fmt.Sprintf(`(() => { const r = document.querySelector('#board [data-cell=%q]').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`, cell), &xy)
	return xy[0], xy[1]
}

// drag presses the mouse on cell from, moves it in steps to cell to and
// releases it there.
func (p *page) drag(from, to string) {
	p.t.Helper()
	x0, y0 := p.centre(from)
	x1, y1 := p.centre(to)
	mouse := func(typ input.MouseType, x, y float64, buttons int64) chromedp.Action {
		return input.DispatchMouseEvent(typ, x, y).WithButton(input.Left).WithButtons(buttons).WithClickCount(1)
	}
	actions := []chromedp.Action{mouse(input.MousePressed, x0, y0, 1)}
	for i := 1; i <= 6; i++ {
		f := float64(i) / 6
		actions = append(actions, mouse(input.MouseMoved, x0+(x1-x0)*f, y0+(y1-y0)*f, 1))
	}
	actions = append(actions, mouse(input.MouseReleased, x1, y1, 0))
	p.run(actions...)
}

// animSeq returns the number of the last animation the board ran.
func (p *page) animSeq() string {
	p.t.Helper()
	var s string
	p.eval("document.body.dataset.animSeq ?? ''", &s)
	return s
}

// animated waits for an animation after the one numbered seq to end and
// returns its kinds.
func (p *page) animated(seq string) []string {
	p.t.Helper()
	p.waitJS(fmt.Sprintf("(document.body.dataset.animSeq ?? '') !== %q && document.body.dataset.animating === '0'", seq))
	var kinds string
	p.eval("document.body.dataset.anim", &kinds)
	return strings.Fields(kinds)
}

// boardState reads the board the page drew: the pieces of every cell
// (kind and owner, bottom to top) and the pieces whose drawing does not
// stand on their cell; with the copies of pieces that left the board still
// drawn and the animations still running.
const boardState = `(() => {
  const svg = document.querySelector('#board svg');
  const cells = {}, astray = [];
  for (const g of svg.querySelectorAll('g.pc:not(.ghost):not(.dragged)')) {
    const at = g.dataset.at;
    (cells[at] ??= []).push(g.dataset.kind + ':' + g.dataset.owner + ':' + g.dataset.i);
    const hit = svg.querySelector('[data-cell="' + CSS.escape(at) + '"]').getBoundingClientRect();
    const r = g.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
    if (x < hit.left || x > hit.right || y < hit.top || y > hit.bottom) astray.push(at);
  }
  return { cells, astray, ghosts: svg.querySelectorAll('.ghost').length, running: document.getAnimations().length };
})()`

// checkBoard checks that the board the page shows, at rest, is the
// diagram d: every piece on its cell, none astray, no copy of a piece
// that left, no animation running.
func (p *page) checkBoard(d *diagram.Diagram) {
	p.t.Helper()
	var got struct {
		Cells   map[string][]string
		Astray  []string
		Ghosts  int
		Running int
	}
	p.eval(boardState, &got)
	want := map[string][]string{}
	for _, c := range d.Cells {
		for i, pc := range c.Pieces {
			owner, _ := pc.Owner.MarshalText()
			want[c.Name] = append(want[c.Name], fmt.Sprintf("%s:%s:%d", pc.Kind, owner, i))
		}
	}
	for _, c := range d.Cells {
		g, w := got.Cells[c.Name], want[c.Name]
		slices.Sort(g)
		slices.Sort(w)
		// Rings beyond the four drawn are not drawn.
		if !slices.Equal(g, w) && !(len(g) < len(w) && len(g) >= 4) {
			p.t.Errorf("cell %s drawn with %v, want %v", c.Name, g, w)
		}
	}
	if len(got.Astray) > 0 || got.Ghosts > 0 || got.Running > 0 {
		p.t.Errorf("at rest: pieces astray on %v, %d copies of pieces gone, %d animations running", got.Astray, got.Ghosts, got.Running)
	}
}

// wantKinds are kinds each game's move animation must have (any one of
// a group).
var wantKinds = map[string][][]string{
	"pathway":    {{"appear"}},
	"mapello":    {{"appear"}, {"flip"}},
	"morelli":    {{"slide"}},
	"mitsudomoe": {{"slide", "throw"}, {"slide"}},
	"pushfight":  {{"push"}},
}

// TestBrowserFeel plays each game through a confirmed move, a drag and
// their animations, checked by the board they end on; and checks the
// warning before a move that loses at once, the feedback on a click that
// continues no move, the move list by keyboard, reduced motion, sounds,
// resigning and a draw offer.
func TestBrowserFeel(t *testing.T) {
	t.Parallel()
	newPage := pages(t, Options{})
	for _, name := range []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"} {
		t.Run(name, func(t *testing.T) {
			p := newPage(t)
			pos := ""
			if name == "pushfight" || name == "morelli" || name == "mitsudomoe" {
				pos = latePosition(t, name, registry.Config{}, 12)
			}
			id := p.c.newGame(newGameRequest{Game: name, Position: pos, Size: map[string]int{"pathway": 5}[name]})
			p.run(chromedp.Navigate(p.c.url + "/"))
			p.eval(`localStorage.clear(), true`, nil)
			v := p.open(id)

			// 1. A confirmed move: one click makes the turn in the setting
			// "single" (the default asks only where other moves take more
			// clicks: TestBrowserDefaults); a longer turn is confirmed once
			// the setting says "always".
			paths := pathsOf(v)
			path := paths[len(paths)/2]
			movesAfter := counter(v)
			for _, cp := range paths {
				if movesAfter(cp.clicks[:1]) == 1 {
					path = cp
					break
				}
			}
			mode := "single"
			if movesAfter(path.clicks[:1]) > 1 {
				mode = "always"
			}
			p.run(chromedp.SetValue("#set-confirm", mode, chromedp.ByQuery))
			p.eval(`document.getElementById('set-confirm').dispatchEvent(new Event('change')), true`, nil)
			seq := p.animSeq()
			p.clickMove(v, path.clicks)
			p.waitJS("!document.getElementById('confirm').hidden && document.querySelector('#board svg[data-pending]')")
			var text string
			p.eval("document.getElementById('confirm-text').textContent", &text)
			if !strings.Contains(text, path.move) {
				t.Errorf("the confirmation says %q, not the move %s", text, path.move)
			}
			if w := p.c.view(id); w.Ply != 0 {
				t.Fatalf("a move waiting for confirmation was played")
			}
			// The board shows the move carried out, animated from the board
			// before it.
			kinds := p.animated(seq)
			t.Logf("%s %v: the preview animates %v", name, path.clicks, kinds)
			// Escape cancels; the turn again, confirmed by Enter.
			p.run(chromedp.KeyEvent(kb.Escape))
			p.waitJS("document.getElementById('confirm').hidden && !document.querySelector('#board svg[data-preview]')")
			p.clickMove(v, path.clicks)
			p.waitJS("!document.getElementById('confirm').hidden")
			p.run(chromedp.KeyEvent(kb.Enter))
			p.waitJS("document.body.dataset.ply === '1'")
			v = p.c.view(id)
			if v.Moves[0] != path.move {
				t.Errorf("played %s, want %s", v.Moves[0], path.move)
			}
			p.waitJS("document.body.dataset.animating !== '1'")
			p.checkBoard(v.Diagram)
			p.run(chromedp.SetValue("#set-confirm", "single", chromedp.ByQuery))
			p.eval(`document.getElementById('set-confirm').dispatchEvent(new Event('change')), true`, nil)

			// 2. A drag: each step of the move dragged from its piece to its
			// target; a placement dropped from another cell.
			cells := cellsOf(v)
			g, err := registry.Open(name, registry.Config{Position: v.Position})
			if err != nil {
				t.Fatal(err)
			}
			movesAfter = counter(v)
			var drags [][2]string // a drag, or a click where both are the same
			var chosen clickPath
			best := -1
			for _, cp := range pathsOf(v) {
				var ds [][2]string
				ok := true
				cl := cp.clicks
				if len(cl) == 1 {
					if !cells[cl[0]] {
						continue
					}
					from := v.Diagram.Cells[0].Name
					if from == cl[0] {
						from = v.Diagram.Cells[1].Name
					}
					ds = append(ds, [2]string{from, cl[0]})
				} else {
					k := 0
					if len(cl)%2 == 1 {
						// A first click alone (a Mitsudomoe placement), then
						// drags.
						if !cells[cl[0]] || movesAfter(cl[:1]) < 2 {
							continue
						}
						ds = append(ds, [2]string{cl[0], cl[0]})
						k = 1
					}
					for ; k+1 < len(cl); k += 2 {
						a, b := cl[k], cl[k+1]
						if !cells[a] || !cells[b] || a == b || movesAfter(cl[:k+1]) < 2 {
							ok = false
							break
						}
						ds = append(ds, [2]string{a, b})
					}
				}
				if !ok {
					continue
				}
				// Prefer the moves with the most to show: throws, pushes off.
				score := len(cl)
				if m, err := g.ParseMove(g.Start(), cp.move); err == nil {
					next, _ := g.Apply(m)
					if d, err := g.DiagramAfter(m, next); err == nil {
						for _, a := range d.Arrows {
							if a.Kind == diagram.ArrowRelocate {
								score += 10
							}
						}
						for _, n := range d.Notes {
							if strings.Contains(n, "off the board") {
								score += 10
							}
						}
					}
				}
				if score > best {
					best, chosen, drags = score, cp, ds
				}
			}
			if drags == nil {
				t.Fatalf("no move to drag among %d", len(v.Clicks.Moves))
			}
			seq = p.animSeq()
			for _, d := range drags {
				if d[0] == d[1] {
					p.clickOnly(d[0], cells)
				} else {
					p.drag(d[0], d[1])
				}
			}
			var asked bool
			p.eval("!document.getElementById('confirm').hidden", &asked)
			if asked {
				p.run(chromedp.Click("#btn-confirm", chromedp.ByQuery))
			}
			p.waitJS("document.body.dataset.ply === '2'")
			v = p.c.view(id)
			if v.Moves[1] != chosen.move {
				t.Errorf("the drags %v played %s, want %s", drags, v.Moves[1], chosen.move)
			}

			// 3. Its animation, checked by the board it ends on.
			kinds = p.animated(seq)
			t.Logf("%s: dragged %v for %s; animated %v", name, drags, chosen.move, kinds)
			for _, group := range wantKinds[name] {
				if !slices.ContainsFunc(group, func(k string) bool { return slices.Contains(kinds, k) }) {
					t.Errorf("the animation of %s has %v, want one of %v", chosen.move, kinds, group)
				}
			}
			p.checkBoard(v.Diagram)
		})
	}

	// A Mitsudomoe ball thrown after a vault flies to its cell.
	t.Run("throw", func(t *testing.T) {
		p := newPage(t)
		pos, move := throwPosition(t)
		id := p.c.newGame(newGameRequest{Game: "mitsudomoe", Position: pos})
		v := p.open(id)
		for _, cp := range pathsOf(v) {
			if cp.move == move {
				seq := p.animSeq()
				p.clickMove(v, cp.clicks)
				var asked bool
				p.eval("!document.getElementById('confirm').hidden", &asked)
				if asked {
					p.run(chromedp.Click("#btn-confirm", chromedp.ByQuery))
				}
				p.waitJS("document.body.dataset.ply === '1'")
				kinds := p.animated(seq)
				t.Logf("%s from %q: clicks %v, animated %v", move, pos, cp.clicks, kinds)
				v = p.c.view(id)
				p.checkBoard(v.Diagram)
				if !slices.Contains(kinds, "throw") {
					t.Errorf("the throw of %s animated %v", move, kinds)
				}
				return
			}
		}
		t.Fatalf("no click path for %s", move)
	})

	// A move that loses at once is warned of, whatever the setting.
	t.Run("loses", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "mitsudomoe", Position: losingPosition(t, "mitsudomoe")})
		p.run(chromedp.Navigate(p.c.url + "/"))
		p.eval(`localStorage.setItem('ply.confirm', 'never'), true`, nil)
		v := p.open(id)
		if len(v.Clicks.Loses) == 0 {
			t.Fatal("no losing move")
		}
		losing := v.Clicks.Moves[v.Clicks.Loses[0]]
		for _, cp := range pathsOf(v) {
			if cp.move == losing {
				p.clickMove(v, cp.clicks)
				break
			}
		}
		p.waitJS("!document.getElementById('confirm').hidden && document.getElementById('confirm').classList.contains('loses')")
		p.waitJS("document.querySelector('#board svg[data-pending]') && document.body.dataset.animating !== '1'")
		p.screenshot("warning")
		var text string
		p.eval("document.getElementById('confirm-text').textContent", &text)
		if !strings.Contains(text, "loses at once") || !strings.Contains(text, losing) {
			t.Errorf("warning %q", text)
		}
		t.Logf("warning: %s", text)
		p.run(chromedp.Click("#btn-confirm-cancel", chromedp.ByQuery))
		p.waitJS("document.getElementById('confirm').hidden")
		if w := p.c.view(id); w.Ply != 0 {
			t.Errorf("a cancelled losing move was played")
		}
		p.eval(`localStorage.clear(), true`, nil)
	})

	// A click that continues no move flashes and says why; the first
	// click of a Mitsudomoe placement is drawn.
	t.Run("refused", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "mitsudomoe", Position: latePosition(t, "mitsudomoe", registry.Config{}, 8)})
		p.run(chromedp.Navigate(p.c.url + "/"))
		p.eval(`localStorage.clear(), true`, nil)
		v := p.open(id)
		cells := cellsOf(v)
		var dead, first string
		for c := range cells {
			if _, ok := v.Clicks.Tree[c]; !ok && dead == "" {
				dead = c
			}
		}
		for _, k := range sortedKeys(v.Clicks.Tree) {
			if n, ok := v.Clicks.Tree[k].(map[string]any); ok && movesBelow(n) > 1 && first == "" {
				first = k
			}
		}
		p.clickOnly(dead, cells)
		p.waitJS(fmt.Sprintf("document.body.dataset.refused === %q && document.getElementById('feedback').textContent.includes(%q)", dead, dead))
		if n := p.count("#board .refused"); n != 1 {
			t.Errorf("%d cells flash", n)
		}
		// The first click is drawn: the ring placed, or the ring to move
		// marked.
		p.clickOnly(first, cells)
		p.waitJS("document.querySelector('#board svg[data-preview]')")
		// A cell that neither continues the turn nor starts another.
		for c := range cells {
			if _, ok := v.Clicks.Tree[first].(map[string]any)[c]; !ok && c != first {
				if _, ok := v.Clicks.Tree[c]; !ok {
					dead = c
				}
			}
		}
		p.clickOnly(dead, cells)
		p.waitJS(fmt.Sprintf("document.getElementById('feedback').textContent.includes('does not continue %s')", first))
		if n := p.count("#board .clicked"); n != 1 {
			t.Errorf("a refused click left %d clicks of 1: the turn was restarted", n)
		}
		var fb string
		p.eval("document.getElementById('feedback').textContent", &fb)
		t.Logf("feedback: %s", fb)
	})

	// The move list by keyboard; reduced motion; sounds; resign.
	t.Run("keys-motion-sound-resign", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "morelli", Sides: [2]sideSpec{{}, {}}})
		p.run(chromedp.Navigate(p.c.url + "/"))
		p.eval(`localStorage.clear(), true`, nil)
		v := p.open(id)
		p.run(chromedp.Click("#settings summary", chromedp.ByQuery), chromedp.Click("#set-sound", chromedp.ByQuery))
		p.run(emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}))
		seq := p.animSeq()
		for ply := range 2 {
			path := pathsOf(v)[0]
			for _, c := range path.clicks {
				p.click(c, cellsOf(v))
			}
			p.waitJS(fmt.Sprintf("document.body.dataset.ply === '%d'", ply+1))
			v = p.c.view(id)
		}
		if s := p.animSeq(); s != seq {
			t.Errorf("moves animated under prefers-reduced-motion")
		}
		p.checkBoard(v.Diagram)
		p.run(emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "no-preference"}}))
		var sounds int
		p.eval("Number(document.body.dataset.sounds ?? 0)", &sounds)
		if sounds < 3 {
			t.Errorf("%d sounds for the setting and two moves", sounds)
		}
		p.run(chromedp.Click("#moves li:last-child button:last-child", chromedp.ByQuery))
		p.waitJS("document.body.dataset.ply === '2'")
		for _, step := range []struct{ key, status string }{
			{kb.ArrowLeft, "Position after 1 move"},
			{kb.Home, "Position after 0 moves"},
			{kb.ArrowRight, "Position after 1 move"},
		} {
			p.run(chromedp.KeyEvent(step.key))
			p.waitJS(fmt.Sprintf("document.getElementById('status').textContent.startsWith(%q)", step.status))
		}
		// Forward steps animate, reviewing too.
		p.run(chromedp.KeyEvent(kb.End))
		p.waitJS("document.getElementById('review').hidden")
		p.run(chromedp.Click("#btn-resign", chromedp.ByQuery))
		p.waitJS("document.getElementById('btn-resign').textContent.startsWith('Really')")
		p.run(chromedp.Click("#btn-resign", chromedp.ByQuery))
		p.waitJS("document.body.dataset.over === '1' && document.getElementById('result').textContent.includes('resigns')")
		v = p.c.view(id)
		if v.Ending == nil {
			t.Errorf("no ending after resigning: %+v", v)
		}
	})

	// A draw offered to a bot is answered.
	t.Run("draw", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "morelli", Sides: [2]sideSpec{{}, {Bot: "alphabeta:1"}}})
		v := p.open(id)
		path := pathsOf(v)[0]
		for _, c := range path.clicks {
			p.click(c, cellsOf(v))
		}
		p.waitJS("document.body.dataset.ply === '2'")
		p.run(chromedp.Click("#btn-draw", chromedp.ByQuery))
		p.waitJS("document.getElementById('note').textContent.includes('declines') || document.body.dataset.over === '1'")
		var note, result string
		p.eval("document.getElementById('note').textContent", &note)
		p.eval("document.getElementById('result').textContent", &result)
		t.Logf("draw offer: note %q, result %q", note, result)
	})
}

// throwPosition returns a Mitsudomoe position of a seeded random game
// with a move that vaults an enemy ball and throws it, and that move.
func throwPosition(t *testing.T) (string, string) {
	t.Helper()
	g, err := registry.Open("mitsudomoe", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(6, 6))
	p := g.Start()
	for range 2000 {
		moves := g.Moves(p)
		if len(moves) == 0 {
			p = g.Start()
			continue
		}
		for _, m := range moves {
			next, _ := g.Apply(m)
			d, err := g.DiagramAfter(m, next)
			if err != nil {
				continue
			}
			for _, a := range d.Arrows {
				if a.Kind == diagram.ArrowRelocate {
					return g.FormatPosition(p), m.String()
				}
			}
		}
		p, _ = g.Apply(moves[rng.IntN(len(moves))])
	}
	t.Fatal("no throw in 2000 positions")
	return "", ""
}
