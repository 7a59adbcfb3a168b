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
//
// A person types moves in the game's notation; "moves" lists the legal
// moves, "help" the other commands, and "quit" or the end of input ends the
// game.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/plygo/ply/examples/internal/games"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the command: it returns the exit status (0 done, 1 failed, 2 bad
// flags).
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, gf := games.NewFlagSet("play", stderr, "seed for random bots and random setups", true)
	var (
		p1       = fs.String("p1", "", "the first player: "+games.BotHelp+" (default: the game's demo bot)")
		p2       = fs.String("p2", "", "the second player, as -p1")
		quiet    = fs.Bool("quiet", false, "show only the moves, not the board after each")
		maxPlies = fs.Int("max-plies", 0, "stop after this many plies (0: play to the end)")
	)
	if code, ok := games.Parse(fs, args); !ok {
		return code
	}
	if *maxPlies < 0 {
		fmt.Fprintln(stderr, "play: -max-plies must not be negative")
		return 2
	}
	g, err := games.Open(*gf.Game, gf.Options())
	if err != nil {
		fmt.Fprintf(stderr, "play: %v\n", err)
		return 2
	}
	players := [2]string{*p1, *p2}
	demo := games.Demo(*gf.Game)
	for i := range players {
		if players[i] == "" {
			players[i] = demo[i]
		}
		if err := g.CheckBot(players[i]); err != nil {
			fmt.Fprintf(stderr, "play: -p%d: %v\n", i+1, err)
			return 2
		}
	}
	_, err = g.Play(games.PlayConfig{
		Context:  ctx,
		Players:  players,
		Seed:     *gf.Seed,
		In:       stdin,
		Out:      stdout,
		Quiet:    *quiet,
		MaxPlies: *maxPlies,
	})
	switch {
	case errors.Is(err, games.ErrQuit):
		fmt.Fprintln(stdout, "bye")
	case err != nil:
		fmt.Fprintf(stderr, "play: %v\n", err)
		return 1
	}
	return 0
}
