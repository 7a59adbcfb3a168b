// game.go holds Game, its options (WithStart, WithMaxTurns, ...), New and the capabilities it implements.

package pushfight

import (
	"fmt"

	"github.com/plygo/ply"
)

// DefaultMaxTurns is the default turn cap: a game that reaches 200
// completed turns is a draw.
const DefaultMaxTurns = 200

// DefaultRepetitions is the default repetition rule: a position that
// occurs for the third time is a draw.
const DefaultRepetitions = 3

// Game is Push Fight with one configuration: the start position, the draw
// rules and the own-push-off variant. It is safe for concurrent use.
type Game struct {
	start     State
	maxTurns  int
	reps      int
	selfLoses bool
}

var (
	_ ply.Game[State, Move]          = (*Game)(nil)
	_ ply.Hasher[State]              = (*Game)(nil)
	_ ply.Notation[State, Move]      = (*Game)(nil)
	_ ply.Renderer[State]            = (*Game)(nil)
	_ ply.MoveOrderer[State, Move]   = (*Game)(nil)
	_ ply.PlayoutRunner[State]       = (*Game)(nil)
	_ ply.PlayerNamer                = (*Game)(nil)
	_ ply.EndReasoner[State]         = (*Game)(nil)
	_ ply.Setups[State]              = (*Game)(nil)
	_ ply.ForcingMover[State, Move]  = (*Game)(nil)
	_ ply.PlayoutPolicy[State, Move] = (*Game)(nil)
	_ ply.EvalScaler                 = (*Game)(nil)
)

// Option configures a Game; pass options to New.
type Option func(*Game) error

// WithStart makes s the start state of the game, for example a named setup
// from Game.Setup or a state from ParseState. A state that breaks the
// rules' invariants (piece counts, the anchor, the history) makes New
// return an error wrapping ply.ErrInvalidOption.
func WithStart(s State) Option {
	return func(g *Game) error {
		if err := s.check(); err != nil {
			return fmt.Errorf("pushfight: start state: %v: %w", err, ply.ErrInvalidOption)
		}
		g.start = s
		return nil
	}
}

// WithMaxTurns sets the turn cap: a game is drawn once n turns are
// completed (DefaultMaxTurns by default). Zero removes the cap; the turn
// counter then stops at 65535. A negative n makes New return an error
// wrapping ply.ErrInvalidOption.
func WithMaxTurns(n int) Option {
	return func(g *Game) error {
		if n < 0 {
			return fmt.Errorf("pushfight: turn cap %d: want 0 (none) or more: %w", n, ply.ErrInvalidOption)
		}
		g.maxTurns = n
		return nil
	}
}

// WithRepetitions sets the repetition rule: a position (board, anchor, side
// to move) occurring for the n-th time is a draw (DefaultRepetitions by
// default). Zero removes the rule. Occurrences are counted over the last
// HistoryLen turns, so n runs from 2 to HistoryLen+1; other values make New
// return an error wrapping ply.ErrInvalidOption.
func WithRepetitions(n int) Option {
	return func(g *Game) error {
		if n != 0 && (n < 2 || n > HistoryLen+1) {
			return fmt.Errorf("pushfight: repetitions %d: want 0 (no rule) or 2 to %d: %w", n, HistoryLen+1, ply.ErrInvalidOption)
		}
		g.reps = n
		return nil
	}
}

// WithSelfPushOffLoses switches on the variant in which pushing one's own
// piece off the board is legal and loses at once. By default it is
// illegal.
func WithSelfPushOffLoses(on bool) Option {
	return func(g *Game) error { g.selfLoses = on; return nil }
}

// New returns Push Fight with the given options; with none, the standard
// game: the "default" fixed setup, threefold repetition and a 200-turn cap
// drawn, own push-offs illegal.
func New(opts ...Option) (*Game, error) {
	g := &Game{start: standardStart, maxTurns: DefaultMaxTurns, reps: DefaultRepetitions}
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
var names = ply.Names{"White", "Black"}

// PlayerName returns "White" for ply.First and "Black" for ply.Second.
func (g *Game) PlayerName(p ply.Player) string { return names.PlayerName(p) }

// Start returns the start state of the game.
func (g *Game) Start() State { return g.start }

// MaxTurns returns the turn cap, 0 for none.
func (g *Game) MaxTurns() int { return g.maxTurns }

// Repetitions returns the repetition rule: the occurrence of a position
// that draws the game, 0 for no rule.
func (g *Game) Repetitions() int { return g.reps }

// SelfPushOffLoses reports whether pushing one's own piece off the board
// is legal and loses (WithSelfPushOffLoses).
func (g *Game) SelfPushOffLoses() bool { return g.selfLoses }

// ToMove returns the player to move (or to set up) in s.
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }
