// notation.go holds the notation: a move is a column's number, a position
// the columns played from the start.

package connectfour

import (
	"fmt"
	"strings"

	"github.com/plygo/ply"
)

// StartText is how FormatState writes the empty board; ParseState reads
// it, and the empty string, as the empty board.
const StartText = "start"

// ParseMove reads a move in s, the number of a column that is not full,
// "1" to "7". Text that is not a column's number is an error wrapping
// ply.ErrSyntax; a full column one wrapping ply.ErrIllegalMove; any move
// of a finished game one wrapping ply.ErrGameOver.
func ParseMove(s State, text string) (Move, error) {
	if over(s) {
		return 0, fmt.Errorf("connectfour: move %q: %w", text, ply.ErrGameOver)
	}
	if len(text) != 1 || text[0] < '1' || text[0] > '0'+Columns {
		return 0, fmt.Errorf("connectfour: move %q: want a column's number, 1 to 7: %w", text, ply.ErrSyntax)
	}
	m := Move(text[0] - '1')
	if playable(s.mask())&columnMask(int(m)) == 0 {
		return 0, fmt.Errorf("connectfour: move %q: column %s is full: %w", text, m, ply.ErrIllegalMove)
	}
	return m, nil
}

// ParseMove reads a move in s and checks it, as the package function
// ParseMove does.
func (Game) ParseMove(s State, text string) (Move, error) { return ParseMove(s, text) }

// FormatMove returns the column's number, "1" to "7".
func (Game) FormatMove(_ State, m Move) string { return m.String() }

// ParseState reads a position as the columns played from the start, one
// digit 1 to 7 a move, such as "4453": Red dropped a stone into column 4,
// Yellow into column 4, Red into 5 and Yellow into 3. "start" and "" are
// the empty board. Text with other characters is an error wrapping
// ply.ErrSyntax; a sequence no game plays (a move into a full column, a
// move after the game ended) one wrapping ply.ErrInvalidState.
func ParseState(text string) (State, error) {
	var s State
	if text == StartText {
		return s, nil
	}
	if len(text) > Cells {
		return s, fmt.Errorf("connectfour: position %q: %d moves, at most %d: %w", clip(text), len(text), Cells, ply.ErrInvalidState)
	}
	for i := range len(text) {
		if c := text[i]; c < '1' || c > '0'+Columns {
			return State{}, fmt.Errorf("connectfour: position %q: want the columns played, each 1 to 7, or %q: %w", clip(text), StartText, ply.ErrSyntax)
		}
	}
	for i := range len(text) {
		m := Move(text[i] - '1')
		switch {
		case over(s):
			return State{}, fmt.Errorf("connectfour: position %q: move %d (%s) after the game ended: %w", text, i+1, m, ply.ErrInvalidState)
		case playable(s.mask())&columnMask(int(m)) == 0:
			return State{}, fmt.Errorf("connectfour: position %q: move %d (%s) into a full column: %w", text, i+1, m, ply.ErrInvalidState)
		}
		s = Game{}.Apply(s, m)
	}
	return s, nil
}

// clip shortens text for an error message.
func clip(text string) string {
	if len(text) > 60 {
		return text[:60] + "..."
	}
	return text
}

// ParseState reads a position, as the package function ParseState does.
func (Game) ParseState(text string) (State, error) { return ParseState(text) }

// FormatState writes s as the columns played from the start (see
// ParseState), and the empty board as "start". A position is reached by
// many orders of its moves; FormatState writes the first in the order of
// the digits, the one that plays the leftmost column it can at every
// move.
func (Game) FormatState(s State) string { return formatState(s) }

// formatState is FormatState.
func formatState(s State) string {
	n := s.Stones()
	if n == 0 {
		return StartText
	}
	w := writer{target: s}
	if !w.find(State{}, 0) {
		// No order of the moves reaches s, so no play does: a State
		// built by hand. Write its stones, which ParseState refuses.
		return "invalid:" + describe(s)
	}
	return string(w.moves[:n])
}

// writer finds an order of a position's moves: a search over the
// positions between the start and the target, which are fixed by the
// heights of the columns (7^7 of them at most), remembering those that
// lead nowhere.
type writer struct {
	target State
	moves  [Cells]byte
	dead   [(823543 + 63) / 64]uint64
}

// find extends the moves played so far, s after n of them, to the
// target, leftmost column first; it reports whether it did.
func (w *writer) find(s State, n int) bool {
	mask := w.target.mask()
	if s.mask() == mask {
		return true
	}
	idx := 0
	for c := Columns - 1; c >= 0; c-- {
		idx = idx*7 + count(s.mask()&columnMask(c))
	}
	if w.dead[idx/64]&(1<<(idx%64)) != 0 {
		return false
	}
	t := n & 1
	last := n+1 == count(mask)
	for p := playable(s.mask()) & mask; p != 0; p &= p - 1 {
		cell := p & -p
		if w.target.stones[t]&cell == 0 {
			continue
		}
		next := s
		next.stones[t] |= cell
		// Four in a row ends the game: only the last move may make one.
		if !last && fours(next.stones[t]) {
			continue
		}
		w.moves[n] = byte('1' + bitsColumn(cell))
		if w.find(next, n+1) {
			return true
		}
	}
	w.dead[idx/64] |= 1 << (idx % 64)
	return false
}

// bitsColumn returns the column of the single cell b.
func bitsColumn(b uint64) int {
	for c := range Columns {
		if b&columnMask(c) != 0 {
			return c
		}
	}
	return -1
}

// describe writes the stones of s row by row from the top, for a State
// that no play reaches.
func describe(s State) string {
	var b strings.Builder
	for y := Rows - 1; y >= 0; y-- {
		for x := range Columns {
			b.WriteString(s.At(CellAt(x, y)).String())
		}
		if y > 0 {
			b.WriteByte('/')
		}
	}
	return b.String()
}
