package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func runPlay(t *testing.T, input string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errs bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(input), &out, &errs)
	return code, out.String(), errs.String()
}

func TestDemo(t *testing.T) {
	code, out, errs := runPlay(t, "")
	if code != 0 || errs != "" {
		t.Fatalf("demo: exit %d, stderr %q", code, errs)
	}
	if n := strings.Count(strings.ToLower(out), "game over: "); n != 1 {
		t.Errorf("the demo said %d times that the game is over, want once:\n%s", n, out)
	}
}

func TestSameSeedSameGame(t *testing.T) {
	args := []string{"-p1", "random", "-p2", "random", "-seed", "42", "-quiet"}
	_, a, _ := runPlay(t, "", args...)
	_, b, _ := runPlay(t, "", args...)
	if a != b {
		t.Errorf("two games with seed 42 differ:\n%s\n%s", a, b)
	}
	_, c, _ := runPlay(t, "", "-p1", "random", "-p2", "random", "-seed", "43", "-quiet")
	if a == c {
		t.Errorf("seeds 42 and 43 played the same game")
	}
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "chess"},
		{"-p1", "alphabeta:x"},
		{"-p2", "minimax:0"},
		{"-p1", "random:3"},
		{"-p1", "wizard"},
		{"-size", "1"},
		{"-size", "17"},
		{"-setup", "classic"},
		{"-position", "nonsense"},
		{"-position", "....../....../....../....../....../...... b"},
		{"-max-plies", "-1"},
		{"-nosuchflag"},
		{"extra"},
	} {
		code, out, errs := runPlay(t, "", args...)
		if code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
		if out != "" {
			t.Errorf("%q: wrote to stdout: %q", args, out)
		}
		if strings.Contains(errs, "goroutine") || strings.Contains(errs, "panic") {
			t.Errorf("%q: stack trace: %s", args, errs)
		}
		if args[0] != "-nosuchflag" && strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%q: want a one-line error, got %q", args, errs)
		}
	}
}

func TestHuman(t *testing.T) {
	input := strings.Join([]string{
		"zz9",   // malformed
		"b2",    // illegal: two friendly neighbours
		"moves", // the list
		"position",
		"a1",
	}, "\n")
	code, out, errs := runPlay(t, input, "-position", "...b/.r../r.b./.... r", "-p1", "human", "-p2", "greedy")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{
		"not played: pathway: move \"zz9\"",
		"not played: pathway: move \"b2\": b2 touches 2 Red stones: a stone may touch at most one of its own (section 5, placement rule): illegal move",
		"6 moves: a1 b1 d1 c3 a4 b4",
		"...b/.r../r.b./.... r\n",
		"1. Red (human): a1",
		"2. Blue (greedy): ",
		"bye",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestHumanQuit(t *testing.T) {
	code, out, _ := runPlay(t, "quit\n", "-p1", "human")
	if code != 0 || !strings.HasSuffix(out, "bye\n") {
		t.Errorf("quit: exit %d, output ends %q", code, out[max(0, len(out)-40):])
	}
}
