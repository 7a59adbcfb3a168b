package morelli_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/morelli"
)

func TestParseStateErrors(t *testing.T) {
	empty := "13/13/13/13/13/13/13/13/13/13/13/13/13"
	for _, tc := range []struct {
		text string
		want error
	}{
		{"", ply.ErrSyntax},
		{empty, ply.ErrSyntax},                                                                                      // no side
		{empty + " ", ply.ErrSyntax},                                                                                // empty side
		{empty + " X", ply.ErrSyntax},                                                                               // side in capitals
		{empty + " x ", ply.ErrSyntax},                                                                              // trailing space
		{empty + "  x", ply.ErrSyntax},                                                                              // two spaces
		{"13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrSyntax},                                                    // 12 ranks
		{"13/13/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrSyntax},                                              // 14 ranks
		{"12/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrSyntax},                                                 // 12 cells
		{"14/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrSyntax},                                                 // a run of 14
		{"x13/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrSyntax},                                                // 14 cells
		{"12xx/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrSyntax},                                               // 14 cells
		{"013/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrSyntax},                                                // leading zero
		{"0x12/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrSyntax},                                               // empty run
		{"1111/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrSyntax},                                               // 11 then 11
		{"12.1/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrSyntax},                                               // bad letter
		{"6T6/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrSyntax},                                                // bad letter
		{"13/13/13/13/13/13/6x6/13/13/13/13/13/13 x", ply.ErrInvalidState},                                          // piece on the Throne
		{"13/13/13/13/13/13/5X7/13/13/13/13/13/13 x", ply.ErrInvalidState},                                          // King off the Throne
		{"X12/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.ErrInvalidState},                                          // King off the Throne
		{"xxxxxxxxxxxxx/xxxxxxxxxxxxx/xxxxxxxxxxxxx/xxxxxxxxxx3/13/13/13/13/13/13/13/13/13 x", ply.ErrInvalidState}, // 49 pieces
	} {
		s, err := morelli.ParseState(tc.text)
		if !errors.Is(err, tc.want) {
			t.Errorf("ParseState(%q) = %v, %v; want error %v", tc.text, s, err, tc.want)
		}
		var u morelli.State
		d := mustSetup("default", 0)
		u = d
		if err := u.UnmarshalText([]byte(tc.text)); !errors.Is(err, tc.want) || u != d {
			t.Errorf("UnmarshalText(%q) = %v, changed state: %v", tc.text, err, u != d)
		}
	}
}

func TestStateText(t *testing.T) {
	for _, text := range []string{
		defaultText,
		"13/13/13/13/13/13/13/13/13/13/13/13/13 x",
		"13/13/13/13/13/13/6O6/13/13/13/13/13/13 o",
		"xxxxxxxxxxxxx/xxxxxxxxxxxxx/xxxxxxxxxxxxx/xxxxxxxxx4/13/13/13/13/13/13/13/13/13 x", // 48 pieces
		"1x10o/13/13/13/13/13/5oXo5/13/13/13/13/13/x11x o",
	} {
		s := mustState(t, text)
		if s.String() != text {
			t.Errorf("ParseState(%q).String() = %q", text, s)
		}
		b, err := s.MarshalText()
		if err != nil || string(b) != text {
			t.Errorf("MarshalText = %q, %v", b, err)
		}
		g := morelli.MustNew()
		if g.FormatState(s) != text {
			t.Errorf("FormatState = %q", g.FormatState(s))
		}
		if back, err := g.ParseState(text); err != nil || back != s {
			t.Errorf("Game.ParseState(%q) = %v, %v", text, back, err)
		}
	}
	// The zero State is the empty board with Black to move.
	if got := (morelli.State{}).String(); got != "13/13/13/13/13/13/13/13/13/13/13/13/13 x" {
		t.Errorf("zero State = %q", got)
	}
}

func TestParseMove(t *testing.T) {
	g := morelli.MustNew()
	s := mustSetup("default", 0)
	for _, tc := range []struct {
		text string
		want string
		err  error
	}{
		{"a1-b2", "a1-b2", nil},
		{"a1b2", "a1-b2", nil},
		{"A1-B2", "a1-b2", nil},
		{"  a1-b2\t", "a1-b2", nil},
		{"c1-c12", "c1-c12", nil},
		{"c1c12", "c1-c12", nil},
		{"a13-l2", "", ply.ErrIllegalMove}, // a13 is White's
		{"m13-b2", "", ply.ErrIllegalMove}, // so is m13
		{"a1-l12", "a1-l12", nil},
		{"a1-m13", "", ply.ErrIllegalMove}, // occupied
		{"a1-g7", "", ply.ErrIllegalMove},  // the Throne
		{"a2-a3", "", ply.ErrIllegalMove},  // occupied, same band
		{"c1-b2", "c1-b2", nil},            // a diagonal from the edge
		{"a1-a1", "", ply.ErrIllegalMove},
		{"b2-c3", "", ply.ErrIllegalMove}, // no piece
		{"a1 b2", "", ply.ErrSyntax},
		{"a1--b2", "", ply.ErrSyntax},
		{"a1-b2x", "", ply.ErrSyntax},
		{"a0-b2", "", ply.ErrSyntax},
		{"n1-b2", "", ply.ErrSyntax},
		{"a14-b2", "", ply.ErrSyntax},
		{"a01-b2", "", ply.ErrSyntax},
		{"a1-", "", ply.ErrSyntax},
		{"", "", ply.ErrSyntax},
		{"-", "", ply.ErrSyntax},
		{"a1-b2-c3", "", ply.ErrSyntax},
	} {
		m, err := g.ParseMove(s, tc.text)
		if tc.err != nil {
			if !errors.Is(err, tc.err) {
				t.Errorf("ParseMove(%q) = %v, %v; want error %v", tc.text, m, err, tc.err)
			}
			continue
		}
		if err != nil || m.String() != tc.want || g.FormatMove(s, m) != tc.want {
			t.Errorf("ParseMove(%q) = %v, %v; want %s", tc.text, m, err, tc.want)
		}
	}
}

func TestCells(t *testing.T) {
	perBand := map[int]int{}
	frames := map[[4]morelli.Cell]bool{}
	for _, c := range cells() {
		back, err := morelli.ParseCell(c.String())
		if err != nil || back != c {
			t.Errorf("ParseCell(%q) = %v, %v", c, back, err)
		}
		if morelli.CellAt(c.X(), c.Y()) != c {
			t.Errorf("CellAt(%d, %d) != %v", c.X(), c.Y(), c)
		}
		perBand[c.Band()]++
		if c.Opposite().Opposite() != c || c.Opposite().Band() != c.Band() {
			t.Errorf("opposite of %v is %v", c, c.Opposite())
		}
		f := c.Frame()
		if c != morelli.Throne {
			seen := map[morelli.Cell]bool{}
			for _, x := range f {
				seen[x] = true
				if x.Band() != c.Band() {
					t.Errorf("frame of %v holds %v of another band", c, x)
				}
			}
			if len(seen) != 4 || f[2] != c.Opposite() || f[1].Rotate() != f[2] || f[3].Rotate() != c {
				t.Errorf("frame of %v: %v", c, f)
			}
			// One key per frame: its smallest cell.
			k := f
			for k[0] > min(f[0], f[1], f[2], f[3]) {
				k = [4]morelli.Cell{k[1], k[2], k[3], k[0]}
			}
			frames[k] = true
		}
	}
	for k := 1; k <= 6; k++ {
		if perBand[k] != 8*k {
			t.Errorf("band %d has %d cells, want %d", k, perBand[k], 8*k)
		}
	}
	if perBand[0] != 1 || morelli.Throne.Band() != 0 || morelli.Throne.String() != "g7" {
		t.Errorf("Throne %v, band 0 has %d cells", morelli.Throne, perBand[0])
	}
	if len(frames) != 42 {
		t.Errorf("%d frames, want 42", len(frames))
	}
	// The two frames "The board" of docs/rules/morelli.md shows.
	for _, want := range [][4]string{{"d8", "f4", "j6", "h10"}, {"g9", "e7", "g5", "i7"}} {
		c, _ := morelli.ParseCell(want[0])
		f := c.Frame()
		got := [4]string{f[0].String(), f[1].String(), f[2].String(), f[3].String()}
		if got != want {
			t.Errorf("frame of %s = %v, want %v", want[0], got, want)
		}
	}
	if morelli.Cell(169).Valid() || morelli.Cell(169).String() != "Cell(169)" {
		t.Errorf("Cell(169): valid %v, %q", morelli.Cell(169).Valid(), morelli.Cell(169))
	}
}

func TestPieces(t *testing.T) {
	for p, want := range map[morelli.Piece]struct {
		text  string
		owner ply.Player
	}{
		morelli.Empty:      {".", ply.NoPlayer},
		morelli.BlackPiece: {"x", morelli.Black},
		morelli.WhitePiece: {"o", morelli.White},
		morelli.BlackKing:  {"X", morelli.Black},
		morelli.WhiteKing:  {"O", morelli.White},
		morelli.Piece(9):   {"?", ply.NoPlayer},
	} {
		if p.String() != want.text || p.Owner() != want.owner {
			t.Errorf("piece %d: %q owned by %v, want %q and %v", p, p, p.Owner(), want.text, want.owner)
		}
	}
	s := mustState(t, "13/13/13/13/13/13/5oXo5/13/13/13/13/13/x12 o")
	if s.At(morelli.Throne) != morelli.BlackKing || s.King() != morelli.Black || s.At(200) != morelli.Empty {
		t.Errorf("At: %v %v", s.At(morelli.Throne), s.King())
	}
}

func TestRender(t *testing.T) {
	g := morelli.MustNew()
	s := mustState(t, "13/13/13/13/13/13/5oXo5/13/13/13/13/13/x12 o")
	want := `     a b c d e f g h i j k l m
 13  . . . . . . . . . . . . .
 12  . . . . . . . . . . . . .
 11  . . . . . . . . . . . . .
 10  . . . . . . . . . . . . .
  9  . . . . . . . . . . . . .
  8  . . . . . . . . . . . . .
  7  . . . . . o X o . . . . .
  6  . . . . . . . . . . . . .
  5  . . . . . . . . . . . . .
  4  . . . . . . . . . . . . .
  3  . . . . . . . . . . . . .
  2  . . . . . . . . . . . . .
  1  x . . . . . . . . . . . .
Game over: Black wins (the King is Black's)
`
	if got := g.Render(s); got != want {
		t.Errorf("Render:\n%s\nwant:\n%s", got, want)
	}
	colour := morelli.MustNew().RenderColor(mustSetup("default", 0))
	if !containsAll(colour, "\x1b[", "T", "Black (x) to move") {
		t.Errorf("colour Render:\n%s", colour)
	}
}

func containsAll(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}
