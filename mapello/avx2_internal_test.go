//go:build amd64

package mapello

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestAVX2: the assembly's moves, flips, plies and two-ply counts equal the
// scalar code's on the positions of seeded random games, with walls.
func TestAVX2(t *testing.T) {
	if !haveAVX2 {
		t.Skip("no AVX2")
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for game := range 300 {
		var walls uint64
		if game%3 == 1 {
			walls = rng.Uint64() & rng.Uint64() & rng.Uint64() &^ (1<<27 | 1<<28 | 1<<35 | 1<<36)
		}
		p, o := uint64(1<<28|1<<35), uint64(1<<27|1<<36)
		for range 70 {
			empty := ^(p | o | walls)
			moves := legalPlain(p, o, empty)
			if got := legalAVX2(p, o, empty); got != moves {
				t.Fatalf("legalAVX2(%#x, %#x, %#x) = %#x, want %#x", p, o, empty, got, moves)
			}
			if got, want := perft2AVX2(p, o, walls, moves), perft2Plain(p, o, walls, moves); got != want {
				t.Fatalf("perft2AVX2(%#x, %#x, %#x) = %d, want %d", p, o, walls, got, want)
			}
			if moves != 0 {
				// perftPlain's loop of depth 3, with the scalar code.
				var want uint64
				for m := moves; m != 0; m &= m - 1 {
					sq := bits.TrailingZeros64(m)
					f := flips(sq, p, o)
					q, r := o&^f, p|f|1<<sq
					e := ^(q | r | walls)
					if mq := legalPlain(q, r, e); mq != 0 {
						want += perft2Plain(q, r, walls, mq)
					} else {
						// A pass is the second ply, r's placements the third.
						want += uint64(bits.OnesCount64(legalPlain(r, q, e)))
					}
				}
				var got uint64
				for m := moves; m != 0; {
					c, rest := perft3AVX2(p, o, walls, m)
					got += c
					if rest == 0 {
						break
					}
					sq := bits.TrailingZeros64(rest)
					f := flips(sq, p, o)
					q, r := o&^f, p|f|1<<sq
					got += uint64(bits.OnesCount64(legalPlain(r, q, ^(q | r | walls))))
					m = rest & (rest - 1)
				}
				if got != want {
					t.Fatalf("perft3AVX2(%#x, %#x, %#x) = %d, want %d", p, o, walls, got, want)
				}
			}
			for k, m := uint64(0), moves; m != 0; k, m = k+1, m&(m-1) {
				sq := selectBit(moves, k)
				q, r, next := stepPlain(sq, p, o, walls)
				if a, b, c := stepAVX2(sq, p, o, walls); a != q || b != r || c != next {
					t.Fatalf("stepAVX2(%d, %#x, %#x, %#x) = %#x %#x %#x, want %#x %#x %#x", sq, p, o, walls, a, b, c, q, r, next)
				}
				if havePDEP {
					if a, b, c := stepKAVX2(k, moves, p, o, walls); a != q || b != r || c != next {
						t.Fatalf("stepKAVX2(%d, %#x, %#x, %#x, %#x) = %#x %#x %#x, want %#x %#x %#x", k, moves, p, o, walls, a, b, c, q, r, next)
					}
				}
			}
			for sq := range 64 {
				if (p|o|walls)>>sq&1 != 0 {
					continue
				}
				if got, want := flipsAVX2(sq, p, o), flips(sq, p, o); got != want {
					t.Fatalf("flipsAVX2(%d, %#x, %#x) = %#x, want %#x", sq, p, o, got, want)
				}
			}
			if moves == 0 {
				p, o = o, p
				if legalPlain(p, o, empty) == 0 {
					break
				}
				continue
			}
			k := rng.IntN(64)
			for moves>>k&1 == 0 {
				k = (k + 1) & 63
			}
			f := flips(k, p, o)
			p, o = o&^f, p|f|1<<k
		}
	}
}
