// notation.go holds the notation of docs/rules/pathway.md: cells, moves and
// the state string, with their parsers.

package pathway

import (
	"fmt"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/internal/decimal"
)

// ParseCell reads a cell name of the largest board, 16 x 16: a file
// letter a to p and a row number 1 to 16, such as "c3" or "A10" (case does
// not matter). Other text returns an error wrapping ply.ErrSyntax.
func ParseCell(text string) (Cell, error) {
	c, ok := parseCell(text)
	if !ok {
		return NoCell, fmt.Errorf("pathway: cell %q: want a file a..p and a row 1..16: %w", text, ply.ErrSyntax)
	}
	return c, nil
}

// parseCell reads a cell name of the 16 x 16 grid.
func parseCell(text string) (Cell, bool) {
	if len(text) < 2 {
		return NoCell, false
	}
	x := int(lower(text[0])) - 'a'
	y, ok := decimal.Parse(text[1:], MaxSize)
	if x < 0 || x >= MaxSize || !ok || y == 0 {
		return NoCell, false
	}
	return CellAt(x, y-1), true
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// ParseMove reads a move in s, a cell name such as "c3" or "A10" (case
// does not matter), and checks it by the rules. The checks come in this
// order: if the game is over in s the error wraps ply.ErrGameOver; text
// that is not the name of a cell of s's board returns one wrapping
// ply.ErrSyntax; a placement the rules forbid, one wrapping
// ply.ErrIllegalMove that says which rule forbids it.
func ParseMove(s State, text string) (Move, error) {
	moves := legal(s)
	if moves.empty() {
		return 0, fmt.Errorf("pathway: move %q: %w", text, ply.ErrGameOver)
	}
	c, ok := parseCell(text)
	if !ok || !c.on(int(s.n)) {
		return 0, fmt.Errorf("pathway: move %q: want a cell of the %dx%d board, such as c3: %w", text, s.n, s.n, ply.ErrSyntax)
	}
	if !moves.has(int(c)) {
		return 0, fmt.Errorf("pathway: move %q: %s: %w", text, illegalReason(s, c), ply.ErrIllegalMove)
	}
	return Move(c), nil
}

// ParseMove reads a move in s and checks it, as the package function
// ParseMove does.
func (g *Game) ParseMove(s State, text string) (Move, error) { return ParseMove(s, text) }

// FormatMove returns the move's cell name.
func (g *Game) FormatMove(_ State, m Move) string { return m.String() }

// ParseState reads a position such as "....../....../....../....../....../...... r":
// the rows from the top down, separated by '/', each one character a cell
// ('.' empty, 'r' Red, 'b' Blue), then the side to move. Malformed text
// returns an error wrapping ply.ErrSyntax; a position no game reaches (wrong
// stone counts or side, a cycle of one colour) one wrapping
// ply.ErrInvalidState.
func ParseState(text string) (State, error) {
	var s State
	rowsText, side, ok := strings.Cut(text, " ")
	if !ok || (side != "r" && side != "b") {
		return s, fmt.Errorf("pathway: state %q: want rows, a space and the side to move (r or b): %w", text, ply.ErrSyntax)
	}
	rows := strings.Split(rowsText, "/")
	n := len(rows)
	if n < MinSize || n > MaxSize {
		return s, fmt.Errorf("pathway: state %q: %d rows, want %d to %d: %w", text, n, MinSize, MaxSize, ply.ErrSyntax)
	}
	s.n = uint8(n)
	for i, r := range rows {
		if len(r) != n {
			return State{}, fmt.Errorf("pathway: state %q: row %d has %d cells, want %d: %w", text, n-i, len(r), n, ply.ErrSyntax)
		}
		for col := range n {
			cell := int(CellAt(col, n-1-i))
			switch r[col] {
			case '.':
			case 'r':
				s.stones[0] = s.stones[0].with(cell)
			case 'b':
				s.stones[1] = s.stones[1].with(cell)
			default:
				return State{}, fmt.Errorf("pathway: state %q: bad cell %q: %w", text, r[col], ply.ErrSyntax)
			}
		}
	}
	red, blue := s.stones[0].count(), s.stones[1].count()
	switch {
	case red == blue && side == "r":
	case red == blue+1 && side == "b":
		s.turn = 1
	default:
		return State{}, fmt.Errorf("pathway: state %q: %d red and %d blue stones with %s to move: %w", text, red, blue, side, ply.ErrInvalidState)
	}
	for c := range 2 {
		if hasCycle(s.stones[c], n) {
			return State{}, fmt.Errorf("pathway: state %q: %s stones form a cycle: %w", text, names[c], ply.ErrInvalidState)
		}
	}
	return s, nil
}

// hasCycle reports whether the stones of b contain an orthogonal cycle: a
// graph is a forest exactly when edges = vertices - components.
func hasCycle(b board, n int) bool {
	geo := &geometries[n]
	edges := b.and(b.down()).count() + b.and(b.and(geo.notLast).east()).count()
	return edges != b.count()-components(b, geo)
}

// components counts the orthogonally connected groups of b.
func components(b board, geo *geometry) int {
	k := 0
	for !b.empty() {
		seed := board{}.with(b.first())
		for {
			once, _ := geo.neighbours(seed)
			grown := seed.or(once.and(b))
			if grown == seed {
				break
			}
			seed = grown
		}
		b = b.andNot(seed)
		k++
	}
	return k
}

// ParseState reads a position and checks that it is on this game's board
// size; see the package function ParseState.
func (g *Game) ParseState(text string) (State, error) {
	s, err := ParseState(text)
	if err != nil {
		return s, err
	}
	if int(s.n) != g.n {
		return State{}, fmt.Errorf("pathway: state %q is %dx%d, the game is %dx%d: %w", text, s.n, s.n, g.n, g.n, ply.ErrInvalidState)
	}
	return s, nil
}

// FormatState returns the position in the notation of the rules.
func (g *Game) FormatState(s State) string { return s.String() }

// String returns the position in the notation of the rules, such as
// "....../....../....../....../....../...... r".
func (s State) String() string {
	b, _ := s.MarshalText()
	return string(b)
}

// MarshalText writes the position in the notation of the rules.
func (s State) MarshalText() ([]byte, error) {
	n := int(s.n)
	out := make([]byte, 0, n*n+n+1)
	for row := n - 1; row >= 0; row-- {
		for col := range n {
			out = append(out, pieceChars[s.At(CellAt(col, row))])
		}
		if row > 0 {
			out = append(out, '/')
		}
	}
	return append(out, ' ', "rb"[s.turn]), nil
}

// UnmarshalText reads a position written by MarshalText; on error s is
// unchanged.
func (s *State) UnmarshalText(text []byte) error {
	t, err := ParseState(string(text))
	if err != nil {
		return err
	}
	*s = t
	return nil
}
