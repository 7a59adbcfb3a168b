package arena_test

import (
	"fmt"

	"github.com/plygo/ply/arena"
)

// A bot that scores its last two moves 300 or worse resigns.
func ExampleAdjudicator() {
	rule, _ := arena.ParseResignRule("movecount=2 score=300")
	a := arena.Adjudicator{Resign: &rule}
	scores := []float64{10, -20, 350, -310, 400, -320}
	for i, s := range scores {
		if o, decided := a.Add(i%2, s, true); decided {
			fmt.Printf("after move %d: outcome %d for the first player\n", i+1, o)
			return
		}
	}
	// Output: after move 6: outcome 1 for the first player
}
