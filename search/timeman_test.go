package search_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/plygo/ply/search"
)

func TestClockBudget(t *testing.T) {
	const ms = time.Millisecond
	tests := []struct {
		name string
		c    search.Clock
		want time.Duration
	}{
		{"sudden death shares the time over HorizonMoves", search.Clock{Remaining: 3000 * ms}, 100 * ms},
		{"the increment comes on top", search.Clock{Remaining: 3000 * ms, Increment: 50 * ms}, 150 * ms},
		{"moves to go share the time", search.Clock{Remaining: 1000 * ms, MovesToGo: 10}, 100 * ms},
		{"the last move of a control keeps a reserve", search.Clock{Remaining: 1000 * ms, MovesToGo: 1}, 750 * ms},
		{"the increment never spends the reserve", search.Clock{Remaining: 100 * ms, Increment: 500 * ms}, 75 * ms},
		{"never below the floor", search.Clock{Remaining: 2 * ms}, search.MinBudget},
		{"a flagged clock still thinks the floor", search.Clock{Remaining: -ms}, search.MinBudget},
		{"a fixed time per move is the budget", search.Clock{PerMove: 100 * ms, Remaining: 5 * ms}, 100 * ms},
	}
	for _, tt := range tests {
		if got := tt.c.Budget(); got != tt.want {
			t.Errorf("%s: %+v.Budget() = %v, want %v", tt.name, tt.c, got, tt.want)
		}
	}
}

func ExampleClock_Budget() {
	// Ten seconds left and a tenth of a second more per move.
	c := search.Clock{Remaining: 10 * time.Second, Increment: 100 * time.Millisecond}
	fmt.Println(c.Budget())
	// Output: 433.333333ms
}
