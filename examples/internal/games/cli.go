// cli.go holds the command-line plumbing the example CLIs share: the game
// flags and the parsing of a flag set into an exit status.

package games

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// GameFlags are the flags that choose a game and its configuration.
type GameFlags struct {
	Game     *string
	Size     *int
	Setup    *string
	Seed     *uint64
	Position *string // nil for commands that take no -position
}

// NewFlagSet returns a flag set for the command name that reports errors to
// stderr and prints usage with the list of games, and adds the game flags
// to it. seedHelp says what -seed seeds; withPosition adds -position.
func NewFlagSet(name string, stderr io.Writer, seedHelp string, withPosition bool) (*flag.FlagSet, *GameFlags) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s [flags]\n\nGames:\n%s\nFlags:\n", name, Usage())
		fs.PrintDefaults()
	}
	f := &GameFlags{
		Game:  fs.String("game", "pathway", "the game: "+strings.Join(Names(), ", ")),
		Size:  fs.Int("size", 0, "board size, for games that have several (0: the game's default)"),
		Setup: fs.String("setup", "", "named setup, for games that have several"),
		Seed:  fs.Uint64("seed", 1, seedHelp),
	}
	if withPosition {
		f.Position = fs.String("position", "", "start from this position, in the game's notation")
	}
	return fs, f
}

// Options returns the game options the flags ask for.
func (f *GameFlags) Options() Options {
	o := Options{Size: *f.Size, Setup: *f.Setup, Seed: *f.Seed}
	if f.Position != nil {
		o.Position = *f.Position
	}
	return o
}

// Parse parses args into fs. When the command should stop (-h, a bad flag
// or a stray argument) it returns false and the exit status: 0 after -h, 2
// otherwise, the error already reported on one line.
func Parse(fs *flag.FlagSet, args []string) (code int, ok bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		return 2, false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(fs.Output(), "%s: unexpected argument %q\n", fs.Name(), fs.Arg(0))
		return 2, false
	}
	return 0, true
}
