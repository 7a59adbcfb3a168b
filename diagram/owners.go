// owners.go holds the Owners capability: who holds each cell of a
// Diagram, written fast, for evaluations that read a board cell by cell.

package diagram

import "github.com/plygo/ply"

// Owner is what a cell of a Diagram shows to an evaluation that tells
// cells apart by who holds them (OwnerOf, Owners).
type Owner uint8

// The owners of a cell.
const (
	// OwnerEmpty: no piece, on a cell that can hold one.
	OwnerEmpty Owner = 0
	// OwnerFirst: the top piece is ply.First's.
	OwnerFirst Owner = Owner(ply.First)
	// OwnerSecond: the top piece is ply.Second's.
	OwnerSecond Owner = Owner(ply.Second)
	// OwnerOther: a neutral piece on top, or an empty wall or border
	// cell.
	OwnerOther Owner = 3
)

// OwnerOf returns the Owner cell c shows: the owner of its top piece
// (OwnerOther for a neutral one), or, for a cell without pieces,
// OwnerOther if it is a wall or border and OwnerEmpty otherwise.
func OwnerOf(c Cell) Owner {
	if len(c.Pieces) == 0 {
		if c.Kind == CellWall || c.Kind == CellBorder {
			return OwnerOther
		}
		return OwnerEmpty
	}
	return PlayerOwner(c.Pieces[len(c.Pieces)-1].Owner)
}

// PlayerOwner returns the Owner of a top piece of p: OwnerFirst,
// OwnerSecond, or OwnerOther for ply.NoPlayer (a neutral piece).
func PlayerOwner(p ply.Player) Owner {
	switch p {
	case ply.First:
		return OwnerFirst
	case ply.Second:
		return OwnerSecond
	}
	return OwnerOther
}

// Owners is an optional capability of a game with a Diagrammer, found with
// ply.As: what OwnerOf reads from each cell of Diagram(s), without
// building the diagram. An evaluation that reads the board cell by cell
// (the n-tuple network of eval=auto) calls it at every node, where
// building a Diagram, with its names and pieces, costs microseconds.
//
// CellOwners writes into dst the OwnerOf of each cell of Diagram(s), in
// the order of its Cells, and returns the number of cells written; dst
// must hold len(Diagram(s).Cells) entries, and it writes none when it is
// shorter and returns 0. It must not allocate or keep dst. The kit of
// package gametest checks it against the Diagram on every position it
// visits.
type Owners[S any] interface {
	CellOwners(s S, dst []Owner) int
}
