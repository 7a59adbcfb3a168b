package cli_test

import (
	"context"
	"os"
	"strings"

	"github.com/plygo/ply/cli"
	_ "github.com/plygo/ply/games"
)

// A seeded game between a random and a greedy bot on the 3x3 Pathway board, as
// "go run ./examples/play" plays it.
func ExamplePlay() {
	cli.Play(context.Background(), []string{"-game", "pathway", "-size", "3", "-p1", "random", "-p2", "greedy", "-seed", "2", "-quiet"},
		strings.NewReader(""), os.Stdout, os.Stderr)
	// Output:
	// pathway: Red (random) against Blue (greedy)
	//    a  b  c
	// 3  .  .  .  3
	// 2  .  .  .  2
	// 1  .  .  .  1
	//    a  b  c
	// Red to move
	// Stones: Red 0, Blue 0
	// r Red stone  b Blue stone
	// 1. Red (random): b3
	// 2. Blue (greedy): b1
	// 3. Red (random): c2
	// 4. Blue (greedy): b2
	// 5. Red (random): a3
	// 6. Blue (greedy): a1
	// 7. Red (random): c1
	//    a  b  c
	// 3  r  r  .  3
	// 2  .  b  r  2
	// 1  b  b [r] 1
	//    a  b  c
	// Game over: Blue wins: Blue, to move, has no legal placement, and the player who cannot place wins
	// Last move: c1
	// Stones: Red 4, Blue 3
	// r Red stone  b Blue stone  [] last move to
}
