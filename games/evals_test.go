// evals_test.go checks the bot option eval=NAME on the games that offer
// other evaluations (registry.Heuristics).

package games_test

import (
	"context"
	"errors"
	"testing"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
)

func TestBotOptionEval(t *testing.T) {
	g, err := registry.Open("mapello", registry.Config{Setup: "plain"})
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []string{"alphabeta:2:eval=trained", "alphabeta:2:eval=standard", "mcts:50:eval=trained:seed=2"} {
		b, err := botText(g, spec, 1)
		if err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
		if _, err := b.Choose(context.Background(), registry.NewLine(g.Start()), nil); err != nil {
			t.Errorf("%s: %v", spec, err)
		}
	}
	for _, spec := range []string{"alphabeta:2:eval=nope", "greedy:eval=trained", "alphabeta:eval=", "alphabeta:eval=trained:eval=trained"} {
		if _, err := botText(g, spec, 1); !errors.Is(err, bot.ErrSpec) {
			t.Errorf("%s: %v, want bot.ErrSpec", spec, err)
		}
	}
	p, err := registry.Open("pushfight", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := botText(p, "alphabeta:2:eval=nope", 1); !errors.Is(err, bot.ErrSpec) {
		t.Errorf("pushfight, which has no evaluation nope: %v, want bot.ErrSpec", err)
	}
	// The games with a trained evaluation offer it by name.
	for _, game := range []string{"morelli", "mitsudomoe", "pathway", "pushfight"} {
		g, err := registry.Open(game, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := botText(g, "alphabeta:2:eval=trained", 1)
		if err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		if _, err := b.Choose(context.Background(), registry.NewLine(g.Start()), nil); err != nil {
			t.Errorf("%s: %v", game, err)
		}
	}
}

// TestBotOptionEvalClassic checks that eval=classic names the classic
// program's evaluation in every game, and that Pathway's and Push Fight's
// eval=mobility, its name there before, still works.
func TestBotOptionEvalClassic(t *testing.T) {
	for _, tc := range []struct{ game, spec string }{
		{"mapello", "alphabeta:1:eval=classic"},
		{"morelli", "alphabeta:1:eval=classic"},
		{"mitsudomoe", "alphabeta:1:eval=classic"},
		{"pathway", "alphabeta:1:eval=classic"},
		{"pathway", "alphabeta:1:eval=mobility"},
		{"pushfight", "alphabeta:1:eval=classic"},
		{"pushfight", "alphabeta:1:eval=mobility"},
	} {
		g, err := registry.Open(tc.game, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := botText(g, tc.spec, 1)
		if err != nil {
			t.Errorf("%s %s: %v", tc.game, tc.spec, err)
			continue
		}
		if _, err := b.Choose(context.Background(), registry.NewLine(g.Start()), nil); err != nil {
			t.Errorf("%s %s: %v", tc.game, tc.spec, err)
		}
	}
}
