package diagram_test

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/internal/svgtest"
)

// sample is a diagram with every kind of cell, piece, mark, line and
// arrow, and text that needs escaping.
func sample() ply.Diagram {
	p1 := ply.Piece{Owner: ply.First, Kind: ply.PieceRing, Letter: "w"}
	p2 := ply.Piece{Owner: ply.Second, Kind: ply.PieceRing, Letter: "b"}
	return ply.Diagram{
		Game:    "sample",
		Title:   `A <sample> & "quotes"`,
		Width:   4,
		Height:  3,
		Players: [2]string{"Red", "Zebra"},
		Cells: []ply.DiagramCell{
			{Name: "a3", X: 0, Y: 0, Kind: ply.CellSquare, Pieces: []ply.Piece{{Owner: ply.First, Kind: ply.PieceStone, Letter: "r"}}, Marks: []ply.Mark{ply.MarkFrom}},
			{Name: "b3", X: 1, Y: 0, Kind: ply.CellSquare, Tone: ply.ToneFirst, Pieces: []ply.Piece{{Owner: ply.Second, Kind: ply.PieceDisc, Letter: "o"}}, Marks: []ply.Mark{ply.MarkTo}},
			{Name: "c3", X: 2, Y: 0, Kind: ply.CellWall},
			{Name: "d3", X: 3, Y: 0, Kind: ply.CellBorder, Pieces: []ply.Piece{{Kind: ply.PieceJoker, Letter: "j"}}},
			{Name: "a2", X: 0, Y: 1, Kind: ply.CellThrone, Tone: ply.ToneBand(0)},
			{Name: "b2", X: 1, Y: 1, Kind: ply.CellThrone, Tone: ply.ToneBand(0), Pieces: []ply.Piece{{Owner: ply.Second, Kind: ply.PieceKing, Letter: "O"}}},
			{Name: "c2", X: 2, Y: 1, Tone: ply.ToneBand(6), Pieces: []ply.Piece{p1, p2, p1, p2, p1, {Owner: ply.First, Kind: ply.PieceRing, Letter: "w", Text: "6"}, {Owner: ply.First, Kind: ply.PieceBall, Letter: "W"}}, Marks: []ply.Mark{ply.MarkChanged}},
			{Name: "d2", X: 3, Y: 1, Tone: ply.ToneSecond, Pieces: []ply.Piece{{Kind: ply.PieceBonus, Letter: "+", Text: "3"}}, Marks: []ply.Mark{ply.MarkHighlight}},
			{Name: "a1", X: 0, Y: 2, Pieces: []ply.Piece{{Owner: ply.First, Kind: ply.PieceSquare, Letter: "W"}, {Kind: ply.PieceAnchor, Letter: "*"}}},
			{Name: "b1", X: 1, Y: 2, Pieces: []ply.Piece{{Owner: ply.Second, Kind: ply.PieceRound, Letter: "b"}}},
			{Name: `c<1>&"`, X: 2, Y: 2, Tone: ply.ToneNeutral, Pieces: []ply.Piece{{Owner: ply.First, Kind: "unknown", Letter: "?"}}},
		},
		Files:    []ply.Label{{Text: "a", At: 0}, {Text: "b", At: 1}, {Text: "c", At: 2}, {Text: "d", At: 3}},
		Ranks:    []ply.Label{{Text: "3", At: 0}, {Text: "2", At: 1}, {Text: "1", At: 2}},
		Lines:    []ply.Line{{Kind: ply.LineRail, X1: 0, Y1: 0, X2: 4, Y2: 0}, {Kind: ply.LineRail, X1: 1, Y1: 3, X2: 3, Y2: 3}},
		Arrows:   []ply.Arrow{{From: "a3", To: "b3", Kind: ply.ArrowMove}, {From: "a1", To: "b1", Kind: ply.ArrowPush}, {From: "c2", To: "a2", Kind: ply.ArrowRelocate}, {From: "a3", To: "zz"}},
		ToMove:   ply.Second,
		Status:   "Zebra to move",
		LastMove: "a3-b3 <&>",
		Notes:    []string{"a note with \x00 a control character"},
		Legend: []ply.LegendEntry{
			{Piece: &ply.Piece{Owner: ply.First, Kind: ply.PieceStone, Letter: "r"}, Text: "Red stone"},
			{Piece: &ply.Piece{Owner: ply.First, Kind: ply.PieceRing, Letter: "w"}, Text: "ring"},
			{Kind: ply.CellWall, Text: "wall"},
			{Kind: ply.CellThrone, Tone: ply.ToneBand(0), Text: "throne"},
			{Tone: ply.ToneBand(3), Text: "band 3"},
		},
	}
}

func TestSVGWellFormed(t *testing.T) {
	for _, opts := range []diagram.SVGOptions{{}, {CellSize: 20}, {NoLegend: true}} {
		var b bytes.Buffer
		if err := diagram.SVG(&b, sample(), opts); err != nil {
			t.Fatal(err)
		}
		if err := svgtest.WellFormed(b.Bytes()); err != nil {
			t.Fatalf("%+v: %v\n%s", opts, err, b.String())
		}
		for _, want := range []string{`<title>c&lt;1&gt;&amp;&#34;</title>`, "head-push", "head-relocate", "url(#hatch)"} {
			if !strings.Contains(b.String(), want) {
				t.Errorf("%+v: no %q in the picture", opts, want)
			}
		}
	}
}

func TestSVGRejects(t *testing.T) {
	bad := []ply.Diagram{
		{},
		{Width: 2, Height: 2},
		{Width: 2, Height: 2, Cells: []ply.DiagramCell{{Name: "x", X: 2, Y: 0}}},
		{Width: -1, Height: 2, Cells: []ply.DiagramCell{{Name: "x"}}},
		{Width: 1000, Height: 2, Cells: []ply.DiagramCell{{Name: "x"}}},
	}
	for _, d := range bad {
		var b bytes.Buffer
		if err := diagram.SVG(&b, d, diagram.SVGOptions{}); !errors.Is(err, diagram.ErrDiagram) {
			t.Errorf("%+v: error %v, want ErrDiagram", d, err)
		}
		if b.Len() != 0 {
			t.Errorf("%+v: wrote %d bytes", d, b.Len())
		}
		if got := diagram.Text(d, diagram.TextOptions{}); !strings.Contains(got, "invalid diagram") {
			t.Errorf("%+v: Text %q", d, got)
		}
	}
}

func TestText(t *testing.T) {
	d := sample()
	plain := diagram.Text(d, diagram.TextOptions{})
	if strings.Contains(plain, "\x1b") {
		t.Errorf("escape codes without Color:\n%s", plain)
	}
	for _, line := range []string{"Zebra to move", "Last move: a3-b3 <&>", "r Red stone", "# wall", "T throne", "[] last move to", "() last move from", "{} changed by it"} {
		if !strings.Contains(plain, line) {
			t.Errorf("no %q in\n%s", line, plain)
		}
	}
	if strings.Contains(plain, "band 3") {
		t.Errorf("a tone with no glyph in the plain legend:\n%s", plain)
	}
	lines := strings.Split(plain, "\n")
	// Every row of the board is as wide as the file line, rails aside.
	if !strings.Contains(lines[0], "a") || !strings.HasPrefix(strings.TrimSpace(lines[1]), "====") {
		t.Errorf("header:\n%s", plain)
	}
	colour := diagram.Text(d, diagram.TextOptions{Color: true})
	if !strings.Contains(colour, "\x1b[48;5;") || !strings.Contains(colour, "band 3") {
		t.Errorf("no colour with Color:\n%s", colour)
	}
	short := diagram.Text(d, diagram.TextOptions{NoLegend: true})
	if strings.Contains(short, "Zebra") || !strings.HasSuffix(short, "d\n") {
		t.Errorf("NoLegend:\n%s", short)
	}
}

func TestTextLayout(t *testing.T) {
	d := ply.Diagram{
		Width: 3, Height: 2,
		Cells: []ply.DiagramCell{
			{Name: "a2", X: 0, Y: 0, Pieces: []ply.Piece{{Owner: ply.First, Letter: "x"}}},
			{Name: "b2", X: 1, Y: 0, Marks: []ply.Mark{ply.MarkFrom}},
			{Name: "c2", X: 2, Y: 0, Pieces: []ply.Piece{{Owner: ply.Second, Letter: "o"}}, Marks: []ply.Mark{ply.MarkTo}},
			{Name: "a1", X: 0, Y: 1, Kind: ply.CellWall},
			{Name: "c1", X: 2, Y: 1, Kind: ply.CellThrone},
		},
		Files:  []ply.Label{{Text: "a", At: 0}, {Text: "b", At: 1}, {Text: "c", At: 2}},
		Ranks:  []ply.Label{{Text: "2", At: 0}, {Text: "1", At: 1}},
		Lines:  []ply.Line{{Kind: ply.LineRail, X1: 1, Y1: 2, X2: 3, Y2: 2}},
		Status: "x to move",
	}
	want := "" +
		"   a  b  c\n" +
		"2  x (.)[o] 2\n" +
		"1  #     T  1\n" +
		"     ======\n" +
		"   a  b  c\n" +
		"x to move\n" +
		"[] last move to  () last move from\n"
	if got := diagram.Text(d, diagram.TextOptions{}); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestColorTerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if diagram.ColorTerminal(f) {
		t.Error("a regular file is a colour terminal")
	}
	if diagram.ColorTerminal(nil) {
		t.Error("nil is a colour terminal")
	}
	t.Setenv("NO_COLOR", "1")
	if tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0); err == nil {
		defer tty.Close()
		if diagram.ColorTerminal(tty) {
			t.Error("colour despite NO_COLOR")
		}
	}
}
