// Package tunetest checks a game's trained evaluation from the game's
// tests, as package gametest checks its rules: that a linear evaluation is
// its weights times its features, the same for both players but for the
// sign, that its features reproduce the evaluation they were taken from,
// that the game offers it to bots by name, and that the game's EvalScale
// reads its Evaluate as a calibrated chance of winning.
//
// A game whose trained evaluation is a weighted sum of a feature vector
// (the models of package tune's Fit) checks it with CheckLinear, and its
// scale with CheckScale on positions of games the weights were not fitted
// to:
//
//	func TestEvalTrained(t *testing.T) {
//		g := mygame.MustNew()
//		tunetest.CheckLinear(t, g, tunetest.Linear[mygame.State]{
//			Trained:  mygame.EvalTrained,
//			Features: mygame.Features,
//			Names:    mygame.FeatureNames[:],
//			Weights:  mygame.TrainedWeights(), Scale: 10,
//			Base:     mygame.EvalHand, BaseWeights: handWeights,
//			Bound:    1e4,
//		})
//	}
package tunetest

import (
	"fmt"
	"math"
	"os"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/tune"
)

// Linear describes a trained evaluation that is a weighted sum of a
// feature vector, for CheckLinear. Every field but Trained, Features and
// Names may be left out, and skips its check.
type Linear[S any] struct {
	// Trained is the trained evaluation.
	Trained ply.EvalFunc[S]
	// Features appends the features of a state for its player to move.
	// The first is the tempo term: always 1.
	Features func(dst []float64, s S) []float64
	// Names names the features, in order; its length is their number.
	Names []string
	// Weights are the trained weights, in Features' order, and Scale what
	// Trained multiplies their sum by (0 counts as 1): for the player to
	// move, Trained is Scale × Σ Weights[i]·Features[i]. A game whose
	// trained evaluation adds more (a network) leaves Weights nil.
	Weights []float64
	Scale   float64
	// Base is the evaluation the features were taken from, and
	// BaseWeights its weight of each feature, in Features' order: for the
	// player to move, Base is Σ BaseWeights[i]·Features[i].
	Base        ply.EvalFunc[S]
	BaseWeights []float64
	// Bound is the largest magnitude Trained may take (0: no bound).
	Bound float64
	// Starts are the states the sample games start from; none, the
	// game's Start.
	Starts []S
}

// heuristics is registry.Heuristics, the capability that names a game's
// evaluations for the bot option eval=NAME.
type heuristics[S any] interface {
	HeuristicNames() []string
	Heuristic(name string) (ply.EvalFunc[S], bool)
}

// samplesPerStart is how many states CheckLinear draws from each start,
// and minChecked how many unfinished ones it wants in all.
const (
	samplesPerStart = 300
	minChecked      = 100
)

// CheckLinear checks a trained linear evaluation of g on states of random
// games from lin.Starts: Trained for one player is minus Trained for the
// other and within Bound; Features has len(Names) terms, the first 1;
// Trained is Scale times the weighted sum of the features; Base is the
// sum of the features times BaseWeights. If g names its evaluations for
// bots (registry.Heuristics), every name it lists must give one, a name
// it does not list none, and one of them must be Trained.
func CheckLinear[S, M comparable](t testing.TB, g ply.Game[S, M], lin Linear[S]) {
	t.Helper()
	if lin.Trained == nil || lin.Features == nil || len(lin.Names) == 0 {
		t.Fatal("tunetest: Linear needs Trained, Features and Names")
	}
	if lin.Weights != nil && len(lin.Weights) != len(lin.Names) {
		t.Fatalf("tunetest: %d weights for %d features", len(lin.Weights), len(lin.Names))
	}
	if lin.Base != nil && len(lin.BaseWeights) != len(lin.Names) {
		t.Fatalf("tunetest: %d base weights for %d features", len(lin.BaseWeights), len(lin.Names))
	}
	scale := lin.Scale
	if scale == 0 {
		scale = 1
	}
	starts := lin.Starts
	if len(starts) == 0 {
		starts = []S{g.Start()}
	}
	var states []S
	var f []float64
	for i, start := range starts {
		for _, s := range gametest.SampleStates(g, start, samplesPerStart, uint64(4+i)) {
			if _, over := g.Result(s); over {
				continue
			}
			states = append(states, s)
			mover := g.ToMove(s)
			a, b := lin.Trained(s, ply.First), lin.Trained(s, ply.Second)
			if a != -b {
				t.Fatalf("%v: Trained is %v for the first player, %v for the second", s, a, b)
			}
			if lin.Bound > 0 && math.Abs(a) > lin.Bound {
				t.Fatalf("%v: Trained is %v, beyond ±%v", s, a, lin.Bound)
			}
			f = lin.Features(f[:0], s)
			if len(f) != len(lin.Names) || f[0] != 1 {
				t.Fatalf("%v: features %v, want %d of them, the first 1", s, f, len(lin.Names))
			}
			if lin.Weights != nil {
				if want := scale * dot(lin.Weights, f); !near(lin.Trained(s, mover), want) {
					t.Fatalf("%v: Trained is %v, its weights times the features %v", s, lin.Trained(s, mover), want)
				}
			}
			if lin.Base != nil {
				if want := dot(lin.BaseWeights, f); !near(lin.Base(s, mover), want) {
					t.Fatalf("%v: the features with Base's weights give %v, Base %v", s, want, lin.Base(s, mover))
				}
			}
		}
	}
	if len(states) < minChecked {
		t.Fatalf("only %d unfinished states to check", len(states))
	}
	if h, ok := ply.As[heuristics[S]](g); ok {
		checkNames(t, h, lin.Trained, states)
	}
}

// checkNames checks the evaluations h names: each name gives one, an
// unknown name none, and one of them is trained on states.
func checkNames[S any](t testing.TB, h heuristics[S], trained ply.EvalFunc[S], states []S) {
	t.Helper()
	found := false
	for _, name := range h.HeuristicNames() {
		e, ok := h.Heuristic(name)
		if !ok || e == nil {
			t.Errorf("Heuristic(%q), a name HeuristicNames lists, gives no evaluation", name)
			continue
		}
		same := true
		for _, s := range states {
			if e(s, ply.First) != trained(s, ply.First) {
				same = false
				break
			}
		}
		found = found || same
	}
	if !found {
		t.Errorf("none of the evaluations %q is Trained: a bot cannot ask for it with eval=NAME", h.HeuristicNames())
	}
	if _, ok := h.Heuristic("no such evaluation"); ok {
		t.Error(`Heuristic("no such evaluation") gives an evaluation`)
	}
}

// CheckScale checks g's EvalScale (ply.EvalScaler) against the results of
// games: it reads the samples of the file at path (tune.ReadSamples: the
// positions of games the evaluation was not fitted to, each with its
// result for its player to move), evaluates each position with g's
// Evaluate for that player, and checks that the log-loss of reading the
// value v as the chance (1+tanh(v/EvalScale))/2 of the result is lower at
// EvalScale than at half or twice it, and lower than a coin's (ln 2). It
// logs the best scale from a tenth to ten times EvalScale, and returns the
// loss at EvalScale.
func CheckScale[S, M comparable](t testing.TB, g ply.Game[S, M], path string) float64 {
	t.Helper()
	sc, ok := ply.As[ply.EvalScaler](g)
	if !ok {
		t.Fatal("the game has no EvalScale (ply.EvalScaler)")
	}
	n, ok := ply.As[ply.Notation[S, M]](g)
	if !ok {
		t.Fatal("the game has no notation (ply.Notation) to read the positions")
	}
	samples, err := readSamples(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) < minChecked {
		t.Fatalf("%s: only %d samples", path, len(samples))
	}
	values := make([]float64, len(samples))
	for i, sm := range samples {
		s, err := n.ParseState(sm.Position)
		if err != nil {
			t.Fatalf("%s: sample %d: %v", path, i+1, err)
		}
		values[i] = g.Evaluate(s, g.ToMove(s))
	}
	scale := sc.EvalScale()
	loss := func(x float64) float64 { return tune.ScaleLoss(samples, values, x) }
	at, half, twice := loss(scale), loss(scale/2), loss(2*scale)
	best, bestLoss := tune.BestScale(samples, values, scale/10, 10*scale)
	t.Logf("%d positions: log-loss %.4f at scale %v, %.4f at half, %.4f at twice; least %.4f at %.1f",
		len(samples), at, scale, half, twice, bestLoss, best)
	if at >= half || at >= twice || at >= math.Ln2 {
		t.Errorf("log-loss %.4f at scale %v, %.4f at half, %.4f at twice, %.4f for a coin: the scale is off",
			at, scale, half, twice, math.Ln2)
	}
	return at
}

// readSamples reads the sample file at path.
func readSamples(path string) ([]tune.Sample, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	samples, err := tune.ReadSamples(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return samples, nil
}

func dot(w, x []float64) float64 {
	v := 0.0
	for i := range w {
		v += w[i] * x[i]
	}
	return v
}

// near reports whether a and b agree but for rounding.
func near(a, b float64) bool {
	return math.Abs(a-b) <= 1e-9*max(1, math.Abs(a), math.Abs(b))
}
