package cli_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/cli/clitest"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/internal/nim"
)

// A game of one's own, outside the library's five (see internal/nim),
// registered as its author would.
func init() { nim.Register("nim") }

func TestOwnGameConforms(t *testing.T) {
	gametest.Run(t, ply.Game[nim.State, int](nim.Game{Pile: 10}), gametest.Options[nim.State, int]{MaxPlies: 10})
}

func TestOwnGamePlay(t *testing.T) {
	// A person takes 2 (leaving 8, a lost position for the bot), then
	// answers 4 minus whatever the bot takes.
	code, out, errs := clitest.Run(t, "2\n4\nmoves\n3\n3\n3\n3\n", "play", "-game", "nim", "-p1", "human", "-p2", "minimax:4")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q\n%s", code, errs, out)
	}
	for _, want := range []string{"nim: Alice (human) against Bob (minimax:4)", "1. Alice (human): 2", "not played: nim: take 4 of 7: illegal move", "3 moves: 1 2 3",
		// nim has no ply.EndReasoner: the end has the generic reason.
		"game over: Alice wins: " + ply.GenericEndReason} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestOwnGameArena(t *testing.T) {
	code, out, errs := clitest.Run(t, "", "arena", "-game", "nim", "-size", "21", "-bots", "random,alphabeta:8", "-games", "10", "-json")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var rep struct {
		Game  string
		Pairs []struct{ Wins, Draws, Losses int }
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if rep.Game != "nim" || len(rep.Pairs) != 1 || rep.Pairs[0].Wins+rep.Pairs[0].Draws+rep.Pairs[0].Losses != 10 {
		t.Fatalf("report %+v", rep)
	}
	// Perfect play beats random play at Nim.
	if rep.Pairs[0].Losses < 8 {
		t.Errorf("random scored %+v against alpha-beta", rep.Pairs[0])
	}
	if code, out, _ := clitest.Run(t, "", "perft", "-game", "nim", "-depth", "3"); code != 0 || !strings.Contains(out, "\n3 27 ") {
		t.Errorf("perft: exit %d\n%s", code, out)
	}
}

func TestMainUsage(t *testing.T) {
	if code, _, errs := clitest.Run(t, ""); code != 2 || !strings.Contains(errs, "usage") {
		t.Errorf("no command: %d %q", code, errs)
	}
	if code, _, errs := clitest.Run(t, "", "dance"); code != 2 || !strings.Contains(errs, "unknown command") {
		t.Errorf("unknown command: %d %q", code, errs)
	}
}
