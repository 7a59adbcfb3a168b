// Command perft counts the move tree of a game of the ply library: for each
// depth from 1 to -depth it prints one line "DEPTH NODES SECONDS
// NODES_PER_SECOND", after a header line starting with '#'. With -playouts
// N it plays N random games instead and prints how fast.
//
//	go run ./examples/perft -game pathway -depth 5
//	go run ./examples/perft -game pathway -size 8 -depth 4
//	go run ./examples/perft -game pathway -position '...b/.r../r.b./.... r' -depth 3
//	go run ./examples/perft -game mapello -setup plain -playouts 100000 -seed 1
//	go run ./examples/perft -game mapello -depth 6 -position '---------------------------OX------XO--------------------------- X'
//
// A Mapello -position is a state string of the rules or an Othello line as
// the engines' endgame suites write them (Edax's .obf: 64 squares X, O, -,
// then the side to move; moves and scores after a ';' are checked and
// ignored), read as Mapello's plain setup.
package main

import (
	"io"
	"os"

	"github.com/plygo/ply/cli"
	_ "github.com/plygo/ply/games"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command: it returns the exit status (0 done, 1 failed, 2 bad
// flags or position).
func run(args []string, stdout, stderr io.Writer) int {
	return cli.Perft(args, stdout, stderr)
}
