package morelli_test

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/morelli"
)

// A game from the standard setup: moves are read in the rules' notation,
// captures and the King follow from the position.
func Example() {
	g := morelli.MustNew()
	s := g.Start()
	for _, text := range []string{"a1-b2", "d1-b3"} {
		m, err := g.ParseMove(s, text)
		if err != nil {
			fmt.Println(err)
			return
		}
		s = g.Apply(s, m)
	}
	// White's d1-b3 captured b2 against its red piece on b1.
	fmt.Println(s.At(mustCell("b2")), s.Count(morelli.Black), s.Count(morelli.White))
	fmt.Println(g.CountMoves(s), "moves for", s.ToMove())
	// Output:
	// o 23 25
	// 442 moves for first
}

func mustCell(text string) morelli.Cell {
	c, err := morelli.ParseCell(text)
	if err != nil {
		panic(err)
	}
	return c
}

// A capture that completes a frame puts the mover's King on the Throne
// (example 3 of docs/rules/morelli.md).
func ExampleParseState() {
	s, err := morelli.ParseState("13/13/6x6/2x1xo7/3ooo7/x4oxx5/3o2O6/5x1x5/13/13/13/13/13 x")
	if err != nil {
		fmt.Println(err)
		return
	}
	g := morelli.MustNew()
	m, _ := g.ParseMove(s, "a8-e8")
	fmt.Print(g.Render(g.Apply(s, m)))
	// Output:
	//      a b c d e f g h i j k l m
	//  13  . . . . . . . . . . . . .
	//  12  . . . . . . . . . . . . .
	//  11  . . . . . . x . . . . . .
	//  10  . . x . x o . . . . . . .
	//   9  . . . x x o . . . . . . .
	//   8  . . . . x x x x . . . . .
	//   7  . . . o . . X . . . . . .
	//   6  . . . . . x . x . . . . .
	//   5  . . . . . . . . . . . . .
	//   4  . . . . . . . . . . . . .
	//   3  . . . . . . . . . . . . .
	//   2  . . . . . . . . . . . . .
	//   1  . . . . . . . . . . . . .
	// White (o) to move
}

// Moves that are not legal, and moves once the game is over, are errors
// that wrap the ply sentinels.
func ExampleParseMove() {
	g := morelli.MustNew()
	s := g.Start()
	_, err := morelli.ParseMove(s, "a1-g7")
	fmt.Println(errors.Is(err, ply.ErrIllegalMove))
	_, err = morelli.ParseMove(s, "a1-z9")
	fmt.Println(errors.Is(err, ply.ErrSyntax))
	m, err := morelli.ParseMove(s, "A1L12")
	fmt.Println(m, err)
	// Output:
	// true
	// true
	// a1-l12 <nil>
}

// The setups of the rules: the alternating ring and the seeded random
// one, which WithStart makes the start of a game.
func ExampleGame_Setup() {
	g := morelli.MustNew()
	fmt.Println(g.SetupNames())
	s, err := g.Setup("random", 42)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s)
	fmt.Println(morelli.MustNew(morelli.WithStart(s)).Start() == s)
	// Output:
	// [default random]
	// xooxoxoxoooox/x11o/x11o/o11x/o11o/o11o/o11x/x11x/x11x/o11x/x11o/x11o/oxxxxoxoxoxxo x
	// true
}

// Game.RandomPlayout plays a uniformly random game, the same one for the
// same seed.
func ExampleGame_RandomPlayout() {
	g := morelli.MustNew()
	_, r1, n1 := g.RandomPlayout(g.Start(), rand.New(rand.NewPCG(1, 2)))
	_, r2, n2 := g.RandomPlayout(g.Start(), rand.New(rand.NewPCG(1, 2)))
	fmt.Println(r1 == r2, n1 == n2, n1 <= 176)
	// Output:
	// true true true
}

// Moves come piece by piece in cell order, each piece's rays in turn; perft
// counts the move sequences from a position.
func ExampleGame_AppendMoves() {
	g := morelli.MustNew()
	buf := g.AppendMoves(nil, g.Start())
	fmt.Println(len(buf), buf[0], buf[len(buf)-1])
	fmt.Println(ply.Perft[morelli.State, morelli.Move](g, g.Start(), 2))
	// Output:
	// 480 a1-b2 l13-l2
	// 221257
}
