package web

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/plygo/ply/registry"
)

// lessonPath returns the clicks that enter move in the click tree t, up to
// the click that leaves it the only move, or nil if none does.
func lessonPath(t *clickTree, move string) []string {
	var path []string
	var walk func(n any) bool
	walk = func(n any) bool {
		switch n := n.(type) {
		case float64:
			return t.Moves[int(n)] == move
		case map[string]any:
			for _, k := range sortedKeys(n) {
				path = append(path, k)
				if walk(n[k]) {
					return true
				}
				path = path[:len(path)-1]
			}
		}
		return false
	}
	if !walk(t.Tree) {
		return nil
	}
	// The page completes the move at the first click that leaves one.
	var node any = t.Tree
	for i, c := range path {
		node = node.(map[string]any)[c]
		if movesBelow(node) == 1 {
			return path[:i+1]
		}
	}
	return path
}

// clickLesson clicks a cell of lesson n's board, or a token button.
func (p *page) clickLesson(n int, name string, cells map[string]bool) {
	p.t.Helper()
	sel := fmt.Sprintf(`#lesson-%d .board [data-cell=%q]`, n, name)
	if !cells[name] {
		sel = fmt.Sprintf(`#lesson-%d .tokens [data-token=%q]`, n, name)
	}
	p.run(chromedp.Click(sel, chromedp.ByQuery))
}

// lessonJS returns a JavaScript expression on lesson n's element.
func lessonJS(n int, expr string) string {
	return fmt.Sprintf("document.getElementById('lesson-%d')%s", n, expr)
}

// TestBrowserLearn opens the Learn page of each game as a person does,
// from the new-game form's link for the first, and checks that every
// lesson of the game's package is there; in each game it clicks a cell
// that starts no move (in Pathway, a placement refused by the rule it
// names) and a legal move that is not the example's, and sees both
// refused with a message, then clicks the example's move and
// sees it accepted, with the position the game's Apply gives; it shows the
// move of another lesson with the page's button.
func TestBrowserLearn(t *testing.T) {
	t.Parallel()
	newPage := pages(t, Options{})
	for i, name := range []string{"pathway", "mapello", "mitsudomoe", "morelli", "pushfight"} {
		t.Run(name, func(t *testing.T) {
			p := newPage(t)
			e, _ := registry.Lookup(name)
			if i == 0 {
				// From the new-game form's link.
				p.run(chromedp.Navigate(p.c.url + "/"))
				p.waitJS("document.querySelector('#f-game option[value=pathway]')")
				chooseGame(p, name)
				p.waitJS("!document.getElementById('f-learn').hidden")
				p.run(chromedp.Click("#f-learn", chromedp.ByQuery))
				p.waitJS("location.pathname === '/learn/" + name + "'")
			} else {
				p.run(chromedp.Navigate(p.c.url + "/learn/" + name))
			}
			p.waitJS(fmt.Sprintf("document.body?.dataset.lessons === '%d'", len(e.Lessons)))
			status, body := p.c.do("GET", "/api/learn/"+name, "")
			var v learnView
			if status != 200 || json.Unmarshal(body, &v) != nil {
				t.Fatalf("lessons: %d %.200s", status, body)
			}
			var titles []string
			p.eval(`[...document.querySelectorAll('#lessons .lesson')].map((li) => li.dataset.title + ' | ' + li.querySelector('h3').textContent + ' | ' + li.dataset.state + ' | ' + li.querySelectorAll('.board svg').length)`, &titles)
			var want []string
			for _, l := range e.Lessons {
				state := "ask"
				if l.Move == "" {
					state = "over"
				}
				want = append(want, l.Title+" | "+l.Title+" | "+state+" | 1")
			}
			if !slices.Equal(titles, want) {
				t.Fatalf("lessons on the page:\n%s\nwant:\n%s", strings.Join(titles, "\n"), strings.Join(want, "\n"))
			}
			if name == "pathway" {
				// A placement the rules refuse says which rule.
				p.clickLesson(2, "b2", map[string]bool{"b2": true})
				p.waitJS(lessonJS(2, ".querySelector('.feedback.wrong')?.textContent.includes('b2 touches 2 Red stones: a stone may touch at most one of its own')"))
			}
			solved, shown := false, false
			for k, l := range e.Lessons {
				n, lv := k+1, v.Lessons[k]
				if l.Move == "" {
					var end string
					p.eval(lessonJS(n, ".textContent"), &end)
					if !strings.Contains(end, lv.End) || !strings.Contains(end, l.After) {
						t.Errorf("%q: the finished game does not say %q", l.Title, lv.End)
					}
					continue
				}
				if solved {
					if !shown {
						// The page's button shows the move.
						p.run(chromedp.Click(fmt.Sprintf("#lesson-%d .reveal", n), chromedp.ByQuery))
						p.waitJS(lessonJS(n, ".dataset.state === 'shown'"))
						var pos string
						p.eval(lessonJS(n, ".dataset.position"), &pos)
						if pos != lv.Next {
							t.Errorf("%q shown: position %q, want %q", l.Title, pos, lv.Next)
						}
						shown = true
					}
					continue
				}
				cells := map[string]bool{}
				for _, c := range lv.Diagram.Cells {
					cells[c.Name] = true
				}
				// A cell that starts no move is refused, with why.
				for _, c := range lv.Diagram.Cells {
					if _, starts := lv.Clicks.Tree[c.Name]; starts {
						continue
					}
					p.clickLesson(n, c.Name, cells)
					p.waitJS(lessonJS(n, ".dataset.refusals === '1'"))
					var msg string
					p.eval(lessonJS(n, ".querySelector('.feedback.wrong').textContent"), &msg)
					want := "No move starts at " + c.Name
					if why := lv.Why[c.Name]; why != "" {
						want = why + "." // the rule that refuses it
					}
					if !strings.Contains(msg, want) {
						t.Errorf("%q: click on %s refused with %q", l.Title, c.Name, msg)
					}
					break
				}
				// A legal move that is not the example's is refused.
				for _, other := range lv.Clicks.Moves {
					if other == l.Move {
						continue
					}
					for _, c := range lessonPath(lv.Clicks, other) {
						p.clickLesson(n, c, cells)
					}
					p.waitJS(lessonJS(n, ".querySelector('.feedback.wrong')?.textContent.includes('is a legal move, but not')"))
					var state string
					p.eval(lessonJS(n, ".dataset.state"), &state)
					if state != "ask" {
						t.Errorf("%q: after %s the page is %q", l.Title, other, state)
					}
					break
				}
				// The example's move, clicked, is accepted, and the board
				// is the position the game's Apply gives.
				path := lessonPath(lv.Clicks, l.Move)
				if path == nil {
					t.Fatalf("%q: no clicks enter %s", l.Title, l.Move)
				}
				for _, c := range path {
					p.clickLesson(n, c, cells)
				}
				p.waitJS(lessonJS(n, ".dataset.state === 'solved'"))
				var pos, msg string
				p.eval(lessonJS(n, ".dataset.position"), &pos)
				p.eval(lessonJS(n, ".querySelector('.feedback').textContent"), &msg)
				if want := lessonAfter(t, name, l); pos != want || msg != "Right: "+l.Move+"." {
					t.Errorf("%q: after the clicks %v the page says %q at %q, want %q", l.Title, path, msg, pos, want)
				}
				solved = true
				if name == "pathway" {
					p.screenshot("learn")
				}
			}
			if !solved {
				t.Error("no lesson was solved")
			}
		})
	}
}
