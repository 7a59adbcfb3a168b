// notation_test.go holds the notation tests and the fuzz targets of both parsers.

package mitsudomoe_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply"
	"github.com/plygo/ply/mitsudomoe"
)

const startText = "3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 0"

// TestStateRoundTrip checks that the worked examples' states print as
// given and that MarshalText and UnmarshalText agree with them.
func TestStateRoundTrip(t *testing.T) {
	g := mitsudomoe.MustNew()
	if got := g.Start().String(); got != startText {
		t.Errorf("start = %q, want %q", got, startText)
	}
	for _, ex := range workedExamples {
		s := mustState(t, ex.state)
		if got := s.String(); got != ex.state {
			t.Errorf("String = %q, want %q", got, ex.state)
		}
		text, err := s.MarshalText()
		if err != nil || string(text) != ex.state {
			t.Errorf("MarshalText = %q, %v", text, err)
		}
		var back mitsudomoe.State
		if err := back.UnmarshalText(text); err != nil || back != s {
			t.Errorf("UnmarshalText(%q) = %v", text, err)
		}
		if g.FormatState(s) != ex.state {
			t.Errorf("FormatState = %q", g.FormatState(s))
		}
	}
}

// TestParseStateVariants checks the input the state parser accepts beyond
// the canonical text.
func TestParseStateVariants(t *testing.T) {
	for _, text := range []string{
		"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5",           // turns left out
		"  3,bB,bB/4,bB/5/wW,4/wW,wW,3   w 5 5  0 ",   // extra spaces
		"1,2,bB,bB/4,bB/5/wW,1,1,1,1/wW,wW,3 w 5 5 0", // split runs of empty cells
	} {
		s, err := mitsudomoe.ParseState(text)
		if err != nil {
			t.Errorf("ParseState(%q): %v", text, err)
			continue
		}
		if diff := cmp.Diff(startText, s.String()); diff != "" {
			t.Errorf("ParseState(%q) (-want +got):\n%s", text, diff)
		}
	}
	s := mustState(t, "3,bB,bB/4,bB/5/wW,4/wW,wW,3 b 5 5 123")
	if s.ToMove() != ply.Second || s.Turns() != 123 {
		t.Errorf("side %v, turns %d", s.ToMove(), s.Turns())
	}
}

// TestParseStateErrors checks that bad states fail with the right sentinel
// and leave an UnmarshalText target unchanged.
func TestParseStateErrors(t *testing.T) {
	tests := []struct {
		text string
		want error
	}{
		{"", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 0 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/wW,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/5/wW,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,4 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,2 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB,1/5/wW,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/0,5/wW,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/6/wW,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/14/wW,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/W,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wx,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wWw,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wWW,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,Bb,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 x 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 W 5 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w five 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 -1", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 +1", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 1e3", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 05 5 0", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 00", ply.ErrSyntax},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 99999999999", ply.ErrInvalidState},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 9 5 0", ply.ErrInvalidState},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 4 5 0", ply.ErrInvalidState},
		{"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 6 0", ply.ErrInvalidState},
		{"3,bB,bB/4,bB/5/wB,4/wW,wW,3 w 5 5 0", ply.ErrInvalidState},
		{"3,bB,bB/4,bW/5/wW,4/wW,wW,3 w 5 5 0", ply.ErrInvalidState},
		{"3,bB,bB/4,bB/5/wW,wW,3/wW,wW,3 w 4 5 0", ply.ErrInvalidState},
		{"3,bB,bB/4,bB/5/w,4/wW,wW,3 w 5 5 0", ply.ErrInvalidState},
		{"3,bB,bB/4,bB/5/wwwwwwwW,4/wW,wW,3 w 0 5 0", ply.ErrInvalidState},
		{"3,bB,bB/4,bB/5/wwwwwwwwwwwwwwwwwwW,4/wW,wW,3 w 0 5 0", ply.ErrInvalidState},
		{"3,bB,bB/4,bB/5/wwwwwwbbbbbbW,4/wW,wW,3 w 0 0 0", ply.ErrInvalidState},
	}
	for _, tt := range tests {
		_, err := mitsudomoe.ParseState(tt.text)
		if !errors.Is(err, tt.want) {
			t.Errorf("ParseState(%q) = %v, want %v", tt.text, err, tt.want)
		}
		s := mitsudomoe.MustNew().Start()
		if err := s.UnmarshalText([]byte(tt.text)); err == nil || s != mitsudomoe.MustNew().Start() {
			t.Errorf("UnmarshalText(%q) = %v and changed its target", tt.text, err)
		}
	}
}

// TestParseMoveVariants checks case, spacing, the pairing of net
// relocations and the sequential form, which all normalise to one move.
func TestParseMoveVariants(t *testing.T) {
	threeBalls := "b,b,b,wW,wW/5/wW,bB,bB,bB,w/5/b,3,b w 4 0 0"
	tests := []struct {
		state, text, want string
	}{
		{startText, "*B2 A1>B2", "*b2 a1>b2"},
		{startText, "  *b2\t a1>b2  ", "*b2 a1>b2"},
		{workedExamples[1].state, "d4>a5 b2>d4 x c3>e2", "d4>a5 b2>d4 x c3>e2"},
		{workedExamples[1].state, "D4>A5 B2>D4 X C3>E2", "d4>a5 b2>d4 x c3>e2"},
		// Example 3: net form, then the sequential forms of both outcomes.
		{workedExamples[2].state, "e3>b4 a3>e3 x c3>a5", "e3>b4 a3>e3 x c3>a5"},
		{workedExamples[2].state, "e3>b4 a3>e3 x d3>a5,c3>d3", "e3>b4 a3>e3 x c3>a5"},
		{workedExamples[2].state, "e3>b4 a3>e3 x c3>a5, d3>c3", "e3>b4 a3>e3 x d3>a5"},
		{workedExamples[2].state, "e3>b4 b3>e3 x c3>a5 , d3>c3", "e3>b4 b3>e3 x d3>a5"},
		// Three balls: any pairing of the net form, and the sequential
		// form that moves every ball.
		{threeBalls, "*c1 a3>e3 x c3>b5,b3>a5", "*c1 a3>e3 x b3>a5,c3>b5"},
		{threeBalls, "*c1 a3>e3 x b3>b5,c3>a5", "*c1 a3>e3 x b3>a5,c3>b5"},
		{threeBalls, "*c1 a3>e3 x d3>a1,c3>d3,b3>c3", "*c1 a3>e3 x b3>a1"},
		{threeBalls, "*c1 a3>e3 x d3>a1,b3>e1,c3>a5", "*c1 a3>e3 x b3>a1,c3>e1,d3>a5"},
	}
	for _, tt := range tests {
		s := mustState(t, tt.state)
		m, err := mitsudomoe.ParseMove(s, tt.text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", tt.text, err)
			continue
		}
		if m.String() != tt.want {
			t.Errorf("ParseMove(%q) = %q, want %q", tt.text, m, tt.want)
		}
	}
}

// TestParseMoveErrors checks that bad moves fail with the right sentinel.
func TestParseMoveErrors(t *testing.T) {
	ex2 := workedExamples[1].state
	ex3 := workedExamples[2].state
	threeBalls := "b,b,b,wW,wW/5/wW,bB,bB,bB,w/5/b,3,b w 4 0 0"
	tests := []struct {
		state, text string
		want        error
	}{
		{startText, "", ply.ErrSyntax},
		{startText, "*b2", ply.ErrSyntax},
		{startText, "*b2 a1>b2 x", ply.ErrSyntax},
		{startText, "*b2 a1>b2 y c3>a5", ply.ErrSyntax},
		{startText, "*b2 a1-b2", ply.ErrSyntax},
		{startText, "*f2 a1>b2", ply.ErrSyntax},
		{startText, "*b6 a1>b2", ply.ErrSyntax},
		{startText, "b2 a1>b2", ply.ErrSyntax},
		{startText, "**b2 a1>b2", ply.ErrSyntax},
		{startText, "a1>a1 a1>b2", ply.ErrSyntax},
		{startText, "*b2 a1>a1", ply.ErrSyntax},
		{startText, "*b2 a1>b2>c3", ply.ErrSyntax},
		{startText, "*b2 a1>b2 x c3>a5,,d3>e2", ply.ErrSyntax},
		{startText, "*b2 a1>b2 x c3>a5,", ply.ErrSyntax},
		{startText, "*b2 a1>b2 x a1>a2,a2>a3,a3>a4,a4>a5", ply.ErrSyntax},
		{startText, "*b2 a1>b2 junk", ply.ErrSyntax},
		{startText, "*b2 a1>b2 x c3>a5 extra", ply.ErrSyntax},
		{startText, "*b2 \u00e91>b2", ply.ErrSyntax},
		{startText, "*c3 a1>b2", ply.ErrIllegalMove},
		{startText, "*b2 a1>c3", ply.ErrIllegalMove},
		{startText, "*e3 e4>d3", ply.ErrIllegalMove},
		{startText, "*a3 a1>a3 x a2>c3", ply.ErrIllegalMove},
		{startText, "a1>b2 b1>b2", ply.ErrIllegalMove},
		{ex2, "d4>a5 b2>d4 x c3>a5", ply.ErrIllegalMove},
		{ex2, "d4>a4 b2>d4", ply.ErrIllegalMove},
		{ex2, "d4>a4 b2>d4 x c3>c3", ply.ErrSyntax},
		{ex2, "d4>a4 b2>d4 x a1>a5", ply.ErrIllegalMove},
		{ex2, "d4>a4 b2>d4 x c3>b4", ply.ErrIllegalMove},
		{ex2, "d4>a4 b2>d4 x c3>a5,c3>e2", ply.ErrIllegalMove},
		{ex2, "*a4 b2>d4 x c3>a5", ply.ErrIllegalMove},
		{ex3, "e3>b4 a3>e3 x c3>d3", ply.ErrIllegalMove},
		{ex3, "e3>b4 a3>e3 x c3>d3,d3>a5", ply.ErrIllegalMove},
		{ex3, "e3>b4 a3>e3 x c3>a5,d3>a5", ply.ErrIllegalMove},
		{ex3, "e3>a5 a3>e3 x c3>a5", ply.ErrIllegalMove},
		{threeBalls, "*c1 a3>e3 x d3>a1,c3>d3", ply.ErrIllegalMove},
		{threeBalls, "*c1 a3>e3 x c3>a1,b3>c3,b3>a5", ply.ErrIllegalMove},
		{threeBalls, "*c1 a3>e3 x b3>a1,b3>e1", ply.ErrIllegalMove},
		{threeBalls, "*c1 a3>e3 x b3>a1,c3>b3", ply.ErrIllegalMove},
		{startText, "*f1 a1>b2", ply.ErrSyntax},
		{startText, "*b2 a1>a6", ply.ErrSyntax},
		{workedExamples[5].state, "*a1 a3>a2", ply.ErrGameOver},
		{"3,wW,wW/4,wW/5/1,bB,3/bB,bB,3 b 5 5 9", "*c3 b2>c3", ply.ErrGameOver},
		// The end of the game comes before the text.
		{workedExamples[5].state, "junk", ply.ErrGameOver},
		{workedExamples[5].state, "*f1 a3>a2", ply.ErrGameOver},
	}
	sentinels := []error{ply.ErrSyntax, ply.ErrIllegalMove, ply.ErrGameOver, ply.ErrInvalidState}
	g := mitsudomoe.MustNew()
	for _, tt := range tests {
		s := mustState(t, tt.state)
		_, err := g.ParseMove(s, tt.text)
		if !errors.Is(err, tt.want) {
			t.Errorf("ParseMove(%q) = %v, want %v", tt.text, err, tt.want)
		}
		for _, other := range sentinels {
			if other != tt.want && errors.Is(err, other) {
				t.Errorf("ParseMove(%q) = %v, wraps %v too", tt.text, err, other)
			}
		}
	}
}

// TestParseMoveTurnCap checks that the package's ParseMove ignores the
// turn cap and the game's ParseMove applies it.
func TestParseMoveTurnCap(t *testing.T) {
	s := mustState(t, "3,bB,bB/4,bB/2,wW,2/1,wW,3/w,wW,3 b 4 5 200")
	const text = "*d4 e4>d4"
	if _, err := mitsudomoe.ParseMove(s, text); err != nil {
		t.Errorf("ParseMove: %v", err)
	}
	if _, err := mitsudomoe.MustNew().ParseMove(s, text); !errors.Is(err, ply.ErrGameOver) {
		t.Errorf("Game.ParseMove = %v, want ErrGameOver", err)
	}
	if _, err := mitsudomoe.MustNew(mitsudomoe.WithMaxTurns(0)).ParseMove(s, text); err != nil {
		t.Errorf("uncapped Game.ParseMove: %v", err)
	}
}

// TestMoveAccessors checks the parts of a move.
func TestMoveAccessors(t *testing.T) {
	s := mustState(t, workedExamples[2].state)
	m, err := mitsudomoe.ParseMove(s, "e3>b4 a3>e3 x d3>a5,c3>d3")
	if err != nil {
		t.Fatal(err)
	}
	got := []any{m.Placed(), m.RingFrom().String(), m.RingTo().String(), m.From().String(), m.To().String(), m.Vault()}
	want := []any{false, "e3", "b4", "a3", "e3", true}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("accessors (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]mitsudomoe.Relocation{{cell("c3"), cell("a5")}}, m.Relocations()); diff != "" {
		t.Errorf("relocations (-want +got):\n%s", diff)
	}
	p, err := mitsudomoe.ParseMove(mustState(t, startText), "*b2 b1>b2")
	if err != nil {
		t.Fatal(err)
	}
	if !p.Placed() || p.RingFrom() != mitsudomoe.NoCell || p.Vault() || p.Relocations() != nil {
		t.Errorf("placement %v: accessors wrong", p)
	}
	var zero mitsudomoe.Move
	if zero.String() == "" || zero.Placed() {
		t.Errorf("zero move %q", zero)
	}
}

// TestCells checks cell names and coordinates.
func TestCells(t *testing.T) {
	var names []string
	for c := range mitsudomoe.Cell(mitsudomoe.NumCells) {
		names = append(names, c.String())
		if mitsudomoe.CellAt(c.X(), c.Y()) != c {
			t.Errorf("CellAt(%d, %d) != %v", c.X(), c.Y(), c)
		}
	}
	want := "a1 b1 c1 d1 e1 a2 b2 c2 d2 e2 a3 b3 c3 d3 e3 a4 b4 c4 d4 e4 a5 b5 c5 d5 e5"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("cells %q", got)
	}
	if mitsudomoe.CellAt(5, 0) != mitsudomoe.NoCell || mitsudomoe.CellAt(0, -1) != mitsudomoe.NoCell ||
		mitsudomoe.NoCell.String() != "-" || mitsudomoe.Cell(25).Valid() {
		t.Error("off-board cells accepted")
	}
	for _, name := range []string{"a1", "C3", "e5"} {
		c, err := mitsudomoe.ParseCell(name)
		if err != nil || c.String() != strings.ToLower(name) {
			t.Errorf("ParseCell(%q) = %v, %v", name, c, err)
		}
	}
	for _, name := range []string{"", "a", "f1", "a6", "a0", "a10", "c3 "} {
		if c, err := mitsudomoe.ParseCell(name); c != mitsudomoe.NoCell || !errors.Is(err, ply.ErrSyntax) {
			t.Errorf("ParseCell(%q) = %v, %v; want NoCell, ErrSyntax", name, c, err)
		}
	}
}

// fuzzStates are the positions FuzzParseMove reads moves in.
var fuzzStates = []string{
	startText,
	"wb,2,wW,1/3,ww,wW/2,wbB,2/1,wW,2,wb/bB,3,bB w 0 3 0",
	"b,3,wW/5/wW,wW,wbB,wbB,ww/5/wbB,4 w 0 4 0",
	"4,wW/4,wW/w,1,ww,2/bB,wbB,3/wW,bB,w,1,b w 0 4 0",
	"3,wW,wW/3,wW,1/2,wbB,2/b,w,3/wbB,wbB,3 w 1 4 0",
	"b,b,b,wW,wW/5/wW,bB,bB,bB,w/5/b,3,b w 4 0 0",
}

// FuzzParseState checks that ParseState never panics, that what it accepts
// is a valid position that prints and parses back to itself, and that the
// game can be played from it.
func FuzzParseState(f *testing.F) {
	for _, ex := range workedExamples {
		f.Add(ex.state)
	}
	f.Add("3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5")
	f.Add("1,2,bB,bB/4,bB/5/wW,1,1,1,1/wW,wW,3 b 5 5 7")
	g := mitsudomoe.MustNew()
	f.Fuzz(func(t *testing.T, text string) {
		s, err := mitsudomoe.ParseState(text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrInvalidState) {
				t.Fatalf("ParseState(%q) = %v, want ErrSyntax or ErrInvalidState", text, err)
			}
			return
		}
		if err := invariant(s); err != nil {
			t.Fatalf("ParseState(%q) accepted an invalid state: %v", text, err)
		}
		back, err := mitsudomoe.ParseState(s.String())
		if err != nil || back != s {
			t.Fatalf("round trip of %q: %q, %v", text, s.String(), err)
		}
		_, over := g.Result(s)
		moves := g.AppendMoves(nil, s)
		if over != (len(moves) == 0) {
			t.Fatalf("%q: over = %v with %d moves", text, over, len(moves))
		}
		// Check a spread of the moves: some positions have thousands.
		for i := 0; i < len(moves); i += 1 + len(moves)/32 {
			m := moves[i]
			if err := invariant(g.Apply(s, m)); err != nil {
				t.Fatalf("%q after %v: %v", text, m, err)
			}
		}
		_ = g.Evaluate(s, ply.First)
		_ = s.Render()
	})
}

// FuzzParseMove checks that ParseMove never panics, that what it accepts is
// a legal move whose canonical text parses back to it, and that failures
// wrap the documented sentinels.
func FuzzParseMove(f *testing.F) {
	for i, text := range []string{
		"*b2 a1>b2", "d4>a5 b2>d4 x c3>e2", "e3>b4 a3>e3 x d3>a5,c3>d3",
		"<src>>Y a1>c3 x b2>e1", "c3>a2 a1>c3 x b2>e1", "*e4 d4>e4",
		"*c1 a3>e3 x d3>a1,c3>d3,b3>c3", "*C1  A3>E3 X B3>A1 , C3>E1",
	} {
		f.Add(uint8(i), text)
	}
	states := make([]mitsudomoe.State, len(fuzzStates))
	for i, text := range fuzzStates {
		states[i] = mustState(f, text)
	}
	g := mitsudomoe.MustNew()
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		s := states[int(which)%len(states)]
		before := s
		m, err := g.ParseMove(s, text)
		if s != before {
			t.Fatal("ParseMove changed its state")
		}
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrIllegalMove) {
				t.Fatalf("ParseMove(%q) = %v, want ErrSyntax or ErrIllegalMove", text, err)
			}
			return
		}
		if _, err := ply.Play(g, s, m); err != nil {
			t.Fatalf("ParseMove(%q) = %v, which Play rejects: %v", text, m, err)
		}
		back, err := g.ParseMove(s, m.String())
		if err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %v, %v", m.String(), back, err)
		}
	})
}

// TestStateAt checks State.At against the state string, which writes each
// cell as At's Piece does: the tokens of the rows, a run of empty cells
// as a digit, are the pieces' strings.
func TestStateAt(t *testing.T) {
	for _, text := range fuzzStates {
		s := mustState(t, text)
		rows := strings.Split(strings.Fields(text)[0], "/")
		for i, row := range rows {
			y := mitsudomoe.Size - 1 - i
			x := 0
			for _, tok := range strings.Split(row, ",") {
				if n := int(tok[0] - '0'); n >= 1 && n <= 5 {
					for range n {
						if p := s.At(mitsudomoe.CellAt(x, y)); p != mitsudomoe.Empty || p.String() != "." {
							t.Errorf("%s: At(%v) = %q, want Empty", text, mitsudomoe.CellAt(x, y), p)
						}
						x++
					}
					continue
				}
				c := mitsudomoe.CellAt(x, y)
				p := s.At(c)
				if p.String() != tok {
					t.Errorf("%s: At(%v) = %q, want %q", text, c, p, tok)
				}
				if p.Height() != s.Height(c) || p.Top() != s.Top(c) || p.Ball() != s.Ball(c) || p.Owner() != p.Top() || p.Ring(0) != s.Ring(c, 0) {
					t.Errorf("%s: At(%v) = %q: height %d, top %v, ball %v, owner %v, bottom %v", text, c, p, p.Height(), p.Top(), p.Ball(), p.Owner(), p.Ring(0))
				}
				if b := p.Ball(); b != ply.NoPlayer && b != p.Owner() {
					t.Errorf("%s: At(%v) = %q: a ball of %v on a ring of %v", text, c, p, b, p.Owner())
				}
				x++
			}
			if x != mitsudomoe.Size {
				t.Fatalf("%s: row %d has %d cells", text, y+1, x)
			}
		}
		if p := s.At(mitsudomoe.NoCell); p != mitsudomoe.Empty || p.Owner() != ply.NoPlayer || p.Ring(0) != ply.NoPlayer {
			t.Errorf("At(NoCell) = %q, want Empty", p)
		}
	}
}
