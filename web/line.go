// line.go holds a game's line with what is kept beside it: the moves'
// comments for the record and the view of the line's position, computed
// once.

package web

import (
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// gameLine is a game's line (the moves played, read once), the comments
// of its moves (the bots' searches, for the record), and the view of its
// position (posView), computed once and kept until the line changes. Its
// fields are guarded by the game's mu, with which its methods are called.
type gameLine struct {
	registry.Line
	comments map[int]string // by move index
	pv       *posView       // the view of the line's position, or nil
}

// comment keeps the comment of move i (from 0) for the record.
func (l *gameLine) comment(i int, text string) {
	if l.comments == nil {
		l.comments = map[int]string{}
	}
	l.comments[i] = text
}

// dropComments forgets the comments of the moves the line no longer has.
func (l *gameLine) dropComments() {
	for i := range l.comments {
		if i >= l.Len() {
			delete(l.comments, i)
		}
	}
}

// toMove returns the player to move in the line's position, or
// ply.NoPlayer once the game is over by its rules.
func (l *gameLine) toMove(g registry.Game) ply.Player {
	return g.ToMove(l.Position())
}

// moverAt returns the player who made move i (from 0) of line, or is to
// move when i is its length.
func moverAt(g registry.Game, line registry.Line, i int) ply.Player {
	p := line.Start
	if i > 0 {
		p = line.Positions[i-1]
	}
	return g.ToMove(p)
}

// view returns the view of the line's position, computed once.
func (l *gameLine) view(g registry.Game) *posView {
	if l.pv.describes(l.Line) {
		return l.pv
	}
	l.pv = newPosView(g, l.Line, l.pv)
	return l.pv
}

// offered returns the move text names, if the view of the line's position
// offered it (clicked on the board, picked from the list).
func (l *gameLine) offered(text string) (registry.Move, bool) {
	if pv := l.pv; pv.describes(l.Line) {
		m, ok := pv.moves[strings.TrimSpace(text)]
		return m, ok
	}
	return registry.Move{}, false
}

// playText returns the line after the move that text names. A move the
// view of the position offered is played as it was listed, read nothing
// again; any other text is read once, by ParseMove.
func (l *gameLine) playText(g registry.Game, text string) (registry.Line, error) {
	if m, ok := l.offered(text); ok {
		return l.PlayMove(g, m)
	}
	return l.Play(g, text)
}

// at returns the position after n moves, for review.
func (l *gameLine) at(g registry.Game, n int) (positionView, bool) {
	if n < 0 || n > l.Len() {
		return positionView{}, false
	}
	p := l.Start
	if n > 0 {
		p = l.Positions[n-1]
	}
	v := positionView{Ply: n, Position: g.FormatPosition(p), Text: g.Render(p)}
	if d, ok := l.Diagram(g, n); ok {
		v.Diagram = &d
	}
	return v, true
}
