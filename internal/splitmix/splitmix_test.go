package splitmix_test

import (
	"fmt"
	"testing"

	"github.com/plygo/ply/internal/splitmix"
)

// The reference outputs of SplitMix64 from seed 0 and from seed
// 1234567, as published with the algorithm's reference implementation.
func TestReferenceOutputs(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		want []uint64
	}{
		{0, []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f}},
		{1234567, []uint64{6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821}},
	} {
		s := splitmix.Source(tc.seed)
		for i, w := range tc.want {
			if got := s.Next(); got != w {
				t.Errorf("seed %d, output %d: %#x, want %#x", tc.seed, i, got, w)
			}
		}
	}
}

func ExampleSource() {
	s := splitmix.Source(0)
	fmt.Printf("%#x\n", s.Next())
	// Output: 0xe220a8397b1dcdaf
}
