// setups.go holds the check of the ply.Setups capability.

package gametest

import (
	"errors"
	"slices"
	"testing"

	"github.com/plygo/ply"
	"pgregory.net/rapid"
)

// unknownSetup is a setup name no game lists.
const unknownSetup = "no such setup"

// setupSeeds are the seeds each setup is built from.
var setupSeeds = [...]uint64{1, 2}

// checkSetups checks a game's ply.Setups: the names are listed once each,
// "default" first; "default" is the state Start returns; each listed name
// gives a state for every seed tried, the same for the same arguments;
// an unknown name is an error wrapping ply.ErrInvalidOption. Then every
// setup state gets the per-state checks, and rapid plays on from them as
// Run does from its starts.
func checkSetups[S, M comparable](t testing.TB, g ply.Game[S, M], su ply.Setups[S], opts Options[S, M], sample int) {
	t.Helper()
	names := su.SetupNames()
	if len(names) == 0 || names[0] != "default" {
		t.Fatalf("SetupNames() = %q: want \"default\" first", names)
		return
	}
	var states []S
	for i, name := range names {
		if slices.Contains(names[:i], name) {
			t.Fatalf("SetupNames() = %q: %q listed twice", names, name)
			return
		}
		for _, seed := range setupSeeds {
			s, err := su.Setup(name, seed)
			if err != nil {
				t.Fatalf("Setup(%q, %d): %v", name, seed, err)
				return
			}
			if again, err := su.Setup(name, seed); err != nil || again != s {
				t.Fatalf("Setup(%q, %d) differs between calls", name, seed)
				return
			}
			if name == "default" && s != g.Start() {
				t.Fatalf("Setup(\"default\", %d) is not the state Start returns", seed)
				return
			}
			if !slices.Contains(states, s) {
				states = append(states, s)
			}
		}
	}
	if _, err := su.Setup(unknownSetup, 1); !errors.Is(err, ply.ErrInvalidOption) {
		t.Fatalf("Setup(%q, 1) = %v, want an error wrapping ply.ErrInvalidOption", unknownSetup, err)
		return
	}
	hashed := map[uint64]S{}
	parsedAll := map[S]bool{}
	rapid.Check(t, func(rt *rapid.T) {
		c := checker[S, M]{t: rt, g: g, opts: opts, sample: sample, hashed: hashed, parsedAll: parsedAll}
		c.notation, _ = ply.As[ply.Notation[S, M]](g)
		c.hasher, _ = ply.As[ply.Hasher[S]](g)
		// Every setup in every example, so that a failure shrinks.
		for _, s := range states {
			c.start = s
			c.checkState(s)
		}
		c.playout(states[rapid.IntRange(0, len(states)-1).Draw(rt, "setup")])
	})
}
