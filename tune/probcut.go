// probcut.go fits the model of search.ProbCut: for pairs of depths, the
// values of shallow and deep searches of the same positions, a linear
// regression of one on the other, per band of the game's phases.

package tune

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// ErrFewSamples reports a fit with too few samples: a ProbCut pair needs
// at least MinProbCutSamples in its band.
var ErrFewSamples = errors.New("tune: too few samples")

// MinProbCutSamples is the fewest samples a ProbCut pair is fitted on.
const MinProbCutSamples = 10

// ProbCutSample is a position's values, for its player to move: its
// evaluation (Game.Evaluate), then the values of searches of depth 1, 2,
// ... of alpha-beta without selectivity (so each is the minimax value of
// its depth). Values[0] is the evaluation, Values[d] depth d's, NaN where
// the search proved a win or loss (no prediction from an evaluation
// applies).
type ProbCutSample struct {
	Phase  int // the position's phase (search.Phaser), 0 without
	Values []float64
}

// value returns the value of depth d, NaN if there is none.
func (s ProbCutSample) value(d int) float64 {
	if d < 0 || d >= len(s.Values) {
		return math.NaN()
	}
	return s.Values[d]
}

// LineFit is a linear regression y ≈ A*x + B by least squares, with Sigma
// the deviation of its residuals, over N points.
type LineFit struct {
	A, B, Sigma float64
	N           int
}

// FitLine fits y ≈ A*x + B to the points (x[i], y[i]) by least squares,
// and returns the line with the deviation of its residuals (divided by
// N-2, the points less the line's two parameters). Fewer than
// MinProbCutSamples points, lengths that differ, or x without spread is an
// error wrapping ErrFewSamples.
func FitLine(x, y []float64) (LineFit, error) {
	n := len(x)
	if n != len(y) || n < MinProbCutSamples {
		return LineFit{}, fmt.Errorf("tune: %d points (and %d values): want %d or more: %w", n, len(y), MinProbCutSamples, ErrFewSamples)
	}
	var mx, my float64
	for i := range x {
		mx += x[i]
		my += y[i]
	}
	mx /= float64(n)
	my /= float64(n)
	var sxx, sxy float64
	for i := range x {
		dx := x[i] - mx
		sxx += dx * dx
		sxy += dx * (y[i] - my)
	}
	if !(sxx > 0) {
		return LineFit{}, fmt.Errorf("tune: %d points with one x: %w", n, ErrFewSamples)
	}
	a := sxy / sxx
	b := my - a*mx
	var ss float64
	for i := range x {
		r := y[i] - (a*x[i] + b)
		ss += r * r
	}
	return LineFit{A: a, B: b, Sigma: math.Sqrt(ss / float64(n-2)), N: n}, nil
}

// ProbCutDepths are the depth pairs of a ProbCut fit: Deep and the
// Shallow one predicting it.
type ProbCutDepths struct{ Deep, Shallow int }

// ProbCutBand is a band of phases, from Min to Max inclusive.
type ProbCutBand struct{ Min, Max int }

// FitProbCut fits a ProbCut pair to samples for every depth pair and band
// of phases: the regression of the deep values on the shallow ones of the
// samples in the band that have both (FitLine), and that of the deep
// values on the evaluations (the pair's EvalA, EvalB and EvalSigma). A
// pair whose band holds fewer than MinProbCutSamples, or whose fit has a
// slope of 0 or below, is left out and reported in skipped; a pair whose
// evaluation's fit fails has no EvalA.
func FitProbCut(samples []ProbCutSample, depths []ProbCutDepths, bands []ProbCutBand) (pairs []search.ProbCutPair, skipped []string) {
	var x, y []float64
	for _, d := range depths {
		for _, b := range bands {
			x, y = x[:0], y[:0]
			for _, s := range samples {
				if s.Phase < b.Min || s.Phase > b.Max {
					continue
				}
				vs, vd := s.value(d.Shallow), s.value(d.Deep)
				if math.IsNaN(vs) || math.IsNaN(vd) {
					continue
				}
				x, y = append(x, vs), append(y, vd)
			}
			f, err := FitLine(x, y)
			if err == nil && !(f.A > 0) {
				err = fmt.Errorf("slope %.3g", f.A)
			}
			if err != nil {
				skipped = append(skipped, fmt.Sprintf("depth %d from %d, phases %d to %d: %v", d.Deep, d.Shallow, b.Min, b.Max, err))
				continue
			}
			p := search.ProbCutPair{Depth: d.Deep, Shallow: d.Shallow, MinPhase: b.Min, MaxPhase: b.Max, A: f.A, B: f.B, Sigma: f.Sigma}
			x, y = x[:0], y[:0]
			for _, s := range samples {
				ve, vd := s.value(0), s.value(d.Deep)
				if s.Phase >= b.Min && s.Phase <= b.Max && !math.IsNaN(ve) && !math.IsNaN(vd) {
					x, y = append(x, ve), append(y, vd)
				}
			}
			if f, err := FitLine(x, y); err == nil && f.A > 0 {
				p.EvalA, p.EvalB, p.EvalSigma = f.A, f.B, f.Sigma
			}
			pairs = append(pairs, p)
		}
	}
	return pairs, skipped
}

// ProbCutSamples searches each position to depth with a one-thread
// alpha-beta of g without selectivity (a table of tableMB mebibytes, 0
// for search.DefaultTableMB) and returns its values at every depth (see
// ProbCutSample), the phase from g's search.Phaser. A finished position is
// skipped. It stops with ctx, returning the samples so far and ctx's error.
func ProbCutSamples[S, M comparable](ctx context.Context, g ply.Game[S, M], positions []S, depth, tableMB int) ([]ProbCutSample, error) {
	ab := search.AlphaBeta(g, search.Options{TableMB: tableMB})
	phaser, _ := ply.As[search.Phaser[S]](g)
	var out []ProbCutSample
	for _, s := range positions {
		if _, over := g.Result(s); over {
			continue
		}
		smp := ProbCutSample{Values: make([]float64, depth+1)}
		for i := range smp.Values {
			smp.Values[i] = math.NaN()
		}
		smp.Values[0] = g.Evaluate(s, g.ToMove(s))
		if phaser != nil {
			smp.Phase = phaser.Phase(s)
		}
		for r, err := range ab.Iterate(ctx, s, search.Limits{Depth: depth}) {
			if err != nil {
				if ctx.Err() != nil {
					return out, err
				}
				return out, fmt.Errorf("tune: ProbCut samples: %w", err)
			}
			if r.Depth < 1 || r.Depth > depth {
				continue
			}
			if _, proven := search.WinDistance(r.Score); !proven && !math.IsInf(r.Score, 0) {
				smp.Values[r.Depth] = r.Score
			}
		}
		out = append(out, smp)
	}
	return out, nil
}

// SelfPlayPositions plays games of g from start and returns the positions
// met along them, every one before the game's end: each game opens with
// a number of uniformly random plies drawn from [0, random], then picks
// the best move by a one-ply look at g's Evaluate, or with probability
// explore a uniformly random one. All randomness comes from rng, so a
// seed gives the same positions.
func SelfPlayPositions[S, M comparable](g ply.Game[S, M], start S, games, random int, explore float64, rng *rand.Rand) []S {
	var out []S
	var moves []M
	for range games {
		s := start
		opening := rng.IntN(random + 1)
		for ply := 0; ; ply++ {
			if _, over := g.Result(s); over {
				break
			}
			out = append(out, s)
			moves = g.AppendMoves(moves[:0], s)
			if len(moves) == 0 {
				break
			}
			m := moves[0]
			if ply < opening || rng.Float64() < explore {
				m = moves[rng.IntN(len(moves))]
			} else {
				me, best := g.ToMove(s), math.Inf(-1)
				for _, c := range moves {
					n := g.Apply(s, c)
					v := 0.0
					if r, over := g.Result(n); over {
						v = 1e9 * float64(r.For(me))
					} else {
						v = g.Evaluate(n, me)
					}
					if v > best {
						best, m = v, c
					}
				}
			}
			s = g.Apply(s, m)
		}
	}
	return out
}
