// arena.go holds the arena command: round-robin tournaments between bots.

package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/elo"
	"github.com/plygo/ply/engine"
	"github.com/plygo/ply/registry"
)

// Arena is the arena command, over package arena: a round-robin (or, with
// -tournament gauntlet, a gauntlet) tournament between bots, with
// wins, draws and losses, the score with a 95% confidence interval and the
// Elo difference of every pair of bots, and every bot's Elo rating fitted
// to all the games (mean 0), with a 95% interval. Every pair plays -games
// games (rounded up to an even number): couples of games start from the
// same seeded random opening with the colours swapped. With bots that
// think to a fixed depth, the same -seed plays the same games, however
// many -concurrency workers there are. When ctx ends, it prints the table of
// the games finished so far and returns 130. progress draws a progress bar
// on stderr.
//
// A bot "exec:COMMAND ARGS" is an external engine speaking the protocol of
// package engine, one process per game; an engine that fails loses the
// game, with the reason in the report and on stderr. -shard K/N plays the
// K-th of N disjoint slices of the schedule, and -merge FILES... merges
// the JSON reports of the shards into the report of the whole tournament.
// -sprt runs a sequential probability ratio test of the first bot against
// the second, which ends the tournament when it decides.
//
// -openings FILE plays a suite of openings (positions or records; "builtin"
// for the game's shipped suite, package openings), each round's opening
// twice per pair with the colours swapped, in the -order and from the
// -start given. -tc runs a clock per side (a bot past its time and
// -timemargin loses on time); -draw, -resign and -maxmoves adjudicate games
// from the bots' scores. -resume FILE keeps a journal of the run and, when
// FILE holds one, plays only the games it lacks. Records follow PGN's
// conventions (Date, Round, Termination, TimeControl, [%eval] and [%clk]
// comments). docs/matches.md of the module tells more.
func Arena(ctx context.Context, args []string, stdout, stderr io.Writer, progress bool) int {
	fs, gf := newFlagSet("arena", "Plays a round-robin tournament between bots and prints the results.",
		stderr, "tournament seed: openings, random setups (varied per opening) and random bots", false, true)
	var (
		botList  = fs.String("bots", "random,greedy,alphabeta:3", "comma-separated bots, at least two: "+bot.Help)
		n        = fs.Int("games", 20, "games per pair of bots (rounded up to even, for colour swaps)")
		workers  = fs.Int("concurrency", 1, "games played at once")
		sprtSpec = fs.String("sprt", "", "run a sequential probability ratio test of the first bot against the second, stopping when it decides (-games is then the most it plays): `TEST` as \"elo0=0 elo1=5 alpha=0.05 beta=0.05 model=normalized|logistic\", keys left out taking these values")
		format   = fs.String("tournament", "roundrobin", "`roundrobin` (every pair of bots) or gauntlet (the first bot against each other)")
		opening  = fs.Int("opening", 2, "random plies played before the bots take over")
		asJSON   = fs.Bool("json", false, "write the results as JSON instead of tables")
		times    = fs.Bool("times", false, "report each bot's mean wall-clock time a move (which varies from run to run), to show that bots had equal time")
		records  = fs.String("records", "", "write every game played to this file as records, with the bots' scores")
		shard    = fs.String("shard", "", "play only the K-th of N disjoint slices of the schedule, `K/N` with 0 <= K < N (write -json and -merge the shards)")
		merge    = fs.Bool("merge", false, "merge the JSON reports of shards named as arguments (arena -merge [-json] FILES...) instead of playing")
		rf       = addRunnerFlags(fs)
	)
	// One name per flag, as fastchess names them; the others are gone.
	retire(fs, "parallel", "-concurrency")
	retire(fs, "max-plies", "-maxmoves")
	retire(fs, "time", "-tc st=SECONDS (a time per move; -timemargin says how far a bot may overstep it)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	bad := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "arena: "+format+"\n", args...)
		return 2
	}
	if msg := retired(fs); msg != "" {
		return bad("%s", msg)
	}
	if *merge {
		return arenaMerge(fs.Args(), *asJSON, stdout, stderr)
	}
	jh, done, code := rf.resumeArgs(fs, stderr)
	if code >= 0 {
		return code
	}
	if msg := retired(fs); msg != "" {
		return bad("-resume: the journal's flags: %s", msg)
	}
	if fs.NArg() > 0 {
		return bad("unexpected argument %q", fs.Arg(0))
	}
	bots := strings.Split(*botList, ",")
	if len(bots) < 2 {
		return bad("-bots: want at least two bots")
	}
	switch {
	case *n < 1 || *n > 1_000_000:
		return bad("-games %d: want 1 to 1000000", *n)
	case *workers < 1 || *workers > 256:
		return bad("-concurrency %d: want 1 to 256", *workers)
	case *opening < 0 || *opening > 1000:
		return bad("-opening %d: want 0 to 1000", *opening)
	case *rf.maxMoves < 0:
		return bad("-maxmoves must not be negative")
	}
	tf, err := arena.ParseFormat(*format)
	if err != nil {
		return bad("-tournament: %v", err)
	}
	var test *elo.SPRT
	if *sprtSpec != "" {
		s, err := elo.ParseSPRT(*sprtSpec)
		if err != nil {
			return bad("-sprt: %v", err)
		}
		if len(bots) != 2 {
			return bad("-sprt tests two bots, not %d", len(bots))
		}
		test = &s
	}
	cfg := gf.config()
	g, err := registry.Open(*gf.game, cfg)
	if err != nil {
		return bad("%v", err)
	}
	maxPlies := *rf.maxMoves
	rules, err := rf.rules(g, *gf.seed)
	if err != nil {
		return bad("%v", err)
	}
	if len(rules.openings) > 0 {
		*opening = 0 // the report's random plies: none
	}
	specs := make([]bot.Spec, len(bots))
	for i, b := range bots {
		bots[i] = strings.TrimSpace(b)
		if bots[i] == Human {
			return bad("-bots: the arena plays bots only")
		}
		if specs[i], err = bot.Parse(bots[i]); err != nil {
			return bad("-bots: %v", err)
		}
		if _, err := newBot(g, specs[i], 0); err != nil {
			return bad("-bots: %v", err)
		}
		if specs[i].IsEngine() && !contains(bots[:i], bots[i]) {
			// Start the engine once, to fail now rather than in every game.
			if err := engine.Probe(ctx, specs[i].Command); err != nil {
				return bad("-bots: %s: %v", bots[i], err)
			}
		}
	}

	games, err := newGameLog(*records, done)
	if err != nil {
		return bad("-records: %v", err)
	}
	defer games.close()
	games.sync = jh != nil
	t := arena.Tournament{
		Game: *gf.game, Config: cfg, Format: tf, GamesPerPair: *n, Seed: *gf.seed,
		OpeningPlies: *opening, MaxPlies: maxPlies, Parallel: *workers, SPRT: test,
	}
	for i, name := range bots {
		t.Entrants = append(t.Entrants, arena.Entrant{Name: name, New: func(g registry.Game, seed uint64) (registry.Bot, error) {
			return newBot(g, specs[i], seed)
		}})
	}
	if *shard != "" {
		k, n, err := arena.ParseShard(*shard)
		if err != nil {
			return bad("-shard: %v", err)
		}
		t.Shard, t.Shards = k, n
	}
	if err := t.Validate(); err != nil {
		return bad("%v", err)
	}
	_, schedule := t.Schedule()
	// With -resume, the games of the journal are played already.
	if t.Resumed, err = resumable(done, schedule); err != nil {
		return bad("-resume: %v", err)
	}
	for _, r := range done {
		games.setOpening(r.Index, r.Opening)
	}
	var jour *journal
	if jh != nil {
		if jour, err = openJournal(*rf.resume, jh, done == nil); err != nil {
			return bad("-resume: %v", err)
		}
		defer jour.close()
	}
	// Each bot's moves and thinking time, for the report.
	var (
		thinkMu sync.Mutex
		moves   = make([]int, len(bots))
		think   = make([]time.Duration, len(bots))
	)
	// The arena's own game loop: it adds external engines, their
	// forfeits, openings, clocks, adjudication and the records.
	t.Play = func(ctx context.Context, g registry.Game, sg arena.Fixture) (arena.Outcome, int, error) {
		mc := matchConfig{
			bots:         [2]string{bots[sg.First], bots[sg.Second]},
			specs:        [2]bot.Spec{specs[sg.First], specs[sg.Second]},
			seed:         sg.Seed,
			openingPlies: *opening,
			match:        arena.Match{MaxPlies: maxPlies},
		}
		rules.apply(g, &mc, sg)
		res, err := playMatch(ctx, g, mc)
		var f *arena.Forfeit
		if err != nil && !errors.As(err, &f) {
			return 0, 0, err
		}
		games.add(g, sg, mc.bots, res, rules.tc)
		thinkMu.Lock()
		for i, c := range res.Choices {
			before := res.Line.Start
			if i > 0 && i-1 < len(res.Line.Positions) {
				before = res.Line.Positions[i-1]
			}
			b := sg.First
			if g.ToMove(before) != ply.First {
				b = sg.Second
			}
			moves[b]++
			think[b] += c.Elapsed
		}
		thinkMu.Unlock()
		return res.Outcome, res.Plies, err
	}
	var bar *progressBar
	if progress && !*asJSON {
		bar = &progressBar{w: stderr, total: max(len(schedule)-len(t.Resumed), 1), start: time.Now()}
	}
	var logErr error
	t.Progress = func(p arena.Played, s *arena.SPRTRow) {
		// The record first, then the journal: a resumed run keeps the
		// records of the journal's games, and plays the others again.
		if err := games.done(p.Index); err != nil && logErr == nil {
			logErr = err
		}
		row := arena.GameRow{Index: p.Index, Pair: p.Pair, First: p.First, Second: p.Second, Seed: p.Seed,
			Outcome: int(p.Outcome), Plies: p.Plies, Forfeit: p.Forfeit, Opening: games.opening(p.Index)}
		if err := jour.add(row); err != nil && logErr == nil {
			logErr = fmt.Errorf("-resume: %w", err)
		}
		if p.Forfeit != "" {
			loser := p.First
			if p.Outcome > 0 {
				loser = p.Second
			}
			bar.clear()
			fmt.Fprintf(stderr, "arena: game %d: %s loses by forfeit: %s\n", p.Index, bots[loser], p.Forfeit)
		}
		bar.update(p, s)
	}
	rep, err := t.Run(ctx)
	bar.finish()
	interrupted := err != nil && ctx.Err() != nil
	if err == nil && logErr != nil {
		err = logErr
	}
	if err != nil && !interrupted {
		fmt.Fprintf(stderr, "arena: %v\n", err)
		return 1
	}
	rep.AddGames(g.Players(), games.opening)
	if *times {
		for i := range bots {
			rep.AddThinking(i, moves[i], think[i])
		}
	}
	if cerr := games.close(); cerr != nil {
		fmt.Fprintf(stderr, "arena: -records: %v\n", cerr)
		return 1
	}
	if err := writeReport(rep, *asJSON, stdout); err != nil {
		fmt.Fprintf(stderr, "arena: %v\n", err)
		return 1
	}
	if interrupted {
		return 130
	}
	return 0
}

func writeReport(r arena.Report, asJSON bool, w io.Writer) error {
	if asJSON {
		return r.WriteJSON(w)
	}
	return r.WriteTable(w)
}

// arenaMerge merges the JSON reports of a tournament's shards and writes
// the report of the whole.
func arenaMerge(files []string, asJSON bool, stdout, stderr io.Writer) int {
	if len(files) == 0 {
		fmt.Fprintln(stderr, "arena: -merge: name the JSON reports of the shards")
		return 2
	}
	var reports []arena.Report
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "arena: -merge: %v\n", err)
			return 2
		}
		r, err := arena.ReadReport(f)
		f.Close()
		if err != nil {
			fmt.Fprintf(stderr, "arena: -merge: %s: %v\n", name, err)
			return 2
		}
		reports = append(reports, r)
	}
	merged, missing, err := arena.Merge(reports)
	if err != nil {
		fmt.Fprintf(stderr, "arena: -merge: %v\n", err)
		return 2
	}
	if missing > 0 {
		fmt.Fprintf(stderr, "arena: -merge: %d scheduled games are in none of the reports\n", missing)
	}
	if err := writeReport(merged, asJSON, stdout); err != nil {
		fmt.Fprintf(stderr, "arena: %v\n", err)
		return 1
	}
	return 0
}

// progressBar draws "[#####.....] 12/40 games, 3s" on a terminal. A nil bar
// draws nothing.
type progressBar struct {
	mu    sync.Mutex
	w     io.Writer
	total int
	done  int
	start time.Time
}

func (b *progressBar) update(_ arena.Played, s *arena.SPRTRow) {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done++
	const width = 30
	fill := b.done * width / b.total
	fmt.Fprintf(b.w, "\r[%s%s] %d/%d games, %s", strings.Repeat("#", fill), strings.Repeat(".", width-fill),
		b.done, b.total, time.Since(b.start).Round(time.Second))
	if s != nil {
		// The LLR after every finished game pair, against its bounds.
		fmt.Fprintf(b.w, ", LLR %.2f (%.2f, %.2f) after %d pairs\033[K", s.LLR, s.Lower, s.Upper, s.Pairs)
	}
}

// clear erases the bar's line, for a message.
func (b *progressBar) clear() {
	if b != nil {
		fmt.Fprint(b.w, "\r\033[K")
	}
}

func (b *progressBar) finish() {
	if b != nil {
		fmt.Fprintln(b.w)
	}
}
