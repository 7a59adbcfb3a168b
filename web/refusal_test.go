package web

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestMoveRefusalGivesRule: a move typed on the web board that the rules
// refuse is answered with the rule that refuses it (issue 37, point 5),
// as the terminal and the engine say it.
func TestMoveRefusalGivesRule(t *testing.T) {
	_, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "pathway", Sides: [2]sideSpec{{}, {}}})
	var v gameView
	c.post("/api/games/"+id+"/move", moveRequest{Move: "c3", Ply: 0}, 200, &v)
	b, _ := json.Marshal(moveRequest{Move: "d3", Ply: v.Ply})
	status, body := c.do("POST", "/api/games/"+id+"/move", string(b))
	if want := "d3 touches only Red stones: a stone touches no stone at all, or exactly one of its own (section 5, placement rule)"; status/100 != 4 || !strings.Contains(string(body), want) {
		t.Errorf("d3 after c3: %d %s, want a refusal naming %q", status, body, want)
	}
}
