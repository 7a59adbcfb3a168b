// setup.go holds the named setups (ply.Setups) and the placement phase's setup moves.

package pushfight

import (
	"fmt"
	"math/rand/v2"

	"github.com/plygo/ply"
)

// SetupNames returns the names Setup accepts (the ply.Setups capability),
// the default first: "default", "classic", "mirror" and "placement".
func (g *Game) SetupNames() []string {
	out := make([]string, len(setups))
	for i, ns := range setups {
		out[i] = ns.name
	}
	return out
}

// Setup returns the start state called name (the ply.Setups capability):
// "default", the start of g (unless WithStart gave another, the position of
// maksverver's web app, which the rules call "standard"); "classic" and
// "mirror", the rules' other fixed setups, White to move, no anchor; or
// "placement", the empty board, White to place first. The setups are
// fixed, so the seed is ignored. Another name returns an error wrapping
// ply.ErrInvalidOption.
func (g *Game) Setup(name string, seed uint64) (State, error) {
	if name == "default" {
		return g.start, nil
	}
	for _, ns := range setups[1:] {
		if ns.name == name {
			return mustParse(ns.text), nil
		}
	}
	return State{}, fmt.Errorf("pushfight: setup %q: want default, classic, mirror or placement: %w", name, ply.ErrInvalidOption)
}

// setups are the named setups, the default first.
var setups = []struct{ name, text string }{
	{"default", "1WB2/3wBb2/2wWb3/2WB1 w - 0"},
	{"classic", "1WB2/3wbB2/2Wwb3/2WB1 w - 0"},
	{"mirror", "1wb2/3WB3/2wWBb2/2WB1 w - 0"},
	{"placement", "5/8/8/5 w - 0"},
}

var standardStart = mustParse(setups[0].text)

func mustParse(text string) State {
	s, err := ParseState(text)
	if err != nil {
		panic(err) // only for the package's own constants
	}
	return s
}

// appendSetups appends the 12,870 setup moves of the player to set up:
// three squares, then two rounds, on empty cells of its half, ordered by
// the squares' cells, then the rounds' cells.
func appendSetups(dst []Move, s *State) []Move {
	side := int(s.side)
	// free has bit i set when the i-th cell of the half is empty (all of
	// them in any valid state).
	free := 0
	occ := s.occ()
	for i, b := range halves[side] {
		if occ>>b&1 == 0 {
			free |= 1 << i
		}
	}
	head := setupFlag | Move(side)<<30
	for i := 0; i < halfBits; i++ {
		for j := i + 1; j < halfBits; j++ {
			for k := j + 1; k < halfBits; k++ {
				sq := 1<<i | 1<<j | 1<<k
				if sq&^free != 0 {
					continue
				}
				rest := free &^ sq
				for l := 0; l < halfBits; l++ {
					for m := l + 1; m < halfBits; m++ {
						rd := 1<<l | 1<<m
						if rd&^rest == 0 {
							dst = append(dst, head|Move(sq)|Move(rd)<<halfBits)
						}
					}
				}
			}
		}
	}
	return dst
}

// randomSetup draws a setup move uniformly.
func randomSetup(s *State, rng *rand.Rand) Move {
	side := int(s.side)
	free := validMask &^ s.occ()
	var cells [halfBits]uint8
	n := 0
	for _, b := range halves[side] {
		if free>>b&1 != 0 {
			cells[n] = b
			n++
		}
	}
	// A partial Fisher-Yates shuffle picks five distinct cells.
	for i := 0; i < 5 && i < n; i++ {
		j := i + rng.IntN(n-i)
		cells[i], cells[j] = cells[j], cells[i]
	}
	sq := uint32(1)<<cells[0] | 1<<cells[1] | 1<<cells[2]
	rd := uint32(1)<<cells[3] | 1<<cells[4]
	return setupMove(side, sq, rd)
}
