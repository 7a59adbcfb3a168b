// render.go holds the text board for terminals.

package mapello

import (
	"fmt"
	"strings"

	"github.com/plygo/ply"
)

// Render returns a multi-line text board of s, as docs/rules/mapello.md
// draws boards: the file letters on top, then the ten rows from y = 9 down with
// their rank digit on the left, one character per cell ('#' wall or plain
// border cell, 'j' joker, '+' bonus, '.' empty, 'x' Black, 'o' White). A
// legend and a status line follow: the scores, and who is to move or how
// the game ended.
func (g *Game) Render(s State) string {
	var b strings.Builder
	b.WriteString("      @ a b c d e f g h i\n")
	for y := 9; y >= 0; y-- {
		fmt.Fprintf(&b, "   %d ", y)
		for x := range 10 {
			b.WriteByte(' ')
			b.WriteByte(pieceChars[s.At(CellAt(x, y))])
		}
		b.WriteByte('\n')
	}
	b.WriteString("   # wall  j joker  + bonus  . empty  x Black  o White\n")
	fmt.Fprintf(&b, "   Black %s, White %s\n", score(s, ply.First), score(s, ply.Second))
	if r, over := g.Result(s); over {
		switch r.Winner {
		case ply.First:
			fmt.Fprintf(&b, "   Game over: Black wins %d-%d\n", r.Score[0], r.Score[1])
		case ply.Second:
			fmt.Fprintf(&b, "   Game over: White wins %d-%d\n", r.Score[1], r.Score[0])
		default:
			fmt.Fprintf(&b, "   Game over: draw %d-%d\n", r.Score[0], r.Score[1])
		}
		return b.String()
	}
	if s.passes != 0 {
		fmt.Fprintf(&b, "   %s passed; %s to move\n", names[s.side^1], names[s.side])
	} else if mine := s.myPlacements(); mine == 0 {
		fmt.Fprintf(&b, "   %s to move, and must pass\n", names[s.side])
	} else {
		fmt.Fprintf(&b, "   %s to move\n", names[s.side])
	}
	return b.String()
}

// score describes p's score: "7 (1 disc + 6 bonus)".
func score(s State, p ply.Player) string {
	unit := "discs"
	if s.Discs(p) == 1 {
		unit = "disc"
	}
	return fmt.Sprintf("%d (%d %s + %d bonus)", s.Score(p), s.Discs(p), unit, s.Points(p))
}
