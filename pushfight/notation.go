// notation.go holds the notation of docs/rules/pushfight.md: cell names, state strings, turns, setup moves and maksverver's forms.

package pushfight

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/internal/decimal"
)

// ParseCell reads a cell name such as "c4" (either case). Text that is not
// a cell of the board returns an error wrapping ply.ErrSyntax.
func ParseCell(text string) (Cell, error) {
	if len(text) == 2 {
		if c := cellAt(text[0], text[1]); c != NoCell {
			return c, nil
		}
	}
	return NoCell, fmt.Errorf("pushfight: cell %q: %w", text, ply.ErrSyntax)
}

// cellAt returns the cell named by a file and a rank character, or NoCell.
func cellAt(file, rank byte) Cell {
	if 'A' <= file && file <= 'H' {
		file += 'a' - 'A'
	}
	if file < 'a' || file > 'h' || rank < '1' || rank > '4' {
		return NoCell
	}
	return CellAt(int(file-'a'), int(rank-'1'))
}

// rowBits lists, for each rank from 4 down to 1, the bit indices of its
// cells left to right: the order of the position string.
var rowBits = [4][]uint8{
	{2, 3, 4, 5, 6},
	{8, 9, 10, 11, 12, 13, 14, 15},
	{16, 17, 18, 19, 20, 21, 22, 23},
	{25, 26, 27, 28, 29},
}

// ParseState reads a position string of the rules,
//
//	<rank4>/<rank3>/<rank2>/<rank1> <side> <anchor> <turns> [<history>]
//
// such as "1WB2/3wBb2/2wWb3/2WB1 w - 0". The optional fifth field is this
// package's extension for the repetition rule: the keys of the previous
// positions, most recent first, as comma-separated 13-digit hexadecimal
// numbers (see State.MarshalText); without it the state remembers no
// history, as after a chess FEN. Malformed text returns an error wrapping
// ply.ErrSyntax; a well-formed string that describes no state (wrong
// piece counts, a White piece on the right half during placement, an
// anchor that is not a square of the side not to move, ...) one wrapping
// ply.ErrInvalidState.
func ParseState(text string) (State, error) {
	var s State
	fields := strings.Split(text, " ")
	if len(fields) != 4 && len(fields) != 5 {
		return s, fmt.Errorf("pushfight: state %q: want 4 fields (board side anchor turns) separated by single spaces: %w", text, ply.ErrSyntax)
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != 4 {
		return s, fmt.Errorf("pushfight: state %q: want 4 ranks separated by '/': %w", text, ply.ErrSyntax)
	}
	for r, row := range rows {
		cells := rowBits[r]
		i := 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			if '1' <= c && c <= '8' {
				i += int(c - '0')
				if i > len(cells) {
					break
				}
				continue
			}
			if i >= len(cells) {
				i++
				break
			}
			b := uint32(1) << cells[i]
			switch c {
			case 'W':
				s.sq[0] |= b
			case 'w':
				s.rd[0] |= b
			case 'B':
				s.sq[1] |= b
			case 'b':
				s.rd[1] |= b
			default:
				return State{}, fmt.Errorf("pushfight: state %q: rank %d: bad character %q: %w", text, 4-r, c, ply.ErrSyntax)
			}
			i++
		}
		if i != len(cells) {
			return State{}, fmt.Errorf("pushfight: state %q: rank %d must describe %d cells: %w", text, 4-r, len(cells), ply.ErrSyntax)
		}
	}
	switch fields[1] {
	case "w":
	case "b":
		s.side = 1
	default:
		return State{}, fmt.Errorf("pushfight: state %q: side %q: want w or b: %w", text, fields[1], ply.ErrSyntax)
	}
	if fields[2] != "-" {
		c, err := ParseCell(fields[2])
		if err != nil {
			return State{}, fmt.Errorf("pushfight: state %q: anchor %q: %w", text, fields[2], ply.ErrSyntax)
		}
		s.anchor = cellBit[c] + 1
	}
	t := fields[3]
	n, ok := decimal.Parse(t, math.MaxUint16)
	if !ok {
		if _, ok := decimal.Parse(t, math.MaxInt); ok {
			return State{}, fmt.Errorf("pushfight: state %q: turns %s above %d: %w", text, t, math.MaxUint16, ply.ErrInvalidState)
		}
		return State{}, fmt.Errorf("pushfight: state %q: turns %q: want a decimal number: %w", text, t, ply.ErrSyntax)
	}
	s.turns = uint16(n)
	if len(fields) == 5 {
		if err := s.parseHistory(fields[4]); err != nil {
			return State{}, fmt.Errorf("pushfight: state %q: %w", text, err)
		}
	}
	if err := s.check(); err != nil {
		return State{}, fmt.Errorf("pushfight: state %q: %w", text, err)
	}
	return s, nil
}

// parseHistory reads the history field into s.hist.
func (s *State) parseHistory(field string) error {
	keys := strings.Split(field, ",")
	if len(keys) > HistoryLen {
		return fmt.Errorf("history of %d keys, at most %d: %w", len(keys), HistoryLen, ply.ErrInvalidState)
	}
	for i, k := range keys {
		if len(k) != 13 || strings.Trim(k, "0123456789abcdef") != "" {
			return fmt.Errorf("history key %q: want 13 lower-case hex digits: %w", k, ply.ErrSyntax)
		}
		v, _ := strconv.ParseUint(k, 16, 64)
		if v == 0 {
			return fmt.Errorf("history key %q: %w", k, ply.ErrInvalidState)
		}
		s.hist[i] = v
	}
	return nil
}

// check validates a parsed state; errors wrap ply.ErrInvalidState.
func (s *State) check() error {
	if (s.sq[0]|s.rd[0])&(s.sq[1]|s.rd[1]) != 0 || s.sq[0]&s.rd[0] != 0 || s.sq[1]&s.rd[1] != 0 {
		return fmt.Errorf("two pieces on one cell: %w", ply.ErrInvalidState) // not reachable from text
	}
	counts := [4]int{
		bits.OnesCount32(s.sq[0]), bits.OnesCount32(s.rd[0]),
		bits.OnesCount32(s.sq[1]), bits.OnesCount32(s.rd[1]),
	}
	full := [4]int{3, 2, 3, 2}
	missing := 0
	for i, c := range counts {
		if c > full[i] {
			return fmt.Errorf("%d %s, at most %d: %w", c, kindNames[i], full[i], ply.ErrInvalidState)
		}
		missing += full[i] - c
	}
	switch {
	case missing == 10 || (missing == 5 && counts[0] == 3 && counts[1] == 2):
		// Placement: White places first on files a-d, then Black.
		wantSide := uint8(missing / 5 % 2)
		if missing == 10 {
			wantSide = 0
		}
		if s.side != wantSide {
			return fmt.Errorf("placement phase with the wrong side to place: %w", ply.ErrInvalidState)
		}
		if (s.sq[0]|s.rd[0])&^leftHalf != 0 {
			return fmt.Errorf("a White piece outside files a-d during placement: %w", ply.ErrInvalidState)
		}
		if s.anchor != 0 || s.turns != 0 || s.hist[0] != 0 {
			return fmt.Errorf("an anchor, turns or history during placement: %w", ply.ErrInvalidState)
		}
		return nil
	case missing == 0, missing == 1:
	default:
		return fmt.Errorf("piece counts %d W, %d w, %d B, %d b: %w", counts[0], counts[1], counts[2], counts[3], ply.ErrInvalidState)
	}
	if a := s.anchorBit(); a != 0 && s.sq[s.side^1]&a == 0 {
		return fmt.Errorf("anchor on %v, not a square of the side not to move: %w", s.Anchor(), ply.ErrInvalidState)
	}
	// History: play-phase positions of alternating sides, the latest with
	// the other side to move, no more than the turns played.
	side := s.side
	for i, k := range s.hist {
		if k == 0 {
			for _, rest := range s.hist[i:] {
				if rest != 0 {
					return fmt.Errorf("history with a gap: %w", ply.ErrInvalidState)
				}
			}
			break
		}
		if i >= int(s.turns) {
			return fmt.Errorf("history longer than the %d turns played: %w", s.turns, ply.ErrInvalidState)
		}
		side ^= 1
		h, ok := fromKey(k)
		if !ok || h.key() != k || h.pieceCount() != 10 || h.side != side {
			return fmt.Errorf("history key %013x is not a play state with %s to move: %w", k, names[side], ply.ErrInvalidState)
		}
		if err := h.check(); err != nil {
			return fmt.Errorf("history key %013x: %w", k, err)
		}
	}
	return nil
}

var kindNames = [4]string{"White squares", "White rounds", "Black squares", "Black rounds"}

// FormatState writes s as a position string (see ParseState), with the
// history field when s remembers previous positions.
func FormatState(s State) string { return string(s.appendText(nil, true)) }

// appendText appends the position string of s, with or without history.
func (s *State) appendText(dst []byte, history bool) []byte {
	for r, cells := range rowBits {
		if r > 0 {
			dst = append(dst, '/')
		}
		run := 0
		for _, b := range cells {
			c := byte(0)
			switch bit := uint32(1) << b; {
			case s.sq[0]&bit != 0:
				c = 'W'
			case s.rd[0]&bit != 0:
				c = 'w'
			case s.sq[1]&bit != 0:
				c = 'B'
			case s.rd[1]&bit != 0:
				c = 'b'
			}
			if c == 0 {
				run++
				continue
			}
			if run > 0 {
				dst = append(dst, byte('0'+run))
				run = 0
			}
			dst = append(dst, c)
		}
		if run > 0 {
			dst = append(dst, byte('0'+run))
		}
	}
	dst = append(dst, ' ', "wb"[s.side&1], ' ')
	if s.anchor == 0 {
		dst = append(dst, '-')
	} else {
		dst = append(dst, s.Anchor().String()...)
	}
	dst = append(dst, ' ')
	dst = strconv.AppendUint(dst, uint64(s.turns), 10)
	if history && s.hist[0] != 0 {
		dst = append(dst, ' ')
		for i, k := range s.hist {
			if k == 0 {
				break
			}
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = fmt.Appendf(dst, "%013x", k)
		}
	}
	return dst
}

// String returns the position string of s in the rules' notation, such as
// "1WB2/3wBb2/2wWb3/2WB1 w - 0", without the repetition history
// (MarshalText keeps it).
func (s State) String() string { return string(s.appendText(nil, false)) }

// MarshalText implements encoding.TextMarshaler: the position string with
// the history field, which UnmarshalText reads back into an equal State.
func (s State) MarshalText() ([]byte, error) { return s.appendText(nil, true), nil }

// UnmarshalText implements encoding.TextUnmarshaler with ParseState. On
// error s is unchanged.
func (s *State) UnmarshalText(text []byte) error {
	v, err := ParseState(string(text))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// ParseState reads a position string, as the package function
// ParseState does, for ply.Notation. It also reads the forms of
// maksverver's evaluation site, so that every command that takes a Push
// Fight position takes them: a site position string (see
// ParseMaksververSite), and a site history or address (see
// ParseMaksververGame), which gives the position after its last turn, with
// the turn counter and the repetition history those turns make.
func (g *Game) ParseState(text string) (State, error) {
	switch {
	case strings.Contains(text, ";") || strings.Contains(text, "#history="):
		start, moves, err := ParseMaksververGame(g, text)
		if err != nil {
			return State{}, err
		}
		for _, m := range moves {
			start = g.Apply(start, m)
		}
		return start, nil
	case len(text) == NumCells && !strings.ContainsAny(text, " /"):
		return ParseMaksververSite(text)
	}
	return ParseState(text)
}

// FormatState is FormatState, for ply.Notation.
func (g *Game) FormatState(s State) string { return FormatState(s) }

// FormatMove returns the move in canonical notation (Move.String).
func (g *Game) FormatMove(_ State, m Move) string { return m.String() }

// ParseMove reads a move of s and returns it as AppendMoves lists it. In
// the placement phase that is a setup move, "d1d2d4/c2d3" (three squares,
// a slash, two rounds; any order within a group). In the play phase it is a
// turn, "d4-c4 d1^": up to two slides "from-to", then the push "cell" and a
// direction ^ v < >, separated by spaces or commas; maksverver's form with
// the push written "from-to" onto the first pushed piece, "d1-a2,c2-d2", is
// accepted too. Any sequence of a turn returns that turn's canonical move
// (the ply.Notation capability). The checks come in this order, and each
// error wraps one sentinel: any move once the game is over (by the options
// of g too) gives an error wrapping ply.ErrGameOver, malformed text (a cell
// that is not on the board included) one wrapping ply.ErrSyntax, and a move
// that breaks the rules one wrapping ply.ErrIllegalMove, with the reason.
func (g *Game) ParseMove(s State, text string) (Move, error) {
	if _, over := g.Result(s); over {
		return 0, fmt.Errorf("pushfight: move %q: %w", text, ply.ErrGameOver)
	}
	if s.Phase() == Placement {
		m, err := parseSetup(&s, text)
		if errors.Is(err, ply.ErrSyntax) {
			if _, terr := parseTurn(text); terr == nil {
				return 0, fmt.Errorf("pushfight: move %q: a turn, but the pieces are still being placed (section 4): %w", text, ply.ErrIllegalMove)
			}
		}
		return m, err
	}
	m, err := parseTurn(text)
	if err != nil {
		// A well-formed setup move is an illegal move here, not bad
		// notation.
		var empty State
		if _, serr := parseSetup(&empty, text); serr == nil || !errors.Is(serr, ply.ErrSyntax) {
			return 0, fmt.Errorf("pushfight: move %q: a setup move, but the pieces are placed (section 4): %w", text, ply.ErrIllegalMove)
		}
		return 0, err
	}
	if err := g.checkTurn(&s, m); err != nil {
		return 0, fmt.Errorf("pushfight: move %q: %w", text, err)
	}
	want := g.Apply(s, m)
	var buf [256]Move
	moves := g.AppendMoves(buf[:0], s)
	for _, c := range moves {
		if c == m {
			return c, nil
		}
	}
	for _, c := range moves {
		if g.Apply(s, c) == want {
			return c, nil
		}
	}
	return 0, fmt.Errorf("pushfight: move %q: no generated turn matches: %w", text, ply.ErrIllegalMove) // unreachable
}

// ParseMove reads a move in s with the standard game's rules; see
// Game.ParseMove.
func ParseMove(s State, text string) (Move, error) { return MustNew().ParseMove(s, text) }

// parseTurn reads the tokens of a turn without checking legality.
func parseTurn(text string) (Move, error) {
	tokens := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	if len(tokens) == 0 || len(tokens) > 3 {
		return 0, fmt.Errorf("pushfight: move %q: want up to two slides and a push: %w", text, ply.ErrSyntax)
	}
	var cells [4]int
	for i, tok := range tokens[:len(tokens)-1] {
		f, t, ok := slideToken(tok)
		if !ok {
			if why := offBoard(tok, false); why != "" {
				return 0, fmt.Errorf("pushfight: move %q: %s: %w", text, why, ply.ErrSyntax)
			}
			return 0, fmt.Errorf("pushfight: move %q: %q is not a slide such as d4-c4: %w", text, tok, ply.ErrSyntax)
		}
		cells[2*i], cells[2*i+1] = bitOf(f), bitOf(t)
	}
	tok := tokens[len(tokens)-1]
	var p Cell
	var d Dir
	switch {
	case len(tok) == 3:
		p = cellAt(tok[0], tok[1])
		i := strings.IndexByte("^v<>", tok[2])
		if p == NoCell || i < 0 {
			return 0, fmt.Errorf("pushfight: move %q: %q is not a push such as d1^: %w", text, tok, ply.ErrSyntax)
		}
		d = Dir(i)
	default:
		f, t, ok := slideToken(tok)
		if !ok {
			if why := offBoard(tok, true); why != "" {
				return 0, fmt.Errorf("pushfight: move %q: %s: %w", text, why, ply.ErrSyntax)
			}
			return 0, fmt.Errorf("pushfight: move %q: the last token %q is not a push such as d1^ or d1-d2: %w", text, tok, ply.ErrSyntax)
		}
		p, d = f, 255
		for dd := Up; dd <= Right; dd++ {
			if f.Neighbour(dd) == t {
				d = dd
			}
		}
		if d == 255 {
			return 0, fmt.Errorf("pushfight: move %q: push %q to a cell that is not adjacent: a push moves onto the piece next to the square (section 5(b)): %w", text, tok, ply.ErrIllegalMove)
		}
	}
	n := len(tokens) - 1
	return turnMove(n, cells[0], cells[1], cells[2], cells[3], bitOf(p), d), nil
}

// offBoard says why a token "from-to" whose cells are named like cells
// (a file letter a-h, a rank digit) is refused when one of them is off the
// board, such as "d4-d5"; "" for any other token. push tells whether the
// token is the push, which moves onto the first piece in front.
func offBoard(tok string, push bool) string {
	if len(tok) != 5 || tok[2] != '-' {
		return ""
	}
	named := func(file, rank byte) bool {
		file |= 0x20 // lower case
		return 'a' <= file && file <= 'h' && '0' <= rank && rank <= '9'
	}
	if !named(tok[0], tok[1]) || !named(tok[3], tok[4]) {
		return ""
	}
	from, to := cellAt(tok[0], tok[1]), cellAt(tok[3], tok[4])
	switch {
	case from == NoCell:
		return fmt.Sprintf("%s is off the board (section 2)", tok[:2])
	case to != NoCell:
		return ""
	}
	dx, dy := int(tok[3]|0x20)-int(tok[0]|0x20), int(tok[4])-int(tok[1])
	if push && dx*dx+dy*dy == 1 {
		edge := "an open edge"
		for d := Up; d <= Right; d++ {
			if [4][2]int{{0, 1}, {0, -1}, {-1, 0}, {1, 0}}[d] == [2]int{dx, dy} && rail[d]>>bitOf(from)&1 != 0 {
				edge = "a rail"
			}
		}
		return fmt.Sprintf("%s is off the board (section 2): %v has %s in front of it and no piece to push (section 5(b), push rule 1)", tok[3:], from, edge)
	}
	return fmt.Sprintf("%s is off the board (section 2)", tok[3:])
}

// slideToken reads "c4-d4".
func slideToken(tok string) (from, to Cell, ok bool) {
	if len(tok) != 5 || tok[2] != '-' {
		return NoCell, NoCell, false
	}
	from, to = cellAt(tok[0], tok[1]), cellAt(tok[3], tok[4])
	return from, to, from != NoCell && to != NoCell
}

// checkTurn checks that a turn's sequence is legal in s, with the reason
// when it is not; errors wrap ply.ErrIllegalMove.
func (g *Game) checkTurn(s *State, m Move) error {
	n, f1, t1, f2, t2, p, d := m.turn()
	me := s.side
	sq, rd := s.sq[me], s.rd[me]
	others := s.sq[me^1] | s.rd[me^1]
	moves := [2][2]int{{f1, t1}, {f2, t2}}
	for i := range n {
		f, t := uint32(1)<<moves[i][0], uint32(1)<<moves[i][1]
		switch {
		case (sq|rd)&f == 0:
			return fmt.Errorf("no %s piece on %s to slide: a player moves only their own pieces (section 5(a)): %w", names[me], bitName(moves[i][0]), ply.ErrIllegalMove)
		case i == 1 && f == uint32(1)<<t1:
			return fmt.Errorf("the piece that slid first may not slide again (section 5(a), library rule): %w", ply.ErrIllegalMove)
		case (sq|rd|others)&t != 0:
			return fmt.Errorf("%s is not empty: a piece slides only to an empty cell (section 5(a)): %w", bitName(moves[i][1]), ply.ErrIllegalMove)
		case flood(f, validMask&^(sq|rd|others))&t == 0:
			return fmt.Errorf("no path of empty cells from %s to %s: a piece slides through empty cells only (section 5(a)): %w", bitName(moves[i][0]), bitName(moves[i][1]), ply.ErrIllegalMove)
		}
		sq, rd = slide(sq, rd, f, t)
	}
	pb := uint32(1) << p
	switch {
	case sq&pb != 0:
	case rd&pb != 0:
		return fmt.Errorf("the round on %s cannot push: only a square pushes (section 5(b)): %w", bitName(p), ply.ErrIllegalMove)
	default:
		return fmt.Errorf("no %s square on %s to push with (section 5(b)): %w", names[me], bitName(p), ply.ErrIllegalMove)
	}
	occ := sq | rd | others
	line, beyond := pushLine(occ, p, d)
	switch {
	case first[d][p] == 0 && rail[d]>>p&1 != 0:
		return fmt.Errorf("the rail is directly in front of %s: a push needs a piece in front (section 5(b), push rule 1): %w", bitName(p), ply.ErrIllegalMove)
	case first[d][p] == 0:
		return fmt.Errorf("the edge is directly in front of %s: a push needs a piece in front (section 5(b), push rule 1): %w", bitName(p), ply.ErrIllegalMove)
	case line == 0:
		return fmt.Errorf("nothing in front of %s to push %v (section 5(b), push rule 1): %w", bitName(p), d, ply.ErrIllegalMove)
	case line&s.anchorBit() != 0:
		return fmt.Errorf("the push would move the anchored square on %v (section 5(b), push rule 2): %w", s.Anchor(), ply.ErrIllegalMove)
	case beyond == 0 && rail[d]>>p&1 != 0:
		return fmt.Errorf("the line would cross a rail (section 5(b), push rule 3): %w", ply.ErrIllegalMove)
	case beyond == 0 && (sq|rd)&last[d][p] != 0 && !g.selfLoses:
		return fmt.Errorf("the push would push your own piece off the board (section 5(b), push rule 4): %w", ply.ErrIllegalMove)
	}
	return nil
}

// parseSetup reads a setup move "d1d2d4/c2d3" for the side to set up.
func parseSetup(s *State, text string) (Move, error) {
	groups := strings.Split(text, "/")
	if len(groups) != 2 || len(groups[0]) != 6 || len(groups[1]) != 4 {
		return 0, fmt.Errorf("pushfight: setup %q: want three square cells, '/', two round cells, such as d1d2d4/c2d3: %w", text, ply.ErrSyntax)
	}
	var cells [5]Cell
	for g, group := range groups {
		for i := 0; i < len(group); i += 2 {
			c := cellAt(group[i], group[i+1])
			if c == NoCell {
				return 0, fmt.Errorf("pushfight: setup %q: bad cell %q: %w", text, group[i:i+2], ply.ErrSyntax)
			}
			cells[3*g+i/2] = c
		}
	}
	// The text is well formed; now the rules.
	var masks [2]uint32
	for i, c := range cells {
		b := uint32(1) << cellBit[c]
		if (masks[0]|masks[1])&b != 0 {
			return 0, fmt.Errorf("pushfight: setup %q: %v listed twice: each piece goes on its own cell (section 4): %w", text, c, ply.ErrIllegalMove)
		}
		masks[i/3] |= b
	}
	side := int(s.side)
	half := [2]uint32{leftHalf, rightHalf}[side]
	if (masks[0]|masks[1])&^half != 0 {
		return 0, fmt.Errorf("pushfight: setup %q: %s places on files %s only (section 4): %w", text, names[side], [2]string{"a-d", "e-h"}[side], ply.ErrIllegalMove)
	}
	if (masks[0]|masks[1])&s.occ() != 0 {
		return 0, fmt.Errorf("pushfight: setup %q: a cell is taken: pieces go on empty cells (section 4): %w", text, ply.ErrIllegalMove)
	}
	return setupMove(side, masks[0], masks[1]), nil
}
