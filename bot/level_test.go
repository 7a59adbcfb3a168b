package bot_test

import (
	"errors"
	"math"
	"testing"

	"github.com/plygo/ply/bot"
)

// The default ladder is valid and grows stronger from level 1 to MaxLevel:
// the budget never shrinks (any depth below any node budget), and where it
// stays the same the chance of a random move falls. registry's
// TestLevelsTables checks every game's own ladder the same way.
func TestDefaultLevels(t *testing.T) {
	budget := func(l bot.Level) uint64 {
		if l.Nodes > 0 {
			return 1<<20 + l.Nodes
		}
		return uint64(l.Depth)
	}
	ls := bot.DefaultLevels()
	for i, l := range ls {
		if err := l.Validate(); err != nil {
			t.Errorf("level %d: %v", i+1, err)
		}
		if i > 0 {
			p := ls[i-1]
			if budget(l) < budget(p) || budget(l) == budget(p) && l.Random >= p.Random {
				t.Errorf("level %d (%v) is not stronger than level %d (%v)", i+1, l, i, p)
			}
		}
	}
	// A copy: changing it changes no later call's.
	ls[0].Depth = 9
	if bot.DefaultLevels()[0].Depth != 1 {
		t.Errorf("DefaultLevels returned the ladder itself")
	}
}

// A level needs a Depth or Nodes, not both, chances from 0 to 1, and a
// Shallow chance only from depth 2; String says what it plays.
func TestLevel(t *testing.T) {
	for _, bad := range []bot.Level{{}, {Depth: 2, Nodes: 1024}, {Depth: -1}, {Depth: 1, Random: 1.5}, {Depth: 1, Shallow: 0.5},
		{Nodes: 2048, Shallow: 0.5}, {Depth: 3, Random: math.NaN()}, {Depth: 3, Shallow: -0.1}} {
		if err := bad.Validate(); !errors.Is(err, bot.ErrSpec) {
			t.Errorf("%+v: %v, want ErrSpec", bad, err)
		}
	}
	for _, tc := range []struct {
		l    bot.Level
		want string
	}{
		{bot.Level{Depth: 3, Shallow: 0.5}, "depth 3, 50% of moves at depth 2"},
		{bot.Level{Depth: 1, Random: 0.07}, "depth 1, 7% random moves"},
		{bot.Level{Nodes: 2048, Random: 0.125}, "2048 nodes, 12.5% random moves"},
	} {
		if err := tc.l.Validate(); err != nil {
			t.Errorf("%+v: %v", tc.l, err)
		}
		if s := tc.l.String(); s != tc.want {
			t.Errorf("%+v: String() = %q, want %q", tc.l, s, tc.want)
		}
	}
}
