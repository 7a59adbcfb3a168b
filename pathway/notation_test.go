// notation_test.go checks the cells and their names.

package pathway_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
)

func TestCell(t *testing.T) {
	for y := range pathway.MaxSize {
		for x := range pathway.MaxSize {
			c := pathway.CellAt(x, y)
			if !c.Valid() || c.X() != x || c.Y() != y {
				t.Fatalf("CellAt(%d, %d) = %v: valid %v, X %d, Y %d", x, y, c, c.Valid(), c.X(), c.Y())
			}
			back, err := pathway.ParseCell(c.String())
			if err != nil || back != c {
				t.Errorf("ParseCell(%q) = %v, %v", c.String(), back, err)
			}
			m, ok := pathway.Place(c)
			if !ok || m.Cell() != c || m.String() != c.String() {
				t.Errorf("Place(%v) = %v, %v", c, m, ok)
			}
		}
	}
	if got := pathway.CellAt(2, 2).String(); got != "c3" {
		t.Errorf("CellAt(2, 2) = %s, want c3", got)
	}
	for _, xy := range [][2]int{{-1, 0}, {0, -1}, {16, 0}, {0, 16}} {
		c := pathway.CellAt(xy[0], xy[1])
		if c.Valid() {
			t.Errorf("CellAt(%d, %d) = %v is valid", xy[0], xy[1], c)
		}
		if _, ok := pathway.Place(c); ok {
			t.Errorf("Place(CellAt(%d, %d)) accepted", xy[0], xy[1])
		}
	}
	for _, text := range []string{"", "a", "a0", "a17", "q1", "a01", "1a", "a1 ", "pass"} {
		if _, err := pathway.ParseCell(text); !errors.Is(err, ply.ErrSyntax) {
			t.Errorf("ParseCell(%q): %v, want ErrSyntax", text, err)
		}
	}
}

// TestStateAt checks State.At against the state string: each cell's Piece
// is written as its letter, and owned by the player of that colour.
func TestStateAt(t *testing.T) {
	const text = "r..b/.b../..r./.... r"
	s, err := pathway.ParseState(text)
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.Fields(text)[0], "/")
	owners := map[byte]ply.Player{'.': ply.NoPlayer, 'r': ply.First, 'b': ply.Second}
	for i, row := range rows {
		for x := range len(row) {
			c := pathway.CellAt(x, len(rows)-1-i)
			p := s.At(c)
			if p.String() != row[x:x+1] || p.Owner() != owners[row[x]] {
				t.Errorf("At(%v) = %q of %v, want %q of %v", c, p, p.Owner(), row[x:x+1], owners[row[x]])
			}
		}
	}
	if s.At(pathway.CellAt(0, 3)) != pathway.RedStone || s.At(pathway.CellAt(1, 2)) != pathway.BlueStone || s.At(pathway.CellAt(1, 1)) != pathway.Empty {
		t.Error("a4, b3, b2: want RedStone, BlueStone, Empty")
	}
	// Off the 4x4 board, and no cell at all.
	for _, c := range []pathway.Cell{pathway.CellAt(4, 0), pathway.CellAt(15, 15), pathway.NoCell} {
		if p := s.At(c); p != pathway.Empty {
			t.Errorf("At(%v) = %q, want Empty", c, p)
		}
	}
}
