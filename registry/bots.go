// bots.go holds the type-erased bots: what they answer, the specifications
// that name them ("alphabeta:4", "mcts:1s", a game's own bots) and how a
// search.Strategy becomes one.

package registry

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// BotHelp describes the bot specifications every game accepts, for usage
// messages.
const BotHelp = `random, greedy, minimax:DEPTH, alphabeta[:DEPTH|:TIME], mcts[:PLAYOUTS|:TIME] (TIME such as 500ms, at most 1h), or one of the game's own bots`

// MaxBotTime is the longest time per move a bot specification may ask for.
const MaxBotTime = time.Hour

// defaultMCTSPlayouts is the budget of a bare "mcts".
const defaultMCTSPlayouts = 10000

// mctsPlayoutCut is the length of the playouts of "mcts" in games that have
// a ply.PlayoutEvaluator, after which the evaluator scores the playout.
const mctsPlayoutCut = 8

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
	st, err := a.strategy(spec, seed)
	if err != nil {
		return nil, err
	}
	return &strategyBot[S, M]{a: a, st: st}, nil
}

// strategy returns the strategy a specification names: one of the game's
// own bots, or a generic one.
func (a *adapter[S, M]) strategy(spec string, seed uint64) (search.Strategy[S, M], error) {
	rng := rand.New(rand.NewPCG(seed, 0x626f74)) // "bot"
	for _, b := range a.own {
		if b.Name == spec {
			return b.New(rng), nil
		}
	}
	name, arg, hasArg := strings.Cut(spec, ":")
	bad := func(why string) error {
		return fmt.Errorf("bot %q: %s (want %s): %w", spec, why, BotHelp, ErrBotSpec)
	}
	g := a.g
	switch name {
	case "random", "greedy":
		if hasArg {
			return nil, bad(name + " takes no argument")
		}
		if name == "random" {
			return search.Random(g, rng), nil
		}
		return search.Greedy(g), nil
	case "minimax":
		d, err := wholeArg(arg, 6)
		if err != nil {
			return nil, bad(err.Error())
		}
		return search.Minimax(g, d), nil
	case "alphabeta":
		var opts search.Options
		if hasArg {
			t, isTime, err := timeOrNumber(arg, 64)
			if err != nil {
				return nil, bad(err.Error())
			}
			if isTime {
				opts.MoveTime = t
			} else {
				opts.Depth = int(t)
			}
		}
		return &progressAB[S, M]{opts: opts, g: g}, nil
	case "mcts":
		opts := search.MCTSOptions{Seed: rng.Uint64(), Iterations: defaultMCTSPlayouts}
		if hasArg {
			t, isTime, err := timeOrNumber(arg, 1_000_000_000)
			if err != nil {
				return nil, bad(err.Error())
			}
			if isTime {
				opts.MoveTime, opts.Iterations = t, 0
			} else {
				opts.Iterations = uint64(t)
			}
		}
		// Where the game can score a cut-off playout, playouts stop after
		// mctsPlayoutCut plies: full-length playouts that follow a playout
		// policy are long (Mitsudomoe's, which never fill their own home,
		// often run to the turn cap) and so too few.
		if _, ok := ply.As[ply.PlayoutEvaluator[S]](g); ok {
			opts.PlayoutDepth = mctsPlayoutCut
		}
		return search.MCTS(g, opts), nil
	}
	return nil, bad("unknown bot")
}

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

// progressAB is alpha-beta with its progress passed on to the report of
// the current Choose.
type progressAB[S, M comparable] struct {
	g    ply.Game[S, M]
	opts search.Options
	once sync.Once
	p    *search.AlphaBetaPlayer[S, M]
	mu   sync.Mutex
	rep  func(search.Progress)
}

func (b *progressAB[S, M]) player() *search.AlphaBetaPlayer[S, M] {
	b.once.Do(func() {
		opts := b.opts
		opts.Progress = func(p search.Progress) {
			b.mu.Lock()
			rep := b.rep
			b.mu.Unlock()
			if rep != nil {
				rep(p)
			}
		}
		b.p = search.AlphaBeta(b.g, opts)
	})
	return b.p
}

func (b *progressAB[S, M]) Choose(ctx context.Context, s S) (M, error) {
	return b.player().Choose(ctx, s)
}

func (b *progressAB[S, M]) Search(ctx context.Context, s S) (search.Result[M], error) {
	return b.player().Search(ctx, s)
}

// setReport sets the progress report of the next searches.
func (b *progressAB[S, M]) setReport(rep func(search.Progress)) {
	b.mu.Lock()
	b.rep = rep
	b.mu.Unlock()
}

// searcher is a strategy that reports what its search found.
type searcher[S, M comparable] interface {
	Search(ctx context.Context, s S) (search.Result[M], error)
}

// strategyBot is a search.Strategy as a Bot.
type strategyBot[S, M comparable] struct {
	a  *adapter[S, M]
	st search.Strategy[S, M]
}

func (b *strategyBot[S, M]) Choose(ctx context.Context, line Line, report func(Choice)) (Choice, error) {
	start := time.Now()
	s, ok := b.a.state(line.Position())
	if !ok {
		return Choice{}, b.a.badPosition()
	}
	if _, over := b.a.g.Result(s); over {
		return Choice{}, fmt.Errorf("%s: %w", b.a.name, ply.ErrGameOver)
	}
	if ab, ok := b.st.(*progressAB[S, M]); ok {
		if report != nil {
			ab.setReport(func(p search.Progress) {
				report(Choice{Score: p.Score, Scored: true, Depth: p.Depth, Nodes: p.Nodes, PV: p.PV, Elapsed: p.Elapsed})
			})
		} else {
			ab.setReport(nil)
		}
		defer ab.setReport(nil)
	}
	var c Choice
	var m M
	var err error
	if se, ok := b.st.(searcher[S, M]); ok {
		var r search.Result[M]
		r, err = se.Search(ctx, s)
		m = r.Move
		c = Choice{Score: r.Score, Scored: r.Depth > 0 || r.Nodes > 0, Depth: r.Depth, Nodes: r.Nodes}
		c.PV = formatPV(b.a, s, r.PV)
	} else {
		m, err = b.st.Choose(ctx, s)
	}
	c.Elapsed = time.Since(start)
	if _, perr := ply.Play(b.a.g, s, m); perr != nil {
		// No legal move: the search was stopped before it had one.
		if err == nil {
			err = fmt.Errorf("%s: the bot chose no legal move: %w", b.a.name, perr)
		}
		return Choice{Elapsed: c.Elapsed}, err
	}
	c.Move = b.a.move(s, m)
	return c, err
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
