// solve.go holds SolverPlayer, the exact solver of any game: null-window
// alpha-beta on the final result (win, draw or loss first, then the margin
// by bisection) over its own table, with enhanced transposition cutoffs,
// and a game's own exact solver (ExactSolver, OutcomeSolver) where it has
// one.

package search

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync"
	"time"
	"unsafe"

	"github.com/plygo/ply"
)

// Outcome is the exact game-theoretic outcome of a state for the player to
// move, or Unknown.
type Outcome int8

const (
	// Unknown: a limit stopped the solver before it knew.
	Unknown Outcome = iota
	// Loss: the player to move loses against perfect play.
	Loss
	// Draw: perfect play by both sides draws.
	Draw
	// Win: the player to move wins whatever the opponent does.
	Win
)

// String returns "unknown", "loss", "draw" or "win".
func (o Outcome) String() string {
	switch o {
	case Loss:
		return "loss"
	case Draw:
		return "draw"
	case Win:
		return "win"
	case Unknown:
		return "unknown"
	}
	return fmt.Sprintf("Outcome(%d)", int8(o))
}

// Solution is what SolverPlayer.Solve found.
type Solution[M any] struct {
	// Outcome is the value of the state for the player to move: Win,
	// Draw or Loss, or Unknown when a limit stopped the solver first.
	Outcome Outcome
	// Margin is, in a game that keeps score (ply.Result.Score), the final
	// score of the player to move minus the opponent's when both play
	// perfectly: the winner wins by as much as it can, the loser loses by
	// as little (clamped to ±MaxMargin). It is 0 in games without scores
	// and when Outcome is Unknown.
	Margin int
	// Move is a best move: one that keeps Outcome and Margin. It is the
	// first legal move when Outcome is Unknown.
	Move M
	// Nodes counts the states the solver created (calls to Apply, or the
	// placements of a game's own solver).
	Nodes uint64
	// Elapsed is the wall-clock time the solve took.
	Elapsed time.Duration
}

// ExactSolver is an optional capability: a game's own exact solver, used by
// SolverPlayer on the states it handles. SolveExact returns the final
// margin of s for the player to move (its score minus the opponent's, as
// Result scores them, at the end of perfect play, where the winner is the
// side with the higher score), a move that reaches it and the nodes it
// searched; handled is false, and nothing else matters, for a state it does
// not handle. It stops when ctx is done or after about nodes nodes (0: no
// limit) and returns an error then.
type ExactSolver[S, M any] interface {
	SolveExact(ctx context.Context, s S, nodes uint64) (margin int, best M, searched uint64, handled bool, err error)
}

// OutcomeSolver is an optional capability for games without scores: a
// game's own exact solver of the outcome, used by SolverPlayer on the
// states it handles, as ExactSolver is for games that keep score.
// SolveOutcome returns the outcome of s for the player to move (+1 a win,
// 0 a draw, -1 a loss), a move that keeps it and the nodes it searched;
// handled is false, and nothing else matters, for a state it does not
// handle. It stops when ctx is done or after about nodes nodes (0: no
// limit) and returns an error then.
type OutcomeSolver[S, M any] interface {
	SolveOutcome(ctx context.Context, s S, nodes uint64) (outcome int, best M, searched uint64, handled bool, err error)
}

// ExactSolverMaker is an optional capability of a game whose ExactSolver
// keeps a table, which its SolveExact shares between all its callers:
// NewExactSolver returns SolveExact on a table of the caller's own, of
// about tableMB mebibytes, made at the first state it handles and dropped
// with the function. A SolverPlayer with SolveOptions.ExactTableMB uses it.
type ExactSolverMaker[S, M any] interface {
	NewExactSolver(tableMB int) func(ctx context.Context, s S, nodes uint64) (margin int, best M, searched uint64, handled bool, err error)
}

// OutcomeSolverMaker is ExactSolverMaker for a game's OutcomeSolver.
type OutcomeSolverMaker[S, M any] interface {
	NewOutcomeSolver(tableMB int) func(ctx context.Context, s S, nodes uint64) (outcome int, best M, searched uint64, handled bool, err error)
}

// ScoringRules is an optional capability of a game that can score the end
// of a game by other rules than its Result's, such as Othello's, which
// gives the empty cells of an early end to the winner where Mapello's
// gives them to nobody: the winner is the same, the margin, and so a best
// move, can differ. ScoringRules lists the rules, Result's first, each as
// a name, a colon and a few words ("othello: empty cells to the winner").
// WithScoring returns the game scored by the rule named: its Result, and
// its own exact solver where it has one (ExactSolver, ExactSolverMaker),
// score by that rule, and everything else is the game's (the result is a
// ply.Wrapper, so that ply.As finds the game's other capabilities). An
// unknown name returns an error wrapping ply.ErrInvalidOption.
// SolveOptions.Rule uses it.
type ScoringRules[S, M comparable] interface {
	ScoringRules() []string
	WithScoring(rule string) (ply.Game[S, M], error)
}

// WithRule returns g scored by the named rule of its ScoringRules (the name
// before the colon), or g itself for "". A game without ScoringRules, or a
// name it does not list, returns an error wrapping ply.ErrInvalidOption.
func WithRule[S, M comparable](g ply.Game[S, M], rule string) (ply.Game[S, M], error) {
	if rule == "" {
		return g, nil
	}
	sr, ok := ply.As[ScoringRules[S, M]](g)
	if !ok {
		return nil, fmt.Errorf("search: scoring rule %q: the game has only its own: %w", rule, ply.ErrInvalidOption)
	}
	return sr.WithScoring(rule)
}

// PublishedReader is an optional capability of a game whose positions come
// in test suites with their solutions published beside them, such as the
// Othello endgame suites. ParsePublished reads one such line: the state,
// the scoring rule of the published scores (a name of ScoringRules, "" for
// Result's), and, when the line gives a score (scored), the exact margin
// of the state for the player to move and the moves the line names that
// reach it (none when it names none). A line of the game's plain notation
// is read as ply.Notation.ParseState reads it, with scored false. Errors
// are ParseState's.
type PublishedReader[S, M any] interface {
	ParsePublished(text string) (s S, rule string, margin int, best []M, scored bool, err error)
}

// SolveOptions configures a SolverPlayer. The zero value is a useful
// solver: a table of DefaultTableMB, every feature on. Each No* field
// switches one feature off, so that its effect can be measured; none
// changes a solution, only its cost.
type SolveOptions struct {
	// TableMB is the size of the transposition table in mebibytes, at
	// most MaxTableMB; 0 means DefaultTableMB. The table needs the game
	// to implement ply.Hasher. Its values are exact, so it is kept between
	// solves (see Reset).
	TableMB int
	// StackMB bounds, in mebibytes, what a solve keeps for each ply of
	// the line it follows: the moves there and the states after them,
	// which in a game of long lines and many moves (Push Fight) take more
	// than the table. A line that would pass it stops the solve, as a
	// limit does (Outcome Unknown). 0 means no bound.
	StackMB int
	// ExactTableMB, if positive, gives the player a game's own solver of
	// its own, with a table of ExactTableMB mebibytes at most, where the
	// game can make one (ExactSolverMaker, OutcomeSolverMaker); else the
	// player calls the game's SolveExact or SolveOutcome, whose tables
	// are the game's (shared by every caller, of the game's sizes).
	ExactTableMB int
	// Rule names the scoring rule the solver scores the end by, one of
	// the game's ScoringRules (the name before the colon); "" means the
	// game's own, its Result's. A game without ScoringRules, or a name it
	// does not list, makes every solve fail with an error wrapping
	// ply.ErrInvalidOption.
	Rule string
	// NoTable switches the transposition table off.
	NoTable bool
	// NoETC switches off enhanced transposition cutoffs: looking up every
	// child in the table for a cutoff before searching any.
	NoETC bool
	// NoOrdering ignores the game's ply.MoveOrderer hints (the table's
	// move still goes first).
	NoOrdering bool
	// NoExact ignores the game's ExactSolver and OutcomeSolver
	// capabilities.
	NoExact bool
	// ProofNumber finds the outcome by depth-first proof-number search
	// (df-pn: "a win?", then "at least a draw?") instead of alpha-beta,
	// and leaves the margin unsearched (0): for games without scores,
	// where it can pay (see docs/solved.md). Its table is its own, for
	// one solve.
	ProofNumber bool
}

// SolverPlayer solves states exactly. As a Searcher it plays perfectly
// wherever it can solve within its Limits: its Search returns the best
// move with the score of a proven result. It is safe for concurrent use:
// solves on one player take turns, because they share its table.
type SolverPlayer[S, M comparable] struct {
	g       ply.Game[S, M]
	opts    SolveOptions
	hasher  ply.Hasher[S]
	orderer ply.MoveOrderer[S, M]
	// exact and outcome are the game's own solver, if it has one: its
	// SolveExact or SolveOutcome, or those of newExact on a table of the
	// player's own.
	exact, outcome solveFunc[S, M]
	newExact       func() (exact, outcome solveFunc[S, M])

	// err is why opts are not valid for g (SolveOptions.Rule), returned
	// by every solve.
	err error

	mu sync.Mutex
	tt *solveTable[M]
}

// Solver returns an exact solver of g with the given options. Options that
// are not valid for g (SolveOptions.Rule) make every solve fail.
func Solver[S, M comparable](g ply.Game[S, M], opts SolveOptions) *SolverPlayer[S, M] {
	p := &SolverPlayer[S, M]{g: g, opts: opts}
	if opts.Rule != "" {
		rg, err := WithRule(g, opts.Rule)
		if err != nil {
			p.err = err
		} else {
			g, p.g = rg, rg
		}
	}
	p.hasher, _ = ply.As[ply.Hasher[S]](g)
	if !opts.NoOrdering {
		p.orderer, _ = ply.As[ply.MoveOrderer[S, M]](g)
	}
	if !opts.NoExact {
		if e, ok := ply.As[ExactSolver[S, M]](g); ok {
			p.exact = e.SolveExact
		}
		if o, ok := ply.As[OutcomeSolver[S, M]](g); ok {
			p.outcome = o.SolveOutcome
		}
		if mb := min(opts.ExactTableMB, MaxTableMB); mb > 0 {
			em, eok := ply.As[ExactSolverMaker[S, M]](g)
			om, ook := ply.As[OutcomeSolverMaker[S, M]](g)
			eok = eok && p.exact != nil
			ook = ook && p.outcome != nil
			if eok || ook {
				p.newExact = func() (exact, outcome solveFunc[S, M]) {
					exact, outcome = p.exact, p.outcome
					if eok {
						exact = em.NewExactSolver(mb)
					}
					if ook {
						outcome = om.NewOutcomeSolver(mb)
					}
					return exact, outcome
				}
				p.exact, p.outcome = p.newExact()
			}
		}
	}
	return p
}

// solveFunc is a game's own solver: ExactSolver.SolveExact or
// OutcomeSolver.SolveOutcome.
type solveFunc[S, M any] func(ctx context.Context, s S, nodes uint64) (value int, best M, searched uint64, handled bool, err error)

// Reset empties the table, and that of the game's own solver where the
// player has one of its own (SolveOptions.ExactTableMB).
func (p *SolverPlayer[S, M]) Reset() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.tt != nil {
		clear(p.tt.slots)
	}
	if p.newExact != nil {
		p.exact, p.outcome = p.newExact()
	}
}

// Choose returns a best move of s; see Search.
func (p *SolverPlayer[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := p.Search(ctx, s, Limits{})
	return r.Move, err
}

// Search solves s within lim (see Solve) and returns a best move, with
// the score of the proven result: WinScore+Margin·MarginUnit for a win
// (at no particular distance: the solver ignores the length of games), its
// negation for a loss, 0 for a draw; Depth 1 and Completed. When a limit
// stops the solve it returns the first legal move with Score 0, Depth 0
// and Completed false, and no error unless ctx stopped it.
func (p *SolverPlayer[S, M]) Search(ctx context.Context, s S, lim Limits) (Result[M], error) {
	sol, err := p.Solve(ctx, s, lim)
	r := Result[M]{Move: sol.Move, Nodes: sol.Nodes, Elapsed: sol.Elapsed}
	if sol.Outcome == Unknown {
		if err == nil {
			r.PV = []M{sol.Move}
		}
		return r, err
	}
	r.PV, r.Depth, r.Completed = []M{sol.Move}, 1, true
	margin := float64(min(abs(sol.Margin), MaxMargin)) * MarginUnit
	switch sol.Outcome {
	case Win:
		r.Score = WinScore + margin
	case Loss:
		r.Score = -(WinScore + margin)
	}
	return r, err
}

// Solve returns the exact outcome of s for the player to move, its margin
// in a game that keeps score, and a best move. Limits.Nodes and the time
// of lim (Limits.TimeLimit) stop it with Outcome Unknown and no error; Limits.Depth,
// if set, bounds the length of the lines it follows (a longer line makes
// the result Unknown), as a guard for games whose lines can be endless;
// Infinite changes nothing (there is no default budget). When ctx ends
// first it returns Unknown with an error wrapping ctx's; on a finished state
// an error wrapping ply.ErrGameOver.
func (p *SolverPlayer[S, M]) Solve(ctx context.Context, s S, lim Limits) (Solution[M], error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	var run searchRun[S, M]
	if done, err := run.begin(ctx, p.g, s, lim, p.err); done {
		return Solution[M]{Move: run.res.Move, Elapsed: time.Since(run.start)}, err
	}
	sv := solveRun[S, M]{p: p, maxPly: MaxDepth, nodeLimit: math.MaxUint64}
	if p.opts.StackMB > 0 {
		sv.stackLimit = p.opts.StackMB << 20
	}
	// The buffers go with the solve: nothing that outlives it (such as a
	// stopped timer not yet collected) keeps them through sv.
	defer sv.dropBuffers()
	if lim.Depth > 0 {
		sv.maxPly = lim.Depth
	}
	if lim.Nodes > 0 {
		sv.nodeLimit = lim.Nodes
	}
	defer sv.stop.watch(ctx, run.start, lim.TimeLimit(), nil)()
	sol := Solution[M]{Move: run.moves[0]}
	if p.exact != nil || p.outcome != nil {
		ectx, cancel := context.WithCancel(ctx)
		if t := lim.TimeLimit(); t > 0 {
			ectx, cancel = context.WithTimeout(ctx, t)
		}
		var (
			margin, outcome int
			best            M
			n               uint64
			handled         bool
			err             error
		)
		if p.exact != nil {
			margin, best, n, handled, err = p.exact(ectx, s, lim.Nodes)
			outcome = margin
		} else {
			outcome, best, n, handled, err = p.outcome(ectx, s, lim.Nodes)
		}
		cancel()
		if handled {
			sol.Nodes, sol.Elapsed = n, time.Since(run.start)
			if err != nil {
				if ctx.Err() != nil {
					return sol, stopped(ctx)
				}
				return sol, nil
			}
			sol.Move, sol.Margin = best, margin
			sol.Outcome = Draw
			if outcome > 0 {
				sol.Outcome = Win
			} else if outcome < 0 {
				sol.Outcome = Loss
			}
			return sol, nil
		}
	}
	if p.hasher != nil && !p.opts.NoTable {
		if p.tt == nil {
			mb, err := checkMB("SolveOptions.TableMB", p.opts.TableMB, DefaultTableMB, MaxTableMB)
			if err != nil {
				return sol, err
			}
			p.tt = newSolveTable[M](mb)
		}
		sv.tt = p.tt
	}
	v, best, ok := sv.solve(s)
	sol.Nodes, sol.Elapsed = sv.nodes, time.Since(run.start)
	if !ok {
		if sv.stop.byContext(ctx) {
			return sol, stopped(ctx)
		}
		return sol, nil
	}
	sol.Move = best
	switch {
	case v > MaxMargin:
		sol.Outcome, sol.Margin = Win, v-outcomeUnit
	case v < -MaxMargin:
		sol.Outcome, sol.Margin = Loss, v+outcomeUnit
	default:
		sol.Outcome, sol.Margin = Draw, v
	}
	return sol, nil
}

// outcomeUnit separates the outcomes in the solver's values: a state's
// value is outcomeUnit·o + margin, o = +1, 0 or -1 for a win, a draw or a
// loss of the player to move and margin its final score difference, so
// that the outcome counts first and the margin second.
const outcomeUnit = 2*MaxMargin + 1

// solveInf bounds every value.
const solveInf = outcomeUnit + MaxMargin + 1

// solveRun is one solve.
type solveRun[S, M comparable] struct {
	p         *SolverPlayer[S, M]
	tt        *solveTable[M]
	moves     [][]M // per-ply move buffers
	children  [][]S // per-ply child buffers
	order     [][]int32
	prio      [][]int
	nodes     uint64
	nodeLimit uint64
	maxPly    int
	stop      stopFlag
	clock     clock
	abort     bool

	rootMove    M
	rootHasMove bool

	// stack is the bytes of the per-ply buffers, stackAt each ply's
	// share of it; stackLimit bounds stack (0: no bound).
	stack, stackLimit int
	stackAt           []int
}

// solve finds the value of s and a best move: win, draw or loss by null
// windows, then the margin by bisection. ok is false when a limit
// stopped it.
func (sv *solveRun[S, M]) solve(s S) (v int, best M, ok bool) {
	if sv.p.opts.ProofNumber {
		return sv.solvePN(s)
	}
	// The outcome first: is it a win (v > MaxMargin)? If not, a loss?
	lo, hi := -solveInf, solveInf
	var guess int
	switch r := sv.test(s, MaxMargin+1); {
	case sv.abort:
		return 0, best, false
	case r > MaxMargin:
		lo, hi, guess = max(r, outcomeUnit-MaxMargin), outcomeUnit+MaxMargin, outcomeUnit
	default:
		hi = min(r, MaxMargin)
		switch r := sv.test(s, -MaxMargin); {
		case sv.abort:
			return 0, best, false
		case r >= -MaxMargin:
			lo, hi, guess = max(r, -MaxMargin), min(hi, MaxMargin), 0
		default:
			lo, hi, guess = -outcomeUnit-MaxMargin, min(r, -outcomeUnit+MaxMargin), -outcomeUnit
		}
	}
	// Then the margin: two probes around the likeliest value (a margin
	// of 0, the only one of games without scores), then bisection.
	moveAt := math.MinInt
	if sv.rootHasMove {
		moveAt = lo
	}
	for probe := 0; lo < hi; probe++ {
		var beta int
		switch {
		case probe == 0:
			beta = guess + 1
		case probe == 1 && hi == guess:
			beta = guess
		default:
			beta = lo + (hi-lo+1)/2
		}
		beta = min(max(beta, lo+1), hi)
		r := sv.test(s, beta)
		if sv.abort {
			return 0, best, false
		}
		if r >= beta {
			lo, moveAt = min(r, hi), min(r, hi)
		} else {
			hi = max(r, lo)
		}
	}
	if moveAt != lo {
		// No probe failed high at the value: one that does finds the move.
		sv.test(s, lo)
		if sv.abort {
			return 0, best, false
		}
	}
	return lo, sv.rootMove, true
}

// solvePN finds the outcome of s by df-pn, with a margin of 0.
func (sv *solveRun[S, M]) solvePN(s S) (v int, best M, ok bool) {
	win, m, ok := sv.proveOutcome(s, 1)
	switch {
	case !ok:
		return 0, best, false
	case win:
		return outcomeUnit, m, true
	}
	draw, m, ok := sv.proveOutcome(s, 0)
	switch {
	case !ok:
		return 0, best, false
	case draw:
		return 0, m, true
	}
	// Every move loses: the first.
	return -outcomeUnit, sv.p.g.AppendMoves(nil, s)[0], true
}

// test reports the value of s if it is below beta, else a value at least
// beta: a null-window search of (beta-1, beta). When it fails high it
// leaves the move that did in rootMove.
func (sv *solveRun[S, M]) test(s S, beta int) int {
	sv.rootHasMove = false
	return sv.node(s, sv.p.g.ToMove(s), beta-1, beta, 0)
}

// value returns the value for me of c, a state ply plies from the root.
func (sv *solveRun[S, M]) value(c S, me ply.Player, alpha, beta, ply int) int {
	g := sv.p.g
	if r, over := g.Result(c); over {
		return resultValue(r, me)
	}
	if cm := g.ToMove(c); cm != me {
		return -sv.node(c, cm, -beta, -alpha, ply)
	}
	return sv.node(c, me, alpha, beta, ply)
}

// resultValue is the value for me of a finished game of result r.
func resultValue(r ply.Result, me ply.Player) int {
	i := me.Index()
	if i < 0 {
		return 0
	}
	margin := min(max(r.Score[i]-r.Score[1-i], -MaxMargin), MaxMargin)
	return r.For(me)*outcomeUnit + margin
}

// node returns the value of the unfinished state s for me, its player to
// move, within (alpha, beta) (fail-soft).
func (sv *solveRun[S, M]) node(s S, me ply.Player, alpha, beta, ply int) int {
	if sv.abort || ply >= sv.maxPly {
		sv.abort = true
		return 0
	}
	g := sv.p.g
	for len(sv.moves) <= ply {
		sv.moves = append(sv.moves, nil)
		sv.children = append(sv.children, nil)
		sv.order = append(sv.order, nil)
		sv.prio = append(sv.prio, nil)
	}
	moves := g.AppendMoves(sv.moves[ply][:0], s)
	sv.moves[ply] = moves
	sv.clock.work += len(moves)
	if len(moves) == 0 {
		return stuckValue
	}
	if !sv.reserve(ply, len(moves)) {
		sv.abort = true
		return 0
	}
	var key uint64
	ttMove, hasTTMove := moves[0], false
	if sv.tt != nil {
		key = sv.p.hasher.Hash(s)
		if e := sv.tt.probe(key); e != nil {
			lo, hi := int(e.lo), int(e.hi)
			// The root searches on, so as to find its move.
			if ply > 0 && (lo >= beta || lo == hi) {
				return lo
			}
			if ply > 0 && hi <= alpha {
				return hi
			}
			if ply > 0 {
				alpha, beta = max(alpha, lo), min(beta, hi)
			}
			ttMove, hasTTMove = e.move, e.hasMove
		}
	}
	children := sv.children[ply][:0]
	for _, m := range moves {
		children = append(children, g.Apply(s, m))
	}
	sv.children[ply] = children
	sv.nodes += uint64(len(moves))
	if sv.stop.flag.Load() || sv.clock.spend(&sv.stop, nodeWork*len(moves)) || sv.nodes >= sv.nodeLimit {
		sv.abort = true
		return 0
	}
	// Enhanced transposition cutoffs: a child whose bound in the table
	// already refutes the window ends the search of s.
	if sv.tt != nil && !sv.p.opts.NoETC {
		for i, c := range children {
			e := sv.tt.probe(sv.p.hasher.Hash(c))
			if e == nil {
				continue
			}
			v := int(e.lo)
			if g.ToMove(c) != me {
				v = -int(e.hi)
			}
			if v >= beta {
				sv.rootFound(ply, moves[i], true)
				return v
			}
		}
	}
	order := sv.orderMoves(s, moves, ply, ttMove, hasTTMove)
	best, bestMove := -solveInf, moves[order[0]]
	for _, i := range order {
		v := sv.value(children[i], me, max(alpha, best), beta, ply+1)
		if sv.abort {
			return 0
		}
		if v > best {
			best, bestMove = v, moves[i]
			if v >= beta {
				break
			}
		}
	}
	sv.rootFound(ply, bestMove, best >= beta)
	if sv.tt != nil {
		sv.tt.store(key, best, alpha, beta, bestMove)
	}
	return best
}

// reserve makes room at ply for the children, order and priorities of n
// moves, within the bound of SolveOptions.StackMB: false, with nothing
// allocated, where they would pass it.
func (sv *solveRun[S, M]) reserve(ply, n int) bool {
	for len(sv.stackAt) <= ply {
		sv.stackAt = append(sv.stackAt, 0)
	}
	var s S
	var m M
	bytes := cap(sv.moves[ply])*int(unsafe.Sizeof(m)) +
		max(cap(sv.children[ply]), n)*int(unsafe.Sizeof(s)) +
		max(cap(sv.order[ply]), n)*int(unsafe.Sizeof(int32(0)))
	if sv.p.orderer != nil {
		bytes += max(cap(sv.prio[ply]), n) * int(unsafe.Sizeof(0))
	}
	if sv.stackLimit > 0 && sv.stack-sv.stackAt[ply]+bytes > sv.stackLimit {
		return false
	}
	sv.stack += bytes - sv.stackAt[ply]
	sv.stackAt[ply] = bytes
	sv.children[ply] = slices.Grow(sv.children[ply][:0], n)
	sv.order[ply] = slices.Grow(sv.order[ply][:0], n)
	if sv.p.orderer != nil {
		sv.prio[ply] = slices.Grow(sv.prio[ply][:0], n)
	}
	return true
}

// dropBuffers lets the per-ply buffers go.
func (sv *solveRun[S, M]) dropBuffers() {
	sv.moves, sv.children, sv.order, sv.prio, sv.stackAt = nil, nil, nil, nil, nil
}

// rootFound records m as the root's move when ply is the root and m failed
// high (ok).
func (sv *solveRun[S, M]) rootFound(ply int, m M, ok bool) {
	if ply == 0 && ok {
		sv.rootMove, sv.rootHasMove = m, true
	}
}

// orderMoves returns the indexes of moves in the order to search them:
// the table's move first, then by the game's MoveOrderer priority, else in
// generation order.
func (sv *solveRun[S, M]) orderMoves(s S, moves []M, ply int, ttMove M, hasTTMove bool) []int32 {
	order := sv.order[ply][:0]
	for i := range moves {
		order = append(order, int32(i))
	}
	sv.order[ply] = order
	var prio []int
	if o := sv.p.orderer; o != nil {
		prio = sv.prio[ply][:0]
		for _, m := range moves {
			prio = append(prio, o.MovePriority(s, m))
		}
		sv.prio[ply] = prio
	}
	key := func(i int32) int {
		if hasTTMove && moves[i] == ttMove {
			return math.MaxInt
		}
		if prio != nil {
			return prio[i]
		}
		return 0
	}
	if !hasTTMove && prio == nil {
		return order
	}
	// Insertion sort, stable: lists are short and mostly in order.
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && key(order[j]) > key(order[j-1]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	return order
}

// solveEntry is one slot of the solver's table: bounds on the exact value
// of the state with the given hash, for its player to move.
type solveEntry[M any] struct {
	key     uint64
	lo, hi  int32
	move    M
	hasMove bool
	used    bool
}

// solveTable is the solver's table: one slot per hash, replaced by every
// store of another state. Its values are exact, so they hold in every
// later solve.
type solveTable[M any] struct {
	slots []solveEntry[M]
	mask  uint64
}

// newSolveTable returns a table of at most mb mebibytes.
func newSolveTable[M any](mb int) *solveTable[M] {
	var e solveEntry[M]
	size := uint64(unsafe.Sizeof(e))
	n := uint64(1024)
	for n*2*size <= uint64(mb)<<20 {
		n *= 2
	}
	return &solveTable[M]{slots: make([]solveEntry[M], n), mask: n - 1}
}

// probe returns the entry of key, or nil.
func (t *solveTable[M]) probe(key uint64) *solveEntry[M] {
	e := &t.slots[mix(key)&t.mask]
	if e.used && e.key == key {
		return e
	}
	return nil
}

// store records what a search of the state of key within (alpha, beta)
// found, v and its best move, merging with the bounds already known. The
// entry's move, if it has one, is always one worth at least its lower
// bound: a search that failed low found no such move.
func (t *solveTable[M]) store(key uint64, v, alpha, beta int, move M) {
	e := &t.slots[mix(key)&t.mask]
	lo, hi := int32(-solveInf), int32(solveInf)
	hasMove := false
	if e.used && e.key == key {
		lo, hi = e.lo, e.hi
		move2, has2 := e.move, e.hasMove
		if v <= alpha || int32(v) < lo {
			move, hasMove = move2, has2
		} else {
			hasMove = true
		}
	} else {
		hasMove = v > alpha
	}
	if v > alpha {
		lo = max(lo, int32(v))
	}
	if v < beta {
		hi = min(hi, int32(v))
	}
	*e = solveEntry[M]{key: key, lo: lo, hi: hi, move: move, hasMove: hasMove, used: true}
}

// mix spreads a game's hash over the table's index bits.
func mix(key uint64) uint64 {
	key ^= key >> 31
	key *= 0x9e3779b97f4a7c15
	return key ^ key>>29
}
