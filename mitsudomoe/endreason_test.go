package mitsudomoe_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mitsudomoe"
)

// TestEndReason checks that the reason names the end check that ended
// each game, by the facts of the final position: random games under a
// short turn cap (E2 and E4 happen), the winning turns of the rules'
// example 5 (E1) and a side without a turn (E3).
func TestEndReason(t *testing.T) {
	cell := func(name string) mitsudomoe.Cell {
		c, err := mitsudomoe.ParseCell(name)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	home := [2][]mitsudomoe.Cell{{cell("a1"), cell("b1"), cell("a2")}, {cell("e5"), cell("d5"), cell("e4")}}
	full := func(s mitsudomoe.State, cells []mitsudomoe.Cell) bool {
		for _, c := range cells {
			if s.Ball(c) == ply.NoPlayer {
				return false
			}
		}
		return true
	}
	onGoal := func(s mitsudomoe.State, p ply.Player) bool {
		for _, c := range home[p.Opponent().Index()] {
			if s.Ball(c) != p {
				return false
			}
		}
		return true
	}
	check := func(g *mitsudomoe.Game, end mitsudomoe.State) string {
		t.Helper()
		r, over := g.Result(end)
		why := g.EndReason(end)
		if !over {
			t.Fatalf("not over, reason %q", why)
		}
		mover := end.ToMove().Opponent() // who played the last turn
		name := g.PlayerName(mover)
		var rule string
		switch {
		case strings.HasSuffix(why, "(rule E1)"):
			rule = "E1"
			if r.Winner != mover || !onGoal(end, mover) || !strings.HasPrefix(why, name+"'s three balls") {
				t.Errorf("%q: winner %v, mover %s, goal held %v", why, r.Winner, name, onGoal(end, mover))
			}
		case strings.HasSuffix(why, "(rule E2)"):
			rule = "E2"
			if r.Winner != mover.Opponent() || !full(end, home[mover.Index()]) || !strings.HasPrefix(why, name+" filled its own home") {
				t.Errorf("%q: winner %v, mover %s, home full %v", why, r.Winner, name, full(end, home[mover.Index()]))
			}
		case strings.HasSuffix(why, "(rule E3)"):
			rule = "E3"
			if r.Winner != mover || !strings.HasPrefix(why, g.PlayerName(end.ToMove())+" has no legal turn") {
				t.Errorf("%q: winner %v, mover %s", why, r.Winner, name)
			}
		case strings.HasSuffix(why, "(rule E4)"):
			rule = "E4"
			if r.Winner != ply.NoPlayer || end.Turns() != g.MaxTurns() {
				t.Errorf("%q: winner %v after %d turns, cap %d", why, r.Winner, end.Turns(), g.MaxTurns())
			}
		default:
			t.Errorf("reason %q names no end check", why)
		}
		return rule
	}

	g := mitsudomoe.MustNew(mitsudomoe.WithMaxTurns(16))
	seen := map[string]int{}
	for seed := range uint64(300) {
		end, _, _ := ply.RandomPlayout(g, g.Start(), rand.New(rand.NewPCG(seed, 29)))
		seen[check(g, end)]++
	}
	// Example 5: White to move wins with two of its 28 turns.
	s := mustState(t, "3,wW,wW/3,wW,1/2,wbB,2/b,w,3/wbB,wbB,3 w 1 4 0")
	g5 := mitsudomoe.MustNew(mitsudomoe.WithStart(s))
	for _, m := range ply.Moves(g5, s) {
		next := g5.Apply(s, m)
		if r, over := g5.Result(next); over && r.Winner == ply.First {
			seen[check(g5, next)]++
		}
	}
	// Black to move has no ring in supply and every black ring carries a
	// ball or lies under a white one: no turn (E3).
	stuck := mustState(t, "bw,bw,1,bB,bB/bw,bw,bw,1,bB/5/wW,4/wW,1,wW,2 b 0 0 10")
	seen[check(g, stuck)]++
	for _, rule := range []string{"E1", "E2", "E3", "E4"} {
		if seen[rule] == 0 {
			t.Errorf("no game ended by %s: %v", rule, seen)
		}
	}
	t.Logf("ends: %v", seen)
	if why := g.EndReason(g.Start()); why != "" {
		t.Errorf("the start has a reason: %q", why)
	}
}
