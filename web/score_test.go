package web

import (
	"strings"
	"testing"

	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// A bot's proven score reaches the page in search.ScoreText's words: on
// Pathway's 3×3 board the first move, b2, wins in 8 plies.
func TestViewProvenScoreInWords(t *testing.T) {
	_, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "pathway", Size: 3, Sides: [2]sideSpec{{Bot: "alphabeta:10"}, {}}})
	c.waitFor(id, func(v gameView) bool { return v.Ply == 1 && v.Last != nil })
	_, body := c.do("GET", "/api/games/"+id, "")
	if !strings.Contains(string(body), `"score":"win in 8"`) {
		t.Errorf("the view does not say the bot's win in words: %s", body)
	}
	for _, tt := range []struct {
		c    registry.Choice
		want string
	}{
		{registry.Choice{Score: search.WinScore - 1, Scored: true}, "win in 1"},
		{registry.Choice{Score: -(search.WinScore - 2), Scored: true}, "loss in 2"},
		{registry.Choice{Score: search.WinScore, Scored: true}, "win"},
		{registry.Choice{Score: 0.5, Scored: true}, "+0.50"},
	} {
		if got := searchViewOf(tt.c, 0).Score; got != tt.want {
			t.Errorf("score %v shows as %q, want %q", tt.c.Score, got, tt.want)
		}
	}
	// The evaluations of a record, for First.
	for _, tt := range []struct {
		e    record.Eval
		want string
	}{
		{record.Eval{Mate: 3, Depth: 5}, "win in 3"},
		{record.Eval{Mate: -10}, "loss in 10"},
		{record.Eval{Score: 0.53, Depth: 4}, "0.53"},
		{record.Eval{Mate: 1 << 40}, "win in 65535"},
		{record.Eval{Score: -1e9}, "loss"},
	} {
		if got := evalText(tt.e); got != tt.want {
			t.Errorf("%+v shows as %q, want %q", tt.e, got, tt.want)
		}
	}
}
