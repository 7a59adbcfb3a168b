package web

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// chooseBot chooses the bot of side i on the new-game form as a person
// does: from the bot menu where it is there, else as a specification of
// one's own.
func chooseBot(p *page, i int, spec string) {
	p.t.Helper()
	sel := fmt.Sprintf("#f-bot-%d", i)
	var listed bool
	p.eval(fmt.Sprintf("[...document.querySelector(%q).options].some((o) => o.value === %q)", sel, spec), &listed)
	if listed {
		p.run(chromedp.SetValue(sel, spec, chromedp.ByQuery))
	} else {
		p.run(chromedp.SetValue(sel, "advanced", chromedp.ByQuery))
	}
	p.eval(fmt.Sprintf("document.querySelector(%q).dispatchEvent(new Event('change')), true", sel), nil)
	if !listed {
		p.run(chromedp.SetValue(fmt.Sprintf("#f-spec-%d", i), spec, chromedp.ByQuery))
	}
}

// visible reports whether the element of id is shown: neither it nor a
// parent hidden.
func (p *page) visible(id string) bool {
	p.t.Helper()
	var b bool
	p.eval(fmt.Sprintf("(() => { const e = document.getElementById(%q); return !!e && e.offsetParent !== null; })()", id), &b)
	return b
}

// The board's defaults and words, as a newcomer meets them: the
// new-game form offers the levels first and a level as the opponent, the
// engines' options under "advanced"; a level shows no time per move; a
// one-click move is played at once where every move is one click; the
// move list is numbered per full move; an analysed record loads with its
// analysis; a seat's link on the loopback address says that it opens on
// this machine only. With PLY_WEB_SCREENSHOTS=1 it writes
// docs/img/web-new-game.png.
func TestBrowserDefaults(t *testing.T) {
	t.Parallel()
	newPage := pages(t, Options{})

	t.Run("form", func(t *testing.T) {
		p := newPage(t)
		p.run(chromedp.Navigate(p.c.url + "/"))
		p.eval(`localStorage.clear(), true`, nil)
		p.waitJS("document.querySelector('#f-game option[value=pathway]')")
		for _, name := range registry.Names() {
			chooseGame(p, name)
			var first []string
			p.eval(`[...document.getElementById('f-bot-1').options].slice(0, 10).map((o) => o.value)`, &first)
			for n := range 10 {
				if n >= len(first) || first[n] != fmt.Sprintf("level:%d", n+1) {
					t.Fatalf("%s: the bot menu starts %q, not with the ten levels", name, first)
				}
			}
			var chosen string
			p.eval(`document.getElementById('f-bot-1').value`, &chosen)
			if chosen != "level:3" {
				t.Errorf("%s: the opponent proposed is %q, want level:3", name, chosen)
			}
		}
		// A level asks no time; the bots' options are out of sight until
		// "advanced" is chosen.
		chooseGame(p, "mapello")
		if p.visible("f-time-1") || p.visible("f-spec-1") || p.visible("f-bothelp") || !p.visible("f-levelhelp") {
			t.Errorf("beside a level the form shows the time %v, the specification %v, the bots' help %v, the levels' help %v",
				p.visible("f-time-1"), p.visible("f-spec-1"), p.visible("f-bothelp"), p.visible("f-levelhelp"))
		}
		p.screenshot("new-game")
		chooseBot(p, 1, "alphabeta:200ms:selective=off")
		if !p.visible("f-spec-1") || !p.visible("f-bothelp") || !p.visible("f-time-1") {
			t.Errorf("a specification of one's own: its field %v, the bots' help %v, the time %v",
				p.visible("f-spec-1"), p.visible("f-bothelp"), p.visible("f-time-1"))
		}
		var help string
		p.eval(`document.getElementById('f-bothelp').textContent`, &help)
		if !strings.Contains(help, "widen=X") {
			t.Errorf("the bots' help under advanced: %q", help)
		}
		chooseBot(p, 1, "mcts")
		if p.visible("f-spec-1") || p.visible("f-bothelp") || !p.visible("f-time-1") {
			t.Errorf("mcts from the menu: its specification's field %v, the bots' help %v, the time %v",
				p.visible("f-spec-1"), p.visible("f-bothelp"), p.visible("f-time-1"))
		}

		// A game against the level proposed, played to its end: no time
		// per move beside the level, during the game or in its result.
		chooseGame(p, "pathway")
		p.run(chromedp.SetValue("#f-size", "4", chromedp.ByQuery), chromedp.Click("#f-start", chromedp.ByQuery))
		p.waitJS("location.pathname.startsWith('/g/') && document.body.dataset.ply === '0'")
		var path string
		p.eval("location.pathname", &path)
		id := strings.TrimPrefix(path, "/g/")
		v := p.c.view(id)
		if v.Sides[0].Bot != "" || v.Sides[1].Bot != "level:3" || v.Sides[1].Time != "" {
			t.Fatalf("the form made sides %+v, want a person against level:3 with no time", v.Sides)
		}
		var players string
		p.eval(`document.getElementById('players').textContent`, &players)
		if !strings.Contains(players, "level:3") || strings.Contains(players, "(") {
			t.Errorf("the players read %q", players)
		}
		p.playToEnd(id, registry.Config{Size: 4}, rand.New(rand.NewPCG(7, 7)), "")
		var result string
		p.eval(`document.getElementById('result').textContent`, &result)
		if strings.Contains(result, "(1s)") {
			t.Errorf("the result reads %q", result)
		}
		var rec string
		p.run(chromedp.Evaluate(`fetch(document.getElementById('btn-record').href).then(r => r.text())`, &rec,
			func(e *runtime.EvaluateParams) *runtime.EvaluateParams { return e.WithAwaitPromise(true) }))
		if strings.Contains(rec, "SecondTime") {
			t.Errorf("the record gives the level a time:\n%s", rec)
		}
	})

	// A click that makes a move is played at once where every move of
	// the position is one click (Mapello, Pathway); where other moves
	// take more (Morelli's pieces with one way to go), it waits for
	// Confirm; a setting the person chose is kept.
	t.Run("confirm", func(t *testing.T) {
		p := newPage(t)
		p.run(chromedp.Navigate(p.c.url + "/"))
		p.eval(`localStorage.clear(), true`, nil)
		for _, name := range []string{"mapello", "pathway"} {
			id := p.c.newGame(newGameRequest{Game: name, Sides: [2]sideSpec{{}, {Bot: "level:1"}}})
			v := p.open(id)
			var set string
			p.eval(`document.getElementById('set-confirm').value`, &set)
			cell := pathsOf(v)[0].clicks[0]
			p.clickOnly(cell, cellsOf(v))
			p.waitJS("document.body.dataset.ply !== '0' || !document.getElementById('confirm').hidden")
			var asked bool
			p.eval("!document.getElementById('confirm').hidden", &asked)
			if asked || set != "auto" {
				t.Errorf("%s: the setting %q asks to confirm %s, one click of a game of one-click moves", name, set, cell)
			}
			// The person's own setting wins.
			p.eval(`localStorage.setItem('ply.confirm', 'single'), true`, nil)
			v = p.open(p.c.newGame(newGameRequest{Game: name, Sides: [2]sideSpec{{}, {Bot: "level:1"}}}))
			p.clickOnly(pathsOf(v)[0].clicks[0], cellsOf(v))
			p.waitJS("!document.getElementById('confirm').hidden")
			p.eval(`localStorage.clear(), true`, nil)
		}
		for _, name := range []string{"morelli", "mitsudomoe", "pushfight"} {
			id := p.c.newGame(newGameRequest{Game: name, Position: latePosition(t, name, registry.Config{}, 12), Sides: [2]sideSpec{{}, {Bot: "level:1"}}})
			v := p.open(id)
			movesAfter := counter(v)
			var one, longer []string
			for _, cp := range pathsOf(v) {
				if len(cp.clicks) > 1 && movesAfter(cp.clicks[:1]) == 1 && one == nil {
					one = cp.clicks
				}
				if len(cp.clicks) > 1 && movesAfter(cp.clicks[:1]) > 1 {
					longer = cp.clicks
				}
			}
			if one == nil || longer == nil {
				t.Logf("%s: no piece with one way to go here", name)
				continue
			}
			p.clickOnly(one[0], cellsOf(v))
			p.waitJS("!document.getElementById('confirm').hidden")
			t.Logf("%s: %s waits for Confirm", name, one[0])
			return
		}
		t.Error("no game shows a one-click move among longer ones")
	})

	// An analysed record loads with its evaluations, glyphs and
	// summaries; its players with no time tag show none; the move list
	// numbers full moves, the first side's and the second's on one row.
	t.Run("record", func(t *testing.T) {
		p := newPage(t)
		g, err := registry.Open("pathway", registry.Config{Size: 5})
		if err != nil {
			t.Fatal(err)
		}
		line := registry.NewLine(g.Start())
		var best string
		for i := range 5 {
			moves := g.Moves(line.Position())
			if i == 2 {
				best = moves[1].String()
			}
			if line, err = line.PlayMove(g, moves[0]); err != nil {
				t.Fatal(err)
			}
		}
		rec := record.New(g, line)
		rec.First, rec.Second = "alphabeta:4", "human"
		rec.Tags = append(rec.Tags, record.Tag{Name: "Annotator", Value: "ply analyze alphabeta:200ms"},
			record.Tag{Name: "FirstAnalysis", Value: "0 inaccuracies, 0 mistakes, 1 blunder, mean loss 0.120"},
			record.Tag{Name: "SecondAnalysis", Value: "0 inaccuracies, 0 mistakes, 0 blunders, mean loss 0.000"})
		for i := range rec.Moves {
			rec.Moves[i].Comment = fmt.Sprintf("[%%eval %.2f]", 0.1*float64(i))
		}
		rec.Moves[2].Comment = "[%eval -1.50] best " + best
		rec.Moves[2].NAGs = []int{record.NAGBlunder}
		file := filepath.Join(t.TempDir(), "analysed.txt")
		if err := os.WriteFile(file, []byte(rec.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		p.run(chromedp.Navigate(p.c.url + "/"))
		p.waitJS("document.querySelector('#f-game option')")
		p.run(chromedp.SetUploadFiles("#load-file", []string{file}, chromedp.ByQuery))
		p.waitJS("location.pathname.startsWith('/g/') && document.body.dataset.ply === '5'")
		var shown struct {
			Glyphs  []string
			Bar     bool
			Status  string
			Summary string
			Players string
			Rows    []string
		}
		p.eval(`({glyphs: [...document.querySelectorAll('#moves .glyph')].map((e) => e.closest('button').dataset.ply + e.textContent),
			bar: !document.getElementById('eval-bar').hidden,
			status: document.getElementById('an-status').textContent,
			summary: document.getElementById('an-summary').textContent,
			players: document.getElementById('players').textContent,
			rows: [...document.querySelectorAll('#moves li')].map((li) => [...li.children].map((e) => e.textContent).join(' '))})`, &shown)
		if len(shown.Glyphs) != 1 || shown.Glyphs[0] != "3??" || !shown.Bar || !strings.Contains(shown.Summary, "1 blunder") ||
			!strings.Contains(shown.Status, "ply analyze alphabeta:200ms") {
			t.Errorf("the analysed record shows glyphs %q, the bar %v, %q, %q", shown.Glyphs, shown.Bar, shown.Status, shown.Summary)
		}
		if strings.Contains(shown.Players, "(1s)") || !strings.Contains(shown.Players, "alphabeta:4") {
			t.Errorf("the players read %q", shown.Players)
		}
		m := line.Texts()
		want := []string{"1. " + m[0] + " " + m[1], "2. " + m[2] + "?? " + m[3], "3. " + m[4]}
		if strings.Join(shown.Rows, "|") != strings.Join(want, "|") {
			t.Errorf("the move list reads %q, want %q", shown.Rows, want)
		}
		// The best move of the position before the blunder is marked
		// there.
		p.run(chromedp.Click("#moves [data-ply='2']", chromedp.ByQuery))
		p.waitJS("document.getElementById('an-best').textContent.includes(" + fmt.Sprintf("%q", best) + ")")
	})

	// The seats' links on the loopback address say that they open on this
	// machine only, and how to serve the board to others.
	t.Run("seats", func(t *testing.T) {
		p := newPage(t)
		a := p.c.seated(newGameRequest{Game: "morelli", Seats: true})
		p.run(chromedp.Navigate(p.c.url + a.Links[0]))
		p.waitJS("document.getElementById('link-1') && !document.getElementById('seat-local').hidden")
		var note string
		p.eval(`document.getElementById('seat-local').textContent`, &note)
		if !strings.Contains(note, "this machine only") || !strings.Contains(note, "-addr") {
			t.Errorf("beside the links: %q", note)
		}
	})
}
