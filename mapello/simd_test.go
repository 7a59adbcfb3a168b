// simd_test.go checks the AVX2 move generator and flips against the scalar
// code. It runs in every build; without GOEXPERIMENT=simd on amd64, or on
// a CPU without AVX2, both sides are the scalar code.

package mapello

import (
	"math/bits"
	"testing"

	"github.com/plygo/ply/internal/splitmix"
)

// checkSIMD compares legalSIMD and flipsSIMD with legalPlain and flips for
// the player with discs p against o, on every empty cell.
func checkSIMD(t *testing.T, p, o, walls uint64) {
	t.Helper()
	empty := ^(p | o | walls)
	if got, want := legalSIMD(p, o, empty), legalPlain(p, o, empty); got != want {
		t.Fatalf("p %#x o %#x walls %#x: legalSIMD %#x, legalPlain %#x", p, o, walls, got, want)
	}
	for e := empty; e != 0; e &= e - 1 {
		sq := bits.TrailingZeros64(e)
		if got, want := flipsSIMD(sq, p, o), flips(sq, p, o); got != want {
			t.Fatalf("p %#x o %#x sq %d: flipsSIMD %#x, flips %#x", p, o, sq, got, want)
		}
	}
}

func TestSIMDRandomBoards(t *testing.T) {
	t.Logf("AVX2 move generator in use: %v", haveSIMD)
	rng := splitmix.Source(7)
	n := 200000
	if testing.Short() {
		n = 20000
	}
	for range n {
		// Boards of every density: each cell a p disc, an o disc, a wall
		// or empty, with probabilities drawn per board.
		a, b, c := rng.Next(), rng.Next(), rng.Next()
		var p, o, walls uint64
		switch rng.Next() % 4 {
		case 0: // dense
			p, o = a&^b, b&^a
		case 1: // sparse
			p, o = a&b&c, ^a&b&^c
		case 2: // with walls
			p, o, walls = a&b, ^a&c, ^a&^c&b&rng.Next()
		default:
			p, o = a&^c, ^a&c
		}
		o &^= p
		walls &^= p | o
		checkSIMD(t, p, o, walls)
	}
}

// Every position of the Othello tree, with the two-ply counts, to depth 6 and of a walled setup to
// depth 5, both sides to move.
func TestSIMDTrees(t *testing.T) {
	var walk func(p, o, walls uint64, depth int)
	walk = func(p, o, walls uint64, depth int) {
		checkSIMD(t, p, o, walls)
		checkSIMD(t, o, p, walls)
		if depth == 0 {
			return
		}
		empty := ^(p | o | walls)
		moves := legalPlain(p, o, empty)
		if moves != 0 {
			if got, want := perft2SIMD(p, o, walls, moves), perft2Plain(p, o, walls, moves); got != want {
				t.Fatalf("p %#x o %#x walls %#x: perft2SIMD %d, perft2Plain %d", p, o, walls, got, want)
			}
		}
		if moves == 0 && legalPlain(o, p, empty) != 0 {
			walk(o, p, walls, depth-1)
		}
		for ; moves != 0; moves &= moves - 1 {
			sq := bits.TrailingZeros64(moves)
			f := flips(sq, p, o)
			walk(o&^f, p|f|1<<sq, walls, depth-1)
		}
	}
	depth := 6
	if testing.Short() {
		depth = 4
	}
	s := plainSetup
	walk(s.discs[0], s.discs[1], s.walls, depth)
	s = defaultSetup
	walk(s.discs[0], s.discs[1], s.walls, depth-1)
}
