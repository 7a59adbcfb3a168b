// solve.go holds the solve command: exact values and best moves of
// positions read from the arguments or standard input.

package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// Solve is the solve command. It solves positions exactly and prints,
// after a header line starting with '#', one line per position:
//
//	OUTCOME MARGIN MOVE NODES SECONDS
//
// OUTCOME is win, draw or loss for the player to move, or unknown when
// -nodes or -time ran out first (MARGIN and MOVE are then "-"); MARGIN is
// the final score of the player to move minus the opponent's under perfect
// play, in games that keep score (0 in the others); MOVE is a best move.
// With -moves, a line "  MOVE OUTCOME MARGIN" follows for every legal
// move: the value of that move for the same player. With -pn the outcome is
// found by proof-number search and the margin is not searched (0).
//
// The positions are the command's arguments, or else the lines of stdin
// (blank lines and lines starting with '#' are skipped), in the game's
// notation; "start" is the game's start position (of -setup, -size,
// -seed). Mapello's notation includes the one-line boards of the Othello
// test suites (mapello.ParseOthello), published scores and all.
func Solve(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, gf := newFlagSet("solve", "Solves positions exactly: the outcome, the margin in scored games, a best move.",
		stderr, "seed for random setups", false, false)
	nodes := fs.Uint64("nodes", 0, "give up on a position (unknown) after this many nodes; 0 means no limit")
	limit := fs.Duration("time", 0, "give up on a position (unknown) after this long; 0 means no limit")
	moves := fs.Bool("moves", false, "also print the value of every legal move")
	pn := fs.Bool("pn", false, "find the outcome by proof-number search (df-pn), leaving the margin unsearched: for games without scores")
	tableMB := fs.Int("table", 0, fmt.Sprintf("transposition table size in MiB (0: %d)", search.DefaultTableMB))
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	bad := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "solve: "+format+"\n", args...)
		return 2
	}
	if *limit < 0 {
		return bad("-time %v: want 0 or more", *limit)
	}
	if *tableMB < 0 || *tableMB > search.MaxTableMB {
		return bad("-table %d: want 0 to %d", *tableMB, search.MaxTableMB)
	}
	g, err := gf.open()
	if err != nil {
		return bad("%v", err)
	}
	sv, err := registry.NewSolver(g, search.SolveOptions{TableMB: *tableMB, ProofNumber: *pn})
	if err != nil {
		return bad("%v", err)
	}
	lim := search.Limits{Nodes: *nodes, MoveTime: *limit}
	lines := fs.Args()
	if len(lines) == 0 {
		sc := bufio.NewScanner(stdin)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
				lines = append(lines, l)
			}
		}
		if err := sc.Err(); err != nil {
			fmt.Fprintf(stderr, "solve: reading positions: %v\n", err)
			return 1
		}
	}
	if _, err := fmt.Fprintln(stdout, "# outcome margin move nodes seconds"); err != nil {
		fmt.Fprintf(stderr, "solve: %v\n", err)
		return 1
	}
	code := 0
	for _, line := range lines {
		p, err := readPosition(g, line)
		if err != nil {
			fmt.Fprintf(stderr, "solve: %q: %v\n", line, err)
			code = 2
			continue
		}
		if r, over := g.Result(p); over {
			fmt.Fprintf(stderr, "solve: %q: the game is over (%s)\n", line, g.DescribeResult(r))
			code = 2
			continue
		}
		sol, err := sv.Solve(ctx, p, lim)
		if err != nil {
			fmt.Fprintf(stderr, "solve: %v\n", err)
			return 1
		}
		if _, err := fmt.Fprintln(stdout, solutionLine(sol)); err != nil {
			fmt.Fprintf(stderr, "solve: %v\n", err)
			return 1
		}
		if !*moves {
			continue
		}
		me := g.ToMove(p)
		for _, m := range g.Moves(p) {
			o, margin, err := moveValue(ctx, g, sv, m, me, lim)
			if err != nil {
				fmt.Fprintf(stderr, "solve: %v\n", err)
				return 1
			}
			text := "-"
			if o != search.Unknown {
				text = fmt.Sprintf("%+d", margin)
			}
			if _, err := fmt.Fprintf(stdout, "  %s %s %s\n", m, o, text); err != nil {
				fmt.Fprintf(stderr, "solve: %v\n", err)
				return 1
			}
		}
	}
	return code
}

// solutionLine is the output line of a solution.
func solutionLine(sol registry.Solution) string {
	sec := fmt.Sprintf("%.3f", sol.Elapsed.Seconds())
	if sol.Outcome == search.Unknown {
		return fmt.Sprintf("unknown - - %d %s", sol.Nodes, sec)
	}
	return fmt.Sprintf("%s %+d %s %d %s", sol.Outcome, sol.Margin, sol.Move, sol.Nodes, sec)
}

// moveValue returns the outcome and margin of move m for me, the player to
// move before it.
func moveValue(ctx context.Context, g registry.Rules, sv registry.Solver, m registry.Move, me ply.Player, lim search.Limits) (search.Outcome, int, error) {
	next, err := g.Apply(m)
	if err != nil {
		return search.Unknown, 0, err
	}
	if r, over := g.Result(next); over {
		i := me.Index()
		margin := r.Score[i] - r.Score[1-i]
		switch r.For(me) {
		case 1:
			return search.Win, margin, nil
		case -1:
			return search.Loss, margin, nil
		}
		return search.Draw, margin, nil
	}
	sol, err := sv.Solve(ctx, next, lim)
	if err != nil || sol.Outcome == search.Unknown || g.ToMove(next) == me {
		return sol.Outcome, sol.Margin, err
	}
	switch sol.Outcome {
	case search.Win:
		return search.Loss, -sol.Margin, nil
	case search.Loss:
		return search.Win, -sol.Margin, nil
	}
	return search.Draw, -sol.Margin, nil
}

// readPosition reads a position of g: "start" or the game's notation.
func readPosition(g registry.Rules, line string) (registry.Position, error) {
	if line == "start" {
		return g.Start(), nil
	}
	return g.ParsePosition(line)
}
