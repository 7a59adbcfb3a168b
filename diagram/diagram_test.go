package diagram_test

import (
	"bytes"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/internal/svgtest"
	"github.com/plygo/ply/registry"
)

// sample is a diagram with every kind of cell, piece, mark, line and
// arrow, and text that needs escaping.
func sample() diagram.Diagram {
	p1 := diagram.Piece{Owner: ply.First, Kind: diagram.PieceRing, Letter: "w"}
	p2 := diagram.Piece{Owner: ply.Second, Kind: diagram.PieceRing, Letter: "b"}
	return diagram.Diagram{
		Game:    "sample",
		Title:   `A <sample> & "quotes"`,
		Width:   4,
		Height:  3,
		Players: [2]string{"Red", "Zebra"},
		Cells: []diagram.Cell{
			{Name: "a3", X: 0, Y: 0, Kind: diagram.CellSquare, Pieces: []diagram.Piece{{Owner: ply.First, Kind: diagram.PieceStone, Letter: "r"}}, Marks: []diagram.Mark{diagram.MarkFrom}},
			{Name: "b3", X: 1, Y: 0, Kind: diagram.CellSquare, Tone: diagram.ToneFirst, Pieces: []diagram.Piece{{Owner: ply.Second, Kind: diagram.PieceDisc, Letter: "o"}}, Marks: []diagram.Mark{diagram.MarkTo}},
			{Name: "c3", X: 2, Y: 0, Kind: diagram.CellWall},
			{Name: "d3", X: 3, Y: 0, Kind: diagram.CellBorder, Pieces: []diagram.Piece{{Kind: diagram.PieceStar, Letter: "j"}}},
			{Name: "a2", X: 0, Y: 1, Kind: diagram.CellSpecial, Tone: diagram.ToneBand(0)},
			{Name: "b2", X: 1, Y: 1, Kind: diagram.CellSpecial, Tone: diagram.ToneBand(0), Pieces: []diagram.Piece{{Owner: ply.Second, Kind: diagram.PieceCrown, Letter: "O"}}},
			{Name: "c2", X: 2, Y: 1, Tone: diagram.ToneBand(6), Pieces: []diagram.Piece{p1, p2, p1, p2, p1, {Owner: ply.First, Kind: diagram.PieceRing, Letter: "w", Text: "6"}, {Owner: ply.First, Kind: diagram.PieceBall, Letter: "W"}}, Marks: []diagram.Mark{diagram.MarkChanged}},
			{Name: "d2", X: 3, Y: 1, Tone: diagram.ToneSecond, Pieces: []diagram.Piece{{Kind: diagram.PieceToken, Letter: "+", Text: "3"}}, Marks: []diagram.Mark{diagram.MarkHighlight}},
			{Name: "a1", X: 0, Y: 2, Pieces: []diagram.Piece{{Owner: ply.First, Kind: diagram.PieceSquare, Letter: "W"}, {Kind: diagram.PieceMarker, Letter: "*"}}},
			{Name: "b1", X: 1, Y: 2, Pieces: []diagram.Piece{{Owner: ply.Second, Kind: diagram.PieceRound, Letter: "b"}}},
			{Name: `c<1>&"`, X: 2, Y: 2, Tone: diagram.ToneNeutral, Pieces: []diagram.Piece{{Owner: ply.First, Kind: "unknown", Letter: "?"}}},
		},
		Files:    []diagram.Label{{Text: "a", At: 0}, {Text: "b", At: 1}, {Text: "c", At: 2}, {Text: "d", At: 3}},
		Ranks:    []diagram.Label{{Text: "3", At: 0}, {Text: "2", At: 1}, {Text: "1", At: 2}},
		Lines:    []diagram.Line{{Kind: diagram.LineRail, X1: 0, Y1: 0, X2: 4, Y2: 0}, {Kind: diagram.LineRail, X1: 1, Y1: 3, X2: 3, Y2: 3}},
		Arrows:   []diagram.Arrow{{From: "a3", To: "b3", Kind: diagram.ArrowMove}, {From: "a1", To: "b1", Kind: diagram.ArrowPush}, {From: "c2", To: "a2", Kind: diagram.ArrowRelocate}, {From: "a3", To: "zz"}},
		ToMove:   ply.Second,
		Status:   "Zebra to move",
		LastMove: "a3-b3 <&>",
		Notes:    []string{"a note with \x00 a control character"},
		Legend: []diagram.LegendEntry{
			{Piece: &diagram.Piece{Owner: ply.First, Kind: diagram.PieceStone, Letter: "r"}, Text: "Red stone"},
			{Piece: &diagram.Piece{Owner: ply.First, Kind: diagram.PieceRing, Letter: "w"}, Text: "ring"},
			{Kind: diagram.CellWall, Text: "wall"},
			{Kind: diagram.CellSpecial, Tone: diagram.ToneBand(0), Text: "special cell"},
			{Tone: diagram.ToneBand(3), Text: "band 3"},
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
	bad := []diagram.Diagram{
		{},
		{Width: 2, Height: 2},
		{Width: 2, Height: 2, Cells: []diagram.Cell{{Name: "x", X: 2, Y: 0}}},
		{Width: -1, Height: 2, Cells: []diagram.Cell{{Name: "x"}}},
		{Width: 1000, Height: 2, Cells: []diagram.Cell{{Name: "x"}}},
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
	for _, line := range []string{"Zebra to move", "Last move: a3-b3 <&>", "r Red stone", "# wall", "* special cell", "[] last move to", "() last move from", "{} changed by it"} {
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
	d := diagram.Diagram{
		Width: 3, Height: 2,
		Cells: []diagram.Cell{
			{Name: "a2", X: 0, Y: 0, Pieces: []diagram.Piece{{Owner: ply.First, Letter: "x"}}},
			{Name: "b2", X: 1, Y: 0, Marks: []diagram.Mark{diagram.MarkFrom}},
			{Name: "c2", X: 2, Y: 0, Pieces: []diagram.Piece{{Owner: ply.Second, Letter: "o"}}, Marks: []diagram.Mark{diagram.MarkTo}},
			{Name: "a1", X: 0, Y: 1, Kind: diagram.CellWall},
			{Name: "c1", X: 2, Y: 1, Kind: diagram.CellSpecial},
		},
		Files:  []diagram.Label{{Text: "a", At: 0}, {Text: "b", At: 1}, {Text: "c", At: 2}},
		Ranks:  []diagram.Label{{Text: "2", At: 0}, {Text: "1", At: 1}},
		Lines:  []diagram.Line{{Kind: diagram.LineRail, X1: 1, Y1: 2, X2: 3, Y2: 2}},
		Status: "x to move",
	}
	want := "" +
		"   a  b  c\n" +
		"2  x (.)[o] 2\n" +
		"1  #     *  1\n" +
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

func TestDiagramMark(t *testing.T) {
	d := diagram.Diagram{Cells: []diagram.Cell{{Name: "a1"}, {Name: "b1"}}}
	d.Mark("b1", diagram.MarkTo)
	d.Mark("b1", diagram.MarkTo)
	d.Mark("b1", diagram.MarkChanged)
	d.Mark("z9", diagram.MarkTo)
	if c, ok := d.Cell("b1"); !ok || len(c.Marks) != 2 || !c.Has(diagram.MarkTo) || !c.Has(diagram.MarkChanged) || c.Has(diagram.MarkFrom) {
		t.Errorf("b1: %+v", c)
	}
	if c, _ := d.Cell("a1"); len(c.Marks) != 0 {
		t.Errorf("a1 marked: %+v", c)
	}
	if _, ok := d.Cell("z9"); ok {
		t.Error("found a cell z9")
	}
	if diagram.ToneBand(3) != "band3" {
		t.Errorf("ToneBand(3) = %q", diagram.ToneBand(3))
	}
}

// TestTextTonesAndWidth: without colour, player tones show as brackets
// named in the legend; a TextWidth keeps every cell the same width and
// abbreviates a taller stack.
func TestTextTonesAndWidth(t *testing.T) {
	ring := func(owner ply.Player, l string) diagram.Piece {
		return diagram.Piece{Owner: owner, Kind: diagram.PieceRing, Letter: l}
	}
	d := diagram.Diagram{
		Game: "t", Width: 3, Height: 1,
		Cells: []diagram.Cell{
			{Name: "a1", X: 0, Y: 0, Kind: diagram.CellSquare, Tone: diagram.ToneFirst, Pieces: []diagram.Piece{ring(ply.First, "w")}},
			{Name: "b1", X: 1, Y: 0, Kind: diagram.CellSquare},
			{Name: "c1", X: 2, Y: 0, Kind: diagram.CellSquare, Tone: diagram.ToneSecond, Pieces: []diagram.Piece{ring(ply.First, "w"), ring(ply.Second, "b"), ring(ply.First, "w"), ring(ply.Second, "b")}},
		},
		Legend: []diagram.LegendEntry{{Tone: diagram.ToneFirst, Text: "first home"}, {Tone: diagram.ToneSecond, Text: "second home"}},
	}
	plain := diagram.Text(d, diagram.TextOptions{})
	for _, want := range []string{": w  :", "|wbwb|", ":: first home", "|| second home"} {
		if !strings.Contains(plain, want) {
			t.Errorf("no %q in\n%s", want, plain)
		}
	}
	d.TextWidth = 3
	fixed := diagram.Text(d, diagram.TextOptions{})
	for _, want := range []string{": w :", "|4wb|", "4wb 4 pieces, the top ones shown"} {
		if !strings.Contains(fixed, want) {
			t.Errorf("TextWidth 3: no %q in\n%s", want, fixed)
		}
	}
	if strings.Contains(diagram.Text(d, diagram.TextOptions{Color: true}), ":") {
		t.Error("tone brackets in colour mode")
	}
}

// A board without file names has no empty lines where they would be: the
// engine's showboard answer, which is this text, must hold none.
func TestTextNoFilesNoEmptyLine(t *testing.T) {
	d := diagram.Diagram{Width: 2, Height: 1, Status: "x to move",
		Cells: []diagram.Cell{{Name: "a", X: 0, Kind: diagram.CellSquare}, {Name: "b", X: 1, Kind: diagram.CellSquare}}}
	if got, want := diagram.Text(d, diagram.TextOptions{}), "  .  .\nx to move\n"; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
}

// Text ends with a newline, whatever it draws: a board with or without its
// legend, and the message of a diagram it cannot draw (registry.TextBoard
// adds none).
func TestTextEndsWithNewline(t *testing.T) {
	one := diagram.Diagram{Width: 1, Height: 1, Cells: []diagram.Cell{{Name: "a", Kind: diagram.CellSquare}}}
	for _, d := range []diagram.Diagram{sample(), one, {}, {Width: 1, Height: 1}} {
		for _, opts := range []diagram.TextOptions{{}, {NoLegend: true}, {Color: true}} {
			if text := diagram.Text(d, opts); !strings.HasSuffix(text, "\n") {
				t.Errorf("Text(%dx%d, %+v) = %q: no final newline", d.Width, d.Height, opts, text)
			}
		}
	}
}

// TestTextWallAndBorder: a wall and a border cell have glyphs of their
// own, on the board and in the legend (Mapello draws both).
func TestTextWallAndBorder(t *testing.T) {
	g, err := registry.Open("mapello", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	d, _ := g.Diagram(g.Start())
	plain := diagram.Text(d, diagram.TextOptions{})
	glyph := map[string]string{}
	for _, e := range d.Legend {
		if e.Piece != nil || e.Kind == "" {
			continue
		}
		for _, item := range strings.Split(strings.ReplaceAll(plain, "\n", "  "), "  ") {
			if g, text, ok := strings.Cut(item, " "); ok && text == e.Text {
				glyph[e.Text] = g
			}
		}
	}
	if glyph["wall"] == "" || glyph["border"] == "" || glyph["wall"] == glyph["border"] {
		t.Errorf("wall %q and border %q in the legend:\n%s", glyph["wall"], glyph["border"], plain)
	}
	// The top row is all border: jokers or the border's glyph.
	top := strings.Fields(strings.Split(plain, "\n")[1])
	if !slices.Contains(top, glyph["border"]) || slices.Contains(top, glyph["wall"]) {
		t.Errorf("border row %q, want the border's glyph %q and no wall's %q", top, glyph["border"], glyph["wall"])
	}
}

// TestTextColourKeepsWidth: a coloured board has the shape of the plain
// one, stacks abbreviated to the diagram's TextWidth included.
func TestTextColourKeepsWidth(t *testing.T) {
	w := diagram.Piece{Owner: ply.First, Kind: diagram.PieceRing, Letter: "w"}
	b := diagram.Piece{Owner: ply.Second, Kind: diagram.PieceRing, Letter: "b"}
	d := diagram.Diagram{
		Width: 2, Height: 1, TextWidth: 3, Players: [2]string{"White", "Black"},
		Cells: []diagram.Cell{
			{Name: "a1", Pieces: []diagram.Piece{w, b, w, b, w}, Marks: []diagram.Mark{diagram.MarkTo}},
			{Name: "b1", X: 1, Pieces: []diagram.Piece{b}},
		},
	}
	plain := diagram.Text(d, diagram.TextOptions{NoLegend: true})
	colour := diagram.Text(d, diagram.TextOptions{Color: true, NoLegend: true})
	var stripped strings.Builder
	for _, g := range strings.SplitAfter(colour, "m") {
		if i := strings.IndexByte(g, 0x1b); i >= 0 {
			g = g[:i]
		}
		stripped.WriteString(g)
	}
	lines := strings.Split(stripped.String(), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " ")
	}
	if got := strings.Join(lines, "\n"); got != plain {
		t.Errorf("coloured board without its colours:\n%q\nwant the plain one:\n%q", got, plain)
	}
}
