// svg.go holds the SVG renderer.

package diagram

import (
	"bufio"
	"errors"
	"fmt"
	"html"
	"io"
	"math"
	"strings"
)

// ErrDiagram reports a diagram that cannot be drawn: no cells, a grid
// of no size or a cell off its grid.
var ErrDiagram = errors.New("diagram: invalid diagram")

// SVGOptions configure SVG. The zero value draws 48-pixel cells with a
// legend.
type SVGOptions struct {
	// CellSize is the side of a cell in pixels; 0 means 48.
	CellSize int
	// NoLegend leaves out the status line, the notes and the legend
	// under the board.
	NoLegend bool
}

// maxGrid bounds the grid sizes SVG and Text accept.
const maxGrid = 64

// check returns an error wrapping ErrDiagram if d cannot be drawn.
func check(d *Diagram) error {
	if d.Width <= 0 || d.Height <= 0 || d.Width > maxGrid || d.Height > maxGrid {
		return fmt.Errorf("%w: grid %dx%d", ErrDiagram, d.Width, d.Height)
	}
	if len(d.Cells) == 0 {
		return fmt.Errorf("%w: no cells", ErrDiagram)
	}
	for _, c := range d.Cells {
		if c.X < 0 || c.Y < 0 || c.X >= d.Width || c.Y >= d.Height {
			return fmt.Errorf("%w: cell %q at (%d, %d) is off the %dx%d grid", ErrDiagram, c.Name, c.X, c.Y, d.Width, d.Height)
		}
	}
	return nil
}

// SVG writes d as a self-contained SVG picture: the cells with their
// backgrounds, the pieces drawn by kind (stacks as concentric rings), the
// coordinates on all four sides, rails, the last move's cells and arrows,
// and, unless opts.NoLegend, the status, notes and legend under the board.
// It returns an error wrapping ErrDiagram for a diagram it cannot draw, or
// the error of w.
func SVG(w io.Writer, d Diagram, opts SVGOptions) error {
	if err := check(&d); err != nil {
		return err
	}
	cs := opts.CellSize
	if cs <= 0 {
		cs = 48
	}
	r := svgRenderer{d: &d, cs: float64(cs), margin: float64(cs) * 0.6}
	bw := r.margin*2 + r.cs*float64(d.Width)
	bh := r.margin*2 + r.cs*float64(d.Height)
	var footer []footerLine
	width := math.Max(bw, 360)
	if !opts.NoLegend {
		footer = r.footer(width)
	}
	height := bh
	for _, l := range footer {
		height += l.height
	}
	if len(footer) > 0 {
		height += 8
	}
	r.ox = (width - bw) / 2

	b := bufio.NewWriter(w)
	r.b = b
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="DejaVu Sans, Verdana, Arial, sans-serif" role="img">`+"\n",
		num(width), num(height), num(width), num(height))
	title := d.Title
	if title == "" {
		title = d.Game
	}
	fmt.Fprintf(b, "<title>%s</title>\n", esc(strings.TrimSpace(title+": "+d.Status)))
	r.defs()
	fmt.Fprintf(b, `<rect x="0" y="0" width="%s" height="%s" fill="#fbf8f1"/>`+"\n", num(width), num(height))
	r.board()
	y := bh
	for _, l := range footer {
		l.draw(&r, y)
		y += l.height
	}
	b.WriteString("</svg>\n")
	return b.Flush()
}

// svgRenderer holds the state of one SVG drawing.
type svgRenderer struct {
	d      *Diagram
	b      *bufio.Writer
	cs     float64 // cell size
	margin float64 // room for the coordinates
	ox     float64 // left offset of the board, to centre it
}

// cellXY returns the top-left corner of grid cell (x, y) in pixels.
func (r *svgRenderer) cellXY(x, y int) (float64, float64) {
	return r.ox + r.margin + float64(x)*r.cs, r.margin + float64(y)*r.cs
}

func (r *svgRenderer) defs() {
	fmt.Fprintf(r.b, `<defs><marker id="head-move" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="%s"/></marker>`+
		`<marker id="head-push" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="%s"/></marker>`+
		`<marker id="head-relocate" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="%s"/></marker>`+
		`<pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#5a5550"/><line x1="0" y1="0" x2="0" y2="6" stroke="#7a746d" stroke-width="3"/></pattern></defs>`+"\n",
		arrowColour(ArrowMove), arrowColour(ArrowPush), arrowColour(ArrowRelocate))
}

func arrowColour(k ArrowKind) string {
	switch k {
	case ArrowPush:
		return "#c62828"
	case ArrowRelocate:
		return "#6a1b9a"
	}
	return "#e65100"
}

// board draws the cells, pieces, marks, lines, arrows and coordinates.
func (r *svgRenderer) board() {
	d, b, cs := r.d, r.b, r.cs
	if len(d.Cells) == d.Width*d.Height {
		// A full grid gets a frame; an irregular board keeps its shape.
		bx, by := r.cellXY(0, 0)
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="#c9bfa8" stroke-width="1"/>`+"\n",
			num(bx-2), num(by-2), num(cs*float64(d.Width)+4), num(cs*float64(d.Height)+4))
	}
	for _, c := range d.Cells {
		x, y := r.cellXY(c.X, c.Y)
		fill := cellColour(d, c.Kind, c.Tone).hex
		if c.Kind == CellWall {
			fill = "url(#hatch)"
		}
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="#7d7462" stroke-width="1"><title>%s</title></rect>`+"\n",
			num(x), num(y), num(cs), num(cs), fill, esc(c.Name))
		if c.Kind == CellSpecial && len(c.Pieces) == 0 {
			fmt.Fprintf(b, `<polygon points="%s" fill="none" stroke="#6a4f7a" stroke-width="%s"/>`+"\n",
				points(diamond(x+cs/2, y+cs/2, cs*0.22)), num(cs*0.05))
		}
		if c.Has(MarkFrom) || c.Has(MarkTo) {
			op := "0.35"
			if c.Has(MarkTo) {
				op = "0.6"
			}
			fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" fill-opacity="%s"/>`+"\n",
				num(x+1), num(y+1), num(cs-2), num(cs-2), lastMoveColour.hex, op)
		}
	}
	for _, l := range d.Lines {
		x1, y1 := r.cellXY(l.X1, l.Y1)
		x2, y2 := r.cellXY(l.X2, l.Y2)
		fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#4e342e" stroke-width="%s" stroke-linecap="round"/>`+"\n",
			num(x1), num(y1), num(x2), num(y2), num(cs*0.14))
	}
	for _, c := range d.Cells {
		x, y := r.cellXY(c.X, c.Y)
		r.pieces(c.Pieces, x+cs/2, y+cs/2, cs)
		r.marks(c, x, y)
	}
	for _, a := range d.Arrows {
		r.arrow(a)
	}
	r.coordinates()
}

// marks draws the outlines that tell the last move's cells apart without
// colour: a solid frame on arrival, a dashed one on departure, a dotted
// one where something changed, and a dot on highlighted cells.
func (r *svgRenderer) marks(c Cell, x, y float64) {
	cs, b := r.cs, r.b
	in := cs * 0.06
	frame := func(dash string, colour string) {
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-width="%s"%s/>`+"\n",
			num(x+in), num(y+in), num(cs-2*in), num(cs-2*in), colour, num(cs*0.07), dash)
	}
	switch {
	case c.Has(MarkTo):
		frame("", "#e65100")
	case c.Has(MarkFrom):
		frame(fmt.Sprintf(` stroke-dasharray="%s %s"`, num(cs*0.12), num(cs*0.08)), "#e65100")
	case c.Has(MarkChanged):
		frame(fmt.Sprintf(` stroke-dasharray="%s %s"`, num(cs*0.04), num(cs*0.06)), "#6a1b9a")
	}
	if c.Has(MarkHighlight) {
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="#2e7d32" fill-opacity="0.7"/>`+"\n", num(x+cs/2), num(y+cs/2), num(cs*0.12))
	}
}

// arrow draws one step of the last move between cell centres.
func (r *svgRenderer) arrow(a Arrow) {
	from, ok1 := r.d.Cell(a.From)
	to, ok2 := r.d.Cell(a.To)
	if !ok1 || !ok2 || from == to {
		return
	}
	x1, y1 := r.cellXY(from.X, from.Y)
	x2, y2 := r.cellXY(to.X, to.Y)
	x1, y1, x2, y2 = x1+r.cs/2, y1+r.cs/2, x2+r.cs/2, y2+r.cs/2
	// Stop short of the centres so that the pieces stay visible.
	dx, dy := x2-x1, y2-y1
	l := math.Hypot(dx, dy)
	s := math.Min(r.cs*0.22, l/3)
	x1, y1 = x1+dx/l*s, y1+dy/l*s
	x2, y2 = x2-dx/l*s*1.4, y2-dy/l*s*1.4
	kind := a.Kind
	if kind != ArrowPush && kind != ArrowRelocate {
		kind = ArrowMove
	}
	dash := ""
	if kind == ArrowRelocate {
		dash = fmt.Sprintf(` stroke-dasharray="%s %s"`, num(r.cs*0.12), num(r.cs*0.08))
	}
	fmt.Fprintf(r.b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-opacity="0.85" stroke-width="%s" stroke-linecap="round" marker-end="url(#head-%s)"%s/>`+"\n",
		num(x1), num(y1), num(x2), num(y2), arrowColour(kind), num(r.cs*0.09), kind, dash)
}

// coordinates writes the file labels above and below the board and the
// rank labels on both sides.
func (r *svgRenderer) coordinates() {
	d, cs, b := r.d, r.cs, r.b
	fs := cs * 0.3
	_, top := r.cellXY(0, 0)
	_, bottom := r.cellXY(0, d.Height)
	left, _ := r.cellXY(0, 0)
	right, _ := r.cellXY(d.Width, 0)
	label := func(x, y float64, text string) {
		fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" text-anchor="middle" dominant-baseline="central" fill="#5b5346">%s</text>`+"\n",
			num(x), num(y), num(fs), esc(text))
	}
	for _, f := range d.Files {
		x, _ := r.cellXY(f.At, 0)
		label(x+cs/2, top-r.margin/2, f.Text)
		label(x+cs/2, bottom+r.margin/2, f.Text)
	}
	for _, rk := range d.Ranks {
		_, y := r.cellXY(0, rk.At)
		label(left-r.margin/2, y+cs/2, rk.Text)
		label(right+r.margin/2, y+cs/2, rk.Text)
	}
}

// pieces draws a cell's pieces centred on (cx, cy): rings as concentric
// circles (the bottom one outermost), everything else on top of them.
func (r *svgRenderer) pieces(ps []Piece, cx, cy, cs float64) {
	var rings []Piece
	for _, p := range ps {
		if p.Kind == PieceRing {
			rings = append(rings, p)
		}
	}
	if len(rings) > 0 {
		r.rings(rings, cx, cy, cs)
	}
	for _, p := range ps {
		if p.Kind != PieceRing {
			r.piece(p, cx, cy, cs)
		}
	}
}

// maxDrawnRings is the number of rings of a stack drawn; a higher stack
// shows its height.
const maxDrawnRings = 4

// rings draws a stack of rings, bottom first, as concentric circles.
func (r *svgRenderer) rings(rings []Piece, cx, cy, cs float64) {
	shown := rings
	if len(shown) > maxDrawnRings {
		shown = shown[len(shown)-maxDrawnRings:]
	}
	outer, inner := cs*0.43, cs*0.2
	step := (outer - inner) / float64(maxDrawnRings)
	sw := step * 0.95
	for i, p := range shown {
		rad := outer - float64(i)*step - sw/2
		c := pieceColour(r.d, p)
		fmt.Fprintf(r.b, `<circle cx="%s" cy="%s" r="%s" fill="none" stroke="#3a3328" stroke-width="%s"/>`+
			`<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s"/>`+"\n",
			num(cx), num(cy), num(rad), num(sw), num(cx), num(cy), num(rad), c.hex, num(sw*0.7))
	}
	top := rings[len(rings)-1]
	if top.Text != "" {
		c := pieceColour(r.d, top)
		fill, ink := c.hex, "#fff"
		if !c.dark {
			ink = "#222"
		}
		bx, by := cx+cs*0.3, cy-cs*0.3
		fmt.Fprintf(r.b, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="#3a3328" stroke-width="1"/>`+
			`<text x="%s" y="%s" font-size="%s" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="%s">%s</text>`+"\n",
			num(bx), num(by), num(cs*0.14), fill, num(bx), num(by), num(cs*0.18), ink, esc(top.Text))
	}
}

// piece draws one piece other than a ring, by kind.
func (r *svgRenderer) piece(p Piece, cx, cy, cs float64) {
	c := pieceColour(r.d, p)
	b := r.b
	outline := "#2b2620"
	sw := num(cs * 0.035)
	switch p.Kind {
	case PieceStone:
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"/>`+"\n",
			num(cx), num(cy), num(cs*0.36), c.hex, outline, sw)
	case PieceDisc:
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"/>`+
			`<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-opacity="0.35" stroke-width="%s"/>`+"\n",
			num(cx), num(cy), num(cs*0.4), c.hex, outline, sw, num(cx), num(cy), num(cs*0.28), contrast(c), num(cs*0.025))
	case PieceBall:
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"/>`+
			`<circle cx="%s" cy="%s" r="%s" fill="#fff" fill-opacity="0.45"/>`+"\n",
			num(cx), num(cy), num(cs*0.17), c.hex, outline, sw, num(cx-cs*0.05), num(cy-cs*0.05), num(cs*0.05))
	case PieceSquare:
		s := cs * 0.7
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" stroke-width="%s"/>`+"\n",
			num(cx-s/2), num(cy-s/2), num(s), num(s), num(cs*0.08), c.hex, outline, sw)
	case PieceRound:
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"/>`+"\n",
			num(cx), num(cy), num(cs*0.35), c.hex, outline, sw)
	case PieceCrown:
		// A crown: a band with three points.
		w, h := cs*0.62, cs*0.46
		x0, y0 := cx-w/2, cy+h/2
		pts := []float64{
			x0, y0, x0 + w, y0, x0 + w, y0 - h, x0 + w*0.75, y0 - h*0.55,
			x0 + w*0.5, y0 - h, x0 + w*0.25, y0 - h*0.55, x0, y0 - h,
		}
		fmt.Fprintf(b, `<polygon points="%s" fill="%s" stroke="%s" stroke-width="%s" stroke-linejoin="round"/>`+"\n",
			points(pts), c.hex, outline, sw)
	case PieceStar:
		fmt.Fprintf(b, `<polygon points="%s" fill="%s" stroke="%s" stroke-width="%s" stroke-linejoin="round"/>`+"\n",
			points(star(cx, cy, cs*0.42, cs*0.18)), c.hex, outline, sw)
	case PieceToken:
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s" stroke-dasharray="%s %s"/>`+"\n",
			num(cx), num(cy), num(cs*0.3), c.hex, outline, sw, num(cs*0.06), num(cs*0.04))
	case PieceMarker:
		fmt.Fprintf(b, `<polygon points="%s" fill="%s" stroke="#fff" stroke-width="%s"/>`+"\n",
			points(diamond(cx, cy, cs*0.16)), c.hex, num(cs*0.03))
	default:
		// An unknown kind: a plain marker with its letter.
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"/>`+"\n",
			num(cx), num(cy), num(cs*0.3), c.hex, outline, sw)
		if p.Text == "" {
			p.Text = p.Letter
		}
	}
	if p.Text != "" {
		fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="%s">%s</text>`+"\n",
			num(cx), num(cy), num(cs*0.26), contrast(c), esc(p.Text))
	}
}

// diamond returns the corners of a square standing on a corner, centred on
// (cx, cy), r from the centre to each corner.
func diamond(cx, cy, r float64) []float64 {
	return []float64{cx, cy - r, cx + r, cy, cx, cy + r, cx - r, cy}
}

// star returns the ten corners of a five-pointed star centred on (cx, cy),
// pointing up: outer the radius of its points, inner of its notches.
func star(cx, cy, outer, inner float64) []float64 {
	xy := make([]float64, 0, 20)
	for i := range 10 {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		xy = append(xy, cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
	return xy
}

// contrast returns a text colour that reads on c.
func contrast(c colour) string {
	if c.dark {
		return "#ffffff"
	}
	return "#222222"
}

// footerLine is one line of text and samples under the board.
type footerLine struct {
	height float64
	draw   func(r *svgRenderer, y float64)
}

// footer lays out the status, the last move, the notes and the legend in
// lines that fit width.
func (r *svgRenderer) footer(width float64) []footerLine {
	d := r.d
	const fs = 14.0
	var lines []footerLine
	text := func(s string, bold bool) {
		weight := ""
		if bold {
			weight = ` font-weight="bold"`
		}
		lines = append(lines, footerLine{22, func(r *svgRenderer, y float64) {
			fmt.Fprintf(r.b, `<text x="%s" y="%s" font-size="%s"%s fill="#2b2620">%s</text>`+"\n",
				num(r.margin/2), num(y+15), num(fs), weight, esc(s))
		}})
	}
	if d.Status != "" {
		text(d.Status, true)
	}
	if d.LastMove != "" {
		text("Last move: "+d.LastMove, false)
	}
	for _, n := range d.Notes {
		text(n, false)
	}
	// Legend entries flow left to right, wrapping at the width.
	const sample = 26.0
	x := r.margin / 2
	var row []func(r *svgRenderer, y float64)
	flush := func() {
		if len(row) == 0 {
			return
		}
		items := row
		lines = append(lines, footerLine{sample + 8, func(r *svgRenderer, y float64) {
			for _, f := range items {
				f(r, y)
			}
		}})
		row, x = nil, r.margin/2
	}
	for _, e := range d.Legend {
		w := sample + 6 + float64(len([]rune(e.Text)))*fs*0.58 + 14
		if x+w > width-r.margin/2 && len(row) > 0 {
			flush()
		}
		ex := x
		row = append(row, func(r *svgRenderer, y float64) {
			r.legendSample(e, ex, y+4, sample)
			fmt.Fprintf(r.b, `<text x="%s" y="%s" font-size="%s" dominant-baseline="central" fill="#2b2620">%s</text>`+"\n",
				num(ex+sample+6), num(y+4+sample/2), num(fs), esc(e.Text))
		})
		x += w
	}
	flush()
	return lines
}

// legendSample draws the sample of a legend entry in a box of side s.
func (r *svgRenderer) legendSample(e LegendEntry, x, y, s float64) {
	kind := e.Kind
	if kind == "" {
		kind = CellSquare
	}
	fill := cellColour(r.d, kind, e.Tone).hex
	if kind == CellWall {
		fill = "url(#hatch)"
	}
	fmt.Fprintf(r.b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="#7d7462" stroke-width="1"/>`+"\n",
		num(x), num(y), num(s), num(s), fill)
	if e.Piece != nil {
		if e.Piece.Kind == PieceRing {
			r.rings([]Piece{*e.Piece}, x+s/2, y+s/2, s)
		} else {
			r.piece(*e.Piece, x+s/2, y+s/2, s)
		}
	}
}

// num formats a coordinate with at most two decimals.
func num(f float64) string {
	s := fmt.Sprintf("%.2f", f)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// points formats a polygon's points.
func points(xy []float64) string {
	var b strings.Builder
	for i := 0; i+1 < len(xy); i += 2 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(num(xy[i]) + "," + num(xy[i+1]))
	}
	return b.String()
}

// esc escapes text for XML, dropping the characters XML cannot hold.
func esc(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' || (r >= 0x20 && r != 0xFFFE && r != 0xFFFF && !(r >= 0xD800 && r <= 0xDFFF)) {
			return r
		}
		return -1
	}, strings.ToValidUTF8(s, ""))
	return html.EscapeString(s)
}
