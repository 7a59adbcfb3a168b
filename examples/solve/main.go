// Command solve solves positions of a game of the ply library exactly: for
// each position, read from the arguments or from standard input one a line,
// it prints "OUTCOME MARGIN MOVE NODES SECONDS" (win, draw or loss for the
// player to move, or unknown when -nodes or -time ran out; the final score
// difference of perfect play in games that keep score; a best move), after
// a header line starting with '#'. With -moves it also prints the value of
// every legal move. For mapello it also reads the Othello test suites'
// one-line boards, solves them by the Othello rule (empty cells to the
// winner; -rule mapello for Mapello's, where they count for nobody), says
// the rule in a '#' line, and checks each answer against the published
// one: a line that differs ends in "differs", and the exit status is then
// 3; see cli.Solve.
//
//	go run ./examples/solve -game pathway -size 4 -moves start
//	go run ./examples/solve -game mapello < mapello/testdata/ffo.obf
//	go run ./examples/solve -game mapello -rule mapello < mapello/testdata/ffo.obf
//	go run ./examples/solve -game mapello -time 10s 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X'
package main

import (
	"context"
	"io"
	"os"

	"github.com/plygo/ply/cli"
	_ "github.com/plygo/ply/games"
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the command: it returns the exit status (0 done, 1 failed, 2 bad
// flags or position, 3 an answer that differs from the published one).
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return cli.Solve(ctx, args, stdin, stdout, stderr)
}
