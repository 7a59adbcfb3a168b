package games

import (
	"testing"
	"time"

	"github.com/plygo/ply/search"
)

// TestSpreadClock: alphabeta-solve shares a sudden-death clock over its
// moves until the solver's reach and a reserve, and leaves other limits as
// they are.
func TestSpreadClock(t *testing.T) {
	const s = time.Second
	sd := search.Clock{Remaining: 10 * s, Increment: 100 * time.Millisecond}
	tests := []struct {
		name    string
		lim     search.Limits
		empties int
		want    search.Limits
	}{
		{"the opening: 18 moves to the solver, 4 more", search.Limits{Clock: sd}, 56, search.Limits{Clock: withToGo(sd, 22)}},
		{"odd empties round up", search.Limits{Clock: sd}, 55, search.Limits{Clock: withToGo(sd, 22)}},
		{"at the solver's reach: the reserve", search.Limits{Clock: sd}, 20, search.Limits{Clock: withToGo(sd, 4)}},
		{"within it: the reserve", search.Limits{Clock: sd}, 12, search.Limits{Clock: withToGo(sd, 4)}},
		{"the registry's copy of the budget goes", search.Limits{Clock: sd, MoveTime: sd.Budget(), Infinite: true}, 40, search.Limits{Clock: withToGo(sd, 14), Infinite: true}},
		{"a shorter move time stays", search.Limits{Clock: sd, MoveTime: 10 * time.Millisecond}, 40, search.Limits{Clock: withToGo(sd, 14), MoveTime: 10 * time.Millisecond}},
		{"moves to go stay", search.Limits{Clock: withToGo(sd, 3)}, 56, search.Limits{Clock: withToGo(sd, 3)}},
		{"a time per move stays", search.Limits{Clock: search.Clock{PerMove: s}}, 56, search.Limits{Clock: search.Clock{PerMove: s}}},
		{"no clock", search.Limits{MoveTime: s}, 56, search.Limits{MoveTime: s}},
	}
	for _, tt := range tests {
		if got := spreadClock(tt.lim, tt.empties); got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
	// Never more moves than search's own horizon.
	big := search.Clock{Remaining: 10 * s}
	if got := spreadClock(search.Limits{Clock: big}, 100); got.Clock.MovesToGo != search.HorizonMoves {
		t.Errorf("100 empties: %d moves to go, want %d", got.Clock.MovesToGo, search.HorizonMoves)
	}
}

func withToGo(c search.Clock, n int) search.Clock {
	c.MovesToGo = n
	return c
}
