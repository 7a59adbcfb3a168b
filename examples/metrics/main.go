// Command metrics measures the design of any game of the ply library from
// seeded self-play: each bot of -bots plays -games games against itself,
// and the command prints, by strength, the first player's score and
// advantage with 95% intervals, balance, completion, drawishness, outcome
// uniformity, game length, branching factor, decision moves, game-tree
// complexity, a state-space bound, board coverage, positional repetition,
// from the bots' evaluations lead changes, decision point, drama and
// stability, and the clarity of the best move (docs/metrics.md defines
// each and holds the five games' reports).
//
// -format markdown or json chooses the report's form, and -svg DIR writes
// its plots (game length, first player's score by strength, branching
// factor by ply). -ladder levels climbs a ladder of bots, random then
// level:1 to level:10, each against the strongest below it, until the
// top saturates: the game's skill depth in steps of 100 Elo. -shard K/N and
// -merge split a study across machines, as the arena's. The command is a
// thin layer over package metrics. Beside the five games of package
// games it measures Connect Four (examples/connectfour), a game of one's
// own, registered here as its author's program registers it.
//
//	go run ./examples/metrics -game pathway
//	go run ./examples/metrics -game connectfour
//	go run ./examples/metrics -game mapello -bots level:2,level:6 -games 100 -format markdown -svg out
//	go run ./examples/metrics -game morelli -ladder levels -ladder-games 40
//	go run ./examples/metrics -game pushfight -games 200 -format json -shard 0/2 > a.json
//	go run ./examples/metrics -merge a.json b.json
package main

import (
	"context"
	"io"
	"os"
	"os/signal"

	"github.com/plygo/ply/cli"
	"github.com/plygo/ply/examples/connectfour/connectfour"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

func init() { registry.Register(connectfour.Entry()) }

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr, isTerminal(os.Stderr)))
}

func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// run is the command: it returns the exit status (0 done, 1 failed, 2 bad
// flags, 130 interrupted after printing the report so far).
func run(ctx context.Context, args []string, stdout, stderr io.Writer, progress bool) int {
	return cli.Metrics(ctx, args, stdout, stderr, progress)
}
