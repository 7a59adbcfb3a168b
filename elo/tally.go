// tally.go counts wins, draws and losses, with the score's 95% interval,
// and turns a score into an Elo difference.

package elo

import "math"

// z95 is the two-sided 95% quantile of the normal distribution.
const z95 = 1.959963984540054

// Tally counts the games of one side of a pairing (or of one bot overall).
type Tally struct {
	Wins, Draws, Losses int
}

// Add counts a game of outcome o: a win when positive, a draw at 0, a loss
// when negative.
func (t *Tally) Add(o int) {
	switch {
	case o > 0:
		t.Wins++
	case o < 0:
		t.Losses++
	default:
		t.Draws++
	}
}

// Games returns the number of games counted.
func (t Tally) Games() int { return t.Wins + t.Draws + t.Losses }

// Score returns the mean points per game (a win 1, a draw ½), or NaN with
// no games.
func (t Tally) Score() float64 {
	n := t.Games()
	if n == 0 {
		return math.NaN()
	}
	return (float64(t.Wins) + float64(t.Draws)/2) / float64(n)
}

// Interval returns a 95% confidence interval of the score: the Wilson score
// interval on the points per game, which stays inside [0, 1] and is sensible
// even when one side won every game.
func (t Tally) Interval() (lo, hi float64) {
	n := float64(t.Games())
	if n == 0 {
		return math.NaN(), math.NaN()
	}
	p := t.Score()
	den := 1 + z95*z95/n
	centre := (p + z95*z95/(2*n)) / den
	half := z95 / den * math.Sqrt(p*(1-p)/n+z95*z95/(4*n*n))
	return max(0, centre-half), min(1, centre+half)
}

// FromScore returns the logistic Elo difference that expects the score s:
// -400 log10(1/s - 1). It is +Inf for s = 1 and -Inf for s = 0.
func FromScore(s float64) float64 {
	switch {
	case s >= 1:
		return math.Inf(1)
	case s <= 0:
		return math.Inf(-1)
	}
	// Adding 0 turns the -0 of an even score into 0.
	return -400*math.Log10(1/s-1) + 0
}
