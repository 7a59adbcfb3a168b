// movevalues.go holds MoveValues: the game's evaluation of the position
// after each legal move, which package metrics reads for the clarity of
// the best move.

package registry

import "github.com/plygo/ply/search"

// MoveValues appends to dst, for each legal move of p in the order of
// Rules.Moves, its value for the player to move, and returns the extended
// slice: the game's evaluation (ply.Game.Evaluate) of the position the
// move leads to, on the scale of search scores (CurveOf reads it), or
// search.WinScore for a move that wins at once, its negation for one that
// loses, 0 for one that draws. The position is valued alone, without the
// history of a line. It appends nothing for a finished position or a
// position of another game.
func MoveValues(g Game, p Position, dst []float64) []float64 {
	if v, ok := g.(interface {
		moveValues(Position, []float64) []float64
	}); ok {
		return v.moveValues(p, dst)
	}
	return dst
}

func (a *adapter[S, M]) moveValues(p Position, dst []float64) []float64 {
	s, ok := a.state(p)
	if !ok {
		return dst
	}
	if _, over := a.g.Result(s); over {
		return dst
	}
	me := a.g.ToMove(s)
	for _, m := range a.g.AppendMoves(nil, s) {
		next := a.g.Apply(s, m)
		if r, over := a.g.Result(next); over {
			dst = append(dst, float64(r.For(me))*search.WinScore)
			continue
		}
		dst = append(dst, a.g.Evaluate(next, me))
	}
	return dst
}
