// game.go holds Game, its options and New, the players' names and the
// capabilities the game asserts.

package pathway

import (
	"fmt"

	"github.com/plygo/ply"
)

// Game is Pathway on one board size. It is safe for concurrent use.
type Game struct {
	n int
}

var (
	_ ply.Game[State, Move]          = (*Game)(nil)
	_ ply.Hasher[State]              = (*Game)(nil)
	_ ply.Notation[State, Move]      = (*Game)(nil)
	_ ply.Renderer[State]            = (*Game)(nil)
	_ ply.MoveCounter[State]         = (*Game)(nil)
	_ ply.PlayerNamer                = (*Game)(nil)
	_ ply.PlayoutPolicy[State, Move] = (*Game)(nil)
)

// Option configures a Game; pass options to New.
type Option func(*Game) error

// WithSize sets the board to n x n, for n from MinSize to MaxSize; 6 is
// the standard game, 8 the larger board of the rules. Other sizes make New
// return an error wrapping ErrSize and ply.ErrInvalidOption.
func WithSize(n int) Option {
	return func(g *Game) error {
		if n < MinSize || n > MaxSize {
			return fmt.Errorf("pathway: board size %d (want %d to %d): %w: %w", n, MinSize, MaxSize, ErrSize, ply.ErrInvalidOption)
		}
		g.n = n
		return nil
	}
}

// New returns Pathway configured by opts; with none, the standard game on
// the 6x6 board.
func New(opts ...Option) (*Game, error) {
	g := &Game{n: DefaultSize}
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

// Size returns the game's board size.
func (g *Game) Size() int { return g.n }

// Start returns the empty board with Red to move.
func (g *Game) Start() State { return State{n: uint8(g.n)} }

// ToMove returns the player to move in s.
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }

// names are the players' names.
var names = ply.Names{"Red", "Blue"}

// PlayerName returns "Red" for ply.First and "Blue" for ply.Second.
func (g *Game) PlayerName(p ply.Player) string { return names.PlayerName(p) }
