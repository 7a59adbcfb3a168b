// state.go holds the State type and the masks of each board size.

package pathway

import "github.com/plygo/ply"

// MinSize and MaxSize bound the board sizes the package supports.
const (
	MinSize = 2
	MaxSize = 16
	// DefaultSize is the size of the standard game.
	DefaultSize = 6
)

// State is a Pathway position: the stones of both players, the board size
// and the side to move. It is a small comparable value; the zero State is
// not a position (use Game.Start or ParseState).
type State struct {
	stones [2]board // Red's, then Blue's
	n      uint8    // board size
	turn   uint8    // 0: Red to move, 1: Blue to move
}

// Size returns the number of rows (and columns) of the board.
func (s State) Size() int { return int(s.n) }

// ToMove returns the player to move: ply.First (Red) or ply.Second (Blue).
func (s State) ToMove() ply.Player { return ply.Player(s.turn + 1) }

// At returns what cell c holds: RedStone, BlueStone, or Empty for an
// empty cell or one off the board.
func (s State) At(c Cell) Piece {
	if !c.on(int(s.n)) {
		return Empty
	}
	switch {
	case s.stones[0].has(int(c)):
		return RedStone
	case s.stones[1].has(int(c)):
		return BlueStone
	}
	return Empty
}

// Piece is what one cell holds: a stone of either player, or nothing.
type Piece uint8

// The contents of a cell, with the letters of the state string.
const (
	// Empty is an empty cell ('.').
	Empty Piece = iota
	// RedStone is a stone of Red, ply.First ('r').
	RedStone
	// BlueStone is a stone of Blue, ply.Second ('b').
	BlueStone
)

const pieceChars = ".rb"

// Owner returns the player whose stone p is: ply.First for RedStone,
// ply.Second for BlueStone, ply.NoPlayer for Empty.
func (p Piece) Owner() ply.Player {
	switch p {
	case RedStone:
		return ply.First
	case BlueStone:
		return ply.Second
	}
	return ply.NoPlayer
}

// String returns the piece's letter in the state string: "r", "b", or "."
// for Empty.
func (p Piece) String() string {
	if int(p) < len(pieceChars) {
		return pieceChars[p : p+1]
	}
	return "?"
}

// Stones returns the number of stones of player p on the board.
func (s State) Stones(p ply.Player) int {
	if i := p.Index(); i >= 0 {
		return s.stones[i].count()
	}
	return 0
}

// geometry holds the masks of one board size.
type geometry struct {
	full     board // every cell of the board
	notFirst board // every cell but column a
	notLast  board // every cell but the last column
}

var geometries = func() (g [MaxSize + 1]geometry) {
	for n := MinSize; n <= MaxSize; n++ {
		for row := range n {
			for col := range n {
				i := int(CellAt(col, row))
				g[n].full = g[n].full.with(i)
				if col > 0 {
					g[n].notFirst = g[n].notFirst.with(i)
				}
				if col < n-1 {
					g[n].notLast = g[n].notLast.with(i)
				}
			}
		}
	}
	return g
}()

// neighbours returns the cells orthogonally next to a cell of b, and the
// cells next to two or more cells of b.
func (geo *geometry) neighbours(b board) (once, twice board) {
	u := b.up().and(geo.full)
	d := b.down()
	e := b.and(geo.notLast).east()
	w := b.and(geo.notFirst).west()
	ud, ew := u.or(d), e.or(w)
	once = ud.or(ew)
	twice = u.and(d).or(e.and(w)).or(ud.and(ew))
	return once, twice
}

// legal returns the cells where the player whose stones are me may place,
// with them the opponent's stones: empty cells with exactly one friendly
// neighbour, or with no occupied neighbour at all.
func (geo *geometry) legal(me, them board) board {
	once, twice := geo.neighbours(me)
	near, _ := geo.neighbours(them)
	return allowed(geo.full.andNot(me.or(them)), once, twice, near)
}

// allowed returns the cells of empty where a player may place, given the
// cells next to one or more of their stones (once), next to two or more
// (twice), and next to an opponent's stone (near).
func allowed(empty, once, twice, near board) board {
	return empty.andNot(twice).andNot(near.andNot(once))
}
