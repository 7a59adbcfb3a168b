package web

import (
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/plygo/ply/registry"
)

// TestViewReason checks that the game's view says why a finished game
// ended, as the game's ply.EndReasoner says it, and nothing while it goes
// on: the reason the page's status line and result show.
func TestViewReason(t *testing.T) {
	s, err := NewServer(Options{})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s)
	defer hs.Close()
	defer s.Close()
	c := &client{t, hs.URL}
	for _, name := range []string{"pathway", "mapello", "morelli", "mitsudomoe"} {
		pos := finalPosition(t, name)
		g, _ := registry.Open(name, registry.Config{})
		end, err := g.ParsePosition(pos)
		if err != nil {
			t.Fatal(err)
		}
		v := c.view(c.newGame(newGameRequest{Game: name, Position: pos}))
		if !v.Over || v.Reason == "" || v.Reason != g.EndReason(end) {
			t.Errorf("%s: over %v, reason %q, want %q", name, v.Over, v.Reason, g.EndReason(end))
		}
		if v := c.view(c.newGame(newGameRequest{Game: name})); v.Reason != "" {
			t.Errorf("%s: a reason at the start: %q", name, v.Reason)
		}
	}
}

// refusedCell returns a position of game name (of cfg) in which a cell,
// read as a move, is refused by the rules, that cell, and the refusal's
// words: a random game is played until there is one.
func refusedCell(t *testing.T, name string, cfg registry.Config) (pos, cell, why string) {
	t.Helper()
	g, err := registry.Open(name, cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 7))
	for p := g.Start(); ; {
		d, _ := g.Diagram(p)
		for _, c := range d.Cells {
			if _, err := g.ParseMove(p, c.Name); err != nil {
				if why, ok := refusalText(err); ok {
					return g.FormatPosition(p), c.Name, why
				}
			}
		}
		moves := g.Moves(p)
		if len(moves) == 0 {
			t.Fatalf("%s: no cell refused in a whole game", name)
		}
		if p, err = g.Apply(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPreviewRefused: the board after a move that the game reads and
// refuses is the rule that refuses it, which the page shows when a cell
// is clicked (TestBrowser/refused-rule); a text that is no move at all is
// still a bad request.
func TestPreviewRefused(t *testing.T) {
	_, c := newTestServer(t, Options{})
	for _, name := range []string{"pathway", "mapello"} {
		pos, cell, why := refusedCell(t, name, registry.Config{})
		id := c.newGame(newGameRequest{Game: name, Position: pos})
		var got afterView
		c.post("/api/games/"+id+"/preview", previewRequest{Move: cell}, http.StatusOK, &got)
		if got.Refused != why || got.Diagram != nil || !strings.Contains(why, cell) {
			t.Errorf("%s: preview of %s in %q: %+v, want refused %q alone", name, cell, pos, got, why)
		}
		c.post("/api/games/"+id+"/preview", previewRequest{Move: "zz99"}, http.StatusBadRequest, nil)
	}
}
