// endgame_lines_test.go checks fullLines against the lines one by one.

package mapello

import (
	"math/rand/v2"
	"testing"
)

// lines holds the masks of every line of the interior: the 8 rows,
// the 8 columns and the 15 diagonals of each direction, by axis.
var lines = func() (l [4][]uint64) {
	for i := range 8 {
		l[0] = append(l[0], uint64(rank1)<<(8*i))
		l[1] = append(l[1], uint64(fileA)<<i)
	}
	for d := -7; d <= 7; d++ {
		var a, b uint64
		for x := range 8 {
			if y := x + d; y >= 0 && y < 8 {
				a |= 1 << (8*y + x)
			}
			if y := 7 - x + d; y >= 0 && y < 8 {
				b |= 1 << (8*y + x)
			}
		}
		l[2] = append(l[2], a)
		l[3] = append(l[3], b)
	}
	return l
}()

// TestFullLines: fullLines finds the cells of the full lines of each axis
// on random dense boards, as testing every line of lines does.
func TestFullLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 20000 {
		f := rng.Uint64() | rng.Uint64() | rng.Uint64()
		if i%2 == 0 {
			f |= rng.Uint64()
		}
		var full [4]uint64
		for a := range lines {
			for _, l := range lines[a] {
				if f&l == l {
					full[a] |= l
				}
			}
		}
		if got := fullLines(f); got != full {
			t.Fatalf("filled %#x: fullLines %#x, want %#x", f, got, full)
		}
	}
}
