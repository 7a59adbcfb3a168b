package web

import (
	"net/http/httptest"
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
