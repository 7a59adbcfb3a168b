package registry_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/registry"
)

// Every game's levels grow stronger from 1 to MaxLevel: each is bounded by
// a depth or a node budget (a multiple of 1024, the search's granularity),
// never both and never by time, and only a depth of 2 or more has a chance
// of a shallower search; the budget never shrinks, and where it stays the
// same the chance of a random move falls, or stays and the chance of a
// shallower search falls.
func TestLevelsTables(t *testing.T) {
	// budget orders the bounds: any depth below any node budget.
	budget := func(l bot.Level) uint64 {
		if l.Nodes > 0 {
			return 1<<20 + l.Nodes
		}
		return uint64(l.Depth)
	}
	for _, name := range append(registry.Names(), "no-such-game") {
		ls := registry.Levels(name)
		if len(ls) != bot.MaxLevel {
			t.Fatalf("%s: %d levels, want %d", name, len(ls), bot.MaxLevel)
		}
		for i, l := range ls {
			if (l.Depth > 0) == (l.Nodes > 0) || l.Depth < 0 || l.Nodes%1024 != 0 || l.Random < 0 || l.Random > 1 ||
				l.Shallow < 0 || l.Shallow > 1 || (l.Shallow > 0 && l.Depth < 2) {
				t.Errorf("%s: level %d is %+v: want a depth or a node budget in steps of 1024, chances from 0 to 1, and a shallower search only from depth 2", name, i+1, l)
			}
			if i == 0 {
				continue
			}
			p := ls[i-1]
			weaker := l.Random > p.Random || (l.Random == p.Random && l.Shallow >= p.Shallow)
			if budget(l) < budget(p) || (budget(l) == budget(p) && weaker) {
				t.Errorf("%s: level %d (%v) is not stronger than level %d (%v)", name, i+1, l, i, p)
			}
		}
	}
}

// Each level of each game plays legal moves, and the same moves again from
// the same seed; the noisy levels play differently from another seed. The
// short run plays four plies of the first seven levels and a move of each
// side with the three strongest (whose searches are the longest); the
// full one whole games of the first seven levels, each against the one
// below, and 16 plies of the three strongest.
func TestLevelsPlay(t *testing.T) {
	for _, name := range registry.Names() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			levelsPlay(t, name)
		})
	}
}

// levelsPlay plays each level of game name against the one below it,
// twice with one seed and once with another.
func levelsPlay(t *testing.T, name string) {
	g, err := registry.Open(name, registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= bot.MaxLevel; n++ {
		specs := [2]string{fmt.Sprintf("level:%d", n), fmt.Sprintf("level:%d", max(n-1, 1))}
		plies := 0 // to the end
		switch {
		case n > 7:
			// The strongest levels search up to 1,179,648 nodes
			// (Pathway) or 6 plies (Mitsudomoe) a move: some plies
			// against the first level.
			specs[1], plies = "level:1", 16
			if testing.Short() {
				plies = 2 // a move of each, the strong level's first
			}
		case testing.Short():
			plies = 4
		}
		one := playLevels(t, g, specs, 1, plies)
		if again := playLevels(t, g, specs, 1, plies); one != again {
			t.Errorf("%s %v: seed 1 played\n%s\nthen\n%s", name, specs, one, again)
		}
		if registry.Levels(name)[n-1].Random >= 0.2 {
			if other := playLevels(t, g, specs, 2, plies); other == one {
				t.Errorf("%s %v: seeds 1 and 2 played the same: %s", name, specs, one)
			}
		}
	}
}

// playLevels plays bots specs from the start of g, plies plies or to the
// end if plies is 0, and returns the moves.
func playLevels(t *testing.T, g registry.Game, specs [2]string, seed uint64, plies int) string {
	t.Helper()
	var bots [2]registry.Bot
	for i, s := range specs {
		b, err := botText(g, s, seed+uint64(i)*1000)
		if err != nil {
			t.Fatalf("%s: %s: %v", g.Name(), s, err)
		}
		bots[i] = b
	}
	line := registry.NewLine(g.Start())
	var moves []string
	for i := 0; plies == 0 || i < plies; i++ {
		p := line.Position()
		if _, over := g.Result(p); over {
			break
		}
		c, err := bots[g.ToMove(p).Index()].Choose(context.Background(), line, nil)
		if err != nil {
			t.Fatalf("%s %v: %v", g.Name(), specs, err)
		}
		// PlayMove refuses a move that is not legal here.
		if line, err = line.PlayMove(g, c.Move); err != nil {
			t.Fatalf("%s %v: %s after %v: %v", g.Name(), specs, c.Move, moves, err)
		}
		moves = append(moves, c.Move.String())
	}
	return strings.Join(moves, " ")
}

// A level is a whole number from 1 to MaxLevel, with the option seed only.
func TestLevelsSpecErrors(t *testing.T) {
	g, err := registry.Open("mapello", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []string{"level", "level:", "level:0", "level:11", "level:-1", "level:x", "level:1.5", "level:1s", "level:3:threads=2", "level:3:hash=8", "level:1:2", "level:3:seed=x"} {
		if _, err := botText(g, spec, 1); !errors.Is(err, bot.ErrSpec) {
			t.Errorf("%s: err = %v, want bot.ErrSpec", spec, err)
		}
	}
	for _, spec := range []string{"level:1", "level:10", "level:5:seed=3"} {
		if _, err := botText(g, spec, 1); err != nil {
			t.Errorf("%s: %v", spec, err)
		}
	}
}

// Each of the five games has its ladder in its Entry, and Levels gives it;
// Register refuses a level that is not valid.
func TestLevelsFromEntry(t *testing.T) {
	for _, name := range []string{"mapello", "mitsudomoe", "morelli", "pathway", "pushfight"} {
		e, _ := registry.Lookup(name)
		if e.Levels == ([bot.MaxLevel]bot.Level{}) || !slices.Equal(registry.Levels(name), e.Levels[:]) {
			t.Errorf("%s: Levels %v, Entry.Levels %v", name, registry.Levels(name), e.Levels)
		}
	}
	// Pathway's MCTS settings are its entry's, typed.
	if e, _ := registry.Lookup("pathway"); e.MCTS == nil || e.MCTS.Minimax != 0.5 || e.MCTS.Exploration != 0.3 || e.MCTS.Widening != 2 {
		t.Errorf("pathway: MCTS %+v", e.MCTS)
	}
	for _, bad := range []bot.Level{{}, {Depth: 2, Nodes: 1024}, {Depth: -1}, {Depth: 1, Random: 1.5}, {Depth: 1, Shallow: 0.5}, {Nodes: 2048, Shallow: 0.5}, {Depth: 3, Random: math.NaN()}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("level %+v: Register did not panic", bad)
				}
			}()
			levels := [bot.MaxLevel]bot.Level{{Depth: 1}, {Depth: 2}, {Depth: 3}, {Depth: 4}, {Depth: 5}, {Depth: 6}, {Depth: 7}, {Depth: 8}, {Depth: 9}, bad}
			registry.Register(registry.Entry{Name: "bad-levels", Levels: levels,
				Open: func(cfg registry.Config) (registry.Game, error) { return registry.Adapt("x", pathway.MustNew(), cfg) }})
		}()
	}
}
