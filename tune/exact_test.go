package tune

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

// MeasureExact finds the line from values to scores and the errors left:
// none for scores on a line, the noise's size for noisy ones, and the
// winner from the mapped value's sign.
func TestMeasureExact(t *testing.T) {
	values := []float64{-5, -3, -1, 0, 1, 2, 4, 6, 8, 10}
	scores := make([]float64, len(values))
	for i, v := range values {
		scores[i] = 2*v + 1
	}
	e, err := MeasureExact(values, scores)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(e.A-2) > 1e-9 || math.Abs(e.B-1) > 1e-9 || e.MAE > 1e-9 || e.RMS > 1e-9 || e.Winner != 1 || e.N != 10 {
		t.Errorf("exact line: %+v", e)
	}
	// Noise of ±3 on every score: MAE and RMS 3 around the same line.
	for i := range scores {
		scores[i] += float64(3 - 6*(i%2))
	}
	if e, err = MeasureExact(values, scores); err != nil || math.Abs(e.MAE-3) > 0.5 || e.RMS < e.MAE {
		t.Errorf("noisy line: %+v, %v", e, err)
	}
	if _, err := MeasureExact(values[:3], scores[:3]); !errors.Is(err, ErrFewSamples) {
		t.Errorf("3 positions: %v", err)
	}
	if _, err := MeasureExact(make([]float64, 10), scores); !errors.Is(err, ErrFewSamples) {
		t.Errorf("values all 0: %v", err)
	}
	if s := e.String(); s == "" {
		t.Error("no text")
	}
}

// Fit with SquaredLoss recovers a linear model of labels on any scale,
// and MeasureLoss reports its mean squared error and sign accuracy.
func TestFitSquaredLoss(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	truth := []float64{3, -2, 0.5, 10}
	var rows []Row
	for range 4000 {
		r := Row{Index: []int32{0, 1, 2, 3}, Value: make([]float32, 4)}
		for j := range 3 {
			r.Value[j] = float32(rng.NormFloat64())
		}
		r.Value[3] = 1
		r.Label = r.Dot(truth) + 0.1*rng.NormFloat64()
		rows = append(rows, r)
	}
	res, err := Fit(context.Background(), rows, 4, nil, FitOptions{Loss: SquaredLoss, Rate: 0.5, Epochs: 30, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for j, w := range truth {
		if math.Abs(res.Weights[j]-w) > 0.1 {
			t.Errorf("weight %d: %.3f, want %v", j, res.Weights[j], w)
		}
	}
	if !(res.After.Loss < 0.05 && res.After.Loss < res.Before.Loss) || res.After.Accuracy < 0.95 {
		t.Errorf("held out: before %v, after %v", res.Before, res.After)
	}
	if m := MeasureLoss(rows, truth, SquaredLoss); math.Abs(m.Loss-0.01) > 0.005 {
		t.Errorf("the truth's mean squared error: %v", m)
	}
}
