// conformance_test.go holds the gametest run and the invariants as rapid properties.

package mitsudomoe_test

import (
	"fmt"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mitsudomoe"
	"pgregory.net/rapid"
)

var players = [2]ply.Player{ply.First, ply.Second}

// invariant checks what every position keeps, with the package's own check
// (which also covers its internal bitboards) and again through the public
// accessors: three balls a side, each on a ring of its colour and on top
// of its stack; eight rings a side between board and supply.
func invariant(s mitsudomoe.State) error {
	if err := mitsudomoe.CheckState(s); err != nil {
		return err
	}
	for _, p := range players {
		balls := s.Balls(p)
		if len(balls) != mitsudomoe.BallsPerPlayer {
			return fmt.Errorf("%v has %d balls", p, len(balls))
		}
		for _, c := range balls {
			if s.Top(c) != p {
				return fmt.Errorf("%v ball on %v sits on a ring of %v", p, c, s.Top(c))
			}
		}
		rings := s.Supply(p)
		for c := range mitsudomoe.Cell(mitsudomoe.NumCells) {
			for l := range s.Height(c) {
				if s.Ring(c, l) == p {
					rings++
				}
			}
		}
		if rings != mitsudomoe.RingsPerPlayer {
			return fmt.Errorf("%v has %d rings in all", p, rings)
		}
	}
	return nil
}

// goalCells are the goal cells of White and Black.
var goalCells = [2][3]string{{"e5", "d5", "e4"}, {"a1", "b1", "a2"}}

// step checks what every turn keeps: supplies never rise and fall by one
// with a placement; no ring leaves the board; a ring step never ends where
// it started; balls on their own goal never move; the ball lands where the
// move says; the move's text parses back to it.
func step(before mitsudomoe.State, m mitsudomoe.Move, after mitsudomoe.State) error {
	p := before.ToMove()
	for _, q := range players {
		want := before.Supply(q)
		if q == p && m.Placed() {
			want--
		}
		if got := after.Supply(q); got != want {
			return fmt.Errorf("%v supply %d after %v, want %d", q, got, m, want)
		}
	}
	if m.RingFrom() == m.RingTo() {
		return fmt.Errorf("ring step %v onto its own cell", m)
	}
	if after.Top(m.RingTo()) != p {
		return fmt.Errorf("%v: the moved ring is not on top of %v", m, m.RingTo())
	}
	if after.Ball(m.To()) != p || after.Ball(m.From()) != ply.NoPlayer {
		return fmt.Errorf("%v: the ball did not move from %v to %v", m, m.From(), m.To())
	}
	for i, q := range players {
		for _, name := range goalCells[i] {
			c := cell(name)
			if before.Ball(c) == q && after.Ball(c) != q {
				return fmt.Errorf("%v: the %v ball on its goal %v moved", m, q, c)
			}
		}
	}
	if after.ToMove() == p || after.Turns() != before.Turns()+1 {
		return fmt.Errorf("%v: side or ply count not advanced", m)
	}
	back, err := mitsudomoe.ParseMove(before, m.String())
	if err != nil || back != m {
		return fmt.Errorf("ParseMove(%q) = %v, %v", m, back, err)
	}
	return nil
}

func cell(name string) mitsudomoe.Cell {
	return mitsudomoe.CellAt(int(name[0]-'a'), int(name[1]-'1'))
}

// exampleStarts are the start and the worked examples with moves.
func exampleStarts(t testing.TB) []mitsudomoe.State {
	var out []mitsudomoe.State
	for _, ex := range workedExamples {
		if ex.count > 0 {
			out = append(out, mustState(t, ex.state))
		}
	}
	return out
}

// TestConformance runs the gametest kit from the start and from the worked
// examples, with the invariants and the per-turn checks.
func TestConformance(t *testing.T) {
	t.Parallel()
	g := mitsudomoe.MustNew()
	gametest.Run(t, g, gametest.Options[mitsudomoe.State, mitsudomoe.Move]{
		Starts:    exampleStarts(t),
		MaxPlies:  mitsudomoe.DefaultMaxTurns,
		Invariant: invariant,
		Step:      step,
	})
}

// TestConformanceShortCap runs the kit with a short turn cap, so that many
// games end in the E4 draw.
func TestConformanceShortCap(t *testing.T) {
	t.Parallel()
	g := mitsudomoe.MustNew(mitsudomoe.WithMaxTurns(6))
	gametest.Run(t, g, gametest.Options[mitsudomoe.State, mitsudomoe.Move]{
		Starts:    exampleStarts(t),
		MaxPlies:  6,
		Invariant: invariant,
		Step:      step,
	})
}

// TestConformanceNoCap runs the kit with no turn cap: random games end by
// the rules alone.
func TestConformanceNoCap(t *testing.T) {
	t.Parallel()
	g := mitsudomoe.MustNew(mitsudomoe.WithMaxTurns(0))
	gametest.Run(t, g, gametest.Options[mitsudomoe.State, mitsudomoe.Move]{
		Invariant: invariant,
		Step:      step,
	})
}

// TestEveryMoveRoundTrips checks along random games that every generated
// move, not only a sample, parses back to itself, and that the moves of a
// state are all distinct.
func TestEveryMoveRoundTrips(t *testing.T) {
	g := mitsudomoe.MustNew()
	starts := exampleStarts(t)
	rapid.Check(t, func(rt *rapid.T) {
		s := rapid.SampledFrom(starts).Draw(rt, "start")
		for {
			moves := g.AppendMoves(nil, s)
			if len(moves) == 0 {
				return
			}
			seen := map[string]bool{}
			for _, m := range moves {
				text := m.String()
				if seen[text] {
					rt.Fatalf("%s: %q twice", s, text)
				}
				seen[text] = true
				back, err := g.ParseMove(s, text)
				if err != nil || back != m {
					rt.Fatalf("%s: ParseMove(%q) = %v, %v", s, text, back, err)
				}
			}
			s = g.Apply(s, rapid.SampledFrom(moves).Draw(rt, "move"))
		}
	})
}

// TestApplyLeavesArgument checks on random games that Apply returns a new
// value and the caller's state keeps its text and hash.
func TestApplyLeavesArgument(t *testing.T) {
	g := mitsudomoe.MustNew()
	rapid.Check(t, func(rt *rapid.T) {
		s := g.Start()
		for range rapid.IntRange(0, 30).Draw(rt, "plies") {
			moves := g.AppendMoves(nil, s)
			if len(moves) == 0 {
				return
			}
			text, hash := s.String(), g.Hash(s)
			next := g.Apply(s, rapid.SampledFrom(moves).Draw(rt, "move"))
			if s.String() != text || g.Hash(s) != hash || next == s {
				rt.Fatalf("Apply changed its argument or returned it")
			}
			s = next
		}
	})
}
