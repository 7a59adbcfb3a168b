// solved.go holds the exact labels: the positions of a played line
// labelled with their value under perfect play (FromSolver).

package tune

import (
	"context"
	"math"

	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// FromSolver returns samples of the positions of line labelled with their
// exact value for the player to move, as sv finds it within lim for each
// (1 a win, 0.5 a draw, 0 a loss), instead of the game's result. It
// solves from the last position before the end towards the start and
// stops at the first position sv does not solve within lim: an earlier
// position is, as a rule, harder still, and the later solves fill the
// table of sv that the earlier ones read. The samples come in the order of
// the line; the first of them is the earliest position solved. scores, if
// not nil, holds the score of each move's search for the player who made
// it (NaN where there is none), as in FromLine. The line need not be a
// finished game. It returns ctx's error if ctx is done, with the samples
// solved so far.
func FromSolver(ctx context.Context, g registry.Rules, sv registry.Solver, line registry.Line, lim search.Limits, scores []float64) ([]Sample, error) {
	n := line.Len()
	pos := make([]registry.Position, 0, n+1)
	pos = append(pos, line.Start)
	pos = append(pos, line.Positions...)
	var out []Sample
	for i := len(pos) - 1; i >= 0; i-- {
		p := pos[i]
		if _, over := g.Result(p); over {
			continue
		}
		sol, err := sv.Solve(ctx, p, lim)
		if err != nil {
			reverse(out)
			return out, err
		}
		var res float64
		switch sol.Outcome {
		case search.Win:
			res = 1
		case search.Draw:
			res = 0.5
		case search.Loss:
			res = 0
		default:
			reverse(out)
			return out, nil
		}
		score := math.NaN()
		if i < len(scores) {
			score = scores[i]
		}
		out = append(out, Sample{Position: g.FormatPosition(p), Result: res, Score: score, Weight: 1})
	}
	reverse(out)
	return out, nil
}

func reverse(ss []Sample) {
	for i, j := 0, len(ss)-1; i < j; i, j = i+1, j-1 {
		ss[i], ss[j] = ss[j], ss[i]
	}
}
