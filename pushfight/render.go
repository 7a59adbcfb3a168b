// render.go holds the text board for terminals.

package pushfight

import (
	"fmt"
	"strings"
)

// Render draws s as in the diagrams of the rules: files a-h across, ranks
// 4 to 1 down, "=" for the two rails, "W w B b" for the pieces, "." for an
// empty cell and "*" after the anchored square, then a line saying who is to
// move and the turn counter, or who has won.
func (g *Game) Render(s State) string {
	var b strings.Builder
	b.WriteString("     a  b  c  d  e  f  g  h\n")
	b.WriteString("           " + strings.Repeat("=", 14) + "\n")
	for r := 4; r >= 1; r-- {
		line := []byte(fmt.Sprintf("%d    ", r))
		for f := 0; f < 8; f++ {
			c := CellAt(f, r-1)
			if c == NoCell {
				line = append(line, "   "...)
				continue
			}
			mark := byte(' ')
			if c == s.Anchor() {
				mark = '*'
			}
			line = append(line, s.At(c).String()[0], mark, ' ')
		}
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteByte('\n')
	}
	b.WriteString("        " + strings.Repeat("=", 14) + "\n")
	side := names[s.side&1]
	switch r, over := g.Result(s); {
	case over && r.Winner == 0:
		fmt.Fprintf(&b, "draw after %d turns\n", s.turns)
	case over:
		fmt.Fprintf(&b, "%s wins after %d turns\n", names[r.Winner.Index()], s.turns)
	case s.Phase() == Placement:
		fmt.Fprintf(&b, "%s to set up\n", side)
	default:
		fmt.Fprintf(&b, "%s to move, turn %d\n", side, s.turns+1)
	}
	return b.String()
}
