// game.go holds the Game type, its options and the ply.Game methods that
// are not move generation: Start, ToMove and Result.

package morelli

import "github.com/plygo/ply"

// Game is Morelli with a configuration: the start position, the evaluation
// used by bots and the look of the text board. It implements ply.Game,
// ply.Hasher, ply.Notation and ply.Renderer, and its methods are safe for
// concurrent use. New returns the standard game; a zero Game starts from
// the empty board.
type Game struct {
	start State
	eval  Eval
	color bool
}

// Compile-time checks that *Game has every capability.
var (
	_ ply.Game[State, Move]     = (*Game)(nil)
	_ ply.Hasher[State]         = (*Game)(nil)
	_ ply.Notation[State, Move] = (*Game)(nil)
	_ ply.Renderer[State]       = (*Game)(nil)
)

// Option configures a Game.
type Option func(*Game)

// WithStart makes s the start position, for example a state parsed from the
// rules' notation or one of the setups Default and Random.
func WithStart(s State) Option { return func(g *Game) { g.start = s } }

// WithRandomSetup starts from Random(seed), the rules' seeded random
// setup.
func WithRandomSetup(seed uint64) Option { return WithStart(Random(seed)) }

// WithEval selects the evaluation that Evaluate uses (EvalReserve by
// default).
func WithEval(e Eval) Option { return func(g *Game) { g.eval = e } }

// WithColor makes Render colour the bands with ANSI escape sequences, for
// terminals that show them.
func WithColor(on bool) Option { return func(g *Game) { g.color = on } }

// New returns the game with the given options. Without options it is the
// standard game from the Default setup, with EvalReserve.
func New(opts ...Option) *Game {
	g := &Game{start: Default(), eval: EvalReserve}
	for _, o := range opts {
		o(g)
	}
	return g
}

// Start returns the configured start position.
func (g *Game) Start() State { return g.start }

// ToMove returns the side to move in s.
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }

// Result reports whether the game is over in s, which happens when the side
// to move has no legal move, whatever the other side could still do. The
// owner of the King on the Throne then wins; an empty Throne is a draw.
// Morelli keeps no score.
func (g *Game) Result(s State) (ply.Result, bool) {
	if hasMove(&s) {
		return ply.Result{}, false
	}
	return ply.Result{Winner: s.king}, true
}
