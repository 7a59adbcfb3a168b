// clicks.go gives type-erased access to how a game's moves are clicked on
// its board (diagram.MoveClicker) and that board in the middle of a turn
// (diagram.ClickPreviewer).

package registry

import (
	"slices"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
)

// ClickMove is a legal move with one way to click it.
type ClickMove struct {
	// Move is the move in canonical notation, as Game.Moves lists it.
	Move string
	// Clicks are the cells (named as in the game's Diagram) and tokens
	// (such as diagram.ClickPass) a person clicks to enter it.
	Clicks []string
}

// boards is what the handles Adapt builds offer beside Game.
type boards interface {
	clicks(p Position) ([]ClickMove, bool)
	diagramClicks(p Position, clicks []string) (diagram.Diagram, bool)
}

// Clicks returns, for each legal move of p, every way to click it (see
// diagram.MoveClicker), in the game's order. It returns false if the game has
// no diagram.MoveClicker (or p is not one of its positions); then a board
// offers the moves of Game.Moves as they are written.
func Clicks(g Game, p Position) ([]ClickMove, bool) {
	b, ok := g.(boards)
	if !ok {
		return nil, false
	}
	return b.clicks(p)
}

// DiagramClicks returns the board description of p in the middle of a
// turn: after clicks, a proper prefix of a path Clicks returns (see
// diagram.ClickPreviewer). It returns false if the game has no
// diagram.ClickPreviewer or clicks is no such prefix.
func DiagramClicks(g Game, p Position, clicks []string) (diagram.Diagram, bool) {
	b, ok := g.(boards)
	if !ok {
		return diagram.Diagram{}, false
	}
	return b.diagramClicks(p, clicks)
}

func (a *adapter[S, M]) diagramClicks(p Position, clicks []string) (diagram.Diagram, bool) {
	s, ok := a.state(p)
	if !ok || len(clicks) == 0 {
		return diagram.Diagram{}, false
	}
	pv, ok := ply.As[diagram.ClickPreviewer[S]](a.g)
	if !ok {
		return diagram.Diagram{}, false
	}
	c, ok := ply.As[diagram.MoveClicker[S, M]](a.g)
	if !ok {
		return diagram.Diagram{}, false
	}
	if _, over := a.g.Result(s); over {
		return diagram.Diagram{}, false
	}
	prefix := false
	for _, path := range c.ClickPaths(s) {
		if len(path) > len(clicks) && slices.Equal(path[:len(clicks)], clicks) {
			prefix = true
			break
		}
	}
	if !prefix {
		return diagram.Diagram{}, false
	}
	return pv.DiagramClicks(s, clicks)
}

func (a *adapter[S, M]) clicks(p Position) ([]ClickMove, bool) {
	s, ok := a.state(p)
	if !ok {
		return nil, false
	}
	c, ok := ply.As[diagram.MoveClicker[S, M]](a.g)
	if !ok {
		return nil, false
	}
	if _, over := a.g.Result(s); over {
		return nil, true
	}
	var out []ClickMove
	names := make(map[M]string)
	for m, path := range c.ClickPaths(s) {
		name, ok := names[m]
		if !ok {
			name = a.n.FormatMove(s, m)
			names[m] = name
		}
		out = append(out, ClickMove{Move: name, Clicks: slices.Clone(path)})
	}
	return out, true
}
