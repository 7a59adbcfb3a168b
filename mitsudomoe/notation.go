// notation.go holds the notation of docs/rules/mitsudomoe.md: cell names, states and moves, parsing and printing.

package mitsudomoe

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/internal/decimal"
)

// ParseCell reads a cell name such as "c3", in either case. Text that
// names no cell of the board returns an error wrapping ply.ErrSyntax.
func ParseCell(text string) (Cell, error) {
	if c, ok := parseCell(strings.ToLower(text)); ok {
		return c, nil
	}
	return NoCell, fmt.Errorf("mitsudomoe: cell %q: %w", text, ply.ErrSyntax)
}

// parseCell reads a lower-case cell name such as "c3".
func parseCell(s string) (Cell, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'e' || s[1] < '1' || s[1] > '5' {
		return NoCell, false
	}
	return CellAt(int(s[0]-'a'), int(s[1]-'1')), true
}

// String returns s in the state notation of the rules, for example the
// start "3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 0": rows 5 down to 1, cells a to
// e, each a run of empty cells as a digit or a ring stack bottom to top
// (w, b) with its ball (W, B); then the side to move, the two supplies and
// the number of turns played.
func (s State) String() string {
	b := make([]byte, 0, 64)
	return string(s.appendText(b))
}

func (s State) appendText(b []byte) []byte {
	for row := Size - 1; row >= 0; row-- {
		empty := 0
		sep := false
		for col := range Size {
			c := CellAt(col, row)
			v := s.rings[c]
			h := int(v >> 12)
			if h == 0 {
				empty++
				continue
			}
			if empty > 0 {
				if sep {
					b = append(b, ',')
				}
				b = append(b, '0'+byte(empty))
				empty = 0
				sep = true
			}
			if sep {
				b = append(b, ',')
			}
			for i := h - 1; i >= 0; i-- {
				b = append(b, "wb"[v>>i&1])
			}
			switch {
			case s.balls[0]>>c&1 != 0:
				b = append(b, 'W')
			case s.balls[1]>>c&1 != 0:
				b = append(b, 'B')
			}
			sep = true
		}
		if empty > 0 {
			if sep {
				b = append(b, ',')
			}
			b = append(b, '0'+byte(empty))
		}
		if row > 0 {
			b = append(b, '/')
		}
	}
	b = append(b, ' ', "wb"[s.side&1], ' ')
	b = strconv.AppendUint(b, uint64(s.supply[0]), 10)
	b = append(b, ' ')
	b = strconv.AppendUint(b, uint64(s.supply[1]), 10)
	b = append(b, ' ')
	return strconv.AppendUint(b, uint64(s.turns), 10)
}

// MarshalText implements encoding.TextMarshaler with the state notation.
func (s State) MarshalText() ([]byte, error) {
	return s.appendText(nil), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the state
// notation, as ParseState. On error s is left unchanged.
func (s *State) UnmarshalText(text []byte) error {
	t, err := ParseState(string(text))
	if err != nil {
		return err
	}
	*s = t
	return nil
}

// ParseState reads a state in the notation of the rules (see State.String;
// the turn count may be left out, meaning 0). The counts are canonical
// decimals, without sign or leading zeros. Malformed text gives an error
// wrapping ply.ErrSyntax; well-formed text that breaks the rules' counts
// (three balls a side, each on a ring of its colour, eight rings a side
// between board and supply) one wrapping ply.ErrInvalidState. Positions
// need not be reachable from the start.
func ParseState(text string) (State, error) {
	s, err := parseState(text)
	if err != nil {
		return State{}, fmt.Errorf("mitsudomoe: state %q: %w", text, err)
	}
	return s, nil
}

// notationError is a parse failure of a state or a move, with its sentinel.
func notationError(sentinel error, format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), sentinel)
}

func parseState(text string) (State, error) {
	var s State
	fields := strings.Fields(text)
	if len(fields) != 4 && len(fields) != 5 {
		return s, notationError(ply.ErrSyntax, "want board, side, two supplies and turns, got %d fields", len(fields))
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != Size {
		return s, notationError(ply.ErrSyntax, "want %d rows, got %d", Size, len(rows))
	}
	var rings [2]int
	for i, rowText := range rows {
		row := Size - 1 - i
		col := 0
		for _, tok := range strings.Split(rowText, ",") {
			if tok == "" {
				return s, notationError(ply.ErrSyntax, "row %d: empty cell token", row+1)
			}
			if tok[0] >= '1' && tok[0] <= '9' {
				if len(tok) != 1 {
					return s, notationError(ply.ErrSyntax, "row %d: bad token %q", row+1, tok)
				}
				col += int(tok[0] - '0')
				if col > Size {
					return s, notationError(ply.ErrSyntax, "row %d: more than %d cells", row+1, Size)
				}
				continue
			}
			if col >= Size {
				return s, notationError(ply.ErrSyntax, "row %d: more than %d cells", row+1, Size)
			}
			c := CellAt(col, row)
			col++
			stack, ball := tok, byte(0)
			if last := tok[len(tok)-1]; last == 'W' || last == 'B' {
				stack, ball = tok[:len(tok)-1], last
			}
			if stack == "" {
				return s, notationError(ply.ErrSyntax, "%v: a ball needs a ring under it", c)
			}
			for j := range len(stack) {
				var ring uint8
				switch stack[j] {
				case 'w':
				case 'b':
					ring = 1
				default:
					return s, notationError(ply.ErrSyntax, "%v: bad token %q", c, tok)
				}
				if rings[ring]++; rings[ring] > RingsPerPlayer {
					return s, notationError(ply.ErrInvalidState, "more than %d %s rings", RingsPerPlayer, colourName(ring))
				}
				if s.Height(c) == maxStack {
					return s, notationError(ply.ErrInvalidState, "%v: more than %d rings", c, maxStack)
				}
				s.push(c, ring)
			}
			if ball != 0 {
				b := uint8(0)
				if ball == 'B' {
					b = 1
				}
				if s.rings[c]&1 != uint16(b) {
					return s, notationError(ply.ErrInvalidState, "%v: a %s ball on a %s ring", c, colourName(b), colourName(b^1))
				}
				s.balls[b] |= 1 << c
			}
		}
		if col != Size {
			return s, notationError(ply.ErrSyntax, "row %d: %d cells, want %d", row+1, col, Size)
		}
	}
	switch fields[1] {
	case "w":
	case "b":
		s.side = 1
	default:
		return s, notationError(ply.ErrSyntax, "side %q, want w or b", fields[1])
	}
	for col := range uint8(2) {
		n, err := parseCount(fields[2+col], RingsPerPlayer)
		if err != nil {
			return s, fmt.Errorf("%s supply: %w", colourName(col), err)
		}
		s.supply[col] = uint8(n)
	}
	if len(fields) == 5 {
		n, err := parseCount(fields[4], math.MaxUint32)
		if err != nil {
			return s, fmt.Errorf("turns: %w", err)
		}
		s.turns = uint32(n)
	}
	for col := range uint8(2) {
		if n := bits.OnesCount32(s.balls[col]); n != BallsPerPlayer {
			return s, notationError(ply.ErrInvalidState, "%d %s balls, want %d", n, colourName(col), BallsPerPlayer)
		}
		if n := rings[col] + int(s.supply[col]); n != RingsPerPlayer {
			return s, notationError(ply.ErrInvalidState, "%d %s rings on the board and %d in supply, want %d in all",
				rings[col], colourName(col), s.supply[col], RingsPerPlayer)
		}
	}
	return s, nil
}

// parseCount reads a count from 0 to most in canonical decimal: text that
// is not a canonical decimal is ErrSyntax, a larger number ErrInvalidState.
func parseCount(text string, most int) (int, error) {
	if n, ok := decimal.Parse(text, most); ok {
		return n, nil
	}
	if _, ok := decimal.Parse(text, math.MaxInt); ok {
		return 0, notationError(ply.ErrInvalidState, "%s is out of range 0..%d", text, most)
	}
	return 0, notationError(ply.ErrSyntax, "%q is not a count", text)
}

func colourName(col uint8) string {
	if col == 0 {
		return "white"
	}
	return "black"
}

// ParseMove reads a whole turn in the move notation of the rules and
// returns it if it is legal in s under the rules alone, with no turn cap
// (Game.ParseMove applies its game's cap too). The notation is
// case-insensitive and takes any run of spaces between parts: a ring step
// ("*c2" places, "e3>a5" moves), a ball step ("b1>c2", a step or a vault
// told apart by distance) and, after a vault over enemy balls, their
// relocations after "x", comma-separated, in net form ("x c3>a5": vaulted
// cells left empty, cells newly filled, in any pairing) or in full
// sequential form (each vaulted enemy ball once, in play order; a
// destination on a vaulted cell marks this form). The checks come in this
// order: any move in a finished game gives an error wrapping
// ply.ErrGameOver, malformed text (a cell that is not on the board
// included) one wrapping ply.ErrSyntax, and a move that is not legal in s
// one wrapping ply.ErrIllegalMove.
func ParseMove(s State, text string) (Move, error) {
	return uncapped.ParseMove(s, text)
}

// uncapped is the game without a turn cap, for the package's ParseMove.
var uncapped = MustNew(WithMaxTurns(0))

// ParseMove reads a move as the package's ParseMove does (the ply.Notation
// capability), and a game ended by the turn cap of g rejects every move
// with ply.ErrGameOver.
func (g *Game) ParseMove(s State, text string) (Move, error) {
	if _, over := g.Result(s); over {
		return Move{}, fmt.Errorf("mitsudomoe: move %q: %w", text, ply.ErrGameOver)
	}
	m, err := g.parseMove(&s, text)
	if err != nil {
		return Move{}, fmt.Errorf("mitsudomoe: move %q: %w", text, err)
	}
	return m, nil
}

func (g *Game) parseMove(s *State, text string) (Move, error) {
	fields := strings.Fields(strings.ToLower(text))
	if len(fields) < 2 {
		return Move{}, notationError(ply.ErrSyntax, "want a ring step and a ball step")
	}
	ringFrom := NoCell
	var ringTo Cell
	var ok bool
	if r := fields[0]; strings.HasPrefix(r, "*") {
		ringTo, ok = parseCell(r[1:])
	} else {
		ringFrom, ringTo, ok = parseStep(r)
	}
	if !ok {
		return Move{}, notationError(ply.ErrSyntax, "bad ring step %q", fields[0])
	}
	from, to, ok := parseStep(fields[1])
	if !ok {
		return Move{}, notationError(ply.ErrSyntax, "bad ball step %q", fields[1])
	}
	var relocs []Relocation
	if len(fields) > 2 {
		if fields[2] != "x" || len(fields) == 3 {
			return Move{}, notationError(ply.ErrSyntax, "want \"x\" and relocations after the ball step")
		}
		for _, r := range strings.Split(strings.Join(fields[3:], ""), ",") {
			a, b, ok := parseStep(r)
			if !ok {
				return Move{}, notationError(ply.ErrSyntax, "bad relocation %q", r)
			}
			if len(relocs) == BallsPerPlayer {
				return Move{}, notationError(ply.ErrSyntax, "more than %d relocations", BallsPerPlayer)
			}
			relocs = append(relocs, Relocation{a, b})
		}
	}
	vac, fill, err := netRelocation(s, ringFrom, ringTo, from, to, relocs)
	if err != nil {
		return Move{}, err
	}
	m := makeMove(ringFrom, ringTo, from, to, vac, fill)
	var buf [256]Move
	for _, legal := range g.AppendMoves(buf[:0], *s) {
		if legal == m {
			return m, nil
		}
	}
	return Move{}, notationError(ply.ErrIllegalMove, "%s", illegalReason(s, ringFrom, ringTo, from, to, relocs))
}

// parseStep reads "c1>c2" with two distinct cells.
func parseStep(text string) (Cell, Cell, bool) {
	a, b, found := strings.Cut(text, ">")
	if !found {
		return NoCell, NoCell, false
	}
	from, ok1 := parseCell(a)
	to, ok2 := parseCell(b)
	return from, to, ok1 && ok2 && from != to
}

// netRelocation turns relocations in either form into the bitboards of
// vacated and filled cells, checking them against the board after the ring
// step and the ball's landing. It checks what the forms themselves demand;
// whether the result is a legal outcome is left to the generator.
func netRelocation(s *State, ringFrom, ringTo, from, to Cell, relocs []Relocation) (vac, fill uint32, err error) {
	if len(relocs) == 0 {
		return 0, 0, nil
	}
	q := s.side ^ 1
	// The enemy balls on the vaulted line.
	var line uint32
	if step := int(lineStep[int(from)*NumCells+int(to)]); step != 0 && chebyshev(from, to) > 1 {
		for c := int(from) + step; c != int(to); c += step {
			line |= 1 << c
		}
	}
	vaulted := line & s.balls[q]
	if vaulted == 0 {
		return 0, 0, notationError(ply.ErrIllegalMove, "relocations without a vault over enemy balls")
	}
	sequential := false
	for _, r := range relocs {
		if vaulted>>r.To&1 != 0 {
			sequential = true
		}
	}
	if !sequential {
		for _, r := range relocs {
			if vaulted>>r.From&1 == 0 || vac>>r.From&1 != 0 || fill>>r.To&1 != 0 {
				return 0, 0, notationError(ply.ErrIllegalMove, "relocation %v>%v", r.From, r.To)
			}
			vac |= 1 << r.From
			fill |= 1 << r.To
		}
		return vac, fill, nil
	}
	// Sequential form: play the relocations one by one on the board as
	// the ring step and the ball's landing leave it.
	if len(relocs) != bits.OnesCount32(vaulted) {
		return 0, 0, notationError(ply.ErrIllegalMove, "the sequential form lists each of the %d vaulted balls once", bits.OnesCount32(vaulted))
	}
	t := *s
	if ringFrom == NoCell {
		t.supply[t.side]--
	} else if t.Height(ringFrom) > 0 {
		t.pop(ringFrom)
	}
	t.push(ringTo, t.side)
	all := s.balls[0] | s.balls[1]
	occupied := all&^(1<<from) | 1<<to
	qTop := t.tops(q)
	unmoved, final := vaulted, vaulted
	for _, r := range relocs {
		if unmoved>>r.From&1 == 0 || occupied>>r.To&1 != 0 || qTop>>r.To&1 == 0 {
			return 0, 0, notationError(ply.ErrIllegalMove, "relocation %v>%v", r.From, r.To)
		}
		unmoved &^= 1 << r.From
		occupied = occupied&^(1<<r.From) | 1<<r.To
		final = final&^(1<<r.From) | 1<<r.To
	}
	return vaulted &^ final, final &^ vaulted, nil
}

// FormatMove implements ply.Notation with the canonical move notation.
func (g *Game) FormatMove(_ State, m Move) string { return m.String() }

// ParseState implements ply.Notation; see the package's ParseState.
func (g *Game) ParseState(text string) (State, error) { return ParseState(text) }

// FormatState implements ply.Notation; see State.String.
func (g *Game) FormatState(s State) string { return s.String() }
