package diagram_test

import (
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
)

// OwnerOf reads the top piece's owner, and tells an empty playing cell
// from an empty wall or border.
func TestOwnerOf(t *testing.T) {
	first := diagram.Piece{Owner: ply.First, Kind: diagram.PieceDisc}
	second := diagram.Piece{Owner: ply.Second, Kind: diagram.PieceRing}
	neutral := diagram.Piece{Kind: diagram.PieceMarker}
	for _, c := range []struct {
		cell diagram.Cell
		want diagram.Owner
	}{
		{diagram.Cell{Kind: diagram.CellSquare}, diagram.OwnerEmpty},
		{diagram.Cell{Kind: diagram.CellSpecial}, diagram.OwnerEmpty},
		{diagram.Cell{Kind: diagram.CellWall}, diagram.OwnerOther},
		{diagram.Cell{Kind: diagram.CellBorder}, diagram.OwnerOther},
		{diagram.Cell{Kind: diagram.CellSquare, Pieces: []diagram.Piece{first}}, diagram.OwnerFirst},
		{diagram.Cell{Kind: diagram.CellBorder, Pieces: []diagram.Piece{second}}, diagram.OwnerSecond},
		{diagram.Cell{Kind: diagram.CellSquare, Pieces: []diagram.Piece{second, first}}, diagram.OwnerFirst},
		{diagram.Cell{Kind: diagram.CellSquare, Pieces: []diagram.Piece{first, neutral}}, diagram.OwnerOther},
	} {
		if got := diagram.OwnerOf(c.cell); got != c.want {
			t.Errorf("OwnerOf(%+v) = %d, want %d", c.cell, got, c.want)
		}
	}
	if diagram.PlayerOwner(ply.First) != diagram.OwnerFirst || diagram.PlayerOwner(ply.Second) != diagram.OwnerSecond || diagram.PlayerOwner(ply.NoPlayer) != diagram.OwnerOther {
		t.Error("PlayerOwner")
	}
}
