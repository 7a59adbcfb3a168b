// spsa.go holds SPSA, the tuning of numeric parameters by matches
// (simultaneous perturbation stochastic approximation), and ArenaMatch,
// its matches played by package arena.

package tune

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/plygo/ply/arena"
)

// SPSAOptions configure SPSA, in the form fishtest's tuner uses.
type SPSAOptions struct {
	// Iterations is the number of matches (default 100).
	Iterations int
	// C are the perturbations of the parameters at the first iteration,
	// one per parameter: each match plays theta+c*delta against
	// theta-c*delta, delta a random ±1 per parameter. They shrink as
	// C/k^Gamma over the iterations k = 1, 2, ...
	C []float64
	// R is the step at the first iteration in units of C: a match won
	// outright moves each parameter by R*c_k (default 0.5), shrinking as
	// (1+A)^Alpha/(k+A)^Alpha.
	R float64
	// A, Alpha and Gamma shape the schedules (defaults: A a tenth of
	// Iterations, Alpha 0.602, Gamma 0.101, the values of Spall's
	// guidelines).
	A, Alpha, Gamma float64
	// Min and Max, if not nil, bound each parameter.
	Min, Max []float64
	// Seed seeds the perturbations.
	Seed uint64
	// Progress, if not nil, is called after every iteration with its
	// number (from 1), the match's result and the parameters after it.
	Progress func(k int, result float64, theta []float64)
}

// SPSA tunes the parameters theta by matches: each iteration perturbs
// every parameter at once by ±c_k, plays the two perturbed sets against
// each other with match, which returns the first set's score minus the
// second's per game, from -1 to 1, and moves theta toward the winner. It
// returns the tuned parameters (a new slice), or those so far with an
// error from match or ctx. The perturbations come from o.Seed; matches
// between searches limited by depth or nodes make the run reproducible.
func SPSA(ctx context.Context, theta []float64, match func(ctx context.Context, plus, minus []float64) (float64, error), o SPSAOptions) ([]float64, error) {
	n := len(theta)
	if len(o.C) != n {
		return nil, fmt.Errorf("tune: SPSA: %d perturbations for %d parameters", len(o.C), n)
	}
	if o.Iterations <= 0 {
		o.Iterations = 100
	}
	if o.R <= 0 {
		o.R = 0.5
	}
	if o.A <= 0 {
		o.A = float64(o.Iterations) / 10
	}
	if o.Alpha <= 0 {
		o.Alpha = 0.602
	}
	if o.Gamma <= 0 {
		o.Gamma = 0.101
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x73707361)) // "spsa"
	th := append([]float64(nil), theta...)
	plus, minus := make([]float64, n), make([]float64, n)
	delta := make([]float64, n)
	clamp := func(v []float64) {
		for i := range v {
			if o.Min != nil {
				v[i] = math.Max(v[i], o.Min[i])
			}
			if o.Max != nil {
				v[i] = math.Min(v[i], o.Max[i])
			}
		}
	}
	for k := 1; k <= o.Iterations; k++ {
		if err := ctx.Err(); err != nil {
			return th, err
		}
		ck := 1 / math.Pow(float64(k), o.Gamma)
		rk := o.R * math.Pow(1+o.A, o.Alpha) / math.Pow(float64(k)+o.A, o.Alpha)
		for i := range th {
			delta[i] = float64(2*rng.IntN(2) - 1)
			plus[i] = th[i] + ck*o.C[i]*delta[i]
			minus[i] = th[i] - ck*o.C[i]*delta[i]
		}
		clamp(plus)
		clamp(minus)
		r, err := match(ctx, plus, minus)
		if err != nil {
			return th, err
		}
		for i := range th {
			th[i] += rk * ck * o.C[i] * r * delta[i]
		}
		clamp(th)
		if o.Progress != nil {
			o.Progress(k, r, th)
		}
	}
	return th, nil
}

// ArenaMatch returns a match function for SPSA that plays tournament t
// (its game, openings, limits and number of games; its Entrants and SPRT
// are replaced) between the entrants entrant makes of the two parameter
// sets, named "plus" and "minus", and returns plus's score minus minus's,
// per game. Each match is seeded from t.Seed and the number of matches
// played before it, so that the run is reproducible.
func ArenaMatch(t arena.Tournament, entrant func(name string, theta []float64) arena.Entrant) func(ctx context.Context, plus, minus []float64) (float64, error) {
	round := uint64(0)
	return func(ctx context.Context, plus, minus []float64) (float64, error) {
		tt := t
		tt.SPRT = nil
		tt.Format = arena.RoundRobin
		tt.Seed = t.Seed + round
		round++
		tt.Entrants = []arena.Entrant{entrant("plus", plus), entrant("minus", minus)}
		rep, err := tt.Run(ctx)
		if err != nil {
			return 0, err
		}
		for _, b := range rep.Totals {
			if b.Bot == "plus" {
				games := b.Wins + b.Draws + b.Losses
				if games == 0 {
					return 0, fmt.Errorf("tune: a match of no games")
				}
				return float64(b.Wins-b.Losses) / float64(games), nil
			}
		}
		return 0, fmt.Errorf("tune: the match's report has no player plus")
	}
}
