package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestSolveLines: the command prints a header and one line per position,
// and the values of every move with -moves.
func TestSolveLines(t *testing.T) {
	var out, errs bytes.Buffer
	in := strings.NewReader("# FFO #1, 14 empty cells: Black wins by 18 with g8\n" +
		"--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18\n\n")
	if code := run(context.Background(), []string{"-game", "mapello"}, in, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "#") {
		t.Fatalf("want a header and one line, got:\n%s", out.String())
	}
	if f := strings.Fields(lines[1]); len(f) != 5 || f[0] != "win" || f[1] != "+18" || f[2] != "g8" {
		t.Errorf("line %q: want win +18 g8 and two figures", lines[1])
	}

	out.Reset()
	if code := run(context.Background(), []string{"-game", "pathway", "-size", "3", "-moves", "start"}, nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	lines = strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2+9 {
		t.Fatalf("want a header, a line and 9 moves, got:\n%s", out.String())
	}
	for _, l := range lines[2:] {
		if f := strings.Fields(l); len(f) != 3 || (f[1] != "win" && f[1] != "loss") {
			t.Errorf("move line %q", l)
		}
	}
}

// TestSolveBadInput: a bad position or flag is exit status 2 and a message,
// never a panic; a finished position too.
func TestSolveBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "pathway", "nonsense"},
		{"-game", "mapello", strings.Repeat("X", 64) + " X"},
		{"-game", "pathway", "-time", "-1s", "start"},
		{"-game", "nogame", "start"},
	} {
		var out, errs bytes.Buffer
		if code := run(context.Background(), args, nil, &out, &errs); code != 2 || errs.Len() == 0 {
			t.Errorf("%q: exit %d, stderr %q", args, code, errs.String())
		}
	}
}

// TestSolveUnknown: a node limit too small gives "unknown".
func TestSolveUnknown(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(context.Background(), []string{"-game", "pathway", "-nodes", "100", "start"}, nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if !strings.Contains(out.String(), "\nunknown - - ") {
		t.Errorf("want unknown, got:\n%s", out.String())
	}
}
