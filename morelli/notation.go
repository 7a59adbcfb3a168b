// notation.go holds the text notation of the rules: cells, moves
// ("a7-h7") and the state string, with their parsers.

package morelli

import (
	"fmt"
	"slices"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/internal/decimal"
)

// ParseCell parses a cell name such as "a1" or "M13" (case-insensitive):
// a file a–m and a rank 1–13 without leading zeros. Any other text is an
// error wrapping ply.ErrSyntax.
func ParseCell(text string) (Cell, error) {
	c, n := scanCell(strings.ToLower(text))
	if n == 0 || n != len(text) {
		return NoCell, fmt.Errorf("morelli: cell %q: %w", text, ply.ErrSyntax)
	}
	return c, nil
}

// scanCell reads a lowercase cell name at the start of text and returns it
// with the number of bytes read, 0 if text does not start with a cell: a
// file a–m, then every digit that follows as the rank, 1 to 13.
func scanCell(text string) (Cell, int) {
	if len(text) < 2 || text[0] < 'a' || text[0] > 'm' {
		return 0, 0
	}
	n := 1
	for n < len(text) && text[n] >= '0' && text[n] <= '9' {
		n++
	}
	y, ok := decimal.Parse(text[1:n], Size)
	if !ok || y == 0 {
		return 0, 0
	}
	return CellAt(int(text[0]-'a'), y-1), n
}

// ParseMove parses a move of the side to move in s, written "<from>-<to>"
// as in "a7-h7". Case and the hyphen are optional and surrounding spaces
// are ignored. The checks come in this order: if the game is over in s the
// error wraps ply.ErrGameOver; malformed text (a cell off the board
// included) returns one wrapping ply.ErrSyntax; a well-formed move that is
// not legal in s, one wrapping ply.ErrIllegalMove that says which rule
// forbids it.
func ParseMove(s State, text string) (Move, error) {
	if !hasMove(&s) {
		return Move{}, fmt.Errorf("morelli: move %q: %w", text, ply.ErrGameOver)
	}
	t := strings.ToLower(strings.TrimSpace(text))
	from, n := scanCell(t)
	if n == 0 {
		return Move{}, fmt.Errorf("morelli: move %q: %w", text, ply.ErrSyntax)
	}
	t = t[n:]
	t = strings.TrimPrefix(t, "-")
	to, n := scanCell(t)
	if n == 0 || n != len(t) {
		return Move{}, fmt.Errorf("morelli: move %q: %w", text, ply.ErrSyntax)
	}
	m := Move{from, to}
	if !isLegal(&s, m) {
		return Move{}, fmt.Errorf("morelli: move %q: %s: %w", text, illegalReason(&s, from, to), ply.ErrIllegalMove)
	}
	return m, nil
}

// isLegal reports whether m is a legal move in s.
func isLegal(s *State, m Move) bool {
	if !m.From.Valid() || !s.pieces[s.turn].has(m.From) {
		return false
	}
	occ := occupancies(s.occupied())
	for i := range rays[m.From] {
		r := &rays[m.From][i]
		if k := slices.Index(r.moves[:], m); k >= 0 {
			return k < r.free(&occ)
		}
	}
	return false
}

// ParseMove parses a move in s; see the package function ParseMove.
func (g *Game) ParseMove(s State, text string) (Move, error) { return ParseMove(s, text) }

// FormatMove writes m in the rules' notation, as Move.String does.
func (g *Game) FormatMove(_ State, m Move) string { return m.String() }

// ParseState parses a state string; see the package function ParseState.
func (g *Game) ParseState(text string) (State, error) { return ParseState(text) }

// FormatState writes s as a state string, as State.String does.
func (g *Game) FormatState(s State) string { return s.String() }

// String returns the state string of s: the 13 ranks from rank 13 down to
// rank 1, separated by "/", each listing files a to m with "x" for a Black
// piece, "o" for a White piece, "X" or "O" for a King on g7 and a decimal
// count for each run of empty cells; then a space and the side to move,
// "x" or "o". The "default" setup is
//
//	oxoxoxoxoxoxo/x11o/o11x/x11o/o11x/x11o/o11x/x11o/o11x/x11o/o11x/x11o/xoxoxoxoxoxox x
func (s State) String() string {
	var b strings.Builder
	b.Grow(64)
	for y := Size - 1; y >= 0; y-- {
		run := 0
		for x := range Size {
			p := s.At(CellAt(x, y))
			if p == Empty {
				run++
				continue
			}
			if run > 0 {
				b.WriteString(itoa(run))
				run = 0
			}
			b.WriteByte(pieceLetters[p])
		}
		if run > 0 {
			b.WriteString(itoa(run))
		}
		if y > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteByte(' ')
	b.WriteByte(pieceLetters[s.ToMove()])
	return b.String()
}

// ParseState parses a state string as State.String writes it. Only the
// canonical form is accepted: each run of empty cells is one count from 1
// to 13 without leading zeros. Malformed text is an error wrapping
// ply.ErrSyntax; a well-formed string describing an impossible state (a
// piece on the Throne, a King elsewhere, more than 48 pieces) wraps
// ply.ErrInvalidState.
func ParseState(text string) (State, error) {
	var s State
	board, side, ok := strings.Cut(text, " ")
	if !ok || (side != "x" && side != "o") {
		return State{}, fmt.Errorf("morelli: state %q: want \"<ranks> x\" or \"<ranks> o\": %w", text, ply.ErrSyntax)
	}
	if side == "o" {
		s.turn = 1
	}
	ranks := strings.Split(board, "/")
	if len(ranks) != Size {
		return State{}, fmt.Errorf("morelli: state %q: %d ranks, want 13: %w", text, len(ranks), ply.ErrSyntax)
	}
	for i, rank := range ranks {
		y := Size - 1 - i
		x := 0
		prevRun := false
		for j := 0; j < len(rank); j++ {
			ch := rank[j]
			if ch >= '0' && ch <= '9' {
				k := j + 1
				for k < len(rank) && rank[k] >= '0' && rank[k] <= '9' {
					k++
				}
				n, ok := decimal.Parse(rank[j:k], Size)
				if !ok || n == 0 || prevRun {
					return State{}, fmt.Errorf("morelli: state %q: rank %d: bad run of empty cells: %w", text, y+1, ply.ErrSyntax)
				}
				j = k - 1
				x += n
				prevRun = true
				continue
			}
			prevRun = false
			if x >= Size {
				x++
				break
			}
			c := CellAt(x, y)
			switch ch {
			case 'x', 'o':
				if c == Throne {
					return State{}, fmt.Errorf("morelli: state %q: piece on the Throne g7: %w", text, ply.ErrInvalidState)
				}
				s.pieces[strings.IndexByte("xo", ch)].set(c)
			case 'X', 'O':
				if c != Throne {
					return State{}, fmt.Errorf("morelli: state %q: King on %v, off the Throne: %w", text, c, ply.ErrInvalidState)
				}
				s.king = ply.Player(strings.IndexByte("XO", ch) + 1)
			default:
				return State{}, fmt.Errorf("morelli: state %q: rank %d: unexpected %q: %w", text, y+1, ch, ply.ErrSyntax)
			}
			x++
		}
		if x != Size {
			return State{}, fmt.Errorf("morelli: state %q: rank %d does not have 13 cells: %w", text, y+1, ply.ErrSyntax)
		}
	}
	if n := s.Count(Black) + s.Count(White); n > 48 {
		return State{}, fmt.Errorf("morelli: state %q: %d pieces, more than 48: %w", text, n, ply.ErrInvalidState)
	}
	return s, nil
}

// MarshalText implements encoding.TextMarshaler with the state string.
func (s State) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler with the state string.
// On error s is left unchanged.
func (s *State) UnmarshalText(text []byte) error {
	t, err := ParseState(string(text))
	if err != nil {
		return err
	}
	*s = t
	return nil
}
