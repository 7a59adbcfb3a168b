package web

import (
	"encoding/json"
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// TestLearnAPI checks GET /api/learn/{game} for each of the five games:
// every lesson of the game's package is there, drawn, with the click tree
// of its position, in which clicks enter the lesson's move, and the
// position after it that the game's Apply gives.
func TestLearnAPI(t *testing.T) {
	_, c := newTestServer(t, Options{})
	// A placement the rules refuse says which rule, as a typed move does.
	status, body := c.do("GET", "/api/learn/pathway", "")
	if want := `"b2":"b2 touches 2 Red stones: a stone may touch at most one of its own (section 5, placement rule)"`; status != 200 || !strings.Contains(string(body), want) {
		t.Errorf("pathway's example 3 does not say why b2 is refused (%s)", want)
	}
	for _, name := range []string{"mapello", "mitsudomoe", "morelli", "pathway", "pushfight"} {
		t.Run(name, func(t *testing.T) {
			status, body := c.do("GET", "/api/learn/"+name, "")
			if status != 200 {
				t.Fatalf("status %d: %s", status, body)
			}
			var v learnView
			if err := json.Unmarshal(body, &v); err != nil {
				t.Fatal(err)
			}
			e, _ := registry.Lookup(name)
			if v.Game != name || len(v.Lessons) != len(e.Lessons) || len(v.Lessons) == 0 {
				t.Fatalf("game %q with %d lessons, want %q with %d", v.Game, len(v.Lessons), name, len(e.Lessons))
			}
			for i, l := range e.Lessons {
				lv := v.Lessons[i]
				if lv.Title != l.Title || lv.Position != l.Position || lv.Move != l.Move || lv.Diagram == nil {
					t.Errorf("lesson %d: %+v, want %+v", i, lv, l)
					continue
				}
				for cell, why := range lv.Why {
					if _, starts := lv.Clicks.Tree[cell]; starts || !strings.Contains(why, cell) || strings.Contains(why, "illegal move") {
						t.Errorf("%q: %s refused as %q", l.Title, cell, why)
					}
				}
				if l.Move == "" {
					if lv.End == "" || lv.Clicks != nil {
						t.Errorf("%q: a finished game, with end %q", l.Title, lv.End)
					}
					continue
				}
				if want := lessonAfter(t, name, l); lv.Next != want || lv.Board == nil {
					t.Errorf("%q: next %q, want %q", l.Title, lv.Next, want)
				}
				if lv.Clicks == nil || !clicksEnter(lv.Clicks, l.Move) {
					t.Errorf("%q: no clicks of the tree enter %s", l.Title, l.Move)
				}
			}
		})
	}
}

// clicksEnter reports whether a path of tree t enters move.
func clicksEnter(t *clickTree, move string) bool {
	var walk func(n any) bool
	walk = func(n any) bool {
		switch n := n.(type) {
		case float64:
			return t.Moves[int(n)] == move
		case map[string]any:
			for _, k := range n {
				if walk(k) {
					return true
				}
			}
		}
		return false
	}
	return walk(t.Tree)
}

// TestLearnUnknownGame checks that the Learn page and its lessons answer
// 404 with a clear error for a game that is not registered, whatever the
// name, and never fail otherwise.
func TestLearnUnknownGame(t *testing.T) {
	_, c := newTestServer(t, Options{})
	names := []string{"nosuch", "Pathway", "pathway%20", "%00", "..%2f..%2fetc", strings.Repeat("x", 5000), "%E2%82%AC", "path%0Away"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		b := make([]byte, 1+rng.IntN(12))
		for i := range b {
			b[i] = byte(rng.IntN(256))
		}
		names = append(names, url.PathEscape(string(b)))
	}
	for _, name := range names {
		status, body := c.do("GET", "/api/learn/"+name, "")
		var out struct{ Error string }
		if status != 404 || json.Unmarshal(body, &out) != nil || !strings.Contains(out.Error, "unknown game") || !strings.Contains(out.Error, "have mapello") {
			t.Errorf("/api/learn/%.40s: %d %.200s", name, status, body)
		}
		if status, body := c.do("GET", "/learn/"+name, ""); status != 404 || !strings.Contains(string(body), "unknown game") {
			t.Errorf("/learn/%.40s: %d %.200s", name, status, body)
		}
	}
	// The games of the catalogue name their lessons; a game of one's own
	// without lessons has a Learn page with none.
	status, body := c.do("GET", "/api/learn/webnim", "")
	if status != 200 || !strings.Contains(string(body), `"lessons":[]`) {
		t.Errorf("webnim: %d %.200s", status, body)
	}
	if status, body := c.do("GET", "/learn/pathway", ""); status != 200 || !strings.Contains(string(body), "learn.js") {
		t.Errorf("/learn/pathway: %d %.200s", status, body)
	}
}

// lessonAfter returns the position after lesson l's move in game name, as
// the game's own Apply gives it.
func lessonAfter(t *testing.T, name string, l ply.Lesson) string {
	t.Helper()
	g, err := registry.Open(name, registry.Config{Position: l.Position})
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.ParseMove(g.Start(), l.Move)
	if err != nil {
		t.Fatal(err)
	}
	next, err := g.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	return g.FormatPosition(next)
}
