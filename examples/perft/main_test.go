package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
)

func TestPerftLines(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-game", "pathway", "-depth", "3"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "#") {
		t.Fatalf("want a header and 3 lines, got:\n%s", out.String())
	}
	want := []string{"36", "1140", "35272"}
	for i, line := range lines[1:] {
		f := strings.Fields(line)
		if len(f) != 4 || f[0] != strconv.Itoa(i+1) || f[1] != want[i] {
			t.Errorf("line %q: want depth %d, %s nodes and two figures", line, i+1, want[i])
		}
		for _, x := range f[2:] {
			if _, err := strconv.ParseFloat(x, 64); err != nil {
				t.Errorf("line %q: %q is not a number", line, x)
			}
		}
	}
}

func TestPerftPosition(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-position", "...b/.r../r.b./.... r", "-depth", "1"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if !strings.Contains(out.String(), "\n1 6 ") {
		t.Errorf("want 6 moves at depth 1:\n%s", out.String())
	}
}

func TestPerftBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"-position", "not a position"},
		{"-position", "rr/rr r"},
		{"-depth", "0"},
		{"-depth", "x"},
		{"-game", "go"},
		{"-size", "40"},
	} {
		var out, errs bytes.Buffer
		code := run(args, &out, &errs)
		if code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
		if args[0] != "-depth" || args[1] != "x" {
			if n := strings.Count(strings.TrimSpace(errs.String()), "\n"); n != 0 {
				t.Errorf("%q: want one line, got %q", args, errs.String())
			}
		}
	}
}

// perft -h lists the games and their setups, not bots, which perft does
// not use.
func TestPerftHelp(t *testing.T) {
	var out, errs strings.Builder
	if code := run([]string{"-h"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if strings.Contains(errs.String(), "classic-greedy") || strings.Contains(errs.String(), "alphabeta") {
		t.Errorf("perft -h lists bots:\n%s", errs.String())
	}
	if !strings.Contains(errs.String(), "-playouts") || !strings.Contains(errs.String(), "pushfight") {
		t.Errorf("perft -h lacks -playouts or the games:\n%s", errs.String())
	}
}

func TestPlayouts(t *testing.T) {
	var out, errs strings.Builder
	if code := run([]string{"-game", "pathway", "-size", "4", "-playouts", "50", "-seed", "3"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "# games") || !strings.HasPrefix(lines[1], "50 ") {
		t.Errorf("output %q", out.String())
	}
	for _, bad := range [][]string{{"-playouts", "-1"}, {"-playouts", "x"}, {"-playouts", "2000000000"}} {
		if code := run(bad, &out, &errs); code != 2 {
			t.Errorf("%v: exit %d", bad, code)
		}
	}
}

// TestPerftOthelloLine: an Othello engine's one-line board (with an .obf
// line's moves and scores) is a Mapello position; the Othello start counts
// as Othello does.
func TestPerftOthelloLine(t *testing.T) {
	for _, pos := range []string{
		"---------------------------OX------XO--------------------------- X",
		"---------------------------OX------XO--------------------------- X; F5:+0; % start",
	} {
		var out, errs bytes.Buffer
		if code := run([]string{"-game", "mapello", "-position", pos, "-depth", "4"}, &out, &errs); code != 0 {
			t.Fatalf("exit %d: %s", code, errs.String())
		}
		for _, want := range []string{"\n1 4 ", "\n2 12 ", "\n3 56 ", "\n4 244 "} {
			if !strings.Contains(out.String(), want) {
				t.Errorf("%q: want %q in\n%s", pos, want, out.String())
			}
		}
	}
	var out, errs bytes.Buffer
	if code := run([]string{"-game", "mapello", "-position", "---------------------------OX------XO--------------------------- X; A1:+0;"}, &out, &errs); code != 2 || !strings.Contains(errs.String(), "flip nothing (section 5, placement rule 2)") {
		t.Errorf("an illegal move in the line: exit %d, %q", code, errs.String())
	}
}
