package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/plygo/ply"
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
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "#") || !strings.HasPrefix(lines[1], "# rule othello") || !strings.HasPrefix(lines[3], "# published answers: 1 checked, 0 differ") {
		t.Fatalf("want a header, the rule, one line and the count of checks, got:\n%s", out.String())
	}
	if f := strings.Fields(lines[2]); len(f) != 7 || f[0] != "win" || f[1] != "+18" || f[2] != "g8" || f[5] != "+18:g8" || f[6] != "ok" {
		t.Errorf("line %q: want win +18 g8, two figures, +18:g8 ok", lines[2])
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

// ffo holds FFO #5, #11, #20 and #31 as the suite publishes them
// (mapello/testdata/ffo.obf), with the margins Mapello's rule gives.
var ffo = []struct {
	line             string
	othello, mapello string // the output's first fields under each rule
}{
	{"-OOOOO----OXXO-XXXOXOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOOO---XXXXX-- X; G8:+32; G2:+12; B2:-20; G6:-26; G1:-32; G7:-34;",
		"win +32 g8", "win +31 g8"},
	{"---O-XOX----XXOX---XXOOXO-XXOXOXXXXOOXOX-XOOXXXXXOOOXX-XOOOOOOO- O; B3:+30; C2:+26; A6:+24; G7:+20; C3:+18; D2:+16; B4:+10; E1:+6;",
		"win +30 b3", "win +29 b3"},
	{"XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X; H5:+6; G6:-2; F6:-4; H6:-10;",
		"win +6 h5", "win +1 h5"},
	{"-OOOOO----OOOO--OXXOOO---XXXOO--XXXXXXO-XXXOOO-OX-OOOO---OOOOO-- X; G6:-2; G3:-4; G4:-8; G7:-14; H5:-14; G2:-16; G1:-30; G8:-32;",
		"loss -2 g6", "loss -1 g6"},
}

// TestSolveSuite: the Othello suite's boards are solved by the Othello
// rule, as published, and the output says so and checks each answer;
// -rule mapello gives Mapello's margins and checks nothing. FFO #31 (20
// empty cells) is left out under -short.
func TestSolveSuite(t *testing.T) {
	cases := ffo
	if testing.Short() {
		cases = cases[:3]
	}
	var in strings.Builder
	for _, c := range cases {
		in.WriteString(c.line + "\n")
	}
	for _, rule := range []string{"", "othello", "mapello"} {
		args := []string{"-game", "mapello"}
		if rule != "" {
			args = append(args, "-rule", rule)
		}
		var out, errs bytes.Buffer
		if code := run(context.Background(), args, strings.NewReader(in.String()), &out, &errs); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errs.String())
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		want := 2 + len(cases)
		if rule != "mapello" {
			want++
		}
		if len(lines) != want {
			t.Fatalf("%q: want %d lines, got:\n%s", args, want, out.String())
		}
		wantRule := "# rule othello: "
		if rule == "mapello" {
			wantRule = "# rule mapello: "
		}
		if !strings.HasPrefix(lines[1], wantRule) {
			t.Errorf("%q: rule line %q, want %q...", args, lines[1], wantRule)
		}
		for i, c := range cases {
			l := lines[2+i]
			f := strings.Fields(l)
			switch {
			case rule == "mapello":
				if !strings.HasPrefix(l, c.mapello+" ") || len(f) != 5 {
					t.Errorf("%q: line %q, want %s and two figures", args, l, c.mapello)
				}
			case !strings.HasPrefix(l, c.othello+" ") || len(f) != 7 || f[6] != "ok":
				t.Errorf("%q: line %q, want %s, two figures, the published answer and ok", args, l, c.othello)
			}
		}
		if rule != "mapello" && lines[len(lines)-1] != fmt.Sprintf("# published answers: %d checked, 0 differ", len(cases)) {
			t.Errorf("%q: last line %q", args, lines[len(lines)-1])
		}
	}
}

// TestSolveDiffers: an answer other than the published one is flagged on
// its line and counted, and the exit status is 3.
func TestSolveDiffers(t *testing.T) {
	in := strings.NewReader(
		ffo[2].line + "\n" +
			// FFO #20 with G6 published best: the margin is right, the move is not.
			"XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X; G6:+6; H5:-2;\n" +
			// And with a wrong margin.
			"XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X; +8;\n")
	var out, errs bytes.Buffer
	if code := run(context.Background(), []string{"-game", "mapello"}, in, &out, &errs); code != 3 {
		t.Fatalf("exit %d, want 3: %s", code, errs.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := []string{" +6:h5 ok", " +6:g6 differs", " +8 differs"}
	if len(lines) != 2+len(want)+1 {
		t.Fatalf("want a header, the rule, %d lines and the count, got:\n%s", len(want), out.String())
	}
	for i, w := range want {
		if l := lines[2+i]; !strings.HasPrefix(l, "win +6 h5 ") || !strings.HasSuffix(l, w) {
			t.Errorf("line %q: want win +6 h5 ...%s", l, w)
		}
	}
	if l := lines[len(lines)-1]; l != "# published answers: 3 checked, 2 differ" {
		t.Errorf("last line %q", l)
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
		{"-game", "mapello", "-rule", "go", "start"},
		{"-game", "pathway", "-rule", "othello", "start"},
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

// TestSolveEarlyEnd: a move that ends the game with empty cells left is
// worth them under the Othello rule, the default for a suite's board, and
// not under Mapello's; a bad -rule names the error.
func TestSolveEarlyEnd(t *testing.T) {
	// Black's c1 takes White's only disc: the game ends with 61 empty cells.
	board := "XO" + strings.Repeat("-", 62) + " X"
	for _, c := range []struct {
		rule, want string
	}{{"", "win +64 c1 "}, {"mapello", "win +3 c1 "}} {
		args := []string{"-game", "mapello", "-moves"}
		if c.rule != "" {
			args = append(args, "-rule", c.rule)
		}
		args = append(args, board)
		var out, errs bytes.Buffer
		if code := run(context.Background(), args, nil, &out, &errs); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errs.String())
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		move := "  c1 " + strings.TrimSuffix(strings.Replace(c.want, " c1", "", 1), " ")
		if len(lines) != 4 || !strings.HasPrefix(lines[2], c.want) || lines[3] != move {
			t.Errorf("%q: want %q... and %q, got:\n%s", args, c.want, move, out.String())
		}
	}
	var out, errs bytes.Buffer
	if code := run(context.Background(), []string{"-game", "mapello", "-rule", "go", board}, nil, &out, &errs); code != 2 ||
		!strings.Contains(errs.String(), ply.ErrInvalidOption.Error()) || !strings.Contains(errs.String(), "othello") {
		t.Errorf("-rule go: exit %d, stderr %q: want 2 and the rules", code, errs.String())
	}
}
