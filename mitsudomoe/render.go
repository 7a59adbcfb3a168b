// render.go holds the text board for terminals.

package mitsudomoe

import (
	"fmt"
	"strings"
)

// Render returns a text board of s for terminals: a first line with the
// side to move, the supplies and the turn number, then the board with a1 at
// the bottom left, each cell showing its ring stack bottom to top (w, b)
// and its ball (W, B), "." for an empty cell. For example, the start:
//
//	white to move, supply white 5 black 5, turn 1
//	5   .  .  . bB bB
//	4   .  .  .  . bB
//	3   .  .  .  .  .
//	2  wW  .  .  .  .
//	1  wW wW  .  .  .
//	    a  b  c  d  e
func (s State) Render() string {
	tokens := [NumCells]string{}
	width := 3
	for c := range Cell(NumCells) {
		tok := s.At(c).String()
		tokens[c] = tok
		width = max(width, len(tok)+1)
	}
	side := "white"
	if s.side != 0 {
		side = "black"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s to move, supply white %d black %d, turn %d\n",
		side, s.supply[0], s.supply[1], s.turns+1)
	for row := Size - 1; row >= 0; row-- {
		fmt.Fprintf(&b, "%d ", row+1)
		for col := range Size {
			fmt.Fprintf(&b, "%*s", width, tokens[CellAt(col, row)])
		}
		b.WriteByte('\n')
	}
	b.WriteString("  ")
	for col := range Size {
		fmt.Fprintf(&b, "%*c", width, 'a'+col)
	}
	b.WriteByte('\n')
	return b.String()
}

// Render implements ply.Renderer; see State.Render.
func (g *Game) Render(s State) string { return s.Render() }
