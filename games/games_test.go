package games_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

func TestRegistered(t *testing.T) {
	want := []string{"mapello", "mitsudomoe", "morelli", "pathway", "pushfight"}
	got := registry.Names()
	for _, name := range want {
		found := false
		for _, n := range got {
			found = found || n == name
		}
		if !found {
			t.Errorf("%s is not registered (have %v)", name, got)
		}
	}
}

// Every game opens in its default and every named setup, names its
// players, and plays a seeded random game to its end through the handle.
func TestEveryGameThroughTheRegistry(t *testing.T) {
	names := map[string][2]string{
		"pathway": {"Red", "Blue"}, "mapello": {"Black", "White"}, "morelli": {"Black", "White"},
		"mitsudomoe": {"White", "Black"}, "pushfight": {"White", "Black"},
	}
	for name, players := range names {
		e, ok := registry.Lookup(name)
		if !ok {
			t.Fatalf("%s not registered", name)
		}
		setups := []string{""}
		for _, s := range e.Setups {
			n, _, _ := cutColon(s)
			if n != "random:SEED:WALLS:BONUSES:JOKERS" {
				setups = append(setups, n)
			}
		}
		for _, setup := range setups {
			g, err := registry.Open(name, registry.Config{Setup: setup, Seed: 3})
			if err != nil {
				t.Errorf("%s, setup %q: %v", name, setup, err)
				continue
			}
			if g.Players() != players {
				t.Errorf("%s: players %v, want %v", name, g.Players(), players)
			}
			end, r, plies := g.Playout(g.Start(), rand.New(rand.NewPCG(1, 2)))
			if _, over := g.Result(end); !over || plies == 0 {
				t.Errorf("%s %q: playout ended at %q after %d plies, result %v", name, setup, g.FormatPosition(end), plies, r)
			}
		}
	}
}

// cutColon splits "name: help".
func cutColon(s string) (string, string, bool) {
	for i := range len(s) - 1 {
		if s[i] == ':' && s[i+1] == ' ' {
			return s[:i], s[i+2:], true
		}
	}
	return s, "", false
}

func TestClassicBotsExist(t *testing.T) {
	for _, tc := range []struct{ game, bot string }{
		{"pathway", "classic-random"}, {"pathway", "classic-greedy"},
		{"mapello", "classic-random"}, {"mapello", "classic-greedy"},
		{"mitsudomoe", "classic-random"}, {"mitsudomoe", "classic-greedy"},
		{"morelli", "classic-random"}, {"morelli", "classic-greedy"}, {"morelli", "classic-alphabeta"},
		{"pushfight", "classic-random"}, {"pushfight", "classic-greedy"},
	} {
		g, err := registry.Open(tc.game, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		bot, err := botText(g, tc.bot, 1)
		if err != nil {
			t.Errorf("%s: %v", tc.game, err)
			continue
		}
		c, err := bot.Choose(context.Background(), registry.NewLine(g.Start()), nil)
		if err != nil {
			t.Errorf("%s %s: %v", tc.game, tc.bot, err)
			continue
		}
		if _, err := g.ParseMove(g.Start(), c.Move.String()); err != nil {
			t.Errorf("%s %s chose %q: %v", tc.game, tc.bot, c.Move, err)
		}
	}
}

func TestOpenOptions(t *testing.T) {
	if _, err := registry.Open("nosuchgame", registry.Config{}); !errors.Is(err, registry.ErrUnknownGame) {
		t.Errorf("unknown game: %v", err)
	}
	for _, tc := range []struct {
		game string
		cfg  registry.Config
	}{
		{"pathway", registry.Config{Setup: "x"}},
		{"pathway", registry.Config{Size: 1}},
		{"pathway", registry.Config{Size: 17}},
		{"mapello", registry.Config{Setup: "nope"}},
		{"mapello", registry.Config{Size: 8}},
		{"morelli", registry.Config{Setup: "classic"}},
		{"mitsudomoe", registry.Config{Setup: "x"}},
		{"pushfight", registry.Config{Setup: "x"}},
	} {
		if _, err := registry.Open(tc.game, tc.cfg); !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("%s %+v: %v, want ply.ErrInvalidOption", tc.game, tc.cfg, err)
		}
	}
	g, err := registry.Open("pathway", registry.Config{Position: "..../..../..../.... r"})
	if err != nil {
		t.Fatal(err)
	}
	if got := g.FormatPosition(g.Start()); got != "..../..../..../.... r" {
		t.Errorf("a 4x4 position should open the 4x4 game, got start %q", got)
	}
	if _, err := registry.Open("mapello", registry.Config{Position: "nonsense"}); !errors.Is(err, ply.ErrSyntax) {
		t.Errorf("bad position: %v, want ErrSyntax", err)
	}
}

// Openings avoid moves that hand the opponent an immediate win, and
// positions a short search proves won or lost: in Push Fight most random
// turns hand the opponent a win, and such an opening would decide the
// game.
func TestOpeningsAreSafe(t *testing.T) {
	g, err := registry.Open("pushfight", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	pf := pushfight.MustNew()
	// Seed 210 drew, before openings were checked by a search, one that
	// left the side to move facing a double threat.
	seeds := []uint64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 210}
	if testing.Short() {
		seeds = []uint64{0, 210}
	}
	for _, seed := range seeds {
		p := g.Opening(g.Start(), rand.New(rand.NewPCG(seed, 0)), 2)
		if _, over := g.Result(p); over {
			t.Fatalf("seed %d: the opening ended the game", seed)
		}
		if pf.HasWinningTurn(p.State().(pushfight.State)) {
			t.Errorf("seed %d: the opening %s leaves the side to move a push-off", seed, g.FormatPosition(p))
		}
		r, err := search.AlphaBeta(pf, search.Options{}).Search(context.Background(), p.State().(pushfight.State), search.Limits{Depth: 2})
		if _, proven := search.WinDistance(r.Score); err != nil || proven {
			t.Errorf("seed %d: the opening %s is proven won or lost (%v)", seed, g.FormatPosition(p), err)
		}
		if again := g.Opening(g.Start(), rand.New(rand.NewPCG(seed, 0)), 2); again != p {
			t.Errorf("seed %d: two openings differ", seed)
		}
	}
}

// botText builds the bot of a specification's text, as a command does:
// bot.Parse, then Game.NewBot.
func botText(g registry.Game, text string, seed uint64) (registry.Bot, error) {
	spec, err := bot.Parse(text)
	if err != nil {
		return nil, err
	}
	return g.NewBot(spec, seed)
}
