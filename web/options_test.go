package web

import (
	"encoding/json"
	"strings"
	"testing"
)

// The catalogue lists each game's rule options, a new game takes them by
// name, its bots play under them and its record keeps them; options a game
// does not take are refused with 400, naming the option.
func TestNewGameOptions(t *testing.T) {
	_, c := newTestServer(t, Options{})
	status, body := c.do("GET", "/api/games", "")
	if status != 200 {
		t.Fatalf("GET /api/games: %d", status)
	}
	var cat struct{ Games []gameInfo }
	if err := json.Unmarshal(body, &cat); err != nil {
		t.Fatal(err)
	}
	for _, g := range cat.Games {
		var names []string
		for _, o := range g.Options {
			names = append(names, o.Name+"="+o.Default+":"+o.Kind)
		}
		want := map[string]string{"pushfight": "maxturns=200:int repetitions=3:int selfpushoff=off:bool", "mapello": "bonus=3:int",
			"mitsudomoe": "maxturns=200:int"}[g.Name]
		if got := strings.Join(names, " "); got != want {
			t.Errorf("%s: options %q, want %q", g.Name, got, want)
		}
		if g.Name == "pushfight" && (g.Options[1].Min != 2 || g.Options[1].Max != 17 || !g.Options[1].Off || g.Options[1].Help == "" || g.Options[1].Want == "") {
			t.Errorf("pushfight repetitions: %+v", g.Options[1])
		}
	}
	bots := [2]sideSpec{{Bot: "random"}, {Bot: "random"}}
	id := c.newGame(newGameRequest{Game: "pushfight", Options: map[string]string{"maxturns": "2", "repetitions": "off"}, Sides: bots})
	v := c.waitFor(id, func(v gameView) bool { return v.Over })
	if len(v.Moves) != 2 || !strings.Contains(v.Reason, "turn limit of 2 turns") {
		t.Errorf("pushfight maxturns=2: %d moves, %q", len(v.Moves), v.Reason)
	}
	status, body = c.do("GET", "/api/games/"+id+"/record", "")
	if status != 200 || !strings.Contains(string(body), `[Options "maxturns=2 repetitions=off"]`) {
		t.Errorf("record: %d\n%s", status, body)
	}
	// The record loads again as the same game.
	var out struct{ ID string }
	c.post("/api/load", loadRequest{Record: string(body)}, 200, &out)
	if v := c.view(out.ID); !v.Over || len(v.Moves) != 2 {
		t.Errorf("loaded: over %v, %d moves", v.Over, len(v.Moves))
	}
	for _, tc := range []struct{ body, says string }{
		{`{"game":"pushfight","options":{"maxturn":"2"}}`, "option maxturn: the game's options are maxturns, repetitions, selfpushoff"},
		{`{"game":"pushfight","options":{"maxturns":"two"}}`, "option maxturns=two: want a whole number from 1 to 65535, or off"},
		{`{"game":"mapello","options":{"bonus":"-1"}}`, "option bonus=-1"},
		{`{"game":"pathway","options":{"maxturns":"5"}}`, "pathway: option maxturns: the game has no options"},
		{`{"game":"pushfight","options":{"selfpushoff":"` + strings.Repeat("x", 5000) + `"}}`, "option selfpushoff="},
		{`{"game":"pushfight","options":["maxturns=2"]}`, ""},
	} {
		status, body := c.do("POST", "/api/games", tc.body)
		if status != 400 || !strings.Contains(string(body), tc.says) || len(body) > 400 {
			t.Errorf("%.80s: %d %.300s, want 400 saying %q", tc.body, status, body, tc.says)
		}
	}
}
