// game.go holds Game, its options (WithStart, WithBonusValue), New and
// MustNew, Start, BonusValue, the players' names and the capabilities the
// game asserts.

package mapello

import (
	"fmt"

	"github.com/plygo/ply"
)

// DefaultBonusValue is the rule book's worth of a bonus: 3 points.
const DefaultBonusValue = 3

// MaxBonusValue is the largest bonus value a Game accepts.
const MaxBonusValue = 100

// Game is Mapello with one configuration: the start state and the worth of
// a bonus. It is safe for concurrent use. The rules themselves (walls,
// bonuses, jokers, passes) live in the states, so one Game plays any
// position.
type Game struct {
	start      State
	bonusValue int
}

var (
	_ ply.Game[State, Move]        = (*Game)(nil)
	_ ply.Hasher[State]            = (*Game)(nil)
	_ ply.MoveIndexer[Move]        = (*Game)(nil)
	_ ply.Setups[State]            = (*Game)(nil)
	_ ply.Notation[State, Move]    = (*Game)(nil)
	_ ply.Renderer[State]          = (*Game)(nil)
	_ ply.MoveCounter[State]       = (*Game)(nil)
	_ ply.Perfter[State]           = (*Game)(nil)
	_ ply.PlayoutRunner[State]     = (*Game)(nil)
	_ ply.PlayerNamer              = (*Game)(nil)
	_ ply.EndReasoner[State]       = (*Game)(nil)
	_ ply.MoveOrderer[State, Move] = (*Game)(nil)
	_ ply.EvalScaler               = (*Game)(nil)
)

// Option configures a Game; pass options to New.
type Option func(*Game) error

// WithStart makes s the start state of the game: one of the setups
// ([Game.Setup], [RandomSetup]), a state read with [ParseState], or any
// other State, since every State value is a state of the game (the zero
// State included).
func WithStart(s State) Option { return func(g *Game) error { g.start = s; return nil } }

// WithBonusValue sets the points a player takes with a bonus: 3 by the
// rule book ([DefaultBonusValue]), 5 for the classic program's intent, 0
// for its code. A value outside 0..MaxBonusValue makes New return an error
// wrapping ply.ErrInvalidOption.
func WithBonusValue(n int) Option {
	return func(g *Game) error {
		if n < 0 || n > MaxBonusValue {
			return fmt.Errorf("mapello: bonus value %d outside 0..%d: %w", n, MaxBonusValue, ply.ErrInvalidOption)
		}
		g.bonusValue = n
		return nil
	}
}

// New returns Mapello configured by opts. Without options it is the rule
// book's game on the "default" setup board: 3 points a bonus, Black to
// move.
func New(opts ...Option) (*Game, error) {
	g := &Game{start: defaultSetup, bonusValue: DefaultBonusValue}
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

// ToMove returns the player to move in s: ply.First (Black) or ply.Second
// (White).
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }

// BonusValue returns the points a bonus is worth in this game.
func (g *Game) BonusValue() int { return g.bonusValue }

// Phase returns the number of empty cells of s: the stage of the game by
// which alpha-beta's ProbCut model is keyed (search.Phaser), fewer later.
func (g *Game) Phase(s State) int { return s.Empties() }

// ShallowPlies returns 2: alpha-beta (search.ShallowPlier) asks no
// MovePriority hints and uses no transposition table at nodes one or two
// plies above its horizon, as Othello programs search their last plies.
// There a hint (a move played and the reply's placements counted) and a
// table probe cost more than the nodes they save: an exact fixed-depth
// search of Othello's middle game takes about 0.7 times the time without
// them, for the same values and about 25 % more nodes (search/RESULTS.md).
// Selective searches ignore it.
func (g *Game) ShallowPlies() int { return 2 }
