package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/plygo/ply/cli"
	_ "github.com/plygo/ply/games"
)

// buildEngine builds examples/engine into the test's temporary directory.
func buildEngine(t *testing.T) string {
	t.Helper()
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" || runtime.GOOS == "windows" {
		t.Skip("needs processes and a POSIX shell")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		if goTool, err = exec.LookPath(filepath.Join(os.Getenv("GOROOT"), "bin", "go")); err != nil {
			t.Skip("no go tool to build the engine")
		}
	}
	path := filepath.Join(t.TempDir(), "ply-engine")
	out, err := exec.Command(goTool, "build", "-o", path, "github.com/plygo/ply/examples/engine").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return path
}

func engineArena(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errs bytes.Buffer
	code = cli.Arena(context.Background(), args, &out, &errs, false)
	return code, out.String(), errs.String()
}

// The engine command's session: a move with spaces, genmove, and bad input
// answered without stopping.
func TestEngineCommand(t *testing.T) {
	in := strings.NewReader("1 play d4-c4 d2^\n2 genmove\nplay\n3 result\nquit\n")
	var out, errs bytes.Buffer
	if code := cli.Engine(context.Background(), []string{"-game", "pushfight", "-bot", "greedy"}, in, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	answers := strings.Split(out.String(), "\n\n")
	if len(answers) != 6 || answers[0] != "=1" || !strings.HasPrefix(answers[1], "=2 ") ||
		!strings.HasPrefix(answers[2], "? ") || !strings.HasPrefix(answers[3], "=3 ") || answers[4] != "=" {
		t.Errorf("session: %q", out.String())
	}
	if code := cli.Engine(context.Background(), []string{"-bot", "wizard"}, in, &out, &errs); code != 2 {
		t.Errorf("bad bot: exit %d", code)
	}
}

// An engine process and the same bot in process play the same games.
func TestArenaExecMatchesInProcess(t *testing.T) {
	eng := buildEngine(t)
	for _, tc := range []struct{ game, bot string }{
		{"pathway", "alphabeta:3"},
		{"pushfight", "alphabeta:1"},
		{"mapello", "mcts:200"}, // seeded: the arena sends the seed
		{"morelli", "random"},
	} {
		args := []string{"-game", tc.game, "-games", "4", "-seed", "11", "-json", "-concurrency", "2", "-maxmoves", "60"}
		exe := "exec:" + eng + " -game " + tc.game + " -bot " + tc.bot
		code, got, errs := engineArena(t, append(args, "-bots", exe+",greedy")...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.game, code, errs)
		}
		code, want, errs := engineArena(t, append(args, "-bots", tc.bot+",greedy")...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.game, code, errs)
		}
		got = strings.ReplaceAll(got, exe, tc.bot)
		if got != want {
			t.Errorf("%s: with the engine process:\n%s\nin process:\n%s", tc.game, got, want)
		}
	}
}

// An engine that fails loses its games, the reason is reported, and the
// tournament goes on.
func TestArenaForfeits(t *testing.T) {
	eng := buildEngine(t)
	// A Mapello engine cannot take a Pathway position.
	wrong := "exec:" + eng + " -game mapello -bot greedy"
	// An engine that answers the first command and dies at the next.
	crash := filepath.Join(t.TempDir(), "crash.sh")
	os.WriteFile(crash, []byte("#!/bin/sh\nread line\nprintf '= 2\\n\\n'\nread line\nexit 7\n"), 0o755)
	code, out, errs := engineArena(t, "-game", "pathway", "-size", "4", "-games", "2", "-json",
		"-bots", wrong+",greedy,exec:"+crash)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r struct {
		Played int `json:"games_played"`
		Bots   []struct {
			Bot            string
			Wins, Forfeits int
		} `json:"bots_total"`
		Games []struct {
			First, Second, Outcome int
			Forfeit                string
		} `json:"games"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	// Each engine forfeits every game where it moves: greedy wins its 4,
	// and between the engines, the one that moves first loses.
	if r.Played != 6 || r.Bots[0].Forfeits != 3 || r.Bots[2].Forfeits != 3 || r.Bots[1].Wins != 4 || r.Bots[1].Forfeits != 0 {
		t.Errorf("report: %+v", r)
	}
	for _, g := range r.Games {
		if !strings.Contains(g.Forfeit, "engine") {
			t.Errorf("game %+v: no reason", g)
		}
	}
	if !strings.Contains(errs, "loses by forfeit") || !strings.Contains(errs, "refused") || !strings.Contains(errs, "exit status 7") {
		t.Errorf("stderr:\n%s", errs)
	}
	// An engine that cannot even start fails the command at once.
	if code, _, errs := engineArena(t, "-bots", "exec:/bin/false,greedy"); code != 2 || !strings.Contains(errs, "exec:/bin/false") {
		t.Errorf("engine that exits at once: exit %d, %s", code, errs)
	}
	if code, _, _ := engineArena(t, "-bots", "exec:/no/such/engine,greedy"); code != 2 {
		t.Errorf("missing engine: exit %d", code)
	}
}

// Three shards merged give the report of the single run.
func TestArenaShardsMerge(t *testing.T) {
	args := []string{"-game", "pathway", "-size", "5", "-bots", "random,greedy,alphabeta:2", "-games", "4", "-seed", "3"}
	code, wantJSON, errs := engineArena(t, append(args, "-json")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	_, wantTable, _ := engineArena(t, args...)
	dir := t.TempDir()
	var files []string
	for k := range 3 {
		code, out, errs := engineArena(t, append(args, "-json", "-shard", string(rune('0'+k))+"/3")...)
		if code != 0 {
			t.Fatalf("shard %d: exit %d: %s", k, code, errs)
		}
		if !strings.Contains(out, `"shard": "`+string(rune('0'+k))+`/3"`) {
			t.Errorf("shard %d: no shard in the report", k)
		}
		f := filepath.Join(dir, string(rune('a'+k))+".json")
		os.WriteFile(f, []byte(out), 0o644)
		files = append(files, f)
	}
	code, gotJSON, errs := engineArena(t, append([]string{"-merge", "-json"}, files...)...)
	if code != 0 || gotJSON != wantJSON {
		t.Errorf("merged JSON (exit %d, %s):\n%s\nsingle run:\n%s", code, errs, gotJSON, wantJSON)
	}
	code, gotTable, errs := engineArena(t, append([]string{"-merge"}, files...)...)
	if code != 0 || gotTable != wantTable {
		t.Errorf("merged table (exit %d, %s):\n%s\nsingle run:\n%s", code, errs, gotTable, wantTable)
	}
	code, _, errs = engineArena(t, "-merge", files[0], files[0])
	if code != 2 || !strings.Contains(errs, "another report too") {
		t.Errorf("a shard twice: exit %d, %s", code, errs)
	}
	code, _, errs = engineArena(t, "-merge", files[0], files[1])
	if code != 0 || !strings.Contains(errs, "in none of the reports") {
		t.Errorf("a shard missing: exit %d, %s", code, errs)
	}
	for _, bad := range [][]string{{"-merge"}, {"-merge", filepath.Join(dir, "none.json")}, {"-shard", "3/3"}, {"-shard", "x"}} {
		if code, _, _ := engineArena(t, bad...); code != 2 {
			t.Errorf("%q: exit %d, want 2", bad, code)
		}
	}
}
