// Command connectfour serves Connect Four, a game of one's own written
// outside the library (package connectfour beside it), to every command
// of package cli: it registers the game and runs cli.Main, as the
// README's section "Your own game" tells an author to.
//
//	go run ./examples/connectfour play -game connectfour -p1 human -p2 alphabeta:1s
//	go run ./examples/connectfour perft -game connectfour -depth 8
//	go run ./examples/connectfour solve -game connectfour 4455
//	go run ./examples/connectfour web
//
// RULES.md beside it says the rules, with worked examples.
package main

import (
	"context"
	"os"
	"os/signal"

	"github.com/plygo/ply/cli"
	"github.com/plygo/ply/registry"

	"github.com/plygo/ply/examples/connectfour/connectfour"
)

func init() {
	registry.Register(connectfour.Entry())
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(cli.Main(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
