// solve.go holds CheckSolver: the exact solver of package search, and a
// game's own ExactSolver, checked against brute-force minimax.

package gametest

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// CheckSolver checks search.Solver on g against brute-force minimax. It
// plays games seeded random games from starts (g.Start() if none) to the
// end and, walking each back from its end, brute-forces every state whose
// whole game tree holds at most maxNodes states (and at most 12 states a
// game). On each, the solver's outcome and margin for the player to move
// must equal the brute-force ones, and its move must keep them. The
// solver runs twice: with every feature on (table, enhanced transposition
// cutoffs, the game's ply.MoveOrderer and search.ExactSolver or
// search.OutcomeSolver), and with all of them off; and, where the game
// makes solvers of the caller's own (search.ExactSolverMaker,
// search.OutcomeSolverMaker), with one of those and a bound on the line's
// buffers. A game's own solver is thereby checked too.
func CheckSolver[S, M comparable](t testing.TB, g ply.Game[S, M], starts []S, games, maxNodes int) {
	t.Helper()
	if len(starts) == 0 {
		starts = []S{g.Start()}
	}
	solvers := []*search.SolverPlayer[S, M]{
		search.Solver(g, search.SolveOptions{TableMB: 1}),
		search.Solver(g, search.SolveOptions{NoTable: true, NoETC: true, NoOrdering: true, NoExact: true}),
	}
	_, exact := ply.As[search.ExactSolverMaker[S, M]](g)
	_, outcome := ply.As[search.OutcomeSolverMaker[S, M]](g)
	if exact || outcome {
		solvers = append(solvers, search.Solver(g, search.SolveOptions{TableMB: 1, ExactTableMB: 1, StackMB: 16}))
	}
	rng := rand.New(rand.NewPCG(uint64(games), uint64(maxNodes)))
	checked := 0
	for game := range games {
		line := []S{starts[game%len(starts)]}
		var buf []M
		for {
			s := line[len(line)-1]
			if _, over := g.Result(s); over || len(line) > hardPlyLimit {
				break
			}
			buf = g.AppendMoves(buf[:0], s)
			if len(buf) == 0 {
				break
			}
			line = append(line, g.Apply(s, buf[rng.IntN(len(buf))]))
		}
		for i, n := len(line)-2, 0; i >= 0 && n < 12; i, n = i-1, n+1 {
			s := line[i]
			b := bruteForce[S, M]{g: g, budget: maxNodes}
			want, ok := b.value(s, g.ToMove(s))
			if !ok {
				break
			}
			for k, sv := range solvers {
				sol, err := sv.Solve(context.Background(), s, search.Limits{})
				if err != nil {
					t.Fatalf("solver %d: %v in %s", k, err, describeState(g, s))
				}
				got := solutionValue(sol)
				if got != want {
					t.Fatalf("solver %d: %v by %d, brute force %v by %d, in %s", k, sol.Outcome, sol.Margin,
						outcomeOf(want), marginOf(want), describeState(g, s))
				}
				me := g.ToMove(s)
				b := bruteForce[S, M]{g: g, budget: -1}
				if v, _ := b.value(g.Apply(s, sol.Move), me); v != want {
					t.Fatalf("solver %d: move %v is worth %v by %d, best %v by %d, in %s", k, sol.Move,
						outcomeOf(v), marginOf(v), outcomeOf(want), marginOf(want), describeState(g, s))
				}
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatalf("CheckSolver: no state small enough to brute-force (maxNodes %d)", maxNodes)
	}
}

// bruteUnit separates outcomes in brute-force values, as in the solver:
// outcome·bruteUnit + margin.
const bruteUnit = 2*search.MaxMargin + 1

// bruteForce is plain minimax over the final results, counting states.
type bruteForce[S, M comparable] struct {
	g      ply.Game[S, M]
	budget int // states left; negative: no limit
}

// value returns the value of s for me, or false if the budget ran out.
func (b *bruteForce[S, M]) value(s S, me ply.Player) (int, bool) {
	if r, over := b.g.Result(s); over {
		i := me.Index()
		margin := min(max(r.Score[i]-r.Score[1-i], -search.MaxMargin), search.MaxMargin)
		return r.For(me)*bruteUnit + margin, true
	}
	if b.budget == 0 {
		return 0, false
	}
	b.budget--
	mover := b.g.ToMove(s)
	moves := b.g.AppendMoves(nil, s)
	if len(moves) == 0 {
		return 0, true // a stuck state is a draw, as for every search
	}
	best := -1 << 30
	for _, m := range moves {
		v, ok := b.value(b.g.Apply(s, m), mover)
		if !ok {
			return 0, false
		}
		best = max(best, v)
	}
	if mover != me {
		best = -best
	}
	return best, true
}

// solutionValue is the brute-force value of a solution.
func solutionValue[M any](sol search.Solution[M]) int {
	switch sol.Outcome {
	case search.Win:
		return bruteUnit + sol.Margin
	case search.Loss:
		return -bruteUnit + sol.Margin
	}
	return sol.Margin
}

// outcomeOf and marginOf split a brute-force value.
func outcomeOf(v int) search.Outcome {
	switch {
	case v > search.MaxMargin:
		return search.Win
	case v < -search.MaxMargin:
		return search.Loss
	}
	return search.Draw
}

func marginOf(v int) int {
	switch outcomeOf(v) {
	case search.Win:
		return v - bruteUnit
	case search.Loss:
		return v + bruteUnit
	}
	return v
}

// describeState writes s in the game's notation, if it has one.
func describeState[S, M comparable](g ply.Game[S, M], s S) string {
	if n, ok := ply.As[ply.Notation[S, M]](g); ok {
		return n.FormatState(s)
	}
	return "a state without notation"
}
