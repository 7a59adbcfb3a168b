package web

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The analysis in the browser: a record with a planted blunder, loaded
// through the page, analysed deep enough to prove the 4x4 game, shows the
// evaluation graph and bar, the glyph ?? on the blunder in the move list,
// and the best move on the board of the position a point of the graph
// opens. With PLY_WEB_SCREENSHOTS=1 it writes docs/img/web-analysis.png.
func TestBrowserAnalysis(t *testing.T) {
	t.Parallel()
	p := pages(t, Options{})(t)

	text, planted := blunderRecord(t)
	file := filepath.Join(t.TempDir(), "blunder.txt")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	p.run(chromedp.Navigate(p.c.url + "/"))
	p.waitJS("document.querySelector('#f-game option')")
	p.run(chromedp.SetUploadFiles("#load-file", []string{file}, chromedp.ByQuery))
	p.waitJS("location.pathname.startsWith('/g/') && document.body.dataset.ply === '15'")
	var path string
	p.eval("location.pathname", &path)
	id := strings.TrimPrefix(path, "/g/")
	// A finished game opens with the analysis at hand, and no glyphs yet.
	p.waitJS("document.getElementById('analysis-box').open && !document.getElementById('btn-analyze').disabled")
	if n := p.count("#moves .glyph"); n != 0 {
		t.Errorf("%d glyphs before any analysis", n)
	}

	p.run(chromedp.SetValue("#an-bot", "alphabeta:16", chromedp.ByQuery),
		chromedp.SetValue("#an-time", "20s", chromedp.ByQuery),
		chromedp.Click("#btn-analyze", chromedp.ByQuery))
	p.waitJS("document.body.dataset.analysis === 'running' || document.body.dataset.analysis === 'done'")
	p.waitJS("document.body.dataset.analysis === 'done' && !document.getElementById('graph').hidden")

	// The graph: a point a position.
	if n := p.count("#graph svg .point"); n != 16 {
		t.Errorf("the graph has %d points, want 16", n)
	}
	// The glyph of the planted blunder, in the move list and on the graph.
	var glyph string
	p.eval(fmt.Sprintf("document.querySelector('#moves [data-ply=\"%d\"] .glyph')?.textContent ?? ''", planted), &glyph)
	if glyph != "??" {
		t.Errorf("move %d shows glyph %q, want ??", planted, glyph)
	}
	var others []string
	p.eval("[...document.querySelectorAll('#moves .glyph')].map(e => e.textContent).filter(g => g === '?' || g === '??')", &others)
	if len(others) != 1 {
		t.Errorf("the move list shows mistakes and blunders %v, want the one blunder", others)
	}
	if n := p.count(fmt.Sprintf("#graph .point[data-ply='%d'][data-glyph='??']", planted)); n != 1 {
		t.Errorf("the graph does not mark the blunder after move %d", planted)
	}
	// The bar: First (Red) has lost at the end.
	p.waitJS("!document.getElementById('eval-bar').hidden && document.getElementById('eval-bar').getAttribute('aria-valuenow') === '0'")
	var summary string
	p.eval("document.getElementById('an-summary').textContent", &summary)
	if !strings.Contains(summary, "1 blunder") {
		t.Errorf("summary %q", summary)
	}

	// A point of the graph opens its position, before the blunder: the
	// bar shows Red winning, the board marks the best move.
	p.run(chromedp.Click(fmt.Sprintf("#graph .point[data-ply='%d']", planted-1), chromedp.ByQuery))
	p.waitJS(fmt.Sprintf("document.getElementById('status').textContent.startsWith('Position after %d moves')", planted-1))
	p.waitJS("document.getElementById('eval-bar').getAttribute('aria-valuenow') === '100'")
	p.waitJS("document.querySelectorAll('#board .best').length === 1")
	var best string
	p.eval("document.getElementById('an-best').textContent", &best)
	v := p.c.view(id)
	if want := v.Analysis.Moves[planted-1].Best[0]; !strings.Contains(best, "Best here: "+want) {
		t.Errorf("best line %q, want one starting %s", best, want)
	}
	p.screenshot("analysis")

	// The record downloads annotated.
	var rec string
	p.run(chromedp.Evaluate(`fetch(document.getElementById('btn-record').href).then(r => r.text())`, &rec,
		func(e *runtime.EvaluateParams) *runtime.EvaluateParams { return e.WithAwaitPromise(true) }))
	if !strings.Contains(rec, "[%eval") || !strings.Contains(rec, "$4") {
		t.Errorf("the record is not annotated:\n%s", rec)
	}
}
