// main.go holds Main, which dispatches to a command by name.

package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
)

// commands are the names Main knows, in the order its usage lists them.
var commands = []string{"play", "perft", "arena", "engine", "analyze", "solve", "web", "board", "metrics"}

// Main runs the command args[0] names (play, perft, arena, engine,
// analyze, solve, web, board or metrics) with the rest of args, for a program of one's own
// that serves every command on the games it registers: see the package
// documentation. It returns the exit status. The web command serves until
// ctx is done.
func Main(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	usage := func() int {
		fmt.Fprintf(stderr, "usage: COMMAND [flags], COMMAND one of %s; COMMAND -h for its flags\n", strings.Join(commands, ", "))
		return 2
	}
	if len(args) == 0 {
		return usage()
	}
	switch args[0] {
	case "play":
		return Play(ctx, args[1:], stdin, stdout, stderr)
	case "perft":
		return Perft(args[1:], stdout, stderr)
	case "arena":
		return Arena(ctx, args[1:], stdout, stderr, isTerminal(stderr))
	case "engine":
		return Engine(ctx, args[1:], stdin, stdout, stderr)
	case "analyze":
		return Analyze(ctx, args[1:], stdin, stdout, stderr)
	case "solve":
		return Solve(ctx, args[1:], stdin, stdout, stderr)
	case "web":
		return Web(ctx, args[1:], stdout, stderr)
	case "board":
		return Board(args[1:], stdout, stderr)
	case "metrics":
		return Metrics(ctx, args[1:], stdout, stderr, isTerminal(stderr))
	case "-h", "-help", "--help", "help":
		usage()
		return 0
	}
	fmt.Fprintf(stderr, "unknown command %q (want %s)\n", args[0], strings.Join(commands, ", "))
	return 2
}

// isTerminal reports whether w is a terminal, for progress bars.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
