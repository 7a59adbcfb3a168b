// endreason.go holds why a finished game ended (ply.EndReasoner), in the
// words of section 6 of the rules.

package mapello

import (
	"fmt"

	"github.com/plygo/ply"
)

// EndReason says why the game is over in s: neither side can place a disc
// (or the board is full), with the score of each side as discs plus bonus
// points, such as "neither side can place a disc (Black 31 discs + 3
// bonus, White 30 discs)". It returns "" while the game goes on.
func (g *Game) EndReason(s State) string {
	if _, over := g.Result(s); !over {
		return ""
	}
	why := "neither side can place a disc"
	if s.Empties() == 0 {
		why = "the board is full"
	}
	side := func(p ply.Player) string {
		t := fmt.Sprintf("%s %d discs", names.PlayerName(p), s.Discs(p))
		if n := s.Points(p); n != 0 {
			t += fmt.Sprintf(" + %d bonus", n)
		}
		return t
	}
	return fmt.Sprintf("%s (%s, %s)", why, side(ply.First), side(ply.Second))
}
