package tunetest_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/tune/tunetest"
)

// outcomes are positions of Mitsudomoe games with their results.
const outcomes = "../../mitsudomoe/testdata/outcomes.txt"

// recorder stands in for testing.T to see whether a check fails; Fatal
// ends the check's goroutine, as testing.T's does.
type recorder struct {
	testing.TB
	msg string
}

func (r *recorder) Helper()                           {}
func (r *recorder) Logf(string, ...any)               {}
func (r *recorder) Errorf(format string, args ...any) { r.fail(fmt.Sprintf(format, args...)) }
func (r *recorder) Error(args ...any)                 { r.fail(fmt.Sprint(args...)) }
func (r *recorder) Fatalf(format string, args ...any) {
	r.fail(fmt.Sprintf(format, args...))
	runtime.Goexit()
}
func (r *recorder) Fatal(args ...any) { r.fail(fmt.Sprint(args...)); runtime.Goexit() }
func (r *recorder) fail(msg string) {
	if r.msg == "" {
		r.msg = msg
	}
}

// run runs check with a recorder and returns its first failure, "" if
// none.
func run(check func(tb testing.TB)) string {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r)
	}()
	<-done
	return r.msg
}

// linear is Mitsudomoe's trained evaluation as it is.
func linear() tunetest.Linear[mitsudomoe.State] {
	w := mitsudomoe.TrainedWeights()
	return tunetest.Linear[mitsudomoe.State]{
		Trained:  mitsudomoe.EvalTrained,
		Features: mitsudomoe.Features,
		Names:    mitsudomoe.FeatureNames[:],
		Weights:  w[:],
		Scale:    30,
		Bound:    15000,
	}
}

// raceWeights are EvalRace's weights of Features' terms, in points
// (mitsudomoe's eval.go), the tempo first.
var raceWeights = []float64{0, 25, -10, 4, -60, -20, 1, 2, -30, -30}

// names is Mitsudomoe with evaluations named for bots that leave out the
// trained one.
type names struct{ *mitsudomoe.Game }

func (names) HeuristicNames() []string { return []string{"race"} }
func (g names) Heuristic(name string) (ply.EvalFunc[mitsudomoe.State], bool) {
	if name == "race" {
		return mitsudomoe.EvalRace, true
	}
	return nil, false
}

// scaled is Mitsudomoe with another EvalScale.
type scaled struct {
	*mitsudomoe.Game
	scale float64
}

func (g scaled) EvalScale() float64 { return g.scale }

func TestChecksPass(t *testing.T) {
	g := mitsudomoe.MustNew()
	lin := linear()
	lin.Base = mitsudomoe.EvalRace
	lin.BaseWeights = raceWeights
	tunetest.CheckLinear(t, g, lin)
	if loss := tunetest.CheckScale(t, g, outcomes); loss <= 0 {
		t.Errorf("loss %v", loss)
	}
}

// TestChecksFail: every check fails on an evaluation or a game that
// breaks it.
func TestChecksFail(t *testing.T) {
	g := mitsudomoe.MustNew()
	for _, tc := range []struct {
		name  string
		check func(tb testing.TB)
		want  string
	}{
		{"one sign for both players", func(tb testing.TB) {
			lin := linear()
			lin.Trained = func(s mitsudomoe.State, p ply.Player) float64 { return mitsudomoe.EvalTrained(s, s.ToMove()) }
			tunetest.CheckLinear(tb, g, lin)
		}, "for the first player"},
		{"beyond the bound", func(tb testing.TB) {
			lin := linear()
			lin.Bound = 1e-6
			tunetest.CheckLinear(tb, g, lin)
		}, "beyond"},
		{"other weights", func(tb testing.TB) {
			lin := linear()
			lin.Weights = append([]float64(nil), lin.Weights...)
			lin.Weights[2] += 0.5
			tunetest.CheckLinear(tb, g, lin)
		}, "its weights times the features"},
		{"no tempo", func(tb testing.TB) {
			lin := linear()
			lin.Features = func(dst []float64, s mitsudomoe.State) []float64 {
				dst = mitsudomoe.Features(dst, s)
				dst[0] = 0
				return dst
			}
			tunetest.CheckLinear(tb, g, lin)
		}, "the first 1"},
		{"base weights that do not give the base", func(tb testing.TB) {
			lin := linear()
			lin.Base = mitsudomoe.EvalRace
			lin.BaseWeights = make([]float64, mitsudomoe.NumFeatures)
			tunetest.CheckLinear(tb, g, lin)
		}, "Base's weights"},
		{"trained not named for bots", func(tb testing.TB) {
			tunetest.CheckLinear(tb, names{g}, linear())
		}, "eval=NAME"},
		{"scale too small", func(tb testing.TB) { tunetest.CheckScale(tb, scaled{g, 6}, outcomes) }, "the scale is off"},
		{"scale too large", func(tb testing.TB) { tunetest.CheckScale(tb, scaled{g, 600}, outcomes) }, "the scale is off"},
		{"no samples", func(tb testing.TB) { tunetest.CheckScale(tb, g, "testdata/none.txt") }, "none.txt"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			msg := run(tc.check)
			if !strings.Contains(msg, tc.want) {
				t.Errorf("failure %q, want one saying %q", msg, tc.want)
			}
		})
	}
}
