package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// TestScaling: the scaling mode writes a table for each game, a row per
// thread count, and checks every search's score against the first row's.
func TestScaling(t *testing.T) {
	cfg := scalingConfig{threads: []int{1, 2}, runs: 2, tableMB: 1, othelloDepth: 3, othelloPositions: 2, othelloPlies: 20, pushfightDepth: 1}
	var out bytes.Buffer
	if err := scaling(&out, cfg, []string{"othello", "pushfight"}); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"Machine: ", "### Othello", "2 positions after 20 seeded random plies, depth 3", "### Push Fight, the start, depth 1", "\n| 1 | ", "\n| 2 | "} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in:\n%s", want, text)
		}
	}
	out.Reset()
	cfg.endgameFile, cfg.endgame, cfg.endgameMB = "../../mapello/testdata/ffo.obf", []int{1, 2}, 1
	if err := scaling(&out, cfg, []string{"endgame"}); err != nil {
		t.Fatal(err)
	}
	text = out.String()
	for _, want := range []string{"### Endgame", "#1 (14 empty), #2 (14 empty)", "\n| 1 | ", "\n| 2 | "} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in:\n%s", want, text)
		}
	}
	cfg.endgame = []int{1000}
	if err := scaling(&out, cfg, []string{"endgame"}); err == nil {
		t.Error("a line beyond the suite: no error")
	}
	if err := scaling(&out, cfg, []string{"chess"}); err == nil {
		t.Error("an unknown game: no error")
	}
}

// TestParseLines: numbers and ranges; anything else is refused.
func TestParseLines(t *testing.T) {
	got, err := parseLines("40-42, 47")
	if err != nil || !slices.Equal(got, []int{40, 41, 42, 47}) {
		t.Errorf("40-42, 47: %v, %v", got, err)
	}
	for _, bad := range []string{"", "0", "3-1", "x", "1-", "1-2000"} {
		if _, err := parseLines(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestParseThreads: a list of counts, each once; anything else is refused.
func TestParseThreads(t *testing.T) {
	got, err := parseThreads("1, 2,4,2")
	if err != nil || len(got) != 3 || got[0] != 1 || got[1] != 2 || got[2] != 4 {
		t.Errorf("1, 2,4,2: %v, %v", got, err)
	}
	for _, bad := range []string{"", "0", "1,x", "100000"} {
		if _, err := parseThreads(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
