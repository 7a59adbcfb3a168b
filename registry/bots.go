// bots.go holds the type-erased bots: what they answer, the specifications
// that name them ("alphabeta:4", "mcts:1s", a game's own bots) and how a
// search.Searcher becomes one.

package registry

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/internal/splitmix"
	"github.com/plygo/ply/search"
)

// BotHelp describes the bot specifications every game accepts, for usage
// messages.
const BotHelp = `level:1 to level:10 (for people: 1 a beginner beats, 10 the strongest), random, greedy, minimax:DEPTH, alphabeta[:DEPTH|:TIME] (depth 4 when bare), mcts[:PLAYOUTS|:TIME] (10000 playouts when bare), ` + oracleHelp + `, TIME such as 500ms, at most 1h; or one of the game's own bots; then options :KEY=VALUE: seed=N (any bot: another stream of randomness), threads=N and hash=MB (alphabeta and mcts), time=TIME (the game's own bots: the time a move), eval=NAME (alphabeta and mcts: another of the game's evaluations, such as eval=trained), selective=on|off (alphabeta: late move reductions and deeper table cutoffs, for play against the clock), and mcts's c=X (exploration), playout=end|eval|PLIES, scale=X, minimax=X (0 to 1), bias=X, widen=X, solver=on|off, such as alphabeta:100ms:threads=2 or mcts:1s:seed=3:c=0.5`

// MaxBotTime is the longest time per move a bot specification may ask for.
const MaxBotTime = time.Hour

// The search of "mcts" in games that give the scale of their evaluation
// (ply.EvalScaler): no playouts, leaves scored by the evaluation, implicit
// minimax backups alone (weight 1), a low exploration constant and
// progressive widening over moves ordered by the evaluation. Each was
// measured against alpha-beta at equal time; docs/strength.md, "MCTS
// against alpha-beta", has the tables.
const (
	mctsMinimax     = 1
	mctsExploration = 0.3
	mctsWidening    = 2
)

// BotInfo describes one of a game's own bots.
type BotInfo struct {
	// Name is its specification, such as "classic-greedy".
	Name string
	// Help says in a few words what it does.
	Help string
}

// Bot is a player that chooses moves: a search of this library, or an
// external engine behind a protocol. A Bot is used by one game at a time.
type Bot interface {
	// Choose returns the move to play in the last position of line. report, if not nil, is called on the caller's
	// goroutine with the search's progress (for iterative deepening,
	// after each depth). When ctx ends first, Choose returns the best
	// move found so far with ctx's error, or the error alone if it has
	// none; a caller that limits the time per move with ctx may play that
	// move.
	Choose(ctx context.Context, line Line, report func(Choice)) (Choice, error)
}

// Choice is a bot's answer and what its search found.
type Choice struct {
	// Move is the chosen move, read nothing again when played
	// (Line.PlayMove); its String is its text in the game's notation. It
	// is the zero Move in a progress report, whose PV[0] is the move
	// preferred so far.
	Move Move
	// Score is the value of Move for the player to move, on the scale
	// of search.Result.Score; Scored reports whether the bot gave one.
	Score  float64
	Scored bool
	// Depth is the depth of the last completed search, 0 if none.
	Depth int
	// Nodes counts the states the search created, or MCTS's playouts.
	Nodes uint64
	// PV is the principal variation in the game's notation.
	PV []string
	// Elapsed is the time the bot took.
	Elapsed time.Duration
}

func (a *adapter[S, M]) Bots() []BotInfo {
	out := make([]BotInfo, len(a.own))
	for i, b := range a.own {
		out[i] = BotInfo{Name: b.Name, Help: b.Help}
	}
	return out
}

func (a *adapter[S, M]) NewBot(spec string, seed uint64) (Bot, error) {
	return a.bot(spec, seed)
}

// bot returns the bot a specification names: one of the game's own bots,
// or a generic one with the limits of its argument.
func (a *adapter[S, M]) bot(full string, seed uint64) (*searchBot[S, M], error) {
	bad := func(why string) error {
		return fmt.Errorf("bot %q: %s (want %s): %w", full, why, BotHelp, ErrBotSpec)
	}
	spec, opt, err := botOptions(full)
	if err != nil {
		return nil, bad(err.Error())
	}
	if opt.hasSeed {
		seed = mixSeed(seed, opt.seed)
	}
	rng := rand.New(rand.NewPCG(seed, 0x626f74)) // "bot"
	for _, b := range a.own {
		if b.Name == spec {
			if opt.threads != 0 || opt.hash != 0 || opt.eval != "" || opt.selective != "" || len(opt.mcts) > 0 {
				return nil, bad("the game's own bots take only the options seed and time")
			}
			sb := &searchBot[S, M]{a: a, p: b.New(rng), lim: b.Limits}
			if opt.time > 0 {
				sb.lim = search.Limits{MoveTime: opt.time}
			}
			sb.remake = func() {
				if b.NewWithin != nil {
					mb, _ := sb.bounded(0, 1)
					sb.p = b.NewWithin(rng, mb)
					return
				}
				sb.p = b.New(rng)
			}
			return sb, nil
		}
	}
	name, arg, hasArg := strings.Cut(spec, ":")
	if (opt.threads != 0 || opt.hash != 0 || opt.eval != "") && name != "alphabeta" && name != "mcts" {
		return nil, bad("only alphabeta and mcts take the options threads, hash and eval")
	}
	if opt.time != 0 {
		return nil, bad("only the game's own bots take the option time (the others take TIME as their argument)")
	}
	if opt.selective != "" && name != "alphabeta" {
		return nil, bad("only alphabeta takes the option selective")
	}
	if len(opt.mcts) > 0 && name != "mcts" {
		return nil, bad("only mcts takes the options " + mctsOptionNames)
	}
	g := a.g
	if opt.eval != "" {
		ev, ok := ply.As[Heuristics[S]](g)
		var f ply.EvalFunc[S]
		if ok {
			f, ok = ev.Heuristic(opt.eval)
		}
		if !ok {
			have := "none"
			if ev != nil {
				have = strings.Join(ev.HeuristicNames(), ", ")
			}
			return nil, bad(fmt.Sprintf("option eval=%s: the game's evaluations are %s", opt.eval, have))
		}
		g = ply.WithEval(g, f)
	}
	switch name {
	case "random", "greedy":
		if hasArg {
			return nil, bad(name + " takes no argument")
		}
		if name == "random" {
			return &searchBot[S, M]{a: a, p: search.Random(g, rng)}, nil
		}
		return &searchBot[S, M]{a: a, p: search.Greedy(g)}, nil
	case "minimax":
		d, err := wholeArg(arg, 6)
		if err != nil {
			return nil, bad(err.Error())
		}
		return &searchBot[S, M]{a: a, p: search.Minimax(g), lim: search.Limits{Depth: d}}, nil
	case "alphabeta":
		var lim search.Limits
		if hasArg {
			t, isTime, err := timeOrNumber(arg, 64)
			if err != nil {
				return nil, bad(err.Error())
			}
			if isTime {
				lim.MoveTime = t
			} else {
				lim.Depth = int(t)
			}
		}
		// Selective by the game's default when it plays for a time,
		// or as the specification says.
		selective := a.selective && lim.MoveTime > 0
		if opt.selective != "" {
			selective = opt.selective == "on"
		}
		opts := search.Options{Threads: opt.threads, TableMB: opt.hash, Selective: selective}
		p := search.AlphaBeta(g, opts)
		sb := &searchBot[S, M]{a: a, p: p, lim: lim, iterate: p.Iterate}
		sb.remake = func() {
			o := opts
			o.TableMB, o.Threads = sb.bounded(o.TableMB, o.Threads)
			p := search.AlphaBeta(g, o)
			sb.p, sb.iterate = p, p.Iterate
		}
		return sb, nil
	case "mcts":
		var lim search.Limits // search.DefaultPlayouts
		if hasArg {
			t, isTime, err := timeOrNumber(arg, 1_000_000_000)
			if err != nil {
				return nil, bad(err.Error())
			}
			if isTime {
				lim.MoveTime = t
			} else {
				lim.Nodes = uint64(t)
			}
		}
		opts := search.MCTSOptions{Seed: rng.Uint64(), Threads: opt.threads, TreeMB: opt.hash}
		// Where the game gives the scale of its evaluation, MCTS uses it
		// inside the tree instead of playing out: at equal time, playouts
		// (to the end or cut after 8 plies) lost 90 to 100% of their games
		// against alpha-beta in four games of five.
		if _, ok := ply.As[ply.EvalScaler](g); ok {
			opts.EvalLeaves, opts.Minimax = true, mctsMinimax
			opts.Exploration, opts.Widening = mctsExploration, mctsWidening
		}
		for _, kv := range append(slices.Clip(a.mcts), opt.mcts...) {
			if err := setMCTSOption(&opts, kv[0], kv[1]); err != nil {
				return nil, bad(err.Error())
			}
		}
		p := search.MCTS(g, opts)
		sb := &searchBot[S, M]{a: a, p: p, lim: lim, iterate: p.Iterate}
		sb.remake = func() {
			o := opts
			o.TreeMB, o.Threads = sb.bounded(o.TreeMB, o.Threads)
			p := search.MCTS(g, o)
			sb.p, sb.iterate = p, p.Iterate
		}
		return sb, nil
	case "level":
		b, err := a.level(arg, rng)
		if err != nil {
			return nil, bad(err.Error())
		}
		return b, nil
	case "oracle":
		b, err := a.oracle(arg, hasArg)
		if err != nil {
			return nil, bad(err.Error())
		}
		return b, nil
	}
	return nil, bad("unknown bot")
}

// botOpts are the options a bot specification ends with.
type botOpts struct {
	seed          uint64
	hasSeed       bool
	threads, hash int
	time          time.Duration
	eval          string
	selective     string      // "on" or "off", or "" when not given
	mcts          [][2]string // MCTS's own options, key and value (mctsopts.go)
}

// botOptions splits the options ":KEY=VALUE" off the end of a bot
// specification: seed=N (0 to 2^64-1), threads=N (1 to search.MaxThreads),
// hash=MB (1 to search.MaxTableMB), time=TIME (up to MaxBotTime), eval=NAME
// (a name of the game's Heuristics), selective=on|off (alphabeta's
// Options.Selective), each at most once.
func botOptions(spec string) (string, botOpts, error) {
	var o botOpts
	seen := map[string]bool{}
	for {
		i := strings.LastIndexByte(spec, ':')
		if i < 0 || !strings.Contains(spec[i+1:], "=") {
			return spec, o, nil
		}
		k, v, _ := strings.Cut(spec[i+1:], "=")
		if seen[k] {
			return "", o, fmt.Errorf("option %s given twice", k)
		}
		seen[k] = true
		var err error
		switch k {
		case "seed":
			o.seed, err = strconv.ParseUint(v, 10, 64)
			o.hasSeed = true
		case "threads":
			o.threads, err = wholeArg(v, search.MaxThreads)
		case "hash":
			o.hash, err = wholeArg(v, search.MaxTableMB)
		case "time":
			var isTime bool
			var t time.Duration
			if t, isTime, err = timeOrNumber(v, 1); err == nil && !isTime {
				err = errors.New("want a time such as 500ms")
			}
			o.time = t
		case "eval":
			o.eval = v
			if v == "" {
				err = fmt.Errorf("empty")
			}
		case "selective":
			o.selective = v
			if v != "on" && v != "off" {
				err = errors.New("want on or off")
			}
		default:
			if !isMCTSOption(k) {
				return "", o, fmt.Errorf("unknown option %q (want seed, threads, hash, time, eval, selective or one of MCTS's %s)", k, mctsOptionNames)
			}
			o.mcts = append(o.mcts, [2]string{k, v})
		}
		if err != nil {
			return "", o, fmt.Errorf("option %s=%s: %v", k, v, err)
		}
		spec = spec[:i]
	}
}

// mixSeed derives a bot's seed from the seed it was given and its option
// seed=N (SplitMix64's finaliser), so that bots differing only in N draw
// different numbers in every game.
func mixSeed(seed, n uint64) uint64 { return splitmix.Mix(seed ^ (n+1)*0x9e3779b97f4a7c15) }

// timeOrNumber reads a bot's argument: a duration from 1ns to MaxBotTime,
// or a whole number from 1 to max.
func timeOrNumber(arg string, max int) (v time.Duration, isTime bool, err error) {
	// A bare number is a depth or a count, never a time: "0" is no
	// duration but a number out of range.
	if _, numErr := strconv.Atoi(arg); numErr != nil {
		if t, err := time.ParseDuration(arg); err == nil {
			if t <= 0 || t > MaxBotTime {
				return 0, true, fmt.Errorf("time %s: the time must be positive and at most %v", arg, MaxBotTime)
			}
			return t, true, nil
		}
	}
	n, err := wholeArg(arg, max)
	return time.Duration(n), false, err
}

// wholeArg reads a bot's whole-number argument from 1 to max.
func wholeArg(arg string, max int) (int, error) {
	if arg == "" {
		return 0, errors.New("missing number")
	}
	d, err := strconv.Atoi(arg)
	if err != nil || d < 1 || d > max {
		return 0, fmt.Errorf("%q is neither a time such as 500ms nor a whole number from 1 to %d", arg, max)
	}
	return d, nil
}

// searchBot is a search.Searcher as a Bot, with the limits of its
// specification.
type searchBot[S, M comparable] struct {
	a   *adapter[S, M]
	p   search.Searcher[S, M]
	lim search.Limits
	// iterate is p's Iterate if it reports progress (alpha-beta and
	// MCTS), else nil.
	iterate func(ctx context.Context, s S, lim search.Limits) iter.Seq2[search.Result[M], error]
	// mem and threads are the bounds of SetMemoryMB and LimitThreads, 0
	// if none; remake, if not nil, builds p afresh within them (see
	// ResourceBot).
	mem, threads int
	remake       func()
}

func (b *searchBot[S, M]) Choose(ctx context.Context, line Line, report func(Choice)) (Choice, error) {
	start := time.Now()
	s, ok := b.a.state(line.Position())
	if !ok {
		return Choice{}, b.a.badPosition()
	}
	if _, over := b.a.g.Result(s); over {
		return Choice{}, fmt.Errorf("%s: %w", b.a.name, ply.ErrGameOver)
	}
	var r search.Result[M]
	var err error
	if b.iterate != nil && report != nil {
		for x, e := range b.iterate(ctx, s, b.lim) {
			r, err = x, e
			if e == nil && !x.Completed {
				report(b.choice(s, x))
			}
		}
	} else {
		r, err = b.p.Search(ctx, s, b.lim)
	}
	elapsed := time.Since(start)
	if _, perr := ply.Play(b.a.g, s, r.Move); perr != nil {
		// No legal move: the search was stopped before it had one.
		if err == nil {
			err = fmt.Errorf("%s: the bot chose no legal move: %w", b.a.name, perr)
		}
		return Choice{Elapsed: elapsed}, err
	}
	c := b.choice(s, r)
	c.Move, c.Elapsed = b.a.move(s, r.Move), elapsed
	return c, err
}

// choice returns what r says of s, its line in notation, without the move
// (as a progress report has it).
func (b *searchBot[S, M]) choice(s S, r search.Result[M]) Choice {
	c := Choice{Score: r.Score, Scored: r.Depth > 0 || r.Nodes > 0, Depth: r.Depth, Nodes: r.Nodes, Elapsed: r.Elapsed}
	c.PV = formatPV(b.a, s, r.PV)
	return c
}

// formatPV writes a principal variation in notation, as far as its moves
// are legal.
func formatPV[S, M comparable](a *adapter[S, M], s S, pv []M) []string {
	out := make([]string, 0, len(pv))
	for _, m := range pv {
		next, err := ply.Play(a.g, s, m)
		if err != nil {
			break
		}
		out = append(out, a.n.FormatMove(s, m))
		s = next
	}
	return out
}
