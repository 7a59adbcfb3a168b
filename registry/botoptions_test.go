package registry_test

import (
	"context"
	"errors"
	"testing"

	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

// Bot specifications take options: seed=N gives another stream of
// randomness, threads and hash reach alpha-beta and MCTS.
func TestBotOptions(t *testing.T) {
	g, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	first := func(spec string, seed uint64) string {
		t.Helper()
		b, err := botText(g, spec, seed)
		if err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
		line := registry.NewLine(g.Start())
		var moves string
		for range 6 {
			c, err := b.Choose(context.Background(), line, nil)
			if err != nil {
				t.Fatalf("%s: %v", spec, err)
			}
			if line, err = line.PlayMove(g, c.Move); err != nil {
				t.Fatal(err)
			}
			moves += c.Move.String() + " "
		}
		return moves
	}
	one := first("random:seed=1", 7)
	if again := first("random:seed=1", 7); one != again {
		t.Errorf("random:seed=1 is not repeatable: %s, %s", one, again)
	}
	if one == first("random:seed=2", 7) {
		t.Errorf("random:seed=1 and random:seed=2 play alike")
	}
	if first("random", 7) == one {
		t.Errorf("seed=1 changes nothing")
	}
	for _, spec := range []string{"alphabeta:2:threads=2", "alphabeta:2:hash=4:threads=1", "mcts:200:seed=3", "mcts:200:threads=2:seed=3", "classic-greedy:seed=5", "alphabeta:seed=1",
		"alphabeta:100ms:selective=on", "alphabeta:3:selective=off"} {
		if _, err := botText(g, spec, 1); err != nil {
			t.Errorf("%s: %v", spec, err)
		}
	}
	if a, b := first("mcts:300:seed=3", 1), first("mcts:300:seed=3", 1); a != b {
		t.Errorf("mcts:300:seed=3 is not repeatable: %s, %s", a, b)
	}
	for _, spec := range []string{"alphabeta:2:threads=0", "alphabeta:2:threads=999", "alphabeta:2:hash=0", "greedy:threads=2",
		"classic-greedy:hash=2", "mcts:seed=x", "mcts:seed=-1", "mcts:200:color=red", "mcts:seed=1:seed=2", "alphabeta:threads=2:3",
		"alphabeta:selective=yes", "mcts:200:selective=on", "classic-greedy:selective=on", "level:3:selective=on"} {
		if _, err := botText(g, spec, 1); !errors.Is(err, bot.ErrSpec) {
			t.Errorf("%s: err = %v, want bot.ErrSpec", spec, err)
		}
	}
}
