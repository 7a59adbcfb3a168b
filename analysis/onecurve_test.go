package analysis_test

import (
	"context"
	"math"
	"testing"

	"github.com/plygo/ply/analysis"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
	"github.com/plygo/ply/tune"
)

// flat is an Analyst that scores every move of every position score.
type flat struct {
	g     registry.Game
	score float64
}

func (f flat) Choose(context.Context, registry.Line, func(registry.Choice)) (registry.Choice, error) {
	return registry.Choice{}, nil
}

func (f flat) Analyze(_ context.Context, line registry.Line, lim search.Limits, _ func(registry.BestLines)) (registry.BestLines, error) {
	var b registry.BestLines
	for _, m := range f.g.Moves(line.Position()) {
		if len(b.Lines) == max(lim.MultiPV, 1) {
			break
		}
		b.Lines = append(b.Lines, registry.BestLine{Move: m, Score: f.score, Depth: 1, PV: []string{m.String()}})
	}
	return b, nil
}

// One curve a game: the analysis reads a score as the game's curve
// (registry.CurveOf, from its registry.Entry) says, the tuner's ScaleLoss
// reads it through the same curve at the curve's scale, and the curve is
// the one the analysis fitted before the curves moved to the games (a
// logistic of half the scale), to the last bits. The win chances shown
// (the web board's analysis, the engine's lz-analyze, a bot's answer to a
// draw offer) read registry.CurveOf too: see engine's TestLzAnalyzeWinrate.
func TestOneCurve(t *testing.T) {
	// The logistic scales of the curves as analysis/curve.go held them.
	before := map[string]float64{"mapello": 7.935, "mitsudomoe": 14.03, "morelli": 6.609, "pathway": 6.728, "pushfight": 38.56}
	scores := []float64{-40, -7.5, -1, -0.25, 0, 0.1, 1, 3.3, 12, 90, search.WinScore - 11, -(search.WinScore - 4)}
	for name, logistic := range before {
		g, err := registry.Open(name, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		c := registry.CurveOf(g)
		if c.Scale != 2*logistic {
			t.Errorf("%s: scale %v, want exactly twice the logistic %v", name, c.Scale, logistic)
		}
		moves := g.Moves(g.Start())
		rec := &record.Record{Game: name, Moves: []record.Move{{Text: moves[0].String()}}}
		for _, x := range scores {
			want := c.Expected(x)
			// As analysis/curve.go computed it, within rounding.
			old := 1 / (1 + math.Exp(-x/logistic))
			if _, proven := search.WinDistance(x); proven {
				old = math.Round(old)
			}
			if math.Abs(want-old) > 1e-15 {
				t.Errorf("%s at %v: %v, the analysis read %v", name, x, want, old)
			}
			// The analysis.
			rep, err := analysis.Review(context.Background(), g, rec, flat{g, x}, analysis.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := rep.Moves[0].Before; got != want {
				t.Errorf("%s at %v: the analysis expects %v, the curve %v", name, x, got, want)
			}
			// The tuner.
			q := min(max(want, 1e-12), 1-1e-12)
			if got := tune.ScaleLoss([]tune.Sample{{Result: 1}}, []float64{x}, c.Scale); got != -math.Log(q) {
				t.Errorf("%s at %v: ScaleLoss %v, the curve's loss %v", name, x, got, -math.Log(q))
			}
		}
	}
}
