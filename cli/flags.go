// flags.go holds the flags every command shares: the game and its
// configuration, and the parsing of a flag set into an exit status.

package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// Human is the player specification of a person at the terminal.
const Human = "human"

// gameFlags are the flags that choose a game and its configuration.
type gameFlags struct {
	game     *string
	size     *int
	setup    *string
	seed     *uint64
	options  *optionsFlag
	position *string // nil for commands that take no -position
}

// optionsFlag is the flag -opt: the game's rule options, NAME=VALUE, one
// a flag or several in one separated by spaces or commas, each name once.
type optionsFlag struct{ o registry.Options }

func (f *optionsFlag) String() string {
	if f == nil {
		return ""
	}
	return f.o.String()
}

func (f *optionsFlag) Set(v string) error {
	o, err := registry.ParseOptions(v)
	if err != nil {
		return err
	}
	for n, x := range o {
		if _, dup := f.o[n]; dup {
			return fmt.Errorf("option %s given twice: %w", n, ply.ErrInvalidOption)
		}
		if f.o == nil {
			f.o = registry.Options{}
		}
		f.o[n] = x
	}
	return nil
}

// newFlagSet returns a flag set for the command name that reports errors
// to stderr and prints usage with the list of games, and adds the game
// flags to it. seedHelp says what -seed seeds; withPosition adds
// -position; usage is the command's one-line description; bots lists the
// games' own bots in the usage.
func newFlagSet(name, usage string, stderr io.Writer, seedHelp string, withPosition, bots bool) (*flag.FlagSet, *gameFlags) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s [flags]\n\n%s\n\nGames:\n%s\nFlags:\n", name, usage, gameUsage(bots))
		fs.PrintDefaults()
	}
	def := "pathway"
	if names := registry.Names(); len(names) > 0 && !contains(names, def) {
		def = names[0]
	}
	f := &gameFlags{
		game:    fs.String("game", def, "the game: "+strings.Join(registry.Names(), ", ")),
		size:    fs.Int("size", 0, "board size, for games that have several (0: the game's default)"),
		setup:   fs.String("setup", "", "named setup, for games that have several (see Games)"),
		seed:    fs.Uint64("seed", 1, seedHelp),
		options: &optionsFlag{},
	}
	fs.Var(f.options, "opt", "a rule option of the game, `NAME=VALUE`, such as maxturns=50 (repeatable; see each game's options)")
	if withPosition {
		f.position = fs.String("position", "", "start from this position, in the game's notation")
	}
	return fs, f
}

// retiredFlag is a flag that is gone: given, it stops the command (see
// retired) with one line that names its replacement.
type retiredFlag struct{ use, value string }

func (r *retiredFlag) String() string     { return r.value }
func (r *retiredFlag) Set(v string) error { r.value = v; return nil }

// retire defines on fs the flag name, which is gone: use replaces it.
func retire(fs *flag.FlagSet, name, use string) {
	fs.Var(&retiredFlag{use: use}, name, "gone: use "+use)
}

// retired returns the line that refuses the first retired flag set on fs,
// or "" if none is.
func retired(fs *flag.FlagSet) string {
	msg := ""
	fs.Visit(func(f *flag.Flag) {
		if r, ok := f.Value.(*retiredFlag); ok && msg == "" {
			msg = fmt.Sprintf("-%s is gone: use %s", f.Name, r.use)
		}
	})
	return msg
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// config returns the game configuration the flags ask for.
func (f *gameFlags) config() registry.Config {
	c := registry.Config{Size: *f.size, Setup: *f.setup, Seed: *f.seed, Options: maps.Clone(f.options.o)}
	if f.position != nil {
		c.Position = *f.position
	}
	return c
}

// open opens the game the flags ask for.
func (f *gameFlags) open() (registry.Game, error) {
	return registry.Open(*f.game, f.config())
}

// gameUsage returns a block per registered game: its summary, its setups,
// its board sizes, its rule options (-opt) with their defaults and, if
// bots is set, its own bots.
func gameUsage(bots bool) string {
	var b strings.Builder
	for _, n := range registry.Names() {
		e, _ := registry.Lookup(n)
		fmt.Fprintf(&b, "  %-11s %s\n", n, e.Summary)
		for i, s := range e.Setups {
			label := ""
			if i == 0 {
				label = "setups:"
			}
			fmt.Fprintf(&b, "  %-11s   %-8s %s\n", "", label, s)
		}
		if z := e.Sizes; z != (registry.Sizes{}) {
			fmt.Fprintf(&b, "  %-11s   %-8s %d to %d (default %d)\n", "", "sizes:", z.Min, z.Max, z.Default)
		}
		for i, o := range e.Options {
			label := ""
			if i == 0 {
				label = "options:"
			}
			fmt.Fprintf(&b, "  %-11s   %-8s %-18s %s (%s)\n", "", label, o.Name+"="+o.Default, o.Help, o.Want())
		}
		if !bots {
			continue
		}
		g, err := e.Open(registry.Config{})
		if err != nil {
			continue
		}
		for i, bot := range g.Bots() {
			label := ""
			if i == 0 {
				label = "bots:"
			}
			fmt.Fprintf(&b, "  %-11s   %-8s %-18s %s\n", "", label, bot.Name, bot.Help)
		}
	}
	return b.String()
}

// parse parses args into fs. When the command should stop (-h, a bad flag
// or a stray argument) it returns false and the exit status: 0 after -h, 2
// otherwise, the error already reported on one line.
func parse(fs *flag.FlagSet, args []string) (code int, ok bool) {
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
