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
