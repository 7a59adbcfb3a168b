// fit.go holds Texel-style logistic regression and least squares: Row (a
// position as sparse features and its label), Fit (Adagrad with L2
// regularisation and early stopping on held-out rows) and Measure (log
// loss and accuracy; MeasureLoss for either loss).

package tune

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/plygo/ply/search"
)

// ErrNoData: a fit was given too few rows to train and validate on, or
// rows that do not fit its weights.
var ErrNoData = errors.New("tune: too few rows")

// Row is one training example: a position as sparse features (Index[i]
// has the value Value[i], every value 1 when Value is nil) and its label:
// the probability that the player to move wins, or with SquaredLoss a
// number such as the final margin.
type Row struct {
	Index []int32
	Value []float32
	// Label is the target for the player to move: with LogLoss from 0
	// (a loss) to 1 (a win), with SquaredLoss any number, whose sign
	// tells a win from a loss.
	Label float64
	// Weight is the row's weight in the loss; 0 counts as 1.
	Weight float64
}

// Dot returns the linear value of r under weights w: the sum of
// w[Index[i]]*Value[i].
func (r *Row) Dot(w []float64) float64 {
	v := 0.0
	if r.Value == nil {
		for _, j := range r.Index {
			v += w[j]
		}
		return v
	}
	for i, j := range r.Index {
		v += w[j] * float64(r.Value[i])
	}
	return v
}

func (r *Row) weight() float64 {
	if r.Weight > 0 {
		return r.Weight
	}
	return 1
}

// Sigmoid returns 1/(1+e^-x), the win probability of a value in logits.
func Sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// Metrics measure weights on rows.
type Metrics struct {
	// Rows is the number of rows measured.
	Rows int
	// Loss is the mean cross-entropy (log loss) of the predictions
	// Sigmoid(Dot) against the labels, in nats: lower is better.
	Loss float64
	// Accuracy is the share of the rows with a decisive label (not 0.5)
	// whose prediction lies on the label's side of 0.5.
	Accuracy float64
}

// String writes the metrics as "loss 0.6123 accuracy 68.2% (1000 rows)".
func (m Metrics) String() string {
	return fmt.Sprintf("loss %.4f accuracy %.1f%% (%d rows)", m.Loss, 100*m.Accuracy, m.Rows)
}

// Loss is the loss a fit minimises.
type Loss uint8

const (
	// LogLoss is logistic regression: the prediction Sigmoid(Dot) of a
	// label from 0 to 1, by cross-entropy.
	LogLoss Loss = iota
	// SquaredLoss is least squares: the prediction Dot of a label of any
	// scale, by the square of the difference. The squared error is
	// halved in the gradient, not in Metrics.Loss.
	SquaredLoss
)

// Measure returns the metrics of weights w on rows, by log loss.
func Measure(rows []Row, w []float64) Metrics { return MeasureLoss(rows, w, LogLoss) }

// MeasureLoss returns the metrics of weights w on rows by loss: for
// SquaredLoss, Metrics.Loss is the weighted mean squared error and
// Metrics.Accuracy the share of the rows with a label other than 0 whose
// prediction has its sign.
func MeasureLoss(rows []Row, w []float64, kind Loss) Metrics {
	if kind == SquaredLoss {
		return measureSquared(rows, w)
	}
	var loss, wsum float64
	right, decisive := 0, 0
	for i := range rows {
		r := &rows[i]
		p := Sigmoid(r.Dot(w))
		p = min(max(p, 1e-12), 1-1e-12)
		y := r.Label
		loss -= r.weight() * (y*math.Log(p) + (1-y)*math.Log(1-p))
		wsum += r.weight()
		if y != 0.5 {
			decisive++
			if (p > 0.5) == (y > 0.5) {
				right++
			}
		}
	}
	m := Metrics{Rows: len(rows)}
	if wsum > 0 {
		m.Loss = loss / wsum
	}
	if decisive > 0 {
		m.Accuracy = float64(right) / float64(decisive)
	}
	return m
}

// measureSquared is MeasureLoss for SquaredLoss.
func measureSquared(rows []Row, w []float64) Metrics {
	var loss, wsum float64
	right, decisive := 0, 0
	for i := range rows {
		r := &rows[i]
		p := r.Dot(w)
		d := p - r.Label
		loss += r.weight() * d * d
		wsum += r.weight()
		if r.Label != 0 {
			decisive++
			if (p > 0) == (r.Label > 0) {
				right++
			}
		}
	}
	m := Metrics{Rows: len(rows)}
	if wsum > 0 {
		m.Loss = loss / wsum
	}
	if decisive > 0 {
		m.Accuracy = float64(right) / float64(decisive)
	}
	return m
}

// FitOptions configure Fit. The zero value is usable.
type FitOptions struct {
	// Loss is the loss minimised: LogLoss (the default) or SquaredLoss.
	Loss Loss
	// Epochs is the most passes over the training rows (default 20).
	Epochs int
	// Rate is Adagrad's base learning rate (default 0.05).
	Rate float64
	// L2 is the regularisation: each step also pulls every weight the
	// row touches toward 0 by L2 times the weight (default 0, none).
	L2 float64
	// Valid, if not nil, are the held-out rows to validate on, and Fit
	// trains on all its rows. Positions of one game are alike and share
	// its result, so rows held out from the games of the training rows
	// (tune samples -valid) measure the fit more honestly than a split
	// of the positions.
	Valid []Row
	// Holdout is the share of rows kept out of training to validate
	// on when Valid is nil, from 0 to 0.5 (default 0.1).
	Holdout float64
	// Patience stops the fit after this many epochs without a better
	// held-out loss (default 3).
	Patience int
	// Seed seeds the split and the order of the rows.
	Seed uint64
	// Frozen, if not nil, marks the weights the fit must not change.
	Frozen []bool
	// Progress, if not nil, is called after every epoch.
	Progress func(epoch int, train, valid Metrics)
}

// FitResult is what Fit found.
type FitResult struct {
	// Weights are the fitted weights: those of the epoch with the best
	// held-out loss.
	Weights []float64
	// Epoch is that epoch, from 1 (0: the initial weights were best).
	Epoch int
	// Before and After measure the initial and the fitted weights on the
	// held-out rows; TrainBefore and TrainAfter on the training rows.
	Before, After           Metrics
	TrainBefore, TrainAfter Metrics
}

// Fit fits the weights of a logistic model to rows: the predicted win
// probability of a row is Sigmoid(Dot(w)), and Fit minimises the log loss
// (with o.Loss SquaredLoss, of a linear model: the prediction Dot(w), by
// least squares) over a training share of the rows by stochastic gradient descent with
// Adagrad's per-weight steps, measuring the held-out share after each
// epoch and keeping the best weights (early stopping). n is the number of
// weights; init, if not nil, holds their starting values (else zeros).
// The split and the order are drawn from o.Seed, so a fit is
// reproducible. It stops early, returning the best weights so far with
// ctx's error, when ctx ends.
func Fit(ctx context.Context, rows []Row, n int, init []float64, o FitOptions) (FitResult, error) {
	if o.Epochs <= 0 {
		o.Epochs = 20
	}
	if o.Rate <= 0 {
		o.Rate = 0.05
	}
	if o.Holdout <= 0 || o.Holdout > 0.5 {
		o.Holdout = 0.1
	}
	if o.Patience <= 0 {
		o.Patience = 3
	}
	if init != nil && len(init) != n {
		return FitResult{}, fmt.Errorf("tune: %d initial weights for %d: %w", len(init), n, ErrNoData)
	}
	if err := check(rows, n); err != nil {
		return FitResult{}, err
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x746578656c)) // "texel"
	var train, valid []Row
	if o.Valid != nil {
		if err := check(o.Valid, n); err != nil {
			return FitResult{}, err
		}
		train, valid = slices.Clone(rows), o.Valid
	} else {
		order := rng.Perm(len(rows))
		nv := int(float64(len(rows)) * o.Holdout)
		valid = make([]Row, 0, nv)
		train = make([]Row, 0, len(rows)-nv)
		for k, i := range order {
			if k < nv {
				valid = append(valid, rows[i])
			} else {
				train = append(train, rows[i])
			}
		}
	}
	if len(valid) < 1 || len(train) < 1 {
		return FitResult{}, fmt.Errorf("tune: %d rows to train on, %d to validate on: %w", len(train), len(valid), ErrNoData)
	}
	w := make([]float64, n)
	copy(w, init)
	res := FitResult{Weights: append([]float64(nil), w...)}
	res.Before = MeasureLoss(valid, w, o.Loss)
	res.TrainBefore = MeasureLoss(train, w, o.Loss)
	res.After, res.TrainAfter = res.Before, res.TrainBefore
	g2 := make([]float64, n)
	since := 0
	for epoch := 1; epoch <= o.Epochs; epoch++ {
		rng.Shuffle(len(train), func(i, j int) { train[i], train[j] = train[j], train[i] })
		for i := range train {
			if i&1023 == 0 && ctx.Err() != nil {
				return res, ctx.Err()
			}
			r := &train[i]
			var d float64
			if o.Loss == SquaredLoss {
				d = r.weight() * (r.Dot(w) - r.Label)
			} else {
				d = r.weight() * (Sigmoid(r.Dot(w)) - r.Label)
			}
			for k, j := range r.Index {
				if o.Frozen != nil && o.Frozen[j] {
					continue
				}
				x := 1.0
				if r.Value != nil {
					x = float64(r.Value[k])
				}
				grad := d*x + o.L2*w[j]
				g2[j] += grad * grad
				w[j] -= o.Rate * grad / (math.Sqrt(g2[j]) + 1e-8)
			}
		}
		tm, vm := MeasureLoss(train, w, o.Loss), MeasureLoss(valid, w, o.Loss)
		if o.Progress != nil {
			o.Progress(epoch, tm, vm)
		}
		if vm.Loss < res.After.Loss {
			res.Weights = append(res.Weights[:0], w...)
			res.Epoch, res.After, res.TrainAfter = epoch, vm, tm
			since = 0
		} else if since++; since >= o.Patience {
			break
		}
	}
	return res, nil
}

// check fails if a row has a feature out of range or values that do not
// match its features.
func check(rows []Row, n int) error {
	for i := range rows {
		for _, j := range rows[i].Index {
			if j < 0 || int(j) >= n {
				return fmt.Errorf("tune: row %d has feature %d of %d: %w", i, j, n, ErrNoData)
			}
		}
		if v := rows[i].Value; v != nil && len(v) != len(rows[i].Index) {
			return fmt.Errorf("tune: row %d has %d values for %d features: %w", i, len(v), len(rows[i].Index), ErrNoData)
		}
	}
	return nil
}

// Label returns the label of a sample: its Result, or, with blend > 0
// and a score, (1-blend)*Result + blend*curve.Expected(Score), the
// search's score read as an expected result by the game's score curve
// (registry.CurveOf gives it).
func Label(s Sample, blend float64, curve search.Curve) float64 {
	if blend <= 0 || !s.HasScore() {
		return s.Result
	}
	return (1-blend)*s.Result + blend*curve.Expected(s.Score)
}
