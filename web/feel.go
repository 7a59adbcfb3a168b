// feel.go holds what the page needs for how a move feels: the moves that
// lose at once, marked in the click tree, and the board after a whole
// move, shown before the person confirms it.

package web

import (
	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// losingMoves returns the indices in t.Moves of the moves of cms after
// which the game is over and the mover lost: the page warns before it
// plays one.
func losingMoves(g registry.Game, p registry.Position, cms []registry.ClickMove, t *clickTree) []int {
	mover := g.ToMove(p)
	index := make(map[string]int, len(t.Moves))
	for i, m := range t.Moves {
		index[m] = i
	}
	seen := make(map[int]bool, len(t.Moves))
	var out []int
	for _, cm := range cms {
		i, ok := index[cm.Move.String()]
		if !ok || seen[i] {
			continue
		}
		seen[i] = true
		next, err := g.Apply(cm.Move)
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
}

// after returns the board after move, read in the position after plies
// moves of the game, or false if the game has moved on or the move cannot
// be read there.
func (gm *game) after(move string, plies int) (afterView, bool) {
	gm.mu.Lock()
	line := gm.line
	gm.mu.Unlock()
	if plies != line.Len() || len(move) > maxMoveSz {
		return afterView{}, false
	}
	m, err := gm.g.ParseMove(line.Position(), move)
	if err != nil {
		return afterView{}, false
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
