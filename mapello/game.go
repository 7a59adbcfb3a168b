// game.go holds Game, its configuration options and New.

package mapello

import (
	"fmt"

	"github.com/plygo/ply"
)

// DefaultBonusValue is the rule book's worth of a bonus: 3 points.
const DefaultBonusValue = 3

// MaxBonusValue is the largest bonus value a Game accepts.
const MaxBonusValue = 100

// Game is Mapello with one configuration: the start state, the worth of a
// bonus and the evaluation used by bots. It implements ply.Game,
// ply.Hasher, ply.Notation, ply.Renderer, ply.MoveCounter, ply.Perfter and
// ply.PlayoutRunner, and is safe for concurrent use. The rules themselves
// (walls, bonuses, jokers, passes) live in the states, so one Game plays
// any position.
type Game struct {
	start      State
	bonusValue int
	eval       Evaluator
}

var (
	_ ply.Game[State, Move]     = (*Game)(nil)
	_ ply.Hasher[State]         = (*Game)(nil)
	_ ply.Notation[State, Move] = (*Game)(nil)
	_ ply.Renderer[State]       = (*Game)(nil)
	_ ply.MoveCounter[State]    = (*Game)(nil)
	_ ply.Perfter[State]        = (*Game)(nil)
	_ ply.PlayoutRunner[State]  = (*Game)(nil)
)

// Option configures a Game; pass options to New.
type Option func(*Game)

// Setup makes s the start state of the game: a setup such as
// [RulebookSetup], [PlainSetup] or [RandomSetup], or any position.
func Setup(s State) Option { return func(g *Game) { g.start = s } }

// BonusValue sets the points a player takes with a bonus: 3 by the rule
// book ([DefaultBonusValue]), 5 for the seed's intent, 0 for its program.
// It panics if n is outside 0..MaxBonusValue, a programming error.
func BonusValue(n int) Option {
	if n < 0 || n > MaxBonusValue {
		panic(fmt.Sprintf("mapello: bonus value %d outside 0..%d", n, MaxBonusValue))
	}
	return func(g *Game) { g.bonusValue = n }
}

// Evaluation selects the heuristic Evaluate uses; the default is
// [EvalStandard].
func Evaluation(e Evaluator) Option { return func(g *Game) { g.eval = e } }

// New returns Mapello configured by opts. Without options it is the rule
// book's game on the [DefaultSetup] board: 3 points a bonus, Black to move,
// with the [EvalStandard] evaluation.
func New(opts ...Option) *Game {
	g := &Game{start: DefaultSetup(), bonusValue: DefaultBonusValue, eval: EvalStandard}
	for _, o := range opts {
		o(g)
	}
	return g
}

// Start returns the configured start state.
func (g *Game) Start() State { return g.start }

// BonusValue returns the points a bonus is worth in this game.
func (g *Game) BonusValue() int { return g.bonusValue }
