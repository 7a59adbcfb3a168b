// eval.go holds the evaluation: open lines of four, threats and the
// centre.

package connectfour

import "github.com/plygo/ply"

// windows are the 69 lines of four cells on the board: 24 horizontal, 21
// vertical and 12 on each diagonal.
var windows = func() []uint64 {
	var w []uint64
	for x := range Columns {
		for y := range Rows {
			for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
				var line uint64
				for k := range 4 {
					c := CellAt(x+k*d[0], y+k*d[1])
					if c == NoCell {
						line = 0
						break
					}
					line |= 1 << c
				}
				if line != 0 {
					w = append(w, line)
				}
			}
		}
	}
	return w
}()

// The weights of Evaluate.
const (
	// weightTwo is the value of a line of four with two of a player's
	// stones and two empty cells.
	weightTwo = 1
	// weightThree is the value of a line with three of a player's stones
	// and one empty cell: a threat.
	weightThree = 4
	// weightParity is added for a threat on a row that suits its owner:
	// an odd row (1, 3, 5 from the bottom) for Red, an even one for
	// Yellow. Late in the game the columns fill in turn, and such a
	// threat is the one the other player is forced to let it complete.
	weightParity = 3
	// weightCentre is the value of each stone in the centre column, the
	// one on most lines.
	weightCentre = 1
)

// oddRows are the cells of rows 1, 3 and 5 from the bottom.
const oddRows = bottom * 0b010101

// Evaluate returns a heuristic value of s for p, in units of a line of
// four held by two stones: for each player, the lines of four that hold
// only that player's stones (two of them weighing 1, three 4), 3 more for
// each threat (an empty cell that would complete four) on a row of the
// player's parity, and 1 for each stone in the centre column; p's minus
// the opponent's.
func (Game) Evaluate(s State, p ply.Player) float64 {
	v := evaluate(s.stones[0], s.stones[1], oddRows) - evaluate(s.stones[1], s.stones[0], full&^oddRows)
	switch p {
	case ply.First:
		return float64(v)
	case ply.Second:
		return float64(-v)
	}
	return 0
}

// evaluate returns the value of the stones me against those of them,
// whose threats count more on the cells of parity.
func evaluate(me, them, parity uint64) int {
	v := 0
	for _, w := range windows {
		if w&them != 0 {
			continue
		}
		switch count(w & me) {
		case 2:
			v += weightTwo
		case 3:
			v += weightThree
		}
	}
	v += weightParity * count(winningCells(me, me|them)&parity)
	v += weightCentre * count(me&columnMask(3))
	return v
}

// EvalScale returns 12, about the advantage of Evaluate at which a side
// usually wins: three threats' worth.
func (Game) EvalScale() float64 { return 12 }
