// game.go holds Game, its options (WithStart, WithMaxTurns), New and the capabilities it implements.

package mitsudomoe

import (
	"fmt"

	"github.com/plygo/ply"
)

// DefaultMaxTurns is the turn cap of the standard game: a game still
// running after this many turns in total is a draw (end check E4).
const DefaultMaxTurns = 200

// Game is the two-player Mitsudomoe with its configuration: the start
// state and the turn cap. A Game is immutable and safe for concurrent use.
type Game struct {
	start    State
	maxTurns int
}

// Option configures a Game; pass options to New.
type Option func(*Game) error

// WithStart makes s the start state of the game, for example a state read
// by ParseState. A state that breaks the rules' invariants (three balls a
// side, each on a ring of its colour, eight rings a side between the board
// and the supply), such as the zero State, makes New return an error
// wrapping ply.ErrInvalidOption.
func WithStart(s State) Option {
	return func(g *Game) error {
		if err := s.check(); err != nil {
			return fmt.Errorf("mitsudomoe: start state: %v: %w", err, ply.ErrInvalidOption)
		}
		g.start = s
		return nil
	}
}

// WithMaxTurns sets the turn cap of end check E4: the game is a draw once
// n turns have been played in total. Zero means no cap; the rules then
// allow endless games. The default is DefaultMaxTurns. A negative n makes
// New return an error wrapping ply.ErrInvalidOption.
func WithMaxTurns(n int) Option {
	return func(g *Game) error {
		if n < 0 {
			return fmt.Errorf("mitsudomoe: turn cap %d: want 0 (none) or more: %w", n, ply.ErrInvalidOption)
		}
		g.maxTurns = n
		return nil
	}
}

// New returns the standard game (the rules' start, a cap of 200 turns)
// changed by opts.
func New(opts ...Option) (*Game, error) {
	g := &Game{start: startState, maxTurns: DefaultMaxTurns}
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
	_ ply.EndReasoner[State]         = (*Game)(nil)
	_ ply.Setups[State]              = (*Game)(nil)
	_ ply.ForcingMover[State, Move]  = (*Game)(nil)
	_ ply.PlayoutPolicy[State, Move] = (*Game)(nil)
	_ ply.EvalScaler                 = (*Game)(nil)
)

// names are the players' names.
var names = ply.Names{"White", "Black"}

// PlayerName returns "White" for ply.First and "Black" for ply.Second.
func (g *Game) PlayerName(p ply.Player) string { return names.PlayerName(p) }

// MaxTurns returns the turn cap of g, 0 for none.
func (g *Game) MaxTurns() int { return g.maxTurns }

// String describes the configuration, for example "mitsudomoe (max 200 turns)".
func (g *Game) String() string {
	if g.maxTurns == 0 {
		return "mitsudomoe (no turn cap)"
	}
	return fmt.Sprintf("mitsudomoe (max %d turns)", g.maxTurns)
}

// Start returns the start state of g: by default the rules' setup, each
// side's three balls on rings in its home corner, five rings in supply,
// White to move.
func (g *Game) Start() State { return g.start }

// ToMove returns the player to move in s: First is White, Second is Black.
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }
