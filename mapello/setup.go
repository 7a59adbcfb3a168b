// setup.go holds the setups: the named boards of the rules (ply.Setups) and
// the seeded random boards.

package mapello

import (
	"fmt"
	"slices"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/internal/splitmix"
)

// The named setups of docs/rules/mapello.md, as state strings.
const (
	defaultText  = "####j#####/##.+..+.##/#.....#..#/j+#.....+j/j...xo...#/#...ox..+#/#+.....#.j/j..#.....#/##.+...+##/###j###j## x 0 0 0"
	rulebookText = "###j##j###/##.+.+..##/#.....#.+j/#+#......#/#...xo...#/j...ox...#/#+.....#+j/#..#.....#/##.+..+.##/###jj##j## x 0 0 0"
	plainText    = "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#........#/########## x 0 0 0"
)

var (
	defaultSetup  = mustParse(defaultText)
	rulebookSetup = mustParse(rulebookText)
	plainSetup    = mustParse(plainText)
)

func mustParse(text string) State {
	s, err := ParseState(text)
	if err != nil {
		panic(err)
	}
	return s
}

// draw returns the generator's next output modulo m, bias included, as the
// rules define it.
func draw(s *splitmix.Source, m int) int { return int(s.Next() % uint64(m)) }

// RandomSetup returns the seeded random board of the rules' procedure:
// walls and bonuses on distinct interior cells outside the centre, jokers
// on border cells, chosen by partial Fisher-Yates shuffles driven by
// SplitMix64 from seed, and drawn again (from the same stream) while Black
// has no opening move. The same seed always gives the same board; the
// rules' usual counts are 8, 8 and 8, the "random" setup. It returns an
// error wrapping ply.ErrInvalidOption if walls+bonuses exceeds 60, jokers
// exceeds 36, a count is negative, or walls is 60 (no opening move could
// exist).
func RandomSetup(seed uint64, walls, bonuses, jokers int) (State, error) {
	if jokers < 0 || jokers > 36 {
		return State{}, fmt.Errorf("mapello: %d jokers: want 0..36: %w", jokers, ply.ErrInvalidOption)
	}
	return randomSetup(seed, walls, bonuses, jokers, nil)
}

// RandomSetupJokers is the classic program's variant of RandomSetup: random
// walls and bonuses as RandomSetup draws them, and jokers on the given
// border cells. It returns an error wrapping ply.ErrInvalidOption for a
// joker that is not on the border ring, a joker given twice, or counts out
// of range.
func RandomSetupJokers(seed uint64, walls, bonuses int, jokers []Cell) (State, error) {
	if jokers == nil {
		jokers = []Cell{}
	}
	return randomSetup(seed, walls, bonuses, len(jokers), jokers)
}

// randomSetup draws walls and bonuses, and jokers unless given is non-nil.
func randomSetup(seed uint64, walls, bonuses, jokers int, given []Cell) (State, error) {
	// Each count is bounded before they are added, which would overflow.
	if walls < 0 || bonuses < 0 || walls > 60 || bonuses > 60-walls {
		return State{}, fmt.Errorf("mapello: %d walls and %d bonuses: want at most 60 in all: %w", walls, bonuses, ply.ErrInvalidOption)
	}
	if walls == 60 {
		return State{}, fmt.Errorf("mapello: 60 walls leave Black no opening move: %w", ply.ErrInvalidOption)
	}
	var fixed uint64
	for _, c := range given {
		if !c.Border() {
			return State{}, fmt.Errorf("mapello: joker on %v: not a border cell: %w", c, ply.ErrInvalidOption)
		}
		b := uint64(1) << jokerBit(c.X(), c.Y())
		if fixed&b != 0 {
			return State{}, fmt.Errorf("mapello: joker on %v given twice: %w", c, ply.ErrInvalidOption)
		}
		fixed |= b
	}
	rng := splitmix.Source(seed)
	for {
		var inner [60]Cell
		var border [36]Cell
		n := 0
		for y := 1; y <= 8; y++ {
			for x := 1; x <= 8; x++ {
				if centre&bit(x, y) == 0 {
					inner[n] = CellAt(x, y)
					n++
				}
			}
		}
		n = 0
		for y := range 10 {
			for x := range 10 {
				if c := CellAt(x, y); c.Border() {
					border[n] = c
					n++
				}
			}
		}
		for k := range walls + bonuses {
			j := k + draw(&rng, 60-k)
			inner[k], inner[j] = inner[j], inner[k]
		}
		s := plainSetup
		for k, c := range inner[:walls+bonuses] {
			if k < walls {
				s.walls |= bit(c.X(), c.Y())
			} else {
				s.bonus |= bit(c.X(), c.Y())
			}
		}
		if given != nil {
			s.jokers = fixed
		} else {
			for k := range jokers {
				j := k + draw(&rng, 36-k)
				border[k], border[j] = border[j], border[k]
				s.jokers |= 1 << jokerBit(border[k].X(), border[k].Y())
			}
		}
		if s.myPlacements() != 0 {
			return s, nil
		}
	}
}

// setupNames are the names Setup knows, the default first.
var setupNames = []string{"default", "rulebook", "plain", "random"}

// SetupNames returns the names of the setups of docs/rules/mapello.md that
// Setup knows, the default (the game's start) first: "default",
// "rulebook", "plain" and "random".
func (g *Game) SetupNames() []string { return slices.Clone(setupNames) }

// Setup returns the setup called name: "default", the game's start, which
// is the board under the rule book's playing example (walls on a1 h1 a8
// h8 b6 c2 f7 g3, bonuses on a3 a6 c1 c8 f8 g1 h4 h6, jokers on d9 @6 i6
// @5 i3 @2 c0 g0) unless WithStart gave another state; "rulebook",
// the board of the rule book's setup example (the same walls, bonuses on
// a3 a6 c1 c8 e8 f1 h3 h7, jokers on c9 f9 i7 @4 i3 c0 d0 g0); "plain",
// standard Othello without special pieces; or "random", the board
// RandomSetup(seed, 8, 8, 8) draws. Each has White on d4 and e5, Black on
// d5 and e4, Black to move. seed is read by "random" only. Another name
// returns an error wrapping ply.ErrInvalidOption.
func (g *Game) Setup(name string, seed uint64) (State, error) {
	switch name {
	case "default":
		return g.start, nil
	case "rulebook":
		return rulebookSetup, nil
	case "plain":
		return plainSetup, nil
	case "random":
		return RandomSetup(seed, 8, 8, 8)
	}
	return State{}, fmt.Errorf("mapello: setup %q: want one of %s: %w", name, strings.Join(setupNames, ", "), ply.ErrInvalidOption)
}
