// game.go holds the contract every game implements: Player, Result, Game
// and the error sentinels. The optional capabilities are in
// capabilities.go, and the functions that work on any game in play.go.

package ply

import (
	"errors"
	"fmt"
)

// Player identifies a side. The zero value is NoPlayer, so a zero Result is a
// draw.
type Player int8

const (
	// NoPlayer names nobody: the winner of a drawn game.
	NoPlayer Player = iota
	// First is the player who moves first.
	First
	// Second is the player who moves second.
	Second
)

// Opponent returns the other player; the opponent of NoPlayer is NoPlayer.
func (p Player) Opponent() Player {
	switch p {
	case First:
		return Second
	case Second:
		return First
	}
	return NoPlayer
}

// Index returns 0 for First and 1 for Second, the index of p in
// Result.Score. It returns -1 for any other value.
func (p Player) Index() int {
	switch p {
	case First:
		return 0
	case Second:
		return 1
	}
	return -1
}

// String returns "first", "second" or "none".
func (p Player) String() string {
	switch p {
	case First:
		return "first"
	case Second:
		return "second"
	case NoPlayer:
		return "none"
	}
	return fmt.Sprintf("Player(%d)", int8(p))
}

// MarshalText returns the player's name, "first", "second" or "none", so
// that players read well in JSON.
func (p Player) MarshalText() ([]byte, error) {
	switch p {
	case NoPlayer, First, Second:
		return []byte(p.String()), nil
	}
	return nil, fmt.Errorf("ply: player %d: %w", int8(p), ErrSyntax)
}

// UnmarshalText reads what MarshalText writes.
func (p *Player) UnmarshalText(text []byte) error {
	switch string(text) {
	case "none":
		*p = NoPlayer
	case "first":
		*p = First
	case "second":
		*p = Second
	default:
		return fmt.Errorf("ply: player %q: %w", text, ErrSyntax)
	}
	return nil
}

// Result is the outcome of a finished game.
type Result struct {
	// Winner is the player who won, or NoPlayer for a draw.
	Winner Player
	// Score holds the final points of First and Second (in that order)
	// for games that keep score, such as Mapello; it is zero otherwise.
	Score [2]int
}

// For returns +1 if p won, -1 if p lost and 0 for a draw.
func (r Result) For(p Player) int {
	switch r.Winner {
	case NoPlayer:
		return 0
	case p:
		return 1
	}
	return -1
}

// String describes the result, for example "first wins" or "draw".
func (r Result) String() string {
	s := "draw"
	if r.Winner != NoPlayer {
		s = r.Winner.String() + " wins"
	}
	if r.Score != [2]int{} {
		s += fmt.Sprintf(" %d-%d", r.Score[0], r.Score[1])
	}
	return s
}

// Game is the contract between a game and everything that plays it.
//
// S is the state: an immutable, comparable value (arrays, bitboards and
// counters; no slices, maps or pointers), so copying is cheap, == compares
// positions and states can be shared between goroutines. M is one whole turn
// of the player to move, a small comparable value; players strictly
// alternate, so one search ply is one move. A game's methods must be safe for
// concurrent use.
type Game[S, M comparable] interface {
	// Start returns the initial state of this configuration.
	Start() S
	// ToMove returns the player who acts in s. It is meaningful only
	// while the game is not over.
	ToMove(s S) Player
	// AppendMoves appends every legal move in s to dst, each exactly once
	// (moves leading to the same state are generated once), and returns
	// the extended slice. It appends nothing when the game is over. The
	// order is deterministic.
	AppendMoves(dst []M, s S) []M
	// Apply returns the state after m. It never changes s. m must be one
	// of the moves AppendMoves generates for s; anything else is
	// undefined (use Play for untrusted moves).
	Apply(s S, m M) S
	// Result reports whether the game is over in s and, if so, how it
	// ended.
	Result(s S) (r Result, over bool)
	// Evaluate returns a heuristic value of the unfinished state s for p:
	// higher is better for p. Search uses it only at its horizon and
	// scores finished games from Result, beyond any heuristic value.
	// Values should lie well inside ±1e6.
	Evaluate(s S, p Player) float64
}

// Error sentinels shared by every game; match them with errors.Is.
var (
	// ErrIllegalMove: the move is not legal in the state it was given.
	ErrIllegalMove = errors.New("illegal move")
	// ErrGameOver: the game is over, so no move can be played.
	ErrGameOver = errors.New("game over")
	// ErrSyntax: text that does not follow the notation.
	ErrSyntax = errors.New("syntax error")
	// ErrInvalidState: a well-formed state description that no legal
	// state matches (wrong piece counts, wrong side to move, ...).
	ErrInvalidState = errors.New("invalid state")
	// ErrInvalidOption: a game's constructor was given an option value
	// out of range.
	ErrInvalidOption = errors.New("invalid option")
)

// Must returns g, and panics if err is not nil. It serves the MustNew of
// the game packages: constructors for options known to be valid, in tests
// and examples.
func Must[G any](g G, err error) G {
	if err != nil {
		panic(err)
	}
	return g
}
