package cli_test

import (
	"github.com/plygo/ply/cli/clitest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// Tests of issue 29's terminal defects, one each, through cli.Main as a
// person at the terminal uses play.

func TestPlayMitsudomoeRefusalGivesRule(t *testing.T) {
	_, out, _ := clitest.Run(t, "*a1 a1>b2\nquit\n", "play", "-game", "mitsudomoe", "-p1", "human", "-p2", "greedy")
	if !strings.Contains(out, "not played: ") || !strings.Contains(out, "a1 holds a ball: a ring goes only on a cell without a ball (rule R1)") {
		t.Errorf("the refusal does not give the rule:\n%s", out)
	}
}

func TestPlayHelpExplainsNotation(t *testing.T) {
	for game, parts := range map[string][]string{
		"mitsudomoe": {"*b2", "d4>a5", "a1>b2", "x c3>e2"},
		"pushfight":  {"d4-c4", "d1^", "^ up, v down, < left, > right", "d1d2d4/c2d3"},
		"mapello":    {"d3", "pass", "j joker"},
		"morelli":    {"a7-h7"},
		"pathway":    {"c3"},
	} {
		_, out, _ := clitest.Run(t, "help\nquit\n", "play", "-game", game, "-p1", "human", "-p2", "greedy")
		_, _, usage := clitest.Run(t, "", "play", "-game", game, "-h")
		for _, p := range parts {
			if !strings.Contains(out, p) {
				t.Errorf("%s: help lacks %q:\n%s", game, p, out)
			}
			if !strings.Contains(usage, p) {
				t.Errorf("%s: -h lacks %q", game, p)
			}
		}
	}
}

func TestPlayLongListingGroupedAndPaged(t *testing.T) {
	_, out, _ := clitest.Run(t, "moves\nmore\nmoves a3b3c3\nquit\n", "play", "-game", "pushfight", "-setup", "placement", "-p1", "human", "-p2", "greedy")
	if n := strings.Count(out, "\n"); n > 200 {
		t.Errorf("the listing of 12,870 setup moves takes %d lines", n)
	}
	if !strings.Contains(out, "12870 moves in ") || !strings.Contains(out, "(\"moves X\" lists a group)") {
		t.Errorf("no grouped listing:\n%s", out)
	}
	if !strings.Contains(out, "a3b3c3/") {
		t.Errorf("\"moves a3b3c3\" does not list the group:\n%s", out)
	}
	if !strings.Contains(out, "more lines: type more") && !strings.Contains(out, "no more to list") {
		t.Errorf("no paging:\n%s", out)
	}
}

func TestPlayHintNeverMinusZero(t *testing.T) {
	// A drawn-looking start: Morelli and Mitsudomoe score near 0.
	for _, game := range []string{"pathway", "mitsudomoe"} {
		_, out, _ := clitest.Run(t, "hint\nquit\n", "play", "-game", game, "-p1", "human", "-p2", "greedy")
		if !strings.Contains(out, "hint for ") {
			t.Fatalf("%s: no hint:\n%s", game, out)
		}
		if strings.Contains(out, "score -0") {
			t.Errorf("%s: hint prints -0:\n%s", game, out)
		}
	}
}

func TestPlayOneNumbering(t *testing.T) {
	_, out, _ := clitest.Run(t, "c3\nundo\nquit\n", "play", "-game", "pathway", "-p1", "human", "-p2", "greedy")
	if !strings.Contains(out, "took back to move 1:") || !strings.Contains(out, "move 1, Red to play") {
		t.Errorf("undo and the prompt disagree:\n%s", out)
	}
	// In the placement setup the prompt numbers moves as the record does,
	// and the board's counter is the turn cap's, said as such.
	_, out, _ = clitest.Run(t, "d1d2d4/c2d3\nquit\n", "play", "-game", "pushfight", "-setup", "placement", "-p1", "human", "-p2", "greedy", "-seed", "2")
	if !strings.Contains(out, "move 3, White to play") || !strings.Contains(out, "White to move, 0 of 200 turns played") || strings.Contains(out, "turn 1\n") {
		t.Errorf("placement numbering:\n%s", out)
	}
}

// cellRow matches a board row of Mitsudomoe or Push Fight: a rank, the
// cells, a rank.
var cellRow = regexp.MustCompile(`^[1-5] .* [1-5]$`)

func TestPlayFixedColumnWidth(t *testing.T) {
	// Mitsudomoe's stacks grow, and Push Fight's anchor appears with the
	// first push.
	for _, game := range []string{"mitsudomoe", "pushfight"} {
		_, out, _ := clitest.Run(t, "", "play", "-game", game, "-p1", "greedy", "-p2", "greedy", "-max-plies", "60", "-seed", "3")
		widths := map[int]int{}
		for _, l := range strings.Split(out, "\n") {
			if cellRow.MatchString(l) {
				widths[utf8.RuneCountInString(l)]++
			}
		}
		if len(widths) != 1 {
			t.Errorf("%s: board rows of %d widths: %v", game, len(widths), widths)
		}
	}
}

func TestPlayHomesWithoutColour(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	_, out, _ := clitest.Run(t, "quit\n", "play", "-game", "mitsudomoe", "-p1", "human", "-p2", "greedy")
	for _, want := range []string{":wW :", "|bB |", ":: White home, Black's goal", "|| Black home, White's goal"} {
		if !strings.Contains(out, want) {
			t.Errorf("without colour the board lacks %q:\n%s", want, out)
		}
	}
}

func TestPlayLongLineRefused(t *testing.T) {
	long := strings.Repeat("x", 70<<10)
	code, out, errs := clitest.Run(t, long+"\nc3\nquit\n", "play", "-game", "pathway", "-p1", "human", "-p2", "greedy")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if !strings.Contains(out, "not read: a line of 71681 bytes") || !strings.Contains(out, "1. Red (human): c3") || !strings.Contains(out, "bye") {
		t.Errorf("the long line ended the game or was not refused:\n%s", out[:min(len(out), 2000)])
	}
}

func TestPlayLoadWithGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.txt")
	if code, out, errs := clitest.Run(t, "", "play", "-game", "pushfight", "-p1", "greedy", "-p2", "greedy", "-max-plies", "4", "-record", path, "-quiet"); code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
	code, out, errs := clitest.Run(t, "quit\n", "play", "-game", "pushfight", "-load", path, "-p1", "human", "-p2", "human")
	if code != 0 || !strings.Contains(out, "continuing after move 4") {
		t.Errorf("-game with -load: exit %d, %s\n%s", code, errs, out)
	}
	code, _, errs = clitest.Run(t, "quit\n", "play", "-game", "mapello", "-load", path)
	if code != 2 || !strings.Contains(errs, "the record is a game of pushfight") {
		t.Errorf("-game of another game: exit %d, %q", code, errs)
	}
}

// A proven score is said in words, in plies, by hint, by analyze at the
// prompt and in the comments of play -record: Pathway's 3×3 board is a win
// in 8 for Red.
func TestPlayProvenScoreInWords(t *testing.T) {
	_, out, _ := clitest.Run(t, "hint\nanalyze\nquit\n", "play", "-game", "pathway", "-size", "3", "-p1", "human", "-p2", "human")
	for _, want := range []string{"hint for Red: b2 (score win in 8, depth ", "  1. b2         win in 8 ", "loss in 9"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q:\n%s", want, out)
		}
	}
	path := filepath.Join(t.TempDir(), "game.txt")
	code, out, errs := clitest.Run(t, "", "play", "-game", "pathway", "-size", "3", "-p1", "alphabeta:10", "-p2", "alphabeta:10", "-record", path)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q\n%s", code, errs, out)
	}
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "1. b2 {score win in 8 depth ") || !strings.Contains(string(text), "2. a1 {score loss in 7 depth ") {
		t.Errorf("the record does not say the proven scores in words:\n%s", text)
	}
	for _, old := range []string{"e+09", "wins in", "#"} {
		if strings.Contains(out+string(text), old) {
			t.Errorf("%q shown:\n%s\n%s", old, out, text)
		}
	}
}
