// conformance_test.go runs the gametest kit and the invariants of the rules along random games.

package pushfight_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pushfight"
)

// step checks one move: a setup move adds the mover's five pieces on its
// half; a turn keeps the ten pieces (or drops one and ends the game, won by
// the other side), puts the anchor on the mover's pusher, counts the turn and
// remembers the position before it.
func step(g *pushfight.Game) func(before pushfight.State, m pushfight.Move, after pushfight.State) error {
	return func(before pushfight.State, m pushfight.Move, after pushfight.State) error {
		if after.ToMove() != before.ToMove().Opponent() {
			return errors.New("the side to move did not change")
		}
		bw, bb := before.Pieces(ply.First), before.Pieces(ply.Second)
		aw, ab := after.Pieces(ply.First), after.Pieces(ply.Second)
		if m.IsSetup() {
			if before.Phase() != pushfight.Placement || aw+ab != bw+bb+5 || after.Turns() != 0 {
				return fmt.Errorf("setup move: %d+%d pieces became %d+%d", bw, bb, aw, ab)
			}
			return nil
		}
		if after.Turns() != before.Turns()+1 {
			return fmt.Errorf("turn counter %d after %d", after.Turns(), before.Turns())
		}
		switch lost := bw + bb - aw - ab; lost {
		case 0:
		case 1:
			// The owner of the piece that fell loses: the opponent, or
			// the mover under SelfPushOffLoses.
			winner := before.ToMove()
			if (winner == ply.First && aw < bw) || (winner == ply.Second && ab < bb) {
				winner = winner.Opponent()
			}
			r, over := g.Result(after)
			if !over || r.Winner != winner || after.Phase() != pushfight.Finished {
				return fmt.Errorf("a piece fell but the result is %v (over %v)", r, over)
			}
		default:
			return fmt.Errorf("%d pieces left the board", lost)
		}
		if p := after.At(after.Anchor()); !p.IsSquare() || p.Owner() != before.ToMove() {
			return fmt.Errorf("the anchor is on %v (%v), not on a square of the mover", after.Anchor(), p)
		}
		hb, ha := pushfight.HistoryKeys(before), pushfight.HistoryKeys(after)
		if ha[0] != pushfight.Key(before) || [pushfight.HistoryLen - 1]uint64(ha[1:]) != [pushfight.HistoryLen - 1]uint64(hb[:pushfight.HistoryLen-1]) {
			return errors.New("the history did not record the position before the turn")
		}
		return nil
	}
}

// invariant checks every state met: the package's invariants, and a game
// over exactly when a piece is gone, the mover has no turn or a draw rule
// applies.
func invariant(g *pushfight.Game) func(s pushfight.State) error {
	return func(s pushfight.State) error {
		if err := pushfight.CheckInvariants(s); err != nil {
			return err
		}
		w, b := s.Pieces(ply.First), s.Pieces(ply.Second)
		if s.Phase() == pushfight.Play && w+b != 10 {
			return fmt.Errorf("play phase with %d pieces", w+b)
		}
		if s.Phase() == pushfight.Finished {
			if _, over := g.Result(s); !over {
				return errors.New("a piece is gone but the game goes on")
			}
		}
		if s.Phase() == pushfight.Play && s.Turns() > 0 && s.Anchor() == pushfight.NoCell {
			return errors.New("no anchor after a turn")
		}
		return nil
	}
}

func TestConformance(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(6, 1))
	random := make([]pushfight.State, 4)
	for i := range random {
		random[i] = pushfight.RandomState(rng)
	}
	for _, tc := range []struct {
		name   string
		opts   []pushfight.Option
		starts []string
	}{
		{"fixed setups", nil, []string{"default", "classic", "mirror"}},
		// Random setups open the board up (more turns per position), so
		// a cap keeps these games short; they still cross the placement
		// phase into play.
		{"placement, short cap", []pushfight.Option{pushfight.WithMaxTurns(16)}, []string{"placement"}},
		{"own push-off loses", []pushfight.Option{pushfight.WithSelfPushOffLoses(true)}, []string{"default"}},
		{"random positions, short cap", []pushfight.Option{pushfight.WithMaxTurns(12)}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			g := pushfight.MustNew(tc.opts...)
			var starts []pushfight.State
			for _, name := range tc.starts {
				s, err := pushfight.MustNew().Setup(name, 0)
				if err != nil {
					t.Fatal(err)
				}
				starts = append(starts, s)
			}
			if tc.starts == nil {
				starts = random
			}
			gametest.Run(t, ply.Game[pushfight.State, pushfight.Move](g), gametest.Options[pushfight.State, pushfight.Move]{
				Starts:    starts,
				MaxPlies:  2 + g.MaxTurns(),
				Invariant: invariant(g),
				Step:      step(g),
			})
		})
	}
}
