// solve.go holds the type-erased exact solver (Solver, NewSolver) and the
// "oracle" bot, which plays the solver's move wherever it can solve.

package registry

import (
	"cmp"
	"context"
	"fmt"
	"iter"
	"slices"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/search"
)

// Solution is what a Solver found in a position: the search.Solution of
// the game's solver, with its move as a handle.
type Solution struct {
	// Outcome is the value for the player to move, or search.Unknown when
	// a limit stopped the solver first.
	Outcome search.Outcome
	// Margin is the final score difference of perfect play for the player
	// to move, in games that keep score; 0 otherwise.
	Margin int
	// Move is a best move (the first legal move when Outcome is Unknown).
	Move Move
	// Nodes counts the states the solver created.
	Nodes uint64
	// Elapsed is the time the solve took.
	Elapsed time.Duration
}

// Solver solves the positions of one game exactly (search.Solver). It keeps
// its table between solves, so that solving the positions after each move
// of a position reuses the work. It is safe for concurrent use.
type Solver interface {
	// Solve solves p within lim, as search.SolverPlayer.Solve does.
	Solve(ctx context.Context, p Position, lim search.Limits) (Solution, error)
	// Result is the game's Result of p, scored by the solver's rule
	// (search.SolveOptions.Rule): what a move that ends the game is
	// worth to it.
	Result(p Position) (r ply.Result, over bool)
}

// NewSolver returns an exact solver of g with the given options. g must be
// a Game of this package (from Open or Adapt). A SolveOptions.Rule that is
// not one of g's ScoringRules returns an error wrapping
// ply.ErrInvalidOption.
func NewSolver(g Game, opts search.SolveOptions) (Solver, error) {
	m, ok := g.(interface {
		newSolver(search.SolveOptions) (Solver, error)
	})
	if !ok {
		return nil, fmt.Errorf("registry: %T is not a game of this package: %w", g, ErrPosition)
	}
	return m.newSolver(opts)
}

// ScoringRules returns the rules g's solver can score the end of a game by
// (search.ScoringRules, SolveOptions.Rule): the game's own first, each a
// name, a colon and a few words, such as "othello: discs, the empty cells
// to the winner"; nil for a game with its own rule only, or a Game not of
// this package.
func ScoringRules(g Game) []string {
	m, ok := g.(interface{ scoringRules() []string })
	if !ok {
		return nil
	}
	return m.scoringRules()
}

// RuleName returns the name of a rule of ScoringRules: the text before
// its colon.
func RuleName(rule string) string {
	name, _, _ := strings.Cut(rule, ":")
	return strings.TrimSpace(name)
}

// Published is the answer a test suite publishes beside a position
// (search.PublishedReader).
type Published struct {
	// Rule is the scoring rule of the published scores, the name of one
	// of the game's ScoringRules; "" for the game's own.
	Rule string
	// Scored reports whether the line gives a score: Margin and Best are
	// unset without one.
	Scored bool
	// Margin is the exact margin of the position for the player to move.
	Margin int
	// Best are the moves the line gives that margin; none when it names
	// none.
	Best []Move
}

// ParsePublished reads a position with the answer published beside it, in
// a game that reads test suites' lines (search.PublishedReader); a game
// that does not reads the position as Rules.ParsePosition does, and
// publishes nothing. Errors are ParsePosition's, or wrap ErrPosition for a
// Game not of this package.
func ParsePublished(g Game, text string) (Position, Published, error) {
	m, ok := g.(interface {
		parsePublished(string) (Position, Published, error)
	})
	if !ok {
		return Position{}, Published{}, fmt.Errorf("registry: %T is not a game of this package: %w", g, ErrPosition)
	}
	return m.parsePublished(text)
}

func (a *adapter[S, M]) scoringRules() []string {
	if sr, ok := ply.As[search.ScoringRules[S, M]](a.g); ok {
		return slices.Clone(sr.ScoringRules())
	}
	return nil
}

func (a *adapter[S, M]) parsePublished(text string) (Position, Published, error) {
	pr, ok := ply.As[search.PublishedReader[S, M]](a.g)
	if !ok {
		p, err := a.ParsePosition(text)
		return p, Published{}, err
	}
	s, rule, margin, best, scored, err := pr.ParsePublished(text)
	if err != nil {
		return Position{}, Published{}, err
	}
	pub := Published{Rule: rule, Scored: scored}
	if scored {
		pub.Margin = margin
		for _, m := range best {
			pub.Best = append(pub.Best, a.move(s, m))
		}
	}
	return Position{s}, pub, nil
}

// solver is a search.SolverPlayer behind the Solver interface; g is the
// game scored by its rule.
type solver[S, M comparable] struct {
	a  *adapter[S, M]
	g  ply.Game[S, M]
	sv *search.SolverPlayer[S, M]
}

func (a *adapter[S, M]) newSolver(opts search.SolveOptions) (Solver, error) {
	if opts.Rule != "" && a.scoringRules() == nil {
		return nil, fmt.Errorf("%s: scoring rule %q: the game has only its own: %w", a.name, opts.Rule, ply.ErrInvalidOption)
	}
	g, err := search.WithRule(a.g, opts.Rule)
	if err != nil {
		return nil, err
	}
	return &solver[S, M]{a: a, g: g, sv: search.Solver(a.g, opts)}, nil
}

func (s *solver[S, M]) Result(p Position) (ply.Result, bool) {
	st, ok := s.a.state(p)
	if !ok {
		return ply.Result{}, true
	}
	return s.g.Result(st)
}

func (s *solver[S, M]) Solve(ctx context.Context, p Position, lim search.Limits) (Solution, error) {
	st, ok := s.a.state(p)
	if !ok {
		return Solution{}, s.a.badPosition()
	}
	sol, err := s.sv.Solve(ctx, st, lim)
	out := Solution{Outcome: sol.Outcome, Margin: sol.Margin, Nodes: sol.Nodes, Elapsed: sol.Elapsed}
	if _, perr := ply.Play(s.a.g, st, sol.Move); perr == nil {
		out.Move = s.a.move(st, sol.Move)
	}
	return out, err
}

// oracleTime is the budget of a bare "oracle".
const oracleTime = 10 * time.Second

// oracle returns the oracle bot of spec (Kind oracle): the solver's move
// wherever it solves the position within spec's limit (MoveTime or Nodes,
// else oracleTime), else the move of an alpha-beta search of the time left
// (or of its default depth, for a node limit). As a ResourceBot all it
// keeps (oracleSizes) shares the memory bound.
func (a *adapter[S, M]) oracle(spec bot.Spec) *searchBot[S, M] {
	lim := search.Limits{MoveTime: oracleTime}
	switch {
	case spec.MoveTime > 0:
		lim.MoveTime = spec.MoveTime
	case spec.Nodes > 0:
		lim = search.Limits{Nodes: spec.Nodes}
	}
	o := newOracle(a.g, 0)
	sb := &searchBot[S, M]{a: a, p: o, lim: lim, iterate: o.Iterate}
	sb.remake = func() {
		mb, _ := sb.bounded(0, 1)
		o := newOracle(a.g, mb)
		sb.p, sb.iterate = o, o.Iterate
	}
	return sb
}

// oracleSizes returns the sizes in mebibytes of what an oracle bounded to
// mb mebibytes (0: no bound) keeps, a quarter of mb each: the solver's
// table, its buffers of the line it follows (search.SolveOptions.StackMB),
// the table of the game's own solver (search.SolveOptions.ExactTableMB),
// and alpha-beta's table. Unbounded, the tables and buffers have
// search.DefaultTableMB each, and the game's own solver its own sizes (0).
func oracleSizes(mb int) (solverMB, stackMB, exactMB, alphaBetaMB int) {
	if mb <= 0 {
		return search.DefaultTableMB, search.DefaultTableMB, 0, search.DefaultTableMB
	}
	q := max(mb/4, 1)
	return q, q, q, q
}

// newOracle returns an oracle within mb mebibytes (see oracleSizes).
func newOracle[S, M comparable](g ply.Game[S, M], mb int) *oraclePlayer[S, M] {
	solverMB, stackMB, exactMB, alphaBetaMB := oracleSizes(mb)
	return &oraclePlayer[S, M]{
		g:  g,
		sv: search.Solver(g, search.SolveOptions{TableMB: solverMB, StackMB: stackMB, ExactTableMB: exactMB}),
		ab: search.AlphaBeta(g, search.Options{TableMB: alphaBetaMB}),
	}
}

// oraclePlayer plays the solver's move, or alpha-beta's where the solver
// runs out of its limit.
type oraclePlayer[S, M comparable] struct {
	g  ply.Game[S, M]
	sv *search.SolverPlayer[S, M]
	ab *search.AlphaBetaPlayer[S, M]
}

func (o *oraclePlayer[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := o.Search(ctx, s, search.Limits{MoveTime: oracleTime})
	return r.Move, err
}

func (o *oraclePlayer[S, M]) Search(ctx context.Context, s S, lim search.Limits) (search.Result[M], error) {
	start := time.Now()
	r, err := o.sv.Search(ctx, s, lim)
	if err != nil || r.Completed {
		return r, err
	}
	abLim := search.Limits{}
	if lim.MoveTime > 0 {
		abLim.MoveTime = max(lim.MoveTime-time.Since(start), time.Millisecond)
	}
	ab, err := o.ab.Search(ctx, s, abLim)
	ab.Nodes += r.Nodes
	ab.Elapsed = time.Since(start)
	return ab, err
}

// Iterate yields one result, Search's, so that the oracle analyses games:
// with lim.MultiPV above 1 and a position it solves, the exact value of
// every move, best first, each child solved within what is left of the
// time; where it cannot solve them all, alpha-beta's lines in the time
// left.
func (o *oraclePlayer[S, M]) Iterate(ctx context.Context, s S, lim search.Limits) iter.Seq2[search.Result[M], error] {
	return func(yield func(search.Result[M], error) bool) {
		start := time.Now()
		r, err := o.Search(ctx, s, lim)
		if err != nil || lim.MultiPV <= 1 || !r.Completed {
			yield(r, err)
			return
		}
		g := o.g
		var lines []search.Line[M]
		for _, m := range g.AppendMoves(nil, s) {
			child := g.Apply(s, m)
			line := search.Line[M]{Move: m, Depth: 1, PV: []M{m}}
			if res, over := g.Result(child); over {
				switch res.For(g.ToMove(s)) {
				case 1:
					line.Score = search.WinScore
				case -1:
					line.Score = -search.WinScore
				}
				lines = append(lines, line)
				continue
			}
			sub := lim
			sub.MultiPV = 0
			if lim.MoveTime > 0 {
				sub.MoveTime = lim.MoveTime - time.Since(start)
				if sub.MoveTime <= 0 {
					break
				}
			}
			c, err := o.sv.Search(ctx, child, sub)
			if err != nil {
				yield(r, err)
				return
			}
			if !c.Completed {
				break
			}
			line.Score = c.Score
			if g.ToMove(child) != g.ToMove(s) {
				line.Score = -c.Score
			}
			line.PV = append(line.PV, c.Move)
			lines = append(lines, line)
			r.Nodes += c.Nodes
		}
		if len(lines) < len(g.AppendMoves(nil, s)) {
			abLim := search.Limits{MultiPV: lim.MultiPV}
			if lim.MoveTime > 0 {
				abLim.MoveTime = max(lim.MoveTime-time.Since(start), time.Millisecond)
			}
			ab, err := o.ab.Search(ctx, s, abLim)
			ab.Nodes += r.Nodes
			ab.Elapsed = time.Since(start)
			yield(ab, err)
			return
		}
		slices.SortStableFunc(lines, func(a, b search.Line[M]) int { return cmp.Compare(b.Score, a.Score) })
		r.Lines = lines[:min(lim.MultiPV, len(lines))]
		r.Elapsed = time.Since(start)
		yield(r, nil)
	}
}
