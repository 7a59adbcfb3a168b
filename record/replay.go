// replay.go replays a record on its registered game, every move checked.

package record

import (
	"fmt"

	"github.com/plygo/ply/registry"
)

// ReplayError reports a move of a record that its game refuses. It wraps
// the error of registry.Replay, which wraps registry.ErrReplay and the
// game's own error (ply.ErrIllegalMove, ply.ErrSyntax, ply.ErrGameOver).
type ReplayError struct {
	// Move is the number of the refused move, from 1.
	Move int
	// Text is the refused move.
	Text string
	// Err is the error of registry.Replay.
	Err error
}

// Error returns the text of Err, which names the move and its number.
func (e *ReplayError) Error() string { return e.Err.Error() }

// Unwrap returns the error of registry.Replay.
func (e *ReplayError) Unwrap() error { return e.Err }

// Replay opens the record's game (registry.Open with its Game, Setup,
// Size, Seed and Position) and plays its moves from the start, each
// checked by the game's Play. It returns the game and the line played.
//
// A move the game refuses stops the replay: the line holds the moves
// before it and the error is a *ReplayError naming it. A Result (or
// Score) that the final position contradicts returns the whole line and
// an error wrapping ErrResult: a finished game whose Result says
// otherwise, or a Result other than Unfinished on a game that is not
// over and has no Termination other than Normal (the rules did not end
// it), as a truncated record has. An Unfinished
// Result on a finished game is accepted: the game was recorded as it went
// and stopped before its result was written. Errors opening the game wrap
// registry.ErrUnknownGame, ply.ErrInvalidOption or the game's position
// errors, with a nil Game.
func (r *Record) Replay() (registry.Game, registry.Line, error) {
	g, err := registry.Open(r.Game, r.Config())
	if err != nil {
		return nil, registry.Line{}, err
	}
	line, err := r.ReplayOn(g)
	return g, line, err
}

// ReplayOn plays the record's moves on g, from g's start, as Replay does.
func (r *Record) ReplayOn(g registry.Game) (registry.Line, error) {
	line, err := registry.Replay(g, g.Start(), r.Texts())
	if err != nil {
		n := line.Len() + 1
		return line, &ReplayError{Move: n, Text: r.Moves[n-1].Text, Err: err}
	}
	res, over := g.Result(line.Position())
	switch {
	case r.Result == "" || r.Result == Unfinished:
	case over && r.Result != ResultTag(res):
		return line, fmt.Errorf("the game ends %s (%s) after move %d, but the record says %s: %w",
			ResultTag(res), g.DescribeResult(res), line.Len(), r.Result, ErrResult)
	case over && r.Score != [2]int{} && r.Score != res.Score:
		return line, fmt.Errorf("the game ends %s after move %d, but the record's Score is %s: %w",
			formatScore(res.Score), line.Len(), formatScore(r.Score), ErrResult)
	case !over && (r.Termination == "" || r.Termination == Normal):
		return line, fmt.Errorf("the record says %s, but the game is not over after move %d and no Termination says why: %w",
			r.Result, line.Len(), ErrResult)
	}
	return line, nil
}
