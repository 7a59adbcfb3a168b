package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plygo/ply/cli"
	"github.com/plygo/ply/cli/clitest"
)

// TestMetrics runs the metrics command as a person does, on nim (the game
// of one's own of owngame_test.go): perfect play from a pile of 10 is won
// by the first player in 5 plies.
func TestMetrics(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := clitest.Run(t, "", "metrics", "-game", "nim", "-bots", "random,alphabeta:12", "-games", "4", "-svg", dir,
		"-opening", "0", "-ladder", "random,alphabeta:12,alphabeta:11", "-ladder-games", "10")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q\n%s", code, errs, out)
	}
	for _, want := range []string{
		"nim: 8 games of self-play, 4 per strength, seed 1, 0 random opening plies, cut after 1000 plies of the bots",
		"first-player score (95% CI)", "100.0% [51.0%, 100.0%]", "5 / 5 / 5",
		"Skill depth: ", "the rungs ran out", "  no\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	for _, name := range []string{"nim-length.svg", "nim-score.svg", "nim-branching.svg", "nim-eval.svg"} {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err != nil || !strings.HasPrefix(string(b), "<svg ") {
			t.Errorf("%s: %v %.40q", name, err, b)
		}
	}
}

// TestMetricsLadderAlone: -games 0 climbs the ladder without self-play.
func TestMetricsLadderAlone(t *testing.T) {
	code, out, errs := clitest.Run(t, "", "metrics", "-game", "nim", "-games", "0", "-ladder", "random,alphabeta:12", "-ladder-games", "4", "-opening", "0")
	want := "nim: no self-play, seed 1, 0 random opening plies, cut after 1000 plies of the bots\n\nSkill depth: "
	if code != 0 || errs != "" || !strings.HasPrefix(out, want) || strings.Contains(out, "first-player score") {
		t.Errorf("exit %d, stderr %q, want a report that begins %q:\n%s", code, errs, want, out)
	}
}

// TestMetricsShards: the JSON reports of two shards merge into the report
// of the whole study.
func TestMetricsShards(t *testing.T) {
	dir := t.TempDir()
	args := []string{"metrics", "-game", "pathway", "-size", "4", "-bots", "random,level:2", "-games", "3", "-format", "json", "-seed", "5"}
	code, whole, errs := clitest.Run(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var files []string
	for _, k := range []string{"0/2", "1/2"} {
		code, out, errs := clitest.Run(t, "", append(args, "-shard", k)...)
		if code != 0 {
			t.Fatalf("shard %s: exit %d: %s", k, code, errs)
		}
		name := filepath.Join(dir, strings.Replace(k, "/", "-", 1)+".json")
		if err := os.WriteFile(name, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	code, merged, errs := clitest.Run(t, "", append([]string{"metrics", "-merge", "-format", "json"}, files...)...)
	if code != 0 || merged != whole {
		t.Errorf("exit %d, %s: the merge differs from the whole:\n%.300s\n%.300s", code, errs, merged, whole)
	}
	var rep struct {
		Summaries []struct{ Games int }
	}
	if err := json.Unmarshal([]byte(merged), &rep); err != nil || len(rep.Summaries) != 2 || rep.Summaries[1].Games != 3 {
		t.Errorf("%v %+v", err, rep)
	}
	code, _, errs = clitest.Run(t, "", "metrics", "-merge", files[0], files[0])
	if code != 2 || !strings.Contains(errs, "in another report too") {
		t.Errorf("a shard twice: exit %d, %q", code, errs)
	}
}

// TestMetricsCompare: the reports of two board sizes side by side.
func TestMetricsCompare(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for _, size := range []string{"4", "5"} {
		code, out, errs := clitest.Run(t, "", "metrics", "-game", "pathway", "-size", size, "-bots", "random", "-games", "4", "-format", "json")
		if code != 0 {
			t.Fatalf("size %s: exit %d: %s", size, code, errs)
		}
		name := filepath.Join(dir, size+".json")
		if err := os.WriteFile(name, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	code, out, errs := clitest.Run(t, "", append([]string{"metrics", "-compare", "-format", "markdown"}, files...)...)
	if code != 0 || !strings.Contains(out, "\n| metric | pathway (size 4) random | pathway (size 5) random |\n|---|--:|--:|\n") ||
		!strings.HasPrefix(out, "- pathway (size 4): 4 games of self-play") {
		t.Errorf("exit %d, %s:\n%s", code, errs, out)
	}
	for _, args := range [][]string{{"-compare", "-format", "json", files[0]}, {"-compare", "-merge", files[0]}, {"-compare"}} {
		if code, _, errs := clitest.Run(t, "", append([]string{"metrics"}, args...)...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
}

func TestMetricsBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-games", "0"}, "-games 0: want 1 to 1000000, or 0 with -ladder for the ladder alone"},
		{[]string{"-games", "-1", "-ladder", "levels"}, "-games -1: want 1 to 1000000"},
		{[]string{"-bots", "random,wizard"}, "-bots: "},
		{[]string{"-bots", "random,human"}, "-bots: bots only"},
		{[]string{"-bots", "random,random"}, "strength random given twice"},
		{[]string{"-bots", "exec:./engine"}, "an external engine"},
		{[]string{"-format", "html"}, `-format "html": want text, markdown or json`},
		{[]string{"-concurrency", "0"}, "-concurrency 0"},
		{[]string{"-opening", "-1"}, "-opening -1"},
		{[]string{"-maxmoves", "-1"}, "-maxmoves -1"},
		{[]string{"-shard", "2/2"}, "-shard: "},
		{[]string{"-ladder", "random"}, "-ladder: want at least two bots"},
		{[]string{"-ladder", "levels", "-shard", "0/2"}, "-ladder with -shard"},
		{[]string{"-ladder-games", "0"}, "-ladder-games 0"},
		{[]string{"-game", "chess"}, `game "chess"`},
		{[]string{"-merge"}, "-merge: name the JSON reports"},
		{[]string{"-merge", "/nonexistent.json"}, "-merge: "},
		{[]string{"stray"}, `unexpected argument "stray"`},
		{[]string{"-nosuchflag"}, "flag provided but not defined"},
	} {
		code, out, errs := clitest.Run(t, "", append([]string{"metrics"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q, want 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
}

// TestMetricsProgress: on a terminal, a progress line counts the games
// and the ladder's, rewritten in place, and ends with a newline.
func TestMetricsProgress(t *testing.T) {
	var out, errs bytes.Buffer
	code := cli.Metrics(context.Background(), []string{"-game", "nim", "-bots", "random", "-games", "3", "-ladder", "random,alphabeta:12", "-ladder-games", "2"}, &out, &errs, true)
	e := errs.String()
	if code != 0 || !strings.Contains(e, "\r3/3 games, ") || !strings.Contains(e, "\rladder: alphabeta:12 against random, 2/2 games, ") || !strings.HasSuffix(e, "\n") {
		t.Errorf("exit %d, stderr %q", code, e)
	}
}
