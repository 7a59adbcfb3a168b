// Command perft counts the move tree of a game of the ply library: for each
// depth from 1 to -depth it prints one line "DEPTH NODES SECONDS
// NODES_PER_SECOND", after a header line starting with '#'.
//
//	go run ./examples/perft -game pathway -depth 5
//	go run ./examples/perft -game pathway -size 8 -depth 4
//	go run ./examples/perft -game pathway -position '...b/.r../r.b./.... r' -depth 3
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/plygo/ply/examples/internal/games"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command: it returns the exit status (0 done, 1 failed, 2 bad
// flags or position).
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		game     = fs.String("game", "pathway", "the game: "+strings.Join(games.Names(), ", "))
		depth    = fs.Int("depth", 4, "the deepest level to count, from 1")
		position = fs.String("position", "", "count from this position, in the game's notation")
		size     = fs.Int("size", 0, "board size, for games that have several (0: the game's default)")
		setup    = fs.String("setup", "", "named setup, for games that have several")
		seed     = fs.Uint64("seed", 1, "seed for random setups")
	)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: perft [flags]\n\nGames:\n%s\nFlags:\n", games.Usage())
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "perft: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if *depth < 1 || *depth > 64 {
		fmt.Fprintf(stderr, "perft: -depth %d: want 1 to 64\n", *depth)
		return 2
	}
	g, err := games.Open(*game, games.Options{Size: *size, Setup: *setup, Seed: *seed, Position: *position})
	if err != nil {
		fmt.Fprintf(stderr, "perft: %v\n", err)
		return 2
	}
	if err := g.Perft(stdout, *depth); err != nil {
		fmt.Fprintf(stderr, "perft: %v\n", err)
		return 1
	}
	return 0
}
