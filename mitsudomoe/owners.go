package mitsudomoe

import (
	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
)

var _ diagram.Owners[State] = (*Game)(nil)

// CellOwners writes the owner of each cell of Diagram(s) into dst, in the
// diagram's order (rows from the top, a1 at the bottom left), for
// evaluations that read the board cell by cell (diagram.Owners): the owner
// of the ball on a stack, else of its top ring. It returns the 25 cells
// written, or 0 when dst is shorter.
func (g *Game) CellOwners(s State, dst []diagram.Owner) int {
	if len(dst) < NumCells {
		return 0
	}
	i := 0
	for row := Size - 1; row >= 0; row-- {
		for col := range Size {
			dst[i] = owner(s.At(CellAt(col, row)))
			i++
		}
	}
	return i
}

// owner is what a cell holding p shows to diagram.Owners: the owner of
// its top piece, the ball above the rings.
func owner(p Piece) diagram.Owner {
	if b := p.Ball(); b != ply.NoPlayer {
		return diagram.PlayerOwner(b)
	}
	if p.Height() == 0 {
		return diagram.OwnerEmpty
	}
	return diagram.PlayerOwner(p.Top())
}
