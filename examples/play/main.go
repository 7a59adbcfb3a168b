// Command play plays a game of the ply library in the terminal: people
// against bots, bots against each other, or people against people.
//
// With no flags it plays a short demo of Pathway between two bots and
// exits. Examples:
//
//	go run ./examples/play
//	go run ./examples/play -game pathway -p1 human -p2 alphabeta:4
//	go run ./examples/play -game pathway -size 8 -p1 random -p2 greedy -seed 7
//	go run ./examples/play -position '...b/.r../r.b./.... r' -p1 human
//	go run ./examples/play -game mapello -p1 human -record game.txt
//	go run ./examples/play -load game.txt
//	go run ./examples/play -replay game.txt
//
// A person types moves in the game's notation; "moves" lists the legal
// moves, "help" the other commands, and "quit" or the end of input ends the
// game.
package main

import (
	"context"
	"io"
	"os"
	"os/signal"

	"github.com/plygo/ply/cli"
	_ "github.com/plygo/ply/games"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the command: it returns the exit status (0 done, 1 failed, 2 bad
// flags).
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return cli.Play(ctx, args, stdin, stdout, stderr)
}
