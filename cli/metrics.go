// metrics.go holds the metrics command: a game's design metrics from
// seeded self-play, over package metrics.

package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/metrics"
	"github.com/plygo/ply/registry"
)

// Metrics is the metrics command, over package metrics: each bot of -bots
// plays -games games against itself, seeded by -seed, and the command
// prints the game's design metrics by strength: the first player's score
// and advantage, balance, completion, drawishness, outcome uniformity,
// game length, branching factor, decision moves, game-tree complexity, a
// state-space bound, board coverage, positional repetition, from the bots'
// evaluations lead changes, decision point, drama and stability, and from
// the game's evaluation of every move the clarity of the best one
// (docs/metrics.md defines each), and the exact value
// of the start where the solver reaches it within -solve nodes. -format chooses
// text, markdown or json; -svg DIR writes the plots (game length, first
// player's score by strength, branching factor and spread of the expected
// result by ply) as SVG files in DIR. -ladder climbs a ladder of bots
// ("levels": random, then level:1 to level:10), each rung against the
// strongest below it, to measure the game's skill depth; with -games 0
// it climbs the ladder alone. -shard K/N plays
// the K-th of N disjoint slices of the games, and -merge FILES... merges
// the shards' JSON reports; -compare FILES... writes the JSON reports of
// several studies side by side (a game's variants compared). progress draws a progress line on stderr.
// When ctx ends, it prints the report of the games finished and returns
// 130.
func Metrics(ctx context.Context, args []string, stdout, stderr io.Writer, progress bool) int {
	fs, gf := newFlagSet("metrics", "Plays seeded self-play games at each strength and prints the game's design metrics.",
		stderr, "study seed: openings, random setups (varied per game) and bots", true, true)
	var (
		botList     = fs.String("bots", "random,level:3,level:5", "comma-separated bots, the strengths measured, each playing itself: "+bot.Help)
		games       = fs.Int("games", 40, "games of each strength (0 with -ladder: the ladder alone)")
		workers     = fs.Int("concurrency", runtime.NumCPU(), "games played at once")
		opening     = fs.Int("opening", 2, "random plies played before the bots take over, so that bots without randomness play varied games")
		maxMoves    = fs.Int("maxmoves", 1000, "cut a game after this many plies of the bots, as a timeout (0: no cut)")
		format      = fs.String("format", "text", "the report's form: `text`, markdown or json")
		svgDir      = fs.String("svg", "", "write the plots as SVG files into `DIR` (GAME-length.svg, GAME-score.svg, GAME-branching.svg, GAME-eval.svg)")
		ladder      = fs.String("ladder", "", "measure skill depth on a ladder of bots, weakest first: `BOTS` comma-separated, or levels (random, then level:1 to level:10)")
		ladderGames = fs.Int("ladder-games", 20, "games of each step of the ladder")
		solveNodes  = fs.Uint64("solve", 1_000_000, "try to solve the start exactly within this many `NODES` of the solver (0: do not)")
		shard       = fs.String("shard", "", "play only the K-th of N disjoint slices of the games, `K/N` with 0 <= K < N (write -format json and -merge the shards)")
		merge       = fs.Bool("merge", false, "merge the JSON reports of shards named as arguments (metrics -merge [-format F] FILES...) instead of playing")
		compare     = fs.Bool("compare", false, "write the JSON reports named as arguments side by side, variants of a game compared (metrics -compare [-format text|markdown] FILES...), instead of playing")
	)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	bad := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "metrics: "+format+"\n", args...)
		return 2
	}
	switch *format {
	case "text", "markdown", "json":
	default:
		return bad("-format %q: want text, markdown or json", *format)
	}
	switch {
	case *merge && *compare:
		return bad("-merge or -compare, not both")
	case *merge:
		return metricsMerge(fs.Args(), *format, *svgDir, stdout, stderr)
	case *compare:
		return metricsCompare(fs.Args(), *format, stdout, stderr)
	}
	if fs.NArg() > 0 {
		return bad("unexpected argument %q", fs.Arg(0))
	}
	switch {
	case *games < 0 || *games > 1_000_000 || *games == 0 && *ladder == "":
		return bad("-games %d: want 1 to 1000000, or 0 with -ladder for the ladder alone", *games)
	case *workers < 1 || *workers > 256:
		return bad("-concurrency %d: want 1 to 256", *workers)
	case *opening < 0 || *opening > 1000:
		return bad("-opening %d: want 0 to 1000", *opening)
	case *maxMoves < 0:
		return bad("-maxmoves %d: must not be negative", *maxMoves)
	case *ladderGames < 1 || *ladderGames > 1_000_000:
		return bad("-ladder-games %d: want 1 to 1000000", *ladderGames)
	case *ladder != "" && *shard != "":
		return bad("-ladder with -shard: climb the ladder in one run, without -shard")
	}
	cfg := gf.config()
	g, err := registry.Open(*gf.game, cfg)
	if err != nil {
		return bad("%v", err)
	}
	strengths, err := readBots(g, *botList)
	if err != nil {
		return bad("-bots: %v", err)
	}
	var rungs []bot.Spec
	switch *ladder {
	case "":
	case "levels":
		rungs = metrics.LadderRungs()
	default:
		if rungs, err = readBots(g, *ladder); err != nil {
			return bad("-ladder: %v", err)
		}
		if len(rungs) < 2 {
			return bad("-ladder: want at least two bots")
		}
	}
	s := metrics.Study{
		Game: *gf.game, Config: cfg, Strengths: strengths, Games: *games, Seed: *gf.seed,
		OpeningPlies: *opening, MaxPlies: *maxMoves, Parallel: *workers, SolveNodes: *solveNodes,
	}
	if *shard != "" {
		k, n, err := arena.ParseShard(*shard)
		if err != nil {
			return bad("-shard: %v", err)
		}
		s.Shard, s.Shards = k, n
	}
	line := &progressLine{w: stderr, on: progress, start: time.Now()}
	var rep metrics.Report
	if *games > 0 {
		if err := s.Validate(); err != nil {
			return bad("%v", err)
		}
		if progress {
			s.Progress = func(done, total int) { line.show(fmt.Sprintf("%d/%d games", done, total)) }
		}
		rep, err = s.Run(ctx)
	} else {
		// The ladder alone: a report of no self-play.
		rep = metrics.Report{Game: *gf.game, Setup: cfg.Setup, Size: cfg.Size, Options: cfg.Options.String(),
			Seed: *gf.seed, OpeningPlies: *opening, MaxPlies: *maxMoves}
	}
	interrupted := err != nil && ctx.Err() != nil
	if err == nil && rungs != nil {
		c := metrics.Climb{Game: *gf.game, Config: cfg, Rungs: rungs, Games: *ladderGames, Seed: *gf.seed,
			OpeningPlies: *opening, MaxPlies: *maxMoves, Parallel: *workers}
		if progress {
			c.Progress = func(rung, top, done, total int) {
				line.show(fmt.Sprintf("ladder: %s against %s, %d/%d games", rungs[rung], rungs[top], done, total))
			}
		}
		rep.Ladder, err = c.Run(ctx)
		interrupted = err != nil && ctx.Err() != nil
		if interrupted {
			rep.Ladder = nil
		}
	}
	line.finish()
	if err != nil && !interrupted {
		fmt.Fprintf(stderr, "metrics: %v\n", err)
		return 1
	}
	if err := writeMetrics(rep, *format, *svgDir, stdout); err != nil {
		fmt.Fprintf(stderr, "metrics: %v\n", err)
		return 1
	}
	if interrupted {
		return 130
	}
	return 0
}

// readBots reads a comma-separated list of bots, each one g can build.
func readBots(g registry.Game, list string) ([]bot.Spec, error) {
	var out []bot.Spec
	for _, b := range strings.Split(list, ",") {
		b = strings.TrimSpace(b)
		if b == Human {
			return nil, fmt.Errorf("bots only, not %s", Human)
		}
		sp, err := bot.Parse(b)
		if err != nil {
			return nil, err
		}
		if sp.IsEngine() {
			return nil, fmt.Errorf("%s: an external engine: want a bot of the game", b)
		}
		if _, err := g.NewBot(sp, 0); err != nil {
			return nil, err
		}
		out = append(out, sp)
	}
	return out, nil
}

// writeMetrics writes the report in its format, and its plots into dir
// if dir is not "".
func writeMetrics(rep metrics.Report, format, dir string, w io.Writer) error {
	var err error
	switch format {
	case "json":
		err = rep.WriteJSON(w)
	case "markdown":
		err = rep.WriteMarkdown(w)
	default:
		err = rep.WriteText(w)
	}
	if err != nil || dir == "" {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("-svg: %w", err)
	}
	for _, p := range []struct {
		name  string
		write func(io.Writer) error
	}{{"length", rep.WriteLengthSVG}, {"score", rep.WriteScoreSVG}, {"branching", rep.WriteBranchingSVG}, {"eval", rep.WriteEvalSVG}} {
		f, err := os.Create(filepath.Join(dir, rep.Game+"-"+p.name+".svg"))
		if err != nil {
			return fmt.Errorf("-svg: %w", err)
		}
		err = p.write(f)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("-svg: %w", err)
		}
	}
	return nil
}

// readReports reads the JSON reports files name, for -merge or -compare
// (flag); it reports the first error on stderr.
func readReports(flag string, files []string, stderr io.Writer) ([]metrics.Report, bool) {
	if len(files) == 0 {
		fmt.Fprintf(stderr, "metrics: %s: name the JSON reports\n", flag)
		return nil, false
	}
	var reports []metrics.Report
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "metrics: %s: %v\n", flag, err)
			return nil, false
		}
		r, err := metrics.ReadReport(f)
		f.Close()
		if err != nil {
			fmt.Fprintf(stderr, "metrics: %s: %s: %v\n", flag, name, err)
			return nil, false
		}
		reports = append(reports, r)
	}
	return reports, true
}

// metricsCompare writes the JSON reports of several studies side by side.
func metricsCompare(files []string, format string, stdout, stderr io.Writer) int {
	if format == "json" {
		fmt.Fprintln(stderr, "metrics: -compare: -format text or markdown")
		return 2
	}
	reports, ok := readReports("-compare", files, stderr)
	if !ok {
		return 2
	}
	if err := metrics.WriteComparison(stdout, reports, format == "markdown"); err != nil {
		fmt.Fprintf(stderr, "metrics: %v\n", err)
		return 1
	}
	return 0
}

// metricsMerge merges the JSON reports of a study's shards and writes the
// report of the whole.
func metricsMerge(files []string, format, dir string, stdout, stderr io.Writer) int {
	reports, ok := readReports("-merge", files, stderr)
	if !ok {
		return 2
	}
	merged, missing, err := metrics.Merge(reports)
	if err != nil {
		fmt.Fprintf(stderr, "metrics: -merge: %v\n", err)
		return 2
	}
	if missing > 0 {
		fmt.Fprintf(stderr, "metrics: -merge: %d scheduled games are in none of the reports\n", missing)
	}
	if err := writeMetrics(merged, format, dir, stdout); err != nil {
		fmt.Fprintf(stderr, "metrics: %v\n", err)
		return 1
	}
	return 0
}

// progressLine writes one line of progress on a terminal, rewritten in
// place; off, it writes nothing.
type progressLine struct {
	w     io.Writer
	on    bool
	start time.Time
	shown bool
}

func (p *progressLine) show(what string) {
	if !p.on {
		return
	}
	p.shown = true
	fmt.Fprintf(p.w, "\r%s, %s\033[K", what, time.Since(p.start).Round(time.Second))
}

func (p *progressLine) finish() {
	if p.shown {
		fmt.Fprintln(p.w)
	}
}
