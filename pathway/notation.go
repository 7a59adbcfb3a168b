// notation.go holds the move and position notation of docs/rules/pathway.md.

package pathway

import (
	"errors"
	"fmt"
	"strings"

	"github.com/plygo/ply"
)

// ErrSize reports a board size outside MinSize..MaxSize.
var ErrSize = errors.New("board size out of range")

// ParseMove reads a cell name such as "c3" or "A10" (case does not matter)
// on an n x n board. Text that is not a cell name returns an error wrapping
// ply.ErrSyntax; a cell off the board, one wrapping ply.ErrIllegalMove.
func ParseMove(text string, n int) (Move, error) {
	if len(text) < 2 || len(text) > 3 {
		return 0, fmt.Errorf("pathway: move %q: want a cell such as c3: %w", text, ply.ErrSyntax)
	}
	col := int(lower(text[0]) - 'a')
	if col < 0 || col >= MaxSize {
		return 0, fmt.Errorf("pathway: move %q: bad column: %w", text, ply.ErrSyntax)
	}
	row := 0
	for i := 1; i < len(text); i++ {
		c := text[i]
		if c < '0' || c > '9' || (i == 1 && c == '0') {
			return 0, fmt.Errorf("pathway: move %q: bad row: %w", text, ply.ErrSyntax)
		}
		row = row*10 + int(c-'0')
	}
	if row > MaxSize {
		return 0, fmt.Errorf("pathway: move %q: bad row: %w", text, ply.ErrSyntax)
	}
	m := Cell(col, row-1)
	if col >= n || row > n {
		return 0, fmt.Errorf("pathway: move %q: off the %dx%d board: %w", text, n, n, ply.ErrIllegalMove)
	}
	return m, nil
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// ParseMove reads a move in s and checks that it is legal there; errors
// wrap ply.ErrSyntax, ply.ErrIllegalMove or ply.ErrGameOver.
func (g *Game) ParseMove(s State, text string) (Move, error) {
	m, err := ParseMove(text, int(s.n))
	if err != nil {
		return 0, err
	}
	if _, over := g.Result(s); over {
		return 0, fmt.Errorf("pathway: move %q: %w", text, ply.ErrGameOver)
	}
	if !legal(s).has(int(m)) {
		return 0, fmt.Errorf("pathway: move %q: %s may not place there: %w", text, names[s.turn], ply.ErrIllegalMove)
	}
	return m, nil
}

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
		return s, fmt.Errorf("pathway: position %q: want rows, a space and the side to move (r or b): %w", text, ply.ErrSyntax)
	}
	rows := strings.Split(rowsText, "/")
	n := len(rows)
	if n < MinSize || n > MaxSize {
		return s, fmt.Errorf("pathway: position %q: %d rows, want %d to %d: %w", text, n, MinSize, MaxSize, ply.ErrSyntax)
	}
	s.n = uint8(n)
	for i, r := range rows {
		if len(r) != n {
			return State{}, fmt.Errorf("pathway: position %q: row %d has %d cells, want %d: %w", text, n-i, len(r), n, ply.ErrSyntax)
		}
		for col := range n {
			cell := int(Cell(col, n-1-i))
			switch r[col] {
			case '.':
			case 'r':
				s.stones[0] = s.stones[0].with(cell)
			case 'b':
				s.stones[1] = s.stones[1].with(cell)
			default:
				return State{}, fmt.Errorf("pathway: position %q: bad cell %q: %w", text, r[col], ply.ErrSyntax)
			}
		}
	}
	red, blue := s.Stones()
	switch {
	case red == blue && side == "r":
	case red == blue+1 && side == "b":
		s.turn = 1
	default:
		return State{}, fmt.Errorf("pathway: position %q: %d red and %d blue stones with %s to move: %w", text, red, blue, side, ply.ErrInvalidState)
	}
	for c := range 2 {
		if hasCycle(s.stones[c], n) {
			return State{}, fmt.Errorf("pathway: position %q: %s stones form a cycle: %w", text, names[c], ply.ErrInvalidState)
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
		return State{}, fmt.Errorf("pathway: position %q is %dx%d, the game is %dx%d: %w", text, s.n, s.n, g.n, g.n, ply.ErrInvalidState)
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
			out = append(out, ".rb"[s.At(Cell(col, row))])
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
