// board.go holds TextBoard, the one text board of a game that play, its
// replay and the engine's showboard all draw: the game's diagram and its
// end in words, drawn by diagram.Text.

package registry

import (
	"strings"

	"github.com/plygo/ply/diagram"
)

// TextBoard returns the board of line's position as a person reads it in
// a terminal: play draws it after every move, play -replay at every step,
// and the engine's showboard answers it, so that all three show the same
// board. It is the game's diagram (see Boards.Diagram) drawn by
// diagram.Text, with the line's last move marked, the status (who is to
// move, or how the game ended and why: DescribeEnd when the game's own
// status does not say the reason), the last move, the notes and the
// legend, in ANSI colours when color is set. A game without a diagram
// gives its Render. The board never holds an empty line.
func TextBoard(g Game, line Line, color bool) string {
	pos := line.Position()
	d, ok := line.Diagram(g, line.Len())
	if !ok {
		return g.Render(pos)
	}
	if _, over := g.Result(pos); over {
		if why := g.EndReason(pos); !strings.Contains(d.Status, why) {
			d.Status = "Game over: " + g.DescribeEnd(pos)
		}
	}
	return diagram.Text(d, diagram.TextOptions{Color: color})
}
