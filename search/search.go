// search.go holds what every strategy shares: Strategy, Result, the scoring
// of finished games and the checks made at the root.

package search

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/plygo/ply"
)

// Strategy chooses a move for the player to move in s.
type Strategy[S, M comparable] interface {
	Choose(ctx context.Context, s S) (M, error)
}

// Result is what a search found. Scores are from the view of the player to
// move in the searched state: higher is better for that player.
type Result[M any] struct {
	// Move is the move chosen.
	Move M
	// Score is the value of Move for the player to move: a value of the
	// game's Evaluate at the horizon, 0 for a draw, and beyond ±WinScore/2
	// for a proven win or loss (see WinDistance). For MCTS it is the mean
	// outcome of the move's playouts, from -1 (all lost) to +1 (all won),
	// unless the move is proven.
	Score float64
	// Depth is the depth in plies of the last completed search (1 for
	// Greedy, 0 for Random and for a search stopped before any depth was
	// completed). For MCTS it is the length of the principal variation.
	Depth int
	// Nodes counts the states the search created (calls to Apply), or for
	// MCTS the playouts (iterations) it ran.
	Nodes uint64
	// PV is the principal variation: Move and the best replies expected
	// after it, as far as the search knows them.
	PV []M
	// Elapsed is the wall-clock time the search took.
	Elapsed time.Duration
	// Completed reports whether the search finished the work it was asked
	// for (its depth, or a limit of its options such as Nodes or MoveTime,
	// or a proven result). It is false when the context stopped it.
	Completed bool
}

// WinScore is the score of a won game at the root. A game won n plies after
// the searched state scores WinScore-n, a lost one -(WinScore-n), a draw 0,
// so quicker wins and slower losses score higher, and every finished game
// lies beyond the heuristic values of Evaluate (which must stay well inside
// ±1e6). In a game that keeps score (ply.Result.Score), a win or loss by a
// margin of k points scores k·MarginUnit further from 0, so that the
// searches prefer the bigger win and the smaller loss first, then the
// quicker win and the slower loss: WinScore+k·MarginUnit-n, and its
// negation for a loss (margins count up to MaxMargin).
const WinScore = 1e9

// MarginUnit is the score of one point of margin in a finished game (see
// WinScore); MaxMargin is the largest margin counted. Distances in plies
// stay below MarginUnit, so WinDistance can tell them from the margin.
const (
	MarginUnit = 1 << 16
	MaxMargin  = 1000
)

// winThreshold separates proven results from heuristic values.
const winThreshold = WinScore / 2

// WinDistance reports whether score is a proven win or loss and, if so, in
// how many plies the game ends: a positive score is a win for the player to
// move, a negative one a loss.
func WinDistance(score float64) (plies int, proven bool) {
	a := math.Abs(score)
	if !(a >= winThreshold) || a > WinScore+MaxMargin*MarginUnit {
		return 0, false
	}
	d := math.Mod(WinScore-a, MarginUnit)
	if d < 0 {
		d += MarginUnit
	}
	return int(d), true
}

// maxEval bounds heuristic values, so that a game's Evaluate can never
// reach the scores of finished games; NaN counts as 0.
const maxEval = winThreshold / 4

// clampEval returns v within ±maxEval, and 0 for NaN.
func clampEval(v float64) float64 {
	if v != v {
		return 0
	}
	return min(max(v, -maxEval), maxEval)
}

// terminalScore scores a finished game of result r, reached ply plies
// after the root, for me (see WinScore).
func terminalScore(r ply.Result, me ply.Player, ply int) float64 {
	outcome := r.For(me)
	if outcome == 0 {
		return 0
	}
	margin := min(abs(r.Score[0]-r.Score[1]), MaxMargin)
	v := WinScore + float64(margin)*MarginUnit - float64(ply)
	if outcome < 0 {
		v = -v
	}
	return v
}

// abs returns |x|.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// rootMoves checks that s is a state a strategy can move in and appends its
// legal moves to buf.
func rootMoves[S, M comparable](g ply.Game[S, M], s S, buf []M) ([]M, error) {
	if r, over := g.Result(s); over {
		return buf, fmt.Errorf("search: %w (%v)", ply.ErrGameOver, r)
	}
	moves := g.AppendMoves(buf, s)
	if len(moves) == len(buf) {
		return moves, fmt.Errorf("search: the game is not over but has no legal move: %w", ply.ErrInvalidState)
	}
	return moves, nil
}

// ErrOption is wrapped by the error a search returns when one of its
// options is out of range: a negative depth or table size, too many threads,
// a NaN or infinite constant, and so on. Each field of Options and
// MCTSOptions documents the values it accepts.
var ErrOption = errors.New("invalid option")

// MaxThreads bounds Options.Threads and MCTSOptions.Threads.
const MaxThreads = 256

// optionError returns the error of an option out of range.
func optionError(name string, v any, why string) error {
	return fmt.Errorf("search: %s = %v: %s: %w", name, v, why, ErrOption)
}

// checkThreads checks a Threads option and resolves it: 0 means 1, a
// negative value one per available core.
func checkThreads(name string, n int) (int, error) {
	switch {
	case n > MaxThreads:
		return 0, optionError(name, n, fmt.Sprintf("more than MaxThreads (%d)", MaxThreads))
	case n < 0:
		return min(runtime.GOMAXPROCS(0), MaxThreads), nil
	}
	return max(n, 1), nil
}

// checkMB checks a size in mebibytes: 0 means def, a negative size or one
// above most is an error.
func checkMB(name string, mb, def, most int) (int, error) {
	switch {
	case mb < 0:
		return 0, optionError(name, mb, "negative")
	case mb > most:
		return 0, optionError(name, mb, fmt.Sprintf("more than %d", most))
	case mb == 0:
		return def, nil
	}
	return mb, nil
}

// instantMove returns the move of a negative MoveTime: the first of moves
// (the legal moves of s) among those the game's ply.MoveOrderer ranks
// highest, or the first of moves.
func instantMove[S, M comparable](g ply.Game[S, M], s S, moves []M) M {
	o, ok := ply.As[ply.MoveOrderer[S, M]](g)
	if !ok {
		return moves[0]
	}
	best, bestP := moves[0], o.MovePriority(s, moves[0])
	for _, m := range moves[1:] {
		if p := o.MovePriority(s, m); p > bestP {
			best, bestP = m, p
		}
	}
	return best
}

// stopped returns the error reported when ctx stopped a search. The search
// may have seen ctx's deadline pass on the clock before ctx itself did.
func stopped(ctx context.Context) error {
	cause := context.Cause(ctx)
	if cause == nil {
		cause = context.DeadlineExceeded
	}
	return fmt.Errorf("search: stopped: %w", cause)
}

// pollInterval is how many nodes a search goes between two readings of
// the clock (a power of two).
const pollInterval = 64

// pollWork is how much work alpha-beta and MCTS playouts do between two
// readings of the clock, counted in generated moves; a node counts as
// pollWork/pollInterval moves. So a game with thousands of moves a state
// (Push Fight) reads the clock after each of its costly expansions, and one
// with a few moves every few dozen nodes.
const pollWork = 1024

// stopFlag is set asynchronously (by the context or a timer) and read by the
// search at every node, which is cheaper than polling ctx. Since a timer
// fires only when a processor is free to run it, which it may not be while
// every core searches, the search also reads the clock itself (poll) every
// pollInterval nodes or pollWork generated moves, and stops on time on a
// busy machine too.
type stopFlag struct {
	flag    atomic.Bool
	timed   atomic.Bool // the stop came from Options.MoveTime, not the context
	expired atomic.Bool // the clock passed the context's deadline

	start    time.Time     // the start of the search, on the monotonic clock
	limit    time.Duration // the first of moveTime and the context's deadline
	moveTime time.Duration // 0 if none
	clocked  bool          // limit is set
	wake     func()
}

// watch arranges for the flag to be set, and then wake to be called, when
// ctx is done or after d (if d > 0) from start. It returns the function that
// releases both watchers.
func (f *stopFlag) watch(ctx context.Context, start time.Time, d time.Duration, wake func()) (release func()) {
	f.start, f.wake = start, wake
	if d > 0 {
		f.moveTime, f.limit, f.clocked = d, d, true
	}
	if dl, ok := ctx.Deadline(); ok {
		if l := dl.Sub(start); !f.clocked || l < f.limit {
			f.limit, f.clocked = l, true
		}
	}
	stopCtx := context.AfterFunc(ctx, func() {
		f.flag.Store(true)
		if wake != nil {
			wake()
		}
	})
	var timer *time.Timer
	if d > 0 {
		timer = time.AfterFunc(d, func() {
			f.timed.Store(true)
			f.flag.Store(true)
			if wake != nil {
				wake()
			}
		})
	}
	return func() {
		stopCtx()
		if timer != nil {
			timer.Stop()
		}
	}
}

// poll reports whether the search must stop: the flag is set, or the clock
// shows the move time or the context's deadline past, which sets it.
func (f *stopFlag) poll() bool {
	if f.flag.Load() {
		return true
	}
	if !f.clocked {
		return false
	}
	e := time.Since(f.start)
	if e < f.limit {
		return false
	}
	if f.moveTime > 0 && e >= f.moveTime {
		f.timed.Store(true)
	} else {
		f.expired.Store(true)
	}
	f.flag.Store(true)
	if f.wake != nil {
		f.wake()
	}
	return true
}

// byContext reports whether the stop came from ctx (its cancellation or
// its deadline), rather than from the move time.
func (f *stopFlag) byContext(ctx context.Context) bool {
	return f.flag.Load() && !f.timed.Load() && (ctx.Err() != nil || f.expired.Load())
}

// pvTable is a triangular principal-variation table: row p holds the best
// line found from ply p.
type pvTable[M any] struct {
	line [][]M
}

// ensure makes room for plies 0..p.
func (t *pvTable[M]) ensure(p int) {
	for len(t.line) <= p {
		t.line = append(t.line, make([]M, 0, 16))
	}
}

// clear empties the line at ply p.
func (t *pvTable[M]) clear(p int) {
	t.line[p] = t.line[p][:0]
}

// set makes the line at ply p: m followed by the line at ply p+1.
func (t *pvTable[M]) set(p int, m M) {
	l := append(t.line[p][:0], m)
	if p+1 < len(t.line) {
		l = append(l, t.line[p+1]...)
	}
	t.line[p] = l
}

// root returns a copy of the line at ply 0.
func (t *pvTable[M]) root() []M {
	if len(t.line) == 0 {
		return nil
	}
	return append([]M(nil), t.line[0]...)
}
