package web

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The new-game form shows the chosen game's rule options at their
// defaults, none for a game without, and sends those changed: a Push
// Fight game of two bots with a turn cap of 2 ends after two turns.
func TestBrowserOptions(t *testing.T) {
	t.Parallel()
	newPage := pages(t, Options{})
	p := newPage(t)
	p.run(chromedp.Navigate(p.c.url + "/"))
	p.waitJS("document.querySelector('#f-game option[value=pushfight]')")
	shown := func() bool {
		var b bool
		p.eval(`!document.getElementById('f-options').hidden`, &b)
		return b
	}
	chooseGame(p, "pathway")
	if n := p.count("#f-options [data-option]"); shown() || n != 0 {
		t.Errorf("pathway: the form shows %d rule options", n)
	}
	chooseGame(p, "pushfight")
	var values string
	p.eval(`[...document.querySelectorAll('#f-options [data-option]')].map((e) => e.dataset.option + '=' + e.value).join(' ')`, &values)
	if values != "maxturns=200 repetitions=3 selfpushoff=off" || !shown() {
		t.Fatalf("pushfight: the form's options %q", values)
	}
	p.run(chromedp.SetValue("#f-options [data-option=maxturns]", "2", chromedp.ByQuery),
		chromedp.SetValue("#f-kind-0", "bot", chromedp.ByQuery),
		chromedp.SetValue("#f-kind-1", "bot", chromedp.ByQuery))
	p.eval(`document.getElementById('f-kind-0').dispatchEvent(new Event('change')), true`, nil)
	p.eval(`document.getElementById('f-bot-0').value = 'random'; document.getElementById('f-bot-1').value = 'random'; true`, nil)
	p.run(chromedp.Click("#f-start", chromedp.ByQuery))
	p.waitJS("location.pathname.startsWith('/g/')")
	var path string
	p.eval("location.pathname", &path)
	id := strings.TrimPrefix(path, "/g/")
	v := p.c.waitFor(id, func(v gameView) bool { return v.Over })
	if len(v.Moves) != 2 || !strings.Contains(v.Reason, "turn limit of 2 turns") {
		t.Errorf("the form's game: %d moves, %q", len(v.Moves), v.Reason)
	}
	// A bad value is refused on the form, naming the option.
	p.run(chromedp.Navigate(p.c.url + "/"))
	p.waitJS("document.querySelector('#f-game option[value=pushfight]')")
	chooseGame(p, "pushfight")
	p.run(chromedp.SetValue("#f-options [data-option=repetitions]", "1", chromedp.ByQuery),
		chromedp.Click("#f-start", chromedp.ByQuery))
	p.waitJS("document.getElementById('f-error').textContent.includes('repetitions=1')")
}
