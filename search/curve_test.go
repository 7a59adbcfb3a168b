package search_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/plygo/ply/search"
)

// The curve: ½ at 0, rising, symmetric, proven wins and losses (with a
// margin too) at 1 and 0, NaN an even game, a bad scale the zero Curve's.
func TestCurve(t *testing.T) {
	for _, scale := range []float64{0.5, 2, 7.935, 77.12, 1e6} {
		c := search.Curve{Scale: scale}
		if c.Expected(0) != 0.5 || c.Expected(math.NaN()) != 0.5 {
			t.Errorf("scale %v: %v at 0, %v at NaN, want 0.5", scale, c.Expected(0), c.Expected(math.NaN()))
		}
		prev := 0.0
		for x := -50 * scale; x <= 50*scale; x += scale / 8 {
			e := c.Expected(x)
			if e < prev || e < 0 || e > 1 {
				t.Fatalf("scale %v: %v at %v after %v", scale, e, x, prev)
			}
			if d := e + c.Expected(-x) - 1; math.Abs(d) > 1e-15 {
				t.Errorf("scale %v: not symmetric at %v: %v", scale, x, d)
			}
			prev = e
		}
		if !(c.Expected(scale/4) > c.Expected(0)) {
			t.Errorf("scale %v: flat", scale)
		}
		for _, win := range []float64{search.WinScore - 3, search.WinScore - 40, search.WinScore + 5*search.MarginUnit - 9} {
			if c.Expected(win) != 1 || c.Expected(-win) != 0 {
				t.Errorf("scale %v: proven %v reads %v and %v", scale, win, c.Expected(win), c.Expected(-win))
			}
		}
	}
	zero := search.Curve{}
	for _, bad := range []float64{0, -3, math.Inf(1), math.NaN()} {
		c := search.Curve{Scale: bad}
		for _, x := range []float64{-3, 0.7, 5} {
			if c.Expected(x) != zero.Expected(x) || zero.Expected(x) != (search.Curve{Scale: 2}).Expected(x) {
				t.Errorf("scale %v at %v: %v, want the zero Curve's %v (a Scale of 2)", bad, x, c.Expected(x), zero.Expected(x))
			}
		}
	}
}

// The one parameterization: Scale is the tanh scale MCTS reads an
// evaluation with (ply.EvalScaler), and a logistic 1/(1+e^(-s/L)) is the
// curve of Scale 2L, as the analysis's curves were first fitted.
func TestCurveConversion(t *testing.T) {
	for _, logistic := range []float64{0.3, 1, 6.609, 7.935, 14.03, 38.56, 1e4} {
		c := search.Curve{Scale: 2 * logistic}
		for x := -20 * logistic; x <= 20*logistic; x += logistic / 3 {
			want := 1 / (1 + math.Exp(-x/logistic))
			if got := c.Expected(x); math.Abs(got-want) > 1e-15 {
				t.Errorf("logistic %v at %v: %v, want %v", logistic, x, got, want)
			}
			// MCTS's reading of an evaluation x at EvalScale 2L, from -1
			// to 1, is the same number from 0 to 1.
			if got, mcts := c.Expected(x), (1+math.Tanh(x/(2*logistic)))/2; got != mcts {
				t.Errorf("logistic %v at %v: %v, MCTS reads %v", logistic, x, got, mcts)
			}
		}
	}
	// A score of Scale is tanh(1) of the way from ½ to 1.
	if got := (search.Curve{Scale: 13}).Expected(13); math.Abs(got-(1+math.Tanh(1))/2) > 1e-15 {
		t.Errorf("at Scale: %v", got)
	}
}

// A curve turns scores into expected results.
func ExampleCurve() {
	c := search.Curve{Scale: 15.87} // Mapello's, as registry.CurveOf gives it
	fmt.Printf("%.2f %.2f %.2f %.0f\n", c.Expected(-8), c.Expected(0), c.Expected(15.87), c.Expected(search.WinScore-12))
	// Output:
	// 0.27 0.50 0.88 1
}
