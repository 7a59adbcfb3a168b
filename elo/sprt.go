// sprt.go holds the sequential probability ratio test of engine testers
// (fishtest, fastchess): the generalized log-likelihood ratio of game
// results, from trinomial (win, draw, loss) or pentanomial (game pair)
// counts, under the normalized or the logistic Elo model, and the test's
// bounds and decision.

package elo

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ErrSPRT reports an SPRT specification that cannot be used.
var ErrSPRT = errors.New("bad SPRT")

// Model is the Elo scale in which an SPRT's bounds elo0 and elo1 are given.
type Model int

const (
	// Normalized is normalized Elo, the default of fishtest and fastchess:
	// the score's distance from ½ in standard deviations of the results
	// (per game, or per game pair with pentanomial counts), scaled by
	// 800/ln 10 so that, without draws and for small differences, it is
	// close to logistic Elo. A test in normalized Elo takes about the
	// same number of games whatever the draw ratio.
	Normalized Model = iota
	// Logistic is the usual Elo: a difference d expects the score
	// 1/(1+10^(-d/400)).
	Logistic
)

// String returns "normalized" or "logistic".
func (m Model) String() string {
	switch m {
	case Normalized:
		return "normalized"
	case Logistic:
		return "logistic"
	}
	return "Model(" + strconv.Itoa(int(m)) + ")"
}

// MarshalText writes the model's name.
func (m Model) MarshalText() ([]byte, error) {
	if m != Normalized && m != Logistic {
		return nil, fmt.Errorf("model %d: %w", int(m), ErrSPRT)
	}
	return []byte(m.String()), nil
}

// UnmarshalText reads "normalized" or "logistic".
func (m *Model) UnmarshalText(b []byte) error {
	switch string(b) {
	case "normalized":
		*m = Normalized
	case "logistic":
		*m = Logistic
	default:
		return fmt.Errorf("model %q: want normalized or logistic: %w", b, ErrSPRT)
	}
	return nil
}

// eloPerNelo converts a t-value (score minus ½ over a standard deviation)
// into normalized Elo: 800/ln 10, as fishtest and fastchess define it.
const eloPerNelo = 800 / math.Ln10

// LLR returns the generalized log-likelihood ratio of the hypothesis that a
// bot is elo1 stronger than its opponent against the hypothesis that it is
// elo0 stronger, from the pentanomial counts of its game pairs, with elo0
// and elo1 in the model's Elo. A pair is one sample, so the test is right
// even when the colour or the opening matters much. It is what fishtest
// (LLRcalc.LLR_normalized and LLR_logistic) and fastchess compute: an
// empty bin counts as 0.001 pairs, and the two hypotheses' distributions
// are the maximum-likelihood ones that have the hypothesised expected
// score (logistic) or t-value (normalized), after Michel Van den Bergh's
// notes on the multinomial GLR. No pairs give 0.
func LLR(p Pentanomial, elo0, elo1 float64, m Model) float64 {
	if p.Pairs() == 0 {
		return 0
	}
	return llr([]float64{0, 0.25, 0.5, 0.75, 1}, p.counts(), elo0, elo1, m, math.Sqrt2)
}

// LLRWDL is LLR for games that are not paired: wins, draws and losses
// (trinomial counts), each game one sample.
func LLRWDL(wins, draws, losses int, elo0, elo1 float64, m Model) float64 {
	if wins+draws+losses == 0 {
		return 0
	}
	return llr([]float64{0, 0.5, 1}, []int{losses, draws, wins}, elo0, elo1, m, 1)
}

// llr computes the GLR for results counts[i] scoring scores[i] (per game);
// tScale converts a per-sample t-value to the per-game one of normalized
// Elo (√2 for pairs).
func llr(scores []float64, counts []int, elo0, elo1 float64, m Model, tScale float64) float64 {
	probs := make([]float64, len(counts))
	total := 0.0
	for i, c := range counts {
		probs[i] = max(float64(c), 0)
		if probs[i] == 0 {
			probs[i] = 1e-3
		}
		total += probs[i]
	}
	for i := range probs {
		probs[i] /= total
	}
	var p0, p1 []float64
	switch m {
	case Logistic:
		p0 = mleExpected(scores, probs, logisticScore(elo0))
		p1 = mleExpected(scores, probs, logisticScore(elo1))
	default:
		p0 = mleTValue(scores, probs, 0.5, tScale*elo0/eloPerNelo)
		p1 = mleTValue(scores, probs, 0.5, tScale*elo1/eloPerNelo)
	}
	sum := 0.0
	for i := range probs {
		sum += probs[i] * (math.Log(p1[i]) - math.Log(p0[i]))
	}
	return total * sum
}

// logisticScore is the expected score of a bot d logistic Elo stronger.
func logisticScore(d float64) float64 { return 1 / (1 + math.Pow(10, -d/400)) }

// secular solves Σ p_i a_i/(1 + x a_i) = 0 for x in (-1/max a, -1/min a),
// where the sum falls from +∞ to -∞, by bisection to machine precision.
// The a_i must straddle 0; if they do not, it returns 0.
func secular(a, p []float64) float64 {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, x := range a {
		lo, hi = min(lo, x), max(hi, x)
	}
	if lo >= 0 || hi <= 0 {
		return 0
	}
	left, right := -1/hi, -1/lo
	f := func(x float64) float64 {
		s := 0.0
		for i := range a {
			s += p[i] * a[i] / (1 + x*a[i])
		}
		return s
	}
	for range 200 {
		mid := left + (right-left)/2
		if mid <= left || mid >= right {
			break
		}
		if f(mid) > 0 {
			left = mid
		} else {
			right = mid
		}
	}
	return left + (right-left)/2
}

// mleExpected returns the distribution on scores closest to the empirical
// probs (maximum likelihood) whose expected score is s.
func mleExpected(scores, probs []float64, s float64) []float64 {
	a := make([]float64, len(scores))
	for i := range a {
		a[i] = scores[i] - s
	}
	x := secular(a, probs)
	out := make([]float64, len(probs))
	for i := range out {
		out[i] = probs[i] / (1 + x*a[i])
	}
	return out
}

// mleTValue returns the distribution on scores closest to the empirical
// probs (maximum likelihood) whose t-value (mean - ref)/σ is t, by the
// fixed-point iteration of Van den Bergh's "Comments on normalized Elo",
// section 4.1, from the uniform distribution.
func mleTValue(scores, probs []float64, ref, t float64) []float64 {
	n := len(scores)
	p := make([]float64, n)
	for i := range p {
		p[i] = 1 / float64(n)
	}
	a := make([]float64, n)
	for range 10 {
		mu, v := meanVar(scores, p)
		sigma := math.Sqrt(v)
		for i := range a {
			d := (mu - scores[i]) / sigma
			a[i] = scores[i] - ref - t*sigma*(1+d*d)/2
		}
		x := secular(a, probs)
		change := 0.0
		for i := range p {
			next := probs[i] / (1 + x*a[i])
			change = max(change, math.Abs(next-p[i]))
			p[i] = next
		}
		if change < 1e-9 {
			break
		}
	}
	return p
}

func meanVar(scores, p []float64) (mu, v float64) {
	for i := range p {
		mu += p[i] * scores[i]
	}
	for i := range p {
		v += p[i] * (scores[i] - mu) * (scores[i] - mu)
	}
	return mu, v
}

// SPRT is a sequential probability ratio test of H1 "the first bot is
// Elo1 stronger" against H0 "it is Elo0 stronger", with error rates Alpha
// (accepting H1 when H0 holds) and Beta (accepting H0 when H1 holds).
type SPRT struct {
	Elo0  float64 `json:"elo0"`
	Elo1  float64 `json:"elo1"`
	Alpha float64 `json:"alpha"`
	Beta  float64 `json:"beta"`
	Model Model   `json:"model"`
}

// DefaultSPRT is the test ParseSPRT starts from: elo0=0 elo1=5
// alpha=0.05 beta=0.05 model=normalized.
var DefaultSPRT = SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05, Model: Normalized}

// ParseSPRT reads a test as "elo0=0 elo1=5 alpha=0.05 beta=0.05
// model=normalized", fields separated by spaces or commas, any of them
// left out taking DefaultSPRT's value. Errors wrap ErrSPRT.
func ParseSPRT(text string) (SPRT, error) {
	s := DefaultSPRT
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	for _, f := range fields {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return SPRT{}, fmt.Errorf("%q: want key=value (elo0, elo1, alpha, beta, model): %w", f, ErrSPRT)
		}
		if k == "model" {
			if err := s.Model.UnmarshalText([]byte(v)); err != nil {
				return SPRT{}, err
			}
			continue
		}
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return SPRT{}, fmt.Errorf("%s=%q: want a number: %w", k, v, ErrSPRT)
		}
		switch k {
		case "elo0":
			s.Elo0 = x
		case "elo1":
			s.Elo1 = x
		case "alpha":
			s.Alpha = x
		case "beta":
			s.Beta = x
		default:
			return SPRT{}, fmt.Errorf("%q: unknown key (want elo0, elo1, alpha, beta, model): %w", k, ErrSPRT)
		}
	}
	return s, s.Validate()
}

// Validate reports whether the test can run: elo0 < elo1, 0 < alpha, beta
// and alpha + beta < 1, a known model. Errors wrap ErrSPRT.
func (s SPRT) Validate() error {
	switch {
	case !(s.Elo0 < s.Elo1) || math.IsInf(s.Elo0, 0) || math.IsInf(s.Elo1, 0):
		return fmt.Errorf("elo0 %v, elo1 %v: want finite elo0 < elo1: %w", s.Elo0, s.Elo1, ErrSPRT)
	case !(s.Alpha > 0 && s.Beta > 0 && s.Alpha+s.Beta < 1):
		return fmt.Errorf("alpha %v, beta %v: want both above 0 and their sum below 1: %w", s.Alpha, s.Beta, ErrSPRT)
	case s.Model != Normalized && s.Model != Logistic:
		return fmt.Errorf("model %d: %w", int(s.Model), ErrSPRT)
	}
	return nil
}

// String writes the test as ParseSPRT reads it.
func (s SPRT) String() string {
	return fmt.Sprintf("elo0=%s elo1=%s alpha=%s beta=%s model=%s", num(s.Elo0), num(s.Elo1), num(s.Alpha), num(s.Beta), s.Model)
}

func num(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// Bounds returns Wald's stopping bounds of the LLR: ln(β/(1-α)) and
// ln((1-β)/α), ±2.94 for α = β = 0.05.
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// Decision is the state of an SPRT.
type Decision int

const (
	// Continue: the LLR lies between the bounds; play on.
	Continue Decision = iota
	// H0: the LLR fell to the lower bound; the first bot is not Elo1
	// stronger (the change failed).
	H0
	// H1: the LLR rose to the upper bound; the first bot is not only
	// Elo0 stronger (the change passed).
	H1
)

// String returns "continue", "H0 accepted" or "H1 accepted".
func (d Decision) String() string {
	switch d {
	case H0:
		return "H0 accepted"
	case H1:
		return "H1 accepted"
	}
	return "continue"
}

// Decide returns the decision at the log-likelihood ratio llr.
func (s SPRT) Decide(llr float64) Decision {
	lo, hi := s.Bounds()
	switch {
	case llr >= hi:
		return H1
	case llr <= lo:
		return H0
	}
	return Continue
}

// LLR returns the test's log-likelihood ratio for pentanomial counts.
func (s SPRT) LLR(p Pentanomial) float64 { return LLR(p, s.Elo0, s.Elo1, s.Model) }
