// timeman_internal_test.go checks the pacing of iterative deepening on a
// running clock as the pure function it is: finished depths in, a decision
// out, no clock read.

package search

import (
	"testing"
	"time"
)

// its builds iterations from the cumulative milliseconds at which depths
// finished, their best moves and their scores.
func its(ms []float64, moves []int, scores []float64) []iteration {
	out := make([]iteration, len(ms))
	for i := range ms {
		out[i] = iteration{elapsed: time.Duration(ms[i] * float64(time.Millisecond)), move: moves[i], score: scores[i]}
	}
	return out
}

// TestPaceTarget: the target scales the soft limit by the stability of the
// best move and by a fall of the score, within the hard limit.
func TestPaceTarget(t *testing.T) {
	const ms = time.Millisecond
	soft, hard := 100*ms, 400*ms
	tests := []struct {
		name   string
		moves  []int
		scores []float64
		want   time.Duration
	}{
		{"one depth: the soft limit", []int{0}, []float64{0}, 100 * ms},
		{"the move changed at the last depth", []int{0, 0, 1}, []float64{0, 0, 0}, 200 * ms},
		{"the move changed at the depth before", []int{0, 1, 1}, []float64{0, 0, 0}, 140 * ms},
		{"the same move for 3 depths", []int{1, 0, 0, 0}, []float64{0, 0, 0, 0}, 100 * ms},
		{"the same move for 4 depths", []int{0, 0, 0, 0}, []float64{0, 0, 0, 0}, 70 * ms},
		{"the same move for 6 depths", []int{2, 2, 2, 2, 2, 2}, []float64{0, 0, 0, 0, 0, 0}, 50 * ms},
		{"a fall beyond the margin", []int{0, 0, 0}, []float64{5, 5, 3}, 150 * ms},
		{"a fall within the margin", []int{0, 0, 0}, []float64{5, 5, 4.5}, 100 * ms},
		{"the swing of odd and even depths is no fall", []int{0, 0, 0, 0, 0}, []float64{8, 2, 8, 2, 4.5}, 70 * ms},
		{"a fall on a settled move: at least 1.5 times", []int{0, 0, 0, 0, 0, 0}, []float64{5, 5, 5, 5, 5, 1}, 150 * ms},
		{"a fall and a new move: within the hard limit", []int{0, 0, 1}, []float64{5, 5, -20}, 300 * ms},
		{"a rise is no fall", []int{0, 0, 0}, []float64{5, 5, 50}, 100 * ms},
	}
	for _, tt := range tests {
		got := paceTarget(its(make([]float64, len(tt.moves)), tt.moves, tt.scores), soft, hard, 1)
		if got != tt.want {
			t.Errorf("%s: target %v, want %v", tt.name, got, tt.want)
		}
	}
	// Capped at the hard limit.
	if got := paceTarget(its([]float64{1, 2}, []int{0, 1}, []float64{5, -5}), soft, 250*ms, 1); got != 250*ms {
		t.Errorf("a target beyond the hard limit: %v, want 250ms", got)
	}
}

// TestPace: a depth is started only where it should finish within 1.6
// times the target and within the hard limit, its time predicted from the
// growth of the last two.
func TestPace(t *testing.T) {
	const ms = time.Millisecond
	soft, hard := 100*ms, 400*ms
	tests := []struct {
		name   string
		ms     []float64
		moves  []int
		scores []float64
		stop   bool
	}{
		{"nothing finished", nil, nil, nil, false},
		{"depth 1 at once: go on", []float64{0.01}, []int{0}, []float64{0}, false},
		// Growth 3 assumed: 30 + 90 = 120 <= 160.
		{"one depth of 30ms: go on", []float64{30}, []int{0}, []float64{0}, false},
		// 60 + 180 = 240 > 160.
		{"one depth of 60ms: stop", []float64{60}, []int{0}, []float64{0}, true},
		// Depths of 10 and 20ms (growth 2): 30 + 40 = 70 <= 160.
		{"growth 2: go on", []float64{10, 30}, []int{0, 0}, []float64{0, 0}, false},
		// Depths of 10 and 50ms (growth 5): 60 + 250 = 310 > 160.
		{"growth 5: stop", []float64{10, 60}, []int{0, 0}, []float64{0, 0}, true},
		// Same, but the move changed: target 200, 310 <= 320.
		{"growth 5, a new move: go on", []float64{10, 60}, []int{0, 1}, []float64{0, 0}, false},
		// Depths of 10, 40, 160ms, a new move: 210 + 640 = 850 > hard.
		{"past the hard limit: stop", []float64{10, 50, 210}, []int{0, 0, 1}, []float64{0, 0, 0}, true},
		// Growth within 1.5 and 8: depths of 10 and 10ms count as 1.5,
		// 20 + 15 = 35; of 1 and 30ms as 8, 31 + 240 > 160.
		{"growth at least 1.5", []float64{10, 20}, []int{0, 0}, []float64{0, 0}, false},
		{"growth at most 8", []float64{1, 31}, []int{0, 0}, []float64{0, 0}, true},
		// Depths below 50us are not measured: growth 3, 0.04 + 0.12.
		{"tiny depths: assumed growth", []float64{0.001, 0.04}, []int{0, 0}, []float64{0, 0}, false},
		// Settled for 6 depths: target 50, reach 80. Depths of 5 and
		// 15ms: 30 + 3*15 = 75 goes on; of 15 and 25ms: 50 + 25*5/3 =
		// 92 stops, where the soft limit alone would go on.
		{"settled, room left: go on", []float64{1, 2, 5, 10, 15, 30}, []int{3, 3, 3, 3, 3, 3}, []float64{0, 0, 0, 0, 0, 0}, false},
		{"settled: stop early", []float64{1, 2, 5, 10, 25, 50}, []int{3, 3, 3, 3, 3, 3}, []float64{0, 0, 0, 0, 0, 0}, true},
		// The move just changed: target 200, 92 <= 320.
		{"the same times, the move just changed: go on", []float64{1, 2, 5, 10, 25, 50}, []int{3, 3, 3, 3, 3, 4}, []float64{0, 0, 0, 0, 0, 0}, false},
		// Depths of 30 and 60ms: 100 + 120 = 220 > 160 stops; with a
		// fall, target 150 and reach 240, it goes on.
		{"without a fall: stop", []float64{10, 40, 100}, []int{0, 0, 0}, []float64{3, 3, 3}, true},
		{"the score fell: go on", []float64{10, 40, 100}, []int{1, 1, 1}, []float64{3, 3, 0}, false},
	}
	for _, tt := range tests {
		if got := pace(its(tt.ms, tt.moves, tt.scores), soft, hard, 1); got != tt.stop {
			t.Errorf("%s: stop %v, want %v", tt.name, got, tt.stop)
		}
	}
}
