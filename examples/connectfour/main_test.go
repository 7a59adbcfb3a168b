package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plygo/ply/cli/clitest"
)

// TestEveryCommand plays every command of cli.Main on Connect Four,
// registered as main registers it: play (a person and bots), perft,
// solve, arena, analyze, engine and board.
func TestEveryCommand(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.txt")
	t.Run("play", func(t *testing.T) {
		code, out, errs := clitest.Run(t, "", "play", "-game", "connectfour", "-p1", "random", "-p2", "alphabeta:4", "-seed", "3", "-quiet", "-record", rec)
		if code != 0 || errs != "" || !strings.Contains(out, "Yellow wins: Yellow connected four in a row") {
			t.Fatalf("exit %d, stderr %q\n%s", code, errs, out)
		}
		text, err := os.ReadFile(rec)
		if err != nil || !strings.Contains(string(text), `[Game "connectfour"]`) {
			t.Errorf("record: %v\n%s", err, text)
		}
	})
	t.Run("person", func(t *testing.T) {
		// Red, a person, wins across: a full column and a bad column
		// are refused on the way.
		code, out, errs := clitest.Run(t, "9\n3\n", "play", "-p1", "human", "-p2", "alphabeta:2", "-position", "445567", "-quiet")
		if code != 0 || errs != "" {
			t.Fatalf("exit %d, stderr %q\n%s", code, errs, out)
		}
		for _, want := range []string{"want a column's number, 1 to 7", "Red wins: Red connected four in a row (horizontal)"} {
			if !strings.Contains(out, want) {
				t.Errorf("output lacks %q:\n%s", want, out)
			}
		}
	})
	t.Run("perft", func(t *testing.T) {
		if code, out, errs := clitest.Run(t, "", "perft", "-game", "connectfour", "-depth", "7"); code != 0 || !strings.Contains(out, "\n7 823536 ") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("solve", func(t *testing.T) {
		// Pascal Pons's published example: Red, to move, wins.
		code, out, errs := clitest.Run(t, "", "solve", "-game", "connectfour", "4455", "44455554221")
		if code != 0 || !strings.Contains(out, "\nwin ") || !strings.Contains(out, "\nloss ") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("arena", func(t *testing.T) {
		code, out, errs := clitest.Run(t, "", "arena", "-game", "connectfour", "-bots", "random,alphabeta:3", "-games", "4", "-json")
		var rep struct {
			Game  string
			Pairs []struct{ Wins, Draws, Losses int }
		}
		if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Game != "connectfour" || len(rep.Pairs) != 1 ||
			rep.Pairs[0].Wins+rep.Pairs[0].Draws+rep.Pairs[0].Losses != 4 {
			t.Fatalf("exit %d, stderr %q, report %+v\n%s", code, errs, rep, out)
		}
		if rep.Pairs[0].Losses < 3 {
			t.Errorf("random scored %+v against alpha-beta", rep.Pairs[0])
		}
	})
	t.Run("analyze", func(t *testing.T) {
		code, out, errs := clitest.Run(t, "", "analyze", "-bot", "alphabeta:3", rec)
		if code != 0 || !strings.Contains(out, "[%eval") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("engine", func(t *testing.T) {
		// Red, to move in 445567, wins only in column 3.
		code, out, errs := clitest.Run(t, "1 position 445567\n2 genmove\n3 showboard\nquit\n", "engine", "-game", "connectfour", "-bot", "alphabeta:2")
		if code != 0 || !strings.Contains(out, "=2 3\n") || !strings.Contains(out, "Red wins: Red connected four in a row") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("board", func(t *testing.T) {
		code, out, errs := clitest.Run(t, "", "board", "-game", "connectfour", "-moves", "4 4 5 3", "-text")
		if code != 0 || !strings.Contains(out, "[y] r  r") || !strings.Contains(out, "Red to move") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
		svg := filepath.Join(t.TempDir(), "pos.svg")
		if code, _, errs := clitest.Run(t, "", "board", "-game", "connectfour", "-moves", "4 4 5 3", "-o", svg); code != 0 {
			t.Errorf("board -o: exit %d, stderr %q", code, errs)
		} else if text, err := os.ReadFile(svg); err != nil || !strings.Contains(string(text), "<svg") {
			t.Errorf("board -o: %v\n%.200s", err, text)
		}
	})
}

// TestWebBoard serves the web board through cli.Main and plays on it as
// the page does: the game is listed, a game starts from a position, the
// board has a click for every cell of a column that is not full, a move
// is played, and the Learn page has the lessons.
func TestWebBoard(t *testing.T) {
	base := clitest.StartWeb(t)
	var list struct {
		Games []struct{ Name, Summary string }
	}
	if err := json.Unmarshal([]byte(clitest.Get(t, base+"/api/games")), &list); err != nil {
		t.Fatal(err)
	}
	if len(list.Games) != 1 || list.Games[0].Name != "connectfour" {
		t.Fatalf("GET /api/games: %+v", list.Games)
	}
	var id struct{ ID string }
	clitest.Post(t, base+"/api/games", `{"game":"connectfour","position":"444444"}`, &id)
	var view struct {
		Position string
		Ply      int
		Moves    []string
		Legal    []string
		Diagram  struct{ Cells []struct{ Name string } }
		Clicks   json.RawMessage
	}
	if err := json.Unmarshal([]byte(clitest.Get(t, base+"/api/games/"+id.ID)), &view); err != nil {
		t.Fatal(err)
	}
	if view.Position != "444444" || len(view.Diagram.Cells) != 42 || !strings.Contains(string(view.Clicks), `"a6"`) ||
		strings.Contains(string(view.Clicks), `"d1"`) {
		t.Fatalf("view: position %q, %d cells, clicks %.300s", view.Position, len(view.Diagram.Cells), view.Clicks)
	}
	clitest.Post(t, base+"/api/games/"+id.ID+"/move", `{"move":"5","ply":0}`, &view)
	if view.Position != "4444445" || len(view.Moves) != 1 {
		t.Errorf("after 5: position %q, moves %q", view.Position, view.Moves)
	}
	if learn := clitest.Get(t, base+"/api/learn/connectfour"); !strings.Contains(learn, "Example 4: four on a diagonal") {
		t.Errorf("GET /api/learn/connectfour: %.300s", learn)
	}
}
