package elo

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 5e-4 }

func TestTally(t *testing.T) {
	half := Tally{Wins: 50, Losses: 50}
	if lo, hi := half.Interval(); !near(lo, 0.4038) || !near(hi, 0.5962) {
		t.Errorf("Wilson interval of 50/100 = [%.4f, %.4f], want [0.4038, 0.5962]", lo, hi)
	}
	all := Tally{Wins: 10}
	if lo, hi := all.Interval(); !near(lo, 0.7225) || hi != 1 {
		t.Errorf("Wilson interval of 10/10 = [%.4f, %.4f], want [0.7225, 1]", lo, hi)
	}
	if s := (Tally{Wins: 1, Draws: 2, Losses: 1}).Score(); s != 0.5 {
		t.Errorf("score with draws = %v", s)
	}
	if !math.IsNaN(Tally{}.Score()) {
		t.Errorf("score of no games should be NaN")
	}
	if lo, hi := (Tally{}).Interval(); !math.IsNaN(lo) || !math.IsNaN(hi) {
		t.Errorf("interval of no games = [%v, %v], want NaN", lo, hi)
	}
	var c Tally
	for _, o := range []int{1, 0, -1, 2, -7, 0} {
		c.Add(o)
	}
	if c != (Tally{Wins: 2, Draws: 2, Losses: 2}) || c.Games() != 6 {
		t.Errorf("Add: %+v", c)
	}
}

func TestFromScore(t *testing.T) {
	for s, want := range map[float64]float64{0.5: 0, 0.75: 190.85, 0.25: -190.85, 0.9: 381.7} {
		if got := FromScore(s); math.Abs(got-want) > 0.05 {
			t.Errorf("FromScore(%v) = %.2f, want %.2f", s, got, want)
		}
	}
	if !math.IsInf(FromScore(1), 1) || !math.IsInf(FromScore(0), -1) {
		t.Errorf("FromScore at 0 and 1 should be infinite")
	}
	// An even score is a difference of 0, never -0.
	if e := FromScore(0.5); math.Signbit(e) || e != 0 {
		t.Errorf("FromScore(0.5) = %v", e)
	}
}

// Add counts a pair by the sum of its outcomes' signs, in either order.
func TestPentanomialAdd(t *testing.T) {
	var p Pentanomial
	for _, pair := range [][2]int{{-1, -1}, {-1, 0}, {0, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 0}, {1, 1}, {5, 3}, {-2, -9}} {
		p.Add(pair[0], pair[1])
	}
	if want := (Pentanomial{LL: 2, LD: 2, WLDD: 3, WD: 1, WW: 2}); p != want {
		t.Errorf("Add: %+v, want %+v", p, want)
	}
	if p.Pairs() != 10 || p.Counts() != [5]int{2, 2, 3, 1, 2} {
		t.Errorf("Pairs %d, Counts %v", p.Pairs(), p.Counts())
	}
}
