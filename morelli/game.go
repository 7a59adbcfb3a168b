// game.go holds Game, its option WithStart, New and MustNew, the players'
// names, Start, ToMove and the capabilities the game asserts.

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
	_ ply.Setups[State]              = (*Game)(nil)
	_ ply.Notation[State, Move]      = (*Game)(nil)
	_ ply.Renderer[State]            = (*Game)(nil)
	_ ply.MoveCounter[State]         = (*Game)(nil)
	_ ply.MoveOrderer[State, Move]   = (*Game)(nil)
	_ ply.PlayoutRunner[State]       = (*Game)(nil)
	_ ply.PlayerNamer                = (*Game)(nil)
	_ ply.EndReasoner[State]         = (*Game)(nil)
	_ ply.ForcingMover[State, Move]  = (*Game)(nil)
	_ ply.PlayoutPolicy[State, Move] = (*Game)(nil)
	_ ply.EvalScaler                 = (*Game)(nil)
	_ ply.MoveIndexer[Move]          = (*Game)(nil)
)

// Option configures a Game; pass options to New.
type Option func(*Game) error

// WithStart makes s the start state: one of the setups of [Game.Setup], a
// state read with [ParseState], or any other State, since every State
// value is a state of the game (the zero State, the empty board, included).
func WithStart(s State) Option { return func(g *Game) error { g.start = s; return nil } }

// New returns the game with the given options. Without options it is the
// standard game from the "default" setup.
func New(opts ...Option) (*Game, error) {
	g := &Game{start: defaultSetup()}
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

// Start returns the configured start state.
func (g *Game) Start() State { return g.start }

// ToMove returns the side to move in s.
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }
