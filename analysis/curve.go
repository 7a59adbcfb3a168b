// curve.go fits a game's score curve (search.Curve, the mapping from a
// search's score to the expected result) on the records of bot games; the
// fitted curves live with their games (registry.Entry.Curve, registry.CurveOf).

package analysis

import (
	"fmt"
	"math"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// Sample is one position of a bot game: the bot's score for the player to
// move, and the result that player went on to get (1, ½ or 0).
type Sample struct {
	Score  float64
	Result float64
}

// Samples returns the samples of a record of a game of g whose moves carry
// the comments of the arena (record.Comment, read by record.CommentChoice):
// the score of every move of a bot that searched at least one ply, for the
// player who made it, unless it is proven. A record without a result
// (Unfinished) gives none.
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
		// A bot's score of a search at least one ply deep.
		if c := record.CommentChoice(m.Comment); c.Scored && c.Depth >= 1 {
			if _, proven := search.WinDistance(c.Score); !proven {
				out = append(out, Sample{Score: c.Score, Result: outcome(mover)})
			}
		}
		pos = line.Positions[i]
	}
	return out, nil
}

// Fit returns the curve that best predicts the samples' results (the most
// likely Scale, by cross-entropy with a draw counted as half a win) and the
// mean log-loss per sample. It needs samples of both signs of score with
// results that depend on it; otherwise it returns an error. The fit of a
// game's records is the Curve of its registry.Entry.
func Fit(samples []Sample) (search.Curve, float64, error) {
	if len(samples) < 10 {
		return search.Curve{}, 0, fmt.Errorf("analysis: %d samples, too few to fit a curve", len(samples))
	}
	loss := func(logScale float64) float64 {
		c := search.Curve{Scale: math.Exp(logScale)}
		var sum float64
		for _, s := range samples {
			p := min(max(c.Expected(s.Score), 1e-12), 1-1e-12)
			sum -= s.Result*math.Log(p) + (1-s.Result)*math.Log(1-p)
		}
		return sum / float64(len(samples))
	}
	// Golden-section search of the log of the scale over a wide range:
	// the loss is unimodal in it.
	lo, hi := math.Log(2e-4), math.Log(2e7)
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
	if x > math.Log(2e6) || x < math.Log(4e-4) {
		return search.Curve{}, 0, fmt.Errorf("analysis: the results do not follow the scores (scale %.3g at the edge of the range)", math.Exp(x))
	}
	return search.Curve{Scale: math.Exp(x)}, loss(x), nil
}
