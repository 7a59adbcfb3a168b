package registry_test

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/book"
	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// bookGame returns Mapello from the Othello start, whose book the games
// package embeds.
func bookGame(t *testing.T) registry.Game {
	t.Helper()
	g, err := registry.Open("mapello", registry.Config{Setup: "plain"})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// choose returns the choice of the bot spec (seeded by seed) in line.
func choose(t *testing.T, g registry.Game, spec string, seed uint64, line registry.Line) registry.Choice {
	t.Helper()
	b, err := botText(g, spec, seed)
	if err != nil {
		t.Fatalf("%s: %v", spec, err)
	}
	c, err := b.Choose(context.Background(), line, nil)
	if err != nil {
		t.Fatalf("%s: %v", spec, err)
	}
	return c
}

// With book=on a bot plays a near-best book move drawn from its seed, and
// searches once the game leaves the book; without it, it searches from the
// start.
func TestBookBots(t *testing.T) {
	g := bookGame(t)
	line := registry.NewLine(g.Start())
	moves, ok := registry.BookMoves(g, g.Start())
	if !ok || len(moves) != 4 {
		t.Fatalf("BookMoves(start) = %v %v, want 4 moves", moves, ok)
	}
	near := map[string]bool{}
	for _, m := range moves {
		if m.Score >= moves[0].Score-1 {
			near[m.Move.String()] = true
		}
	}
	for _, spec := range []string{"alphabeta-solve:20ms:book=on", "alphabeta:2:book=on", "level:3:book=on"} {
		c := choose(t, g, spec, 1, line)
		if c.Nodes != 0 || !c.Scored || !near[c.Move.String()] {
			t.Errorf("%s: %v (nodes %d), want a book move of %v", spec, c.Move, c.Nodes, near)
		}
		if again := choose(t, g, spec, 1, line); again.Move != c.Move {
			t.Errorf("%s: seed 1 played %v, then %v", spec, c.Move, again.Move)
		}
	}
	for _, spec := range []string{"alphabeta-solve:20ms", "alphabeta-solve:20ms:book=off", "alphabeta:2"} {
		if c := choose(t, g, spec, 1, line); c.Nodes == 0 {
			t.Errorf("%s: no search at the start", spec)
		}
	}
	// Seeds vary the book moves among the near-best ones.
	seen := map[string]bool{}
	for seed := range uint64(16) {
		seen[choose(t, g, "alphabeta:1:book=on", seed, line).Move.String()] = true
	}
	if len(seen) != len(near) {
		t.Errorf("16 seeds played %v, want each of %v", seen, near)
	}
	// Out of the book: the bot searches.
	out := line
	for out.Len() < 12 {
		ms := g.Moves(out.Position())
		var err error
		if out, err = out.PlayMove(g, ms[len(ms)-1]); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := registry.BookMoves(g, out.Position()); ok {
		t.Fatal("twelve moves deep: still in the book")
	}
	if c := choose(t, g, "alphabeta-solve:20ms:book=on", 1, out); c.Nodes == 0 {
		t.Error("alphabeta-solve out of the book: no search")
	}
}

// book=on is an error where the game has no book from its start.
func TestBookOption(t *testing.T) {
	rulebook, err := registry.Open("mapello", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	pathway, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		g    registry.Game
		spec string
	}{{rulebook, "alphabeta:2:book=on"}, {pathway, "random:book=on"}, {rulebook, "alphabeta-solve:book=on"}} {
		_, err := botText(tc.g, tc.spec, 1)
		if !errors.Is(err, ply.ErrInvalidOption) || !errors.Is(err, bot.ErrSpec) || !strings.Contains(err.Error(), "book") {
			t.Errorf("%s on %s: %v, want ply.ErrInvalidOption and bot.ErrSpec", tc.spec, tc.g.Name(), err)
		}
	}
	if _, ok := registry.BookMoves(rulebook, rulebook.Start()); ok {
		t.Error("BookMoves on the rule book's board")
	}
}

// BuildBook builds a book of any game with a hash, in the file format.
func TestBuildBook(t *testing.T) {
	g, err := registry.Open("pathway", registry.Config{Size: 3})
	if err != nil {
		t.Fatal(err)
	}
	spec, _ := bot.Parse("alphabeta:2")
	text, err := registry.BuildBook(context.Background(), g, spec, book.BuildOptions{Plies: 2, Full: 2}, "a test")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(text), "# a test\nstart ") || strings.Count(string(text), "\n") < 10 {
		t.Errorf("book:\n%s", text)
	}
	spec, _ = bot.Parse("nonsense-bot")
	if _, err := registry.BuildBook(context.Background(), g, spec, book.BuildOptions{}, ""); !errors.Is(err, bot.ErrSpec) {
		t.Errorf("an unknown bot: %v", err)
	}
}

// Register refuses a book margin that is negative, infinite or NaN.
func TestBookMarginPanics(t *testing.T) {
	for _, bad := range []float64{-1, math.NaN(), math.Inf(1)} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register with a book margin %v did not panic", bad)
				}
			}()
			registry.Register(registry.Entry{Name: "book-badmargin", BookMargin: bad, Open: func(registry.Config) (registry.Game, error) {
				return registry.Open("pathway", registry.Config{})
			}})
		}()
	}
}

// A game's own bot with OwnBot.Book plays from the book by default, and
// searches with book=off; where the game has no book from its start, it
// plays without one.
func TestOwnBotBook(t *testing.T) {
	plain, err := mapello.MustNew().Setup("plain", 0)
	if err != nil {
		t.Fatal(err)
	}
	g := mapello.MustNew(mapello.WithStart(plain))
	bk, err := book.Build(context.Background(), g, plain, func() search.Searcher[mapello.State, mapello.Move] {
		return search.AlphaBeta(g, search.Options{TableMB: 1})
	},
		book.BuildOptions{Limits: search.Limits{Depth: 1}, Plies: 2, Full: 2})
	if err != nil {
		t.Fatal(err)
	}
	registry.Register(registry.Entry{Name: "book-own", Book: string(bk.AppendText(nil, "")), Setups: []string{"plain", "other"},
		Open: func(cfg registry.Config) (registry.Game, error) {
			start := plain
			for i := 0; cfg.Setup == "other" && i < 3; i++ {
				start = g.Apply(start, g.AppendMoves(nil, start)[0]) // beyond the book's two moves
			}
			h := mapello.MustNew(mapello.WithStart(start))
			own := registry.OwnBot[mapello.State, mapello.Move]{Name: "own", Book: true, Limits: search.Limits{Depth: 1},
				New: func(*rand.Rand) search.Searcher[mapello.State, mapello.Move] {
					return search.AlphaBeta(h, search.Options{})
				}}
			return registry.Adapt("book-own", h, cfg, own)
		}})
	o, err := registry.Open("book-own", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	line := registry.NewLine(o.Start())
	if c := choose(t, o, "own", 1, line); c.Nodes != 0 {
		t.Errorf("own: %v searched %d nodes, want a book move", c.Move, c.Nodes)
	}
	if c := choose(t, o, "own:book=off", 1, line); c.Nodes == 0 {
		t.Error("own:book=off: no search")
	}
	other, err := registry.Open("book-own", registry.Config{Setup: "other"})
	if err != nil {
		t.Fatal(err)
	}
	if c := choose(t, other, "own", 1, registry.NewLine(other.Start())); c.Nodes == 0 {
		t.Error("own from a start out of the book: no search")
	}
}
