// render.go holds the text board for terminals, with the bands in colour
// when asked.

package morelli

import "strings"

// bandColors are the ANSI 256-colour backgrounds of bands 0 (the violet
// Throne) to 6 (red), the rainbow of the board.
var bandColors = [7]string{
	"\x1b[48;5;91m",  // violet
	"\x1b[48;5;54m",  // indigo
	"\x1b[48;5;25m",  // blue
	"\x1b[48;5;28m",  // green
	"\x1b[48;5;178m", // yellow
	"\x1b[48;5;166m", // orange
	"\x1b[48;5;124m", // red
}

// pieceColors are the foregrounds of the pieces in colour mode, by Piece.
var pieceColors = [5]string{"\x1b[37m", "\x1b[1;30m", "\x1b[1;97m", "\x1b[1;30m", "\x1b[1;97m"}

const ansiReset = "\x1b[0m"

// Render returns a text board: files a–m above, ranks 13 down to 1 on the
// left, "x" and "o" for Black and White pieces, "." for empty cells and "T"
// for the empty Throne, or "X" or "O" for the King on it; then the side to
// move, or the result once the game is over.
func (g *Game) Render(s State) string { return g.render(s, false) }

// RenderColor is Render for terminals that show ANSI colours: each cell's
// background shows its band in the rainbow of the board, red outermost to
// violet at the Throne.
func (g *Game) RenderColor(s State) string { return g.render(s, true) }

func (g *Game) render(s State, color bool) string {
	var b strings.Builder
	b.WriteString("     a b c d e f g h i j k l m\n")
	for y := Size - 1; y >= 0; y-- {
		r := itoa(y + 1)
		b.WriteString(strings.Repeat(" ", 3-len(r)) + r + " ")
		for x := range Size {
			c := CellAt(x, y)
			p := s.At(c)
			ch := p.String()
			if c == Throne && p == Empty {
				ch = "T"
			}
			if color {
				b.WriteString(bandColors[c.Band()] + pieceColors[p] + " " + ch + ansiReset)
				continue
			}
			b.WriteString(" " + ch)
		}
		b.WriteString("\n")
	}
	if r, over := g.Result(s); over {
		switch r.Winner {
		case Black:
			b.WriteString("Game over: Black wins (the King is Black's)\n")
		case White:
			b.WriteString("Game over: White wins (the King is White's)\n")
		default:
			b.WriteString("Game over: draw (the Throne is empty)\n")
		}
		return b.String()
	}
	if s.ToMove() == Black {
		b.WriteString("Black (x) to move\n")
	} else {
		b.WriteString("White (o) to move\n")
	}
	return b.String()
}
