package registry_test

import (
	"fmt"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

// Any registered game, played through its notation.
func Example() {
	g, err := registry.Open("pathway", registry.Config{Size: 4})
	if err != nil {
		fmt.Println(err)
		return
	}
	line, err := registry.Replay(g, g.Start(), []string{"a1", "d4", "c2"})
	if err != nil {
		fmt.Println(err)
		return
	}
	p := line.Position()
	fmt.Println(g.FormatPosition(p))
	fmt.Println(g.PlayerName(g.ToMove(p)), "to move:", len(g.Moves(p)), "moves")
	m, err := g.ParseMove(p, "b4")
	if err != nil {
		fmt.Println(err)
		return
	}
	line, _ = line.PlayMove(g, m)
	fmt.Println(line.Texts())
	_, err = g.ParseMove(p, "z9")
	fmt.Println(err)
	// Output:
	// ...b/..../..r./r... b
	// Blue to move: 7 moves
	// [a1 d4 c2 b4]
	// pathway: move "z9": want a cell of the 4x4 board, such as c3: syntax error
}

// The board play, play -replay and the engine's showboard draw, at the
// end of a game on the 2x2 Pathway board, with why it ended.
func ExampleTextBoard() {
	g, err := registry.Open("pathway", registry.Config{Size: 2})
	if err != nil {
		fmt.Println(err)
		return
	}
	line, err := registry.Replay(g, g.Start(), []string{"a1", "b2", "a2", "b1"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(registry.TextBoard(g, line, false))
	fmt.Println(g.DescribeEnd(line.Position()))
	// Output:
	//    a  b
	// 2  r  b  2
	// 1  r [b] 1
	//    a  b
	// Game over: Red wins: the board is full: Red, to move, has no placement, and the player who cannot place wins
	// Last move: b1
	// Stones: Red 2, Blue 2
	// r Red stone  b Blue stone  [] last move to
	// Red wins: the board is full: Red, to move, has no placement, and the player who cannot place wins
}
