// endreason.go holds why a finished game ended (ply.EndReasoner), in the
// words of section 6 of the rules.

package pathway

import (
	"fmt"

	"github.com/plygo/ply"
)

// EndReason says why the game is over in s: the player to move has no
// legal placement (or no empty cell), and so wins: "Red, to move, has no
// legal placement, and the player who cannot place wins". It returns "" while the game goes on.
func (g *Game) EndReason(s State) string {
	if _, over := g.Result(s); !over {
		return ""
	}
	who := names.PlayerName(s.ToMove())
	if s.Stones(ply.First)+s.Stones(ply.Second) == s.Size()*s.Size() {
		return fmt.Sprintf("the board is full: %s, to move, has no placement, and the player who cannot place wins", who)
	}
	return fmt.Sprintf("%s, to move, has no legal placement, and the player who cannot place wins", who)
}
