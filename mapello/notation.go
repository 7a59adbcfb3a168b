// notation.go holds the notation: move and cell names and the state string.

package mapello

import (
	"encoding"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/internal/decimal"
)

// ParseCell reads a cell name of the 10x10 grid, "@0" to "i9": a file
// "@abcdefghi" and a rank digit, case-insensitive, surrounding spaces
// ignored. Errors wrap ply.ErrSyntax.
func ParseCell(text string) (Cell, error) {
	c, err := parseCell(strings.ToLower(strings.TrimSpace(text)))
	if err != nil {
		return NoCell, fmt.Errorf("mapello: cell %q: want a file @..i and a rank 0..9: %w", text, ply.ErrSyntax)
	}
	return c, nil
}

func parseCell(t string) (Cell, error) {
	if len(t) != 2 {
		return 0, ply.ErrSyntax
	}
	x := strings.IndexByte("@abcdefghi", t[0])
	if x < 0 || t[1] < '0' || t[1] > '9' {
		return 0, ply.ErrSyntax
	}
	return CellAt(x, int(t[1]-'0')), nil
}

// ParseMove reads a move in s and checks it by the rules. A move is an
// interior cell, "a1".."h8", or "pass", case-insensitive, surrounding
// spaces ignored. The checks come in this order: if the game is over in s
// the error wraps ply.ErrGameOver; text that is not a move (border cells
// such as "@4" or "d9" included) returns one wrapping ply.ErrSyntax; a move
// that is not legal in s (a pass while a placement exists included), one
// wrapping ply.ErrIllegalMove that says which rule forbids it.
func ParseMove(s State, text string) (Move, error) {
	mine, theirs := s.placements()
	if mine|theirs == 0 {
		return 0, fmt.Errorf("mapello: move %q: %w", text, ply.ErrGameOver)
	}
	m, err := parseMove(text)
	if err != nil {
		return 0, err
	}
	switch {
	case m == Pass && mine != 0:
		return 0, fmt.Errorf("mapello: move %q: %s has a placement, so may not pass (section 5, pass): %w", text, names[s.side], ply.ErrIllegalMove)
	case m != Pass && mine>>m&1 == 0:
		c, _ := m.Cell()
		return 0, fmt.Errorf("mapello: move %q: %s: %w", text, illegalReason(s, c), ply.ErrIllegalMove)
	}
	return m, nil
}

// parseMove reads the text of a move, without a state.
func parseMove(text string) (Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "pass" {
		return Pass, nil
	}
	c, err := parseCell(t)
	if err != nil {
		return 0, fmt.Errorf("mapello: move %q: want a cell a1..h8 or pass: %w", text, ply.ErrSyntax)
	}
	m, ok := Place(c)
	if !ok {
		return 0, fmt.Errorf("mapello: move %q: %v is on the border, not a1..h8: %w", text, c, ply.ErrSyntax)
	}
	return m, nil
}

// ParseMove reads a move in s and checks it, as the package function
// ParseMove does: the bonus value does not change which moves are legal.
func (g *Game) ParseMove(s State, text string) (Move, error) { return ParseMove(s, text) }

// FormatMove returns the move's name, as Move.String does.
func (g *Game) FormatMove(_ State, m Move) string { return m.String() }

// ParseState reads a state string, as the package function ParseState
// does, or a line of an Othello engine's endgame suite, as ParseOthello
// does ("---...--- X", a plain board): so every command that reads a
// Mapello position through the game reads those too.
func (g *Game) ParseState(text string) (State, error) {
	if isOthelloLine(text) {
		return ParseOthello(text)
	}
	return ParseState(text)
}

// FormatState returns the state string of s, as State.String does.
func (g *Game) FormatState(s State) string { return s.String() }

// String returns the state string of s, in the rules' notation: the ten
// rows from y = 9 down to y = 0 separated by '/', each cell one character
// ('#' wall or plain border cell, 'j' joker, '.' empty, '+' bonus, 'x'
// Black, 'o' White), then the side to move ('x' or 'o'), Black's and
// White's bonus points and the number of passes just made:
//
//	##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#........#/########## x 0 0 0
func (s State) String() string { return string(s.appendText(make([]byte, 0, 120))) }

func (s *State) appendText(b []byte) []byte {
	for y := 9; y >= 0; y-- {
		if y != 9 {
			b = append(b, '/')
		}
		for x := range 10 {
			b = append(b, pieceChars[s.At(CellAt(x, y))])
		}
	}
	b = append(b, ' ', "xo"[s.side&1], ' ')
	b = strconv.AppendUint(b, uint64(s.points[0]), 10)
	b = append(b, ' ')
	b = strconv.AppendUint(b, uint64(s.points[1]), 10)
	b = append(b, ' ', '0'+s.passes)
	return b
}

var (
	_ encoding.TextMarshaler   = State{}
	_ encoding.TextUnmarshaler = (*State)(nil)
)

// MarshalText returns the state string of s; it never fails.
func (s State) MarshalText() ([]byte, error) { return s.appendText(nil), nil }

// UnmarshalText sets s to the state its text describes, as ParseState reads
// it. On error s is left unchanged.
func (s *State) UnmarshalText(text []byte) error {
	v, err := ParseState(string(text))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// ParseState reads a state string, as State.String writes it (see there).
// The text must be exactly in that form: five fields separated by single
// spaces, ten rows of ten cells, bonus points as plain decimals.
//
// Text that does not follow the notation returns an error wrapping
// ply.ErrSyntax. A well-formed text that no position matches returns one
// wrapping ply.ErrInvalidState: a border cell that is neither '#' nor 'j',
// a 'j' in the interior, a wall or a bonus on a centre cell (setups never
// put one there, and neither ever moves), bonus points above
// MaxPoints (counting MaxBonusValue for each bonus still on the board), a
// pass counter of 1 unless the player to move can place and the other one
// cannot, or of 2 unless the game is over. The counter 2, which seed-style
// records use to mark the end, reads as 0.
func ParseState(text string) (State, error) {
	return parseState(text, true)
}

// parseState is ParseState; with strict unset it accepts a bonus on a
// centre cell, for the tests of a worked example that has one.
func parseState(text string, strict bool) (State, error) {
	var s State
	bad := func(kind error, format string, args ...any) (State, error) {
		return State{}, fmt.Errorf("mapello: state %q: %s: %w", text, fmt.Sprintf(format, args...), kind)
	}
	fields := strings.Split(text, " ")
	if len(fields) != 5 {
		return bad(ply.ErrSyntax, "want 5 fields separated by single spaces, have %d", len(fields))
	}
	board := fields[0]
	if len(board) != 109 {
		return bad(ply.ErrSyntax, "want 10 rows of 10 cells separated by '/'")
	}
	for row := range 10 {
		if row > 0 && board[row*11-1] != '/' {
			return bad(ply.ErrSyntax, "want 10 rows of 10 cells separated by '/'")
		}
		y := 9 - row
		for x := range 10 {
			ch := board[row*11+x]
			p := strings.IndexByte(pieceChars, ch)
			if p < 0 {
				return bad(ply.ErrSyntax, "unknown cell character %q at %v", ch, CellAt(x, y))
			}
			c := CellAt(x, y)
			if c.Border() {
				switch Piece(p) {
				case Wall:
				case Joker:
					s.jokers |= 1 << jokerBit(x, y)
				default:
					return bad(ply.ErrInvalidState, "%v is a border cell: want '#' or 'j', have %q", c, ch)
				}
				continue
			}
			b := bit(x, y)
			switch Piece(p) {
			case Joker:
				return bad(ply.ErrInvalidState, "joker on the interior cell %v", c)
			case Wall:
				if centre&b != 0 {
					return bad(ply.ErrInvalidState, "wall on the centre cell %v", c)
				}
				s.walls |= b
			case Bonus:
				if centre&b != 0 && strict {
					return bad(ply.ErrInvalidState, "bonus on the centre cell %v", c)
				}
				s.bonus |= b
			case Black:
				s.discs[0] |= b
			case White:
				s.discs[1] |= b
			}
		}
	}
	switch fields[1] {
	case "x":
	case "o":
		s.side = 1
	default:
		return bad(ply.ErrSyntax, "side to move %q: want x or o", fields[1])
	}
	limit := MaxPoints - MaxBonusValue*bits.OnesCount64(s.bonus)
	for i, f := range fields[2:4] {
		// Nine digits at most are well-formed; the limit is a rule.
		v, ok := decimal.Parse(f, 999_999_999)
		if !ok {
			return bad(ply.ErrSyntax, "bonus points %q: want a decimal number", f)
		}
		if v > limit {
			return bad(ply.ErrInvalidState, "%s bonus points %s: want at most %d with %d bonuses left", names[i], f, limit, bits.OnesCount64(s.bonus))
		}
		s.points[i] = uint16(v)
	}
	if len(fields[4]) != 1 || fields[4][0] < '0' || fields[4][0] > '2' {
		return bad(ply.ErrSyntax, "passes %q: want 0, 1 or 2", fields[4])
	}
	mine, theirs := s.placements()
	switch fields[4][0] {
	case '1':
		if mine == 0 || theirs != 0 {
			return bad(ply.ErrInvalidState, "passes 1: a pass was only forced if %s can place now and %s cannot", names[s.side], names[s.side^1])
		}
		s.passes = 1
	case '2':
		if mine|theirs != 0 {
			return bad(ply.ErrInvalidState, "passes 2 marks a finished game, but a side can still place")
		}
	}
	return s, nil
}
