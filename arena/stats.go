// stats.go turns finished games into per-pair and per-bot statistics: wins,
// draws, losses, score with a 95% confidence interval, and Elo differences.

package arena

import (
	"math"
)

// Tally counts the games of one side of a pairing (or of one bot overall).
type Tally struct {
	Wins, Draws, Losses int
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
	const z = 1.959963984540054
	p := t.Score()
	den := 1 + z*z/n
	centre := (p + z*z/(2*n)) / den
	half := z / den * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return max(0, centre-half), min(1, centre+half)
}

// Elo returns the rating difference that expects the score s: -400
// log10(1/s - 1). It is +Inf for s = 1 and -Inf for s = 0.
func Elo(s float64) float64 {
	switch {
	case s >= 1:
		return math.Inf(1)
	case s <= 0:
		return math.Inf(-1)
	}
	// Adding 0 turns the -0 of an even score into 0.
	return -400*math.Log10(1/s-1) + 0
}

// PairStats is the result of one pairing, from bot A's side.
type PairStats struct {
	Pair
	Tally
	// AsFirst counts A's games as the first player.
	AsFirst Tally
	// Ptnml counts the game pairs both of whose games finished (the
	// games 2k and 2k+1 of the schedule, one opening with either colour)
	// by A's points in the pair.
	Ptnml Pentanomial
}

// Summarise tallies the finished games by pair (from A's side) and by bot.
func Summarise(n int, pairs []Pair, played []Played) ([]PairStats, []Tally) {
	ps := make([]PairStats, len(pairs))
	for i, p := range pairs {
		ps[i].Pair = p
	}
	bots := make([]Tally, n)
	// halves holds, by couple, A's outcome in the couple's first game to
	// finish.
	halves := map[int]Outcome{}
	for _, g := range played {
		st := &ps[g.Pair]
		// The outcome from A's side.
		o := g.Outcome
		if g.First != st.A {
			o = -o
		}
		add(&st.Tally, o)
		if g.First == st.A {
			add(&st.AsFirst, o)
		}
		add(&bots[st.A], o)
		add(&bots[st.B], -o)
		couple := g.Index / 2
		if other, ok := halves[couple]; ok {
			st.Ptnml.add(o + other)
			delete(halves, couple)
		} else {
			halves[couple] = o
		}
	}
	return ps, bots
}

func add(t *Tally, o Outcome) {
	switch {
	case o > 0:
		t.Wins++
	case o < 0:
		t.Losses++
	default:
		t.Draws++
	}
}

// add counts a game pair in which A's outcomes sum to sum, -2 to 2.
func (p *Pentanomial) add(sum Outcome) {
	switch {
	case sum <= -2:
		p.LL++
	case sum == -1:
		p.LD++
	case sum == 0:
		p.WLDD++
	case sum == 1:
		p.WD++
	default:
		p.WW++
	}
}
