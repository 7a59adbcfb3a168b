// game.go holds Game, its options and its ply.Game methods, end checks E1–E4 included.

package mitsudomoe

import (
	"fmt"

	"github.com/plygo/ply"
)

// DefaultMaxPlies is the turn cap of the standard game: a game still
// running after this many turns in total is a draw (end check E4).
const DefaultMaxPlies = 200

// Game is the two-player Mitsudomoe with its configuration, the turn cap.
// A Game is immutable and safe for concurrent use.
type Game struct {
	maxPlies int
}

// Option configures a Game; pass options to New.
type Option func(*Game) error

// WithMaxPlies sets the turn cap of end check E4: the game is a draw once
// n turns have been played in total. Zero means no cap; the rules then
// allow endless games. The default is DefaultMaxPlies. A negative n makes
// New return an error wrapping ply.ErrInvalidOption.
func WithMaxPlies(n int) Option {
	return func(g *Game) error {
		if n < 0 {
			return fmt.Errorf("mitsudomoe: turn cap %d: want 0 (none) or more: %w", n, ply.ErrInvalidOption)
		}
		g.maxPlies = n
		return nil
	}
}

// New returns the standard game (a cap of 200 turns) changed by opts.
func New(opts ...Option) (*Game, error) {
	g := &Game{maxPlies: DefaultMaxPlies}
	for _, o := range opts {
		if err := o(g); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// MustNew is New for options known to be valid, such as none: it panics
// where New returns an error. It is meant for tests and examples.
func MustNew(opts ...Option) *Game { return ply.Must(New(opts...)) }

var (
	_ ply.Game[State, Move]          = (*Game)(nil)
	_ ply.Hasher[State]              = (*Game)(nil)
	_ ply.Notation[State, Move]      = (*Game)(nil)
	_ ply.Renderer[State]            = (*Game)(nil)
	_ ply.PlayerNamer                = (*Game)(nil)
	_ ply.ForcingMover[State, Move]  = (*Game)(nil)
	_ ply.PlayoutPolicy[State, Move] = (*Game)(nil)
	_ ply.PlayoutEvaluator[State]    = (*Game)(nil)
)

// names are the players' names.
var names = ply.Names{"White", "Black"}

// PlayerName returns "White" for ply.First and "Black" for ply.Second.
func (g *Game) PlayerName(p ply.Player) string { return names.PlayerName(p) }

// MaxPlies returns the turn cap of g, 0 for none.
func (g *Game) MaxPlies() int { return g.maxPlies }

// String describes the configuration, for example "mitsudomoe (max 200 plies)".
func (g *Game) String() string {
	if g.maxPlies == 0 {
		return "mitsudomoe (no ply cap)"
	}
	return fmt.Sprintf("mitsudomoe (max %d plies)", g.maxPlies)
}

// Start returns the start position: each side's three balls on rings in
// its home corner, five rings in supply, White to move.
func (g *Game) Start() State { return startState }

// ToMove returns the player to move in s: First is White, Second is Black.
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }

// Evaluate returns the standard heuristic value of the unfinished state s
// for p, EvalRace: higher is better for p, and values lie within ±15,000.
func (g *Game) Evaluate(s State, p ply.Player) float64 {
	return EvalRace(s, p)
}
