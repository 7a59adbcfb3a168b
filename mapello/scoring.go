// scoring.go holds the scoring rules a Mapello game can be solved by
// (ScoringRules, WithScoring: Mapello's own and Othello's) and the reading
// of the Othello test suites' published answers (ParsePublished).

package mapello

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/plygo/ply"
)

// The names of the scoring rules, as ScoringRules lists them.
const (
	// MapelloRuleName names MapelloRule, the game's own.
	MapelloRuleName = "mapello"
	// OthelloRuleName names OthelloRule, the rule of the Othello test
	// suites.
	OthelloRuleName = "othello"
)

// ScoringRules lists the rules a game's end can be scored by: Mapello's
// own (MapelloRule, Result's), then Othello's (OthelloRule). It implements
// search.ScoringRules with WithScoring.
func (g *Game) ScoringRules() []string {
	return []string{
		MapelloRuleName + ": discs and bonus points, empty cells count for nobody",
		OthelloRuleName + ": discs, the empty cells to the winner",
	}
}

// WithScoring returns g scored by the named rule: g itself for "mapello";
// for "othello", a game that is g in all but its score, which counts the
// discs alone (no bonus points) and gives the empty cells of a game that
// ends before the board is full to the side with more discs: its Result,
// its RandomPlayout's result and its own exact solver (SolveExact,
// NewExactSolver, an Endgame with OthelloRule) score that way. Another
// name returns an error wrapping ply.ErrInvalidOption. It implements
// search.ScoringRules.
func (g *Game) WithScoring(rule string) (ply.Game[State, Move], error) {
	switch rule {
	case MapelloRuleName:
		return g, nil
	case OthelloRuleName:
		return &othelloScored{g: g}, nil
	}
	return nil, fmt.Errorf("mapello: scoring rule %q: want %s or %s: %w", rule, MapelloRuleName, OthelloRuleName, ply.ErrInvalidOption)
}

// othelloScored is a Game scored by OthelloRule (WithScoring). It wraps
// the game (ply.Wrapper), so that ply.As finds the game's notation, hash,
// move ordering and the rest; it has its own Result, RandomPlayout and
// exact solver, the capabilities that score.
type othelloScored struct {
	g *Game
}

func (o *othelloScored) Unwrap() ply.Game[State, Move]          { return o.g }
func (o *othelloScored) Start() State                           { return o.g.Start() }
func (o *othelloScored) ToMove(s State) ply.Player              { return o.g.ToMove(s) }
func (o *othelloScored) AppendMoves(dst []Move, s State) []Move { return o.g.AppendMoves(dst, s) }
func (o *othelloScored) Apply(s State, m Move) State            { return o.g.Apply(s, m) }
func (o *othelloScored) Evaluate(s State, p ply.Player) float64 {
	return o.g.Evaluate(s, p)
}

// Result is the game's Result, scored by OthelloRule.
func (o *othelloScored) Result(s State) (ply.Result, bool) {
	if _, over := o.g.Result(s); !over {
		return ply.Result{}, false
	}
	return othelloResult(&s), true
}

// RandomPlayout is the game's RandomPlayout, its result scored by
// OthelloRule.
func (o *othelloScored) RandomPlayout(s State, rng *rand.Rand) (State, ply.Result, int) {
	end, _, plies := o.g.RandomPlayout(s, rng)
	return end, othelloResult(&end), plies
}

// othelloResult is the result of the finished game s by OthelloRule: the
// discs of each side, and the empty cells to the side with more.
func othelloResult(s *State) ply.Result {
	r := ply.Result{Score: [2]int{bits.OnesCount64(s.discs[0]), bits.OnesCount64(s.discs[1])}}
	empty := bits.OnesCount64(s.empty())
	switch {
	case r.Score[0] > r.Score[1]:
		r.Winner = ply.First
		r.Score[0] += empty
	case r.Score[0] < r.Score[1]:
		r.Winner = ply.Second
		r.Score[1] += empty
	}
	return r
}

// othelloEndgames holds the solvers othelloScored's SolveExact uses, one
// per concurrent call.
var othelloEndgames = sync.Pool{New: func() any { return NewEndgame(OthelloRule, endgameMB) }}

// SolveExact is Game.SolveExact by OthelloRule.
func (o *othelloScored) SolveExact(ctx context.Context, s State, nodes uint64) (margin int, best Move, searched uint64, handled bool, err error) {
	if !o.g.endgameHandles(s) {
		return 0, Pass, 0, false, nil
	}
	e := othelloEndgames.Get().(*Endgame)
	defer othelloEndgames.Put(e)
	r, err := e.Solve(ctx, s, nodes)
	return r.Margin, r.Move, r.Nodes, true, err
}

// NewExactSolver is Game.NewExactSolver by OthelloRule.
func (o *othelloScored) NewExactSolver(tableMB int) func(ctx context.Context, s State, nodes uint64) (margin int, best Move, searched uint64, handled bool, err error) {
	var (
		mu sync.Mutex
		e  *Endgame
	)
	return func(ctx context.Context, s State, nodes uint64) (int, Move, uint64, bool, error) {
		if !o.g.endgameHandles(s) {
			return 0, Pass, 0, false, nil
		}
		mu.Lock()
		defer mu.Unlock()
		if e == nil {
			e = NewEndgame(OthelloRule, max(min(tableMB, endgameMB), 1))
		}
		r, err := e.Solve(ctx, s, nodes)
		return r.Margin, r.Move, r.Nodes, true, err
	}
}

// ParsePublished reads a position with its published answer: a line of an
// Othello test suite (see OBF), whose scores follow OthelloRule (rule
// "othello"), with its score as margin and the moves the line gives that
// score as best (scored is false for a line without scores); or a state
// in Mapello's notation, which publishes nothing (rule "", scored false).
// It implements search.PublishedReader; errors are ParseState's.
func (g *Game) ParsePublished(text string) (s State, rule string, margin int, best []Move, scored bool, err error) {
	if !isOthelloLine(text) {
		s, err = ParseState(text)
		return s, "", 0, nil, false, err
	}
	o, err := ParseOBF(text)
	if err != nil {
		return State{}, "", 0, nil, false, err
	}
	for _, m := range o.Moves {
		if m.Score == o.Score && !slices.Contains(best, m.Move) {
			best = append(best, m.Move)
		}
	}
	return o.State, OthelloRuleName, o.Score, best, o.Scored, nil
}
