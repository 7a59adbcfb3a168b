// exact.go holds the measure of an evaluation against exact scores
// (MeasureExact): positions a solver has scored, the evaluation's values
// of them mapped to the scores' units by the best line, and the errors
// that remain.

package tune

import (
	"fmt"
	"math"
)

// ExactError is how well an evaluation predicts exact scores: the scores
// of positions under perfect play (such as an endgame solver's final
// margin) against the evaluation's values of them, the values mapped to
// the scores' units by the least-squares line Score ≈ A·value + B.
type ExactError struct {
	// N is the number of positions measured.
	N int
	// A and B are the line that maps a value to a score.
	A, B float64
	// MAE and RMS are the mean absolute and the root mean square error
	// of the mapped values, in the scores' units.
	MAE, RMS float64
	// Winner is the share of the positions with a score other than 0
	// whose mapped value has the score's sign: the winner predicted.
	Winner float64
}

// String writes the measure as "MAE 7.12 RMS 9.31 winner 78.4% (2000
// positions; score = 0.512*value + 0.03)".
func (e ExactError) String() string {
	return fmt.Sprintf("MAE %.2f RMS %.2f winner %.1f%% (%d positions; score = %.4g*value %+.3g)",
		e.MAE, e.RMS, 100*e.Winner, e.N, e.A, e.B)
}

// MeasureExact measures values against the exact scores of the same
// positions: the least-squares line from value to score (FitLine), then
// the errors of the values so mapped. Fewer than MinProbCutSamples
// positions, lengths that differ or values all equal return an error
// wrapping ErrFewSamples.
func MeasureExact(values, scores []float64) (ExactError, error) {
	f, err := FitLine(values, scores)
	if err != nil {
		return ExactError{}, err
	}
	e := ExactError{N: len(values), A: f.A, B: f.B}
	var abs, sq float64
	right, decisive := 0, 0
	for i, v := range values {
		p := f.A*v + f.B
		r := scores[i] - p
		abs += math.Abs(r)
		sq += r * r
		if scores[i] != 0 {
			decisive++
			if (p > 0) == (scores[i] > 0) {
				right++
			}
		}
	}
	e.MAE = abs / float64(e.N)
	e.RMS = math.Sqrt(sq / float64(e.N))
	if decisive > 0 {
		e.Winner = float64(right) / float64(decisive)
	}
	return e, nil
}
