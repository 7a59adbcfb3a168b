// book.go holds the command book: an opening book built from a game's own
// search (package book), written in the book file format.

package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/plygo/ply/book"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
)

func cmdBook(ctx context.Context, fs *flag.FlagSet, args []string, stdout io.Writer) error {
	game := fs.String("game", "mapello", "the `game`")
	setup := fs.String("setup", "", "the game's setup (mapello: plain for Othello)")
	spec := fs.String("bot", "alphabeta:6", "the bot whose search scores each new position, a new one for each, its `spec` with a depth or node limit so that the book does not depend on the machine (Othello as alphabeta-solve searches: alphabeta:DEPTH:probcut=on:selective=on)")
	plies := fs.Int("plies", 8, "expand positions up to this many `moves` from the start")
	full := fs.Int("full", 2, "expand every position fewer than this many `moves` from the start")
	margin := fs.Float64("margin", 2, "deeper, expand a position when its move is within this `score` of its parent's best")
	maxPos := fs.Int("max", 5000, "stop before the book holds more than this many `positions` (0: no limit)")
	threads := fs.Int("threads", 1, "search this many `leaves` at once, each on its own goroutine; the book does not depend on it")
	out := fs.String("o", "", "write the book to this `file` (default: standard output)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q: %w", fs.Arg(0), errUsage)
	}
	if *plies < 1 || *full < 0 || *margin < 0 || *maxPos < 0 || *threads < 1 || *threads > 256 {
		return fmt.Errorf("-plies from 1, -full, -margin and -max from 0, -threads from 1 to 256: %w", errUsage)
	}
	b, err := bot.Parse(*spec)
	if err != nil {
		return fmt.Errorf("-bot: %v: %w", err, errUsage)
	}
	g, err := registry.Open(*game, registry.Config{Setup: *setup})
	if err != nil {
		return err
	}
	start := time.Now()
	last := start
	opts := book.BuildOptions{Plies: *plies, Full: *full, Margin: *margin, MaxPositions: *maxPos, Threads: *threads,
		Progress: func(n, ply int) {
			if time.Since(last) >= 10*time.Second {
				last = time.Now()
				fmt.Fprintf(os.Stderr, "book: %d positions, expanding ply %d, %v\n", n, ply, time.Since(start).Round(time.Second))
			}
		}}
	header := fmt.Sprintf("opening book of %s", *game)
	if *setup != "" {
		header += " (setup " + *setup + ")"
	}
	header += fmt.Sprintf("\nbuilt by: go run ./examples/tune book -game %s", *game)
	if *setup != "" {
		header += " -setup " + *setup
	}
	header += fmt.Sprintf(" -bot %s -plies %d -full %d -margin %g -max %d", b, *plies, *full, *margin, *maxPos)
	header += "\neach line: the value for the first player, then the moves from the start, separated by ';'"
	text, err := registry.BuildBook(ctx, g, b, opts, header)
	if text == nil {
		return err
	}
	// An interrupted build still writes the book so far, its values
	// propagated: the positions expanded breadth first up to the stop.
	fmt.Fprintf(os.Stderr, "book: %d positions in %v\n", strings.Count(string(text), "\n")-strings.Count(header, "\n")-2, time.Since(start).Round(time.Millisecond))
	if *out == "" {
		_, werr := stdout.Write(text)
		return cmp.Or(err, werr)
	}
	return cmp.Or(err, os.WriteFile(*out, text, 0o644))
}
