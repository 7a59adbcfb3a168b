package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plygo/ply/cli"
)

// run runs cli.Main with args, as main does, and returns its exit status
// and output.
func run(t *testing.T, input string, args ...string) (int, string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := cli.Main(context.Background(), args, strings.NewReader(input), &out, &errs)
	return code, out.String(), errs.String()
}

// TestEveryCommand plays every command of cli.Main on Connect Four,
// registered as main registers it: play (a person and bots), perft,
// solve, arena, analyze, engine and board.
func TestEveryCommand(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.txt")
	t.Run("play", func(t *testing.T) {
		code, out, errs := run(t, "", "play", "-game", "connectfour", "-p1", "random", "-p2", "alphabeta:4", "-seed", "3", "-quiet", "-record", rec)
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
		code, out, errs := run(t, "9\n3\n", "play", "-p1", "human", "-p2", "alphabeta:2", "-position", "445567", "-quiet")
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
		if code, out, errs := run(t, "", "perft", "-game", "connectfour", "-depth", "7"); code != 0 || !strings.Contains(out, "\n7 823536 ") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("solve", func(t *testing.T) {
		// Pascal Pons's published example: Red, to move, wins.
		code, out, errs := run(t, "", "solve", "-game", "connectfour", "4455", "44455554221")
		if code != 0 || !strings.Contains(out, "\nwin ") || !strings.Contains(out, "\nloss ") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("arena", func(t *testing.T) {
		code, out, errs := run(t, "", "arena", "-game", "connectfour", "-bots", "random,alphabeta:3", "-games", "4", "-json")
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
		code, out, errs := run(t, "", "analyze", "-bot", "alphabeta:3", rec)
		if code != 0 || !strings.Contains(out, "[%eval") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("engine", func(t *testing.T) {
		// Red, to move in 445567, wins only in column 3.
		code, out, errs := run(t, "1 position 445567\n2 genmove\n3 showboard\nquit\n", "engine", "-game", "connectfour", "-bot", "alphabeta:2")
		if code != 0 || !strings.Contains(out, "=2 3\n") || !strings.Contains(out, "Red wins: Red connected four in a row") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("board", func(t *testing.T) {
		code, out, errs := run(t, "", "board", "-game", "connectfour", "-moves", "4 4 5 3", "-text")
		if code != 0 || !strings.Contains(out, "[y] r  r") || !strings.Contains(out, "Red to move") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
		svg := filepath.Join(t.TempDir(), "pos.svg")
		if code, _, errs := run(t, "", "board", "-game", "connectfour", "-moves", "4 4 5 3", "-o", svg); code != 0 {
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
	base, stop := startWeb(t)
	defer stop()
	var list struct {
		Games []struct{ Name, Summary string }
	}
	if err := json.Unmarshal([]byte(get(t, base+"/api/games")), &list); err != nil {
		t.Fatal(err)
	}
	if len(list.Games) != 1 || list.Games[0].Name != "connectfour" {
		t.Fatalf("GET /api/games: %+v", list.Games)
	}
	var id struct{ ID string }
	post(t, base+"/api/games", `{"game":"connectfour","position":"444444"}`, &id)
	var view struct {
		Position string
		Ply      int
		Moves    []string
		Legal    []string
		Diagram  struct{ Cells []struct{ Name string } }
		Clicks   json.RawMessage
	}
	if err := json.Unmarshal([]byte(get(t, base+"/api/games/"+id.ID)), &view); err != nil {
		t.Fatal(err)
	}
	if view.Position != "444444" || len(view.Diagram.Cells) != 42 || !strings.Contains(string(view.Clicks), `"a6"`) ||
		strings.Contains(string(view.Clicks), `"d1"`) {
		t.Fatalf("view: position %q, %d cells, clicks %.300s", view.Position, len(view.Diagram.Cells), view.Clicks)
	}
	post(t, base+"/api/games/"+id.ID+"/move", `{"move":"5","ply":0}`, &view)
	if view.Position != "4444445" || len(view.Moves) != 1 {
		t.Errorf("after 5: position %q, moves %q", view.Position, view.Moves)
	}
	if learn := get(t, base+"/api/learn/connectfour"); !strings.Contains(learn, "Example 4: four on a diagonal") {
		t.Errorf("GET /api/learn/connectfour: %.300s", learn)
	}
}

// startWeb runs the web command through cli.Main and returns the base URL
// it prints, and a function that ends it and checks its exit status.
func startWeb(t *testing.T) (base string, stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	var errs strings.Builder
	done := make(chan int, 1)
	go func() {
		code := cli.Main(ctx, []string{"web", "-addr", "127.0.0.1:0"}, strings.NewReader(""), pw, &errs)
		pw.Close()
		done <- code
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	go io.Copy(io.Discard, pr)
	const prefix = "ply: play in the browser at "
	if err != nil || !strings.HasPrefix(line, prefix) {
		cancel()
		code := <-done
		t.Fatalf("web: first line %q, %v; exit %d, stderr %q", line, err, code, errs.String())
	}
	return strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(line), prefix), "/"), func() {
		t.Helper()
		cancel()
		select {
		case code := <-done:
			if code != 0 {
				t.Errorf("web: exit %d, stderr %q", code, errs.String())
			}
		case <-time.After(10 * time.Second):
			t.Error("web: still serving 10 s after its context ended")
		}
	}
}

// get returns the body of a GET of url, which must answer 200.
func get(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s, %v\n%.200s", url, resp.Status, err, body)
	}
	return string(body)
}

// post posts the JSON body to url, which must answer 200, and decodes the
// answer into v.
func post(t *testing.T, url, body string, v any) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	text, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("POST %s %s: %s, %v\n%.300s", url, body, resp.Status, err, text)
	}
	if err := json.Unmarshal(text, v); err != nil {
		t.Fatalf("POST %s: %v\n%.300s", url, err, text)
	}
}
