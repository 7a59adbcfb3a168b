package connectfour_test

import (
	"context"
	"fmt"

	"github.com/plygo/ply"
	"github.com/plygo/ply/examples/connectfour/connectfour"
)

func Example() {
	g := connectfour.Game{}
	s := g.Start()
	for _, text := range []string{"4", "4", "5", "5"} {
		m, err := g.ParseMove(s, text)
		if err != nil {
			fmt.Println(err)
			return
		}
		s = g.Apply(s, m)
	}
	fmt.Println(s, ply.Moves[connectfour.State, connectfour.Move](g, s))
	fmt.Print(g.Render(s))
	outcome, best, _, err := connectfour.NewSolver(1).Solve(context.Background(), s, 0)
	fmt.Println(outcome, best, err)
	// Output:
	// 4455 [1 2 3 4 5 6 7]
	// | . . . . . . . |
	// | . . . . . . . |
	// | . . . . . . . |
	// | . . . . . . . |
	// | . . . y y . . |
	// | . . . r r . . |
	//   1 2 3 4 5 6 7
	// Red to move
	// 1 3 <nil>
}

func ExampleParseState() {
	// The same stones in another order: the position is the same, and
	// FormatState writes the order that plays the leftmost column first.
	a, _ := connectfour.ParseState("4453")
	b, _ := connectfour.ParseState("5344")
	fmt.Println(a == b, a)
	_, err := connectfour.ParseState("4444444")
	fmt.Println(err)
	// Output:
	// true 4354
	// connectfour: position "4444444": move 7 (4) into a full column: invalid state
}
