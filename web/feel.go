// feel.go holds what the page needs for how a move feels: the moves that
// lose at once, marked in the click tree, and the board after a whole
// move, shown before the person confirms it.

package web

import (
	"errors"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// losingMoves returns the indices in moves of the moves after which the
// game is over and mover lost: the page warns before it plays one.
func losingMoves(g registry.Game, mover ply.Player, moves []registry.Move) []int {
	var out []int
	for i, m := range moves {
		next, err := g.Apply(m)
		if err != nil {
			continue
		}
		if res, over := g.Result(next); over && res.Winner != mover && res.Winner != ply.NoPlayer {
			out = append(out, i)
		}
	}
	return out
}

// afterView is the answer of a preview of a whole move: the board after
// it, with the move marked, and the result if it ends the game.
type afterView struct {
	Diagram *diagram.Diagram `json:"diagram"`
	Over    bool             `json:"over"`
	Result  string           `json:"result,omitempty"`
	// Status is the diagram's status: who is to move next, or how the
	// game ended.
	Status string `json:"status,omitempty"`
	// Refused, set alone, is the rule that refuses the move, where the
	// game reads it as a move and refuses it (an occupied cell, a
	// placement the rules forbid): the board tells a person why a click
	// plays nothing.
	Refused string `json:"refused,omitempty"`
}

// after returns the board after move, read in the position after plies
// moves of the game (or, if the view of the position offered it, taken
// from there), or false if the game has moved on or the move cannot be
// read there. A move the game reads and refuses gives the view with
// Refused alone.
func (gm *game) after(move string, plies int) (afterView, bool) {
	gm.mu.Lock()
	line := gm.line.Line
	m, found := gm.line.offered(move)
	gm.mu.Unlock()
	if plies != line.Len() || len(move) > maxMoveSz {
		return afterView{}, false
	}
	if !found {
		var err error
		if m, err = gm.g.ParseMove(line.Position(), move); err != nil {
			if why, ok := refusalText(err); ok {
				return afterView{Refused: why}, true
			}
			return afterView{}, false
		}
	}
	next, err := gm.g.Apply(m)
	if err != nil {
		return afterView{}, false
	}
	var v afterView
	if d, err := gm.g.DiagramAfter(m, next); err == nil {
		v.Diagram = &d
		v.Status = d.Status
	}
	if res, over := gm.g.Result(next); over {
		v.Over, v.Result = true, gm.g.DescribeResult(res)
	}
	return v, true
}

// refusalText returns the rule an illegal move's error names, in the words
// of the game's refusal without the move and the sentinel ("Blue may not
// place there: ..."), and false for any other error (a move that cannot be
// read, a game over).
func refusalText(err error) (string, bool) {
	if !errors.Is(err, ply.ErrIllegalMove) {
		return "", false
	}
	text := strings.TrimSuffix(err.Error(), ": "+ply.ErrIllegalMove.Error())
	if _, after, ok := strings.Cut(text, `": `); ok {
		text = after
	}
	return text, true
}
