package connectfour_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/examples/connectfour/connectfour"
	"github.com/plygo/ply/gametest"
)

// TestPerft counts the move sequences from the start. Up to 6 plies every
// sequence is legal: no column fills and no one can have four in a row,
// so the counts are 7^n. At 7 plies the seven sequences that drop all
// seven stones into one column are not (823543 - 7); the four in a row
// Red can first make at ply 7 ends those games there, which perft counts
// at 7 plies and does not extend to 8.
func TestPerft(t *testing.T) {
	g := connectfour.Game{}
	gametest.CheckPerft(t, g, g.Start(), []uint64{7, 49, 343, 2401, 16807, 117649, 823536, 5673234}, 6)
}

// a212693 is the number of legal Connect Four positions after n plies,
// n = 0 to 10 (of 0 to 42): OEIS A212693, "Number of legal 7 X 6 Connect-Four
// positions after n plies" (John Tromp, 2012; the table of all 43 terms
// from Edelkamp and Kissmann).
var a212693 = []int{1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275, 558186, 1662623}

// TestPositionsPerPly counts the distinct positions reached after n
// plies, playing on from those where the game goes on, and compares them
// with the published counts of OEIS A212693.
func TestPositionsPerPly(t *testing.T) {
	depth := 9
	if testing.Short() {
		depth = 6
	}
	g := connectfour.Game{}
	level := map[connectfour.State]bool{g.Start(): true}
	var moves []connectfour.Move
	for n := 0; ; n++ {
		if len(level) != a212693[n] {
			t.Errorf("%d positions after %d plies, OEIS A212693 has %d", len(level), n, a212693[n])
		}
		if n == depth {
			break
		}
		next := make(map[connectfour.State]bool, a212693[n+1])
		for s := range level {
			moves = g.AppendMoves(moves[:0], s)
			for _, m := range moves {
				next[g.Apply(s, m)] = true
			}
		}
		level = next
	}
}

// TestPerftFromPositions: the game's own perft counts what ply's generic
// perft counts, in positions of random games, finished ones among them.
func TestPerftFromPositions(t *testing.T) {
	g := connectfour.Game{}
	for i, s := range gametest.SampleStates[connectfour.State, connectfour.Move](g, g.Start(), 40, 3) {
		depth := 1 + i%4
		if got, want := g.Perft(s, depth), ply.Perft(gametest.Plain[connectfour.State, connectfour.Move](g), s, depth); got != want {
			t.Errorf("%s depth %d: %d, generic %d", s, depth, got, want)
		}
	}
}
