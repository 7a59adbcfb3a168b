package pathway_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
)

func Example() {
	g := pathway.MustNew()
	s := g.Start()
	for _, text := range []string{"a1", "f6"} {
		m, err := g.ParseMove(s, text)
		if err != nil {
			fmt.Println(err)
			return
		}
		s = g.Apply(s, m)
	}
	fmt.Println(s)
	fmt.Println(g.CountMoves(s), "moves for", s.ToMove())
	// Output:
	// .....b/....../....../....../....../r..... r
	// 32 moves for first
}

func ExampleParseState() {
	s, err := pathway.ParseState("...b/.r../r.b./.... r")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, _ := pathway.New(pathway.WithSize(s.Size()))
	fmt.Println(ply.Moves[pathway.State, pathway.Move](g, s))
	fmt.Print(g.Render(s))
	// Output:
	// [a1 b1 d1 c3 a4 b4]
	//      a b c d
	//   4  . . . b   4
	//   3  . r . .   3
	//   2  r . b .   2
	//   1  . . . .   1
	//      a b c d
	// Red to move
}

func ExampleGame_Result() {
	g := pathway.MustNew()
	end, r, plies := ply.RandomPlayout[pathway.State, pathway.Move](g, g.Start(), rand.New(rand.NewPCG(1, 2)))
	fmt.Println(r.Winner == end.ToMove(), plies <= 36)
	// Output:
	// true true
}

func ExampleWithSize() {
	g, err := pathway.New(pathway.WithSize(8))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ply.Perft[pathway.State, pathway.Move](g, g.Start(), 2))
	_, err = pathway.New(pathway.WithSize(20))
	fmt.Println(err)
	// Output:
	// 3808
	// pathway: board size 20 (want 2 to 16): invalid option
}

// Look counts what EvalPaths weighs: here Blue's cell c1 is a pocket, a
// cell only Blue may fill and that touches no other cell Blue may fill.
func ExampleLook() {
	s, err := pathway.ParseState("..../..../.r../r..b b")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range []ply.Player{ply.First, ply.Second} {
		o := pathway.Look(s, p)
		fmt.Println(p, "open ends:", o.Ends, "pockets:", o.Pockets)
	}
	fmt.Printf("EvalPaths for Blue: %.2f\n", pathway.EvalPaths(s, ply.Second))
	// Output:
	// first open ends: 2 pockets: 0
	// second open ends: 2 pockets: 1
	// EvalPaths for Blue: -0.09
}

// A cell has the same name and coordinates on every board size; whether it
// is on a board is the board's size.
func ExampleCellAt() {
	c := pathway.CellAt(2, 9)
	fmt.Println(c, c.X(), c.Y(), c.Valid())
	back, err := pathway.ParseCell("C10")
	fmt.Println(back == c, err)
	fmt.Println(pathway.CellAt(16, 0).Valid())
	// Output:
	// c10 2 9 true
	// true <nil>
	// false
}

// ParseMove checks the end of the game first, then the text (a cell off
// this board is a syntax error), then the rules.
func ExampleParseMove() {
	g := pathway.MustNew(pathway.WithSize(4))
	s := g.Start()
	m, err := pathway.ParseMove(s, "b2")
	fmt.Println(m, err)
	_, err = pathway.ParseMove(s, "e1")
	fmt.Println(err)
	s = g.Apply(s, m)
	_, err = pathway.ParseMove(s, "b3")
	fmt.Println(err)
	// Output:
	// b2 <nil>
	// pathway: move "e1": want a cell of the 4x4 board, such as c3: syntax error
	// pathway: move "b3": b3 touches only Red stones: a stone touches no stone at all, or exactly one of its own (section 5, placement rule): illegal move
}

// WithStart starts a game from any state, on that state's board.
func ExampleWithStart() {
	s, err := pathway.ParseState("..../.r../..../.... b")
	if err != nil {
		fmt.Println(err)
		return
	}
	g := pathway.MustNew(pathway.WithStart(s))
	fmt.Println(g.Size(), g.SetupNames())
	_, err = pathway.New(pathway.WithStart(s), pathway.WithSize(6))
	fmt.Println(err)
	// Output:
	// 4 [default]
	// pathway: start state "..../.r../..../.... b" is 4x4, but the size is 6: invalid option
}
