package web

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"reflect"
	"strings"
	"testing"

	"github.com/plygo/ply/bot"
)

// rhinoPath returns gtp-rhino's path (Debian's grhino), skipping the test
// without it unless PLY_DEBIAN_ENGINES requires it.
func rhinoPath(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"gtp-rhino", "/usr/games/gtp-rhino"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	if os.Getenv("PLY_DEBIAN_ENGINES") != "" {
		t.Fatal("gtp-rhino is not installed, and PLY_DEBIAN_ENGINES requires it")
	}
	t.Skip("gtp-rhino is not installed (apt-get install grhino)")
	return ""
}

func TestParseMenuEngine(t *testing.T) {
	e, err := ParseMenuEngine("rhino=mapello=gtp:/usr/games/gtp-rhino --level=2")
	want := Engine{"rhino", "mapello", bot.Spec{Kind: "gtp", Command: []string{"/usr/games/gtp-rhino", "--level=2"}}}
	if err != nil || !reflect.DeepEqual(e, want) {
		t.Errorf("ParseMenuEngine: %+v %v", e, err)
	}
	for _, bad := range []string{"", "rhino", "rhino=mapello", "rhino=mapello=greedy", "=mapello=exec:x", "rhino=mapello=exec:'x"} {
		if _, err := ParseMenuEngine(bad); !errors.Is(err, bot.ErrSpec) {
			t.Errorf("ParseMenuEngine(%q): %v, want bot.ErrSpec", bad, err)
		}
	}
	// An engine given in Go is checked too.
	if _, err := NewServer(Options{Engines: []Engine{{Name: "x", Game: "pathway", Spec: bot.Spec{Kind: "greedy"}}}}); !errors.Is(err, bot.ErrSpec) {
		t.Errorf("an engine of spec greedy: %v", err)
	}
}

// A person plays the real Othello engine through the server: it is in
// the bot menu of its game only, answers the person's moves, and a
// client cannot name a command of its own. An engine that fails loses
// with the reason, and the game stops.
func TestWebEngine(t *testing.T) {
	path := rhinoPath(t)
	_, c := newTestServer(t, Options{Engines: []Engine{
		{Name: "rhino", Game: "mapello", Spec: bot.Spec{Kind: "gtp", Command: []string{path}}},
		{Name: "broken", Game: "mapello", Spec: bot.Spec{Kind: "gtp", Command: []string{"/bin/false"}}},
	}})
	var cat struct {
		Games []struct {
			Name string
			Bots []botInfo
		}
	}
	status, body := c.do("GET", "/api/games", "")
	if err := json.Unmarshal(body, &cat); status != 200 || err != nil {
		t.Fatalf("GET /api/games: %d %v", status, err)
	}
	for _, g := range cat.Games {
		has := false
		for _, b := range g.Bots {
			has = has || b.Name == "rhino"
		}
		if has != (g.Name == "mapello") {
			t.Errorf("%s: rhino in the menu: %v", g.Name, has)
		}
	}
	id := c.newGame(newGameRequest{Game: "mapello", Setup: "plain", Sides: [2]sideSpec{{}, {Bot: "rhino"}}})
	for range 3 {
		v := c.view(id)
		if v.Over {
			break
		}
		legal := v.Legal
		if v.Clicks != nil {
			legal = v.Clicks.Moves
		}
		c.post("/api/games/"+id+"/move", moveRequest{Move: legal[0], Ply: v.Ply}, 200, nil)
		v = c.waitFor(id, func(v gameView) bool { return v.Ply%2 == 0 || v.Over || v.Note != "" })
		if v.Note != "" {
			t.Fatalf("note: %s", v.Note)
		}
	}
	if v := c.view(id); v.Ply < 6 {
		t.Errorf("%d plies after three moves each", v.Ply)
	}
	// A client cannot start a program: exec: is no bot of the registry.
	c.post("/api/games", newGameRequest{Game: "mapello", Sides: [2]sideSpec{{Bot: "exec:/bin/sh"}, {}}}, 400, nil)
	c.post("/api/games", newGameRequest{Game: "pathway", Sides: [2]sideSpec{{Bot: "rhino"}, {}}}, 400, nil)
	id = c.newGame(newGameRequest{Game: "mapello", Setup: "plain", Sides: [2]sideSpec{{Bot: "broken"}, {}}})
	v := c.waitFor(id, func(v gameView) bool { return v.Note != "" })
	if !strings.Contains(v.Note, "broken loses by forfeit") || v.Ply != 0 || !v.Paused {
		t.Errorf("a failing engine: note %q, %d plies, paused %v", v.Note, v.Ply, v.Paused)
	}
}
