// conformance_test.go runs gametest with the rules' invariants on many starts.

package mapello_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
)

// starts are the positions the conformance runs play from: the named
// setups, and random boards of several shapes. (The worked
// example with a bonus on a centre cell is no reachable state; see mustLoose.)
func starts(t *testing.T) []mapello.State {
	out := []mapello.State{mustSetup("default"), mustSetup("plain"), mustSetup("rulebook")}
	for _, c := range []struct {
		seed                   uint64
		walls, bonuses, jokers int
	}{{1, 8, 8, 8}, {2, 8, 8, 8}, {42, 8, 8, 8}, {7, 0, 0, 36}, {8, 20, 20, 20}, {9, 0, 12, 4}} {
		s, err := mapello.RandomSetup(c.seed, c.walls, c.bonuses, c.jokers)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

var cells = func() (out []mapello.Cell) {
	for i := range 100 {
		out = append(out, mapello.Cell(i))
	}
	return out
}()

func isDisc(p mapello.Piece) bool { return p == mapello.Black || p == mapello.White }

// step checks the rules' invariants on one move ("What always holds" in
// docs/rules/mapello.md, and more): discs are only added or flipped, walls and jokers never change,
// untaken bonuses only disappear under the placed disc, bonus points rise by
// the bonus value exactly when a bonus is taken, a pass changes nothing but
// the side to move, and after a pass the player to move can place.
func step(g *mapello.Game) func(before mapello.State, m mapello.Move, after mapello.State) error {
	return func(before mapello.State, m mapello.Move, after mapello.State) error {
		me, them := before.ToMove(), before.ToMove().Opponent()
		if after.ToMove() != them {
			return fmt.Errorf("%v to move after %v's move", after.ToMove(), me)
		}
		for _, c := range cells {
			b, a := before.At(c), after.At(c)
			switch {
			case (b == mapello.Wall || b == mapello.Joker) && a != b:
				return fmt.Errorf("%v changed from %v to %v", c, b, a)
			case isDisc(b) && !isDisc(a):
				return fmt.Errorf("disc on %v removed", c)
			case b == mapello.Bonus && a != mapello.Bonus:
				if cm, _ := m.Cell(); cm != c {
					return fmt.Errorf("bonus on %v vanished under another cell's move", c)
				}
			}
		}
		if m == mapello.Pass {
			if after.Passes() != 1 || after.Discs(me) != before.Discs(me) || after.Points(me) != before.Points(me) {
				return fmt.Errorf("pass changed more than the side to move")
			}
			if len(mapello.Placements(after, them)) == 0 {
				return fmt.Errorf("after a pass the player to move cannot place")
			}
			return nil
		}
		c, _ := m.Cell()
		flips := before.Discs(them) - after.Discs(them)
		if flips < 1 || after.Discs(me) != before.Discs(me)+1+flips {
			return fmt.Errorf("%v: discs %d/%d became %d/%d", m, before.Discs(me), before.Discs(them), after.Discs(me), after.Discs(them))
		}
		gain := 0
		if before.At(c) == mapello.Bonus {
			gain = g.BonusValue()
		}
		if after.Points(me) != before.Points(me)+gain || after.Points(them) != before.Points(them) {
			return fmt.Errorf("%v: points %d became %d, want a gain of %d", m, before.Points(me), after.Points(me), gain)
		}
		if after.Passes() != 0 {
			return fmt.Errorf("pass counter %d after a placement", after.Passes())
		}
		return nil
	}
}

// invariant checks what holds in every state: the pass counter is 0 or 1,
// and the game is over exactly when neither side can place.
func invariant(g *mapello.Game) func(s mapello.State) error {
	return func(s mapello.State) error {
		if p := s.Passes(); p != 0 && p != 1 {
			return fmt.Errorf("pass counter %d", p)
		}
		_, over := g.Result(s)
		can := len(mapello.Placements(s, ply.First))+len(mapello.Placements(s, ply.Second)) > 0
		if over == can {
			return fmt.Errorf("over = %v, but a side can place = %v", over, can)
		}
		return nil
	}
}

func TestConformance(t *testing.T) {
	t.Parallel()
	for _, bonus := range []int{3, 5, 0} {
		t.Run(fmt.Sprintf("bonus%d", bonus), func(t *testing.T) {
			g := mapello.MustNew(mapello.WithBonusValue(bonus))
			gametest.Run(t, g, gametest.Options[mapello.State, mapello.Move]{
				Starts:    starts(t),
				MaxPlies:  120,
				Step:      step(g),
				Invariant: invariant(g),
			})
		})
	}
}

// TestPlayRejects checks the checked path on moves that are not legal.
func TestPlayRejects(t *testing.T) {
	g := mapello.MustNew()
	s := g.Start()
	for _, m := range []mapello.Move{0, mapello.Pass, 63, 200} {
		got, err := ply.Play(g, s, m)
		if !errors.Is(err, ply.ErrIllegalMove) || got != s {
			t.Errorf("Play(%v) = %v, %v; want ErrIllegalMove and the state unchanged", m, got, err)
		}
	}
	end := play(t, g, s, "e6 f6 g6 d6 c3 h6 c6")
	if _, err := ply.Play(g, end, mapello.Pass); !errors.Is(err, ply.ErrGameOver) {
		t.Errorf("Play after the end: %v, want ErrGameOver", err)
	}
}

// TestApplyNeverPanics applies arbitrary move values, legal or not: the
// result is undefined but Apply must not panic.
func TestApplyNeverPanics(t *testing.T) {
	g := mapello.MustNew()
	s := g.Start()
	for m := range 256 {
		_ = g.Apply(s, mapello.Move(m))
	}
}
