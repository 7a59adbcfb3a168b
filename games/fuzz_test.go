package games_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
)

// FuzzBotSpec feeds the bot specifications of the commands (-p1, -bots)
// to every game: a spec is a bot or an error wrapping bot.ErrSpec, never a
// panic.
func FuzzBotSpec(f *testing.F) {
	for _, s := range []string{"random", "alphabeta:4", "alphabeta:250ms", "mcts:1s", "minimax:0", "alphabeta:0", "mcts:", "classic-greedy", "exec:", ":", "alphabeta:1e9h", "mcts:-0s"} {
		f.Add(s)
	}
	games := map[string]registry.Game{}
	for _, name := range registry.Names() {
		g, err := registry.Open(name, registry.Config{})
		if err != nil {
			f.Fatal(err)
		}
		games[name] = g
	}
	f.Fuzz(func(t *testing.T, spec string) {
		for name, g := range games {
			if _, err := botText(g, spec, 1); err != nil && !errors.Is(err, bot.ErrSpec) {
				t.Errorf("%s: NewBot(%q): %v, want bot.ErrSpec", name, spec, err)
			}
		}
	})
}

// FuzzOpen feeds -setup, -size, -seed and -position to every game: each
// opens or fails with an error wrapping a sentinel.
func FuzzOpen(f *testing.F) {
	f.Add("", 0, uint64(0), "")
	f.Add("random", 0, uint64(7), "")
	f.Add("random:1:2:3:4", 0, uint64(1), "")
	f.Add("placement", 0, uint64(1), "")
	f.Add("", 8, uint64(1), "")
	f.Add("", 0, uint64(1), "..../..../..../.... r")
	f.Add("", 0, uint64(1), "1WB2/3wBb2/2wWb3/2WB1 w - 198")
	f.Add("", 0, uint64(1), "3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 0")
	f.Fuzz(func(t *testing.T, setup string, size int, seed uint64, position string) {
		for _, name := range registry.Names() {
			g, err := registry.Open(name, registry.Config{Setup: setup, Size: size, Seed: seed, Position: position})
			if err != nil {
				if !errors.Is(err, ply.ErrInvalidOption) && !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrInvalidState) {
					t.Errorf("%s: Open(%q, %d, %d, %q): %v", name, setup, size, seed, position, err)
				}
				continue
			}
			p := g.Start()
			if position != "" && strings.TrimSpace(position) != "" {
				if back, err := g.ParsePosition(g.FormatPosition(p)); err != nil || g.FormatPosition(back) != g.FormatPosition(p) {
					t.Errorf("%s: start %q does not round-trip: %v", name, g.FormatPosition(p), err)
				}
			}
			for _, m := range g.Moves(p)[:min(3, len(g.Moves(p)))] {
				if back, err := g.ParseMove(p, m.String()); err != nil || back != m {
					t.Errorf("%s: a listed move %q reads back as %q: %v", name, m, back, err)
				}
			}
		}
	})
}
