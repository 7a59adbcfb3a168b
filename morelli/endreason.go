// endreason.go holds why a finished game ended (ply.EndReasoner), in the
// words of section 6 of the rules.

package morelli

import (
	"fmt"

	"github.com/plygo/ply"
)

// EndReason says why the game is over in s: the player to move has no
// legal move, and the King on the Throne, or the empty Throne, decides:
// "White, to move, has no legal move; the King on the Throne is Black's".
// It returns "" while the game goes on.
func (g *Game) EndReason(s State) string {
	if _, over := g.Result(s); !over {
		return ""
	}
	why := fmt.Sprintf("%s, to move, has no legal move", names.PlayerName(s.ToMove()))
	if s.King() == ply.NoPlayer {
		return why + "; the Throne is empty"
	}
	return fmt.Sprintf("%s; the King on the Throne is %s's", why, names.PlayerName(s.King()))
}
