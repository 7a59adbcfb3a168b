// solved_test.go checks the exact labels of FromSolver on Pathway.

package tune_test

import (
	"context"
	"testing"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
	"github.com/plygo/ply/tune"
)

// TestFromSolver plays a random game of Pathway 4x4 and labels its
// positions with the solver: every position before the end is solved
// (a 4x4 game solves at once), each label agrees with a fresh solve and
// with its successor's (the mover wins where some move leads to a loss of
// the other), and a node limit too small for the early positions keeps
// only the end of the game.
func TestFromSolver(t *testing.T) {
	ctx := context.Background()
	g, err := registry.Open("pathway", registry.Config{Size: 4})
	if err != nil {
		t.Fatal(err)
	}
	line := registry.NewLine(g.Start())
	b, err := g.NewBot(bot.Spec{Kind: "random"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, over := g.Result(line.Position()); over {
			break
		}
		c, err := b.Choose(ctx, line, nil)
		if err != nil {
			t.Fatal(err)
		}
		if line, err = line.PlayMove(g, c.Move); err != nil {
			t.Fatal(err)
		}
	}
	sv, err := registry.NewSolver(g, search.SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	all, err := tune.FromSolver(ctx, g, sv, line, search.Limits{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != line.Len() {
		t.Fatalf("%d samples of %d positions before the end", len(all), line.Len())
	}
	if all[0].Position != g.FormatPosition(line.Start) {
		t.Errorf("first sample %q, want the start", all[0].Position)
	}
	fresh, _ := registry.NewSolver(g, search.SolveOptions{})
	for i, s := range all {
		p, err := g.ParsePosition(s.Position)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := fresh.Solve(ctx, p, search.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if want := map[search.Outcome]float64{search.Win: 1, search.Loss: 0}[sol.Outcome]; s.Result != want || s.Weight != 1 || s.HasScore() {
			t.Errorf("sample %d: %+v, the solver says %v", i, s, sol.Outcome)
		}
		// A loss for the mover: every move hands the other a win, so
		// the next position of the game is a win for its mover.
		if i+1 < len(all) && s.Result == 0 && all[i+1].Result != 1 {
			t.Errorf("sample %d is a loss but the next (%v) is not a win", i, all[i+1])
		}
	}
	some, err := tune.FromSolver(ctx, g, sv, line, search.Limits{Nodes: 1}, []float64{0.5})
	if err != nil {
		t.Fatal(err)
	}
	if len(some) == 0 || len(some) >= len(all) || some[len(some)-1].Position != all[len(all)-1].Position {
		t.Errorf("a limit of 1 node: %d samples of %d, ending %v", len(some), len(all), some)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := tune.FromSolver(cctx, g, sv, line, search.Limits{}, nil); err == nil {
		t.Error("no error from a cancelled context")
	}
}
