// game.go holds the Game type, its options and the ply.Game methods that
// are not move generation: Start, ToMove and Result.

package morelli

import "github.com/plygo/ply"

// Game is Morelli from one start position. Its methods are safe for
// concurrent use. A zero Game starts from the empty board.
type Game struct {
	start State
}

var (
	_ ply.Game[State, Move]          = (*Game)(nil)
	_ ply.Hasher[State]              = (*Game)(nil)
	_ ply.Notation[State, Move]      = (*Game)(nil)
	_ ply.Renderer[State]            = (*Game)(nil)
	_ ply.MoveCounter[State]         = (*Game)(nil)
	_ ply.MoveOrderer[State, Move]   = (*Game)(nil)
	_ ply.PlayoutRunner[State]       = (*Game)(nil)
	_ ply.PlayerNamer                = (*Game)(nil)
	_ ply.ForcingMover[State, Move]  = (*Game)(nil)
	_ ply.PlayoutPolicy[State, Move] = (*Game)(nil)
)

// Option configures a Game; pass options to New.
type Option func(*Game) error

// WithStart makes s the start position, for example a state parsed from the
// notation or one of the setups Default and Random.
func WithStart(s State) Option { return func(g *Game) error { g.start = s; return nil } }

// New returns the game with the given options. Without options it is the
// standard game from the Default setup.
func New(opts ...Option) (*Game, error) {
	g := &Game{start: Default()}
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

// names are the players' names.
var names = ply.Names{"Black", "White"}

// PlayerName returns "Black" for ply.First and "White" for ply.Second.
func (g *Game) PlayerName(p ply.Player) string { return names.PlayerName(p) }

// Start returns the configured start position.
func (g *Game) Start() State { return g.start }

// ToMove returns the side to move in s.
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }
