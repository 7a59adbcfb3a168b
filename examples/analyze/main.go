// Command analyze annotates recorded games of the ply library: it searches
// every position for its best lines and writes each record back with the
// evaluation after every move ([%eval]), the best line where the move
// played was worse, the glyphs ?!, ? and ?? for inaccuracies, mistakes and
// blunders, ! for the only move that keeps a proven win, and a summary per
// side. It reads the files named, or standard input, one record or a
// stream (such as arena -records). With -fit it fits the curve from the
// bots' scores to expected results instead.
//
//	go run ./examples/analyze -bot alphabeta:500ms game.txt > annotated.txt
//	go run ./examples/arena -game mapello -records games.txt && go run ./examples/analyze -bot alphabeta:4 games.txt
//	go run ./examples/analyze -fit analysis/testdata/curves/mapello.txt
package main

import (
	"context"
	"io"
	"os"

	"github.com/plygo/ply/cli"
	_ "github.com/plygo/ply/games"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the command: it returns the exit status (0 done, 1 failed, 2 bad
// flags or records).
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return cli.Analyze(context.Background(), args, stdin, stdout, stderr)
}
