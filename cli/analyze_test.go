package cli_test

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/plygo/ply/cli"
	"github.com/plygo/ply/record"
)

// analyze reads a stream of records, writes them annotated, and the output
// reads back and replays; bad flags and input are errors, not panics.
func TestAnalyzeCommand(t *testing.T) {
	game, err := os.ReadFile("../analysis/testdata/blunder.txt")
	if err != nil {
		t.Fatal(err)
	}
	two := append(append(append([]byte(nil), game...), '\n'), game...)
	var out, errs bytes.Buffer
	code := cli.Main(context.Background(), []string{"analyze", "-bot", "alphabeta:16"}, bytes.NewReader(two), &out, &errs)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	recs, err := record.ReadAll(&out)
	if err != nil || len(recs) != 2 {
		t.Fatalf("%d records: %v", len(recs), err)
	}
	for _, r := range recs {
		if _, _, err := r.Replay(); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(r.Moves[4].Comment, "[%eval") || len(r.Moves[4].NAGs) != 1 || r.Moves[4].NAGs[0] != record.NAGBlunder {
			t.Errorf("move 5: %+v", r.Moves[4])
		}
	}
	if !strings.Contains(errs.String(), "Red: 0 inaccuracies, 0 mistakes, 1 blunder") {
		t.Errorf("summary: %s", errs.String())
	}
	for _, args := range [][]string{{"-lines", "1"}, {"-bot", "random"}, {"-bot", "nonsense"}, {"/no/such/file"}} {
		out.Reset()
		errs.Reset()
		if code := cli.Analyze(context.Background(), append(args, "-"), bytes.NewReader(game), &out, &errs); code == 0 {
			t.Errorf("%v: exit 0", args)
		}
	}
	if code := cli.Analyze(context.Background(), nil, strings.NewReader("[Game \"pathway\"]\n\n1. zz\n"), &out, &errs); code != 2 {
		t.Errorf("an illegal move: exit %d", code)
	}
}

// play -analyze shows the best lines before a person's move, "analyze" at
// the prompt too; -replay shows an analysed record's glyphs and summary.
func TestPlayAnalyzeAndReplay(t *testing.T) {
	var out, errs bytes.Buffer
	code := cli.Play(context.Background(), []string{"-game", "pathway", "-size", "3", "-p1", "human", "-p2", "greedy", "-quiet", "-analyze", "2"},
		strings.NewReader("analyze\nquit\n"), &out, &errs)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if n := strings.Count(out.String(), "best lines for Red"); n != 2 {
		t.Errorf("best lines shown %d times, want 2:\n%s", n, out.String())
	}
	if !strings.Contains(out.String(), "  1. ") || !strings.Contains(out.String(), "expected ") {
		t.Errorf("no lines:\n%s", out.String())
	}
	if code := cli.Play(context.Background(), []string{"-analyze", "17"}, strings.NewReader(""), &out, &errs); code != 2 {
		t.Errorf("-analyze 17: exit %d", code)
	}

	game, err := os.ReadFile("../analysis/testdata/blunder.txt")
	if err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := cli.Analyze(context.Background(), []string{"-bot", "alphabeta:16", "-quiet"}, bytes.NewReader(game), &out, &errs); code != 0 {
		t.Fatalf("analyze: exit %d: %s", code, errs.String())
	}
	path := t.TempDir() + "/annotated.txt"
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := cli.Play(context.Background(), []string{"-replay", path}, strings.NewReader("goto 5\nquit\n"), &out, &errs); code != 0 {
		t.Fatalf("replay: exit %d: %s", code, errs.String())
	}
	for _, want := range []string{"Red: 0 inaccuracies, 0 mistakes, 1 blunder", "5. Red: b1 ?? {[%eval #-10]"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("replay shows no %q:\n%s", want, out.String())
		}
	}
}
