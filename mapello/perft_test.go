// perft_test.go holds the perft tables and the fast paths' equivalence.

package mapello_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
	"pgregory.net/rapid"
)

// Othello perft from the start, exact-length convention (a game that ends
// early is no leaf), as Edax's count_games counts.
var othelloPerft = []uint64{4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571056, 212258216, 1939879668}

func TestPerftPlain(t *testing.T) {
	g := mapello.MustNew(mapello.WithStart(mustSetup("plain")))
	// The generic ply.Perft, through the interface, to depth 9.
	gametest.CheckPerft(t, g, g.Start(), othelloPerft[:9], 8)
	// The fast perft further: depth 11 is 212 million leaves. Depth 12 is
	// checked by BenchmarkPerft12.
	deepest := 11
	switch {
	case testing.Short():
		deepest = 9
	case gametest.RaceEnabled:
		deepest = 10
	}
	for d := 1; d <= deepest; d++ {
		if got := g.Perft(g.Start(), d); got != othelloPerft[d-1] {
			t.Errorf("Perft(%d) = %d, want %d", d, got, othelloPerft[d-1])
		}
	}
}

// Section 9.3: the Default board (oracle: the peer's Prolog), the
// rule book's setup example and Random(1).
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
		{"Default", mustSetup("default"), []uint64{4, 12, 50, 198, 1036, 5574, 33915, 216308}},
		{"Rulebook", mustSetup("rulebook"), []uint64{4, 12, 50, 198, 1036, 5583, 33968}},
		{"Random1", random1, []uint64{4, 12, 54, 224, 1163, 6343, 38283}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := mapello.MustNew(mapello.WithStart(tc.s))
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
		g := mapello.MustNew()
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
		g := mapello.MustNew(mapello.WithBonusValue(rapid.IntRange(0, mapello.MaxBonusValue).Draw(t, "bonus")))
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

// counting is the game seen through the contract and MoveCounter only, so
// that ply.Perft takes its generic path and counts the last ply with
// CountMoves.
type counting struct {
	ply.Game[mapello.State, mapello.Move]
	c ply.MoveCounter[mapello.State]
}

func (c counting) CountMoves(s mapello.State) int { return c.c.CountMoves(s) }

// ply.Perft reaches Game.Perft through ply.Perfter, and every path counts
// the same on every kind of board: the fast perft, the generic loop with
// CountMoves at the last ply, and the generic loop on move lists alone.
func TestPerftPaths(t *testing.T) {
	setups := []struct {
		name string
		s    mapello.State
	}{
		{"Plain", mustSetup("plain")},
		{"Default", mustSetup("default")},
		{"Rulebook", mustSetup("rulebook")},
	}
	for seed := uint64(1); seed <= 6; seed++ {
		s, err := mapello.RandomSetup(seed, int(seed*3), int(seed*2), int(seed*6))
		if err != nil {
			t.Fatal(err)
		}
		setups = append(setups, struct {
			name string
			s    mapello.State
		}{fmt.Sprintf("Random%d", seed), s})
	}
	depth := 6
	if testing.Short() || gametest.RaceEnabled {
		depth = 4
	}
	for _, tc := range setups {
		t.Run(tc.name, func(t *testing.T) {
			g := mapello.MustNew(mapello.WithStart(tc.s))
			if _, ok := ply.As[ply.Perfter[mapello.State]](ply.Game[mapello.State, mapello.Move](g)); !ok {
				t.Fatal("mapello.Game is not a ply.Perfter")
			}
			for d := 1; d <= depth; d++ {
				fast := ply.Perft(g, tc.s, d)
				counted := ply.Perft(counting{gametest.Plain(g), g}, tc.s, d)
				listed := ply.Perft(gametest.Plain(g), tc.s, d)
				if fast != listed || counted != listed {
					t.Fatalf("depth %d: Perfter %d, CountMoves %d, move lists %d", d, fast, counted, listed)
				}
			}
		})
	}
}
