// Package counted wraps a game to count the calls of its ParseMove, for the
// tests that check a move is read once on its way from a person (the web
// board, the engine protocol) to the line.
package counted

import (
	"sync/atomic"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// Game is a ply.Game whose notation counts its ParseMove calls. It is a
// ply.Wrapper, so ply.As finds the inner game's other capabilities
// (diagrams, clicks, hashing) through it.
type Game[S, M comparable] struct {
	ply.Game[S, M]
	n     ply.Notation[S, M]
	calls *atomic.Int64
}

// Wrap returns g counting its ParseMove calls in calls. g must have a
// ply.Notation.
func Wrap[S, M comparable](g ply.Game[S, M], calls *atomic.Int64) Game[S, M] {
	n, _ := ply.As[ply.Notation[S, M]](g)
	return Game[S, M]{Game: g, n: n, calls: calls}
}

// Unwrap returns the inner game.
func (g Game[S, M]) Unwrap() ply.Game[S, M] { return g.Game }

// ParseMove counts the call and reads the move with the inner notation.
func (g Game[S, M]) ParseMove(s S, text string) (M, error) {
	g.calls.Add(1)
	return g.n.ParseMove(s, text)
}

// FormatMove writes a move with the inner notation.
func (g Game[S, M]) FormatMove(s S, m M) string { return g.n.FormatMove(s, m) }

// ParseState reads a state with the inner notation.
func (g Game[S, M]) ParseState(text string) (S, error) { return g.n.ParseState(text) }

// FormatState writes a state with the inner notation.
func (g Game[S, M]) FormatState(s S) string { return g.n.FormatState(s) }

// Register registers g, counted in calls, under name.
func Register[S, M comparable](name string, g ply.Game[S, M], calls *atomic.Int64) {
	registry.Register(registry.Entry{
		Name:    name,
		Summary: "a game whose ParseMove calls are counted",
		Open: func(cfg registry.Config) (registry.Game, error) {
			return registry.Adapt[S, M](name, Wrap(g, calls), cfg)
		},
	})
}
