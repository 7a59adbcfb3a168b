package arena_test

import (
	"fmt"
	"time"

	"github.com/plygo/ply/arena"
)

// A time control as cutechess-cli writes it, and a side's clock running
// under it.
func ExampleParseTimeControl() {
	tc, err := arena.ParseTimeControl("40/1:00+0.5")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tc, tc.PGN())
	c := arena.NewClock(tc)
	fmt.Println(c.For(0).Budget()) // what the first side may think on its first move
	ok := c.Spend(0, 2*time.Second, 50*time.Millisecond)
	fmt.Println(ok, c.Left(0))
	// Output:
	// 40/1:00+0.5 40/60+0.5
	// 2s
	// true 58.5s
}

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
