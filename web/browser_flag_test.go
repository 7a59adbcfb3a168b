package web

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/plygo/ply/registry"
)

// A flag as a person sees it: a clock run out shows 0:00, not the time
// its side had when its turn began; a game lost on time after both sides
// moved says who won, and one whose clock ran out before its person's
// first move is aborted. With PLY_WEB_SCREENSHOTS=1 it writes
// docs/img/web-flag.png, the game lost on time.
func TestBrowserFlag(t *testing.T) {
	t.Parallel()
	newPage := pages(t, Options{})

	t.Run("lost", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "pathway", Size: 5, Clock: "0:03+0", Sides: [2]sideSpec{{}, {Bot: "level:1"}}})
		v := p.open(id)
		p.waitJS("document.getElementById('clock-0')?.classList.contains('running')")
		// One move, clicked; the bot answers; the person's clock runs out.
		p.playPath(v, chooseMove(t, v, registry.Config{Size: 5}, rand.New(rand.NewPCG(3, 7))))
		p.waitJS("document.body.dataset.over === '1' && !document.getElementById('result').hidden")
		w := p.c.view(id)
		if w.Ply != 2 || w.Clock == nil || w.Clock.Loser.Index() != 0 || w.Clock.Aborted || w.Clock.LeftMS[0] != 0 {
			t.Fatalf("after the flag: ply %d, clock %+v", w.Ply, w.Clock)
		}
		status, result, clocks := p.text("status"), p.text("result"), p.text("clock-0")
		if !strings.Contains(status, w.Players[0]+"'s time ran out") || !strings.Contains(result, w.Players[1]+" wins on time") {
			t.Errorf("status %q, result %q", status, result)
		}
		if clocks != w.Players[0]+"0:00 — time ran out" {
			t.Errorf("the loser's clock reads %q", clocks)
		}
		var ms string
		p.eval("document.getElementById('clock-0').dataset.ms", &ms)
		if ms != "0" {
			t.Errorf("the loser's clock holds %s ms", ms)
		}
		p.screenshot("flag")
	})

	t.Run("aborted", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "pathway", Size: 5, Clock: "0:01+0", Sides: [2]sideSpec{{}, {Bot: "level:1"}}})
		p.open(id)
		p.waitJS("document.body.dataset.over === '1' && !document.getElementById('result').hidden")
		w := p.c.view(id)
		reason := w.Players[0] + " did not move in time"
		status, result, clocks := p.text("status"), p.text("result"), p.text("clock-0")
		if !strings.Contains(status, "Aborted: "+reason) || result != "Aborted"+reason {
			t.Errorf("status %q, result %q", status, result)
		}
		if clocks != w.Players[0]+"0:00 — did not move in time" {
			t.Errorf("the clock reads %q", clocks)
		}
	})
}
