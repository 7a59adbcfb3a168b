// setup.go holds the setups: named boards, seeded random boards, ParseSetup.

package mapello

import (
	"errors"
	"fmt"
	"github.com/plygo/ply/internal/splitmix"
	"strconv"
	"strings"
)

// ErrSetup reports setup parameters out of range: more walls and bonuses
// than the 60 free interior cells, more jokers than the 36 border cells,
// a joker off the border ring, or an unknown setup name.
var ErrSetup = errors.New("invalid setup")

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

// DefaultSetup returns the board under the rule book's playing example,
// before any disc is played: walls on a1 h1 a8 h8 b6 c2 f7 g3, bonuses on
// a3 a6 c1 c8 f8 g1 h4 h6, jokers on d9 @6 i6 @5 i3 @2 c0 g0; White d4 e5,
// Black d5 e4, Black to move. It is the start of New().
func DefaultSetup() State { return defaultSetup }

// RulebookSetup returns the board of the rule book's setup example: the
// same walls as DefaultSetup, bonuses on a3 a6 c1 c8 e8 f1 h3 h7 and jokers
// on c9 f9 i7 @4 i3 c0 d0 g0.
func RulebookSetup() State { return rulebookSetup }

// PlainSetup returns standard Othello: no walls, bonuses or jokers, White
// d4 e5, Black d5 e4, Black to move.
func PlainSetup() State { return plainSetup }

// draw returns the generator's next output modulo m, bias included, as the
// rules define it.
func draw(s *splitmix.Source, m int) int { return int(s.Next() % uint64(m)) }

// RandomSetup returns the seeded random board of the rules' procedure:
// walls and bonuses on distinct interior cells outside the centre, jokers
// on border cells, chosen by partial Fisher-Yates shuffles driven by
// SplitMix64 from seed, and drawn again (from the same stream) while Black
// has no opening move. The same seed always gives the same board; the
// rules' usual counts are 8, 8 and 8. It returns an error wrapping ErrSetup
// if walls+bonuses exceeds 60, jokers exceeds 36, a count is negative, or
// walls is 60 (no opening move could exist).
func RandomSetup(seed uint64, walls, bonuses, jokers int) (State, error) {
	if jokers < 0 || jokers > 36 {
		return State{}, fmt.Errorf("mapello: %d jokers: want 0..36: %w", jokers, ErrSetup)
	}
	return randomSetup(seed, walls, bonuses, jokers, nil)
}

// RandomSetupJokers is the classic program's variant of RandomSetup: random
// walls and bonuses as RandomSetup draws them, and jokers on the given
// border cells. It returns an error wrapping ErrSetup for a joker that is
// not on the border ring, a joker given twice, or counts out of range.
func RandomSetupJokers(seed uint64, walls, bonuses int, jokers []Cell) (State, error) {
	if jokers == nil {
		jokers = []Cell{}
	}
	return randomSetup(seed, walls, bonuses, len(jokers), jokers)
}

// randomSetup draws walls and bonuses, and jokers unless given is non-nil.
func randomSetup(seed uint64, walls, bonuses, jokers int, given []Cell) (State, error) {
	if walls < 0 || bonuses < 0 || walls+bonuses > 60 {
		return State{}, fmt.Errorf("mapello: %d walls and %d bonuses: want at most 60 in all: %w", walls, bonuses, ErrSetup)
	}
	if walls == 60 {
		return State{}, fmt.Errorf("mapello: 60 walls leave Black no opening move: %w", ErrSetup)
	}
	var fixed uint64
	for _, c := range given {
		if !c.Border() {
			return State{}, fmt.Errorf("mapello: joker on %v: not a border cell: %w", c, ErrSetup)
		}
		b := uint64(1) << jokerBit(c.X(), c.Y())
		if fixed&b != 0 {
			return State{}, fmt.Errorf("mapello: joker on %v given twice: %w", c, ErrSetup)
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

// SetupNames lists the setup names ParseSetup knows, for usage messages.
const SetupNames = "default, rulebook, plain, random[:SEED[:WALLS:BONUSES:JOKERS]]"

// ParseSetup returns the setup a name selects, for command lines:
// "default", "rulebook", "plain", "random" (seed 1), "random:SEED" or
// "random:SEED:WALLS:BONUSES:JOKERS" (8, 8 and 8 when not given); or, if
// text holds a '/', the position it describes in the state notation.
// Names are case-insensitive. Errors wrap ErrSetup, or the errors of
// ParseState.
func ParseSetup(text string) (State, error) {
	if strings.Contains(text, "/") {
		return ParseState(text)
	}
	name := strings.ToLower(strings.TrimSpace(text))
	switch name {
	case "default", "":
		return DefaultSetup(), nil
	case "rulebook":
		return RulebookSetup(), nil
	case "plain", "othello":
		return PlainSetup(), nil
	}
	parts := strings.Split(name, ":")
	if parts[0] != "random" || len(parts) > 5 || len(parts) == 3 || len(parts) == 4 {
		return State{}, fmt.Errorf("mapello: setup %q: want one of %s: %w", text, SetupNames, ErrSetup)
	}
	seed := uint64(1)
	counts := [3]int{8, 8, 8}
	if len(parts) > 1 {
		v, err := strconv.ParseUint(parts[1], 10, 64)
		if err != nil {
			return State{}, fmt.Errorf("mapello: setup %q: bad seed: %w", text, ErrSetup)
		}
		seed = v
	}
	if len(parts) == 5 {
		for i, p := range parts[2:] {
			v, err := strconv.Atoi(p)
			if err != nil {
				return State{}, fmt.Errorf("mapello: setup %q: bad count %q: %w", text, p, ErrSetup)
			}
			counts[i] = v
		}
	}
	return RandomSetup(seed, counts[0], counts[1], counts[2])
}
