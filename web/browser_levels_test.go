package web

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
)

// The new-game form offers the levels for people, level:1 to level:10,
// in every game's bot menu, and a game against one of them, chosen from
// the menu, plays to its end.
func TestBrowserLevels(t *testing.T) {
	t.Parallel()
	newPage := pages(t, Options{})
	p := newPage(t)
	p.run(chromedp.Navigate(p.c.url + "/"))
	p.waitJS("document.querySelector('#f-game option[value=pathway]')")
	for _, name := range registry.Names() {
		chooseGame(p, name)
		for n := 1; n <= bot.MaxLevel; n++ {
			if p.count(fmt.Sprintf("#bot-list option[value='level:%d']", n)) != 1 {
				t.Errorf("%s: the bot menu does not offer level:%d", name, n)
			}
		}
	}
	chooseGame(p, "pathway")
	p.run(chromedp.SetValue("#f-size", "4", chromedp.ByQuery),
		chromedp.SetValue("#f-kind-0", "human", chromedp.ByQuery),
		chromedp.SetValue("#f-kind-1", "bot", chromedp.ByQuery))
	p.eval(`document.getElementById('f-kind-1').dispatchEvent(new Event('change')), true`, nil)
	p.eval(`document.getElementById('f-bot-1').value = document.querySelector("#bot-list option[value='level:3']").value, true`, nil)
	p.run(chromedp.Click("#f-start", chromedp.ByQuery))
	p.waitJS("location.pathname.startsWith('/g/') && document.body.dataset.ply === '0'")
	var path string
	p.eval("location.pathname", &path)
	id := strings.TrimPrefix(path, "/g/")
	if v := p.c.view(id); v.Sides[1].Bot != "level:3" {
		t.Fatalf("the form made sides %+v, want level:3 second", v.Sides)
	}
	p.playToEnd(id, registry.Config{Size: 4}, rand.New(rand.NewPCG(1, 1)), "")
}
