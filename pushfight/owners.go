package pushfight

import "github.com/plygo/ply/diagram"

var _ diagram.Owners[State] = (*Game)(nil)

// CellOwners writes the owner of each cell of Diagram(s) into dst, in the
// diagram's order (ranks from the top, files from the left, the 26 cells
// of the board), for evaluations that read the board cell by cell
// (diagram.Owners): a piece's owner, and diagram.OwnerOther for the
// anchored square, on which the diagram draws the neutral anchor. It
// returns the 26 cells written, or 0 when dst is shorter.
func (g *Game) CellOwners(s State, dst []diagram.Owner) int {
	if len(dst) < NumCells {
		return 0
	}
	i, anchor := 0, s.Anchor()
	for rank := 3; rank >= 0; rank-- {
		for file := range 8 {
			c := CellAt(file, rank)
			if c == NoCell {
				continue
			}
			switch p := s.At(c); {
			case c == anchor:
				dst[i] = diagram.OwnerOther
			case p == Empty:
				dst[i] = diagram.OwnerEmpty
			default:
				dst[i] = diagram.PlayerOwner(p.Owner())
			}
			i++
		}
	}
	return i
}
