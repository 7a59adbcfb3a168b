package mapello_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
)

// TestEndReason checks the reason of random games, plain Othello and
// Mapello's random boards, against the final position's discs and bonus
// points.
func TestEndReason(t *testing.T) {
	random, err := mapello.RandomSetup(7, 8, 8, 8)
	if err != nil {
		t.Fatal(err)
	}
	bonus := 0
	for _, start := range []mapello.State{mapello.MustNew().Start(), random} {
		g := mapello.MustNew(mapello.WithStart(start))
		for seed := range uint64(30) {
			end, _, _ := ply.RandomPlayout(g, start, rand.New(rand.NewPCG(seed, 29)))
			why := "neither side can place a disc"
			if end.Empties() == 0 {
				why = "the board is full"
			}
			side := func(p ply.Player) string {
				s := fmt.Sprintf("%s %d discs", g.PlayerName(p), end.Discs(p))
				if end.Points(p) != 0 {
					s += fmt.Sprintf(" + %d bonus", end.Points(p))
					bonus++
				}
				return s
			}
			want := fmt.Sprintf("%s (%s, %s)", why, side(ply.First), side(ply.Second))
			if got := g.EndReason(end); got != want {
				t.Errorf("seed %d: %q, want %q", seed, got, want)
			}
		}
		if why := g.EndReason(start); why != "" {
			t.Errorf("the start has a reason: %q", why)
		}
	}
	if bonus == 0 {
		t.Error("no game took a bonus: the test shows no bonus points")
	}
}
