// Package games is the registry of games behind the example CLIs: each game
// registers itself from its own file, and the CLIs work on any of them
// through the type-erased Game interface.
package games

import (
	"context"
	"errors"
	"fmt"
	"github.com/plygo/ply/search"
	"io"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/plygo/ply"
)

// ErrUnknownGame reports a game name that is not registered.
var ErrUnknownGame = errors.New("unknown game")

// ErrOption reports a game option that is out of range or that the game
// does not take.
var ErrOption = errors.New("bad game option")

// Options are the game options of the command line. The zero value asks for
// each game's standard configuration.
type Options struct {
	// Size is the board size (-size); 0 means the game's default.
	Size int
	// Setup names a setup (-setup); "" means the game's default.
	Setup string
	// Seed seeds random setups (-seed).
	Seed uint64
	// Position is a state string to start from (-position); "" means the
	// setup's start. Open does not need to handle it: the adapter parses
	// it with the game's notation. Games whose configuration follows from
	// the position (a board size) may read it.
	Position string
}

// Only returns an error wrapping ErrOption if an option other than those
// named is set ("size", "setup"); Seed and Position are always allowed.
func (o Options) Only(game string, allowed ...string) error {
	if o.Size != 0 && !slices.Contains(allowed, "size") {
		return fmt.Errorf("%s: -size: the game has one board size: %w", game, ErrOption)
	}
	if o.Setup != "" && !slices.Contains(allowed, "setup") {
		return fmt.Errorf("%s: -setup: the game has no named setups: %w", game, ErrOption)
	}
	return nil
}

// Entry describes a registered game.
type Entry struct {
	// Name is the value of -game.
	Name string
	// Summary is a one-line description for usage messages.
	Summary string
	// Open builds the game in the configuration the options ask for.
	Open func(Options) (Game, error)
	// Demo names the bots of the play command's demo, first player
	// first; empty means DefaultDemo.
	Demo [2]string
}

// DefaultDemo is the demo of a game whose Entry names none.
var DefaultDemo = [2]string{"alphabeta:3", "greedy"}

// Demo returns the demo bots of the named game.
func Demo(name string) [2]string {
	mu.Lock()
	defer mu.Unlock()
	if d := entries[name].Demo; d != [2]string{} {
		return d
	}
	return DefaultDemo
}

var (
	mu      sync.Mutex
	entries = map[string]Entry{}
)

// Register adds a game; it is called from the init function of the game's
// file in this package. It panics on a duplicate name, a programming error.
func Register(e Entry) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := entries[e.Name]; dup {
		panic("games: " + e.Name + " registered twice")
	}
	entries[e.Name] = e
}

// Open builds the named game with the options.
func Open(name string, o Options) (Game, error) {
	mu.Lock()
	e, ok := entries[name]
	mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("game %q (have %s): %w", name, strings.Join(Names(), ", "), ErrUnknownGame)
	}
	return e.Open(o)
}

// Names returns the registered game names in order.
func Names() []string {
	mu.Lock()
	defer mu.Unlock()
	names := make([]string, 0, len(entries))
	for n := range entries {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Usage returns a line per registered game, and a line per bot of its own,
// for a CLI's -h text.
func Usage() string {
	var b strings.Builder
	for _, n := range Names() {
		mu.Lock()
		e := entries[n]
		mu.Unlock()
		fmt.Fprintf(&b, "  %-11s %s\n", n, e.Summary)
		if g, err := e.Open(Options{}); err == nil && g.Bots() != "" {
			fmt.Fprintf(&b, "  %-11s its own bots:\n", "")
			for _, line := range strings.SplitAfter(strings.TrimSuffix(g.Bots(), "\n"), "\n") {
				fmt.Fprintf(&b, "  %-11s %s", "", line)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// Game is a game bound to one configuration and start position, with the
// work of the CLIs done generically for any ply.Game.
type Game interface {
	// Name returns the game's registered name.
	Name() string
	// Start returns the start position in the game's notation.
	Start() string
	// CheckBot reports whether spec names a bot this game can field (or
	// Human), without building it.
	CheckBot(spec string) error
	// Bots describes the game's own bots, one per line, for usage
	// messages; "" if it has none.
	Bots() string
	// Play plays one game as cfg says.
	Play(cfg PlayConfig) (ply.Result, error)
	// Match plays one game between two bots, for the arena.
	Match(ctx context.Context, cfg MatchConfig) (MatchResult, error)
	// Perft writes one line per depth from 1 to depth: the depth, the
	// leaf count, the seconds taken and the leaves per second.
	Perft(w io.Writer, depth int) error
}

// Full is what a game must offer to be adapted: the contract and its
// notation.
type Full[S, M comparable] interface {
	ply.Game[S, M]
	ply.Notation[S, M]
}

// Adapt binds g to the start position given by o.Position (in g's
// notation) or, when that is empty, to g.Start(). The game's own bots, if
// any, are offered beside the generic ones.
func Adapt[S, M comparable](name string, g Full[S, M], o Options, own ...Bot[S, M]) (Game, error) {
	start := g.Start()
	if o.Position != "" {
		s, err := g.ParseState(o.Position)
		if err != nil {
			return nil, err
		}
		start = s
	}
	return &adapter[S, M]{name: name, g: g, start: start, own: own}, nil
}

type adapter[S, M comparable] struct {
	name  string
	g     Full[S, M]
	start S
	own   []Bot[S, M]
}

func (a *adapter[S, M]) Name() string  { return a.name }
func (a *adapter[S, M]) Start() string { return a.g.FormatState(a.start) }

func (a *adapter[S, M]) CheckBot(spec string) error {
	if spec == Human {
		return nil
	}
	_, err := a.newBot(spec, rand.New(rand.NewPCG(0, 0)))
	return err
}

func (a *adapter[S, M]) Bots() string {
	var b strings.Builder
	for _, bot := range a.own {
		fmt.Fprintf(&b, "  %-14s %s\n", bot.Name, bot.Help)
	}
	return b.String()
}

func (a *adapter[S, M]) newBot(spec string, rng *rand.Rand) (search.Strategy[S, M], error) {
	return newBot(ply.Game[S, M](a.g), a.own, spec, rng)
}
