// Command perft counts the move tree of a game of the ply library: for each
// depth from 1 to -depth it prints one line "DEPTH NODES SECONDS
// NODES_PER_SECOND", after a header line starting with '#'.
//
//	go run ./examples/perft -game pathway -depth 5
//	go run ./examples/perft -game pathway -size 8 -depth 4
//	go run ./examples/perft -game pathway -position '...b/.r../r.b./.... r' -depth 3
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/plygo/ply/examples/internal/games"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command: it returns the exit status (0 done, 1 failed, 2 bad
// flags or position).
func run(args []string, stdout, stderr io.Writer) int {
	fs, gf := games.NewFlagSet("perft", stderr, "seed for random setups", true)
	depth := fs.Int("depth", 4, "the deepest level to count, from 1")
	if code, ok := games.Parse(fs, args); !ok {
		return code
	}
	if *depth < 1 || *depth > 64 {
		fmt.Fprintf(stderr, "perft: -depth %d: want 1 to 64\n", *depth)
		return 2
	}
	g, err := games.Open(*gf.Game, gf.Options())
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
