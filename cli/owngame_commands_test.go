package cli_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plygo/ply/cli/clitest"
)

// TestOwnGameEveryCommand: a game registered outside the library's five
// (nim, registered in owngame_test.go as its author would) gets every
// command of cli.Main: play, perft, solve, arena, analyze, engine, the
// web board and board (its text form: nim has no diagram; board_test.go
// draws one that has).
func TestOwnGameEveryCommand(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.txt")
	t.Run("play", func(t *testing.T) {
		code, out, errs := clitest.Run(t, "", "play", "-game", "nim", "-size", "7", "-p1", "random", "-p2", "alphabeta:4", "-seed", "3", "-quiet", "-record", rec)
		if code != 0 || errs != "" || !strings.Contains(out, "game over: ") {
			t.Fatalf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("perft", func(t *testing.T) {
		if code, out, errs := clitest.Run(t, "", "perft", "-game", "nim", "-depth", "2"); code != 0 || !strings.Contains(out, "\n2 9 ") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("solve", func(t *testing.T) {
		// A pile of 8 is lost for the player to move.
		if code, out, errs := clitest.Run(t, "", "solve", "-game", "nim", "-size", "8", "start"); code != 0 || !strings.Contains(out, "\nloss ") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("arena", func(t *testing.T) {
		code, out, errs := clitest.Run(t, "", "arena", "-game", "nim", "-bots", "random,greedy", "-games", "2", "-json")
		var rep struct {
			Game  string
			Pairs []struct{ Wins, Draws, Losses int }
		}
		if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Game != "nim" || len(rep.Pairs) != 1 ||
			rep.Pairs[0].Wins+rep.Pairs[0].Draws+rep.Pairs[0].Losses != 2 {
			t.Errorf("exit %d, stderr %q, report %+v\n%s", code, errs, rep, out)
		}
	})
	t.Run("analyze", func(t *testing.T) {
		code, out, errs := clitest.Run(t, "", "analyze", "-bot", "alphabeta:4", rec)
		if code != 0 || !strings.Contains(out, "[%eval") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("engine", func(t *testing.T) {
		code, out, errs := clitest.Run(t, "1 genmove\nquit\n", "engine", "-game", "nim", "-size", "5", "-bot", "alphabeta:4")
		// From a pile of 5 the only winning take is 1.
		if code != 0 || !strings.HasPrefix(out, "=1 1\n\n") {
			t.Errorf("exit %d, stderr %q\n%q", code, errs, out)
		}
	})
	t.Run("board", func(t *testing.T) {
		if code, out, errs := clitest.Run(t, "", "board", "-game", "nim", "-size", "7", "-moves", "3 1", "-text"); code != 0 || out != "3 1\n" {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("web", func(t *testing.T) {
		base := clitest.StartWeb(t)
		if page := clitest.Get(t, base+"/"); !strings.Contains(page, "<html") {
			t.Errorf("GET /: %.200s", page)
		}
		var list struct {
			Games []struct{ Name, Summary string }
		}
		if err := json.Unmarshal([]byte(clitest.Get(t, base+"/api/games")), &list); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, g := range list.Games {
			found = found || g.Name == "nim" && strings.HasPrefix(g.Summary, "Nim: ")
		}
		if !found {
			t.Errorf("GET /api/games lacks nim: %+v", list.Games)
		}
	})
}

// TestWebFlags: the web command refuses a bad flag, a stray argument and
// a bad -engine with status 2 before it listens, and fails with status 1
// on an address it cannot listen on.
func TestWebFlags(t *testing.T) {
	for _, args := range [][]string{{"-wizard"}, {"stray"}, {"-engine", "nonsense"}, {"-games", "many"}} {
		if code, out, errs := clitest.Run(t, "", append([]string{"web"}, args...)...); code != 2 || out != "" || errs == "" {
			t.Errorf("web %q: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	if code, _, errs := clitest.Run(t, "", "web", "-h"); code != 0 || !strings.Contains(errs, "-clientconns") {
		t.Errorf("web -h: exit %d, stderr %q", code, errs)
	}
	if code, _, errs := clitest.Run(t, "", "web", "-addr", "no-port"); code != 1 || !strings.HasPrefix(errs, "web: ") {
		t.Errorf("web -addr no-port: exit %d, stderr %q", code, errs)
	}
}
