// Package nim is a game of one's own, outside the library's five, for the
// tests that bring such a game to the library's tools (the commands, the
// web board): a pile of stones, take one to three, and whoever takes the
// last stone wins. It is all a game author writes to get those tools: the
// ply.Game contract, its notation and its players' names.
package nim

import (
	"fmt"
	"strconv"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// Game is Nim from a pile of stones.
type Game struct{ Pile int }

// State is the stones left and the player to move.
type State struct {
	Left int
	Turn ply.Player
}

var (
	_ ply.Game[State, int]     = Game{}
	_ ply.Notation[State, int] = Game{}
	_ ply.PlayerNamer          = Game{}
)

// Start returns the whole pile, Alice to move.
func (g Game) Start() State { return State{g.Pile, ply.First} }

// ToMove returns the player to move.
func (Game) ToMove(s State) ply.Player { return s.Turn }

// Apply takes m stones.
func (Game) Apply(s State, m int) State { return State{s.Left - m, s.Turn.Opponent()} }

// Evaluate knows the theory: a pile that is a multiple of four loses for
// the player to move.
func (Game) Evaluate(s State, p ply.Player) float64 {
	if (s.Left%4 == 0) == (p == s.Turn) {
		return -1
	}
	return 1
}

// AppendMoves appends the legal takes: one to three, at most the pile.
func (Game) AppendMoves(dst []int, s State) []int {
	for k := 1; k <= 3 && k <= s.Left; k++ {
		dst = append(dst, k)
	}
	return dst
}

// Result ends the game on an empty pile: whoever took the last stone won.
func (Game) Result(s State) (ply.Result, bool) {
	if s.Left > 0 {
		return ply.Result{}, false
	}
	return ply.Result{Winner: s.Turn.Opponent()}, true
}

// PlayerName returns "Alice" and "Bob".
func (Game) PlayerName(p ply.Player) string { return ply.Names{"Alice", "Bob"}.PlayerName(p) }

// FormatMove writes a take as its number.
func (Game) FormatMove(_ State, m int) string { return strconv.Itoa(m) }

// ParseMove reads a take.
func (Game) ParseMove(s State, text string) (int, error) {
	m, err := strconv.Atoi(text)
	if err != nil {
		return 0, fmt.Errorf("nim: move %q: %w", text, ply.ErrSyntax)
	}
	if m < 1 || m > 3 || m > s.Left {
		return 0, fmt.Errorf("nim: take %d of %d: %w", m, s.Left, ply.ErrIllegalMove)
	}
	return m, nil
}

// FormatState writes the stones left and the player to move: "7 1".
func (Game) FormatState(s State) string { return fmt.Sprintf("%d %d", s.Left, s.Turn) }

// ParseState reads what FormatState writes.
func (Game) ParseState(text string) (State, error) {
	var s State
	var turn int
	if n, err := fmt.Sscanf(text, "%d %d", &s.Left, &turn); n != 2 || err != nil {
		return s, fmt.Errorf("nim: state %q: %w", text, ply.ErrSyntax)
	}
	if s.Left < 0 || s.Left > 1000 || turn < 1 || turn > 2 {
		return State{}, fmt.Errorf("nim: state %q: %w", text, ply.ErrInvalidState)
	}
	s.Turn = ply.Player(turn)
	return s, nil
}

// Register registers Nim under name, its size option the pile (10 by
// default), as a game author's init function would.
func Register(name string) {
	registry.Register(registry.Entry{
		Name:    name,
		Summary: "Nim: take one to three stones; whoever takes the last wins. Size is the pile (default 10)",
		Sizes:   registry.Sizes{Min: 1, Max: 1000, Default: 10},
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only(name, "size"); err != nil {
				return nil, err
			}
			pile := 10
			if cfg.Size != 0 {
				pile = cfg.Size
			}
			return registry.Adapt[State, int](name, Game{pile}, cfg)
		},
		Demo: [2]string{"alphabeta:4", "random"},
	})
}
