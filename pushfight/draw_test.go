// draw_test.go holds the tests of the end-of-game rules: repetition, the turn cap and their order.

package pushfight_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pushfight"
)

// shuttle is a position where both sides can "pass": White slides its
// front square e2 round to b2 and pushes the row back to c2-e2, Black
// slides d3 round to g3 and pushes its row back to d3-f3. The board comes
// back after every turn; the whole position every two turns.
const shuttle = "5/ww1BBB2/2WWW1bb/5 w f3 0"

var shuttleTurns = []string{"e2-b2 b2>", "d3-g3 g3<"}

// playShuttle plays n shuttle turns with g and returns the states met.
func playShuttle(t *testing.T, g *pushfight.Game, n int) []pushfight.State {
	t.Helper()
	s, err := pushfight.ParseState(shuttle)
	if err != nil {
		t.Fatal(err)
	}
	out := []pushfight.State{s}
	for i := range n {
		if r, over := g.Result(s); over {
			t.Fatalf("game over (%v) before turn %d", r, i+1)
		}
		m, err := g.ParseMove(s, shuttleTurns[i%2])
		if err != nil {
			t.Fatalf("turn %d: %v", i+1, err)
		}
		s = g.Apply(s, m)
		out = append(out, s)
	}
	return out
}

func TestThreefoldRepetition(t *testing.T) {
	g := pushfight.MustNew()
	states := playShuttle(t, g, 4)
	for i, s := range states {
		if want := 1 + i/2; s.Occurrences() != want {
			t.Errorf("after %d turns: %d occurrences, want %d", i, s.Occurrences(), want)
		}
	}
	if got := states[2].String(); got != "5/ww1BBB2/2WWW1bb/5 w f3 2" {
		t.Errorf("after two turns: %v, want the start position with 2 turns", got)
	}
	if r, over := g.Result(states[3]); over {
		t.Errorf("second occurrence: game over (%v)", r)
	}
	r, over := g.Result(states[4])
	if !over || r.Winner != ply.NoPlayer {
		t.Errorf("third occurrence: result %v, over %v; want a draw", r, over)
	}
	if n := len(g.AppendMoves(nil, states[4])); n != 0 {
		t.Errorf("%d moves in a drawn position", n)
	}
	// A search sees the repetition too: the move back into the repeated
	// position leads to a drawn state.
	m, _ := g.ParseMove(states[3], shuttleTurns[1])
	if _, over := g.Result(g.Apply(states[3], m)); !over {
		t.Error("the repeating turn does not lead to a finished state")
	}
}

func TestRepetitionOptions(t *testing.T) {
	off := pushfight.MustNew(pushfight.WithRepetitions(0))
	states := playShuttle(t, off, 8)
	if _, over := off.Result(states[8]); over {
		t.Error("Repetitions(0): the game ended")
	}
	two := pushfight.MustNew(pushfight.WithRepetitions(2))
	states = playShuttle(t, two, 2)
	if r, over := two.Result(states[2]); !over || r.Winner != ply.NoPlayer {
		t.Errorf("Repetitions(2): %v, %v after one repetition; want a draw", r, over)
	}
}

func TestHistoryWindow(t *testing.T) {
	// Positions older than HistoryLen turns are forgotten: with the
	// repetition rule off, the history holds the last 16 positions.
	g := pushfight.MustNew(pushfight.WithRepetitions(0))
	states := playShuttle(t, g, 40)
	last := states[40]
	if last.History() != pushfight.HistoryLen {
		t.Errorf("history of %d positions, want %d", last.History(), pushfight.HistoryLen)
	}
	if want := 1 + pushfight.HistoryLen/2; last.Occurrences() != want {
		t.Errorf("%d occurrences within the window, want %d", last.Occurrences(), want)
	}
}

func TestTurnCap(t *testing.T) {
	g := pushfight.MustNew(pushfight.WithRepetitions(0), pushfight.WithMaxTurns(3))
	states := playShuttle(t, g, 3)
	r, over := g.Result(states[3])
	if !over || r.Winner != ply.NoPlayer {
		t.Errorf("after 3 turns with WithMaxTurns(3): %v, %v; want a draw", r, over)
	}
	s, _ := pushfight.ParseState("5/ww1BBB2/2WWW1bb/5 w f3 199")
	if _, over := pushfight.MustNew().Result(s); over {
		t.Error("turn 199 of 200: game over")
	}
	s, _ = pushfight.ParseState("5/ww1BBB2/2WWW1bb/5 w f3 200")
	if r, over := pushfight.MustNew().Result(s); !over || r.Winner != ply.NoPlayer {
		t.Errorf("turn 200 of 200: %v, %v; want a draw", r, over)
	}
	if _, over := pushfight.MustNew(pushfight.WithMaxTurns(0)).Result(s); over {
		t.Error("MaxTurns(0): game over at turn 200")
	}
}

// TestDecisiveBeforeDraws checks the order of the end checks: a side with no
// turn loses even when the turn cap is reached.
func TestDecisiveBeforeDraws(t *testing.T) {
	s, err := pushfight.ParseState("3bw/5bBw/4BWWW/4B w e2 250")
	if err != nil {
		t.Fatal(err)
	}
	if r, over := pushfight.MustNew().Result(s); !over || r.Winner != ply.Second {
		t.Errorf("no turn at the cap: %v, %v; want Black wins", r, over)
	}
}
