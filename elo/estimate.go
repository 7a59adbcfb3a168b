// estimate.go estimates a strength difference from counts, as fastchess
// reports it: Elo and normalized Elo with 95% intervals, and the
// likelihood of superiority.

package elo

import "math"

// Estimate is what the results say of the strength difference, as
// fastchess reports it: the score per game, logistic Elo and normalized
// Elo with their 95% intervals (from the normal approximation of the mean
// score, the Elo bounds the images of the score's), and the likelihood of
// superiority.
type Estimate struct {
	// Samples is the number of games or game pairs.
	Samples int
	// Score is the mean points per game.
	Score float64
	// Elo, EloLo and EloHi: the logistic Elo difference of Score, and
	// the Elo of the bounds of the score's 95% interval.
	Elo, EloLo, EloHi float64
	// NElo, NEloLo and NEloHi: the same in normalized Elo.
	NElo, NEloLo, NEloHi float64
	// LOS is the probability that the first bot is the stronger, under
	// the normal approximation.
	LOS float64
}

// EstimatePentanomial estimates from game pairs: each pair is one sample
// of the mean of two games, so its variance is the right one when colours
// or openings matter. With no pairs, every field is NaN but Samples.
func EstimatePentanomial(p Pentanomial) Estimate {
	return estimate([]float64{0, 0.25, 0.5, 0.75, 1}, p.counts(), math.Sqrt2)
}

// EstimateWDL estimates from unpaired games.
func EstimateWDL(wins, draws, losses int) Estimate {
	return estimate([]float64{0, 0.5, 1}, []int{losses, draws, wins}, 1)
}

func estimate(scores []float64, counts []int, perGame float64) Estimate {
	n := 0
	for _, c := range counts {
		n += c
	}
	if n == 0 {
		nan := math.NaN()
		return Estimate{Score: nan, Elo: nan, EloLo: nan, EloHi: nan, NElo: nan, NEloLo: nan, NEloHi: nan, LOS: nan}
	}
	p := make([]float64, len(counts))
	for i, c := range counts {
		p[i] = float64(c) / float64(n)
	}
	mu, v := meanVar(scores, p)
	se := math.Sqrt(v / float64(n))
	lo, hi := mu-z95*se, mu+z95*se
	// Normalized Elo divides by the standard deviation per game: a
	// pair's score is the mean of two games, whose deviation is √2 times
	// the pair's.
	sd := perGame * math.Sqrt(v)
	nelo := func(s float64) float64 { return (s - 0.5) / sd * eloPerNelo }
	e := Estimate{Samples: n, Score: mu, Elo: FromScore(mu), EloLo: FromScore(lo), EloHi: FromScore(hi), NElo: nelo(mu), NEloLo: nelo(lo), NEloHi: nelo(hi)}
	e.LOS = (1 - math.Erf(-(mu-0.5)/math.Sqrt(2*v/float64(n)))) / 2
	if v == 0 {
		// Every sample alike: superiority is certain one way or none.
		e.LOS = 0.5 + math.Copysign(0.5, mu-0.5)
		if mu == 0.5 {
			e.LOS = 0.5
		}
	}
	return e
}
