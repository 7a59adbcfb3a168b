package cli

import (
	"math"
	"testing"
)

func TestFormatScore(t *testing.T) {
	for v, want := range map[float64]string{
		math.Copysign(0, -1): "0", 0: "0", -1.5: "-1.5", 12345: "1.234e+04",
		math.Inf(1): "win", math.Inf(-1): "loss",
	} {
		if got := formatScore(v); got != want {
			t.Errorf("formatScore(%v) = %q, want %q", v, got, want)
		}
	}
}
