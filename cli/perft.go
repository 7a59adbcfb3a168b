// perft.go holds the perft command: count a game's move tree to a depth,
// or play random games to their end.

package cli

import (
	"fmt"
	"io"
	"math/rand/v2"
	"time"
)

// Perft is the perft command. For each depth from 1 to -depth it prints
// one line "DEPTH NODES SECONDS NODES_PER_SECOND" after a header line
// starting with '#', counting with the game's fastest path (its own perft,
// bulk counting at the last ply). With -playouts N it plays N uniformly
// random games from the start (or -position) instead, all randomness from
// -seed, and prints the games, the mean plies per game, the seconds and the
// games per second.
func Perft(args []string, stdout, stderr io.Writer) int {
	fs, gf := newFlagSet("perft", "Counts a game's move tree to a depth, or plays random games to their end.",
		stderr, "seed for random setups and for -playouts", true, false)
	depth := fs.Int("depth", 4, "the deepest level to count, from 1 to 64")
	playouts := fs.Int("playouts", 0, "play this many uniformly random games instead of counting (at most 1e9)")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	bad := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "perft: "+format+"\n", args...)
		return 2
	}
	if *depth < 1 || *depth > 64 {
		return bad("-depth %d: want 1 to 64", *depth)
	}
	if *playouts < 0 || *playouts > 1_000_000_000 {
		return bad("-playouts %d: want 0 to 1000000000", *playouts)
	}
	g, err := gf.open()
	if err != nil {
		return bad("%v", err)
	}
	start := g.Start()
	if *playouts > 0 {
		rng := rand.New(rand.NewPCG(*gf.seed, 0x706c61796f757473)) // "playouts"
		t := time.Now()
		var plies int
		for range *playouts {
			_, _, n := g.Playout(start, rng)
			plies += n
		}
		sec := time.Since(t).Seconds()
		if _, err := fmt.Fprintf(stdout, "# games plies_per_game seconds games_per_second\n%d %.2f %.3f %.0f\n",
			*playouts, float64(plies)/float64(*playouts), sec, rate(float64(*playouts), sec)); err != nil {
			fmt.Fprintf(stderr, "perft: %v\n", err)
			return 1
		}
		return 0
	}
	if _, err := fmt.Fprintln(stdout, "# depth nodes seconds nodes_per_second"); err != nil {
		fmt.Fprintf(stderr, "perft: %v\n", err)
		return 1
	}
	for d := 1; d <= *depth; d++ {
		t := time.Now()
		n := g.Perft(start, d)
		sec := time.Since(t).Seconds()
		if _, err := fmt.Fprintf(stdout, "%d %d %.3f %.0f\n", d, n, sec, rate(float64(n), sec)); err != nil {
			fmt.Fprintf(stderr, "perft: %v\n", err)
			return 1
		}
	}
	return 0
}

// rate returns n per second, 0 when no time was measured.
func rate(n, sec float64) float64 {
	if sec <= 0 {
		return 0
	}
	return n / sec
}
