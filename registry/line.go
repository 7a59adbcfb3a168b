// line.go holds a game so far as a Line: its start, its moves read once and
// the positions after them, its diagrams, and Replay, which builds one from
// texts.

package registry

import (
	"errors"
	"fmt"

	"github.com/plygo/ply/diagram"
)

// Line is a game so far: its start and the moves played since, with the
// position after each. Its methods never change it: Play, PlayMove and
// Undo return a new Line that may share storage with this one.
type Line struct {
	// Start is the position the game started from.
	Start Position
	// Moves are the moves played; Move.String gives their canonical
	// text.
	Moves []Move
	// Positions[i] is the position after Moves[i].
	Positions []Position
}

// NewLine returns the line of a game that starts at start.
func NewLine(start Position) Line { return Line{Start: start} }

// Position returns the position after the last move.
func (l Line) Position() Position {
	if len(l.Positions) == 0 {
		return l.Start
	}
	return l.Positions[len(l.Positions)-1]
}

// Len returns the number of moves played.
func (l Line) Len() int { return len(l.Moves) }

// Texts returns the canonical texts of the moves played.
func (l Line) Texts() []string { return Texts(l.Moves) }

// Texts returns the canonical texts of moves, such as those Rules.Moves
// lists.
func Texts(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// Play returns the line after the move text names, read once by
// g.ParseMove in the line's position. The error is ParseMove's.
func (l Line) Play(g Game, text string) (Line, error) {
	m, err := g.ParseMove(l.Position(), text)
	if err != nil {
		return l, err
	}
	return l.PlayMove(g, m)
}

// PlayMove returns the line after m, a move of the line's position (from
// g.Moves, g.ParseMove or a bot's Choice), read nothing again. The error
// wraps ErrPosition if m is a move of another position.
func (l Line) PlayMove(g Game, m Move) (Line, error) {
	if m.from != l.Position() {
		return l, fmt.Errorf("%s: move %q of another position: %w", g.Name(), m.text, ErrPosition)
	}
	next, err := g.Apply(m)
	if err != nil {
		return l, err
	}
	n := len(l.Moves)
	return Line{
		Start:     l.Start,
		Moves:     append(l.Moves[:n:n], m),
		Positions: append(l.Positions[:n:n], next),
	}, nil
}

// Diagram describes the position after the first n moves of the line
// (Boards.Diagram), with the nth move marked (Boards.DiagramAfter, given
// the position the line keeps after it): it plays and reads nothing
// again. It returns false for a game without a diagram.Diagrammer, or n
// out of range.
func (l Line) Diagram(g Boards, n int) (diagram.Diagram, bool) {
	if n < 0 || n > len(l.Moves) || len(l.Positions) != len(l.Moves) {
		return diagram.Diagram{}, false
	}
	if n == 0 {
		return g.Diagram(l.Start)
	}
	d, err := g.DiagramAfter(l.Moves[n-1], l.Positions[n-1])
	return d, err == nil
}

// Undo returns the line without its last n moves (all of them if n is
// larger).
func (l Line) Undo(n int) Line {
	k := max(len(l.Moves)-max(n, 0), 0)
	return Line{Start: l.Start, Moves: l.Moves[:k:k], Positions: l.Positions[:k:k]}
}

// ErrReplay reports a move of a replayed line that could not be played;
// the error also wraps the game's own error.
var ErrReplay = errors.New("replay")

// Replay plays moves from start and returns the line. When a move cannot be
// played it returns the line up to it and an error that wraps ErrReplay and
// the game's error and names the move by its number, from 1.
func Replay(g Game, start Position, moves []string) (Line, error) {
	l := NewLine(start)
	for i, m := range moves {
		next, err := l.Play(g, m)
		if err != nil {
			return l, fmt.Errorf("move %d %q: %w: %w", i+1, m, ErrReplay, err)
		}
		l = next
	}
	return l, nil
}
