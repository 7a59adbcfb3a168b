package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/cli"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/tune"
)

func tuneRun(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

// readSampleFile reads a sample file that tune wrote, and fails the test
// if it cannot or the file holds fewer than least samples.
func readSampleFile(t *testing.T, name string, least int) []tune.Sample {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ss, err := tune.ReadSamples(f)
	if err != nil || len(ss) < least {
		t.Fatalf("%s: %d samples, %v", name, len(ss), err)
	}
	return ss
}

// heldOut reads the held-out losses "before" and "after" that fit prints.
func heldOut(t *testing.T, out string) (before, after float64) {
	t.Helper()
	re := regexp.MustCompile(`held out (before|after): +loss ([0-9.]+)`)
	m := re.FindAllStringSubmatch(out, -1)
	if len(m) != 2 {
		t.Fatalf("no held-out losses in %q", out)
	}
	before, _ = strconv.ParseFloat(m[0][2], 64)
	after, _ = strconv.ParseFloat(m[1][2], 64)
	return before, after
}

// TestSamplesAndFit runs the pipeline of docs/tuning.md on the 40
// recorded Mapello games of the analysis curves: samples with held-out
// games, a fit of the features that improves the held-out loss, and the
// Go source and network files it writes.
func TestSamplesAndFit(t *testing.T) {
	dir := t.TempDir()
	train, valid := filepath.Join(dir, "train.samples"), filepath.Join(dir, "valid.samples")
	records := "../../analysis/testdata/curves/mapello.txt"
	code, _, errs := tuneRun(t, "samples", "-o", train, "-valid", valid, "-holdout", "0.3", records)
	if code != 0 {
		t.Fatalf("samples: exit %d: %s", code, errs)
	}
	for _, name := range []string{train, valid} {
		readSampleFile(t, name, 100)
	}
	code, out, errs := tuneRun(t, "fit", "-game", "mapello", "-model", "features", "-zero", "-samples", train, "-valid", valid, "-out", dir)
	if code != 0 {
		t.Fatalf("fit: exit %d: %s", code, errs)
	}
	if before, after := heldOut(t, out); !(after < before) {
		t.Errorf("the fit did not improve the held-out loss: %v to %v\n%s", before, after, out)
	}
	src, err := os.ReadFile(filepath.Join(dir, "tuned_weights.go"))
	if err != nil || !strings.Contains(string(src), "var tunedLinear = [21]float64{") {
		t.Errorf("tuned_weights.go: %v\n%s", err, src)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "tuned.ntuple")); err != nil || len(b) != 0 {
		t.Errorf("tuned.ntuple of the features alone: %d bytes, %v", len(b), err)
	}
	// The n-tuple network of any game's Diagram, on Mapello's board.
	code, out, errs = tuneRun(t, "fit", "-game", "mapello", "-model", "diagram", "-samples", train, "-valid", valid, "-epochs", "2", "-out", dir)
	if code != 0 || !strings.Contains(out, "mapello.ntuple") {
		t.Fatalf("fit -model diagram: exit %d: %s%s", code, out, errs)
	}
}

func TestTDAndSPSA(t *testing.T) {
	dir := t.TempDir()
	net := filepath.Join(dir, "td.ntuple")
	code, out, errs := tuneRun(t, "td", "-games", "20", "-o", net)
	if code != 0 || !strings.Contains(out, "20 games of self-play") {
		t.Fatalf("td: exit %d: %s%s", code, out, errs)
	}
	code, out, errs = tuneRun(t, "td", "-games", "10", "-init", net)
	if code != 0 {
		t.Fatalf("td -init: exit %d: %s%s", code, out, errs)
	}
	code, out, errs = tuneRun(t, "spsa", "-depth", "1", "-games", "2", "-iterations", "2", "-out", dir)
	if code != 0 || !strings.Contains(out, "iteration 2:") {
		t.Fatalf("spsa: exit %d: %s%s", code, out, errs)
	}
}

func TestBadCommands(t *testing.T) {
	for _, args := range [][]string{
		{}, {"bogus"}, {"fit"}, {"fit", "-game", "mapello"}, {"samples"}, {"fit", "-bogus"},
		{"td", "-game", "pathway"}, {"spsa", "-game", "pathway"}, {"samples", "-holdout", "2", "x"},
		{"auto"}, {"auto", "-game", "connectfour", "-sprt", "elo0=x"}, {"auto", "-game", "connectfour", "-concurrency", "0"},
	} {
		if code, _, errs := tuneRun(t, args...); code != 2 || errs == "" {
			t.Errorf("tune %q: exit %d, %q; want 2 and a message", args, code, errs)
		}
	}
	if code, _, _ := tuneRun(t, "-h"); code != 0 {
		t.Errorf("tune -h: exit %d", code)
	}
	if code, _, errs := tuneRun(t, "samples", "no-such-file"); code != 1 || strings.Contains(errs, "goroutine") {
		t.Errorf("tune samples no-such-file: exit %d, %q", code, errs)
	}
}

// TestFitOthello fits the pattern model of plain Othello (-model othello)
// on games the arena plays for it: the held-out loss improves, and the
// weights file it writes is one package mapello reads.
func TestFitOthello(t *testing.T) {
	dir := t.TempDir()
	records := filepath.Join(dir, "plain.rec")
	var out, errb bytes.Buffer
	if code := cli.Arena(context.Background(), []string{"-game", "mapello", "-setup", "plain", "-bots", "alphabeta:2,alphabeta:2:seed=1",
		"-opening", "8", "-games", "120", "-seed", "3", "-records", records}, &out, &errb, false); code != 0 {
		t.Fatalf("arena: exit %d: %s", code, errb.String())
	}
	train, valid := filepath.Join(dir, "train.samples"), filepath.Join(dir, "valid.samples")
	if code, _, errs := tuneRun(t, "samples", "-o", train, "-valid", valid, "-holdout", "0.25", records); code != 0 {
		t.Fatalf("samples: exit %d: %s", code, errs)
	}
	code, fit, errs := tuneRun(t, "fit", "-game", "mapello", "-model", "othello", "-zero", "-samples", train, "-valid", valid,
		"-epochs", "5", "-l2", "0.01", "-rate", "0.01", "-out", dir)
	if code != 0 {
		t.Fatalf("fit: exit %d: %s", code, errs)
	}
	if before, after := heldOut(t, fit); !(after < before) {
		t.Errorf("the fit did not improve the held-out loss: %v to %v\n%s", before, after, fit)
	}
	b, err := os.ReadFile(filepath.Join(dir, "othello.weights"))
	if err != nil {
		t.Fatal(err)
	}
	var w mapello.PatternWeights
	if err := w.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
	if len(w.Patterns) != mapello.NumPatternWeights() {
		t.Errorf("%d pattern weights, want %d", len(w.Patterns), mapello.NumPatternWeights())
	}
}

// pathwayRecords writes n random games of Pathway on a size×size board
// as records to a file of dir and returns its name.
func pathwayRecords(t *testing.T, dir string, size, n int) string {
	t.Helper()
	ctx := context.Background()
	g, err := registry.Open("pathway", registry.Config{Size: size})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := record.NewWriter(&buf)
	for i := range n {
		b, err := g.NewBot(bot.Spec{Kind: "random"}, uint64(i+1))
		if err != nil {
			t.Fatal(err)
		}
		line := registry.NewLine(g.Start())
		for ply := 0; ; ply++ {
			if _, over := g.Result(line.Position()); over {
				break
			}
			if ply == 2 {
				// Each game its own opening (the record's Position), for
				// -valid to hold out whole games.
				line = registry.NewLine(line.Position())
			}
			c, err := b.Choose(ctx, line, nil)
			if err != nil {
				t.Fatal(err)
			}
			if line, err = line.PlayMove(g, c.Move); err != nil {
				t.Fatal(err)
			}
		}
		r := record.New(g, line)
		if err := w.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	name := filepath.Join(dir, "pathway.rec")
	if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

// TestSolveAndFit labels the positions of random Pathway 5x5 games with
// the solver (tune solve), holding out whole games, and fits the model
// solved (EvalSolved's features) and the model paths (EvalPaths's) to
// them.
func TestSolveAndFit(t *testing.T) {
	dir := t.TempDir()
	games := 60
	if testing.Short() {
		games = 30 // the race detector's run, where solving takes most of the time
	}
	records := pathwayRecords(t, dir, 5, games)
	train, valid := filepath.Join(dir, "train.samples"), filepath.Join(dir, "valid.samples")
	code, out, errs := tuneRun(t, "solve", "-o", train, "-valid", valid, "-holdout", "0.3", "-nodes", "200000", records, records)
	if code != 0 || !strings.Contains(out, fmt.Sprintf("%d games, ", games)) {
		t.Fatalf("solve: exit %d: %s%s", code, out, errs)
	}
	var n [2]int
	for i, name := range []string{train, valid} {
		ss := readSampleFile(t, name, 5*games/3)
		for _, s := range ss {
			if s.Result != 0 && s.Result != 1 {
				t.Fatalf("%s: %+v: not an exact label", name, s)
			}
		}
		n[i] = len(ss)
	}
	t.Logf("%d training samples, %d held out", n[0], n[1])
	code, out, errs = tuneRun(t, "fit", "-game", "pathway", "-model", "solved", "-samples", train, "-valid", valid, "-out", dir)
	if code != 0 {
		t.Fatalf("fit: exit %d: %s", code, errs)
	}
	if before, after := heldOut(t, out); !(after < before) {
		t.Errorf("the fit did not improve the held-out loss: %v to %v\n%s", before, after, out)
	}
	src, err := os.ReadFile(filepath.Join(dir, "solved_weights.go"))
	if err != nil || !strings.Contains(string(src), "var solvedLinear = [25]float64{") {
		t.Errorf("solved_weights.go: %v\n%s", err, src)
	}
	code, out, errs = tuneRun(t, "fit", "-game", "pathway", "-model", "paths", "-samples", train, "-valid", valid, "-epochs", "2")
	if code != 0 || !strings.Contains(out, "weights: [") {
		t.Errorf("fit -model paths: exit %d: %s%s", code, out, errs)
	}
	// -plies keeps the positions 10 to 12 plies after the record's start
	// (the game's 12th to 14th).
	code, out, errs = tuneRun(t, "solve", "-plies", "10:12", "-nodes", "200000", records)
	if code != 0 {
		t.Fatalf("solve -plies: exit %d: %s", code, errs)
	}
	ss, err := tune.ReadSamples(strings.NewReader(out))
	if err != nil || len(ss) == 0 {
		t.Fatalf("solve -plies: %d samples, %v", len(ss), err)
	}
	for _, s := range ss {
		if stones := strings.Count(s.Position, "r") + strings.Count(s.Position, "b") - 1; stones < 12 || stones > 14 {
			t.Errorf("solve -plies 10:12: %q has %d stones", s.Position, stones)
		}
	}
	for _, args := range [][]string{{"solve"}, {"solve", "-nodes", "0", records}, {"solve", "-plies", "5", records}, {"solve", "-plies", "5:4", records}, {"fit", "-game", "mapello", "-model", "solved", "-samples", train}} {
		if code, _, errs := tuneRun(t, args...); code != 2 || errs == "" {
			t.Errorf("tune %q: exit %d, %q; want 2 and a message", args, code, errs)
		}
	}
}

// TestAuto trains eval=auto of Connect Four for one short generation and
// plays the arena's bot with the file it writes.
func TestAuto(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "connectfour.auto")
	summary := filepath.Join(dir, "summary.json")
	code, out, errs := tuneRun(t, "auto", "-game", "connectfour", "-gens", "1", "-games", "6", "-bot", "alphabeta:1", "-sprt-games", "2", "-o", file, "-json", summary)
	if code != 0 {
		t.Fatalf("exit %d: %s%s", code, out, errs)
	}
	for _, want := range []string{"generation 1: 6 games", "SPRT auto-1 vs auto-0", "wrote " + file,
		"\nsummary:\n", "  auto-1 vs auto-0: ", ", Ptnml(0-2) [", ", LLR ", "wrote " + summary} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	js, err := os.ReadFile(summary)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"ptnml": [`, `"llr": `, `"lower": `, `"upper": `, `"result": `} {
		if !bytes.Contains(js, []byte(want)) {
			t.Errorf("no %s in %s:\n%s", want, summary, js)
		}
	}
	t.Setenv(registry.AutoEnv, dir)
	g, err := registry.Open("connectfour", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	spec, err := bot.Parse("alphabeta:1:eval=auto")
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.NewBot(spec, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Choose(context.Background(), registry.NewLine(g.Start()), nil); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := tuneRun(t, "auto", "-game", "nosuchgame", "-o", filepath.Join(dir, "x")); code != 1 || errs == "" {
		t.Errorf("auto -game nosuchgame: exit %d, %q", code, errs)
	}
}
