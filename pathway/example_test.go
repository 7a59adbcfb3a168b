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
