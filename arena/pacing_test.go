package arena_test

import (
	"context"
	"testing"
	"time"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/clock"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// TestPacedClockNoForfeit: Othello's alphabeta-solve and a bare alphabeta,
// both pacing themselves on a short running clock (half a second and 10ms a
// move), play a whole game without losing on time.
func TestPacedClockNoForfeit(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game on a clock")
	}
	g, err := registry.Open("mapello", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var bots [2]registry.Bot
	for i, kind := range []string{"alphabeta-solve", "alphabeta"} {
		if bots[i], err = g.NewBot(bot.Spec{Kind: kind}, uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	tc := clock.Control{Base: 500 * time.Millisecond, Increment: 10 * time.Millisecond}
	res, err := arena.PlayMatch(context.Background(), g, bots, g.Start(), arena.Match{TimeControl: tc})
	if err != nil || res.Termination != record.Normal {
		t.Fatalf("%v, termination %v after %d plies; want a game played to its end", err, res.Termination, res.Plies)
	}
}
