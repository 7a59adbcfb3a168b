package pushfight_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pushfight"
)

// TestEndReason checks that the reason says how each random game ended,
// by the facts of the final position: a push-off (which side lost a
// piece, and which kind) or the turn cap.
func TestEndReason(t *testing.T) {
	for _, c := range []struct {
		name string
		g    *pushfight.Game
	}{
		{"standard", pushfight.MustNew()},
		{"cap", pushfight.MustNew(pushfight.WithMaxTurns(2))},
	} {
		seen := map[string]int{}
		for seed := range uint64(60) {
			end, r, _ := ply.RandomPlayout(c.g, c.g.Start(), rand.New(rand.NewPCG(seed, 29)))
			why := c.g.EndReason(end)
			switch {
			case end.Phase() == pushfight.Finished:
				seen["push-off"]++
				loser := r.Winner.Opponent()
				kind := "round"
				if countKind(end, loser, true) < 3 {
					kind = "square"
				}
				if want := "a " + c.g.PlayerName(loser) + " " + kind + " piece was pushed off the board"; why != want {
					t.Errorf("%s: %q, want %q", c.name, why, want)
				}
			case r.Winner != ply.NoPlayer:
				seen["no turn"]++
				if !strings.HasPrefix(why, c.g.PlayerName(end.ToMove())+" has no legal turn") {
					t.Errorf("%s: %q after a game won without a push-off", c.name, why)
				}
			default:
				seen["cap"]++
				if end.Turns() != c.g.MaxTurns() || why != "the turn limit of 2 turns is reached" {
					t.Errorf("%s: %q after %d turns", c.name, why, end.Turns())
				}
			}
		}
		t.Logf("%s: %v", c.name, seen)
		if seen[map[string]string{"standard": "push-off", "cap": "cap"}[c.name]] == 0 {
			t.Errorf("%s: no game ended as the configuration makes likely: %v", c.name, seen)
		}
	}
}

// TestEndReasonRepetitionAndNoTurn checks the reason of a draw by repetition, on
// the shuttle of draw_test.go, and of the rules' example 10.7, where White
// has no turn.
func TestEndReasonRepetitionAndNoTurn(t *testing.T) {
	g := pushfight.MustNew()
	stuck, err := pushfight.ParseState("3bw/5bBw/4BWWW/4B w e2 0")
	if err != nil {
		t.Fatal(err)
	}
	if why, want := g.EndReason(stuck), "White has no legal turn: no push is possible after zero to two moves"; why != want {
		t.Errorf("example 10.7: %q, want %q", why, want)
	}
	states := playShuttle(t, g, 4)
	if why := g.EndReason(states[3]); why != "" {
		t.Errorf("a game going on has a reason: %q", why)
	}
	if why, want := g.EndReason(states[4]), "the position occurred for the third time (repetition)"; why != want {
		t.Errorf("threefold repetition: %q, want %q", why, want)
	}
}

// countKind counts p's squares (or rounds) on the board.
func countKind(s pushfight.State, p ply.Player, squares bool) int {
	n := 0
	for c := range pushfight.Cell(pushfight.NumCells) {
		pc := s.At(c)
		if pc == pushfight.Empty || pc.Owner() != p {
			continue
		}
		if pc.IsSquare() == squares {
			n++
		}
	}
	return n
}
