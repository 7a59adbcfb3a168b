package pathway

import "github.com/plygo/ply/diagram"

var _ diagram.Owners[State] = (*Game)(nil)

// CellOwners writes the owner of each cell of Diagram(s) into dst, in the
// diagram's order (rows from the top, a1 at the bottom left), for
// evaluations that read the board cell by cell (diagram.Owners). It
// returns the n x n cells written, or 0 when dst is shorter.
func (g *Game) CellOwners(s State, dst []diagram.Owner) int {
	n := int(s.n)
	if len(dst) < n*n {
		return 0
	}
	i := 0
	for row := n - 1; row >= 0; row-- {
		for col := range n {
			dst[i] = owner(s.At(CellAt(col, row)))
			i++
		}
	}
	return i
}

// owner is what a cell holding p shows to diagram.Owners.
func owner(p Piece) diagram.Owner {
	if p == Empty {
		return diagram.OwnerEmpty
	}
	return diagram.PlayerOwner(p.Owner())
}
