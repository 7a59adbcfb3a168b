// endreason.go holds why a finished game ended (ply.EndReasoner), naming
// the end check of section 6 of the rules that ended it.

package mitsudomoe

import (
	"fmt"
)

// EndReason says why the game is over in s, naming the end check of the
// rules that ended it, in their order: "White's three balls stand on its
// goal (rule E1)", "White filled its own home (rule E2)", "Black has no
// legal turn (rule E3)" or "the turn limit of 100 turns is reached (rule
// E4)". It returns "" while the game goes on.
func (g *Game) EndReason(s State) string {
	if _, over := g.Result(s); !over {
		return ""
	}
	q := s.side & 1 // to move
	p := q ^ 1      // moved last
	switch {
	case s.turns > 0 && s.balls[p]&goal[p] == goal[p]:
		return fmt.Sprintf("%s's three balls stand on its goal (rule E1)", names[p])
	case s.turns > 0 && (s.balls[0]|s.balls[1])&home[p] == home[p]:
		return fmt.Sprintf("%s filled its own home with balls (rule E2)", names[p])
	case !hasTurn(&s):
		return fmt.Sprintf("%s has no legal turn (rule E3)", names[q])
	}
	return fmt.Sprintf("the turn limit of %d turns is reached (rule E4)", g.maxTurns)
}
