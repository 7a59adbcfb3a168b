package registry

import (
	"context"
	"math"
	"testing"

	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// A game's own options for "mcts" (Entry.MCTS) replace the generic
// defaults and come before the specification's: its bot plays as a plain
// adapter's bot given the same options in its specification, and the
// specification's options win.
func TestEntryMCTS(t *testing.T) {
	const opts = "playout=end:minimax=0.3:c=0.7:widen=0"
	Register(Entry{Name: "pathway-mcts-test", Summary: "Pathway with its own MCTS options",
		MCTS: &search.MCTSOptions{Minimax: 0.3, Exploration: 0.7},
		Open: func(cfg Config) (Game, error) { return Adapt("pathway-mcts-test", pathway.MustNew(), cfg) }})
	own, err := Open("pathway-mcts-test", Config{})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := Adapt("pathway", pathway.MustNew(), Config{})
	if err != nil {
		t.Fatal(err)
	}
	moves := func(g Game, spec string) string {
		t.Helper()
		b, err := botText(g, spec, 7)
		if err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
		line := NewLine(g.Start())
		out := ""
		for range 4 {
			c, err := b.Choose(context.Background(), line, nil)
			if err != nil {
				t.Fatal(err)
			}
			if line, err = line.PlayMove(g, c.Move); err != nil {
				t.Fatal(err)
			}
			out += c.Move.String() + " "
		}
		return out
	}
	if a, b := moves(own, "mcts:300"), moves(plain, "mcts:300:"+opts); a != b {
		t.Errorf("the entry's options: %s; in the specification: %s", a, b)
	}
	if a, b := moves(own, "mcts:300:minimax=0:c=2"), moves(plain, "mcts:300:playout=end:minimax=0:c=2:widen=0"); a != b {
		t.Errorf("the specification's options after the entry's: %s; all in the specification: %s", a, b)
	}
	// Changing what Lookup returns changes nothing registered.
	e, _ := Lookup("pathway-mcts-test")
	e.MCTS.Minimax = 1
	if e, _ := Lookup("pathway-mcts-test"); e.MCTS.Minimax != 0.3 {
		t.Errorf("Lookup's MCTS changed the entry: Minimax %v", e.MCTS.Minimax)
	}
	for _, bad := range []search.MCTSOptions{{Exploration: math.NaN()}, {Minimax: 2}, {Seed: 3}, {Threads: 2}, {TreeMB: 8},
		{PlayoutDepth: -1}, {Bias: -1}, {Widening: math.Inf(1)}, {EvalScale: -1}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("MCTS %+v: Register did not panic", bad)
				}
			}()
			Register(Entry{Name: "pathway-mcts-bad", MCTS: &bad, Open: func(cfg Config) (Game, error) { return Adapt("x", pathway.MustNew(), cfg) }})
		}()
	}
}
