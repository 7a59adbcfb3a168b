package registry_test

import (
	"errors"
	"testing"

	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

// MCTS's own options reach it, are checked, and belong to mcts alone.
func TestMCTSBotOptions(t *testing.T) {
	g, err := registry.Open("mapello", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []string{"mcts:100:c=0.3", "mcts:100:playout=eval:minimax=1", "mcts:100:playout=end", "mcts:100:playout=4:scale=30",
		"mcts:100:bias=2:widen=1.5:solver=off"} {
		if _, err := botText(g, spec, 1); err != nil {
			t.Errorf("%s: %v", spec, err)
		}
	}
	for _, spec := range []string{"mcts:100:c=0", "mcts:100:c=x", "mcts:100:playout=0", "mcts:100:playout=some", "mcts:100:minimax=2",
		"mcts:100:bias=-1", "mcts:100:widen=NaN", "mcts:100:solver=maybe", "mcts:100:scale=0", "alphabeta:2:c=1", "random:widen=1", "mcts:100:c=1:c=2"} {
		if _, err := botText(g, spec, 1); !errors.Is(err, bot.ErrSpec) {
			t.Errorf("%s: err = %v, want bot.ErrSpec", spec, err)
		}
	}
}

// FuzzBotSpec: any bot specification makes a bot or an error wrapping
// bot.ErrSpec, never a panic (MCTS's options included).
func FuzzBotSpec(f *testing.F) {
	g, err := registry.Open("mapello", registry.Config{})
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"mcts:100ms:c=0.3:playout=eval:minimax=1:widen=2", "mcts:5:bias=1e300", "alphabeta:3:hash=4",
		"mcts:playout=-1", "mcts:1s:solver=off:scale=1e-300", "random:seed=3", "mcts:100:widen=Inf"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		if _, err := botText(g, spec, 1); err != nil && !errors.Is(err, bot.ErrSpec) {
			t.Fatalf("%q: %v, not bot.ErrSpec", spec, err)
		}
	})
}
