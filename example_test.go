package ply_test

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// A bot in ten lines: alpha-beta, to its default depth of 4, plays both
// sides of Pathway.
func Example() {
	g := pathway.MustNew()
	s := g.Start()
	bot := search.AlphaBeta(g, search.Options{})
	for {
		if r, over := g.Result(s); over {
			fmt.Println(r)
			break
		}
		m, _ := bot.Choose(context.Background(), s)
		s = g.Apply(s, m)
	}
	// Output:
	// second wins
}

func ExamplePlay() {
	g := pathway.MustNew()
	s := g.Start()
	a1, _ := pathway.Place(pathway.CellAt(0, 0))
	b1, _ := pathway.Place(pathway.CellAt(1, 0))
	s, _ = ply.Play(g, s, a1) // Red a1
	_, err := ply.Play(g, s, b1)
	fmt.Println(err)
	// Output:
	// ply: move b1: illegal move
}

func ExamplePerft() {
	g := pathway.MustNew()
	for depth := 1; depth <= 3; depth++ {
		fmt.Println(depth, ply.Perft(g, g.Start(), depth))
	}
	// Output:
	// 1 36
	// 2 1140
	// 3 35272
}

func ExampleRandomPlayout() {
	g := pathway.MustNew()
	rng := rand.New(rand.NewPCG(1, 2))
	_, r, plies := ply.RandomPlayout(g, g.Start(), rng)
	fmt.Println(r.Winner != ply.NoPlayer, plies > 0)
	// Output:
	// true true
}

// Why a game ended: the game's own reason, found through a wrapper as
// every capability is.
func ExampleEndReason() {
	g := pathway.MustNew(pathway.WithSize(4))
	end, _ := pathway.ParseState("bb.r/..r./.r.b/r..b r")
	r, _ := g.Result(end)
	fmt.Printf("%s: %s\n", g.PlayerName(r.Winner), ply.EndReason(ply.WithEval(g, pathway.EvalClassic), end))
	fmt.Printf("%q\n", ply.EndReason[pathway.State, pathway.Move](g, g.Start()))
	// Output:
	// Red: Red, to move, has no legal placement, and the player who cannot place wins
	// ""
}
