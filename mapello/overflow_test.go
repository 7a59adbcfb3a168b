package mapello_test

import (
	"errors"
	"math"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
)

// Counts whose sum overflows are refused, not taken for a small sum.
func TestRandomSetupOverflow(t *testing.T) {
	for _, c := range [][3]int{
		{math.MaxInt, 1, 0},
		{1, math.MaxInt, 0},
		{math.MaxInt, math.MaxInt, 0},
		{61, 0, 0},
		{30, 31, 0},
	} {
		if _, err := mapello.RandomSetup(1, c[0], c[1], c[2]); !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("RandomSetup(1, %d, %d, %d): %v, want an error wrapping ErrInvalidOption", c[0], c[1], c[2], err)
		}
	}
	if _, err := mapello.RandomSetup(1, 30, 30, 0); err != nil {
		t.Errorf("60 walls and bonuses: %v", err)
	}
}
