// clicks.go holds the Boards part of the handle Adapt builds: text boards,
// diagrams (diagram.Diagrammer), how a game's moves are clicked on its board
// (diagram.MoveClicker, diagram.ClickGrouper) and that board in the middle
// of a turn (diagram.ClickPreviewer).

package registry

import (
	"fmt"
	"slices"

	"github.com/plygo/ply/diagram"
)

// ClickMove is a legal move with one way to click it.
type ClickMove struct {
	// Move is the move, as Rules.Moves lists it.
	Move Move
	// Clicks are the cells (named as in the game's Diagram) and tokens
	// (such as diagram.ClickPass) a person clicks to enter it.
	Clicks []string
}

func (a *adapter[S, M]) Diagram(p Position) (diagram.Diagram, bool) {
	s, ok := a.state(p)
	if !ok || a.diagrammer == nil {
		return diagram.Diagram{}, false
	}
	return a.diagrammer.Diagram(s), true
}

func (a *adapter[S, M]) DiagramAfter(m Move, next Position) (diagram.Diagram, error) {
	s, mv, ok := a.unpack(m)
	n, nok := a.state(next)
	if !ok || !nok {
		return diagram.Diagram{}, a.badPosition()
	}
	if a.diagrammer == nil {
		return diagram.Diagram{}, fmt.Errorf("%s: %w", a.name, ErrNoDiagram)
	}
	return a.diagrammer.DiagramAfter(s, n, mv), nil
}

func (a *adapter[S, M]) DiagramClicks(p Position, clicks []string) (diagram.Diagram, bool) {
	s, ok := a.state(p)
	if !ok || len(clicks) == 0 || a.previewer == nil || a.clicker == nil {
		return diagram.Diagram{}, false
	}
	if _, over := a.result(s); over {
		return diagram.Diagram{}, false
	}
	groups := a.groups(s)
	prefix := false
	for _, path := range a.clicker.ClickPaths(s) {
		if len(path) > len(clicks) && diagram.ClicksBegin(groups, path, clicks) {
			prefix = true
			break
		}
	}
	if !prefix {
		return diagram.Diagram{}, false
	}
	return a.previewer.DiagramClicks(s, clicks)
}

func (a *adapter[S, M]) ClickGroups(p Position) []diagram.ClickGroup {
	s, ok := a.state(p)
	if !ok {
		return nil
	}
	return a.groups(s)
}

// groups returns the click groups of s, none for a game without a
// diagram.ClickGrouper.
func (a *adapter[S, M]) groups(s S) []diagram.ClickGroup {
	if a.grouper == nil {
		return nil
	}
	return a.grouper.ClickGroups(s)
}

func (a *adapter[S, M]) Clicks(p Position) ([]ClickMove, bool) {
	s, ok := a.state(p)
	if !ok || a.clicker == nil {
		return nil, false
	}
	if _, over := a.result(s); over {
		return nil, true
	}
	var out []ClickMove
	moves := make(map[M]Move)
	for m, path := range a.clicker.ClickPaths(s) {
		mv, ok := moves[m]
		if !ok {
			mv = a.move(s, m)
			moves[m] = mv
		}
		out = append(out, ClickMove{Move: mv, Clicks: slices.Clone(path)})
	}
	return out, true
}
