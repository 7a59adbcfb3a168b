// notation_test.go holds the tests of the position strings, move notation, maksverver's forms and the text board.

package pushfight_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply"
	"github.com/plygo/ply/pushfight"
)

// TestRoundTripVectors checks example 9's strings and a few more: each parses
// and prints back unchanged, through ParseState, UnmarshalText and the
// Notation methods.
func TestRoundTripVectors(t *testing.T) {
	g := pushfight.MustNew()
	for _, text := range []string{
		"5/8/8/5 w - 0",
		"1W3/3w4/2Ww4/2W2 b - 0",
		"1WB2/3wBb2/2wWb3/2WB1 w - 0",
		"2WB1/3wBb2/2wWb3/2WB1 b e4 1",
		"WwB2/3WBb2/2wWb3/3B1 b d2 1",
		// Finished: White's square pushed off c4 by Black (example 3).
		"wB3/3WBb2/2wWb3/3B1 w d4 2",
		"2B1B/1b2b2W/1W2W3/1wwB1 w g4 0",
		"5/ww1BBB2/2WWW1bb/5 w f3 65535",
	} {
		s, err := pushfight.ParseState(text)
		if err != nil {
			t.Errorf("ParseState(%q): %v", text, err)
			continue
		}
		if got := pushfight.FormatState(s); got != text {
			t.Errorf("FormatState(ParseState(%q)) = %q", text, got)
		}
		if got := s.String(); got != text {
			t.Errorf("String = %q, want %q", got, text)
		}
		var u pushfight.State
		if err := u.UnmarshalText([]byte(text)); err != nil || u != s {
			t.Errorf("UnmarshalText(%q) = %v, %v", text, u, err)
		}
		if back, err := g.ParseState(g.FormatState(s)); err != nil || back != s {
			t.Errorf("Game.ParseState(Game.FormatState) = %v, %v", back, err)
		}
	}
}

func TestParseStateRejects(t *testing.T) {
	for _, tc := range []struct {
		text string
		want error
	}{
		// Example 9's rejection vectors.
		{"1WB2/3wBb2/2wWb3/2WB1 w d4 0", ply.ErrInvalidState}, // anchor on the mover's square
		{"1WB2/3wBb2/2wWb3/2WB1 b d3 0", ply.ErrInvalidState}, // anchor on a round
		{"1WB2/3wBb2/2wWb3/2WB1 w f3 0", ply.ErrInvalidState}, // anchor on an enemy round
		{"1WB2/3wBb2/2wWb3/2WB1 w c1 0", ply.ErrInvalidState}, // anchor on an empty cell
		{"1WB2/3wBb1/2wWb3/2WB1 w - 0", ply.ErrSyntax},        // rank 3 too short
		{"1WB3/3wBb2/2wWb3/2WB1 w - 0", ply.ErrSyntax},        // rank 4 too long
		{"1WB2/3wBb2/2wWb3/2WBB1 w - 0", ply.ErrSyntax},       // rank 1 too long
		{"WWW2/WWW5/8/5 b - 0", ply.ErrInvalidState},          // six White squares
		{"1W3/3w4/2Ww4/2W2 w - 0", ply.ErrInvalidState},       // White to set up twice
		{"1W3/3w4/2Ww4/3W1 b - 0", ply.ErrInvalidState},       // setup: White piece on e1
		{"5/8/8/5 b - 0", ply.ErrInvalidState},                // Black sets up first
		{"5/8/8/5 w - 3", ply.ErrInvalidState},                // turns during setup
		{"1W3/3w4/2Ww4/2W2 b d1 0", ply.ErrInvalidState},      // anchor during setup
		{"1WB2/3wBb2/2w1b3/3B1 w - 0", ply.ErrInvalidState},   // two pieces missing
		{"1WB2/3wBb2/2wWb3/2WB1 w - 70000", ply.ErrInvalidState},
		{"1WB2/3wBb2/2wWb3/2WB1 w - 12345678", ply.ErrInvalidState},
		// Malformed text.
		{"", ply.ErrSyntax},
		{"1WB2/3wBb2/2wWb3/2WB1", ply.ErrSyntax},
		{"1WB2/3wBb2/2wWb3/2WB1 w - 0 x y", ply.ErrSyntax},
		{"1WB2/3wBb2/2wWb3/2WB1  w - 0", ply.ErrSyntax},
		{"1WB2/3wBb2/2wWb3 w - 0", ply.ErrSyntax},
		{"1WB2/3wBb2/2wWb3/2WB1/5 w - 0", ply.ErrSyntax},
		{"1WX2/3wBb2/2wWb3/2WB1 w - 0", ply.ErrSyntax},
		{"1WB02/3wBb2/2wWb3/2WB1 w - 0", ply.ErrSyntax},
		{"1WB2/9/2wWb3/2WB1 w - 0", ply.ErrSyntax},
		{"1WB2/3wBb2/2wWb3/2WB1 x - 0", ply.ErrSyntax},
		{"1WB2/3wBb2/2wWb3/2WB1 w a1 0", ply.ErrSyntax},
		{"1WB2/3wBb2/2wWb3/2WB1 w - -1", ply.ErrSyntax},
		{"1WB2/3wBb2/2wWb3/2WB1 w - 01", ply.ErrSyntax},
		{"1WB2/3wBb2/2wWb3/2WB1 w - 1x", ply.ErrSyntax},
		{"2WB1/3wBb2/2wWb3/2WB1 b e4 1 xyz", ply.ErrSyntax},
		{"2WB1/3wBb2/2wWb3/2WB1 b e4 1 0000000000000", ply.ErrInvalidState},
		// A history key with the wrong side to move (Black, like the
		// position itself), and one too many for the turns played.
		{"2WB1/3wBb2/2wWb3/2WB1 b e4 1 8f4ba6983870c", ply.ErrInvalidState},
		{"2WB1/3wBb2/2wWb3/2WB1 b e4 0 034ba69838706", ply.ErrInvalidState},
		{"2WB1/3wBb2/2wWb3/2WB1 b e4 1 034ba69838706,034ba69838706", ply.ErrInvalidState},
		{"2WB1/3wBb2/2wWb3/2WB1 b e4 1 034BA69838706", ply.ErrSyntax},
		{"2WB1/3wBb2/2wWb3/2WB1 b e4 1 034ba6983870", ply.ErrSyntax},
		{"2WB1/3wBb2/2wWb3/2WB1 b e4 1 fffffffffffff", ply.ErrInvalidState},
	} {
		s, err := pushfight.ParseState(tc.text)
		if !errors.Is(err, tc.want) {
			t.Errorf("ParseState(%q) = %v, %v; want an error wrapping %v", tc.text, s, err, tc.want)
		}
		var u pushfight.State
		if err := u.UnmarshalText([]byte(tc.text)); err == nil || u != (pushfight.State{}) {
			t.Errorf("UnmarshalText(%q) = %v, changed the state to %v", tc.text, err, u)
		}
	}
}

// TestHistoryText checks that states with a history round-trip through
// their text and that the history field is what ParseState expects.
func TestHistoryText(t *testing.T) {
	g := pushfight.MustNew()
	s := g.Start()
	for _, text := range []string{"d4>", "e3<", "e4>"} {
		s = g.Apply(s, mustParseMove(t, g, s, text))
	}
	text, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	fields := strings.Fields(string(text))
	if len(fields) != 5 || len(strings.Split(fields[4], ",")) != 3 {
		t.Fatalf("MarshalText = %q, want a five-field string with three history keys", text)
	}
	var back pushfight.State
	if err := back.UnmarshalText(text); err != nil || back != s {
		t.Fatalf("UnmarshalText(%q) = %v; differs from the state: %v", text, err, back)
	}
	if s.String() != strings.Join(fields[:4], " ") {
		t.Errorf("String = %q, want the first four fields of %q", s.String(), text)
	}
	if p := s.Position(); p.History() != 0 || p.String() != s.String() {
		t.Errorf("Position() = %q with %d history keys", p, p.History())
	}
	// The first key is the position before the last turn.
	prev, _ := pushfight.ParseState("2WB1/2wB1b2/2wWb3/2WB1 w d3 2")
	if got, want := fields[4][:13], strings.Fields(mustMarshal(t, g.Apply(prev, mustParseMove(t, g, prev, "e4>"))))[4][:13]; got != want {
		t.Errorf("history starts with %s, want %s", got, want)
	}
}

func mustMarshal(t *testing.T, s pushfight.State) string {
	t.Helper()
	b, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func mustParseMove(t *testing.T, g *pushfight.Game, s pushfight.State, text string) pushfight.Move {
	t.Helper()
	m, err := g.ParseMove(s, text)
	if err != nil {
		t.Fatalf("ParseMove(%v, %q): %v", s, text, err)
	}
	return m
}

func TestParseMoveForms(t *testing.T) {
	g := pushfight.MustNew()
	s := g.Start()
	for _, tc := range []struct{ text, want string }{
		{"d2>", "d2>"},
		{"d4-c4 d1^", "d4-c4 d1^"},
		{"D4-C4 D1^", "d4-c4 d1^"},
		{"  d4-c4,  d1^ ", "d4-c4 d1^"},
		{"d4-c4,d1-d2", "d4-c4 d1^"}, // maksverver's push form
		{"d2-d3", "d2^"},             // a lone maksverver push... onto d3 (illegal: rail), checked below
	} {
		m, err := g.ParseMove(s, tc.text)
		if tc.text == "d2-d3" {
			if !errors.Is(err, ply.ErrIllegalMove) {
				t.Errorf("ParseMove(%q) = %v, %v; want ErrIllegalMove", tc.text, m, err)
			}
			continue
		}
		if err != nil || m.String() != tc.want {
			t.Errorf("ParseMove(%q) = %v, %v; want %s", tc.text, m, err, tc.want)
		}
	}
	// Any sequence returns the canonical turn of its result: the two
	// slides in either order, the same squares swapping roles.
	a := mustParseMove(t, g, s, "c2-b2 d3-c3 d2>")
	b := mustParseMove(t, g, s, "d3-c3 c2-b2 d2>")
	if a != b || g.Apply(s, a) != g.Apply(s, b) {
		t.Errorf("the same slides in two orders parse to %v and %v", a, b)
	}
	for _, m := range g.AppendSequences(nil, s)[:400] {
		p := mustParseMove(t, g, s, m.String())
		if g.Apply(s, p) != g.Apply(s, m) {
			t.Fatalf("ParseMove(%v) = %v, a different result", m, p)
		}
		if q := mustParseMove(t, g, s, pushfight.FormatMaksververMove(m)); q != p {
			t.Fatalf("maksverver form %q parsed to %v, want %v", pushfight.FormatMaksververMove(m), q, p)
		}
	}
}

func TestParseMoveRejects(t *testing.T) {
	g := pushfight.MustNew()
	s := g.Start()
	for _, tc := range []struct {
		text string
		want error
		why  string
	}{
		{"", ply.ErrSyntax, ""},
		{"d2", ply.ErrSyntax, ""},
		{"d2x", ply.ErrSyntax, ""},
		{"i2>", ply.ErrSyntax, ""},
		{"a1>", ply.ErrSyntax, ""},
		{"d2> d4-c4", ply.ErrSyntax, ""},
		{"d4-c4 d3-c3 c2-b2 d2>", ply.ErrSyntax, ""},
		{"d4c4 d2>", ply.ErrSyntax, ""},
		{"d4-c4-b4 d2>", ply.ErrSyntax, ""},
		{"d1^ d2>", ply.ErrSyntax, ""},
		{"e4-f4 d2>", ply.ErrIllegalMove, "no White piece"},
		{"d4-e4 d2>", ply.ErrIllegalMove, "not empty"},
		{"d4-c4 c4-c3 d2>", ply.ErrIllegalMove, "may not slide again"},
		{"c2-a1 d2>", ply.ErrSyntax, ""},
		{"d4-h3 d2>", ply.ErrIllegalMove, ""},
		{"d2-a3 d2>", ply.ErrIllegalMove, "no path"},
		{"c2^", ply.ErrIllegalMove, "round on c2 cannot push"},
		{"e4<", ply.ErrIllegalMove, "no White square"},
		{"d4>,d2-d4", ply.ErrSyntax, ""},
		{"d2-f2", ply.ErrIllegalMove, "not adjacent"},
		{"d1/c2", ply.ErrSyntax, ""},
		{"a4-b3 d2>", ply.ErrSyntax, ""}, // a4 is not a cell of the board
		{"d2-f2 a1^", ply.ErrSyntax, ""},
	} {
		m, err := g.ParseMove(s, tc.text)
		if !errors.Is(err, tc.want) || !strings.Contains(errString(err), tc.why) {
			t.Errorf("ParseMove(%q) = %v, %v; want %v (%s)", tc.text, m, err, tc.want, tc.why)
		}
		checkOneSentinel(t, tc.text, err)
	}
	// The end of the game comes before the text: Black has lost a square.
	over, err := pushfight.ParseState("1WB2/3wBb2/2wWb3/2W2 b - 3")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"d3-c3 e3<", "junk", "d1d2d4/c2z3"} {
		_, err := g.ParseMove(over, text)
		if !errors.Is(err, ply.ErrGameOver) {
			t.Errorf("ParseMove(over, %q) = %v, want ErrGameOver", text, err)
		}
		checkOneSentinel(t, text, err)
	}
	// A slide that needs a path of empty cells: d1 is walled in by c1,
	// d2 and e1 once c1 is taken.
	blocked, _ := pushfight.ParseState("1WB2/3wBb2/3Wb3/1wWB1 w - 0")
	if _, err := g.ParseMove(blocked, "d1-b1 d2>"); err == nil || !strings.Contains(err.Error(), "no path") {
		t.Errorf("a walled-in slide: %v", err)
	}
}

// checkOneSentinel fails when err wraps more than one of the sentinels of
// package ply.
func checkOneSentinel(t *testing.T, text string, err error) {
	t.Helper()
	n := 0
	for _, e := range []error{ply.ErrSyntax, ply.ErrIllegalMove, ply.ErrGameOver, ply.ErrInvalidState} {
		if errors.Is(err, e) {
			n++
		}
	}
	if n > 1 {
		t.Errorf("ParseMove(%q) = %v: wraps %d sentinels, want one", text, err, n)
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestSetupMoves(t *testing.T) {
	g := pushfight.MustNew()
	s, _ := pushfight.MustNew().Setup("placement", 0)
	if n := len(g.AppendMoves(nil, s)); n != 12870 {
		t.Errorf("%d setup moves for White, want 12870", n)
	}
	w := mustParseMove(t, g, s, "d4d2d1/d3c2")
	if w.String() != "d1d2d4/c2d3" || !w.IsSetup() {
		t.Errorf("setup move %v, want d1d2d4/c2d3", w)
	}
	s = g.Apply(s, w)
	// Example 9's round-trip vector 1W3/3w4/2Ww4/2W2 is White's half of the
	// classic setup; the standard one has the round on c2 and the square on
	// d2.
	if got := s.String(); got != "1W3/3w4/2wW4/2W2 b - 0" {
		t.Errorf("after White's setup: %s", got)
	}
	if n := len(g.AppendMoves(nil, s)); n != 12870 {
		t.Errorf("%d setup moves for Black, want 12870", n)
	}
	s = g.Apply(s, mustParseMove(t, g, s, "e1e3e4/e2f3"))
	if got, want := s.String(), "1WB2/3wBb2/2wWb3/2WB1 w - 0"; got != want {
		t.Errorf("after both setups: %s, want the standard start %s", got, want)
	}
	if s.Phase() != pushfight.Play {
		t.Errorf("phase %v after both setups", s.Phase())
	}
	empty, _ := pushfight.MustNew().Setup("placement", 0)
	for _, tc := range []struct {
		text string
		want error
	}{
		{"d1d2d4/c2", ply.ErrSyntax},
		{"d1d2d4c2d3", ply.ErrSyntax},
		{"d1d2d4/c2z3", ply.ErrSyntax},
		{"d1d1d4/c2z3", ply.ErrSyntax}, // the text before the rules
		{"d1d2d4/c2a4", ply.ErrSyntax}, // a4 is not a cell of the board
		{"d1d2e4/c2d3", ply.ErrIllegalMove},
		{"d1d2d4/d2d3", ply.ErrIllegalMove},
		{"d2>", ply.ErrIllegalMove}, // a well-formed turn, not legal while placing
	} {
		_, err := g.ParseMove(empty, tc.text)
		if !errors.Is(err, tc.want) {
			t.Errorf("ParseMove(placement, %q) = %v, want %v", tc.text, err, tc.want)
		}
		checkOneSentinel(t, tc.text, err)
	}
	sq, rd := w.SetupCells()
	if diff := cmp.Diff([]string{"d4", "d2", "d1"}, cellNames(sq)); diff != "" {
		t.Errorf("SetupCells squares (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"d3", "c2"}, cellNames(rd)); diff != "" {
		t.Errorf("SetupCells rounds (-want +got):\n%s", diff)
	}
	if m := pushfight.NewSetup(ply.First, sq, rd); m != w {
		t.Errorf("NewSetup = %v, want %v", m, w)
	}
}

func cellNames(cs []pushfight.Cell) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.String())
	}
	return out
}

func TestMaksverver(t *testing.T) {
	g := pushfight.MustNew()
	start := g.Start()
	if got, want := pushfight.FormatMaksverver(start), ".OX.....oXx....oOx.....OX."; got != want {
		t.Errorf("FormatMaksverver(start) = %q, want %q", got, want)
	}
	after := g.Apply(start, mustParseMove(t, g, start, "d4>"))
	text := pushfight.FormatMaksverver(after)
	if want := "..YO....xOo....xXo.....XO."; text != want {
		t.Errorf("after d4>: %q, want %q", text, want)
	}
	back, err := pushfight.ParseMaksverver(text, ply.Second)
	if err != nil || back.String() != "2WB1/3wBb2/2wWb3/2WB1 b e4 0" {
		t.Errorf("ParseMaksverver(%q) = %v, %v", text, back, err)
	}
	for _, tc := range []struct {
		text string
		p    ply.Player
		want error
	}{
		{".OX.....oXx....oOx.....OX", ply.First, ply.ErrSyntax},
		{".OX.....oXx....oOx.....OXZ", ply.First, ply.ErrSyntax},
		{".OX.....oXx....oOx.....OX.", ply.NoPlayer, ply.ErrSyntax},
		{".OX.....oXx....oOx......X.", ply.First, ply.ErrInvalidState},
		{".YY.....oXx....oOx.....OX.", ply.First, ply.ErrInvalidState},
	} {
		if _, err := pushfight.ParseMaksverver(tc.text, tc.p); !errors.Is(err, tc.want) {
			t.Errorf("ParseMaksverver(%q) = %v, want %v", tc.text, err, tc.want)
		}
	}
	m := mustParseMove(t, g, start, "d4-c4 d1^")
	if got := pushfight.FormatMaksververMove(m); got != "d4-c4,d1-d2" {
		t.Errorf("FormatMaksververMove = %q", got)
	}
}

func TestRender(t *testing.T) {
	g := pushfight.MustNew()
	s, _ := pushfight.ParseState("2WB1/3wBb2/2wWb3/2WB1 b e4 1")
	want := `     a  b  c  d  e  f  g  h
           ==============
4          .  .  W* B  .
3    .  .  .  w  B  b  .  .
2    .  .  w  W  b  .  .  .
1       .  .  W  B  .
        ==============
Black to move, turn 2
`
	if diff := cmp.Diff(want, g.Render(s)); diff != "" {
		t.Errorf("Render (-want +got):\n%s", diff)
	}
	end, _ := pushfight.ParseState("wB3/3WBb2/2wWb3/3B1 w d4 2")
	if got := g.Render(end); !strings.HasSuffix(got, "Black wins after 2 turns\n") {
		t.Errorf("Render of a finished game:\n%s", got)
	}
	place, _ := pushfight.MustNew().Setup("placement", 0)
	if got := g.Render(place); !strings.HasSuffix(got, "White to set up\n") {
		t.Errorf("Render of the placement phase:\n%s", got)
	}
}

func TestCells(t *testing.T) {
	for i := range pushfight.Cell(pushfight.NumCells) {
		c, err := pushfight.ParseCell(i.String())
		if err != nil || c != i {
			t.Errorf("ParseCell(%q) = %v, %v", i.String(), c, err)
		}
		if pushfight.CellAt(i.X(), i.Y()) != i {
			t.Errorf("CellAt(%d, %d) != %v", i.X(), i.Y(), i)
		}
	}
	for _, bad := range []string{"a1", "a4", "b4", "h4", "g1", "h1", "i2", "c5", "c0", "", "c44"} {
		if _, err := pushfight.ParseCell(bad); !errors.Is(err, ply.ErrSyntax) {
			t.Errorf("ParseCell(%q) = %v, want ErrSyntax", bad, err)
		}
	}
	if got := pushfight.Cell(0).String() + pushfight.Cell(25).String(); got != "c4f1" {
		t.Errorf("cells 0 and 25 are %s, want c4 and f1", got)
	}
	d4 := pushfight.CellAt(3, 3)
	if d4.Neighbour(pushfight.Up) != pushfight.NoCell || d4.Neighbour(pushfight.Left).String() != "c4" {
		t.Errorf("neighbours of d4: up %v, left %v", d4.Neighbour(pushfight.Up), d4.Neighbour(pushfight.Left))
	}
	if b1 := pushfight.CellAt(1, 0); b1.String() != "b1" || b1.X() != 1 || b1.Y() != 0 || !b1.Valid() {
		t.Errorf("CellAt(1, 0) = %v at (%d, %d)", b1, b1.X(), b1.Y())
	}
	for _, c := range []pushfight.Cell{pushfight.NoCell, pushfight.NumCells, 100} {
		if c.Valid() || c.X() != -1 || c.Y() != -1 {
			t.Errorf("Cell(%d): valid %v at (%d, %d)", c, c.Valid(), c.X(), c.Y())
		}
	}
	if pushfight.CellAt(0, 3) != pushfight.NoCell || pushfight.CellAt(8, 1) != pushfight.NoCell || pushfight.CellAt(2, 4) != pushfight.NoCell {
		t.Error("CellAt off the board")
	}
}

// TestSetupsAndStart checks the named setups and the WithStart option.
func TestSetupsAndStart(t *testing.T) {
	g := pushfight.MustNew()
	if diff := cmp.Diff([]string{"default", "classic", "mirror", "placement"}, g.SetupNames()); diff != "" {
		t.Errorf("SetupNames (-want +got):\n%s", diff)
	}
	if s, err := g.Setup("default", 1); err != nil || s != g.Start() || s.String() != "1WB2/3wBb2/2wWb3/2WB1 w - 0" {
		t.Errorf("Setup(default) = %v, %v; want the standard start", s, err)
	}
	for _, name := range []string{"random", "standard", ""} {
		if _, err := g.Setup(name, 1); !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("Setup(%q): %v, want ErrInvalidOption", name, err)
		}
	}
	classic, _ := g.Setup("classic", 0)
	h := pushfight.MustNew(pushfight.WithStart(classic))
	if got := h.Start(); got != classic {
		t.Errorf("WithStart(classic): Start = %v", got)
	}
	if got, _ := h.Setup("default", 0); got != classic {
		t.Errorf("WithStart(classic): Setup(default) = %v", got)
	}
	if got := pushfight.MustNew(pushfight.WithStart(pushfight.State{})).Start(); got.Phase() != pushfight.Placement {
		t.Errorf("WithStart(zero State): Start = %v, want the empty board", got)
	}
}

func TestMoveAccessors(t *testing.T) {
	g := pushfight.MustNew()
	s := g.Start()
	m := mustParseMove(t, g, s, "d4-c4 d1^")
	d4, c4, d1 := pushfight.CellAt(3, 3), pushfight.CellAt(2, 3), pushfight.CellAt(3, 0)
	if n := pushfight.NewTurn([][2]pushfight.Cell{{d4, c4}}, d1, pushfight.Up); n != m {
		t.Errorf("NewTurn = %v, want %v", n, m)
	}
	if f, to := m.Slide(0); m.NumSlides() != 1 || f != d4 || to != c4 {
		t.Errorf("slides of %v: %d, first %v-%v", m, m.NumSlides(), f, to)
	}
	if f, to := m.Slide(1); f != pushfight.NoCell || to != pushfight.NoCell {
		t.Errorf("second slide of %v: %v-%v, want none", m, f, to)
	}
	if p, d := m.Push(); p != d1 || d != pushfight.Up || m.IsSetup() {
		t.Errorf("push of %v: %v%v", m, p, d)
	}
	if pushfight.NewTurn(make([][2]pushfight.Cell, 3), d1, pushfight.Up) != 0 || pushfight.NewTurn(nil, pushfight.NoCell, pushfight.Up) != 0 {
		t.Error("NewTurn accepted three slides or no pusher")
	}
	if pushfight.NewSetup(ply.First, []pushfight.Cell{pushfight.CellAt(4, 0)}, nil) != 0 {
		t.Error("NewSetup accepted a White piece on e1")
	}
	var zero pushfight.Move
	if _, err := ply.Play(ply.Game[pushfight.State, pushfight.Move](g), s, zero); !errors.Is(err, ply.ErrIllegalMove) {
		t.Errorf("Play of the zero move: %v", err)
	}
}
