package main

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/plygo/ply/mapello"
)

// TestOthelloMargins runs the margin pipeline of docs/tuning.md small:
// exact positions, self-play games finished by the solver, a fit at 6
// stages whose weights file package mapello reads, and error on it.
func TestOthelloMargins(t *testing.T) {
	dir := t.TempDir()
	exact := filepath.Join(dir, "exact.txt")
	train, valid := filepath.Join(dir, "train.txt"), filepath.Join(dir, "valid.txt")
	if code, out, errs := tuneRun(t, "exact", "-positions", "30", "-empties", "8-10", "-seed", "5", "-o", exact); code != 0 {
		t.Fatalf("exact: exit %d: %s%s", code, out, errs)
	}
	ms, err := readMargins(exact)
	if err != nil || len(ms) != 30 {
		t.Fatalf("%d exact positions, %v", len(ms), err)
	}
	for _, m := range ms {
		if e := m.State.Empties(); e < 8 || e > 10 {
			t.Fatalf("a position of %d empty cells", e)
		}
	}
	if code, out, errs := tuneRun(t, "endgames", "-games", "40", "-solve", "8-10", "-depth", "1-2", "-every", "4", "-o", train, "-valid", valid); code != 0 {
		t.Fatalf("endgames: exit %d: %s%s", code, out, errs)
	}
	tr, err := readMargins(train)
	if err != nil || len(tr) < 30*50 {
		t.Fatalf("%d training positions, %v", len(tr), err)
	}
	// A game's positions share its final margin, seen from each side.
	if tr[1].State.ToMove() != tr[0].State.ToMove() && tr[0].Margin != -tr[1].Margin {
		t.Errorf("first two positions: margins %d and %d", tr[0].Margin, tr[1].Margin)
	}
	code, out, errs := tuneRun(t, "fit-margins", "-exact", exact, "-valid", valid, "-stages", "6", "-epochs", "2", "-out", dir, train)
	if code != 0 {
		t.Fatalf("fit-margins: exit %d: %s%s", code, out, errs)
	}
	if !regexp.MustCompile(`exact before: MAE [0-9.]+ RMS`).MatchString(out) || !regexp.MustCompile(`exact after: +MAE [0-9.]+ RMS`).MatchString(out) {
		t.Errorf("no exact errors in %q", out)
	}
	weights := filepath.Join(dir, "othello.weights")
	b, err := os.ReadFile(weights)
	if err != nil {
		t.Fatal(err)
	}
	var w mapello.PatternWeights
	if err := w.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
	if n, ok := w.Stages(); n != 6 || !ok {
		t.Errorf("%d stages (%v), want 6", n, ok)
	}
	if code, out, errs := tuneRun(t, "error", "-exact", exact, "-weights", weights); code != 0 || !regexp.MustCompile(`^MAE [0-9.]+ RMS`).MatchString(out) {
		t.Errorf("error: exit %d: %s%s", code, out, errs)
	}
	for _, args := range [][]string{
		{"exact"}, {"exact", "-o", exact, "-empties", "9-8"}, {"endgames"}, {"endgames", "-o", train, "-depth", "0-2"},
		{"fit-margins", "-exact", exact, "-valid", valid, "-stages", "1", train}, {"error"},
	} {
		if code, _, _ := tuneRun(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
