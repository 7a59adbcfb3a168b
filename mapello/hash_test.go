// hash_test.go holds the hash tests.

package mapello_test

import (
	"testing"

	"github.com/plygo/ply/mapello"
)

// The hash comes from a fixed seed: these values must never change between
// runs or machines.
func TestHashStable(t *testing.T) {
	g := mapello.MustNew()
	for _, tc := range []struct {
		s    mapello.State
		want uint64
	}{
		{mustSetup("default"), 0x8a3f68cbc826ea5a},
		{mustSetup("plain"), 0xfcbb3cb13e1088bc},
	} {
		if got := g.Hash(tc.s); got != tc.want {
			t.Errorf("Hash(%v) = %#x, want %#x", tc.s, got, tc.want)
		}
	}
}

// TestHashSeesEveryField changes one part of a state at a time: each
// change must change the hash.
func TestHashSeesEveryField(t *testing.T) {
	g := mapello.MustNew()
	base := mustState(t, "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#x.+.....#/########## o 6 0 0")
	variants := map[string]string{
		"side":         "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#x.+.....#/########## x 6 0 0",
		"black points": "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#x.+.....#/########## o 3 0 0",
		"white points": "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#x.+.....#/########## o 6 6 0",
		"points swap":  "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#x.+.....#/########## o 0 6 0",
		"disc colour":  "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#o.+.....#/########## o 6 0 0",
		"wall":         "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#x##.....#/########## o 6 0 0",
		"bonus":        "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#x.......#/########## o 6 0 0",
		"joker":        "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#x.+.....#/j######### o 6 0 0",
		"bonus here":   "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#x+......#/########## o 6 0 0",
	}
	h := g.Hash(base)
	seen := map[uint64]string{h: "base"}
	for name, text := range variants {
		v := g.Hash(mustState(t, text))
		if other, dup := seen[v]; dup {
			t.Errorf("%s hashes as %s: %#x", name, other, v)
		}
		seen[v] = name
	}
	// After a pass only the side and the pass counter change.
	s := mustState(t, "##########/#........#/#........#/#........#/#........#/#........#/#........#/#........#/#ox+.....#/########## x 6 0 0")
	if g.Hash(s) == g.Hash(g.Apply(s, mapello.Pass)) {
		t.Error("a pass does not change the hash")
	}
}
