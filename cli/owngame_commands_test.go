package cli_test

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plygo/ply/cli"
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
		code, out, errs := run(t, "", "play", "-game", "nim", "-size", "7", "-p1", "random", "-p2", "alphabeta:4", "-seed", "3", "-quiet", "-record", rec)
		if code != 0 || errs != "" || !strings.Contains(out, "game over: ") {
			t.Fatalf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("perft", func(t *testing.T) {
		if code, out, errs := run(t, "", "perft", "-game", "nim", "-depth", "2"); code != 0 || !strings.Contains(out, "\n2 9 ") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("solve", func(t *testing.T) {
		// A pile of 8 is lost for the player to move.
		if code, out, errs := run(t, "", "solve", "-game", "nim", "-size", "8", "start"); code != 0 || !strings.Contains(out, "\nloss ") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("arena", func(t *testing.T) {
		code, out, errs := run(t, "", "arena", "-game", "nim", "-bots", "random,greedy", "-games", "2", "-json")
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
		code, out, errs := run(t, "", "analyze", "-bot", "alphabeta:4", rec)
		if code != 0 || !strings.Contains(out, "[%eval") {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("engine", func(t *testing.T) {
		code, out, errs := run(t, "1 genmove\nquit\n", "engine", "-game", "nim", "-size", "5", "-bot", "alphabeta:4")
		// From a pile of 5 the only winning take is 1.
		if code != 0 || !strings.HasPrefix(out, "=1 1\n\n") {
			t.Errorf("exit %d, stderr %q\n%q", code, errs, out)
		}
	})
	t.Run("board", func(t *testing.T) {
		if code, out, errs := run(t, "", "board", "-game", "nim", "-size", "7", "-moves", "3 1", "-text"); code != 0 || out != "3 1\n" {
			t.Errorf("exit %d, stderr %q\n%s", code, errs, out)
		}
	})
	t.Run("web", func(t *testing.T) {
		base, stop := startWeb(t, "-addr", "127.0.0.1:0")
		defer stop()
		if page := get(t, base+"/"); !strings.Contains(page, "<html") {
			t.Errorf("GET /: %.200s", page)
		}
		var list struct {
			Games []struct{ Name, Summary string }
		}
		if err := json.Unmarshal([]byte(get(t, base+"/api/games")), &list); err != nil {
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

// startWeb runs the web command through cli.Main with args and returns the
// base URL it prints, and a function that ends the command and checks its
// exit status.
func startWeb(t *testing.T, args ...string) (base string, stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	var errs strings.Builder
	done := make(chan int, 1)
	go func() {
		code := cli.Main(ctx, append([]string{"web"}, args...), strings.NewReader(""), pw, &errs)
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

// TestWebFlags: the web command refuses a bad flag, a stray argument and
// a bad -engine with status 2 before it listens, and fails with status 1
// on an address it cannot listen on.
func TestWebFlags(t *testing.T) {
	for _, args := range [][]string{{"-wizard"}, {"stray"}, {"-engine", "nonsense"}, {"-games", "many"}} {
		if code, out, errs := run(t, "", append([]string{"web"}, args...)...); code != 2 || out != "" || errs == "" {
			t.Errorf("web %q: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	if code, _, errs := run(t, "", "web", "-h"); code != 0 || !strings.Contains(errs, "-clientconns") {
		t.Errorf("web -h: exit %d, stderr %q", code, errs)
	}
	if code, _, errs := run(t, "", "web", "-addr", "no-port"); code != 1 || !strings.HasPrefix(errs, "web: ") {
		t.Errorf("web -addr no-port: exit %d, stderr %q", code, errs)
	}
}
