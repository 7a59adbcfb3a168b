// perft_test.go holds the perft tables and the fast paths' equivalence.

package mapello_test

import (
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
	"pgregory.net/rapid"
)

// Example 2 of docs/rules/mapello.md: exact length, OEIS A124004.
var othelloPerft = []uint64{4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571056, 212258216, 1939879668}

func TestPerftPlain(t *testing.T) {
	g := mapello.New(mapello.Setup(mapello.PlainSetup()))
	// The generic ply.Perft, through the interface, to depth 9.
	gametest.CheckPerft(t, g, g.Start(), othelloPerft[:9], 8)
	// The fast perft further: depth 11 is 212 million leaves. Depth 12 is
	// checked by BenchmarkPerft12.
	deepest := 11
	switch {
	case testing.Short():
		deepest = 9
	case raceEnabled:
		deepest = 10
	}
	for d := 1; d <= deepest; d++ {
		if got := g.Perft(g.Start(), d); got != othelloPerft[d-1] {
			t.Errorf("Perft(%d) = %d, want %d", d, got, othelloPerft[d-1])
		}
	}
}

// Example 3 of docs/rules/mapello.md: the Default board (also counted by
// an independent Prolog program), the rule book's setup example and
// Random(1).
func TestPerftSetups(t *testing.T) {
	random1, err := mapello.RandomSetup(1, 8, 8, 8)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		s    mapello.State
		want []uint64
	}{
		{"Default", mapello.DefaultSetup(), []uint64{4, 12, 50, 198, 1036, 5574, 33915, 216308}},
		{"Rulebook", mapello.RulebookSetup(), []uint64{4, 12, 50, 198, 1036, 5583, 33968}},
		{"Random1", random1, []uint64{4, 12, 54, 224, 1163, 6343, 38283}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := mapello.New(mapello.Setup(tc.s))
			gametest.CheckPerft(t, g, tc.s, tc.want, 7)
			for d, want := range tc.want {
				if got := g.Perft(tc.s, d+1); got != want {
					t.Errorf("Perft(%d) = %d, want %d", d+1, got, want)
				}
			}
		})
	}
}

// The fast perft equals the generic one on drawn positions, passes and
// game ends included.
func TestPerftFastEqualsGeneric(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawState(t)
		g := mapello.New()
		d := rapid.IntRange(0, 4).Draw(t, "depth")
		if got, want := g.Perft(s, d), ply.Perft(gametest.Plain(g), s, d); got != want {
			t.Fatalf("%v: Perft(%d) = %d, ply.Perft %d", s, d, got, want)
		}
	})
}

// The fast playout plays the very games the generic ply.RandomPlayout loop
// plays from the same generator state, forced passes included.
// (ply.RandomPlayout itself uses the fast playout, so the game is hidden
// behind gametest.Plain.)
func TestRandomPlayoutEqualsGeneric(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawState(t)
		g := mapello.New(mapello.BonusValue(rapid.IntRange(0, mapello.MaxBonusValue).Draw(t, "bonus")))
		seed := rapid.Uint64().Draw(t, "seed")
		end, r, n := g.RandomPlayout(s, rand.New(rand.NewPCG(seed, 1)))
		wantEnd, wantR, wantN := ply.RandomPlayout(gametest.Plain(g), s, rand.New(rand.NewPCG(seed, 1)))
		if end != wantEnd || r != wantR || n != wantN {
			t.Fatalf("%v seed %d: RandomPlayout = %v %v %d, ply.RandomPlayout = %v %v %d", s, seed, end, r, n, wantEnd, wantR, wantN)
		}
		if _, over := g.Result(end); !over {
			t.Fatalf("playout ended in an unfinished state %v", end)
		}
	})
}
