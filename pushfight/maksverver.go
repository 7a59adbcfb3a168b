// maksverver.go holds the notation of maksverver's Push Fight solver and of
// its position-evaluation site (github.com/maksverver/pushfight,
// https://pushfight.verver.ch): permutation strings, turns and the site's
// game histories.

package pushfight

import (
	"fmt"
	"strings"

	"github.com/plygo/ply"
)

// MaksververSite is the address of the solved game's evaluation site;
// MaksververURL appends a game history to it.
const MaksververSite = "https://pushfight.verver.ch/"

// FormatMaksverver writes the 26-character permutation string of
// maksverver's solver: the cells in cell order (rank 4 c4..g4, rank 3
// a3..h3, rank 2 a2..h2, rank 1 b1..f1), the side to move's square "O" and
// round "o", the opponent's "X" and "x", the opponent's anchored square
// "Y", an empty cell ".". The standard start is
// ".OX.....oXx....oOx.....OX.". It drops the side to move, the turn
// counter and the history; a position of the placement phase is written
// with its cells as they are, though the solver reads only positions with
// all ten pieces.
func FormatMaksverver(s State) string {
	var b [NumCells]byte
	me, op := s.side, s.side^1
	for c := range Cell(NumCells) {
		bit := uint32(1) << cellBit[c]
		switch {
		case s.sq[me]&bit != 0:
			b[c] = 'O'
		case s.rd[me]&bit != 0:
			b[c] = 'o'
		case s.sq[op]&bit != 0 && s.anchorBit() == bit:
			b[c] = 'Y'
		case s.sq[op]&bit != 0:
			b[c] = 'X'
		case s.rd[op]&bit != 0:
			b[c] = 'x'
		default:
			b[c] = '.'
		}
	}
	return string(b[:])
}

// ParseMaksverver reads maksverver's 26-character permutation string (see
// FormatMaksverver) with toMove (ply.First for White) as the side to move,
// a zero turn counter and no history. It takes positions with ten pieces,
// or nine once a push has ended the game. Errors wrap ply.ErrSyntax or
// ply.ErrInvalidState (a "P", the mover's own anchored square, included:
// the anchor lies on a square of the side that pushed last).
func ParseMaksverver(text string, toMove ply.Player) (State, error) {
	if toMove.Index() < 0 {
		return State{}, fmt.Errorf("pushfight: maksverver state: side %v: %w", toMove, ply.ErrSyntax)
	}
	me := uint8(toMove.Index())
	return parsePerm(text, me, me, "maksverver state")
}

// parsePerm reads a 26-character string with "o", "O", "P" for the
// pieces of player me and "x", "X", "Y" for the other's, side to move.
func parsePerm(text string, me, side uint8, what string) (State, error) {
	var s State
	if len(text) != NumCells {
		return s, fmt.Errorf("pushfight: %s %q: want %d characters: %w", what, text, NumCells, ply.ErrSyntax)
	}
	op := me ^ 1
	s.side = side
	anchors := 0
	for c := range Cell(NumCells) {
		bit := uint32(1) << cellBit[c]
		switch text[c] {
		case 'O':
			s.sq[me] |= bit
		case 'o':
			s.rd[me] |= bit
		case 'P':
			anchors++
			s.anchor = cellBit[c] + 1
			s.sq[me] |= bit
		case 'Y':
			anchors++
			s.anchor = cellBit[c] + 1
			s.sq[op] |= bit
		case 'X':
			s.sq[op] |= bit
		case 'x':
			s.rd[op] |= bit
		case '.':
		default:
			return State{}, fmt.Errorf("pushfight: %s %q: bad character %q: %w", what, text, text[c], ply.ErrSyntax)
		}
	}
	switch n := s.pieceCount(); {
	case anchors > 1:
		return State{}, fmt.Errorf("pushfight: %s %q: %d anchors: %w", what, text, anchors, ply.ErrInvalidState)
	case n == 9 && anchors == 0:
		return State{}, fmt.Errorf("pushfight: %s %q: nine pieces but no anchor, so no push ended the game: %w", what, text, ply.ErrInvalidState)
	case n != 10 && n != 9:
		return State{}, fmt.Errorf("pushfight: %s %q: %d pieces, want ten (nine once the game is over): %w", what, text, n, ply.ErrInvalidState)
	}
	if err := s.check(); err != nil {
		return State{}, fmt.Errorf("pushfight: %s %q: %w", what, text, err)
	}
	return s, nil
}

// FormatMaksververSite writes s as the evaluation site's position string:
// 26 characters in the cell order of FormatMaksverver, but in fixed
// colours, White (who moves first, the site's red) "O" square, "o" round,
// "P" anchored square, and Black (blue) "X", "x", "Y". The side to move is
// not written: the site takes it from the anchor (blue moves after a red
// anchor, red otherwise). A position of the placement phase, or one with
// Black to move and no anchor, has no such string: the error wraps
// ply.ErrInvalidState. The turn counter and history are dropped.
func FormatMaksververSite(s State) (string, error) {
	switch n := s.pieceCount(); {
	case n < 9:
		return "", fmt.Errorf("pushfight: site state %v: the pieces are still being placed: %w", s, ply.ErrInvalidState)
	case s.anchor == 0 && s.side == 1:
		return "", fmt.Errorf("pushfight: site state %v: Black to move without an anchor: %w", s, ply.ErrInvalidState)
	}
	var b [NumCells]byte
	for c := range Cell(NumCells) {
		bit := uint32(1) << cellBit[c]
		switch {
		case s.sq[0]&bit != 0 && s.anchorBit() == bit:
			b[c] = 'P'
		case s.sq[0]&bit != 0:
			b[c] = 'O'
		case s.rd[0]&bit != 0:
			b[c] = 'o'
		case s.sq[1]&bit != 0 && s.anchorBit() == bit:
			b[c] = 'Y'
		case s.sq[1]&bit != 0:
			b[c] = 'X'
		case s.rd[1]&bit != 0:
			b[c] = 'x'
		default:
			b[c] = '.'
		}
	}
	return string(b[:]), nil
}

// ParseMaksververSite reads the evaluation site's position string (see
// FormatMaksververSite): White to move unless White's square is anchored
// ("P"), a zero turn counter and no history. Errors wrap ply.ErrSyntax or
// ply.ErrInvalidState.
func ParseMaksververSite(text string) (State, error) {
	var side uint8
	if strings.IndexByte(text, 'P') >= 0 {
		side = 1
	}
	return parsePerm(text, 0, side, "site position")
}

// FormatMaksververMove writes a turn in maksverver's form: tokens joined by
// commas, the push written as the pusher's cell and the cell in front,
// such as "d1-a2,c2-d2". Setup moves are written as by String.
func FormatMaksververMove(m Move) string {
	if m.IsSetup() {
		return m.String()
	}
	var parts []string
	for i := range m.NumSlides() {
		f, t := m.Slide(i)
		parts = append(parts, f.String()+"-"+t.String())
	}
	p, d := m.Push()
	return strings.Join(append(parts, p.String()+"-"+p.Neighbour(d).String()), ",")
}

// FormatMaksververGame writes a game as the evaluation site's history, the
// value of its "#history=" address fragment: the site position string of
// the start, then each turn in maksverver's form, separated by ';':
//
//	.OX.....oXx....oOx.....OX.;d4-c4,d1-d2;...
//
// moves are the game's moves from start, as g plays them. The site has no
// placement phase: the setup moves at the start of a game that has one are
// played and the history starts from the position they make. The site
// knows neither the turn cap nor the repetition rule; a game they ended is
// written as far as it went. An illegal move, or a start the site cannot
// show (see FormatMaksververSite), returns an error wrapping
// ply.ErrIllegalMove or ply.ErrInvalidState.
func FormatMaksververGame(g *Game, start State, moves []Move) (string, error) {
	s := start
	i := 0
	for ; i < len(moves) && moves[i].IsSetup(); i++ {
		if !g.isLegal(s, moves[i]) {
			return "", fmt.Errorf("pushfight: site history: move %d %v: %w", i+1, moves[i], ply.ErrIllegalMove)
		}
		s = g.Apply(s, moves[i])
	}
	first, err := FormatMaksververSite(s)
	if err != nil {
		return "", fmt.Errorf("pushfight: site history: %w", err)
	}
	var b strings.Builder
	b.WriteString(first)
	for ; i < len(moves); i++ {
		if !g.isLegal(s, moves[i]) {
			return "", fmt.Errorf("pushfight: site history: move %d %v: %w", i+1, moves[i], ply.ErrIllegalMove)
		}
		b.WriteByte(';')
		b.WriteString(FormatMaksververMove(moves[i]))
		s = g.Apply(s, moves[i])
	}
	return b.String(), nil
}

// MaksververURL returns the address at which the evaluation site shows
// the game (see FormatMaksververGame), the solved value of each position
// beside it.
func MaksververURL(g *Game, start State, moves []Move) (string, error) {
	h, err := FormatMaksververGame(g, start, moves)
	if err != nil {
		return "", err
	}
	return MaksververSite + "#history=" + h, nil
}

// ParseMaksververGame reads the evaluation site's history (see
// FormatMaksververGame), alone or in a site address ("...#history=...").
// It returns the start and the turns, each checked against g's rules
// (ParseMove). Errors wrap ply.ErrSyntax, ply.ErrInvalidState,
// ply.ErrIllegalMove or ply.ErrGameOver.
func ParseMaksververGame(g *Game, text string) (State, []Move, error) {
	if _, h, ok := strings.Cut(text, "#history="); ok {
		text = h
	}
	parts := strings.Split(text, ";")
	start, err := ParseMaksververSite(parts[0])
	if err != nil {
		return State{}, nil, fmt.Errorf("pushfight: site history: %w", err)
	}
	s := start
	moves := make([]Move, 0, len(parts)-1)
	for i, p := range parts[1:] {
		if strings.ContainsAny(p, " \t") || p == "" {
			return State{}, nil, fmt.Errorf("pushfight: site history: turn %d %q: want such as d4-c4,d1-d2: %w", i+1, p, ply.ErrSyntax)
		}
		m, err := g.ParseMove(s, p)
		if err != nil {
			return State{}, nil, fmt.Errorf("pushfight: site history: turn %d: %w", i+1, err)
		}
		moves = append(moves, m)
		s = g.Apply(s, m)
	}
	return start, moves, nil
}

// isLegal reports whether m is one of s's legal moves under g.
func (g *Game) isLegal(s State, m Move) bool {
	if _, over := g.Result(s); over {
		return false
	}
	var buf [256]Move
	for _, c := range g.AppendMoves(buf[:0], s) {
		if c == m {
			return true
		}
	}
	return false
}
