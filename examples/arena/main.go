// Command arena plays tournaments between bots on any game of the ply
// library and prints wins, draws and losses, the score with a 95%
// confidence interval and the Elo difference of every pair of bots, and
// every bot's Elo rating fitted to all the games, with a 95% interval.
//
// Every pair plays -games games (rounded up to an even number): couples of
// games start from the same seeded random opening with the colours swapped.
// With bots that think to a fixed depth, the same -seed plays the same
// games, however many -concurrency workers there are. Ctrl-C stops the
// tournament and prints the table of the games finished so far. -records
// FILE keeps every game played, with the bots' scores, to study or replay
// with the play command's -replay.
//
// A bot "exec:COMMAND ARGS" is an external engine speaking the protocol of
// docs/engine.md, one process per game; an engine that fails loses the
// game and the tournament goes on. A bot specification may end with
// options: alphabeta:100ms:threads=2, mcts:1s:seed=3. -tournament gauntlet
// plays the first bot against each other. The flags have fastchess's names:
// -concurrency, -maxmoves, and -tc st=SECONDS for a time per move; the
// older -parallel, -max-plies and -time answer with the name to use.
//
// -sprt "elo0=0 elo1=5 alpha=0.05 beta=0.05 model=normalized" runs a
// sequential probability ratio test of the first bot against the second:
// the log-likelihood ratio of the game pairs' pentanomial counts after
// every finished pair, stopping when it leaves its bounds, with the
// Ptnml(0-2), LLR, Elo, nElo and LOS lines of fishtest and fastchess.
// -shard K/N and -merge split a tournament across machines. The command
// is a thin layer over package arena (docs/tournaments.md).
//
// -openings FILE (or builtin, the suite shipped for the game) plays fixed
// openings, each twice per pair with colours swapped; -tc 0:10+0.1 runs a
// clock per side and a bot past it loses on time; -draw and -resign
// adjudicate games from the bots' scores; -resume FILE resumes a run that
// was interrupted, playing only the missing games (docs/matches.md).
//
//	go run ./examples/arena -game pathway -bots random,greedy,alphabeta:3 -games 40
//	go run ./examples/arena -game pathway -bots greedy,alphabeta -tc st=0.1 -json
//	go run ./examples/arena -game morelli -bots greedy,alphabeta:2 -records games.txt
//	go run ./examples/arena -game pathway -bots 'exec:./ply-engine -game pathway -bot alphabeta:3,greedy'
//	go run ./examples/arena -game pathway -bots random,greedy -json -shard 0/2 > a.json
//	go run ./examples/arena -merge a.json b.json
//	go run ./examples/arena -game pathway -bots alphabeta:20ms,classic-greedy -sprt "elo0=0 elo1=50" -games 400
//	go run ./examples/arena -game pathway -bots alphabeta:3,greedy,random -tournament gauntlet -concurrency 2
//	go run ./examples/arena -game pathway -bots alphabeta,classic-greedy -openings builtin -tc 0:02+0.05 -resume run.journal
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
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr, isTerminal(os.Stderr)))
}

func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// run is the command: it returns the exit status (0 done, 1 failed, 2 bad
// flags, 130 interrupted after printing the table so far).
func run(ctx context.Context, args []string, stdout, stderr io.Writer, progress bool) int {
	return cli.Arena(ctx, args, stdout, stderr, progress)
}
