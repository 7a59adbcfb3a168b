// Package counted wraps a game to count the calls of its ParseMove,
// AppendMoves, Apply and Result, for the tests that check the work a move
// costs on its way from a person (the web board, the engine protocol) to
// the line and back to the board: each move read once, each view computed
// once.
package counted

import (
	"fmt"
	"sync/atomic"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// Counts are the calls of a counted game's methods.
type Counts struct {
	// Parses counts ParseMove.
	Parses atomic.Int64
	// Moves counts AppendMoves: each generation of the legal moves.
	Moves atomic.Int64
	// Applies counts Apply.
	Applies atomic.Int64
	// Results counts Result.
	Results atomic.Int64
}

// Reset sets every count to zero.
func (c *Counts) Reset() {
	c.Parses.Store(0)
	c.Moves.Store(0)
	c.Applies.Store(0)
	c.Results.Store(0)
}

// Snapshot is the counts at one moment.
type Snapshot struct {
	Parses, Moves, Applies, Results int64
}

// Snapshot returns the counts now.
func (c *Counts) Snapshot() Snapshot {
	return Snapshot{c.Parses.Load(), c.Moves.Load(), c.Applies.Load(), c.Results.Load()}
}

// String writes the counts as "1 parses, 0 generations, 1 Apply, 2 Result".
func (s Snapshot) String() string {
	return fmt.Sprintf("%d parses, %d generations, %d Apply, %d Result", s.Parses, s.Moves, s.Applies, s.Results)
}

// Game is a ply.Game that counts the calls of its ParseMove, AppendMoves,
// Apply and Result made through it: the calls of the code that holds it
// (the registry's handle, a search), not those a game's own capabilities
// make of the inner game. It is a ply.Wrapper, so ply.As finds the inner
// game's other capabilities (diagrams, clicks, hashing) through it.
type Game[S, M comparable] struct {
	ply.Game[S, M]
	n     ply.Notation[S, M]
	calls *Counts
}

// Wrap returns g counting its calls in calls. g must have a ply.Notation.
func Wrap[S, M comparable](g ply.Game[S, M], calls *Counts) Game[S, M] {
	n, _ := ply.As[ply.Notation[S, M]](g)
	return Game[S, M]{Game: g, n: n, calls: calls}
}

// Unwrap returns the inner game.
func (g Game[S, M]) Unwrap() ply.Game[S, M] { return g.Game }

// AppendMoves counts the call and generates the moves with the inner game.
func (g Game[S, M]) AppendMoves(dst []M, s S) []M {
	g.calls.Moves.Add(1)
	return g.Game.AppendMoves(dst, s)
}

// Apply counts the call and plays the move with the inner game.
func (g Game[S, M]) Apply(s S, m M) S {
	g.calls.Applies.Add(1)
	return g.Game.Apply(s, m)
}

// Result counts the call and asks the inner game.
func (g Game[S, M]) Result(s S) (ply.Result, bool) {
	g.calls.Results.Add(1)
	return g.Game.Result(s)
}

// ParseMove counts the call and reads the move with the inner notation.
func (g Game[S, M]) ParseMove(s S, text string) (M, error) {
	g.calls.Parses.Add(1)
	return g.n.ParseMove(s, text)
}

// FormatMove writes a move with the inner notation.
func (g Game[S, M]) FormatMove(s S, m M) string { return g.n.FormatMove(s, m) }

// ParseState reads a state with the inner notation.
func (g Game[S, M]) ParseState(text string) (S, error) { return g.n.ParseState(text) }

// FormatState writes a state with the inner notation.
func (g Game[S, M]) FormatState(s S) string { return g.n.FormatState(s) }

// Register registers g, counted in calls, under name.
func Register[S, M comparable](name string, g ply.Game[S, M], calls *Counts) {
	registry.Register(registry.Entry{
		Name:    name,
		Summary: "a game whose ParseMove, AppendMoves, Apply and Result calls are counted",
		Open: func(cfg registry.Config) (registry.Game, error) {
			return registry.Adapt[S, M](name, Wrap(g, calls), cfg)
		},
	})
}
