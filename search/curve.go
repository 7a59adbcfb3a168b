// curve.go holds Curve, the one mapping from a search's score to the
// expected result, read by the analysis, the tuner and every win chance
// shown.

package search

import "math"

// Curve maps a score of a search (Result.Score, for the player to move) to
// the expected result for that player: 1 a win, ½ a draw, 0 a loss. A
// proven win (WinDistance) maps to 1 and a proven loss to 0; any other
// score s to (1+tanh(s/Scale))/2, the logistic 1/(1+e^(-2s/Scale)), so that
// a score of 0 is an even game and a score of Scale an expected result of
// (1+tanh 1)/2 ≈ 0.88.
//
// Scale is on the scale of the game's evaluation, as ply.EvalScaler gives
// it and MCTS reads it (tanh(Evaluate/EvalScale) as a playout's outcome):
// a game's EvalScale is a Curve's Scale. A curve given as a logistic
// 1/(1+e^(-s/L)) has Scale 2L. registry.CurveOf gives each game's curve,
// fitted on records of its bot games (analysis.Fit).
type Curve struct {
	// Scale is the score at which the expected result is about 0.88; one
	// that is not positive and finite counts as 2 (a score of 1 is then a
	// 73% expected result), as in the zero Curve.
	Scale float64
}

// defaultCurveScale is the Scale of a Curve whose own is not positive and
// finite.
const defaultCurveScale = 2

// Expected returns the expected result, from 0 to 1, for the player to move
// of a position of the given score; a NaN score is an even game.
func (c Curve) Expected(score float64) float64 {
	if _, proven := WinDistance(score); proven {
		if score > 0 {
			return 1
		}
		return 0
	}
	if score != score {
		return 0.5
	}
	scale := c.Scale
	if !(scale > 0) || math.IsInf(scale, 1) {
		scale = defaultCurveScale
	}
	return (1 + math.Tanh(score/scale)) / 2
}
