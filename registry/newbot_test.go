package registry_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// botText builds the bot of a specification's text, as a command does:
// bot.Parse, then Game.NewBot.
func botText(g registry.Game, text string, seed uint64) (registry.Bot, error) {
	spec, err := bot.Parse(text)
	if err != nil {
		return nil, err
	}
	return g.NewBot(spec, seed)
}

// The specifications accepted before bot.Spec existed (bot's
// TestParseAccepted reads each) build their bot in the game they were
// written for.
func TestNewBotAccepted(t *testing.T) {
	for game, texts := range map[string][]string{
		"pathway": {"random", "greedy", "minimax:1", "minimax:6", "alphabeta", "alphabeta:4", "alphabeta:64", "alphabeta:250ms",
			"alphabeta:1h", "mcts", "mcts:500", "mcts:1s", "level:1", "level:10", "oracle", "oracle:1s", "oracle:5000",
			"classic-random", "classic-greedy:seed=5", "random:seed=1", "alphabeta:seed=1", "alphabeta:100ms:threads=2",
			"alphabeta:2:hash=4:threads=1", "alphabeta:100ms:selective=on", "alphabeta:3:selective=off",
			"mcts:1s:seed=3:c=0.5", "mcts:200:threads=2:seed=3"},
		"morelli":    {"classic-alphabeta", "classic-alphabeta:500ms"},
		"mapello":    {"alphabeta-solve", "alphabeta-solve:100ms", "alphabeta-solve:100ms:threads=2", "alphabeta:100ms:probcut=off", "alphabeta-solve:probcut=off", "alphabeta:3:eval=standard", "mcts:100:playout=eval:minimax=1", "mcts:100:playout=end", "mcts:100:playout=4:scale=30", "mcts:100:bias=2:widen=1.5:solver=off"},
		"mitsudomoe": {"mcts:20ms:minimax=0:bias=1"},
	} {
		g, err := registry.Open(game, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		for _, text := range texts {
			if _, err := botText(g, text, 1); err != nil {
				t.Errorf("%s: %s: %v", game, text, err)
			}
		}
	}
}

// What only the game can check (its own bots, its evaluations) is refused
// as bot.Parse refuses a bad text: one short line, a *bot.Error wrapping
// bot.ErrSpec, that names the bad part and points to the help. An external
// engine is no bot of the game, and a value built in Go is checked as the
// text is.
func TestNewBotErrors(t *testing.T) {
	g, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ text, says string }{
		{"Random", `unknown bot "Random" (pathway's own bots: classic-random, classic-greedy)`},
		{"alphabeta:2:eval=nope", `option eval=nope: pathway's evaluations are`},
		{"exec:./engine", `an external engine, which package engine starts`},
		{"alphabeta:xx", `bad argument xx`},
		{"classic-greedy:threads=2", `classic-greedy takes no option threads`},
	} {
		_, err := botText(g, tc.text, 1)
		var e *bot.Error
		if !errors.Is(err, bot.ErrSpec) || !errors.As(err, &e) {
			t.Errorf("%q: %v, want a *bot.Error", tc.text, err)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, tc.says) || !strings.HasSuffix(msg, "(see -h for the bots)") || strings.Contains(msg, "\n") || len(msg) > 200 {
			t.Errorf("%q: %q, want one short line that says %q and points to the help", tc.text, msg, tc.says)
		}
	}
	for _, b := range []bot.Spec{
		{Kind: "alphabeta", Depth: 3, MoveTime: time.Second},
		{Kind: "alphabeta", Options: bot.Options{Threads: search.MaxThreads + 1}},
		{Kind: "level"},
		{Kind: "bad kind"},
	} {
		if _, err := g.NewBot(b, 1); !errors.Is(err, bot.ErrSpec) {
			t.Errorf("%+v: %v, want bot.ErrSpec", b, err)
		}
	}
}
