// game.go holds Game and its ply.Game methods: the rules of Pathway.

package pathway

import (
	"fmt"

	"github.com/plygo/ply"
)

// Game is Pathway on one board size. It implements ply.Game, ply.Hasher,
// ply.Notation and ply.Renderer, and is safe for concurrent use.
type Game struct {
	n int
}

var (
	_ ply.Game[State, Move]     = (*Game)(nil)
	_ ply.Hasher[State]         = (*Game)(nil)
	_ ply.Notation[State, Move] = (*Game)(nil)
	_ ply.Renderer[State]       = (*Game)(nil)
)

// New returns the standard game on the 6x6 board.
func New() *Game { return &Game{n: DefaultSize} }

// NewSize returns the game on an n x n board, for n from MinSize to
// MaxSize; 6 is the standard game, 8 the larger board of the rules. Other
// sizes return an error wrapping ErrSize.
func NewSize(n int) (*Game, error) {
	if n < MinSize || n > MaxSize {
		return nil, fmt.Errorf("pathway: board size %d: %w", n, ErrSize)
	}
	return &Game{n: n}, nil
}

// Size returns the game's board size.
func (g *Game) Size() int { return g.n }

// Start returns the empty board with Red to move.
func (g *Game) Start() State { return State{n: uint8(g.n)} }

// ToMove returns the player to move in s.
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }

// legal returns the cells the player to move may place on.
func legal(s State) board {
	return geometries[s.n].legal(s.stones[s.turn], s.stones[s.turn^1])
}

// AppendMoves appends the legal placements in s to dst, in ascending cell
// order (a1, b1, ..., then row 2). It appends nothing when the game is over.
func (g *Game) AppendMoves(dst []Move, s State) []Move {
	return legal(s).appendCells(dst)
}

// CountMoves returns the number of legal placements in s, as
// len(AppendMoves(nil, s)) would, without building the list.
func (g *Game) CountMoves(s State) int { return legal(s).count() }

// Apply returns the state after the player to move places on m.
func (g *Game) Apply(s State, m Move) State {
	s.stones[s.turn] = s.stones[s.turn].with(int(m))
	s.turn ^= 1
	return s
}

// Result reports whether the game is over: the player to move has no legal
// placement, and so wins.
func (g *Game) Result(s State) (ply.Result, bool) {
	if !legal(s).empty() {
		return ply.Result{}, false
	}
	return ply.Result{Winner: s.ToMove()}, true
}
