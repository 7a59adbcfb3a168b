// Command measure writes the tables of search/RESULTS.md: for each game, the
// nodes alpha-beta needs to finish a depth with each feature switched on in
// turn, and the speed-up of parallel search.
//
// Usage:
//
//	go run ./examples/measure [-games pathway,mapello] [-runs 3]
//	go run ./examples/measure -scaling [-threads 1,2,4,8,16] [-runs 5] [-games othello,pushfight,endgame]
//
// Node counts are exact and repeatable; times depend on the machine and its
// load, so each time is the best of -runs runs. It fails if two feature sets
// find different moves or scores, which the search promises never happens.
//
// With -scaling it measures how parallel alpha-beta scales instead: the
// time to finish a fixed depth on each number of threads of -threads, a new
// table for each search (-table MiB), on Othello mid-game positions
// (-othello-positions positions after -othello-plies seeded random plies
// from the plain start, -othello-depth) and Push Fight's start
// (-pushfight-depth); and the time the endgame solver (mapello.Endgame) takes
// to solve Othello test-suite positions (-endgame, line numbers of
// -endgame-file: FFO #40-#44 by default), a new solver with a table of
// -endgame-table MiB for each. The runs of every thread count are taken in
// turn, and the table gives the best and the median of -runs. It names the
// machine in its first line, and fails if a search finds another score than
// the first row's, which a fixed-depth search never does, or a solve another
// score than the published one. Run it from the repository's root, where
// -endgame-file's default lies.
package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/morelli"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/search"
)

// config is one column of the feature table.
type config struct {
	name string
	opts search.Options
}

var configs = []config{
	{"alpha-beta", search.Options{NoDeepening: true, NoTable: true, NoOrdering: true, NoPVS: true}},
	{"+ deepening, ordering", search.Options{NoTable: true, NoPVS: true}},
	{"+ table", search.Options{NoPVS: true}},
	{"+ PVS (all)", search.Options{}},
	{"all - killers", search.Options{NoKillers: true}},
	{"all - history", search.Options{NoHistory: true}},
	{"all - hints", search.Options{NoHints: true}},
}

type entry struct {
	name    string
	depth   int   // feature table depth
	pdepths []int // parallel table depths
	run     func(e entry, runs int)
}

func main() {
	gamesFlag := flag.String("games", "pathway,pathway-mid,mapello,morelli,mitsudomoe,pushfight", "games to measure, comma-separated")
	runs := flag.Int("runs", 3, "runs per time measurement (the best is kept)")
	scalingMode := flag.Bool("scaling", false, "measure parallel scaling instead: time to a fixed depth, or to solve, on each count of -threads (games othello, pushfight and endgame)")
	threadsFlag := flag.String("threads", "1,2,4,8,16", "with -scaling: the thread counts, comma-separated, the first the base of the speed-up")
	tableMB := flag.Int("table", 256, "with -scaling: the table of each search, MiB")
	odepth := flag.Int("othello-depth", 12, "with -scaling: Othello's depth")
	opositions := flag.Int("othello-positions", 4, "with -scaling: Othello's positions")
	oplies := flag.Int("othello-plies", 20, "with -scaling: the seeded random plies from Othello's start to each position")
	pdepth := flag.Int("pushfight-depth", 3, "with -scaling: Push Fight's depth")
	egFile := flag.String("endgame-file", "mapello/testdata/ffo.obf", "with -scaling: the Othello test suite the endgame solves")
	egLines := flag.String("endgame", "40-44", "with -scaling: the endgame's positions, line numbers of -endgame-file (FFO numbers), comma-separated or ranges")
	egTable := flag.Int("endgame-table", 64, "with -scaling: the endgame solver's table, MiB")
	flag.Usage = func() {
		fmt.Fprint(flag.CommandLine.Output(), `usage: measure [-games LIST] [-runs N]
       measure -scaling [-threads LIST] [-runs N] [-games othello,pushfight,endgame] [-table MB]

Writes the tables of search/RESULTS.md: for each game, the nodes alpha-beta
needs to finish a depth with each search feature switched on in turn (exact
and repeatable), the time it takes (the best of -runs runs), and the speed-up
of parallel search. It fails if two feature sets find different moves or
scores, which the search promises never happens. The deeper games take
minutes.

With -scaling, the time parallel alpha-beta takes to finish a fixed depth on
each thread count of -threads, a new table for each search: Othello
mid-game positions and Push Fight's start; and the time the endgame solver
takes to solve FFO positions (-endgame); best and median of -runs runs
taken in turn, and the speed-up over the first thread count.

Flags:
`)
		flag.PrintDefaults()
	}
	flag.Parse()
	if *runs < 1 || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "measure: -runs must be at least 1, and no arguments are taken")
		os.Exit(2)
	}
	if *scalingMode {
		threads, err := parseThreads(*threadsFlag)
		if err == nil && (*tableMB < 1 || *tableMB > search.MaxTableMB || *odepth < 1 || *opositions < 1 || *oplies < 0 || *pdepth < 1 ||
			*egTable < 1 || *egTable > search.MaxTableMB) {
			err = fmt.Errorf("-table, -endgame-table, the depths and -othello-positions must be at least 1, -othello-plies at least 0")
		}
		var lines []int
		if err == nil {
			lines, err = parseLines(*egLines)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "measure:", err)
			os.Exit(2)
		}
		games := []string{"othello", "pushfight", "endgame"}
		flag.Visit(func(f *flag.Flag) {
			if f.Name == "games" {
				games = strings.Split(*gamesFlag, ",")
			}
		})
		cfg := scalingConfig{threads: threads, runs: *runs, tableMB: *tableMB, othelloDepth: *odepth, othelloPositions: *opositions,
			othelloPlies: *oplies, pushfightDepth: *pdepth, endgameFile: *egFile, endgame: lines, endgameMB: *egTable}
		if err := scaling(os.Stdout, cfg, games); err != nil {
			fmt.Fprintln(os.Stderr, "measure:", err)
			os.Exit(1)
		}
		return
	}

	all := map[string]entry{
		"pathway": {"pathway 6x6, start", 7, []int{9}, func(e entry, runs int) {
			g := pathway.MustNew()
			measure(e, g, g.Start(), runs)
		}},
		"pathway-mid": {"pathway 6x6, 10 random plies", 7, []int{9, 10}, func(e entry, runs int) {
			g := pathway.MustNew()
			measure(e, g, randomPlies(g, g.Start(), 10), runs)
		}},
		"mapello": {"mapello, start", 10, []int{12, 14}, func(e entry, runs int) {
			g := mapello.MustNew()
			measure(e, g, g.Start(), runs)
		}},
		"morelli": {"morelli, start", 3, []int{4}, func(e entry, runs int) {
			g := morelli.MustNew()
			measure(e, g, g.Start(), runs)
		}},
		"mitsudomoe": {"mitsudomoe, start", 5, []int{6, 7}, func(e entry, runs int) {
			g := mitsudomoe.MustNew()
			measure(e, g, g.Start(), runs)
		}},
		"pushfight": {"pushfight, start", 2, []int{3}, func(e entry, runs int) {
			g := pushfight.MustNew()
			measure(e, g, g.Start(), runs)
		}},
	}
	for _, name := range strings.Split(*gamesFlag, ",") {
		e, ok := all[name]
		if !ok {
			fmt.Fprintf(os.Stderr, "measure: unknown game %q\n", name)
			os.Exit(2)
		}
		e.run(e, *runs)
	}
}

// randomPlies plays n seeded random plies from s.
func randomPlies[S, M comparable](g ply.Game[S, M], s S, n int) S {
	rng := rand.New(rand.NewPCG(10, 10))
	for range n {
		moves := ply.Moves(g, s)
		if len(moves) == 0 {
			break
		}
		s = g.Apply(s, moves[rng.IntN(len(moves))])
	}
	return s
}

func measure[S, M comparable](e entry, g ply.Game[S, M], s S, runs int) {
	fmt.Printf("### %s\n\n", e.name)
	b, measured := branching(g, s, e.depth)
	// The minimal tree of a tree with these branching factors (Knuth and
	// Moore): at depth k, the product of the factors of the odd plies up
	// to k, plus that of the even plies, minus 1.
	minimal := 0.0
	odd, even := 1.0, 1.0
	for k := 1; k <= e.depth; k++ {
		if k%2 == 1 {
			odd *= b[k-1]
		} else {
			even *= b[k-1]
		}
		minimal += odd + even - 1
	}
	fmt.Printf("Depth %d; branching factor by ply %s; minimal tree without transpositions about %.0f nodes.\n\n", e.depth, formatFactors(b, measured), minimal)
	fmt.Println("| features | nodes | × minimal | time | move | score |")
	fmt.Println("|---|---:|---:|---:|---|---:|")
	var first search.Result[M]
	for i, c := range configs {
		r, d := timed(g, s, c.opts, search.Limits{Depth: e.depth}, 1)
		// Every fixed-depth search must find minimax's move and score.
		if i == 0 {
			first = r
		} else if r.Move != first.Move || r.Score != first.Score {
			fmt.Fprintf(os.Stderr, "measure: %s: %s found %v %v, plain alpha-beta %v %v\n", e.name, c.name, r.Move, r.Score, first.Move, first.Score)
			os.Exit(1)
		}
		fmt.Printf("| %s | %d | %.1f | %v | %v | %s |\n", c.name, r.Nodes, float64(r.Nodes)/minimal, d.Round(time.Millisecond), r.Move, search.ScoreText(r.Score))
	}
	fmt.Println()
	for _, depth := range e.pdepths {
		parallel(g, s, depth, runs)
	}
}

// parallel writes the parallel table of s at depth.
func parallel[S, M comparable](g ply.Game[S, M], s S, depth, runs int) {
	fmt.Printf("Parallel, all features, depth %d (time: best of %d runs):\n\n", depth, runs)
	fmt.Println("| threads | nodes | time | nodes/s | speed-up | node efficiency |")
	fmt.Println("|---|---:|---:|---:|---:|---:|")
	var base time.Duration
	var baseNodes uint64
	for _, row := range []struct {
		name    string
		threads int
		nodes   uint64
	}{{"1", 1, 0}, {"2, free", 2, 0}, {"2, lockstep", 2, 1 << 62}} {
		opts := search.Options{Threads: row.threads}
		r, d := timed(g, s, opts, search.Limits{Depth: depth, Nodes: row.nodes}, runs)
		if row.threads == 1 {
			base, baseNodes = d, r.Nodes
		}
		// The work of one thread, compared with the single thread's.
		eff := float64(baseNodes) / (float64(r.Nodes) / float64(row.threads))
		fmt.Printf("| %s | %d | %v | %.0f | %.2f | %.2f |\n", row.name, r.Nodes, d.Round(time.Millisecond), float64(r.Nodes)/d.Seconds(), base.Seconds()/d.Seconds(), eff)
	}
	fmt.Println()
}

// branching returns the average branching factor of plies 1..depth from s:
// from perft while that is cheap, then repeating the last two plies; and
// how many were measured.
func branching[S, M comparable](g ply.Game[S, M], s S, depth int) ([]float64, int) {
	var b []float64
	prev := 1.0
	for k := 1; k <= depth && prev < 2e6; k++ {
		n := float64(ply.Perft(g, s, k))
		b = append(b, n/prev)
		prev = n
	}
	measured := len(b)
	for len(b) < depth {
		if len(b) >= 2 {
			b = append(b, b[len(b)-2])
		} else {
			b = append(b, b[len(b)-1])
		}
	}
	return b, measured
}

// formatFactors writes branching factors, marking the estimated ones (from
// index measured on) with a ~.
func formatFactors(b []float64, measured int) string {
	parts := make([]string, len(b))
	for i, f := range b {
		parts[i] = fmt.Sprintf("%.1f", f)
		if i >= measured {
			parts[i] = "~" + parts[i]
		}
	}
	return strings.Join(parts, ", ")
}

// timed searches s within lim with a new player runs times and returns the
// result and the best time.
func timed[S, M comparable](g ply.Game[S, M], s S, opts search.Options, lim search.Limits, runs int) (search.Result[M], time.Duration) {
	var res search.Result[M]
	best := time.Duration(math.MaxInt64)
	for range runs {
		p := search.AlphaBeta(g, opts)
		start := time.Now()
		r, err := p.Search(context.Background(), s, lim)
		d := time.Since(start)
		if err != nil {
			fmt.Fprintln(os.Stderr, "measure:", err)
			os.Exit(1)
		}
		res, best = r, min(best, d)
	}
	return res, best
}
