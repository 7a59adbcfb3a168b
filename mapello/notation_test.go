// notation_test.go holds the notation tests and the fuzz targets.

package mapello_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
)

func TestParseMove(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string
		err  error
	}{
		{"d3", "d3", nil},
		{"a1", "a1", nil},
		{"h8", "h8", nil},
		{" H8\t", "h8", nil},
		{"pass", "pass", nil},
		{"PASS ", "pass", nil},
		{"", "", ply.ErrSyntax},
		{"d", "", ply.ErrSyntax},
		{"d33", "", ply.ErrSyntax},
		{"z3", "", ply.ErrSyntax},
		{"3d", "", ply.ErrSyntax},
		{"@4", "", ply.ErrSyntax},
		{"i1", "", ply.ErrSyntax},
		{"d0", "", ply.ErrSyntax},
		{"d9", "", ply.ErrSyntax},
		{"pa ss", "", ply.ErrSyntax},
		{"passe", "", ply.ErrSyntax},
	} {
		m, err := mapello.ParseMoveText(tc.text)
		if !errors.Is(err, tc.err) || (err == nil) != (tc.err == nil) {
			t.Errorf("ParseMove(%q) error %v, want %v", tc.text, err, tc.err)
			continue
		}
		if err == nil && m.String() != tc.want {
			t.Errorf("ParseMove(%q) = %v, want %s", tc.text, m, tc.want)
		}
	}
	// Every move's name parses back to it.
	for m := range mapello.Pass + 1 {
		if back, err := mapello.ParseMoveText(m.String()); err != nil || back != m {
			t.Errorf("ParseMove(%q) = %v, %v", m.String(), back, err)
		}
	}
}

func TestGameParseMove(t *testing.T) {
	g := mapello.MustNew()
	start := g.Start()
	end := play(t, g, start, "e6 f6 g6 d6 c3 h6 c6")
	passing := mustState(t, "##########/#........#/#........#/#........#/#........#/#........#/#........#/#........#/#ox+.....#/########## x 6 0 0")
	for _, tc := range []struct {
		s    mapello.State
		text string
		err  error
	}{
		{start, "d3", nil},
		{start, "E6", nil},
		{start, "a1", ply.ErrIllegalMove}, // a wall
		{start, "d4", ply.ErrIllegalMove}, // a disc
		{start, "c1", ply.ErrIllegalMove}, // a bonus that flips nothing
		{start, "pass", ply.ErrIllegalMove},
		{start, "@5", ply.ErrSyntax},
		{start, "xx", ply.ErrSyntax},
		{passing, "pass", nil},
		{passing, "c1", ply.ErrIllegalMove},
		{end, "pass", ply.ErrGameOver},
		{end, "a2", ply.ErrGameOver},
		{end, "j9", ply.ErrGameOver}, // game over comes before the syntax
	} {
		m, err := g.ParseMove(tc.s, tc.text)
		if !errors.Is(err, tc.err) || (err == nil) != (tc.err == nil) {
			t.Errorf("%v: ParseMove(%q) = %v, %v; want error %v", tc.s, tc.text, m, err, tc.err)
		}
		if pm, perr := mapello.ParseMove(tc.s, tc.text); pm != m || !errors.Is(perr, tc.err) {
			t.Errorf("%v: package ParseMove(%q) = %v, %v; Game.ParseMove %v, %v", tc.s, tc.text, pm, perr, m, err)
		}
		if err == nil {
			if f := g.FormatMove(tc.s, m); f != strings.ToLower(tc.text) {
				t.Errorf("FormatMove = %q, want %q", f, strings.ToLower(tc.text))
			}
		}
	}
}

func TestParseCell(t *testing.T) {
	for i := range 100 {
		c := mapello.Cell(i)
		back, err := mapello.ParseCell(c.String())
		if err != nil || back != c {
			t.Errorf("ParseCell(%q) = %v, %v", c.String(), back, err)
		}
		if c.X() != i%10 || c.Y() != i/10 || mapello.CellAt(c.X(), c.Y()) != c {
			t.Errorf("cell %d: X %d Y %d", i, c.X(), c.Y())
		}
		if c.Interior() == c.Border() {
			t.Errorf("%v: interior %v, border %v", c, c.Interior(), c.Border())
		}
		m, ok := mapello.Place(c)
		if ok != c.Interior() {
			t.Errorf("Place(%v) ok = %v", c, ok)
		}
		if ok {
			if m.String() != c.String() {
				t.Errorf("Place(%v) = %v", c, m)
			}
			if back, ok := m.Cell(); !ok || back != c {
				t.Errorf("%v.Cell() = %v, %v", m, back, ok)
			}
		}
	}
	for _, text := range []string{"", "a", "j1", "a10", "@-", "11"} {
		if _, err := mapello.ParseCell(text); !errors.Is(err, ply.ErrSyntax) {
			t.Errorf("ParseCell(%q): %v, want ErrSyntax", text, err)
		}
	}
	for _, tc := range []struct {
		c    mapello.Cell
		want string
	}{{mapello.CellAt(0, 4), "@4"}, {mapello.CellAt(8, 7), "h7"}, {mapello.CellAt(9, 7), "i7"}, {mapello.CellAt(3, 0), "c0"}, {mapello.CellAt(4, 9), "d9"}, {mapello.CellAt(10, 0), "-"}, {mapello.NoCell, "-"}, {mapello.Cell(100), "Cell(100)"}} {
		if got := tc.c.String(); got != tc.want {
			t.Errorf("cell %d: %q, want %q", tc.c, got, tc.want)
		}
	}
	if _, ok := mapello.Pass.Cell(); ok {
		t.Error("Pass has a cell")
	}
	if got := mapello.Move(99).String(); got != "Move(99)" {
		t.Errorf("Move(99) = %q", got)
	}
}

// replace returns text with the character at board cell (x, y) replaced.
func replace(text string, x, y int, ch byte) string {
	b := []byte(text)
	b[(9-y)*11+x] = ch
	return string(b)
}

func TestParseStateErrors(t *testing.T) {
	plain := mustSetup("plain").String()
	board := strings.Fields(plain)[0]
	for _, tc := range []struct {
		name, text string
		err        error
	}{
		{"empty", "", ply.ErrSyntax},
		{"four fields", board + " x 0 0", ply.ErrSyntax},
		{"six fields", board + " x 0 0 0 0", ply.ErrSyntax},
		{"double space", board + "  x 0 0 0", ply.ErrSyntax},
		{"short row", strings.Replace(plain, "#........#", "#.......#", 1), ply.ErrSyntax},
		{"bad separator", strings.Replace(plain, "/", "|", 1), ply.ErrSyntax},
		{"unknown char", replace(plain, 2, 2, 'X'), ply.ErrSyntax},
		{"side", board + " b 0 0 0", ply.ErrSyntax},
		{"points sign", board + " x -3 0 0", ply.ErrSyntax},
		{"points leading zero", board + " x 03 0 0", ply.ErrSyntax},
		{"points letters", board + " x 0 3a 0", ply.ErrSyntax},
		{"points too long", board + " x 0 1234567890 0", ply.ErrSyntax},
		{"passes", board + " x 0 0 3", ply.ErrSyntax},
		{"passes two digits", board + " x 0 0 00", ply.ErrSyntax},
		{"empty border", replace(plain, 0, 4, '.'), ply.ErrInvalidState},
		{"disc on border", replace(plain, 9, 9, 'x'), ply.ErrInvalidState},
		{"joker inside", replace(plain, 2, 2, 'j'), ply.ErrInvalidState},
		{"wall on centre", replace(plain, 4, 4, '#'), ply.ErrInvalidState},
		{"points too high", board + " x 10000 0 0", ply.ErrInvalidState},
		{"pass not forced", board + " x 0 0 1", ply.ErrInvalidState},
		{"end marker too early", board + " x 0 0 2", ply.ErrInvalidState},
	} {
		s, err := mapello.ParseState(tc.text)
		if !errors.Is(err, tc.err) {
			t.Errorf("%s: ParseState(%q) = %v, %v; want %v", tc.name, tc.text, s, err, tc.err)
		}
		var u mapello.State = mustSetup("default")
		if err := u.UnmarshalText([]byte(tc.text)); err == nil || u != mustSetup("default") {
			t.Errorf("%s: UnmarshalText changed the state or accepted the text", tc.name)
		}
	}
}

func TestParseStateAccepts(t *testing.T) {
	plain := mustSetup("plain").String()
	board := strings.Fields(plain)[0]
	// Bonus points up to the limit, counting the bonuses still to take.
	limit := board + " x 9999 9999 0"
	if s, err := mapello.ParseState(limit); err != nil || s.String() != limit {
		t.Errorf("ParseState(%q) = %v, %v", limit, s, err)
	}
	withBonus := replace(board, 1, 1, '+') + " o 9899 0 0"
	if _, err := mapello.ParseState(withBonus); err != nil {
		t.Errorf("ParseState(%q): %v", withBonus, err)
	}
	if _, err := mapello.ParseState(replace(board, 1, 1, '+') + " o 9900 0 0"); !errors.Is(err, ply.ErrInvalidState) {
		t.Errorf("points leaving no room for a bonus: %v", err)
	}
	// The end marker 2 reads as 0 on a finished game.
	end := "####j#####/##.+..+.##/#.....#..#/j+#xxxxxxj/j...xx...#/#...xx..+#/#+.x...#.j/j..#.....#/##.+...+##/###j###j## o 0 3 "
	s, err := mapello.ParseState(end + "2")
	if err != nil || s.String() != end+"0" || s.Passes() != 0 {
		t.Errorf("ParseState(end marker) = %v, %v", s, err)
	}
	// Empty centre cells occur in the rules' own positions (9.5), and are
	// accepted; a bonus on one (as position A of 9.4 has on e5) is no
	// reachable state, since setups never put one there and bonuses never
	// move, and is refused, as a wall there is.
	if _, err := mapello.ParseState(positionA); !errors.Is(err, ply.ErrInvalidState) {
		t.Errorf("position A, bonus on e5: %v, want ErrInvalidState", err)
	}
	centreBonus := "##########/#........#/#........#/#........#/#...x+...#/#...ox...#/#........#/#........#/#........#/########## x 0 0 0"
	if _, err := mapello.ParseState(centreBonus); !errors.Is(err, ply.ErrInvalidState) {
		t.Errorf("bonus on e5: %v, want ErrInvalidState", err)
	}
	// The zero State formats and parses back.
	var zero mapello.State
	if back, err := mapello.ParseState(zero.String()); err != nil || back != zero {
		t.Errorf("zero state %q: %v, %v", zero.String(), back, err)
	}
}

func TestStateTextRoundTrip(t *testing.T) {
	g := mapello.MustNew()
	for _, s := range starts(t) {
		text, err := s.MarshalText()
		if err != nil || string(text) != s.String() || g.FormatState(s) != s.String() {
			t.Fatalf("MarshalText(%v) = %q, %v", s, text, err)
		}
		var back mapello.State
		if err := back.UnmarshalText(text); err != nil || back != s {
			t.Errorf("UnmarshalText(%q):\n%s", text, cmp.Diff(s.String(), back.String()))
		}
		if back, err := g.ParseState(string(text)); err != nil || back != s {
			t.Errorf("Game.ParseState(%q) = %v, %v", text, back, err)
		}
	}
}

func TestPieceString(t *testing.T) {
	var got string
	for p := mapello.Empty; p <= mapello.White; p++ {
		got += p.String()
	}
	if got != ".+#jxo" || mapello.Piece(9).String() != "Piece(9)" {
		t.Errorf("pieces %q", got)
	}
}

func FuzzParseState(f *testing.F) {
	for _, s := range []string{
		mustSetup("default").String(), mustSetup("plain").String(), mustSetup("rulebook").String(), positionA,
		"##########/#........#/#........#/#........#/#........#/#........#/#........#/#........#/#ox+.....#/########## o 6 0 1",
		"####j#####/##.+..+.##/#.....#..#/j+#xxxxxxj/j...xx...#/#...xx..+#/#+.x...#.j/j..#.....#/##.+...+##/###j###j## o 0 3 2",
	} {
		f.Add(s)
	}
	g := mapello.MustNew()
	f.Fuzz(func(t *testing.T, text string) {
		s, err := mapello.ParseState(text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrInvalidState) {
				t.Fatalf("ParseState(%q): %v wraps no sentinel", text, err)
			}
			return
		}
		out := s.String()
		if out != text && !(strings.HasSuffix(text, " 2") && out == text[:len(text)-1]+"0") {
			t.Fatalf("ParseState(%q) formats as %q", text, out)
		}
		if back, err := mapello.ParseState(out); err != nil || back != s {
			t.Fatalf("ParseState(%q) = %v, %v", out, back, err)
		}
		// Whatever was parsed can be played on.
		for _, m := range ply.Moves(g, s) {
			if _, err := ply.Play(g, s, m); err != nil {
				t.Fatalf("%v: Play(%v): %v", s, m, err)
			}
		}
		g.Result(s)
		g.Evaluate(s, ply.First)
		g.Render(s)
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"d3", "pass", " H8 ", "@4", "i9", "", "PaSs"} {
		f.Add(s)
	}
	g := mapello.MustNew()
	start := g.Start()
	states := []mapello.State{start, mustLoose(f, positionA),
		mustState(f, "##########/#........#/#........#/#........#/#........#/#........#/#........#/#........#/#ox+.....#/########## x 6 0 0"),
		play(f, g, start, "e6 f6 g6 d6 c3 h6 c6")}
	sentinels := []error{ply.ErrGameOver, ply.ErrSyntax, ply.ErrIllegalMove}
	f.Fuzz(func(t *testing.T, text string) {
		for _, s := range states {
			m, err := mapello.ParseMove(s, text)
			if gm, gerr := g.ParseMove(s, text); gm != m || (gerr == nil) != (err == nil) {
				t.Fatalf("%v: Game.ParseMove(%q) = %v, %v; ParseMove %v, %v", s, text, gm, gerr, m, err)
			}
			if err != nil {
				n := 0
				for _, e := range sentinels {
					if errors.Is(err, e) {
						n++
					}
				}
				if n != 1 {
					t.Fatalf("%v: ParseMove(%q): %v wraps %d of the sentinels, want 1", s, text, err, n)
				}
				if _, over := g.Result(s); over != errors.Is(err, ply.ErrGameOver) {
					t.Fatalf("%v: ParseMove(%q): %v, game over %v", s, text, err, over)
				}
				continue
			}
			if m.String() != strings.ToLower(strings.TrimSpace(text)) {
				t.Fatalf("ParseMove(%q) = %v", text, m)
			}
			if _, perr := ply.Play(g, s, m); perr != nil {
				t.Fatalf("%v: ParseMove(%q) accepted a move Play rejects: %v", s, text, perr)
			}
		}
	})
}

func FuzzParseCell(f *testing.F) {
	for _, s := range []string{"@0", "i9", "d3", "j1", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := mapello.ParseCell(text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) {
				t.Fatalf("ParseCell(%q): %v", text, err)
			}
			return
		}
		if c.String() != strings.ToLower(strings.TrimSpace(text)) {
			t.Fatalf("ParseCell(%q) = %v", text, c)
		}
	})
}

func FuzzSetup(f *testing.F) {
	for _, s := range []string{"default", "rulebook", "plain", "random", "othello", "Random", ""} {
		f.Add(s, uint64(1))
	}
	g := mapello.MustNew()
	f.Fuzz(func(t *testing.T, name string, seed uint64) {
		s, err := g.Setup(name, seed)
		if err != nil {
			if !errors.Is(err, ply.ErrInvalidOption) || slices.Contains(g.SetupNames(), name) {
				t.Fatalf("Setup(%q, %d): %v", name, seed, err)
			}
			return
		}
		if back, err := mapello.ParseState(s.String()); err != nil || back != s {
			t.Fatalf("Setup(%q, %d) = %v, which does not round-trip: %v", name, seed, s, err)
		}
	})
}
