// pushes_test.go checks the bit-parallel push count against the push list.

package pushfight_test

import (
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply/pushfight"
)

// On random positions and every board one slide away, with and without own
// push-offs, with the anchor and without, countPushes equals the length of
// legalPushes' list.
func TestCountPushes(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	n := 3000
	if testing.Short() {
		n = 300
	}
	for range n {
		s := pushfight.RandomState(rng)
		sq, rd, op, anchor := pushfight.Boards(s)
		mine := sq | rd
		occ := mine | op
		for f := mine; f != 0; f &= f - 1 {
			from := f & -f
			for to := uint32(0x3EFFFF7C) &^ occ; to != 0; to &= to - 1 {
				b := to & -to
				// Not only slides: any board with one piece moved.
				s2, r2 := sq, rd
				if s2&from != 0 {
					s2 = s2 ^ from ^ b
				} else {
					r2 = r2 ^ from ^ b
				}
				for _, self := range []bool{false, true} {
					for _, a := range []uint32{anchor, 0} {
						m2 := s2 | r2
						got := pushfight.CountPushes(s2, m2, m2|op, a, self)
						want := pushfight.LegalPushes(s2, m2, m2|op, a, self)
						if got != want {
							t.Fatalf("squares %#x rounds %#x opponent %#x anchor %#x self %v: CountPushes %d, LegalPushes %d",
								s2, r2, op, a, self, got, want)
						}
					}
				}
			}
		}
	}
}
