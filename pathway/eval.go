// eval.go holds the heuristic evaluation of Pathway positions.

package pathway

import "github.com/plygo/ply"

// Mobility returns the number of legal placements each player would have
// in s if it were their turn.
func Mobility(s State) (red, blue int) {
	geo := &geometries[s.n]
	return geo.legal(s.stones[0], s.stones[1]).count(), geo.legal(s.stones[1], s.stones[0]).count()
}

// EvalMobility is the classic program's evaluation for p: the opponent's
// mobility minus p's. A player wins by running out of placements first, so
// fewer own placements and more for the opponent are better.
func EvalMobility(s State, p ply.Player) float64 {
	red, blue := Mobility(s)
	if p == ply.First {
		return float64(blue - red)
	}
	return float64(red - blue)
}

// Evaluate returns the standard evaluation of s for p, EvalMobility.
func (g *Game) Evaluate(s State, p ply.Player) float64 {
	return EvalMobility(s, p)
}
