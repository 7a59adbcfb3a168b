package cli_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/plygo/ply/cli"
	"github.com/plygo/ply/cli/clitest"
)

// refusals lists, per game, moves played from the start that end in one
// the rules refuse, and the rule the refusal must name (issue 37, point
// 5: every game says why, as Mitsudomoe does).
var refusals = []struct {
	game  string
	moves []string
	want  string
}{
	{"pathway", []string{"c3", "d3"}, "d3 touches only Red stones: a stone touches no stone at all, or exactly one of its own (section 5, placement rule)"},
	{"mapello", []string{"d4"}, "d4 holds a White disc: a disc goes only on an empty cell (section 5, placement rule 1)"},
	{"morelli", []string{"a1-b3"}, "a1-b3 is not a straight line along a rank, a file or a diagonal (section 5, movement rule 2)"},
	{"pushfight", []string{"d4-d5"}, "d5 is off the board (section 2)"},
	{"pushfight", []string{"d2v"}, "the line would cross a rail (section 5(b), push rule 3)"},
}

// TestPlayRefusalGivesRule: at the terminal, a refused move says which
// rule refuses it, in every game.
func TestPlayRefusalGivesRule(t *testing.T) {
	for _, tc := range refusals {
		_, out, _ := clitest.Run(t, strings.Join(tc.moves, "\n")+"\nquit\n", "play", "-game", tc.game, "-p1", "human", "-p2", "human")
		if !strings.Contains(out, "not played: ") || !strings.Contains(out, tc.want) {
			t.Errorf("%s %v: the refusal does not give the rule %q:\n%s", tc.game, tc.moves, tc.want, out)
		}
	}
}

// TestEngineRefusalGivesRule: the engine's "?" answer to a refused play
// says which rule refuses it, in every game.
func TestEngineRefusalGivesRule(t *testing.T) {
	for _, tc := range refusals {
		var in strings.Builder
		for _, m := range tc.moves {
			in.WriteString("play " + m + "\n")
		}
		var out, errs bytes.Buffer
		if code := cli.Engine(context.Background(), []string{"-game", tc.game}, strings.NewReader(in.String()), &out, &errs); code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.game, code, errs.String())
		}
		answers := strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n")
		last := answers[len(answers)-1]
		if len(answers) != len(tc.moves) || !strings.HasPrefix(last, "? ") || !strings.Contains(last, tc.want) {
			t.Errorf("%s %v: the engine answers\n%s\nwant a last answer \"? ...%s...\"", tc.game, tc.moves, out.String(), tc.want)
		}
	}
}

// TestPathwaySummaryStatesRule: Pathway's one-line summary, in play -h
// (and so in the README and the web form, which show the same line),
// states the placement rule: a cell touched only by enemy stones is
// refused too, so "touching at most one friend" misstated it.
func TestPathwaySummaryStatesRule(t *testing.T) {
	_, _, usage := clitest.Run(t, "", "play", "-h")
	if !strings.Contains(usage, "touching no stone, or exactly one of your own") || strings.Contains(usage, "at most one friend") {
		t.Errorf("play -h misstates Pathway's placement rule:\n%s", usage)
	}
}
