// setup.go holds the setups of the two-player game: the rules' start, the only one.

package mitsudomoe

import (
	"fmt"

	"github.com/plygo/ply"
)

// startState is the setup of the rules: each side's three balls on rings of
// its colour in its home corner, five rings in supply, White to move.
var startState = func() State {
	var s State
	for _, c := range [...]Cell{0, 1, 5} { // a1 b1 a2
		s.push(c, 0)
		s.balls[0] |= 1 << c
	}
	for _, c := range [...]Cell{24, 23, 19} { // e5 d5 e4
		s.push(c, 1)
		s.balls[1] |= 1 << c
	}
	s.supply = [2]uint8{StartSupply, StartSupply}
	return s
}()

// SetupNames returns the names Setup accepts (the ply.Setups capability):
// only "default", the start of g, since the rules have one setup.
func (g *Game) SetupNames() []string { return []string{"default"} }

// Setup returns the start state called name (the ply.Setups capability):
// "default" is the start of g, unless WithStart gave another the rules'
// setup, each side's three balls on rings in its home corner, five rings in
// supply, White to move. The seed is ignored. Another name returns an error
// wrapping ply.ErrInvalidOption.
func (g *Game) Setup(name string, seed uint64) (State, error) {
	if name != "default" {
		return State{}, fmt.Errorf("mitsudomoe: setup %q: want default: %w", name, ply.ErrInvalidOption)
	}
	return g.start, nil
}
