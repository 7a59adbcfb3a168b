package games_test

import (
	"fmt"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

// Importing the package registers the five games with their setups and
// classic bots.
func Example() {
	fmt.Println(registry.Names())
	g, err := registry.Open("mapello", registry.Config{Setup: "plain"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Players(), g.Moves(g.Start()))
	for _, b := range g.Bots() {
		fmt.Println(b.Name)
	}
	// Output:
	// [mapello mitsudomoe morelli pathway pushfight]
	// [Black White] [d3 c4 f5 e6]
	// classic-random
	// classic-greedy
	// alphabeta-solve
}
