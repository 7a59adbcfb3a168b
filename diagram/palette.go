// palette.go holds the colours the renderers choose for the semantic
// classes of a diagram.

package diagram

import (
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
	"red":   {"#d0312d", 160, true},
	"blue":  {"#2f6fd0", 33, true},
	"black": {"#262626", 234, true},
	"white": {"#f7f5ef", 231, false},
	"brown": {"#8b5a2b", 94, true},
	"green": {"#2e8b57", 29, true},
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
