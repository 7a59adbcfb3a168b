package games

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// TestProbCutOption: probcut=on cuts with Othello's model from an Othello
// start (alphabeta's searches then differ from probcut=off's, node for
// node), alphabeta-solve takes probcut=off and probcut=on there, and
// probcut=on is an error wrapping ply.ErrInvalidOption and bot.ErrSpec
// where the game has no model: the rule book's board, a position with
// walls, another evaluation; a bot that does not search with alpha-beta
// refuses the option.
func TestProbCutOption(t *testing.T) {
	open := func(cfg registry.Config) registry.Game {
		t.Helper()
		g, err := registry.Open("mapello", cfg)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	newBot := func(g registry.Game, text string) (registry.Bot, error) {
		spec, err := bot.Parse(text)
		if err != nil {
			return nil, err
		}
		return g.NewBot(spec, 1)
	}
	plain := open(registry.Config{Setup: "plain"})
	// A middle-game position, where the model's pairs apply.
	line := registry.NewLine(plain.Start())
	for range 12 {
		ms := plain.Moves(line.Position())
		var err error
		if line, err = line.PlayMove(plain, ms[len(ms)/2]); err != nil {
			t.Fatal(err)
		}
	}
	nodes := map[string]uint64{}
	for _, text := range []string{"alphabeta:5", "alphabeta:5:probcut=off", "alphabeta:5:probcut=on"} {
		b, err := newBot(plain, text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		c, err := b.Choose(context.Background(), line, nil)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		nodes[text] = c.Nodes
	}
	if nodes["alphabeta:5"] != nodes["alphabeta:5:probcut=off"] || nodes["alphabeta:5:probcut=on"] == nodes["alphabeta:5"] {
		t.Errorf("nodes %v: want probcut=off the default, probcut=on another search", nodes)
	}
	for _, text := range []string{"alphabeta-solve:probcut=on", "alphabeta-solve:10ms:probcut=off", "alphabeta:probcut=on:threads=2"} {
		if _, err := newBot(plain, text); err != nil {
			t.Errorf("%s: %v", text, err)
		}
	}
	walls := plain.FormatPosition(open(registry.Config{}).Start())
	for _, tc := range []struct {
		cfg  registry.Config
		text string
	}{
		{registry.Config{}, "alphabeta:3:probcut=on"},
		{registry.Config{}, "alphabeta-solve:probcut=on"},
		{registry.Config{Setup: "random:3"}, "alphabeta-solve:1s:probcut=on"},
		{registry.Config{Setup: "plain", Position: walls}, "alphabeta:probcut=on"},
		{registry.Config{Setup: "plain"}, "alphabeta:3:eval=standard:probcut=on"},
	} {
		_, err := newBot(open(tc.cfg), tc.text)
		if !errors.Is(err, ply.ErrInvalidOption) || !errors.Is(err, bot.ErrSpec) || !strings.Contains(err.Error(), "probcut=on") {
			t.Errorf("%s on %+v: %v, want ply.ErrInvalidOption and bot.ErrSpec", tc.text, tc.cfg, err)
		}
	}
	for _, text := range []string{"classic-greedy:probcut=on", "mcts:probcut=off", "greedy:probcut=on"} {
		if _, err := newBot(plain, text); !errors.Is(err, bot.ErrSpec) || errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("%s: %v, want bot.ErrSpec alone", text, err)
		}
	}
	// On a board without a model, alphabeta-solve cuts without ProbCut
	// unless told otherwise; probcut=off holds on an Othello board.
	g := mapello.MustNew()
	for _, tc := range []struct {
		setup   string
		probcut *bool
		want    bool
	}{{"plain", nil, true}, {"plain", new(bool), false}, {"rulebook", nil, false}} {
		start, err := g.Setup(tc.setup, 0)
		if err != nil {
			t.Fatal(err)
		}
		b := newSolveBot(g, 4)
		b.probcut = tc.probcut
		if _, err := b.Search(context.Background(), start, search.Limits{Depth: 2}); err != nil {
			t.Fatal(err)
		}
		if got := b.ab.Options().ProbCut != nil; got != tc.want {
			t.Errorf("%s, option %v: ProbCut %v", tc.setup, tc.probcut, got)
		}
	}
}
