// diagram.go holds the board description a game gives for drawing
// (Diagram and its parts, and the vocabulary of cells, pieces and marks)
// and the Diagrammer capability.

package diagram

import (
	"fmt"

	"github.com/plygo/ply"
)

// Diagrammer is an optional capability of a game, found with ply.As: a
// description of a state for drawing, from which generic renderers (this
// package's SVG and Text, a browser board fed with it as JSON) draw any
// game without knowing its rules.
//
// Diagram describes s with no move marked. DiagramAfter describes next,
// the state that m leads to from prev, with m marked: the cells it moved
// from and to, arrows along its path and the pieces it changed (flipped,
// captured, relocated). It takes the state before the move because a move
// alone does not say what it changed, and the state after it because the
// caller has played the move already (a line of play holds both): it
// checks and plays nothing again. m must be a legal move in prev and next
// the state it leads to (Apply(prev, m)); for other arguments the diagram
// says nothing reliable, but DiagramAfter never panics.
type Diagrammer[S, M any] interface {
	Diagram(s S) Diagram
	DiagramAfter(prev, next S, m M) Diagram
}

// Diagram describes one state of a game for drawing. Geometry is in cell
// units on a Width x Height grid, x from the left and y from the top (screen
// order, whatever the game's own ranks do). Colours are semantic (a Tone,
// an Owner): the renderer chooses the actual colours. Every field has a
// JSON form in lowerCamel case, with small enums as strings.
type Diagram struct {
	// Game is the game's package name, such as "pathway".
	Game string `json:"game"`
	// Title is an optional caption, such as "Pathway 6x6".
	Title string `json:"title,omitempty"`
	// Width and Height are the size of the grid, in cells.
	Width  int `json:"width"`
	Height int `json:"height"`
	// Cells are the cells of the board, each once, in the order the game
	// chooses (usually its own cell order).
	Cells []Cell `json:"cells"`
	// Files and Ranks are the coordinates written on the edges: Files
	// above and below the columns they name, Ranks left and right of the
	// rows they name.
	Files []Label `json:"files,omitempty"`
	Ranks []Label `json:"ranks,omitempty"`
	// Lines are straight features along cell edges, such as Push Fight's
	// rails.
	Lines []Line `json:"lines,omitempty"`
	// Arrows trace the marked move: a piece's path from one cell to
	// another.
	Arrows []Arrow `json:"arrows,omitempty"`
	// Players are the names of First and Second in this game, such as
	// "Red" and "Blue"; the renderer may take their colours from them.
	Players [2]string `json:"players"`
	// ToMove is the player to move, or [ply.NoPlayer] when the game is over.
	ToMove ply.Player `json:"toMove"`
	// Status says in words who is to move or how the game ended.
	Status string `json:"status"`
	// LastMove is the marked move in the game's notation, or empty.
	LastMove string `json:"lastMove,omitempty"`
	// Notes are further facts worth showing beside the board: scores,
	// supplies, turn counters.
	Notes []string `json:"notes,omitempty"`
	// Legend explains the pieces and cell tones of the picture.
	Legend []LegendEntry `json:"legend,omitempty"`
	// TextWidth, if positive, fixes the width of a cell's letters in a
	// text board (Text), so that the board keeps its shape from move to
	// move: a cell with more pieces is written as its number of pieces
	// and its top pieces' letters ("4wB"). Zero fits the widest cell of
	// this position.
	TextWidth int `json:"-"`
}

// Cell is one cell of a Diagram.
type Cell struct {
	// Name is the cell's name in the game's notation, such as "c3": a
	// stable id that a board uses to enter moves.
	Name string `json:"name"`
	// X and Y are the cell's column (from the left) and row (from the
	// top) on the grid.
	X int `json:"x"`
	Y int `json:"y"`
	// Kind is what sort of cell it is.
	Kind CellKind `json:"kind"`
	// Tone is its background class, or ToneNone for a plain cell.
	Tone Tone `json:"tone,omitempty"`
	// Pieces are what stands on the cell, bottom to top.
	Pieces []Piece `json:"pieces,omitempty"`
	// Marks flag the cell: part of the last move, changed by it, or
	// highlighted.
	Marks []Mark `json:"marks,omitempty"`
}

// Has reports whether the cell carries mark m.
func (c Cell) Has(m Mark) bool {
	for _, x := range c.Marks {
		if x == m {
			return true
		}
	}
	return false
}

// Piece is one thing standing on a cell.
type Piece struct {
	// Owner is the player the piece belongs to, or [ply.NoPlayer] for a
	// neutral one (a star, a token, a marker).
	Owner ply.Player `json:"owner"`
	// Kind is what the piece is.
	Kind PieceKind `json:"kind"`
	// Letter is the piece's character in the game's position notation,
	// such as "x" or "W": text boards draw it, and with it the two
	// sides stay apart without colour.
	Letter string `json:"letter"`
	// Text is an optional short text drawn on the piece: a stack height,
	// a token's value.
	Text string `json:"text,omitempty"`
}

// Label is a coordinate written on an edge of the board.
type Label struct {
	// Text is the file or rank name, such as "a" or "10".
	Text string `json:"text"`
	// At is the column (for a file) or row (for a rank) on the grid that
	// the label names.
	At int `json:"at"`
}

// Line is a straight feature along cell edges, from (X1, Y1) to (X2, Y2)
// in grid units: (0, 0) is the top-left corner of the grid.
type Line struct {
	Kind LineKind `json:"kind"`
	X1   int      `json:"x1"`
	Y1   int      `json:"y1"`
	X2   int      `json:"x2"`
	Y2   int      `json:"y2"`
}

// Arrow is a step of the marked move, between two cells named as in
// [Cell.Name].
type Arrow struct {
	From string `json:"from"`
	To   string `json:"to"`
	// Kind tells what moved: ArrowMove for a piece's own move,
	// ArrowPush for a push, ArrowRelocate for a piece moved by the rules.
	Kind ArrowKind `json:"kind"`
}

// LegendEntry explains one sample: a piece (when Piece is set) or a cell
// background (Kind and Tone).
type LegendEntry struct {
	Piece *Piece   `json:"piece,omitempty"`
	Kind  CellKind `json:"kind,omitempty"`
	Tone  Tone     `json:"tone,omitempty"`
	// Text is the explanation, such as "Red stone" or "wall".
	Text string `json:"text"`
}

// CellKind is what sort of cell a Cell is; renderers draw each kind with
// its own background.
type CellKind string

// The kinds of cells.
const (
	// CellSquare is an ordinary playing cell.
	CellSquare CellKind = "square"
	// CellBorder is a cell around the playing area that no piece is
	// played on, such as Mapello's border ring (which may hold a star).
	CellBorder CellKind = "border"
	// CellWall is a blocked cell inside the playing area.
	CellWall CellKind = "wall"
	// CellSpecial is a playing cell with a role of its own in the rules,
	// drawn with a mark even when empty, such as Morelli's throne.
	CellSpecial CellKind = "special"
)

// Tone is the semantic background class of a cell; the renderer maps it
// to a colour.
type Tone string

// The tones. Band tones come from [ToneBand].
const (
	// ToneNone is the plain background.
	ToneNone Tone = ""
	// ToneFirst and ToneSecond mark an area of the first or second
	// player, such as a home corner.
	ToneFirst  Tone = "first"
	ToneSecond Tone = "second"
	// ToneNeutral marks a special area that belongs to nobody.
	ToneNeutral Tone = "neutral"
)

// ToneBand returns the tone of band k (0 to 6) of a board drawn in
// concentric coloured bands, such as Morelli's rainbow: band 0 is the
// centre, band 6 the outermost. Renderers colour the bands in rainbow
// order, violet at the centre to red outside.
func ToneBand(k int) Tone {
	if k >= 0 && k < len(bandTones) {
		return bandTones[k]
	}
	return Tone(fmt.Sprintf("band%d", k))
}

// bandTones are the tones ToneBand names, made once: a board of bands
// names one per cell every time it is drawn.
var bandTones = [...]Tone{"band0", "band1", "band2", "band3", "band4", "band5", "band6"}

// PieceKind is what a piece is; renderers draw each kind with its own
// shape.
type PieceKind string

// The kinds of pieces, named by shape. Each example names one game that
// draws a piece of its own with the shape; any game may use any kind.
const (
	// PieceStone is a plain round stone, such as Pathway's stones.
	PieceStone PieceKind = "stone"
	// PieceDisc is a two-sided disc, a wide circle with an inner ring,
	// such as Mapello's discs.
	PieceDisc PieceKind = "disc"
	// PieceRing is one ring of a stack: the rings on a cell are drawn as
	// concentric circles, the bottom one outermost, such as Mitsudomoe's
	// rings.
	PieceRing PieceKind = "ring"
	// PieceBall is a small ball, drawn on top of the rings of its cell,
	// such as Mitsudomoe's balls.
	PieceBall PieceKind = "ball"
	// PieceSquare is a square piece, such as Push Fight's pushers.
	PieceSquare PieceKind = "square"
	// PieceRound is a round piece drawn beside square ones, such as Push
	// Fight's.
	PieceRound PieceKind = "round"
	// PieceCrown is a crown, a piece that stands apart from the others,
	// such as Morelli's king on the throne.
	PieceCrown PieceKind = "crown"
	// PieceStar is a five-pointed star, usually a neutral piece (Owner
	// ply.NoPlayer), such as Mapello's jokers.
	PieceStar PieceKind = "star"
	// PieceToken is a round token with its value (Piece.Text) written on
	// it, such as Mapello's bonuses.
	PieceToken PieceKind = "token"
	// PieceMarker is a small diamond marker drawn over the piece below it
	// on the same cell, such as Push Fight's anchor.
	PieceMarker PieceKind = "marker"
)

// Mark flags a cell.
type Mark string

// The marks.
const (
	// MarkFrom: a piece of the last move left this cell.
	MarkFrom Mark = "from"
	// MarkTo: a piece of the last move arrived on (or was placed on) this
	// cell and stands there after the move. A cell a piece passed through
	// (it moved on in the same turn) is not marked "to".
	MarkTo Mark = "to"
	// MarkChanged: the last move changed what stands here as a side
	// effect (a flip, a capture, a push, a relocation).
	MarkChanged Mark = "changed"
	// MarkHighlight: a cell to draw attention to, such as a legal
	// destination on an interactive board.
	MarkHighlight Mark = "highlight"
)

// LineKind is what a Line is.
type LineKind string

// The kinds of lines.
const (
	// LineRail is a rail along an edge, which pieces cannot cross.
	LineRail LineKind = "rail"
)

// ArrowKind is what an Arrow traces.
type ArrowKind string

// The kinds of arrows.
const (
	ArrowMove     ArrowKind = "move"
	ArrowPush     ArrowKind = "push"
	ArrowRelocate ArrowKind = "relocate"
)

// Cell returns a pointer to the cell named name in d.Cells, or false if
// the diagram has none.
func (d *Diagram) Cell(name string) (*Cell, bool) {
	for i := range d.Cells {
		if d.Cells[i].Name == name {
			return &d.Cells[i], true
		}
	}
	return nil, false
}

// Mark adds mark m to the cell named name, once; it does nothing if the
// diagram has no such cell.
func (d *Diagram) Mark(name string, m Mark) {
	if c, ok := d.Cell(name); ok && !c.Has(m) {
		c.Marks = append(c.Marks, m)
	}
}
