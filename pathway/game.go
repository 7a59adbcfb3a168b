// game.go holds Game, its options (WithSize, WithStart), New and MustNew,
// the setups, the players' names and the capabilities the game asserts.

package pathway

import (
	"fmt"

	"github.com/plygo/ply"
)

// Game is Pathway on one board size, from one start state. It is safe for
// concurrent use.
type Game struct {
	n     int
	start State
}

var (
	_ ply.Game[State, Move]          = (*Game)(nil)
	_ ply.Hasher[State]              = (*Game)(nil)
	_ ply.MoveIndexer[Move]          = (*Game)(nil)
	_ ply.Setups[State]              = (*Game)(nil)
	_ ply.Notation[State, Move]      = (*Game)(nil)
	_ ply.Renderer[State]            = (*Game)(nil)
	_ ply.MoveCounter[State]         = (*Game)(nil)
	_ ply.PlayerNamer                = (*Game)(nil)
	_ ply.EndReasoner[State]         = (*Game)(nil)
	_ ply.PlayoutPolicy[State, Move] = (*Game)(nil)
	_ ply.EvalScaler                 = (*Game)(nil)
)

// Option configures a Game; pass options to New.
type Option func(*Game) error

// WithSize sets the board to n x n, for n from MinSize to MaxSize; 6 is
// the standard game, 8 the larger board of the rules. Other sizes make New
// return an error wrapping ply.ErrInvalidOption.
func WithSize(n int) Option {
	return func(g *Game) error {
		if n < MinSize || n > MaxSize {
			return fmt.Errorf("pathway: board size %d (want %d to %d): %w", n, MinSize, MaxSize, ply.ErrInvalidOption)
		}
		g.n = n
		return nil
	}
}

// WithStart makes s the start state, such as a state read with
// [ParseState]; the board size is s's. The zero State, which is not a
// state, makes New return an error wrapping ply.ErrInvalidOption, and so
// does a WithSize of another size.
func WithStart(s State) Option {
	return func(g *Game) error {
		if back, err := ParseState(s.String()); err != nil || back != s {
			return fmt.Errorf("pathway: start state %q: not a state of the game: %w", s.String(), ply.ErrInvalidOption)
		}
		g.start = s
		return nil
	}
}

// New returns Pathway configured by opts; with none, the standard game on
// the 6x6 board from the empty board.
func New(opts ...Option) (*Game, error) {
	g := &Game{}
	for _, o := range opts {
		if err := o(g); err != nil {
			return nil, err
		}
	}
	switch n := int(g.start.n); {
	case n == 0 && g.n == 0:
		g.n = DefaultSize
	case n == 0:
	case g.n == 0:
		g.n = n
	case g.n != n:
		return nil, fmt.Errorf("pathway: start state %q is %dx%d, but the size is %d: %w", g.start.String(), n, n, g.n, ply.ErrInvalidOption)
	}
	if g.start.n == 0 {
		g.start = State{n: uint8(g.n)}
	}
	return g, nil
}

// MustNew is New for options known to be valid, such as none: it panics
// where New returns an error. It is meant for tests and examples.
func MustNew(opts ...Option) *Game { return ply.Must(New(opts...)) }

// Size returns the game's board size.
func (g *Game) Size() int { return g.n }

// Start returns the configured start state: the empty board with Red to
// move, unless WithStart gives another.
func (g *Game) Start() State { return g.start }

// SetupNames returns the names Setup knows: "default" alone, since the
// rules have one setup.
func (g *Game) SetupNames() []string { return []string{"default"} }

// Setup returns the setup called name: "default", the game's start, which
// is the empty board of the game's size with Red to move unless WithStart
// gave another state. seed is not read. Another name returns an error
// wrapping ply.ErrInvalidOption.
func (g *Game) Setup(name string, seed uint64) (State, error) {
	if name != "default" {
		return State{}, fmt.Errorf("pathway: setup %q: want default: %w", name, ply.ErrInvalidOption)
	}
	return g.start, nil
}

// ToMove returns the player to move in s.
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }

// names are the players' names.
var names = ply.Names{"Red", "Blue"}

// PlayerName returns "Red" for ply.First and "Blue" for ply.Second.
func (g *Game) PlayerName(p ply.Player) string { return names.PlayerName(p) }
