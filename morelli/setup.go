// setup.go holds the setups of the rules (ply.Setups): the alternating
// ring and the seeded random ring.

package morelli

import (
	"fmt"

	"github.com/plygo/ply"
	"github.com/plygo/ply/internal/splitmix"
)

// SetupNames returns the names Setup knows, the default (the game's start)
// first: "default" and "random".
func (g *Game) SetupNames() []string { return []string{"default", "random"} }

// Setup returns the setup called name: "default", the game's start, which
// is the fixed alternating ring of the rules (ring cell i, counted
// counter-clockwise from a1, holds a Black piece when i + [i ≥ 24] is
// even) unless WithStart gave another state; or "random", the rules' seeded
// random setup (for i = 0..23, the top bit of the i-th SplitMix64 output
// from seed decides whether ring cell i is Black and its opposite White,
// or the reverse; each of the 2^24 setups is equally likely). Black moves
// first in both. seed is read by "random" only. Another name returns an
// error wrapping ply.ErrInvalidOption.
func (g *Game) Setup(name string, seed uint64) (State, error) {
	switch name {
	case "default":
		return g.start, nil
	case "random":
		return randomSetup(seed), nil
	}
	return State{}, fmt.Errorf("morelli: setup %q: want default or random: %w", name, ply.ErrInvalidOption)
}

// ringCell returns the red cell of ring index i (0..47), counter-clockwise
// from a1: a1 … m1, m2 … m13, l13 … a13, a12 … a2.
func ringCell(i int) Cell {
	switch {
	case i < 12:
		return CellAt(i, 0)
	case i < 24:
		return CellAt(12, i-12)
	case i < 36:
		return CellAt(12-(i-24), 12)
	}
	return CellAt(0, 12-(i-36))
}

// defaultSetup returns the fixed standard setup of the rules, the
// alternating ring: ring index i holds a Black piece when i + [i ≥ 24] is
// even. Black moves first.
func defaultSetup() State {
	var s State
	for i := range 48 {
		k := i
		if i >= 24 {
			k++
		}
		s.pieces[k%2].set(ringCell(i))
	}
	return s
}

// randomSetup returns the seeded random setup of the rules: for i = 0..23,
// the top bit of the i-th SplitMix64 output from seed decides whether ring
// cell i is Black (bit 0) and its opposite White, or the reverse. Every one
// of the 2^24 legal setups is equally likely; Black moves first.
func randomSetup(seed uint64) State {
	var s State
	sm := splitmix.Source(seed)
	for i := range 24 {
		side := sm.Next() >> 63
		s.pieces[side].set(ringCell(i))
		s.pieces[1-side].set(ringCell(i + 24))
	}
	return s
}
