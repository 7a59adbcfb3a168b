package elo_test

import (
	"fmt"

	"github.com/plygo/ply/elo"
)

// An SPRT from the counts of game pairs: a new version played 400 pairs
// against the old, each opening with both colours. The test of fishtest's
// defaults (elo0=0 elo1=5, normalized Elo) has not decided yet, though the
// estimate already puts the new version ahead.
func ExampleSPRT() {
	test, err := elo.ParseSPRT("elo0=0 elo1=5 alpha=0.05 beta=0.05")
	if err != nil {
		fmt.Println(err)
		return
	}
	var pairs elo.Pentanomial
	for range 20 {
		pairs.Add(1, 1) // two wins
		pairs.Add(1, 0) // a win and a draw
	}
	pairs.WLDD += 330 // a win and a loss, or two draws
	pairs.LD += 30
	llr := test.LLR(pairs)
	lower, upper := test.Bounds()
	fmt.Printf("Ptnml(0-2) %v: LLR %.2f in (%.2f, %.2f): %v\n", pairs.Counts(), llr, lower, upper, test.Decide(llr))
	e := elo.EstimatePentanomial(pairs)
	fmt.Printf("Elo %.1f [%.1f, %.1f], nElo %.1f, LOS %.1f%%\n", e.Elo, e.EloLo, e.EloHi, e.NElo, 100*e.LOS)
	// Output:
	// Ptnml(0-2) [0 30 330 20 20]: LLR 1.09 in (-2.94, 2.94): continue
	// Elo 13.0 [3.4, 22.7], nElo 32.6, LOS 99.6%
}

// Ratings of three bots from the results of a round robin.
func ExampleRatings() {
	names := []string{"alphabeta", "mcts", "greedy"}
	matchups := []elo.Matchup{
		{A: 0, B: 1, Tally: elo.Tally{Wins: 12, Draws: 4, Losses: 8}},
		{A: 0, B: 2, Tally: elo.Tally{Wins: 20, Draws: 2, Losses: 2}},
		{A: 1, B: 2, Tally: elo.Tally{Wins: 18, Draws: 2, Losses: 4}},
	}
	for i, r := range elo.Ratings(len(names), matchups) {
		fmt.Printf("%-9s %+4.0f [%+4.0f, %+4.0f]\n", names[i], r.Elo, r.Lo, r.Hi)
	}
	// Output:
	// alphabeta +121 [ +45, +197]
	// mcts       +56 [ -16, +128]
	// greedy    -177 [-261,  -93]
}

// A score turned into Elo, and the score's interval.
func ExampleTally() {
	t := elo.Tally{Wins: 60, Draws: 20, Losses: 20}
	lo, hi := t.Interval()
	fmt.Printf("score %.2f [%.2f, %.2f], Elo %+.0f [%+.0f, %+.0f]\n", t.Score(), lo, hi,
		elo.FromScore(t.Score()), elo.FromScore(lo), elo.FromScore(hi))
	// Output:
	// score 0.70 [0.60, 0.78], Elo +147 [+73, +221]
}
