// example_test.go holds the package's runnable examples.

package mitsudomoe_test

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mitsudomoe"
)

// A game starts with nine possible turns for White.
func ExampleNew() {
	g := mitsudomoe.MustNew()
	s := g.Start()
	fmt.Println(s)
	fmt.Println(g.ToMove(s), "to move,", len(ply.Moves(g, s)), "turns")
	// Output:
	// 3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 0
	// first to move, 9 turns
}

// The moves of the start: a placement, then a step or a vault onto it.
func ExampleGame_AppendMoves() {
	g := mitsudomoe.MustNew()
	var buf []mitsudomoe.Move
	buf = g.AppendMoves(buf[:0], g.Start())
	for _, m := range buf[:4] {
		fmt.Println(m, "vault:", m.Vault())
	}
	// Output:
	// *c1 b1>c1 vault: false
	// *c1 a1>c1 vault: true
	// *b2 a2>b2 vault: false
	// *b2 b1>b2 vault: false
}

// A vault over an enemy ball relocates it; ParseMove accepts the sequential
// form of relocations and returns the canonical move.
func ExampleParseMove() {
	s, _ := mitsudomoe.ParseState("b,3,wW/5/wW,wW,wbB,wbB,ww/5/wbB,4 w 0 4 0")
	m, err := mitsudomoe.ParseMove(s, "e3>b4 a3>e3 x d3>a5, c3>d3")
	fmt.Println(m, err)
	_, err = mitsudomoe.ParseMove(s, "e3>a5 a3>e3 x c3>a5")
	fmt.Println(errors.Is(err, ply.ErrIllegalMove))
	_, err = mitsudomoe.ParseMove(s, "e3>b4 a3>e9")
	fmt.Println(errors.Is(err, ply.ErrSyntax))
	// Output:
	// e3>b4 a3>e3 x c3>a5 <nil>
	// true
	// true
}

// States read and print in the notation of the rules.
func ExampleParseState() {
	s, err := mitsudomoe.ParseState("3,wW,wW/3,wW,1/2,wbB,2/b,w,3/wbB,wbB,3 w 1 4 0")
	fmt.Println(err)
	fmt.Println(s.Supply(ply.First), s.Ball(mitsudomoe.CellAt(2, 2)), s.Height(mitsudomoe.CellAt(2, 2)))
	_, err = mitsudomoe.ParseState("3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 4 0")
	fmt.Println(errors.Is(err, ply.ErrInvalidState))
	// Output:
	// <nil>
	// 1 second 2
	// true
}

// A game can start from any valid state, here with a shorter turn cap: the
// state has 38 turns played, so the game is drawn after two more at the
// latest.
func ExampleWithStart() {
	s, _ := mitsudomoe.ParseState("3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 38")
	g := mitsudomoe.MustNew(mitsudomoe.WithStart(s), mitsudomoe.WithMaxTurns(40))
	fmt.Println(g.Start().Turns(), g.MaxTurns(), g.SetupNames())
	// Output:
	// 38 40 [default]
}

// Cells are named as in the rules; CellAt counts columns from a and rows
// from 1, both from 0.
func ExampleParseCell() {
	c, _ := mitsudomoe.ParseCell("d2")
	fmt.Println(c, c.X(), c.Y(), mitsudomoe.CellAt(3, 1) == c)
	_, err := mitsudomoe.ParseCell("f6")
	fmt.Println(errors.Is(err, ply.ErrSyntax))
	// Output:
	// d2 3 1 true
	// true
}

// The end checks: a player without a legal turn loses.
func ExampleGame_Result() {
	g := mitsudomoe.MustNew()
	s, _ := mitsudomoe.ParseState("wb,wb,wb,wbB,bB/wb,4/wW,wW,wW,2/5/2,bB,2 w 0 1 0")
	fmt.Println(g.Result(s))
	// Output:
	// second wins true
}

// The text board shows each stack bottom to top with its ball.
func ExampleGame_Render() {
	g := mitsudomoe.MustNew()
	s, _ := mitsudomoe.ParseState("wb,2,wW,1/3,ww,wW/2,wbB,2/1,wW,2,wb/bB,3,bB w 0 3 0")
	fmt.Print(g.Render(s))
	// Output:
	// white to move, supply white 0 black 3, turn 1
	// 5   wb   .   .  wW   .
	// 4    .   .   .  ww  wW
	// 3    .   . wbB   .   .
	// 2    .  wW   .   .  wb
	// 1   bB   .   .   .  bB
	//      a   b   c   d   e
}

// Perft counts the move tree from the start.
func ExampleGame_perft() {
	g := mitsudomoe.MustNew()
	for d := 1; d <= 3; d++ {
		fmt.Println(d, ply.Perft(g, g.Start(), d))
	}
	// Output:
	// 1 9
	// 2 81
	// 3 6287
}

// A seeded random game is the same on every run.
func ExampleGame_randomPlayout() {
	g := mitsudomoe.MustNew()
	rng := rand.New(rand.NewPCG(1, 2))
	end, r, plies := ply.RandomPlayout(g, g.Start(), rng)
	fmt.Println(r, "after", plies, "turns")
	fmt.Println(end.Turns() == plies)
	// Output:
	// second wins after 7 turns
	// true
}
