// arenarules.go holds the arena's flags for what happens inside a game:
// opening suites, clocks, adjudication, and -resume.

package cli

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"time"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/clock"
	"github.com/plygo/ply/openings"
	"github.com/plygo/ply/registry"
)

// runnerFlags are the arena's flags of this file.
type runnerFlags struct {
	openings, order *string
	start, plies    *int
	tc              *string
	margin          *time.Duration
	draw, resign    *string
	maxMoves        *int
	resume          *string
}

func addRunnerFlags(fs *flag.FlagSet) runnerFlags {
	return runnerFlags{
		openings: fs.String("openings", "", "play the openings of `FILE`: positions in the game's notation one a line (# comments) or records whose moves are the openings; \"builtin\" for the suite shipped for the game (instead of -opening random plies)"),
		order:    fs.String("order", "sequential", "order of the -openings: sequential or random (shuffled by -seed)"),
		start:    fs.Int("start", 1, "the first of the -openings to play, from 1"),
		plies:    fs.Int("plies", 0, "play only the first `N` moves of each record of -openings (0: all)"),
		tc:       fs.String("tc", "", "time control, a running clock per side: `MOVES/MIN:SEC+INC` such as 40/1:00+0.5 or 0:10+0.1, st=SECONDS per move, or byo-yomi such as \"5:00 3x30\"; a bot past its time and -timemargin loses on time"),
		margin:   fs.Duration("timemargin", 50*time.Millisecond, "how far a bot may overstep its -tc clock before it loses on time"),
		draw:     fs.String("draw", "", "adjudicate a draw from the bots' scores: `\"movenumber=N movecount=M score=S\"` (from move N, the last M moves all scored within ±S)"),
		resign:   fs.String("resign", "", "adjudicate a loss from the bots' scores: `\"movecount=M score=S twosided=true\"` (a bot's last M moves all scored -S or worse; twosided: and its opponent's +S or better)"),
		maxMoves: fs.Int("maxmoves", 0, "adjudicate a draw after `N` moves of the bots (records number every ply: a move is a ply)"),
		resume:   fs.String("resume", "", "keep a journal of the run in `FILE` and, if it holds one already, resume it: play only the games it lacks (arena -resume FILE alone takes the run's flags from it)"),
	}
}

// gameRules are the parsed flags of a game's play.
type gameRules struct {
	openings []registry.Position
	// order maps the round to the index of its opening.
	order  []int
	tc     clock.Control
	margin time.Duration
	draw   *arena.DrawRule
	resign *arena.ResignRule
}

// rules reads the flags for g.
func (rf runnerFlags) rules(g registry.Game, seed uint64) (gameRules, error) {
	r := gameRules{margin: *rf.margin}
	if *rf.margin < 0 {
		return r, fmt.Errorf("-timemargin must not be negative")
	}
	if *rf.tc != "" {
		tc, err := clock.Parse(*rf.tc)
		if err != nil {
			return r, fmt.Errorf("-tc: %w", err)
		}
		r.tc = tc
	}
	if *rf.draw != "" {
		d, err := arena.ParseDrawRule(*rf.draw)
		if err != nil {
			return r, err
		}
		r.draw = &d
	}
	if *rf.resign != "" {
		d, err := arena.ParseResignRule(*rf.resign)
		if err != nil {
			return r, err
		}
		r.resign = &d
	}
	if *rf.plies < 0 {
		return r, fmt.Errorf("-plies must not be negative")
	}
	if *rf.openings == "" {
		return r, nil
	}
	var text []byte
	if *rf.openings == "builtin" {
		b, ok := openings.Suite(g.Name())
		if c := g.Config(); !ok || c.Setup != "" || c.Size != 0 || len(c.Options) > 0 {
			return r, fmt.Errorf("-openings builtin: no suite is shipped for %s in this configuration (only its standard one)", g.Name())
		}
		text = b
	} else {
		b, err := os.ReadFile(*rf.openings)
		if err != nil {
			return r, fmt.Errorf("-openings: %w", err)
		}
		text = b
	}
	ops, err := openings.Read(g, bytes.NewReader(text), *rf.plies)
	if err != nil {
		return r, fmt.Errorf("-openings %s: %w", *rf.openings, err)
	}
	if *rf.start < 1 || *rf.start > len(ops) {
		return r, fmt.Errorf("-start %d: want 1 to %d, the number of openings", *rf.start, len(ops))
	}
	r.openings = ops
	r.order = make([]int, len(ops))
	for i := range r.order {
		r.order[i] = i
	}
	switch *rf.order {
	case "sequential":
	case "random":
		// Shuffled once by the tournament's seed: the same on every run.
		rng := rand.New(rand.NewPCG(seed, 0x6f72646572)) // "order"
		rng.Shuffle(len(r.order), func(i, j int) { r.order[i], r.order[j] = r.order[j], r.order[i] })
	default:
		return r, fmt.Errorf("-order %q: want sequential or random", *rf.order)
	}
	// Rotate so that round 0 plays the -start-th.
	r.order = append(r.order[*rf.start-1:], r.order[:*rf.start-1]...)
	return r, nil
}

// apply sets the rules of game sg in mc: its opening (that of its round),
// clock and adjudication.
func (r gameRules) apply(g registry.Game, mc *matchConfig, sg arena.Fixture) {
	if len(r.openings) > 0 {
		mc.opening, mc.hasOpening = r.openings[r.order[sg.Round%len(r.order)]], true
	}
	mc.match.TimeControl, mc.match.TimeMargin, mc.match.Draw, mc.match.Resign = r.tc, r.margin, r.draw, r.resign
}

// resumeArgs handles -resume before the run: it reads the journal, and
// either takes the run's flags from it (when only -resume and -concurrency
// are given) or checks that the flags given are the journal's. It returns
// the header to write (nil without -resume), the games played already, and
// an exit code, or -1 to go on.
func (rf runnerFlags) resumeArgs(fs *flag.FlagSet, stderr io.Writer) (*journalHeader, []arena.GameRow, int) {
	if *rf.resume == "" {
		return nil, nil, -1
	}
	h, games, err := readJournal(*rf.resume)
	if err != nil {
		fmt.Fprintf(stderr, "arena: -resume: %v\n", err)
		return nil, nil, 2
	}
	if h != nil {
		h.Args = renamedArgs(h.Args)
	}
	if h != nil && slices.Equal(setFlags(fs), nil) {
		// arena -resume FILE: the run's flags are the journal's.
		if err := fs.Parse(h.Args); err != nil {
			fmt.Fprintf(stderr, "arena: -resume: the journal's flags: %v\n", err)
			return nil, nil, 2
		}
	}
	args := setFlags(fs)
	if h != nil && !slices.Equal(args, h.Args) {
		fmt.Fprintf(stderr, "arena: -resume: %s is the journal of another run: its flags are %q, these %q\n", *rf.resume, h.Args, args)
		return nil, nil, 2
	}
	if h == nil {
		return &journalHeader{Version: 1, Args: args}, nil, -1
	}
	if games == nil {
		games = []arena.GameRow{} // resumed, though none finished: append
	}
	return h, games, -1
}

// setFlags returns the flags set on fs but for those free to change on
// resuming, as -name=value in the order of their names.
func setFlags(fs *flag.FlagSet) []string {
	var out []string
	fs.Visit(func(f *flag.Flag) {
		if !slices.Contains(resumeFree, f.Name) {
			out = append(out, "-"+f.Name+"="+f.Value.String())
		}
	})
	return out
}
