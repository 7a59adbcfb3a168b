// bots.go holds the type-erased bots: what they answer, and how a game
// builds the bot a bot.Spec describes (package bot reads the
// specifications).

package registry

import (
	"context"
	"fmt"
	"iter"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/book"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/internal/splitmix"
	"github.com/plygo/ply/ntuple"
	"github.com/plygo/ply/search"
)

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

func (a *adapter[S, M]) NewBot(spec bot.Spec, seed uint64) (Bot, error) {
	b, err := a.bot(spec, seed)
	if err != nil {
		return nil, err
	}
	return b, nil
}

// bot returns the bot spec describes: one of the game's own bots, or a
// generic one with the limits of spec.
func (a *adapter[S, M]) bot(spec bot.Spec, seed uint64) (*searchBot[S, M], error) {
	return a.botWith(spec, seed, nil)
}

// botWith is bot, with net as the evaluation eval=auto if not nil.
func (a *adapter[S, M]) botWith(spec bot.Spec, seed uint64, net *ntuple.Network) (*searchBot[S, M], error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	text := spec.String()
	opt := spec.Options
	if opt.Seed != nil {
		seed = mixSeed(seed, *opt.Seed)
	}
	rng := rand.New(rand.NewPCG(seed, 0x626f74)) // "bot"
	sb, err := a.searchBotOf(text, spec, rng, net)
	if err != nil {
		return nil, err
	}
	byDefault := false
	for _, b := range a.own {
		byDefault = byDefault || b.Name == spec.Kind && b.Book
	}
	if err := a.useBook(sb, spec, seed, byDefault); err != nil {
		return nil, err
	}
	return sb, nil
}

// searchBotOf is botWith without the book.
func (a *adapter[S, M]) searchBotOf(text string, spec bot.Spec, rng *rand.Rand, net *ntuple.Network) (*searchBot[S, M], error) {
	opt := spec.Options
	if spec.IsOwn() {
		return a.ownBot(text, spec, rng)
	}
	g, err := a.evalGame(text, opt.Eval, net)
	if err != nil {
		return nil, err
	}
	switch spec.Kind {
	case "random":
		return &searchBot[S, M]{a: a, p: search.Random(g, rng)}, nil
	case "greedy":
		return &searchBot[S, M]{a: a, p: search.Greedy(g)}, nil
	case "minimax":
		return &searchBot[S, M]{a: a, p: search.Minimax(g), lim: search.Limits{Depth: spec.Depth}}, nil
	case "alphabeta":
		if on := opt.ProbCut; on != nil && *on {
			why := ""
			switch {
			case a.probcut == nil:
				why = fmt.Sprintf("%s has no ProbCut model for this start", a.name)
			case opt.Eval != "":
				why = fmt.Sprintf("%s's ProbCut model is fitted on its own evaluation, not eval=%s", a.name, opt.Eval)
			}
			if why != "" {
				return nil, fmt.Errorf("%w: %w", &bot.Error{Spec: text, Why: "option probcut=on: " + why}, ply.ErrInvalidOption)
			}
		}
		return a.alphaBetaBot(g, spec), nil
	case "mcts":
		return a.mctsBot(g, spec, rng), nil
	case "level":
		return a.level(spec.Level, rng), nil
	case "oracle":
		return a.oracle(spec), nil
	}
	// exec and gtp.
	return nil, &bot.Error{Spec: text, Why: "an external engine, which package engine starts (engine.NewBot), not a game's bot"}
}

// ownBot returns the game's own bot spec names, with spec's time a move
// in place of its own limits if it gives one.
func (a *adapter[S, M]) ownBot(text string, spec bot.Spec, rng *rand.Rand) (*searchBot[S, M], error) {
	names := make([]string, len(a.own))
	for i, b := range a.own {
		names[i] = b.Name
		if b.Name != spec.Kind {
			continue
		}
		threads := spec.Options.Threads
		if threads != 0 && b.NewThreads == nil {
			return nil, &bot.Error{Spec: text, Why: fmt.Sprintf("%s takes no option threads", b.Name)}
		}
		sb := &searchBot[S, M]{a: a, lim: b.Limits}
		if b.NewThreads != nil {
			sb.p = b.NewThreads(rng, 0, threads)
		} else {
			sb.p = b.New(rng)
		}
		if spec.MoveTime > 0 {
			sb.lim = search.Limits{MoveTime: spec.MoveTime}
		}
		probcut := spec.Options.ProbCut
		if probcut != nil {
			if b.SetProbCut == nil {
				return nil, &bot.Error{Spec: text, Why: fmt.Sprintf("%s takes no option probcut", b.Name)}
			}
			if !b.SetProbCut(sb.p, *probcut) {
				err := &bot.Error{Spec: text, Why: fmt.Sprintf("option probcut=on: %s has no ProbCut model for this start", a.name)}
				return nil, fmt.Errorf("%w: %w", err, ply.ErrInvalidOption)
			}
		}
		sb.remake = func() {
			switch {
			case b.NewThreads != nil:
				mb, th := sb.bounded(0, threads)
				sb.p = b.NewThreads(rng, mb, th)
			case b.NewWithin != nil:
				mb, _ := sb.bounded(0, 1)
				sb.p = b.NewWithin(rng, mb)
			default:
				sb.p = b.New(rng)
			}
			if probcut != nil {
				b.SetProbCut(sb.p, *probcut) // it could before
			}
		}
		return sb, nil
	}
	own := "none"
	if len(names) > 0 {
		own = strings.Join(names, ", ")
	}
	return nil, &bot.Error{Spec: text, Why: fmt.Sprintf("unknown bot %.40q (%s's own bots: %s)", spec.Kind, a.name, own)}
}

// evalGame returns the game with the evaluation eval names (the option
// eval=NAME), or the game itself for "". eval=auto is the game's own
// evaluation of that name if it has one and net is nil, else the n-tuple
// network net, or the one of the file AutoPath names when net is nil.
func (a *adapter[S, M]) evalGame(text, eval string, net *ntuple.Network) (ply.Game[S, M], error) {
	if eval == "" {
		return a.g, nil
	}
	ev, ok := ply.As[Heuristics[S]](a.g)
	var f ply.EvalFunc[S]
	if ok {
		f, ok = ev.Heuristic(eval)
	}
	if eval == AutoEval && (!ok || net != nil) {
		f, err := a.autoEval(text, net)
		if err != nil {
			return nil, err
		}
		return ply.WithEval(a.g, f), nil
	}
	if !ok {
		have := "none"
		if ev != nil {
			have = strings.Join(ev.HeuristicNames(), ", ")
		}
		if a.diagrammer != nil {
			auto := AutoEval + " (a network read from " + AutoPath(a.name) + ")"
			if have == "none" {
				have = auto
			} else {
				have += ", and " + auto
			}
		}
		return nil, &bot.Error{Spec: text, Why: fmt.Sprintf("option eval=%s: %s's evaluations are %s", eval, a.name, have)}
	}
	return ply.WithEval(a.g, f), nil
}

// alphaBetaBot returns the bot "alphabeta" of spec, on g.
func (a *adapter[S, M]) alphaBetaBot(g ply.Game[S, M], spec bot.Spec) *searchBot[S, M] {
	lim := search.Limits{Depth: spec.Depth, MoveTime: spec.MoveTime}
	// Selective by the game's default when it plays for a time, or as
	// the specification says.
	selective := a.selective && lim.MoveTime > 0
	if spec.Options.Selective != nil {
		selective = *spec.Options.Selective
	}
	opts := search.Options{Threads: spec.Options.Threads, TableMB: spec.Options.Hash, Selective: selective}
	if on := spec.Options.ProbCut; on != nil && *on {
		opts.ProbCut = a.probcut
	}
	p := search.AlphaBeta(g, opts)
	sb := &searchBot[S, M]{a: a, p: p, lim: lim, iterate: p.Iterate}
	sb.remake = func() {
		o := opts
		o.TableMB, o.Threads = sb.bounded(o.TableMB, o.Threads)
		p := search.AlphaBeta(g, o)
		sb.p, sb.iterate = p, p.Iterate
	}
	return sb
}

// mctsBot returns the bot "mcts" of spec, on g: the game's own options
// (Entry.MCTS) or else the generic defaults, then spec's.
func (a *adapter[S, M]) mctsBot(g ply.Game[S, M], spec bot.Spec, rng *rand.Rand) *searchBot[S, M] {
	lim := search.Limits{Nodes: spec.Nodes, MoveTime: spec.MoveTime} // none: search.DefaultPlayouts
	var opts search.MCTSOptions
	if a.mcts != nil {
		opts = *a.mcts
	} else if _, ok := ply.As[ply.EvalScaler](g); ok {
		// Where the game gives the scale of its evaluation, MCTS uses
		// it inside the tree instead of playing out: at equal time,
		// playouts (to the end or cut after 8 plies) lost 90 to 100% of
		// their games against alpha-beta in four games of five.
		opts.EvalLeaves, opts.Minimax = true, mctsMinimax
		opts.Exploration, opts.Widening = mctsExploration, mctsWidening
	}
	opts.Seed, opts.Threads, opts.TreeMB = rng.Uint64(), spec.Options.Threads, spec.Options.Hash
	applyMCTS(spec.Options, &opts)
	p := search.MCTS(g, opts)
	sb := &searchBot[S, M]{a: a, p: p, lim: lim, iterate: p.Iterate}
	sb.remake = func() {
		o := opts
		o.TreeMB, o.Threads = sb.bounded(o.TreeMB, o.Threads)
		p := search.MCTS(g, o)
		sb.p, sb.iterate = p, p.Iterate
	}
	return sb
}

// mixSeed derives a bot's seed from the seed it was given and its option
// seed=N (SplitMix64's finaliser), so that bots differing only in N draw
// different numbers in every game.
func mixSeed(seed, n uint64) uint64 { return splitmix.Mix(seed ^ (n+1)*0x9e3779b97f4a7c15) }

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
	// book, if not nil, is the opening book the bot plays from, its
	// choices drawn from bookRng (useBook).
	book    *book.Book[S, M]
	bookRng *rand.Rand
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
	if c, ok := b.fromBook(s, start); ok {
		return c, nil
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
