// internal_test.go checks the bitboard internals against direct definitions.

package mapello

import (
	"math/bits"
	"testing"

	"github.com/plygo/ply/internal/splitmix"

	"pgregory.net/rapid"
)

// interior reports whether (x, y) is an interior cell.
func interior(x, y int) bool { return x >= 1 && x <= 8 && y >= 1 && y <= 8 }

// slowJokerNeighbours is jokerNeighbours from the definition, cell by cell.
func slowJokerNeighbours(j uint64) (a [8]uint64) {
	for d := range 8 {
		for y := 1; y <= 8; y++ {
			for x := 1; x <= 8; x++ {
				b := jokerBit(x+dirDX[d], y+dirDY[d])
				if b >= 0 && j>>b&1 != 0 {
					a[d] |= bit(x, y)
				}
			}
		}
	}
	return a
}

func TestJokerBitRoundTrip(t *testing.T) {
	seen := map[int]bool{}
	for y := range 10 {
		for x := range 10 {
			b := jokerBit(x, y)
			if interior(x, y) {
				if b != -1 {
					t.Errorf("jokerBit(%d, %d) = %d for an interior cell", x, y, b)
				}
				continue
			}
			if b < 0 || b >= jokerBits || seen[b] {
				t.Fatalf("jokerBit(%d, %d) = %d: out of range or taken", x, y, b)
			}
			seen[b] = true
			if gx, gy := jokerCell(b); gx != x || gy != y {
				t.Errorf("jokerCell(%d) = (%d, %d), want (%d, %d)", b, gx, gy, x, y)
			}
		}
	}
	if len(seen) != 36 {
		t.Errorf("%d border cells, want 36", len(seen))
	}
}

func TestJokerMasks(t *testing.T) {
	check := func(t interface{ Fatalf(string, ...any) }, j uint64) {
		want := slowJokerNeighbours(j)
		if got := jokerNeighbours(j); got != want {
			t.Fatalf("jokerNeighbours(%#x) = %x, want %x", j, got, want)
		}
		adj := jokerAdj(j)
		for d := range 8 {
			// jokerAdj keeps the cells whose opposite neighbour is interior.
			var keep uint64
			for y := 1; y <= 8; y++ {
				for x := 1; x <= 8; x++ {
					if interior(x-dirDX[d], y-dirDY[d]) {
						keep |= bit(x, y)
					}
				}
			}
			if adj[d] != want[d]&keep {
				t.Fatalf("jokerAdj(%#x)[%d] = %#x, want %#x", j, d, adj[d], want[d]&keep)
			}
		}
	}
	for b := range jokerBits {
		check(t, 1<<b)
	}
	rapid.Check(t, func(t *rapid.T) {
		check(t, rapid.Uint64Range(0, 1<<jokerBits-1).Draw(t, "jokers"))
	})
}

func TestRays(t *testing.T) {
	for i := range 64 {
		for d := range 8 {
			r := rays[i][d]
			x, y := i%8+1, i/8+1
			n := 0
			for {
				x, y = x+dirDX[d], y+dirDY[d]
				if !interior(x, y) {
					break
				}
				n++
				if r&bit(x, y) == 0 {
					t.Fatalf("rays[%d][%d] misses (%d, %d)", i, d, x, y)
				}
			}
			if got := popcount(r); got != n {
				t.Fatalf("rays[%d][%d] has %d cells, want %d", i, d, got, n)
			}
		}
	}
}

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// TestFillsAgainstFlips checks the Kogge-Stone move generators against the
// per-cell flip computation: a cell is a legal placement exactly when it
// is empty and placing there flips something.
func TestFillsAgainstFlips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		walls := rapid.Uint64().Draw(t, "walls") & rapid.Uint64().Draw(t, "sparse")
		p := rapid.Uint64().Draw(t, "p") &^ walls
		o := rapid.Uint64().Draw(t, "o") &^ (walls | p)
		j := rapid.Uint64Range(0, 1<<jokerBits-1).Draw(t, "jokers")
		if rapid.Bool().Draw(t, "no jokers") {
			j = 0
		}
		empty := ^(p | o | walls)
		ja := jokerAdj(j)
		var want, wantPlain uint64
		for sq := range 64 {
			b := uint64(1) << sq
			if empty&b == 0 {
				continue
			}
			if flipsJokers(sq, p, o, &ja) != 0 {
				want |= b
			}
			if flips(sq, p, o) != 0 {
				wantPlain |= b
			}
			if j == 0 && flipsJokers(sq, p, o, &ja) != flips(sq, p, o) {
				t.Fatalf("flipsJokers without jokers differs from flips at %d", sq)
			}
		}
		if got := legalJokers(p, o, empty, &ja); got != want {
			t.Fatalf("legalJokers(%#x, %#x, jokers %#x) = %#x, want %#x", p, o, j, got, want)
		}
		if got := legalPlain(p, o, empty); got != wantPlain {
			t.Fatalf("legalPlain(%#x, %#x) = %#x, want %#x", p, o, got, wantPlain)
		}
	})
}

// The SplitMix64 check values of docs/rules/mapello.md ("Setups").
func TestSplitMix64(t *testing.T) {
	rng := splitmix.Source(0)
	for _, want := range []uint64{0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4} {
		if got := rng.Next(); got != want {
			t.Errorf("next() = %#x, want %#x", got, want)
		}
	}
}

// selectBit against the loop that clears the k lowest bits.
func TestSelectBit(t *testing.T) {
	rng := splitmix.Source(3)
	for range 100000 {
		x := rng.Next()
		switch rng.Next() % 3 {
		case 0:
			a, b := rng.Next(), rng.Next()
			x &= a & b
		case 1:
			x |= rng.Next()
		}
		if x == 0 {
			continue
		}
		k := rng.Next() % uint64(bits.OnesCount64(x))
		y := x
		for range k {
			y &= y - 1
		}
		if got, want := selectBit(x, k), bits.TrailingZeros64(y); got != want {
			t.Fatalf("selectBit(%#x, %d) = %d, want %d", x, k, got, want)
		}
	}
	for i := range 64 {
		if got := selectBit(1<<i, 0); got != i {
			t.Fatalf("selectBit(1<<%d, 0) = %d", i, got)
		}
		if got := selectBit(^uint64(0), uint64(i)); got != i {
			t.Fatalf("selectBit(all, %d) = %d", i, got)
		}
	}
}
