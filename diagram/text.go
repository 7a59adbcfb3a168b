// text.go holds the terminal renderer and ColorTerminal.

package diagram

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/plygo/ply"
)

// TextOptions configure Text. The zero value draws a plain board with a
// legend.
type TextOptions struct {
	// Color adds ANSI colours: cell backgrounds, the last move's cells,
	// and each piece's letter on a patch of its owner's colour (a White
	// piece is a white patch with a black letter, a Black piece a black
	// one with a white letter), so that every letter reads at a contrast
	// of 4.5:1 or more (WCAG 2) whatever the cell behind it. Without it
	// the output has no escape codes.
	Color bool
	// NoLegend leaves out the status, the notes and the legend.
	NoLegend bool
}

// The brackets around a marked cell's token; they tell the marks apart
// without colour.
var markBrackets = []struct {
	mark        Mark
	left, right byte
	text        string
}{
	{MarkTo, '[', ']', "last move to"},
	{MarkFrom, '(', ')', "last move from"},
	{MarkChanged, '{', '}', "changed by it"},
	{MarkHighlight, '<', '>', "highlighted"},
}

const (
	ansiReset = "\x1b[0m"
	ansiBold  = "\x1b[1m"
)

// Text returns d as a text board for terminals: the file names above and
// below, the rank names on both sides, each cell as the letters of its
// pieces bottom to top ('.' for an empty cell, '#' for a wall, '~' for a
// border cell, '*' for an empty special cell), rails as rows of '=', the last move's
// cells in brackets ("[x]" arrived, "(.)" left, "{o}" changed), then,
// unless opts.NoLegend, the status, the last move, the notes and a legend.
// Without colour, an unmarked cell of a player's tone (a home, a half) is
// bracketed too, ":x:" for the first player's and "|x|" for the second's,
// as the legend says. Cells are as wide as the widest of the position, or
// d.TextWidth when it is set.
// A diagram that cannot be drawn gives a one-line message naming the
// problem. The text ends with a newline.
func Text(d Diagram, opts TextOptions) string {
	if err := check(&d); err != nil {
		return err.Error() + "\n"
	}
	grid := make([][]*Cell, d.Height)
	for y := range grid {
		grid[y] = make([]*Cell, d.Width)
	}
	tokenWidth := 1
	for i := range d.Cells {
		c := &d.Cells[i]
		grid[c.Y][c.X] = c
		tokenWidth = max(tokenWidth, utf8.RuneCountInString(token(c)))
	}
	if d.TextWidth > 0 {
		tokenWidth = max(d.TextWidth, 2)
	}
	cw := tokenWidth + 2
	lw := 0
	for _, r := range d.Ranks {
		lw = max(lw, utf8.RuneCountInString(r.Text))
	}
	fileAt := make([]string, d.Width)
	for _, f := range d.Files {
		if f.At >= 0 && f.At < d.Width {
			fileAt[f.At] = f.Text
		}
	}
	rankAt := make([]string, d.Height)
	for _, r := range d.Ranks {
		if r.At >= 0 && r.At < d.Height {
			rankAt[r.At] = r.Text
		}
	}
	// rails[y] holds, for the boundary above row y, the columns a
	// horizontal line covers.
	rails := make([][]bool, d.Height+1)
	for _, l := range d.Lines {
		if l.Y1 != l.Y2 || l.Y1 < 0 || l.Y1 > d.Height {
			continue
		}
		if rails[l.Y1] == nil {
			rails[l.Y1] = make([]bool, d.Width)
		}
		for x := min(l.X1, l.X2); x < max(l.X1, l.X2) && x < d.Width; x++ {
			if x >= 0 {
				rails[l.Y1][x] = true
			}
		}
	}

	var b strings.Builder
	indent := strings.Repeat(" ", lw+1)
	files := func() {
		line := indent
		for x := range d.Width {
			line += centre(fileAt[x], cw)
		}
		// A board without file names gets no empty line for them.
		if line = strings.TrimRight(line, " "); line != "" {
			b.WriteString(line + "\n")
		}
	}
	rail := func(y int) {
		if rails[y] == nil {
			return
		}
		line := indent
		for x := range d.Width {
			if rails[y][x] {
				line += strings.Repeat("=", cw)
			} else {
				line += strings.Repeat(" ", cw)
			}
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	files()
	for y := range d.Height {
		rail(y)
		row := fmt.Sprintf("%*s ", lw, rankAt[y])
		for x := range d.Width {
			c := grid[y][x]
			if c == nil {
				row += strings.Repeat(" ", cw)
				continue
			}
			row += cellText(&d, c, tokenWidth, opts.Color, d.TextWidth > 0)
		}
		b.WriteString(strings.TrimRight(row+" "+rankAt[y], " ") + "\n")
	}
	rail(d.Height)
	files()
	if opts.NoLegend {
		return b.String()
	}
	if d.Status != "" {
		b.WriteString(d.Status + "\n")
	}
	if d.LastMove != "" {
		b.WriteString("Last move: " + d.LastMove + "\n")
	}
	for _, n := range d.Notes {
		b.WriteString(n + "\n")
	}
	if legend := textLegend(&d, opts.Color); legend != "" {
		b.WriteString(legend + "\n")
	}
	return b.String()
}

// token returns the letters of a cell: its pieces' letters bottom to top,
// or a glyph for its kind when it is empty.
func token(c *Cell) string {
	var t strings.Builder
	for _, p := range c.Pieces {
		t.WriteString(p.Letter)
	}
	if t.Len() > 0 {
		return t.String()
	}
	return emptyGlyph(c.Kind)
}

// emptyGlyph is the letter of an empty cell of the given kind.
func emptyGlyph(k CellKind) string {
	switch k {
	case CellWall:
		return "#"
	case CellBorder:
		return "~"
	case CellSpecial:
		return "*"
	}
	return "."
}

// toneBrackets are the brackets of an unmarked cell of a player's tone
// (a home, a half) on a board without colour, where the tone would
// otherwise not show.
var toneBrackets = [2]struct{ left, right string }{{":", ":"}, {"|", "|"}}

// fitted returns the token of c in at most width runes: as it is when it
// fits, else the number of pieces and the top pieces' letters.
func fitted(c *Cell, width int) (string, bool) {
	count, top, short := abbreviated(c, width)
	if !short {
		return token(c), false
	}
	var b strings.Builder
	b.WriteString(count)
	for _, p := range top {
		b.WriteString(p.Letter)
	}
	return b.String(), true
}

// abbreviated returns, for a cell whose token is wider than width runes,
// the number of its pieces and the top pieces that fit beside it, and
// short true; else the cell's pieces and short false.
func abbreviated(c *Cell, width int) (count string, top []Piece, short bool) {
	if utf8.RuneCountInString(token(c)) <= width {
		return "", c.Pieces, false
	}
	count = strconv.Itoa(len(c.Pieces))
	i := len(c.Pieces)
	for i > 0 && len(count)+len(c.Pieces)-i+1 <= width {
		i--
	}
	return count, c.Pieces[i:], true
}

// cellText returns one cell, cw+2 runes wide: its token centred between
// the brackets of its first mark (without colour, of its player tone),
// coloured when colour is set; with fixed set, a token wider than width
// is abbreviated (see Diagram.TextWidth).
func cellText(d *Diagram, c *Cell, width int, colour, fixed bool) string {
	left, right := " ", " "
	marked := false
	for _, mb := range markBrackets {
		if c.Has(mb.mark) {
			left, right = string(mb.left), string(mb.right)
			marked = true
			break
		}
	}
	if !colour && !marked && (c.Tone == ToneFirst || c.Tone == ToneSecond) {
		tb := toneBrackets[0]
		if c.Tone == ToneSecond {
			tb = toneBrackets[1]
		}
		left, right = tb.left, tb.right
	}
	tok := token(c)
	count, pieces := "", c.Pieces
	if fixed {
		tok, _ = fitted(c, width)
		count, pieces, _ = abbreviated(c, width)
	}
	pad := width - utf8.RuneCountInString(tok)
	before := pad / 2
	if !colour {
		return left + strings.Repeat(" ", before) + tok + strings.Repeat(" ", pad-before) + right
	}
	// The brackets and a stack's count in the ink of the cell, an empty
	// cell's glyph in a quieter one, each piece on a patch of its own.
	bg := termBackground(d, c)
	edge := fmt.Sprintf("\x1b[48;5;%dm\x1b[38;5;%dm", bg, ink(bg))
	var t strings.Builder
	t.WriteString(ansiBold + edge + left + strings.Repeat(" ", before) + count)
	for _, p := range pieces {
		t.WriteString(pieceText(d, p))
	}
	if len(c.Pieces) == 0 {
		fmt.Fprintf(&t, "\x1b[22m\x1b[38;5;%dm%s%s", quietInk(bg), tok, ansiBold)
	}
	t.WriteString(edge + strings.Repeat(" ", pad-before) + right + ansiReset)
	return t.String()
}

// pieceText returns the letter of piece p on its patch: the background in
// the piece's colour, the letter in the ink of most contrast on it.
func pieceText(d *Diagram, p Piece) string {
	patch := termPieceColour(d, p)
	return fmt.Sprintf("\x1b[48;5;%dm\x1b[38;5;%dm%s", patch, ink(patch), p.Letter)
}

// termBackground returns the xterm colour of a cell's background: mid
// tones, so that both light and dark pieces read on them.
func termBackground(d *Diagram, c *Cell) int {
	switch {
	case c.Has(MarkTo):
		return 220
	case c.Has(MarkFrom):
		return 229
	}
	if k, ok := bandIndex(c.Tone); ok {
		return [7]int{133, 61, 67, 71, 178, 173, 167}[k]
	}
	switch c.Tone {
	case ToneFirst, ToneSecond:
		p := ply.First
		if c.Tone == ToneSecond {
			p = ply.Second
		}
		switch playerColour(d, p).hex {
		case namedColours["red"].hex:
			return 174
		case namedColours["blue"].hex:
			return 110
		case namedColours["white"].hex:
			return 187
		}
		return 138
	case ToneNeutral:
		return 144
	}
	switch c.Kind {
	case CellBorder:
		return 245
	case CellWall:
		return 240
	case CellSpecial:
		return 133
	}
	return 180
}

// termPieceColour returns the xterm colour of a piece: the patch its
// letter stands on.
func termPieceColour(d *Diagram, p Piece) int {
	c := pieceColour(d, p)
	switch c.hex {
	case namedColours["black"].hex:
		return 16
	case namedColours["white"].hex:
		return 231
	case namedColours["blue"].hex:
		return 26
	}
	return c.ansi
}

// textLegend returns the legend in one or more lines: each piece's
// letter and meaning, the glyphs of special cells, the tones in colour
// mode, and the brackets of the marks the board uses.
func textLegend(d *Diagram, colour bool) string {
	var items []string
	for _, e := range d.Legend {
		switch {
		case e.Piece != nil:
			l := e.Piece.Letter
			if colour {
				l = ansiBold + pieceText(d, *e.Piece) + ansiReset
			}
			items = append(items, l+" "+e.Text)
		case e.Tone != ToneNone && (colour || e.Kind == ""):
			if colour {
				c := Cell{Kind: e.Kind, Tone: e.Tone}
				if c.Kind == "" {
					c.Kind = CellSquare
				}
				items = append(items, fmt.Sprintf("\x1b[48;5;%dm  %s %s", termBackground(d, &c), ansiReset, e.Text))
			} else if e.Tone == ToneFirst || e.Tone == ToneSecond {
				tb := toneBrackets[0]
				if e.Tone == ToneSecond {
					tb = toneBrackets[1]
				}
				items = append(items, tb.left+tb.right+" "+e.Text)
			}
		case e.Kind != "":
			items = append(items, emptyGlyph(e.Kind)+" "+e.Text)
		}
	}
	if d.TextWidth > 0 {
		for i := range d.Cells {
			if tok, short := fitted(&d.Cells[i], max(d.TextWidth, 2)); short {
				items = append(items, fmt.Sprintf("%s %s pieces, the top ones shown", tok, tok[:len(tok)-len(strings.TrimLeft(tok, "0123456789"))]))
				break
			}
		}
	}
	for _, mb := range markBrackets {
		used := false
		for _, c := range d.Cells {
			used = used || c.Has(mb.mark)
		}
		if used {
			items = append(items, string(mb.left)+string(mb.right)+" "+mb.text)
		}
	}
	// Wrap at about 72 visible columns.
	var b strings.Builder
	col := 0
	for _, it := range items {
		w := visibleWidth(it)
		if col > 0 && col+2+w > 72 {
			b.WriteString("\n")
			col = 0
		}
		if col > 0 {
			b.WriteString("  ")
			col += 2
		}
		b.WriteString(it)
		col += w
	}
	return b.String()
}

// visibleWidth returns the number of runes of s outside escape codes.
func visibleWidth(s string) int {
	n, esc := 0, false
	for _, r := range s {
		switch {
		case esc:
			esc = r != 'm'
		case r == 0x1b:
			esc = true
		default:
			n++
		}
	}
	return n
}

// centre returns s centred in a field of w runes.
func centre(s string, w int) string {
	n := utf8.RuneCountInString(s)
	if n >= w {
		return s
	}
	left := (w - n) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", w-n-left)
}

// ColorTerminal reports whether f is a terminal that should get colour:
// false when the NO_COLOR environment variable is set to anything but the
// empty string, when TERM is "dumb", or when f is not a character device
// (a file or a pipe).
func ColorTerminal(f *os.File) bool {
	if os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb" || f == nil {
		return false
	}
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	return fi.Mode()&os.ModeCharDevice != 0
}
