// render.go holds the text board for terminals.

package pathway

import (
	"strconv"
	"strings"
)

// Render returns the board as text with coordinates, Red's stones as 'r',
// Blue's as 'b', empty cells as '.', and the side to move, as in the
// diagrams of docs/rules/pathway.md.
func (g *Game) Render(s State) string {
	n := int(s.n)
	var b strings.Builder
	files := func() {
		b.WriteString("    ")
		for col := range n {
			b.WriteString(" ")
			b.WriteByte(byte('a' + col))
		}
		b.WriteString("\n")
	}
	files()
	for row := n - 1; row >= 0; row-- {
		b.WriteString(padLeft(row+1) + " ")
		for col := range n {
			b.WriteString(" ")
			b.WriteByte(pieceChars[s.At(CellAt(col, row))])
		}
		b.WriteString("   " + strconv.Itoa(row+1) + "\n")
	}
	files()
	if _, over := g.Result(s); over {
		b.WriteString(names[s.turn] + " has no placement and wins\n")
	} else {
		b.WriteString(names[s.turn] + " to move\n")
	}
	return b.String()
}

// padLeft returns a row number right-aligned in three columns.
func padLeft(r int) string {
	if r < 10 {
		return "  " + strconv.Itoa(r)
	}
	return " " + strconv.Itoa(r)
}
