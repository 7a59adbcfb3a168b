// palette.go holds the colours the renderers choose for the semantic
// classes of a diagram.

package diagram

import (
	"math"
	"strings"

	"github.com/plygo/ply"
)

// colour is one colour in its SVG and ANSI 256-colour forms.
type colour struct {
	hex  string // SVG fill, such as "#d0312d"
	ansi int    // xterm 256-colour index
	dark bool   // whether light text reads on it
}

// namedColours are the colours of players whose names are colour words.
var namedColours = map[string]colour{
	"red":    {"#d0312d", 160, true},
	"blue":   {"#2f6fd0", 33, true},
	"black":  {"#262626", 234, true},
	"white":  {"#f7f5ef", 231, false},
	"brown":  {"#8b5a2b", 94, true},
	"green":  {"#2e8b57", 29, true},
	"yellow": {"#f0c419", 220, false},
}

// defaultColours are the colours of First and Second when their names are
// not colour words.
var defaultColours = [2]colour{namedColours["black"], namedColours["white"]}

// neutralPiece is the colour of pieces that belong to nobody.
var neutralPiece = colour{"#d4a017", 178, false}

// playerColour returns the colour of player p in d.
func playerColour(d *Diagram, p ply.Player) colour {
	i := p.Index()
	if i < 0 {
		return neutralPiece
	}
	if c, ok := namedColours[strings.ToLower(strings.TrimSpace(d.Players[i]))]; ok {
		return c
	}
	return defaultColours[i]
}

// pieceColour returns the fill of piece pc: its owner's colour, or a
// colour of its own for the neutral pieces.
func pieceColour(d *Diagram, pc Piece) colour {
	if pc.Owner != ply.NoPlayer {
		return playerColour(d, pc.Owner)
	}
	switch pc.Kind {
	case PieceStar:
		return colour{"#c62828", 124, true}
	case PieceToken:
		return colour{"#4a90d9", 68, true}
	case PieceMarker:
		return colour{"#e53935", 196, true}
	}
	return neutralPiece
}

// bandColours are the rainbow of a banded board, band 0 (violet) to 6
// (red), light enough for pieces to stand out on them.
var bandColours = [7]colour{
	{"#c39bd3", 140, false}, // violet
	{"#9fa8da", 104, false}, // indigo
	{"#90caf9", 117, false}, // blue
	{"#a5d6a7", 114, false}, // green
	{"#fff59d", 229, false}, // yellow
	{"#ffcc80", 222, false}, // orange
	{"#ef9a9a", 210, false}, // red
}

// cellColour returns the background of a cell of the given kind and tone.
func cellColour(d *Diagram, kind CellKind, tone Tone) colour {
	switch tone {
	case ToneFirst, ToneSecond:
		p := ply.First
		if tone == ToneSecond {
			p = ply.Second
		}
		return tint(playerColour(d, p))
	case ToneNeutral:
		return colour{"#cfc6b0", 187, false}
	}
	if k, ok := bandIndex(tone); ok {
		return bandColours[k]
	}
	switch kind {
	case CellBorder:
		return colour{"#a39e93", 247, false}
	case CellWall:
		return colour{"#5a5550", 240, true}
	case CellSpecial:
		return bandColours[0]
	}
	return colour{"#eadfc4", 223, false}
}

// bandIndex returns k for a tone "bandk" with k in 0..6.
func bandIndex(t Tone) (int, bool) {
	s := string(t)
	if len(s) != 5 || !strings.HasPrefix(s, "band") || s[4] < '0' || s[4] > '6' {
		return 0, false
	}
	return int(s[4] - '0'), true
}

// tint returns a light version of a player's colour, for the areas of
// that player.
func tint(c colour) colour {
	switch c.hex {
	case namedColours["red"].hex:
		return colour{"#f2c4c0", 224, false}
	case namedColours["blue"].hex:
		return colour{"#c3d6f2", 153, false}
	case namedColours["black"].hex, namedColours["brown"].hex:
		return colour{"#b9b2a3", 145, false}
	case namedColours["green"].hex:
		return colour{"#bfe0c9", 151, false}
	}
	return colour{"#c9d6e3", 189, false}
}

// lastMoveColour is the highlight of the last move's cells.
var lastMoveColour = colour{"#f5c542", 221, false}

// The terminal colours are xterm 256-colour indices. Text uses only 16 to
// 255, whose colours are fixed (0 to 15 follow the terminal's theme), so
// that the contrast of what it draws is known.

// xtermRGB returns the red, green and blue of xterm colour i, 16 to 255:
// the 6x6x6 cube, then the grey ramp. It returns black for other indices.
func xtermRGB(i int) (r, g, b int) {
	switch {
	case i >= 16 && i <= 231:
		level := func(v int) int {
			if v == 0 {
				return 0
			}
			return 55 + 40*v
		}
		i -= 16
		return level(i / 36), level(i / 6 % 6), level(i % 6)
	case i >= 232 && i <= 255:
		v := 8 + 10*(i-232)
		return v, v, v
	}
	return 0, 0, 0
}

// luminance returns the relative luminance of xterm colour i, 0 (black)
// to 1 (white), as WCAG 2 defines it.
func luminance(i int) float64 {
	lin := func(v int) float64 {
		c := float64(v) / 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	r, g, b := xtermRGB(i)
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// termContrast returns the WCAG 2 contrast ratio of xterm colours a and b,
// 1 to 21.
func termContrast(a, b int) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// The inks of text: black and white of the colour cube.
const (
	inkBlack = 16
	inkWhite = 231
)

// minContrast is the least contrast of text on its background, WCAG 2's
// 4.5:1 for normal text. Black or white reaches it on every colour (at
// worst 4.58:1, on a background of luminance 0.18).
const minContrast = 4.5

// ink returns the text colour of most contrast on background bg: black
// or white.
func ink(bg int) int {
	if termContrast(inkBlack, bg) >= termContrast(inkWhite, bg) {
		return inkBlack
	}
	return inkWhite
}

// quietInk returns the text colour on background bg that stands out the
// least while it still reaches minContrast: a grey on the side of ink(bg),
// for the glyphs of empty cells, which should not outshine the pieces.
func quietInk(bg int) int {
	best, bestC := ink(bg), termContrast(ink(bg), bg)
	dark := best == inkBlack
	for g := 232; g <= 255; g++ {
		if dark != (luminance(g) < luminance(bg)) {
			continue
		}
		if c := termContrast(g, bg); c >= minContrast && c < bestC {
			best, bestC = g, c
		}
	}
	return best
}
