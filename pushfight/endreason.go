// endreason.go holds why a finished game ended (ply.EndReasoner), in the
// words of section 6 of the rules.

package pushfight

import (
	"fmt"
	"math/bits"

	"github.com/plygo/ply"
)

// EndReason says why the game is over in s: "a Black round piece was
// pushed off the board", "Black has no legal turn: no push after zero to
// two moves", "the position occurred for the third time (threefold
// repetition)" or "the turn limit of 200 turns is reached". It returns ""
// while the game goes on.
func (g *Game) EndReason(s State) string {
	r, over := g.Result(s)
	if !over {
		return ""
	}
	if s.Phase() == Finished {
		loser := r.Winner.Opponent()
		i := loser.Index()
		kind := "round"
		if bits.OnesCount32(s.sq[i]) < bits.OnesCount32(s.sq[i^1]) {
			kind = "square"
		}
		return fmt.Sprintf("a %s %s piece was pushed off the board", names.PlayerName(loser), kind)
	}
	if r.Winner != ply.NoPlayer {
		return fmt.Sprintf("%s has no legal turn: no push is possible after zero to two moves", names.PlayerName(s.ToMove()))
	}
	if g.reps > 0 && s.Occurrences() >= g.reps {
		return fmt.Sprintf("the position occurred for the %s time (repetition)", ordinal(s.Occurrences()))
	}
	return fmt.Sprintf("the turn limit of %d turns is reached", g.maxTurns)
}

// ordinal writes n as "third", "fourth", ... for the small counts of the
// repetition rule, and "5th" beyond.
func ordinal(n int) string {
	words := []string{"", "first", "second", "third", "fourth", "fifth"}
	if n > 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprintf("%dth", n)
}
