// registry.go holds the registry itself: entries, registration, lookup and
// the game options every entry understands.

package registry

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/search"
)

// Errors of the registry; match them with errors.Is.
var (
	// ErrUnknownGame: no game is registered under the name.
	ErrUnknownGame = errors.New("unknown game")
	// ErrNoNotation reports a game without ply.Notation, which the
	// registry needs: Adapt returns it, and Register panics with it.
	ErrNoNotation = errors.New("game without ply.Notation")
	// ErrPosition: a Position or Move of another game, the zero
	// Position or Move, or a Move played in another position than the
	// one it was read in.
	ErrPosition = errors.New("position of another game")
	// ErrNoDiagram: the game does not describe its board (it has no
	// diagram.Diagrammer).
	ErrNoDiagram = errors.New("game has no diagram")
)

// Config chooses a registered game's configuration. The zero value asks for
// the game's standard configuration from its standard start.
type Config struct {
	// Setup names a setup or variant (see Entry.Setups); "" means the
	// game's default.
	Setup string
	// Size is the board size, for games that have several; 0 means the
	// game's default.
	Size int
	// Seed seeds random setups.
	Seed uint64
	// Position, if set, is the start position in the game's notation.
	// Adapt parses it; a game whose configuration follows from the
	// position (such as a board size) may read it in Entry.Open.
	Position string
	// Options sets the game's rule options (Entry.Options) by name, such
	// as Options{"maxturns": "50"} for another turn cap; nil keeps their
	// defaults. Open refuses a name the game does not have and a value
	// its option does not take, and the game's Config keeps the options
	// that differ from their defaults, each value written in one way
	// (OptionValues.Options).
	Options Options
}

// Only returns an error wrapping ply.ErrInvalidOption if an option other
// than those named is set: "size" or "setup" (Seed and Position are always
// allowed). An Entry's Open calls it first.
func (c Config) Only(game string, allowed ...string) error {
	has := func(o string) bool {
		for _, a := range allowed {
			if a == o {
				return true
			}
		}
		return false
	}
	if c.Size != 0 && !has("size") {
		return fmt.Errorf("%s: size %d: the game has one board size: %w", game, c.Size, ply.ErrInvalidOption)
	}
	if c.Setup != "" && !has("setup") {
		return fmt.Errorf("%s: setup %q: the game has no named setups: %w", game, c.Setup, ply.ErrInvalidOption)
	}
	return nil
}

// Entry describes a registered game.
type Entry struct {
	// Name is the game's name in the registry, as a command's -game flag
	// takes it: lower case, no spaces.
	Name string
	// Summary is a one-line description for usage messages.
	Summary string
	// Notation explains the notation of moves, symbol by symbol, with an
	// example of each part, one per line, for help screens (play's help
	// and -h); "" for none.
	Notation string
	// Setups lists the setup names Config.Setup accepts, the default
	// first, each with a few words of help after a colon, such as
	// "plain: the standard Othello start". Empty for a game without
	// named setups: Open then refuses a Config.Setup.
	Setups []string
	// Sizes is the range of board sizes Config.Size accepts; the zero
	// Sizes is a game of one board size, for which Open refuses a
	// Config.Size.
	Sizes Sizes
	// Options describes the game's rule options, those its constructor
	// takes (such as pushfight.WithMaxTurns), by name: what
	// Config.Options may set. Open reads them with ReadOptions. Register
	// panics on a description that is not valid (a bad name or kind, a
	// name twice, a range or default out of order).
	Options []Option
	// Open builds the game in the configuration cfg asks for, usually
	// with Adapt, its rule options read by ReadOptions(Name, Options,
	// cfg.Options) and given to its constructor. Errors wrap
	// ply.ErrInvalidOption for options out of range.
	Open func(cfg Config) (Game, error)
	// Demo names the bots of a demonstration game, the first player's
	// first; empty means DefaultDemo.
	Demo [2]string
	// Curve is the game's score curve (search.Curve): how its search's
	// scores read as expected results, for the analysis, the tuner and
	// every win chance shown. Package games fills it with the fit on
	// records of its bot games (analysis.Fit, docs/analysis.md); the zero
	// Curve takes the scale of the game's evaluation (see CurveOf).
	// Register panics on a Scale that is negative, infinite or NaN.
	Curve search.Curve
	// Levels are what the bots "level:1" to "level:10" play, weakest
	// first, calibrated in the arena (docs/strength.md, "Levels"); the
	// zero array gives the default levels (bot.DefaultLevels). Register
	// panics on a level that is not valid (bot.Level.Validate).
	Levels [bot.MaxLevel]bot.Level
	// MCTS, if not nil, holds the game's own options of the bot "mcts",
	// in place of the generic defaults (which evaluate the leaves of a
	// game with an evaluation scale instead of playing out): Seed,
	// Threads and TreeMB are the bot's and must be 0, and the options of
	// the bot's specification (c=, playout=, ...; bot.Help lists them)
	// apply after these. Register panics on options search.MCTS
	// refuses (search.MCTSOptions.Check).
	MCTS *search.MCTSOptions
	// Selective makes the bot "alphabeta" search selectively
	// (search.Options.Selective: late move reductions, deeper table
	// cutoffs) when it plays for a time, as "alphabeta:100ms" does, unless
	// its specification says selective=off. Set it where an SPRT showed
	// the selective search stronger; a depth ("alphabeta:4") always
	// searches exactly, unless selective=on.
	Selective bool
	// ProbCut, if not nil, returns the game's Multi-ProbCut model
	// (search.ProbCut, fitted by package tune on the game's own
	// evaluation) for the configuration cfg, as Open got it, or nil where
	// it has none (a model fitted on one setup serves no other): the bot
	// "alphabeta" cuts with it with the option probcut=on, which is an
	// error wrapping ply.ErrInvalidOption where there is none. A game's
	// own bots take the option as OwnBot.SetProbCut says.
	ProbCut func(cfg Config) *search.ProbCut
	// Book is the game's opening book in the file format of package
	// book, usually embedded: the bots play from it with the option
	// book=on (a game's own bot by default where OwnBot.Book says so),
	// and the analysis shows its moves. It serves a game whose start
	// (its setup, or Config.Position) is a position of the book; "" for
	// none.
	Book string
	// BookMargin is how far below the best book move, on the scale of
	// the search's scores, the moves lie among which a bot draws its
	// book move (from its seed); 0 plays the best.
	BookMargin float64
	// Lessons are the worked examples of the game's rules document, as
	// its package's Lessons returns them: the positions and moves the web
	// board's Learn page teaches from. Their positions are in the
	// notation of Game.ParsePosition and their moves in that of
	// Game.ParseMove, as Game.FormatMove writes them.
	Lessons []ply.Lesson
}

// Sizes is a range of board sizes, such as Pathway's 2 to 16.
type Sizes struct {
	// Min and Max bound the sizes, both included.
	Min, Max int
	// Default is the size of a Config whose Size is 0.
	Default int
}

// Has reports whether the range holds size n.
func (z Sizes) Has(n int) bool { return z != Sizes{} && n >= z.Min && n <= z.Max }

// DefaultDemo is the demonstration pair of a game whose Entry names none.
var DefaultDemo = [2]string{"alphabeta:3", "greedy"}

var (
	mu      sync.RWMutex
	entries = map[string]Entry{}
)

// Register makes a game available by name, as database/sql's drivers are:
// it is usually called from an init function. It panics if the name is
// empty or already taken, if Open is nil, if a Demo bot cannot be read,
// if BookMargin is negative, infinite or NaN,
// if MCTS, Levels or Options are not valid, if Sizes is neither zero nor
// a range holding its Default, or if the game Open builds with the zero
// Config has no ply.Notation (Adapt's error wraps ErrNoNotation): those
// are programming errors. Register opens the game once to check that.
func Register(e Entry) {
	if e.Name == "" || strings.ContainsAny(e.Name, " \t\n") {
		panic(fmt.Sprintf("registry: bad game name %q", e.Name))
	}
	if e.Open == nil {
		panic("registry: game " + e.Name + " has no Open")
	}
	if z := e.Sizes; z != (Sizes{}) && (z.Min < 1 || !z.Has(z.Default)) {
		panic(fmt.Sprintf("registry: game %s: bad sizes %+v", e.Name, z))
	}
	if e.Demo == [2]string{} {
		e.Demo = DefaultDemo
	}
	if c := e.Curve.Scale; c < 0 || c != c || math.IsInf(c, 0) {
		panic(fmt.Sprintf("registry: game %s: curve scale %v", e.Name, c))
	}
	if m := e.BookMargin; m < 0 || m != m || math.IsInf(m, 0) {
		panic(fmt.Sprintf("registry: game %s: book margin %v", e.Name, m))
	}
	for _, d := range e.Demo {
		if _, err := bot.Parse(d); err != nil {
			panic(fmt.Sprintf("registry: game %s: Demo: %v", e.Name, err))
		}
	}
	if m := e.MCTS; m != nil {
		if m.Seed != 0 || m.Threads != 0 || m.TreeMB != 0 {
			panic(fmt.Sprintf("registry: game %s: MCTS: Seed, Threads and TreeMB are the bot's: want 0", e.Name))
		}
		if err := m.Check(); err != nil {
			panic(fmt.Sprintf("registry: game %s: MCTS: %v", e.Name, err))
		}
		own := *m
		e.MCTS = &own
	}
	if e.Levels != ([bot.MaxLevel]bot.Level{}) {
		for i, l := range e.Levels {
			if err := l.Validate(); err != nil {
				panic(fmt.Sprintf("registry: game %s: level %d: %v", e.Name, i+1, err))
			}
		}
	}
	if why := checkOptions(e.Options); why != "" {
		panic(fmt.Sprintf("registry: game %s: %s", e.Name, why))
	}
	e.Options = slices.Clone(e.Options)
	// A game without ply.Notation cannot be played through the registry:
	// say so now, not at the first command that opens it.
	if _, err := e.Open(Config{}); errors.Is(err, ErrNoNotation) {
		panic(err.Error())
	}
	mu.Lock()
	defer mu.Unlock()
	if _, dup := entries[e.Name]; dup {
		panic("registry: game " + e.Name + " registered twice")
	}
	entries[e.Name] = e
}

// Lookup returns the entry registered under name. Its MCTS and Options
// are copies: changing them changes nothing registered.
func Lookup(name string) (Entry, bool) {
	mu.RLock()
	defer mu.RUnlock()
	e, ok := entries[name]
	if e.MCTS != nil {
		m := *e.MCTS
		e.MCTS = &m
	}
	e.Options = slices.Clone(e.Options)
	return e, ok
}

// Open builds the named game in the configuration cfg asks for. The error
// wraps ErrUnknownGame for a name nobody registered, and
// ply.ErrInvalidOption for a Size outside the entry's Sizes, a Setup for
// a game without Setups, or an option the game does not have or a value
// its option does not take (ReadOptions), before the entry's Open is
// called.
func Open(name string, cfg Config) (Game, error) {
	e, ok := Lookup(name)
	if !ok {
		have := strings.Join(Names(), ", ")
		if have == "" {
			have = "none registered"
		}
		return nil, fmt.Errorf("game %q (have %s): %w", name, have, ErrUnknownGame)
	}
	if cfg.Size != 0 && !e.Sizes.Has(cfg.Size) {
		if e.Sizes == (Sizes{}) {
			return nil, fmt.Errorf("%s: size %d: the game has one board size: %w", name, cfg.Size, ply.ErrInvalidOption)
		}
		return nil, fmt.Errorf("%s: size %d: want %d to %d: %w", name, cfg.Size, e.Sizes.Min, e.Sizes.Max, ply.ErrInvalidOption)
	}
	if cfg.Setup != "" && len(e.Setups) == 0 {
		return nil, fmt.Errorf("%s: setup %q: the game has no named setups: %w", name, cfg.Setup, ply.ErrInvalidOption)
	}
	opts, err := ReadOptions(name, e.Options, cfg.Options)
	if err != nil {
		return nil, err
	}
	cfg.Options = opts.Options()
	g, err := e.Open(cfg)
	if err != nil {
		return g, err
	}
	if a, ok := g.(interface{ setSelective(bool) }); ok {
		a.setSelective(e.Selective)
	}
	if a, ok := g.(interface{ setMCTS(*search.MCTSOptions) }); ok && e.MCTS != nil {
		a.setMCTS(e.MCTS)
	}
	if a, ok := g.(interface{ setProbCut(*search.ProbCut) }); ok && e.ProbCut != nil {
		a.setProbCut(e.ProbCut(cfg))
	}
	if a, ok := g.(interface{ setBook(string, float64) }); ok && e.Book != "" {
		a.setBook(e.Book, e.BookMargin)
	}
	return g, nil
}

// Names returns the registered game names in sorted order.
func Names() []string {
	mu.RLock()
	defer mu.RUnlock()
	names := make([]string, 0, len(entries))
	for n := range entries {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
