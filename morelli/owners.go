package morelli

import "github.com/plygo/ply/diagram"

var _ diagram.Owners[State] = (*Game)(nil)

// CellOwners writes the owner of each cell of Diagram(s) into dst, in the
// diagram's order (rows from the top, a1 at the bottom left), for
// evaluations that read the board cell by cell (diagram.Owners): the owner
// of a piece or of the King on the Throne. It returns the 169 cells
// written, or 0 when dst is shorter.
func (g *Game) CellOwners(s State, dst []diagram.Owner) int {
	if len(dst) < NumCells {
		return 0
	}
	i := 0
	for y := Size - 1; y >= 0; y-- {
		for x := range Size {
			dst[i] = diagram.OwnerEmpty
			if p := s.At(CellAt(x, y)); p != Empty {
				dst[i] = diagram.PlayerOwner(p.Owner())
			}
			i++
		}
	}
	return i
}
