package mapello

import "github.com/plygo/ply/diagram"

var _ diagram.Owners[State] = (*Game)(nil)

// CellOwners writes the owner of each cell of Diagram(s) into dst, in the
// diagram's order (the 10x10 grid, rows from the top), for evaluations
// that read the board cell by cell (diagram.Owners): a disc's owner, and
// diagram.OwnerOther for the border, walls, jokers and bonuses. It
// returns the 100 cells written, or 0 when dst is shorter.
func (g *Game) CellOwners(s State, dst []diagram.Owner) int {
	if len(dst) < 100 {
		return 0
	}
	i := 0
	for y := 9; y >= 0; y-- {
		for x := range 10 {
			dst[i] = owner(s.At(CellAt(x, y)))
			i++
		}
	}
	return i
}

// owner is what a cell holding p shows to diagram.Owners; a cell of the
// border shows OwnerOther as At reads it as Wall or Joker.
func owner(p Piece) diagram.Owner {
	switch p {
	case Empty:
		return diagram.OwnerEmpty
	case Black:
		return diagram.OwnerFirst
	case White:
		return diagram.OwnerSecond
	}
	return diagram.OwnerOther
}
