// scaling.go holds the scaling mode (-scaling): the time alpha-beta takes
// to finish a fixed depth, and the endgame solver to solve FFO positions,
// on 1, 2, 4, ... threads.

package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/search"
)

// scalingConfig is what the scaling mode measures.
type scalingConfig struct {
	threads          []int
	runs             int
	tableMB          int
	othelloDepth     int
	othelloPositions int
	othelloPlies     int
	pushfightDepth   int
	// endgameFile is an Othello test suite (.obf), endgame the numbers
	// of its lines to solve (the first line 1), endgameMB the table of
	// each solve.
	endgameFile string
	endgame     []int
	endgameMB   int
}

// parseThreads reads a list of thread counts such as "1,2,4,8,16".
func parseThreads(text string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(text, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > search.MaxThreads {
			return nil, fmt.Errorf("-threads: %q: want counts from 1 to %d separated by commas", f, search.MaxThreads)
		}
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out, nil
}

// scaling writes the scaling tables of the games named.
func scaling(out io.Writer, cfg scalingConfig, games []string) error {
	fmt.Fprintf(out, "Machine: %s; %d logical CPUs, GOMAXPROCS %d, %s/%s, %s.\n\n", cpuModel(), runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.GOOS, runtime.GOARCH, runtime.Version())
	for _, name := range games {
		var err error
		switch name {
		case "othello":
			g := mapello.MustNew()
			start, serr := g.Setup("plain", 0)
			if serr != nil {
				return serr
			}
			var positions []mapello.State
			for i := range cfg.othelloPositions {
				positions = append(positions, seededPlies(g, start, cfg.othelloPlies, uint64(i+1)))
			}
			title := fmt.Sprintf("Othello (mapello, plain setup), %d positions after %d seeded random plies, depth %d", len(positions), cfg.othelloPlies, cfg.othelloDepth)
			err = scale(out, title, g, positions, cfg.othelloDepth, cfg)
		case "endgame":
			err = scaleEndgame(out, cfg)
		case "pushfight":
			g := pushfight.MustNew()
			title := fmt.Sprintf("Push Fight, the start, depth %d", cfg.pushfightDepth)
			err = scale(out, title, g, []pushfight.State{g.Start()}, cfg.pushfightDepth, cfg)
		default:
			return fmt.Errorf("-scaling: unknown game %q: want othello, pushfight or endgame", name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// seededPlies plays n random plies from s, drawn from seed, stopping
// before the game ends.
func seededPlies[S, M comparable](g ply.Game[S, M], s S, n int, seed uint64) S {
	rng := newRand(seed)
	for range n {
		moves := ply.Moves(g, s)
		if len(moves) == 0 {
			break
		}
		next := g.Apply(s, moves[rng.IntN(len(moves))])
		if _, over := g.Result(next); over {
			break
		}
		s = next
	}
	return s
}

// newRand returns a generator seeded with seed.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }

// scale writes the scaling table of positions searched to depth: for each
// thread count, the nodes and time of all the positions, each searched by
// a new player (a fresh table), the runs of every thread count taken in
// turn so that a change of the machine's load touches them alike.
func scale[S, M comparable](out io.Writer, title string, g ply.Game[S, M], positions []S, depth int, cfg scalingConfig) error {
	fmt.Fprintf(out, "### %s\n\n", title)
	hasCPU := true
	samples := make([][]sample, len(cfg.threads))
	// The value of each position: the first search's, which every other
	// must find (a fixed-depth search is exact, whatever the threads).
	want := make([]float64, len(positions))
	for run := range cfg.runs {
		for ti, threads := range cfg.threads {
			var total sample
			for pi, s := range positions {
				p, err := freshPlayer(g, s, search.Options{Threads: threads, TableMB: cfg.tableMB})
				if err != nil {
					return err
				}
				cpu0, ok0 := cpuTime()
				start := time.Now()
				r, err := p.Search(context.Background(), s, search.Limits{Depth: depth})
				total.d += time.Since(start)
				cpu1, ok1 := cpuTime()
				total.cpu += cpu1 - cpu0
				hasCPU = hasCPU && ok0 && ok1
				if err != nil {
					return err
				}
				if !r.Completed || r.Depth != depth {
					return fmt.Errorf("%s: position %d, %d threads: depth %d of %d", title, pi+1, threads, r.Depth, depth)
				}
				if run == 0 && ti == 0 {
					want[pi] = r.Score
				} else if r.Score != want[pi] {
					return fmt.Errorf("%s: position %d, %d threads: score %v, %d threads found %v", title, pi+1, threads, r.Score, cfg.threads[0], want[pi])
				}
				total.nodes += r.Nodes
			}
			samples[ti] = append(samples[ti], total)
			fmt.Fprintf(os.Stderr, "measure: run %d, %d threads: %v, %d nodes, %v of processor time\n", run+1, threads, total.d.Round(time.Millisecond), total.nodes, total.cpu.Round(time.Millisecond))
		}
	}
	fmt.Fprintf(out, "Time to finish depth %d in all %d positions, a new %d MiB table for each search; best and median of %d runs, taken in turn; nodes of the median run. Speed-up: the first row's time over the row's. Processor time: user and system, of the median run, all threads together: the work, which on a machine shared with other jobs varies less than the time.\n\n", depth, len(positions), cfg.tableMB, cfg.runs)
	writeScaling(out, cfg.threads, samples, hasCPU)
	return nil
}

// sample is the time, processor time and nodes of one run of a thread
// count over all the positions.
type sample struct {
	d, cpu time.Duration
	nodes  uint64
}

// writeScaling writes the table of samples, a row per thread count of
// threads, the first row the base of the speed-up.
func writeScaling(out io.Writer, threads []int, samples [][]sample, hasCPU bool) {
	fmt.Fprintln(out, "| threads | nodes | time, best | time, median | speed-up, best | speed-up, median | nodes/s (median) | processor time |")
	fmt.Fprintln(out, "|---:|---:|---:|---:|---:|---:|---:|---:|")
	var baseBest, baseMed time.Duration
	for ti, threads := range threads {
		ss := slices.Clone(samples[ti])
		slices.SortFunc(ss, func(a, b sample) int { return int(a.d - b.d) })
		best, med := ss[0], ss[len(ss)/2]
		if ti == 0 {
			baseBest, baseMed = best.d, med.d
		}
		cpu := "-"
		if hasCPU {
			cpu = fmt.Sprintf("%.3f s", med.cpu.Seconds())
		}
		fmt.Fprintf(out, "| %d | %d | %.3f s | %.3f s | %.2f | %.2f | %.0f | %s |\n", threads, med.nodes, best.d.Seconds(), med.d.Seconds(),
			baseBest.Seconds()/best.d.Seconds(), baseMed.Seconds()/med.d.Seconds(), float64(med.nodes)/med.d.Seconds(), cpu)
	}
	fmt.Fprintln(out)
}

// scaleEndgame writes the scaling table of the endgame solver: for each
// thread count, the time to solve the lines cfg.endgame of cfg.endgameFile
// by the Othello rule, each by a new solver whose table is in place before
// the clock starts, every answer checked against the line's published
// score.
func scaleEndgame(out io.Writer, cfg scalingConfig) error {
	suite, err := readSuite(cfg.endgameFile)
	if err != nil {
		return err
	}
	var positions []mapello.OBF
	names := make([]string, len(cfg.endgame))
	for i, n := range cfg.endgame {
		if n < 1 || n > len(suite) {
			return fmt.Errorf("-endgame: line %d: %s has %d", n, cfg.endgameFile, len(suite))
		}
		if !suite[n-1].Scored {
			return fmt.Errorf("-endgame: line %d of %s has no score", n, cfg.endgameFile)
		}
		positions = append(positions, suite[n-1])
		names[i] = fmt.Sprintf("#%d (%d empty)", n, suite[n-1].State.Empties())
	}
	fmt.Fprintf(out, "### Endgame (mapello.Endgame, Othello rule), %s of %s\n\n", strings.Join(names, ", "), cfg.endgameFile)
	hasCPU := true
	samples := make([][]sample, len(cfg.threads))
	for run := range cfg.runs {
		for ti, threads := range cfg.threads {
			var total sample
			for pi, pos := range positions {
				e, err := mapello.NewEndgameWith(mapello.OthelloRule, mapello.EndgameOptions{TableMB: cfg.endgameMB, Threads: threads})
				if err != nil {
					return err
				}
				e.Reset()
				cpu0, ok0 := cpuTime()
				start := time.Now()
				r, err := e.Solve(context.Background(), pos.State, 0)
				total.d += time.Since(start)
				cpu1, ok1 := cpuTime()
				total.cpu += cpu1 - cpu0
				hasCPU = hasCPU && ok0 && ok1
				if err != nil {
					return err
				}
				if r.Margin != pos.Score {
					return fmt.Errorf("endgame: %s, %d threads: margin %+d, published %+d", names[pi], threads, r.Margin, pos.Score)
				}
				total.nodes += r.Nodes
			}
			samples[ti] = append(samples[ti], total)
			fmt.Fprintf(os.Stderr, "measure: endgame, run %d, %d threads: %v, %d nodes, %v of processor time\n", run+1, threads, total.d.Round(time.Millisecond), total.nodes, total.cpu.Round(time.Millisecond))
		}
	}
	fmt.Fprintf(out, "Time to solve all %d positions, each by a new solver with a %d MiB table; best and median of %d runs, taken in turn; nodes of the median run (they vary between parallel runs). Every answer is the published score. Speed-up and processor time as above.\n\n", len(positions), cfg.endgameMB, cfg.runs)
	writeScaling(out, cfg.threads, samples, hasCPU)
	return nil
}

// readSuite reads the lines of an Othello test suite, skipping blank
// lines and those that start with '#'.
func readSuite(path string) ([]mapello.OBF, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []mapello.OBF
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		o, err := mapello.ParseOBF(line)
		if err != nil {
			return nil, fmt.Errorf("%s, line %d: %w", path, len(out)+1, err)
		}
		out = append(out, o)
	}
	return out, sc.Err()
}

// parseLines reads a list of line numbers such as "40-44,47".
func parseLines(text string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(text, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(f), "-")
		a, err1 := strconv.Atoi(lo)
		b, err2 := a, error(nil)
		if isRange {
			b, err2 = strconv.Atoi(hi)
		}
		if err1 != nil || err2 != nil || a < 1 || b < a || b-a > 1000 {
			return nil, fmt.Errorf("-endgame: %q: want line numbers or ranges such as 40-44, separated by commas", f)
		}
		for n := a; n <= b; n++ {
			out = append(out, n)
		}
	}
	return out, nil
}

// freshPlayer returns an alpha-beta player of opts whose table is
// allocated and cleared, every page of it touched, as a new player's would
// be before its first search but for the clock: a search on it runs as on
// a new player (AlphaBetaPlayer.Reset), without the cost of the operating
// system's first touch of a large table, which would fall on whichever
// thread count runs first.
func freshPlayer[S, M comparable](g ply.Game[S, M], s S, opts search.Options) (*search.AlphaBetaPlayer[S, M], error) {
	p := search.AlphaBeta(g, opts)
	if _, err := p.Search(context.Background(), s, search.Limits{Depth: 1}); err != nil {
		return nil, err
	}
	p.Reset()
	return p, nil
}

// cpuModel returns the processor's name as Linux gives it, or
// "processor unknown".
func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return "processor unknown"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "processor unknown"
}
