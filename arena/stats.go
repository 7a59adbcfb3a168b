// stats.go tallies finished games per pair and per bot, from the schedule's
// pairs and colours; package elo holds the statistics of the tallies.

package arena

import "github.com/plygo/ply/elo"

// PairStats is the result of one pairing, from bot A's side.
type PairStats struct {
	Pair
	elo.Tally
	// AsFirst counts A's games as the first player.
	AsFirst elo.Tally
	// Ptnml counts the game pairs both of whose games finished (the
	// games 2k and 2k+1 of the schedule, one opening with either colour)
	// by A's points in the pair.
	Ptnml elo.Pentanomial
}

// Summarise tallies the finished games by pair (from A's side) and by bot.
func Summarise(n int, pairs []Pair, played []Played) ([]PairStats, []elo.Tally) {
	ps := make([]PairStats, len(pairs))
	for i, p := range pairs {
		ps[i].Pair = p
	}
	bots := make([]elo.Tally, n)
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
		st.Add(int(o))
		if g.First == st.A {
			st.AsFirst.Add(int(o))
		}
		bots[st.A].Add(int(o))
		bots[st.B].Add(int(-o))
		couple := g.Index / 2
		if other, ok := halves[couple]; ok {
			st.Ptnml.Add(int(o), int(other))
			delete(halves, couple)
		} else {
			halves[couple] = o
		}
	}
	return ps, bots
}

// matchups returns the pairs' tallies as elo.Ratings reads them.
func matchups(ps []PairStats) []elo.Matchup {
	out := make([]elo.Matchup, len(ps))
	for i, p := range ps {
		out[i] = elo.Matchup{A: p.A, B: p.B, Tally: p.Tally}
	}
	return out
}
