// Command web serves a page on which every registered game is played and
// watched in the browser: against a person or a bot, or bots against each
// other.
//
//	go run ./examples/web [-addr 127.0.0.1:8080] [-dir DIR] [flags]
//	go run ./examples/web -static DIR
//
// It listens on the loopback interface unless -addr names another, and
// with -dir keeps every game's record in DIR, so that a restart loses
// nothing. docs/server.md describes its limits, their flags, what it
// stores for how long, and running it behind a reverse proxy.
//
// With -static DIR it serves nothing: it writes into DIR the board that
// needs no server, the server compiled to WebAssembly and run in the
// browser, to host as plain files (docs/static-board.md).
//
// It is the web command of package cli (cli.Web), which a program of
// one's own also runs as "web" through cli.Main.
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
	os.Exit(cli.Web(ctx, os.Args[1:], os.Stdout, os.Stderr))
}
