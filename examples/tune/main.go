// Command tune trains evaluations from self-play games (docs/tuning.md):
//
//	tune samples -o FILE RECORDS...   positions of the arena's records, labelled and deduplicated
//	tune solve -o FILE RECORDS...     positions of the records, labelled by the game's exact solver
//	tune fit -game G -samples FILE    logistic regression of a model on the samples
//	tune td -game mapello             TD(lambda) self-play of Mapello's n-tuple network
//	tune spsa -game mapello           SPSA of Mapello's feature weights against the arena
//	tune auto -game G                 eval=auto of any game with a Diagram, from its rules alone
//	tune probcut -game mapello        the ProbCut model of Othello's alpha-beta
//	tune book -game G                 an opening book from the game's own search
//	tune exact -o FILE                plain Othello positions of self-play, solved exactly
//	tune endgames -o FILE             plain Othello self-play finished by the solver, by final margin
//	tune fit-margins -exact FILE ...  plain Othello's pattern evaluation fitted to margins
//	tune error -exact FILE            plain Othello's evaluation against exact margins
//
// samples replays every record (as examples/arena -records writes them),
// labels each position with the game's result for its player to move and
// the score of the search that moved from it, merges equal positions and
// writes the samples in package tune's text format.
//
// solve does the same with exact labels: each finished game's positions,
// from its end towards its start, solved by the game's solver
// (registry.NewSolver) within -nodes each, labelled with their value for
// the player to move under perfect play; a game's earlier positions are
// left out from the first one the solver does not finish.
//
// fit splits the samples into training and held-out sets (-holdout,
// -seed), fits the model by Adagrad with L2 regularisation (-l2, -rate,
// -epochs), prints the held-out log loss and accuracy before and after,
// and writes the weights to -out: for Mapello (-model trained), its
// feature weights as Go source (tuned_weights.go) and its n-tuple network
// (tuned.ntuple), the files package mapello embeds; for any game with a
// Diagram (-model diagram), an n-tuple network of the straight lines of
// four cells and the 2x2 squares of its grid, on DiagramBoard's cells.
//
// auto trains the evaluation eval=auto of any game with a Diagram from its
// rules alone (tune.Auto): generations (-gens) of self-play games (-games)
// with -bot on the previous network, a regression on their results, and
// an SPRT of each generation against the one before; it writes the
// network where eval=auto reads it (-o, default GAME.auto in $PLY_AUTO),
// then a summary of every test (W-D-L, Elo, the pentanomial counts of the
// game pairs, the LLR and its bounds), as JSON too with -json FILE.
//
// probcut fits the model of search.ProbCut for plain Othello: positions
// drawn from seeded self-play games, each searched to -depth, and for each
// depth pair and band of empty cells a linear regression of the deep
// values on the shallow ones (tune.FitProbCut); it prints the fits and,
// with -o, writes them as package games' table (games/mapello_probcut.go).
//
// book builds an opening book (package book) of any game with a hash from
// its start (-setup): breadth first, every position up to -full moves
// deep and deeper those whose move is within -margin of the best, to
// -plies moves, each new position scored by the search of a new -bot (a
// depth or node limit keeps it independent of the machine; -threads
// searches that many at once), the values propagated by negamax; it
// writes the book file (-o). The build uses no randomness: the same
// flags give the same book, whatever -threads.
//
// exact, endgames, fit-margins and error train and measure plain Othello's
// pattern evaluation on disc margins (docs/tuning.md): exact writes
// positions of seeded self-play with -empties empty cells, one a game,
// each with its exact final margin; endgames writes every position of
// seeded self-play games that the exact solver finishes from -solve empty
// cells, each with its game's final margin; fit-margins fits the pattern
// weights at -stages stages to such margins by least squares and measures
// them on exact positions; error measures an evaluation on them (the
// least-squares line from its values to the margins, then the mean
// absolute and root mean square error in discs and the share of winners
// predicted, tune.MeasureExact).
//
//	go run ./examples/arena -game mapello -setup random -bots alphabeta:4,alphabeta:4:seed=1 -opening 6 -games 2000 -records r.rec
//	go run ./examples/tune samples -o r.samples r.rec
//	go run ./examples/tune fit -game mapello -samples r.samples -out mapello
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	_ "github.com/plygo/ply/games"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

const usage = `usage: tune samples|solve|fit|td|spsa|auto|probcut|book|exact|endgames|fit-margins|error [flags]

  samples -o FILE RECORDS...  samples of the records (examples/arena -records)
  solve -o FILE RECORDS...    samples of the records labelled by the exact solver
  fit -game G -samples FILE   fit a model to samples, write its weights
  td -game mapello            TD(lambda) self-play of Mapello's network
  spsa -game mapello          SPSA of Mapello's feature weights in the arena
  auto -game G                eval=auto of any game with a diagram, from its rules
  probcut -game mapello       fit Othello's ProbCut model, write its table
  book -game G                an opening book from the game's own search
  exact -o FILE               plain Othello positions solved exactly (the held-out test)
  endgames -o FILE            plain Othello self-play finished by the solver, by final margin
  fit-margins -exact FILE ... fit plain Othello's pattern evaluation to final margins
  error -exact FILE           plain Othello's evaluation against exact margins

tune CMD -h lists a command's flags.
`

// errUsage is a bad command line: exit status 2.
var errUsage = errors.New("usage")

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		fmt.Fprint(stderr, usage)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	cmds := map[string]func(context.Context, *flag.FlagSet, []string, io.Writer) error{
		"samples": cmdSamples, "solve": cmdSolve, "fit": cmdFit, "td": cmdTD, "spsa": cmdSPSA, "auto": cmdAuto, "probcut": cmdProbCut, "book": cmdBook,
		"exact": cmdExact, "endgames": cmdEndgames, "error": cmdError, "fit-margins": cmdFitMargins,
	}
	cmd, ok := cmds[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "tune: unknown command %q\n%s", args[0], usage)
		return 2
	}
	fs := flag.NewFlagSet("tune "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	err := cmd(ctx, fs, args[1:], stdout)
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errUsage):
		fmt.Fprintf(stderr, "tune %s: %v\n", args[0], err)
		return 2
	case ctx.Err() != nil:
		fmt.Fprintf(stderr, "tune %s: interrupted\n", args[0])
		return 130
	}
	fmt.Fprintf(stderr, "tune %s: %v\n", args[0], err)
	return 1
}

// parse parses a command's flags; a bad flag wraps errUsage.
func parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return fmt.Errorf("%v: %w", err, errUsage)
	}
	return nil
}
