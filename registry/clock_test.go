package registry_test

import (
	"context"
	"testing"
	"time"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// TestChooseOnClock: a bare alphabeta thinks for its clock's budget rather
// than to its default depth; a bot with a depth stops at its depth within
// the budget; every bot of NewBot is a ClockBot.
func TestChooseOnClock(t *testing.T) {
	g, err := registry.Open("morelli", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	line := registry.NewLine(g.Start())
	for _, spec := range []string{"random", "greedy", "alphabeta", "alphabeta:1", "mcts", "minimax:1"} {
		b, err := botText(g, spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		cb, ok := b.(registry.ClockBot)
		if !ok {
			t.Fatalf("%s is no ClockBot", spec)
		}
		budget := 80 * time.Millisecond
		if spec == "alphabeta:1" {
			// Its depth, not the clock, ends its search: a clock it
			// cannot exhaust, even on a loaded machine under -race.
			budget = 20 * time.Second
		}
		c, err := cb.ChooseOnClock(context.Background(), line, search.Clock{PerMove: budget}, nil)
		if err != nil || c.Move == (registry.Move{}) {
			t.Fatalf("%s: %+v, %v", spec, c, err)
		}
		if c.Elapsed > budget+200*time.Millisecond {
			t.Errorf("%s took %v on a budget of %v", spec, c.Elapsed, budget)
		}
		if (spec == "alphabeta" || spec == "mcts") && c.Elapsed < budget/2 {
			t.Errorf("%s took %v of a budget of %v: it did not think on its clock", spec, c.Elapsed, budget)
		}
		if spec == "alphabeta:1" && (c.Depth != 1 || c.Elapsed > budget/4) {
			t.Errorf("alphabeta:1 searched to depth %d in %v: it should stop at depth 1, long before its clock", c.Depth, c.Elapsed)
		}
	}
}
