// pentanomial.go counts game pairs by the points one side scored in them.

package elo

// Pentanomial counts game pairs (the same opening played with either
// colour) by the points one bot scored in the pair: LL 0 (two losses), LD
// ½ (a loss and a draw), WLDD 1 (a win and a loss, or two draws), WD 1½,
// WW 2.
type Pentanomial struct {
	LL, LD, WLDD, WD, WW int
}

// Pairs returns the number of pairs counted.
func (p Pentanomial) Pairs() int { return p.LL + p.LD + p.WLDD + p.WD + p.WW }

// Counts returns the counts from 0 points up, LL, LD, WLDD, WD and WW, as
// fishtest's "Ptnml(0-2)" lists them.
func (p Pentanomial) Counts() [5]int { return [5]int{p.LL, p.LD, p.WLDD, p.WD, p.WW} }

// Add counts a game pair in which the bot's outcomes were a and b, each
// positive for a win, 0 for a draw and negative for a loss.
func (p *Pentanomial) Add(a, b int) {
	switch sign(a) + sign(b) {
	case -2:
		p.LL++
	case -1:
		p.LD++
	case 0:
		p.WLDD++
	case 1:
		p.WD++
	default:
		p.WW++
	}
}

// counts returns Counts as a slice, for the functions of several
// distributions.
func (p Pentanomial) counts() []int {
	c := p.Counts()
	return c[:]
}

// sign returns 1 for a positive o, -1 for a negative one, 0 for 0.
func sign(o int) int {
	switch {
	case o > 0:
		return 1
	case o < 0:
		return -1
	}
	return 0
}
