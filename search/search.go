// search.go holds what every player shares: Searcher, Limits, Result, the
// scoring of finished games, the start and end of a search and its clock.

package search

import (
	"context"
	"fmt"
	"iter"
	"math"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/plygo/ply"
)

// Searcher is a player: it chooses a move for the player to move in a
// state. Every player of this package implements it (Random, Greedy,
// Minimax, AlphaBeta, MCTS), and so can any other, such as a bot behind a
// protocol.
type Searcher[S, M comparable] interface {
	// Choose returns the move the player chooses in s with its default
	// budget: Search(ctx, s, Limits{}).Move and its error.
	Choose(ctx context.Context, s S) (M, error)
	// Search searches s within lim and returns what it found. When ctx
	// ends first it returns the best move found so far (the first legal
	// move if none was) with an error wrapping ctx's; on a finished state
	// an error wrapping ply.ErrGameOver and no move.
	Search(ctx context.Context, s S, lim Limits) (Result[M], error)
}

// Limits bounds one search; it is passed to every call of Search or
// Iterate, so that one player can search with a different budget each time.
// The context can always stop a search earlier.
//
// A zero Limits (no Depth, Nodes, MoveTime or Clock, and not Infinite) is the
// player's default budget: DefaultDepth plies for AlphaBeta and Minimax,
// DefaultPlayouts playouts for MCTS. It does not depend on the context.
// When several limits are set, the search stops at the first reached.
type Limits struct {
	// Depth is the depth in plies of an alpha-beta or minimax search, at
	// most MaxDepth; 0 means no depth limit (Minimax then searches
	// DefaultDepth). A negative depth is an error wrapping
	// ply.ErrInvalidOption. MCTS ignores it.
	Depth int
	// Nodes stops the search once it has created about this many states
	// (alpha-beta, checked every 1024 nodes of each thread) or run this
	// many playouts (MCTS, all threads together); 0 means no limit. With a
	// node limit and no time limit the whole result is the same on every
	// run, with any number of threads.
	Nodes uint64
	// MoveTime stops the search after this long, as a deadline on the
	// context would, except that the search then returns no error; 0
	// means no limit. The search reads the clock as it works, so it keeps
	// the time even when every core is busy. A negative MoveTime asks for
	// a move at once, without a search: the first legal move among those
	// the game's ply.MoveOrderer ranks highest, or the first legal move
	// (Depth 0, Nodes 0, Completed true).
	MoveTime time.Duration
	// Clock, if not zero, is the player's clock: the search stops at its
	// budget (Clock.Budget, the time manager), or at MoveTime if that is
	// shorter (see TimeLimit). With no Depth or Nodes it thinks until
	// then rather than to its default depth or playouts.
	//
	// Alpha-beta paces itself on a running clock (Clock.Running: not a
	// fixed time per move), between the clock's soft and hard limits
	// (Clock.Bounds, TimeBounds): after each depth it starts the next
	// only if it expects it to finish (its time the last depth's times
	// the growth of the last two) within the hard limit and within 1.6
	// times a target. The target is the soft limit, twice it when the
	// best move changed at the last depth and 1.4 times when at the
	// depth before, 0.7 times when the best move has stayed for 4
	// depths and half when for 6; 1.5 times more (at least 1.5) when
	// the score fell by more than Options.DropMargin against the mean
	// of the two depths before; at most the hard limit. A depth in
	// progress stops at the hard limit. With one legal move it searches
	// one ply and plays it. Options.NoPacing switches this off.
	Clock Clock
	// Infinite lifts the default budget: with no other limit the search
	// goes on until ctx is done or the result is proven (alpha-beta: up
	// to MaxDepth plies).
	Infinite bool
	// MultiPV asks for the best MultiPV root moves rather than the best
	// one, each with its value and line, in Result.Lines (MultiPV in UCI's
	// words). Alpha-beta then values each of them exactly: at a fixed
	// depth a line's Score is the value of a search of that depth with its
	// root move forced. MCTS reports its MultiPV most visited moves. 0
	// means one line and no Lines; at most MaxMultiPV; a negative value is
	// an error wrapping ply.ErrInvalidOption. Asking for more lines than
	// there are legal moves gives them all. Other players ignore it.
	MultiPV int
}

// MaxMultiPV bounds Limits.MultiPV.
const MaxMultiPV = 256

// unbounded reports whether lim sets no limit of its own, so that the
// player's default budget applies.
func (lim Limits) unbounded() bool {
	return lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 && lim.Clock.IsZero() && !lim.Infinite
}

// check checks lim's fields.
func (lim Limits) check() error {
	switch {
	case lim.Depth < 0:
		return optionError("Limits.Depth", lim.Depth, "negative")
	case lim.Depth > MaxDepth:
		return optionError("Limits.Depth", lim.Depth, fmt.Sprintf("more than MaxDepth (%d)", MaxDepth))
	case lim.MultiPV < 0:
		return optionError("Limits.MultiPV", lim.MultiPV, "negative")
	case lim.MultiPV > MaxMultiPV:
		return optionError("Limits.MultiPV", lim.MultiPV, fmt.Sprintf("more than MaxMultiPV (%d)", MaxMultiPV))
	}
	return nil
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
	// An alpha-beta search of one thread and one line that is stopped
	// in the depth after it, once that depth has valued Depth's move
	// and found a better one, plays the better one: Move, Score and PV
	// are then the deeper depth's.
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
	// Lines holds the best Limits.MultiPV root moves, best first (Lines[0]
	// is Move, Score and PV), when Limits.MultiPV is set; nil otherwise.
	Lines []Line[M]
}

// Line is one of the best root moves of a search asked for several
// (Limits.MultiPV).
type Line[M any] struct {
	// Move is the root move.
	Move M
	// Score is its value for the player to move at the root, as
	// Result.Score: for alpha-beta the exact value of Move at Depth (the
	// value of a search of that depth with Move forced), for MCTS the
	// mean outcome of its playouts from -1 to +1, unless proven.
	Score float64
	// Depth is the depth in plies of the search that valued Move; for
	// MCTS the length of PV.
	Depth int
	// PV is Move and the best replies expected after it.
	PV []M
	// Visits is the number of playouts through Move (MCTS only).
	Visits uint64
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

// rootMoves checks that s is a state a player can move in and appends its
// legal moves to buf. It is the one place that decides what a state that
// is not over but has no legal move (a game breaking the contract) means at
// the root: an error wrapping ply.ErrInvalidState. Below the root the
// searches value such a state as stuckValue.
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

// stuckValue is the value, for the player to move, of a state below the
// root that is not over but has no legal move (see rootMoves): a draw, so
// that a search never fails on it. MCTS scores its playouts as a draw.
const stuckValue = 0

// searchRun is what one search of alpha-beta or MCTS shares with the
// other: its start, the root moves and the result being built.
type searchRun[S, M comparable] struct {
	start time.Time
	moves []M       // the legal moves of the root, in generation order
	res   Result[M] // the first legal move until the search finds better
}

// begin starts run, a search of s within lim; optErr is the error of the
// player's options, if any. It reports whether there is nothing to search
// (an error, a context already done, or a negative MoveTime: a move at
// once), and then run.res and err are the answer.
func (run *searchRun[S, M]) begin(ctx context.Context, g ply.Game[S, M], s S, lim Limits, optErr error) (done bool, err error) {
	run.start = time.Now()
	if optErr == nil {
		optErr = lim.check()
	}
	if optErr != nil {
		return true, optErr
	}
	run.moves, err = rootMoves(g, s, nil)
	if err != nil {
		return true, err
	}
	run.res = Result[M]{Move: run.moves[0], PV: run.moves[:1:1]}
	switch {
	case ctx.Err() != nil:
		run.res.Elapsed = time.Since(run.start)
		return true, stopped(ctx)
	case lim.MoveTime < 0:
		m := instantMove(g, s, run.moves)
		run.res = Result[M]{Move: m, PV: []M{m}, Elapsed: time.Since(run.start), Completed: true}
		return true, nil
	}
	return false, nil
}

// end returns the result of a run that stop ended or that finished: with
// an error if ctx stopped it, else Completed.
func (run *searchRun[S, M]) end(ctx context.Context, stop *stopFlag) (Result[M], error) {
	run.res.Elapsed = time.Since(run.start)
	if stop.byContext(ctx) {
		return run.res, stopped(ctx)
	}
	run.res.Completed = true
	return run.res, nil
}

// MaxThreads bounds Options.Threads and MCTSOptions.Threads.
const MaxThreads = 256

// optionError returns the error of an option out of range: the error a
// search returns when one of its options is out of range (a negative
// depth or table size, too many threads, a NaN or infinite constant, and
// so on) wraps ply.ErrInvalidOption. Each field of Options and MCTSOptions
// documents the values it accepts.
func optionError(name string, v any, why string) error {
	return fmt.Errorf("search: %s = %v: %s: %w", name, v, why, ply.ErrInvalidOption)
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

// pollWork is how much work a thread of a search does between two readings
// of the clock, counted in generated moves; creating a state (an Apply)
// counts as nodeWork moves. So a game with thousands of moves a state (Push
// Fight) reads the clock after each of its costly expansions, and one with a
// few moves every few dozen nodes. Every search reads the clock this way
// (see clock).
const (
	pollWork = 1024
	nodeWork = 16
)

// clock counts one thread's work since it last read the clock.
type clock struct {
	work int
}

// spend counts n units of work (see pollWork) and reports whether the
// clock, read once the work reaches pollWork, shows the time past (see
// stopFlag.poll). The caller reads the stop flag itself, at every node:
//
//	if stop.flag.Load() || c.spend(&stop, nodeWork) { ... stop ... }
func (c *clock) spend(f *stopFlag, n int) bool {
	c.work += n
	return c.work >= pollWork && c.read(f)
}

// read reads the clock (see stopFlag.poll), out of spend's inlined path.
func (c *clock) read(f *stopFlag) bool {
	c.work = 0
	return f.poll()
}

// stopFlag is set asynchronously (by the context or a timer) and read by the
// search at every node, which is cheaper than polling ctx. Since a timer
// fires only when a processor is free to run it, which it may not be while
// every core searches, the search also reads the clock itself (poll) as it
// works (see clock), and stops on time on a busy machine too.
type stopFlag struct {
	flag    atomic.Bool
	timed   atomic.Bool // the stop came from Limits.MoveTime, not the context
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

// progress turns a search that reports its progress to a callback (which
// returns false to stop it) into the sequence Iterate returns: each report
// with a nil error, then the search's own result and error, unless the
// loop broke off first.
func progress[M any](run func(report func(Result[M]) bool) (Result[M], error)) iter.Seq2[Result[M], error] {
	return func(yield func(Result[M], error) bool) {
		broke := false
		r, err := run(func(r Result[M]) bool {
			if !yield(r, nil) {
				broke = true
				return false
			}
			return true
		})
		if !broke {
			yield(r, err)
		}
	}
}
