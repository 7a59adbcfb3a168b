// movegen.go holds the rules of play: legal placements, Apply and the end
// of the game.

package pathway

import "github.com/plygo/ply"

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
