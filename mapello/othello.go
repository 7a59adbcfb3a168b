// othello.go holds the one-line board format of Othello engines and their
// endgame test suites (Edax's .obf files): a plain Mapello board, read and
// written.

package mapello

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/plygo/ply"
)

// ErrNotOthello reports a state that the Othello format cannot hold: one
// with walls, jokers, bonus cells or bonus points, which plain Othello
// does not have.
var ErrNotOthello = errors.New("mapello: not a plain Othello state")

// OBF is one line of an Othello endgame suite in the format of Edax's .obf
// files:
//
//	--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;
//
// The board is 64 characters, a1 b1 ... h1 a2 ... h8 (rank 1 first), 'X'
// for Black, 'O' for White, '-' for an empty square; then the side to
// move, 'X' or 'O'. After it, each ';' ends an entry: a move with its exact
// score ("G8:+18"), or, on a line without moves, the position's score alone
// ("+18"). A score is the final disc difference, for the side to move,
// with perfect play from there: -64 to 64. A '%' starts a comment to the
// end of the line.
//
// In Mapello terms the board is the plain setup's: no walls, no jokers,
// no bonus cells and no bonus points. A Mapello state with any of them is
// refused with an error wrapping ErrNotOthello, never written with them
// dropped. The counter of passes just made is not part of the format:
// ParseOBF sets it to 0, and FormatOBF does not write it.
type OBF struct {
	// State is the position: a plain board and the side to move.
	State State
	// Moves are the moves the line scores, in the line's order (the
	// suites list the best first).
	Moves []ScoredMove
	// Score is the position's exact score when Scored is set: the best
	// of Moves' scores, or the score a line without moves gives.
	Score int
	// Scored reports whether the line gives a score.
	Scored bool
	// Comment is the text after '%', spaces trimmed; "" for none.
	Comment string
}

// ScoredMove is a move of an OBF line with its exact score: the final disc
// difference, for the side to move, with perfect play after the move.
type ScoredMove struct {
	Move  Move
	Score int
}

// maxDiscDiff bounds a score: the disc difference of a full board.
const maxDiscDiff = 64

// ParseOthello reads the board and side to move of an Othello line (see
// OBF), the rest of the line (moves, scores, comment) read and checked
// too but dropped. The result is a plain Mapello state: [Game.ParseState]
// accepts such lines, so every command that takes a Mapello position
// (-position of perft and play, analysis, the solver) takes them. Errors
// wrap ply.ErrSyntax, ply.ErrInvalidState, ply.ErrIllegalMove or
// ply.ErrGameOver, as ParseOBF says.
func ParseOthello(text string) (State, error) {
	o, err := ParseOBF(text)
	return o.State, err
}

// FormatOthello writes the board and side to move of s as an Othello line
// (see OBF), "---...--- X", without moves or scores. A state with walls,
// jokers, bonus cells or bonus points returns an error wrapping
// ErrNotOthello.
func FormatOthello(s State) (string, error) {
	b, err := appendOthello(make([]byte, 0, 66), s)
	return string(b), err
}

// ParseOBF reads one line of an Othello endgame suite (see OBF); a final
// newline is ignored. Text that does not follow the format (another
// length of board, a character other than X, O, '-' and their aliases
// 'x', 'b', 'B', '*', 'o', 'w', 'W', '.', a missing side, a move that is
// not a square, a score that is not a signed number) returns an error
// wrapping ply.ErrSyntax; a score outside -64..64 or a move listed twice,
// one wrapping ply.ErrInvalidState; a move that is not legal on the board,
// one wrapping ply.ErrIllegalMove (ply.ErrGameOver when neither side can
// move).
func ParseOBF(line string) (OBF, error) {
	var o OBF
	bad := func(err error, format string, args ...any) (OBF, error) {
		return OBF{}, fmt.Errorf("mapello: othello line %q: %s: %w", line, fmt.Sprintf(format, args...), err)
	}
	text := strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
	if strings.ContainsAny(text, "\r\n") {
		return bad(ply.ErrSyntax, "one line only")
	}
	if i := strings.IndexByte(text, '%'); i >= 0 {
		o.Comment = strings.TrimSpace(text[i+1:])
		text = text[:i]
	}
	text = strings.TrimLeft(text, " \t")
	if len(text) < 64 {
		return bad(ply.ErrSyntax, "want 64 squares, X, O or -, then the side to move")
	}
	for i := range 64 {
		switch text[i] {
		case 'X', 'x', 'B', 'b', '*':
			o.State.discs[0] |= 1 << i
		case 'O', 'o', 'W', 'w':
			o.State.discs[1] |= 1 << i
		case '-', '.':
		default:
			return bad(ply.ErrSyntax, "square %v: %q is not X, O or -", Move(i), text[i])
		}
	}
	rest := strings.TrimLeft(text[64:], " \t")
	if rest == "" {
		return bad(ply.ErrSyntax, "no side to move after the 64 squares")
	}
	switch rest[0] {
	case 'X', 'x', 'B', 'b', '*':
	case 'O', 'o', 'W', 'w':
		o.State.side = 1
	default:
		return bad(ply.ErrSyntax, "side to move %q: want X or O", rest[0])
	}
	rest = strings.TrimSpace(rest[1:])
	if rest == "" {
		return o, nil
	}
	if rest[0] != ';' {
		return bad(ply.ErrSyntax, "%q after the side to move: want ';'", rest)
	}
	entries := strings.Split(rest[1:], ";")
	if last := len(entries) - 1; strings.TrimSpace(entries[last]) == "" {
		entries = entries[:last]
	}
	var seen [2]uint64 // moves listed: placements, pass
	for _, e := range entries {
		e = strings.TrimSpace(e)
		mv, score, hasMove := strings.Cut(e, ":")
		if !hasMove {
			mv, score = "", e
		}
		v, err := strconv.Atoi(strings.TrimSpace(score))
		if err != nil || strings.TrimSpace(score) == "" || strings.ContainsAny(score, "_") {
			return bad(ply.ErrSyntax, "entry %q: want MOVE:SCORE or a score, such as G8:+18", e)
		}
		if v < -maxDiscDiff || v > maxDiscDiff {
			return bad(ply.ErrInvalidState, "score %d: want -64 to 64", v)
		}
		if !hasMove {
			if o.Scored {
				return bad(ply.ErrSyntax, "entry %q: a score alone, but the line gives a score already", e)
			}
			o.Score, o.Scored = v, true
			continue
		}
		if len(o.Moves) == 0 && o.Scored {
			return bad(ply.ErrSyntax, "entry %q: a move after the position's score alone", e)
		}
		m, err := parseOthelloMove(o.State, strings.TrimSpace(mv))
		if err != nil {
			return OBF{}, fmt.Errorf("mapello: othello line %q: %w", line, err)
		}
		w, b := 0, uint64(1)<<(m&63)
		if m == Pass {
			w, b = 1, 1
		}
		if seen[w]&b != 0 {
			return bad(ply.ErrInvalidState, "move %v listed twice", m)
		}
		seen[w] |= b
		o.Moves = append(o.Moves, ScoredMove{Move: m, Score: v})
		if !o.Scored || v > o.Score {
			o.Score, o.Scored = v, true
		}
	}
	return o, nil
}

// parseOthelloMove reads a move of an OBF line in s: a square ("G8",
// either case), or a pass ("PA", "PS" or "pass"), and checks it is legal.
func parseOthelloMove(s State, text string) (Move, error) {
	switch strings.ToLower(text) {
	case "pa", "ps":
		text = "pass"
	}
	return ParseMove(s, text)
}

// FormatOBF writes o as one line of an Othello endgame suite (see OBF),
// with no newline: the board and side, then each move and its score as
// "G8:+18;", or, when o has no moves but a score, the score alone "+18;",
// then " % " and the comment if there is one. A state with walls, jokers,
// bonus cells or bonus points returns an error wrapping ErrNotOthello; a
// move that is not legal, a score outside -64..64 or a comment that spans
// lines, one wrapping ply.ErrInvalidState.
func FormatOBF(o OBF) (string, error) {
	b, err := appendOthello(make([]byte, 0, 66+8*len(o.Moves)), o.State)
	if err != nil {
		return "", err
	}
	if len(o.Moves) > 0 || o.Scored {
		b = append(b, ';')
	}
	mine, _ := o.State.placements()
	for _, sm := range o.Moves {
		legal := mine>>(sm.Move&63)&1 != 0 && sm.Move < Pass
		if sm.Move == Pass {
			_, theirs := o.State.placements()
			legal = mine == 0 && theirs != 0
		}
		if !legal {
			return "", fmt.Errorf("mapello: othello line: move %v is not legal: %w", sm.Move, ply.ErrInvalidState)
		}
		if sm.Score < -maxDiscDiff || sm.Score > maxDiscDiff {
			return "", fmt.Errorf("mapello: othello line: score %d: want -64 to 64: %w", sm.Score, ply.ErrInvalidState)
		}
		b = append(b, ' ')
		if sm.Move == Pass {
			b = append(b, "PA"...)
		} else {
			b = append(b, strings.ToUpper(sm.Move.String())...)
		}
		b = append(b, ':')
		b = appendScore(b, sm.Score)
		b = append(b, ';')
	}
	if len(o.Moves) == 0 && o.Scored {
		if o.Score < -maxDiscDiff || o.Score > maxDiscDiff {
			return "", fmt.Errorf("mapello: othello line: score %d: want -64 to 64: %w", o.Score, ply.ErrInvalidState)
		}
		b = append(b, ' ')
		b = appendScore(b, o.Score)
		b = append(b, ';')
	}
	if o.Comment != "" {
		if strings.ContainsAny(o.Comment, "\r\n") {
			return "", fmt.Errorf("mapello: othello line: comment of several lines: %w", ply.ErrInvalidState)
		}
		b = append(b, " % "...)
		b = append(b, strings.TrimSpace(o.Comment)...)
	}
	return string(b), nil
}

// appendScore appends a score with its sign, as the suites write it: +18,
// -4, +0.
func appendScore(b []byte, v int) []byte {
	if v >= 0 {
		b = append(b, '+')
	}
	return strconv.AppendInt(b, int64(v), 10)
}

// appendOthello appends the 64 squares and the side to move of s.
func appendOthello(b []byte, s State) ([]byte, error) {
	if s.walls|s.bonus|s.jokers != 0 || s.points != [2]uint16{} {
		return b, fmt.Errorf("%w: %d walls, %d jokers, %d bonus cells, bonus points %d and %d",
			ErrNotOthello, bits.OnesCount64(s.walls), bits.OnesCount64(s.jokers), bits.OnesCount64(s.bonus), s.points[0], s.points[1])
	}
	for i := range 64 {
		switch {
		case s.discs[0]>>i&1 != 0:
			b = append(b, 'X')
		case s.discs[1]>>i&1 != 0:
			b = append(b, 'O')
		default:
			b = append(b, '-')
		}
	}
	return append(b, ' ', "XO"[s.side&1]), nil
}

// isOthelloLine reports whether text looks like an Othello line rather
// than a state string: no '/' in its first field.
func isOthelloLine(text string) bool {
	f, _, _ := strings.Cut(strings.TrimSpace(text), " ")
	return !strings.Contains(f, "/") && len(f) >= 64
}
