package mapello_test

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
)

// plainStart is the Othello start in the one-line format.
const plainStart = "---------------------------OX------XO--------------------------- X"

// suite reads the lines of testdata/fforum-1-19.obf, comments skipped.
func suite(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("testdata/fforum-1-19.obf")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := sc.Text(); l != "" && !strings.HasPrefix(l, "%") {
			lines = append(lines, l)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(lines) != 19 {
		t.Fatalf("%d positions, want 19", len(lines))
	}
	return lines
}

// TestOBFSuite reads the FFO endgame suite as Edax writes it and writes
// every line back byte for byte.
func TestOBFSuite(t *testing.T) {
	for i, line := range suite(t) {
		o, err := mapello.ParseOBF(line)
		if err != nil {
			t.Fatalf("position %d: %v", i+1, err)
		}
		if len(o.Moves) == 0 || !o.Scored || o.Score != o.Moves[0].Score {
			t.Errorf("position %d: %d moves, score %d (%v): want the first move's score", i+1, len(o.Moves), o.Score, o.Scored)
		}
		if got := o.State.Discs(ply.First) + o.State.Discs(ply.Second) + o.State.Empties(); got != 64 {
			t.Errorf("position %d: %d squares", i+1, got)
		}
		back, err := mapello.FormatOBF(o)
		if err != nil || back != line {
			t.Errorf("position %d: written back as\n%q, %v, want\n%q", i+1, back, err, line)
		}
	}
	// Position 1 square by square: a1 and b1 empty, c1 Black, rank 1 first.
	o, _ := mapello.ParseOBF(suite(t)[0])
	for cell, want := range map[string]mapello.Piece{"a1": mapello.Empty, "c1": mapello.Black, "b2": mapello.White, "g8": mapello.Empty, "h1": mapello.Empty} {
		c, _ := mapello.ParseCell(cell)
		if got := o.State.At(c); got != want {
			t.Errorf("position 1: %s holds %v, want %v", cell, got, want)
		}
	}
	if o.State.ToMove() != ply.First || o.Moves[0].Move.String() != "g8" {
		t.Errorf("position 1: %v to move, best %v; want Black, g8", o.State.ToMove(), o.Moves[0].Move)
	}
}

// TestOthelloPlainSetup: the plain setup is the Othello start, and every
// position of seeded random games from it round-trips through the format,
// through both ParseOthello and the game's ParseState.
func TestOthelloPlainSetup(t *testing.T) {
	g := mapello.MustNew()
	start, err := g.Setup("plain", 0)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := mapello.FormatOthello(start); got != plainStart || err != nil {
		t.Fatalf("FormatOthello(plain) = %q, %v, want %q", got, err, plainStart)
	}
	positions := 0
	for seed := range uint64(40) {
		s := start
		for {
			text, err := mapello.FormatOthello(s)
			if err != nil {
				t.Fatalf("%v: %v", s, err)
			}
			want := withoutPasses(t, s)
			for name, parse := range map[string]func(string) (mapello.State, error){"ParseOthello": mapello.ParseOthello, "Game.ParseState": g.ParseState} {
				back, err := parse(text)
				if err != nil || back != want {
					t.Fatalf("%s(%q) = %v, %v, want %v", name, text, back, err, want)
				}
			}
			positions++
			if _, over := g.Result(s); over {
				break
			}
			s = gametest.PlayTo[mapello.State, mapello.Move](g, s, seed*1000+uint64(positions), 1)
		}
	}
	t.Logf("%d positions round-tripped", positions)
}

// withoutPasses returns s with its pass counter 0, which the format does
// not hold.
func withoutPasses(t *testing.T, s mapello.State) mapello.State {
	t.Helper()
	text := s.String()
	back, err := mapello.ParseState(strings.TrimSuffix(text, " 1") + map[bool]string{true: " 0", false: ""}[strings.HasSuffix(text, " 1")])
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// TestOthelloRefusesMapello: walls, jokers, bonuses and bonus points are
// refused, never dropped.
func TestOthelloRefusesMapello(t *testing.T) {
	g := mapello.MustNew()
	for _, name := range g.SetupNames() {
		s, err := g.Setup(name, 1)
		if err != nil {
			t.Fatal(err)
		}
		_, err = mapello.FormatOthello(s)
		if name == "plain" {
			if err != nil {
				t.Errorf("plain: %v", err)
			}
			continue
		}
		if !errors.Is(err, mapello.ErrNotOthello) {
			t.Errorf("setup %s: FormatOthello: %v, want ErrNotOthello", name, err)
		}
		if _, err := mapello.FormatOBF(mapello.OBF{State: s}); !errors.Is(err, mapello.ErrNotOthello) {
			t.Errorf("setup %s: FormatOBF: %v, want ErrNotOthello", name, err)
		}
	}
	points, err := mapello.ParseState("##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#........#/########## x 3 0 0")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := mapello.FormatOthello(points); !errors.Is(err, mapello.ErrNotOthello) {
		t.Errorf("bonus points: %v, want ErrNotOthello", err)
	}
}

func TestOBFForms(t *testing.T) {
	for _, tc := range []struct {
		line, want string
	}{
		{plainStart, plainStart},
		{plainStart + "\n", plainStart},
		{"  " + strings.ReplaceAll(plainStart, "-", ".") + ";", plainStart},
		{strings.NewReplacer("X", "*", "O", "w").Replace(plainStart), plainStart},
		{plainStart + "; d3:-1; c4:+0", plainStart + "; D3:-1; C4:+0;"},
		{plainStart + "; +0;", plainStart + "; +0;"},
		{plainStart + "; F5:+2; % opening", plainStart + "; F5:+2; % opening"},
		{plainStart + " % just a comment  ", plainStart + " % just a comment"},
		{strings.TrimSuffix(plainStart, "X") + "o;", strings.TrimSuffix(plainStart, "X") + "O"},
	} {
		o, err := mapello.ParseOBF(tc.line)
		if err != nil {
			t.Errorf("ParseOBF(%q): %v", tc.line, err)
			continue
		}
		if got, err := mapello.FormatOBF(o); got != tc.want || err != nil {
			t.Errorf("ParseOBF(%q) writes as %q, %v, want %q", tc.line, got, err, tc.want)
		}
	}
	o, _ := mapello.ParseOBF(plainStart + "; d3:-1; c4:+3; f5:+0;")
	if o.Score != 3 || !o.Scored || len(o.Moves) != 3 {
		t.Errorf("score %d (%v), %d moves: want the best, 3", o.Score, o.Scored, len(o.Moves))
	}
	// A White pass: Black has no disc White could flank, so White passes.
	pass := "XXXXXXXX" + strings.Repeat("-", 48) + "--------" + " O; PA:+64;"
	if _, err := mapello.ParseOBF(pass); !errors.Is(err, ply.ErrGameOver) {
		t.Errorf("ParseOBF(%q): %v, want ErrGameOver (neither side can move)", pass, err)
	}
	pass = "XO------" + strings.Repeat("-", 56) + " O; PA:-2;"
	if o, err := mapello.ParseOBF(pass); err != nil || o.Moves[0].Move != mapello.Pass {
		t.Errorf("ParseOBF(%q) = %v, %v, want a pass", pass, o, err)
	} else if back, err := mapello.FormatOBF(o); back != pass || err != nil {
		t.Errorf("pass written back as %q, %v", back, err)
	}
}

func TestOBFErrors(t *testing.T) {
	for _, tc := range []struct {
		line string
		want error
	}{
		{"", ply.ErrSyntax},
		{plainStart[:63], ply.ErrSyntax},
		{strings.TrimSuffix(plainStart, " X"), ply.ErrSyntax},
		{strings.Replace(plainStart, "-", "#", 1), ply.ErrSyntax},
		{strings.TrimSuffix(plainStart, "X") + "Z", ply.ErrSyntax},
		{plainStart + " junk", ply.ErrSyntax},
		{plainStart + "; D3", ply.ErrSyntax},
		{plainStart + "; D3:", ply.ErrSyntax},
		{plainStart + "; D3:1_0;", ply.ErrSyntax},
		{plainStart + "; Z9:+1;", ply.ErrSyntax},
		{plainStart + "; +1; +2;", ply.ErrSyntax},
		{plainStart + "; +1; D3:+2;", ply.ErrSyntax},
		{plainStart + "\nmore", ply.ErrSyntax},
		{plainStart + "; D3:+65;", ply.ErrInvalidState},
		{plainStart + "; D3:+1; d3:+1;", ply.ErrInvalidState},
		{plainStart + "; A1:+1;", ply.ErrIllegalMove},
		{plainStart + "; PA:+1;", ply.ErrIllegalMove},
	} {
		if _, err := mapello.ParseOBF(tc.line); !errors.Is(err, tc.want) {
			t.Errorf("ParseOBF(%q): %v, want %v", tc.line, err, tc.want)
		}
	}
	s, _ := mapello.ParseOthello(plainStart)
	a1, _ := mapello.Place(mapello.CellAt(1, 1))
	for _, o := range []mapello.OBF{
		{State: s, Moves: []mapello.ScoredMove{{Move: a1}}},
		{State: s, Moves: []mapello.ScoredMove{{Move: mapello.Pass}}},
		{State: s, Score: -65, Scored: true},
		{State: s, Comment: "two\nlines"},
	} {
		if _, err := mapello.FormatOBF(o); !errors.Is(err, ply.ErrInvalidState) {
			t.Errorf("FormatOBF(%v): %v, want ErrInvalidState", o, err)
		}
	}
}

// FuzzParseOBF: a line ParseOBF accepts writes back (FormatOBF) to a line
// that reads as the same OBF; one it rejects gives an error wrapping a
// sentinel.
func FuzzParseOBF(f *testing.F) {
	f.Add(plainStart)
	f.Add(plainStart + "; D3:-1; C4:+0; % c")
	f.Add("XO------" + strings.Repeat("-", 56) + " O; PA:-2;")
	f.Add("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;")
	f.Fuzz(func(t *testing.T, line string) {
		o, err := mapello.ParseOBF(line)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrInvalidState) && !errors.Is(err, ply.ErrIllegalMove) && !errors.Is(err, ply.ErrGameOver) {
				t.Fatalf("ParseOBF(%q): %v wraps no sentinel", line, err)
			}
			return
		}
		text, err := mapello.FormatOBF(o)
		if err != nil {
			t.Fatalf("ParseOBF(%q) read, FormatOBF: %v", line, err)
		}
		back, err := mapello.ParseOBF(text)
		if err != nil {
			t.Fatalf("%q written as %q, which reads as %v", line, text, err)
		}
		again, _ := mapello.FormatOBF(back)
		if back.State != o.State || again != text || back.Score != o.Score || back.Scored != o.Scored || len(back.Moves) != len(o.Moves) {
			t.Fatalf("%q written as %q, read back as %q", line, text, again)
		}
	})
}
