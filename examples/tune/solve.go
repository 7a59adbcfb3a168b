// solve.go holds the command solve: records to samples labelled by the
// game's exact solver.

package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
	"github.com/plygo/ply/tune"
)

func cmdSolve(ctx context.Context, fs *flag.FlagSet, args []string, stdout io.Writer) error {
	sf := sampleFlags(fs)
	nodes := fs.Uint64("nodes", 2_000_000, "solve each position within about this many `positions` of the solver (0: no limit)")
	moveTime := fs.Duration("time", 0, "and within this time (0: no limit; a time makes the set depend on the machine)")
	plies := fs.String("plies", "", "keep only the positions `FROM:TO` plies after the record's start (either may be empty), such as 13:21")
	hash := fs.Int("hash", 64, "the generic solver's table, in `MB` (a game's own solver keeps its own)")
	if err := sf.parse(fs, args); err != nil {
		return err
	}
	if *nodes == 0 && *moveTime <= 0 {
		return fmt.Errorf("-nodes 0 needs a -time: %w", errUsage)
	}
	from, to, err := parsePlies(*plies)
	if err != nil {
		return err
	}
	lim := search.Limits{Nodes: *nodes, MoveTime: *moveTime}
	solved, games, start := 0, 0, time.Now()
	seen := map[uint64]bool{}
	label := func(rec *record.Record) ([]tune.Sample, error) {
		// A game met before (fixed-depth bots play an opening's game
		// twice, colours swapped) gives nothing new.
		key := tune.Hash(fmt.Sprint(rec.Game, rec.Config(), rec.Texts()))
		if seen[key] {
			return nil, nil
		}
		seen[key] = true
		g, line, err := rec.Replay()
		if err != nil {
			return nil, err
		}
		if _, over := g.Result(line.Position()); !over {
			return nil, nil
		}
		sv, err := registry.NewSolver(g, search.SolveOptions{TableMB: *hash})
		if err != nil {
			return nil, err
		}
		scores := make([]float64, len(rec.Moves))
		for i, m := range rec.Moves {
			scores[i] = math.NaN()
			if c := record.CommentChoice(m.Comment); c.Scored {
				scores[i] = c.Score
			}
		}
		ss, err := tune.FromSolver(ctx, g, sv, line, lim, scores)
		if err != nil {
			return nil, err
		}
		// The samples are the positions before the end, the last ones:
		// the first is len(ss) plies before the end.
		first := line.Len() - len(ss)
		lo, hi := max(from-first, 0), len(ss)
		if to >= 0 {
			hi = min(hi, max(to-first+1, 0))
		}
		ss = ss[min(lo, hi):hi]
		games++
		solved += len(ss)
		if *sf.out != "" && games%500 == 0 {
			fmt.Fprintf(stdout, "%d games, %d positions labelled, %v\n", games, solved, time.Since(start).Round(time.Second))
		}
		return ss, nil
	}
	err = gather(ctx, fs.Args(), label, *sf.seed, *sf.holdout, *sf.valid, *sf.out, true, stdout, "finished games solved back from their end")
	if *sf.out != "" {
		fmt.Fprintf(stdout, "%d games, %d positions labelled, %v\n", games, solved, time.Since(start).Round(time.Second))
	}
	return err
}

// parsePlies reads -plies FROM:TO: 0 and -1 where a bound is left out.
func parsePlies(s string) (from, to int, err error) {
	to = -1
	if s == "" {
		return from, to, nil
	}
	a, b, ok := strings.Cut(s, ":")
	if ok && a != "" {
		from, err = strconv.Atoi(a)
	}
	if ok && err == nil && b != "" {
		to, err = strconv.Atoi(b)
	}
	if !ok || err != nil || from < 0 || (b != "" && to < from) {
		return 0, 0, fmt.Errorf("-plies %q: want FROM:TO, 0 <= FROM <= TO: %w", s, errUsage)
	}
	return from, to, nil
}
