// engine.go holds the engine command: a bot behind the text protocol of
// package engine, for programs that play through it.

package cli

import (
	"context"
	"fmt"
	"io"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/engine"
)

// Engine is the engine command: it serves the protocol of package engine
// (framed as GTP version 2) on stdin and stdout for one game and one bot,
// until quit or the end of stdin. The flags choose the game, its
// configuration and start position, and the bot.
func Engine(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, gf := newFlagSet("engine", "Serves a bot over a GTP-style text protocol on stdin and stdout (see docs/engine.md).",
		stderr, "seed for random bots and random setups", true, true)
	botFlag := fs.String("bot", "alphabeta:1s", "the bot: "+bot.Help)
	overhead := fs.Duration("overhead", 0, "time kept from every move's budget for the answer to travel and for a loaded machine (as Stockfish's Move Overhead); also the move_overhead command")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if *overhead < 0 || *overhead > engine.MaxMoveOverhead {
		fmt.Fprintf(stderr, "engine: -overhead %v: want 0 to %v\n", *overhead, engine.MaxMoveOverhead)
		return 2
	}
	spec, err := bot.Parse(*botFlag)
	if err != nil {
		fmt.Fprintf(stderr, "engine: -bot: %v\n", err)
		return 2
	}
	s, err := engine.NewServer(*gf.game, gf.config(), spec, *gf.seed)
	if err != nil {
		fmt.Fprintf(stderr, "engine: %v\n", err)
		return 2
	}
	s.MoveOverhead = *overhead
	if err := s.Serve(ctx, stdin, stdout); err != nil {
		fmt.Fprintf(stderr, "engine: %v\n", err)
		return 1
	}
	return 0
}
