package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply/cli"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/tune"
)

func tuneRun(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
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
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		ss, err := tune.ReadSamples(f)
		f.Close()
		if err != nil || len(ss) < 100 {
			t.Fatalf("%s: %d samples, %v", name, len(ss), err)
		}
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
