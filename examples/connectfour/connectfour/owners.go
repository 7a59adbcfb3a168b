package connectfour

import "github.com/plygo/ply/diagram"

var _ diagram.Owners[State] = Game{}

// CellOwners writes the owner of each cell of Diagram(s) into dst, in the
// diagram's order (rows from the top, a1 at the bottom left), for
// evaluations that read the board cell by cell (diagram.Owners). It
// returns the 42 cells written, or 0 when dst is shorter.
func (g Game) CellOwners(s State, dst []diagram.Owner) int {
	if len(dst) < Cells {
		return 0
	}
	i := 0
	for y := Rows - 1; y >= 0; y-- {
		for x := range Columns {
			dst[i] = diagram.OwnerEmpty
			if p := s.At(CellAt(x, y)); p != Empty {
				dst[i] = diagram.PlayerOwner(p.Owner())
			}
			i++
		}
	}
	return i
}
