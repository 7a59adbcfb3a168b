// Command engine serves a bot of the ply library over a text protocol
// framed as GTP version 2, on stdin and stdout, so that other programs
// (GUIs, tournament managers, the arena's exec: bots) can play it. The
// protocol is documented in docs/engine.md.
//
//	go run ./examples/engine -game pathway -bot alphabeta:3
//	go build -o ply-engine ./examples/engine
//	go run ./examples/arena -game pathway -bots 'exec:./ply-engine -game pathway -bot alphabeta:3,greedy'
//
// It is the engine command of package cli (cli.Engine), which a program of
// one's own also runs as "engine" through cli.Main.
package main

import (
	"context"
	"os"
	"os/signal"

	"github.com/plygo/ply/cli"
	_ "github.com/plygo/ply/games"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(cli.Engine(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
