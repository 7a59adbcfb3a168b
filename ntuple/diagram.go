// diagram.go holds the boards and symmetries of a diagram.Diagram
// (DiagramBoard, DiagramSymmetries, OwnerCode), so that a network serves
// any game that draws itself.

package ntuple

import (
	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
)

// Board codes of DiagramBoard with OwnerCode.
const (
	// CodeEmpty: no piece on the cell.
	CodeEmpty uint8 = iota
	// CodeMine: the top piece belongs to the player to move.
	CodeMine
	// CodeTheirs: the top piece belongs to the opponent.
	CodeTheirs
	// CodeOther: a neutral piece, or a cell that is no ordinary
	// playing cell (a wall, a hole).
	CodeOther
)

// OwnerCode returns the code function of DiagramBoard that tells cells
// apart by who owns their top piece, seen by me: CodeEmpty, CodeMine,
// CodeTheirs, or CodeOther for a neutral piece and for an empty wall or
// border cell (4 values).
func OwnerCode(me ply.Player) func(diagram.Cell) uint8 {
	return func(c diagram.Cell) uint8 {
		if len(c.Pieces) == 0 {
			if c.Kind == diagram.CellWall || c.Kind == diagram.CellBorder {
				return CodeOther
			}
			return CodeEmpty
		}
		switch c.Pieces[len(c.Pieces)-1].Owner {
		case me:
			return CodeMine
		case me.Opponent():
			return CodeTheirs
		}
		return CodeOther
	}
}

// DiagramBoard appends to dst the code of each cell of d, in the order
// of d.Cells: the board of any game with a diagram.Diagrammer, for a
// Network. It is simple rather than fast: a game's own board function
// reads its state directly.
func DiagramBoard(dst []uint8, d diagram.Diagram, code func(diagram.Cell) uint8) []uint8 {
	for _, c := range d.Cells {
		dst = append(dst, code(c))
	}
	return dst
}

// DiagramSymmetries returns the symmetries of d's grid that map its cells
// onto its cells: of the 8 rotations and reflections of the square (4 of a
// rectangle), each as the permutation of d.Cells' indexes it makes, the
// identity first. A symmetry of the grid that the board's rules break
// (a side's home, a direction of play) is the caller's to leave out.
func DiagramSymmetries(d diagram.Diagram) [][]int {
	type xy struct{ x, y int }
	at := make(map[xy]int, len(d.Cells))
	for i, c := range d.Cells {
		at[xy{c.X, c.Y}] = i
	}
	w, h := d.Width-1, d.Height-1
	maps := []func(x, y int) (int, int){
		func(x, y int) (int, int) { return x, y },
		func(x, y int) (int, int) { return w - x, y },
		func(x, y int) (int, int) { return x, h - y },
		func(x, y int) (int, int) { return w - x, h - y },
	}
	if d.Width == d.Height {
		maps = append(maps,
			func(x, y int) (int, int) { return y, x },
			func(x, y int) (int, int) { return h - y, x },
			func(x, y int) (int, int) { return y, w - x },
			func(x, y int) (int, int) { return h - y, w - x },
		)
	}
	var out [][]int
	for _, f := range maps {
		p := make([]int, len(d.Cells))
		ok := true
		for i, c := range d.Cells {
			x, y := f(c.X, c.Y)
			j, found := at[xy{x, y}]
			if !found {
				ok = false
				break
			}
			p[i] = j
		}
		if ok {
			out = append(out, p)
		}
	}
	return out
}
