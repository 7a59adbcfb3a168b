// curve.go holds Curve, the mapping from a search's score to the expected
// result, and its fit on the records of bot games.

package analysis

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// Curve maps a score of alpha-beta's (search.Result.Score, for the player
// to move) to the expected result for that player: 1 a win, ½ a draw, 0 a
// loss. A proven win maps to 1 and a proven loss to 0; any other score s to
// the logistic 1/(1+exp(-s/Scale)), so that a score of Scale is a 73%
// expected result and 0 an even game.
type Curve struct {
	// Scale is the score at which the expected result is 1/(1+e⁻¹) ≈
	// 0.73; it must be positive (anything else counts as 1).
	Scale float64
}

// Expected returns the expected result for the player to move of a
// position of the given score.
func (c Curve) Expected(score float64) float64 {
	if _, proven := search.WinDistance(score); proven {
		if score > 0 {
			return 1
		}
		return 0
	}
	scale := c.Scale
	if !(scale > 0) || math.IsInf(scale, 1) {
		scale = 1
	}
	if score != score {
		return 0.5
	}
	return 1 / (1 + math.Exp(-score/scale))
}

// fitted holds the curves fitted on the records of bot games under
// analysis/testdata/curves, one a game, by
//
//	go run ./examples/analyze -fit analysis/testdata/curves/GAME.txt
//
// (docs/analysis.md tells how the records were played).
//
// The log-loss of each fit (0.693 is a coin's) says how well the scores of
// these shallow bots (alpha-beta at depths 2 and 3, 1 and 2 for Push Fight)
// predict the results: well in Mapello, Morelli and Mitsudomoe, somewhat
// in Push Fight, hardly in Pathway, whose curve is therefore flat.
var fitted = map[string]Curve{
	"mapello":    {Scale: 7.935}, // log-loss 0.4140 over 1842 scores
	"mitsudomoe": {Scale: 14.03}, // 0.4680 over 534
	"morelli":    {Scale: 6.609}, // 0.2996 over 4094
	"pathway":    {Scale: 6.728}, // 0.6904 over 1112
	"pushfight":  {Scale: 38.56}, // 0.6193 over 342
}

// CurveFor returns the curve of g: the one fitted for it on records of bot
// games (the five games of package games), else one from the scale of its
// evaluation (ply.EvalScaler: an advantage of EvalScale is a 88% expected
// result, as MCTS reads it), else a Scale of 1.
func CurveFor(g registry.Game) Curve {
	if c, ok := fitted[g.Name()]; ok {
		return c
	}
	if s, ok := registry.EvalScale(g); ok && s > 0 {
		return Curve{Scale: s / 2} // (1+tanh(x/s))/2 is the logistic of 2x/s
	}
	return Curve{Scale: 1}
}

// Sample is one position of a bot game: the bot's score for the player to
// move, and the result that player went on to get (1, ½ or 0).
type Sample struct {
	Score  float64
	Result float64
}

// Samples returns the samples of a record of a game of g whose moves carry
// the comments of the arena (record.Comment): the score of every move of a
// bot that searched at least one ply, for the player who made it, unless
// it is proven. A record without a result (Unfinished) gives none.
func Samples(g registry.Game, r *record.Record) ([]Sample, error) {
	var outcome func(p ply.Player) float64
	switch r.Result {
	case record.FirstWins, record.SecondWins, record.Draw:
		outcome = func(p ply.Player) float64 {
			switch {
			case r.Result == record.Draw:
				return 0.5
			case (r.Result == record.FirstWins) == (p == ply.First):
				return 1
			}
			return 0
		}
	default:
		return nil, nil
	}
	line, err := r.ReplayOn(g)
	if err != nil {
		return nil, err
	}
	var out []Sample
	pos := line.Start
	for i, m := range r.Moves {
		mover := g.ToMove(pos)
		if s, ok := commentScore(m.Comment); ok {
			if _, proven := search.WinDistance(s); !proven {
				out = append(out, Sample{Score: s, Result: outcome(mover)})
			}
		}
		pos = line.Positions[i]
	}
	return out, nil
}

// commentScore reads the score of a comment "score 0.53 depth 4 ...", of a
// search at least one ply deep.
func commentScore(c string) (float64, bool) {
	f := strings.Fields(c)
	var score float64
	var scored, deep bool
	for i := 0; i+1 < len(f); i += 2 {
		switch f[i] {
		case "score":
			v, err := strconv.ParseFloat(f[i+1], 64)
			if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
				return 0, false
			}
			score, scored = v, true
		case "depth":
			d, err := strconv.Atoi(f[i+1])
			deep = err == nil && d >= 1
		}
	}
	return score, scored && deep
}

// Fit returns the curve that best predicts the samples' results (the most
// likely Scale, by cross-entropy with a draw counted as half a win) and the
// mean log-loss per sample. It needs samples of both signs of score with
// results that depend on it; otherwise it returns an error.
func Fit(samples []Sample) (Curve, float64, error) {
	if len(samples) < 10 {
		return Curve{}, 0, fmt.Errorf("analysis: %d samples, too few to fit a curve", len(samples))
	}
	loss := func(logScale float64) float64 {
		c := Curve{Scale: math.Exp(logScale)}
		var sum float64
		for _, s := range samples {
			p := min(max(c.Expected(s.Score), 1e-12), 1-1e-12)
			sum -= s.Result*math.Log(p) + (1-s.Result)*math.Log(1-p)
		}
		return sum / float64(len(samples))
	}
	// Golden-section search of the log of the scale over a wide range:
	// the loss is unimodal in it.
	lo, hi := math.Log(1e-4), math.Log(1e7)
	const phi = 0.6180339887498949
	a, b := hi-phi*(hi-lo), lo+phi*(hi-lo)
	fa, fb := loss(a), loss(b)
	for range 200 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - phi*(hi-lo)
			fa = loss(a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + phi*(hi-lo)
			fb = loss(b)
		}
	}
	x := (lo + hi) / 2
	if x > math.Log(1e6) || x < math.Log(2e-4) {
		return Curve{}, 0, fmt.Errorf("analysis: the results do not follow the scores (scale %.3g at the edge of the range)", math.Exp(x))
	}
	return Curve{Scale: math.Exp(x)}, loss(x), nil
}
