package engine

import (
	"errors"
	"strings"
	"testing"
)

func TestParseCommand(t *testing.T) {
	for _, tc := range []struct {
		line string
		want Command
		err  bool
	}{
		{"name", Command{Name: "name"}, false},
		{"12 play d4-c4 d1^", Command{ID: 12, HasID: true, Name: "play", Args: "d4-c4 d1^"}, false},
		{"play  d4>a5 b2>d4 x c3>e2 ", Command{Name: "play", Args: "d4>a5 b2>d4 x c3>e2"}, false},
		{"0 quit", Command{ID: 0, HasID: true, Name: "quit"}, false},
		{"7", Command{ID: 7, HasID: true}, true},
		{"7x name", Command{}, true},
		{"99999999999999999999 name", Command{}, true},
		{"pl@y a1", Command{}, true},
		{"", Command{}, true},
	} {
		got, err := ParseCommand(tc.line)
		if (err != nil) != tc.err || got != tc.want {
			t.Errorf("ParseCommand(%q) = %+v, %v; want %+v, error %v", tc.line, got, err, tc.want, tc.err)
		}
		if err != nil && !errors.Is(err, ErrCommand) {
			t.Errorf("ParseCommand(%q): error %v does not wrap ErrCommand", tc.line, err)
		}
	}
}

func TestClean(t *testing.T) {
	for in, want := range map[string]string{
		"  play\ta1 \r\n":              "play a1",
		"# a comment":                  "",
		"  # indented comment":         "",
		"position ####j#####/## x 0 0": "position ####j#####/## x 0 0",
		"na\x00me\x7f":                 "name",
	} {
		if got := Clean(in); got != want {
			t.Errorf("Clean(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFormatAnswer(t *testing.T) {
	for _, tc := range []struct {
		ok   bool
		c    Command
		text string
		want string
	}{
		{true, Command{}, "", "=\n\n"},
		{true, Command{ID: 3, HasID: true}, "b1", "=3 b1\n\n"},
		{false, Command{}, "bad", "? bad\n\n"},
		{true, Command{}, "\nboard\n\n  row\n", "=\nboard\n  row\n\n"},
		{true, Command{}, "a\n   \nb\n", "= a\nb\n\n"},
	} {
		if got := formatAnswer(tc.ok, tc.c, tc.text); got != tc.want {
			t.Errorf("formatAnswer(%v, %+v, %q) = %q, want %q", tc.ok, tc.c, tc.text, got, tc.want)
		}
	}
}

// A parsed command written back and parsed again is the same command.
func FuzzParseCommand(f *testing.F) {
	for _, s := range []string{"name", "1 play a1", "play d4-c4 d1^", "12 position 1WB2/3wBb2/2wWb3/2WB1 w - 0", "x", "9", "#", "\t\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		line := Clean(raw)
		if strings.ContainsAny(line, "\n\r\t\x00") || line != strings.TrimSpace(line) {
			t.Fatalf("Clean(%q) = %q", raw, line)
		}
		if line == "" {
			return
		}
		c, err := ParseCommand(line)
		if err != nil {
			if !errors.Is(err, ErrCommand) {
				t.Fatalf("error %v does not wrap ErrCommand", err)
			}
			return
		}
		if c.Name == "" || strings.Contains(c.Name, " ") {
			t.Fatalf("%q: command %+v", line, c)
		}
		again, err := ParseCommand(c.String())
		if err != nil || again != c {
			t.Fatalf("%q: %+v written %q reads %+v, %v", line, c, c.String(), again, err)
		}
	})
}
