package metrics_test

import (
	"context"
	"fmt"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/metrics"
	"github.com/plygo/ply/registry"
)

// The metrics of Pathway on the 5x5 board, from 20 games of a random player
// against itself and 20 of level 4: the same seed gives the same figures.
func Example() {
	s := metrics.Study{
		Game:         "pathway",
		Config:       registry.Config{Size: 5},
		Strengths:    []bot.Spec{{Kind: "random"}, {Kind: "level", Level: 4}},
		Games:        20,
		Seed:         7,
		OpeningPlies: 2,
	}
	rep, err := s.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range rep.Summaries {
		fmt.Printf("%s: first player %.0f%% [%.0f%%, %.0f%%], %.1f plies, branching %.1f, %.1f lead changes\n", m.Strength,
			100*m.FirstScore.Value, 100*m.FirstScore.Lo, 100*m.FirstScore.Hi, m.Length.Mean, m.Branching, m.LeadChanges)
	}
	// Output:
	// random: first player 60% [39%, 78%], 21.1 plies, branching 8.7, 0.0 lead changes
	// level:4: first player 55% [34%, 74%], 23.1 plies, branching 9.3, 3.2 lead changes
}
