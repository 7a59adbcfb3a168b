package cli_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plygo/ply/cli"
	"github.com/plygo/ply/record"
)

// rhino returns the path of gtp-rhino, the GTP program of Debian's grhino
// package, an Othello engine. The test is skipped without it, and fails
// when PLY_DEBIAN_ENGINES is set (.ci/run installs the package and sets
// it).
func rhino(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"gtp-rhino", "/usr/games/gtp-rhino"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	if os.Getenv("PLY_DEBIAN_ENGINES") != "" {
		t.Fatal("gtp-rhino is not installed (apt-get install grhino), and PLY_DEBIAN_ENGINES requires it")
	}
	t.Skip("gtp-rhino is not installed (apt-get install grhino)")
	return ""
}

// A real Othello engine from Debian plays whole matches of plain Mapello
// (Othello) against ply's bots through the arena, with no adapter: both
// colours, games with passes, no forfeit, and every result ply's own
// scoring of the game. The engine is given as exec: (its dialect found
// from its name and commands) and as gtp: (standard GTP chosen).
func TestArenaGTPRhino(t *testing.T) {
	eng := rhino(t)
	dir := t.TempDir()
	recs := filepath.Join(dir, "games.pgn")
	code, out, errs := engineArena(t, "-game", "mapello", "-setup", "plain", "-games", "20", "-opening", "4",
		"-bots", "exec:"+eng+",gtp:"+eng+" -l 1,alphabeta:2", "-records", recs, "-json")
	if code != 0 {
		t.Fatalf("arena: exit %d\n%s", code, errs)
	}
	if strings.Contains(errs, "forfeit") {
		t.Errorf("forfeits:\n%s", errs)
	}
	var rep struct {
		GamesPlayed int `json:"games_played"`
		BotsTotal   []struct {
			Bot      string
			Forfeits int
		} `json:"bots_total"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("JSON: %v\n%s", err, out)
	}
	if rep.GamesPlayed != 60 {
		t.Errorf("%d games played, want 60", rep.GamesPlayed)
	}
	for _, b := range rep.BotsTotal {
		if b.Forfeits != 0 {
			t.Errorf("%s: %d forfeits", b.Bot, b.Forfeits)
		}
	}
	f, err := os.Open(recs)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := record.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 60 {
		t.Fatalf("%d records, want 60", len(games))
	}
	var passes, engineFirst, engineSecond int
	for i, r := range games {
		// ply's rules replay the game to its end, and score it as
		// the arena recorded.
		g, line, err := r.Replay()
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		res, over := g.Result(line.Position())
		if !over {
			t.Errorf("game %d did not end: %d moves", i, len(r.Moves))
			continue
		}
		if got := record.ResultTag(res); got != r.Result || g.DescribeEnd(line.Position()) != r.Outcome {
			t.Errorf("game %d: recorded %s %q, ply scores %s %q", i, r.Result, r.Outcome, got, g.DescribeEnd(line.Position()))
		}
		for _, m := range r.Moves {
			if m.Text == "pass" {
				passes++
				break
			}
		}
		if strings.Contains(r.First, "gtp-rhino") {
			engineFirst++
		}
		if strings.Contains(r.Second, "gtp-rhino") {
			engineSecond++
		}
	}
	if engineFirst < 20 || engineSecond < 20 {
		t.Errorf("the engine played first in %d games, second in %d", engineFirst, engineSecond)
	}
	if passes == 0 {
		t.Errorf("no game with a pass in %d games", len(games))
	}
	t.Logf("%d games, %d with a pass", len(games), passes)
}

// A person plays the real engine in the terminal: moves typed on stdin
// against gtp:gtp-rhino, to the end of the game; a board the engine cannot
// hold is a forfeit that says why.
func TestPlayGTPRhino(t *testing.T) {
	eng := rhino(t)
	// The person types from a fixed list of moves: the illegal ones are
	// refused and asked again, and quit ends the session.
	var out, errs strings.Builder
	in := strings.NewReader(strings.Repeat("f5\nd6\nc3\nd3\nc4\nf4\ne3\nf3\ne6\nc5\nb4\npass\n", 20) + "quit\n")
	code := cli.Play(context.Background(), []string{"-game", "mapello", "-setup", "plain", "-p1", "human", "-p2", "gtp:" + eng, "-quiet"}, in, &out, &errs)
	if code != 0 || !strings.Contains(out.String(), "gtp-rhino") || strings.Contains(out.String()+errs.String(), "forfeit") {
		t.Errorf("human against gtp-rhino: exit %d\n%s\n%s", code, out.String(), errs.String())
	}
	if !strings.Contains(out.String(), "(gtp:"+eng+"): ") {
		t.Errorf("the engine made no move:\n%s", out.String())
	}
	out.Reset()
	errs.Reset()
	code = cli.Play(context.Background(), []string{"-game", "mapello", "-setup", "plain", "-p1", "greedy", "-p2", "gtp:" + eng, "-quiet"}, strings.NewReader(""), &out, &errs)
	if code != 0 || !strings.Contains(out.String(), "wins") {
		t.Errorf("greedy against gtp-rhino: exit %d\n%s\n%s", code, out.String(), errs.String())
	}
	code = cli.Play(context.Background(), []string{"-game", "mapello", "-p1", "greedy", "-p2", "gtp:" + eng, "-quiet"}, strings.NewReader(""), &out, &errs)
	if code == 0 || !strings.Contains(errs.String(), "loses by forfeit") || !strings.Contains(errs.String(), "a wall for ply") {
		t.Errorf("Mapello's walls against gtp-rhino: exit %d\n%s", code, errs.String())
	}
}
