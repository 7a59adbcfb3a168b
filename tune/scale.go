// scale.go checks a game's evaluation scale against game results, through
// the one score curve, search.Curve.

package tune

import (
	"math"

	"github.com/plygo/ply/search"
)

// ScaleLoss returns how well scale turns an evaluation into a chance of
// winning: the mean log-loss, weighted by the samples' weights, of reading
// values[i], the evaluation of samples[i].Position for its player to move,
// through the curve search.Curve{Scale: scale} (the chance
// (1+tanh(values[i]/scale))/2) of that player's Result. It is how a game
// checks its ply.EvalScaler hint, which MCTS reads this way, and how its
// score curve (registry.CurveOf) reads a search's score; a coin's loss is
// ln 2. It panics if the two slices differ in length.
func ScaleLoss(samples []Sample, values []float64, scale float64) float64 {
	if len(samples) != len(values) {
		panic("tune: ScaleLoss: samples and values differ in length")
	}
	curve := search.Curve{Scale: scale}
	sum, weight := 0.0, 0.0
	for i, sm := range samples {
		q := min(max(curve.Expected(values[i]), 1e-12), 1-1e-12)
		w := float64(max(sm.Weight, 1))
		sum -= w * (sm.Result*math.Log(q) + (1-sm.Result)*math.Log(1-q))
		weight += w
	}
	if weight == 0 {
		return math.Ln2
	}
	return sum / weight
}

// BestScale returns the scale from lo to hi, in steps of 5%, whose
// ScaleLoss is least, and that loss.
func BestScale(samples []Sample, values []float64, lo, hi float64) (scale, loss float64) {
	loss = math.Inf(1)
	for s := lo; s <= hi; s *= 1.05 {
		if l := ScaleLoss(samples, values, s); l < loss {
			scale, loss = s, l
		}
	}
	return scale, loss
}
