// game.go holds Game and the rules: the moves, their effect and the end
// of the game, with the capabilities the library's tools look for.

package connectfour

import (
	"fmt"
	"math/bits"

	"github.com/plygo/ply"
)

// Game is Connect Four on the standard board of seven columns and six
// rows. It has no options; the zero value is the game. Its methods are
// safe for concurrent use.
type Game struct{}

var (
	_ ply.Game[State, Move]        = Game{}
	_ ply.Hasher[State]            = Game{}
	_ ply.Notation[State, Move]    = Game{}
	_ ply.PlayerNamer              = Game{}
	_ ply.EndReasoner[State]       = Game{}
	_ ply.Renderer[State]          = Game{}
	_ ply.MoveCounter[State]       = Game{}
	_ ply.Perfter[State]           = Game{}
	_ ply.MoveOrderer[State, Move] = Game{}
	_ ply.MoveIndexer[Move]        = Game{}
	_ ply.EvalScaler               = Game{}
)

// names are the players' names: Red moves first.
var names = ply.Names{"Red", "Yellow"}

// Start returns the empty board, Red to move.
func (Game) Start() State { return State{} }

// ToMove returns the player to move in s.
func (Game) ToMove(s State) ply.Player { return s.ToMove() }

// over reports whether the game is over in s: the player who moved last
// made four in a row, or the board is full.
func over(s State) bool {
	return fours(s.stones[s.turn()^1]) || s.mask() == full
}

// AppendMoves appends the columns that are not full, from left to right,
// and nothing once the game is over.
func (Game) AppendMoves(dst []Move, s State) []Move {
	if over(s) {
		return dst
	}
	for p := playable(s.mask()); p != 0; p &= p - 1 {
		dst = append(dst, Move(bits.TrailingZeros64(p)/height))
	}
	return dst
}

// CountMoves returns the number of legal moves in s.
func (Game) CountMoves(s State) int {
	if over(s) {
		return 0
	}
	return count(playable(s.mask()))
}

// Apply drops a stone of the player to move into column m, onto the
// lowest empty cell.
func (Game) Apply(s State, m Move) State {
	s.stones[s.turn()] |= playable(s.mask()) & columnMask(int(m))
	return s
}

// Result ends the game when the player who moved last has four in a row,
// who wins, or when the board is full with no four in a row, a draw.
func (Game) Result(s State) (ply.Result, bool) {
	last := s.turn() ^ 1
	if fours(s.stones[last]) {
		return ply.Result{Winner: ply.Player(last + 1)}, true
	}
	if s.mask() == full {
		return ply.Result{}, true
	}
	return ply.Result{}, false
}

// Perft counts the move sequences of depth plies from s, as ply.Perft
// does, on the bitboards.
func (Game) Perft(s State, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	t := s.turn()
	return perft(s.stones[t], s.stones[t^1], depth)
}

// perft counts the sequences of depth plies from the position where the
// player to move has the stones me and the other them; the other moved
// last.
func perft(me, them uint64, depth int) uint64 {
	mask := me | them
	if fours(them) || mask == full {
		return 0
	}
	p := playable(mask)
	if depth == 1 {
		return uint64(count(p))
	}
	var n uint64
	for ; p != 0; p &= p - 1 {
		n += perft(them, me|p&-p, depth-1)
	}
	return n
}

// Hash returns a hash of s without collisions: a fixed bijective mix of a
// 49-bit key that holds the whole position (the cell above each column's
// top stone, and Red's stones below).
func (Game) Hash(s State) uint64 { return mix(key(s.stones[0], s.mask())) }

// key returns the key of the position where the player b has stones
// among mask: the cells of b and, in every column, the cell above its top
// stone. Both are sets of bits apart, so the key tells the heights of the
// columns and whose each stone is.
func key(b, mask uint64) uint64 { return b | (mask + bottom) }

// mix is the finalizer of SplitMix64, a bijection of 64-bit words that
// scatters the keys' bits.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// PlayerName returns "Red" and "Yellow".
func (Game) PlayerName(p ply.Player) string { return names.PlayerName(p) }

// EndReason says why a finished game ended: the winner's four in a row
// and its direction, or a full board. It returns "" while the game goes
// on.
func (g Game) EndReason(s State) string {
	if _, done := g.Result(s); !done {
		return ""
	}
	last := s.turn() ^ 1
	b := s.stones[last]
	for i, d := range directions {
		if m := b & (b >> d); m&(m>>(2*d)) != 0 {
			return fmt.Sprintf("%s connected four in a row (%s)", names[last], directionNames[i])
		}
	}
	return "the board is full with no four in a row"
}

// MovePriority orders the moves for alpha-beta: a move that wins first,
// then one that stops the opponent's win next move, then the columns from
// the centre out; a move that lets the opponent win on top of it last.
func (Game) MovePriority(s State, m Move) int {
	t := s.turn()
	me, them, mask := s.stones[t], s.stones[t^1], s.mask()
	cell := playable(mask) & columnMask(int(m))
	switch {
	case winningCells(me, mask)&cell != 0:
		return 1000
	case winningCells(them, mask)&cell != 0:
		return 500
	case winningCells(them, mask|cell)&(cell<<1) != 0:
		return -100
	}
	return 3 - abs(int(m)-3)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// MoveIndex returns the column, 0 to 6.
func (Game) MoveIndex(m Move) int { return int(m) }

// MoveIndexes returns 7, the number of columns.
func (Game) MoveIndexes() int { return Columns }
