// clicks.go gives type-erased access to the board capabilities a game may
// have: its Diagram (ply.Diagrammer) and how its moves are clicked
// (ply.MoveClicker).

package registry

import (
	"slices"

	"github.com/plygo/ply"
)

// ClickMove is a legal move with one way to click it.
type ClickMove struct {
	// Move is the move in canonical notation, as Game.Moves lists it.
	Move string
	// Clicks are the cells (named as in the game's Diagram) and tokens
	// (such as ply.ClickPass) a person clicks to enter it.
	Clicks []string
}

// boards is what the handles Adapt builds offer beside Game.
type boards interface {
	clicks(p Position) ([]ClickMove, bool)
	diagram(p Position) (ply.Diagram, bool)
	diagramAfter(p Position, move string) (ply.Diagram, bool)
	diagramClicks(p Position, clicks []string) (ply.Diagram, bool)
}

// Clicks returns, for each legal move of p, every way to click it (see
// ply.MoveClicker), in the game's order. It returns false if the game has
// no ply.MoveClicker (or p is not one of its positions); then a board
// offers the moves of Game.Moves as they are written.
func Clicks(g Game, p Position) ([]ClickMove, bool) {
	b, ok := g.(boards)
	if !ok {
		return nil, false
	}
	return b.clicks(p)
}

// Diagram returns the board description of p (see ply.Diagrammer), or
// false if the game has none (or p is not one of its positions).
func Diagram(g Game, p Position) (ply.Diagram, bool) {
	b, ok := g.(boards)
	if !ok {
		return ply.Diagram{}, false
	}
	return b.diagram(p)
}

// DiagramAfter returns the board description of the position move leads
// to from p, with move marked, or false if the game has no
// ply.Diagrammer or move is not legal in p.
func DiagramAfter(g Game, p Position, move string) (ply.Diagram, bool) {
	b, ok := g.(boards)
	if !ok {
		return ply.Diagram{}, false
	}
	return b.diagramAfter(p, move)
}

// DiagramClicks returns the board description of p in the middle of a
// turn: after clicks, a proper prefix of a path Clicks returns (see
// ply.ClickPreviewer). It returns false if the game has no
// ply.ClickPreviewer or clicks is no such prefix.
func DiagramClicks(g Game, p Position, clicks []string) (ply.Diagram, bool) {
	b, ok := g.(boards)
	if !ok {
		return ply.Diagram{}, false
	}
	return b.diagramClicks(p, clicks)
}

func (a *adapter[S, M]) diagramClicks(p Position, clicks []string) (ply.Diagram, bool) {
	s, ok := a.state(p)
	if !ok || len(clicks) == 0 {
		return ply.Diagram{}, false
	}
	pv, ok := ply.As[ply.ClickPreviewer[S]](a.g)
	if !ok {
		return ply.Diagram{}, false
	}
	c, ok := ply.As[ply.MoveClicker[S, M]](a.g)
	if !ok {
		return ply.Diagram{}, false
	}
	if _, over := a.g.Result(s); over {
		return ply.Diagram{}, false
	}
	prefix := false
	for _, path := range c.ClickPaths(s) {
		if len(path) > len(clicks) && slices.Equal(path[:len(clicks)], clicks) {
			prefix = true
			break
		}
	}
	if !prefix {
		return ply.Diagram{}, false
	}
	return pv.DiagramClicks(s, clicks)
}

func (a *adapter[S, M]) clicks(p Position) ([]ClickMove, bool) {
	s, ok := a.state(p)
	if !ok {
		return nil, false
	}
	c, ok := ply.As[ply.MoveClicker[S, M]](a.g)
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

func (a *adapter[S, M]) diagram(p Position) (ply.Diagram, bool) {
	s, ok := a.state(p)
	if !ok {
		return ply.Diagram{}, false
	}
	d, ok := ply.As[ply.Diagrammer[S, M]](a.g)
	if !ok {
		return ply.Diagram{}, false
	}
	return d.Diagram(s), true
}

func (a *adapter[S, M]) diagramAfter(p Position, move string) (ply.Diagram, bool) {
	s, ok := a.state(p)
	if !ok {
		return ply.Diagram{}, false
	}
	d, ok := ply.As[ply.Diagrammer[S, M]](a.g)
	if !ok {
		return ply.Diagram{}, false
	}
	m, err := a.parse(s, move)
	if err != nil {
		return ply.Diagram{}, false
	}
	out, err := d.DiagramAfter(s, m)
	return out, err == nil
}
