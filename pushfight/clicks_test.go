package pushfight_test

import (
	"strings"
	"testing"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/pushfight"
)

// TestPlacementClicks: a setup is clicked as its three squares in any
// order, then its two rounds in any order, one path per setup; the
// preview of a setup in progress draws the pieces placed so far, squares
// first, whatever the order; the play phase has no groups.
func TestPlacementClicks(t *testing.T) {
	g := pushfight.MustNew()
	s, err := g.Setup("placement", 0)
	if err != nil {
		t.Fatal(err)
	}
	groups := g.ClickGroups(s)
	if len(groups) != 2 || groups[0].Len != 3 || groups[1].Len != 2 || groups[0].Each == "" || groups[1].Each == "" {
		t.Fatalf("ClickGroups = %+v, want three squares then two rounds", groups)
	}
	want, err := g.ParseMove(s, "d2d3d4/c2d1")
	if err != nil {
		t.Fatal(err)
	}
	paths, entering := 0, 0
	for _, order := range []string{"d2 d3 d4 c2 d1", "d4 d2 d3 d1 c2", "d3 d4 d2 c2 d1"} {
		clicks := strings.Fields(order)
		var got []pushfight.Move
		paths = 0
		for m, path := range g.ClickPaths(s) {
			paths++
			if diagram.ClicksBegin(groups, path, clicks) {
				got = append(got, m)
			}
		}
		if len(got) != 1 || got[0] != want {
			t.Errorf("clicks %s enter %v, want %v", order, got, want)
		}
		entering++
		for n := 1; n < len(clicks); n++ {
			d, ok := g.DiagramClicks(s, clicks[:n])
			if !ok {
				t.Fatalf("DiagramClicks(%v) previews nothing", clicks[:n])
			}
			for i, c := range clicks[:n] {
				kind := diagram.PieceSquare
				if i >= 3 {
					kind = diagram.PieceRound
				}
				cell, _ := d.Cell(c)
				if len(cell.Pieces) != 1 || cell.Pieces[0].Kind != kind || !cell.Has(diagram.MarkTo) {
					t.Errorf("DiagramClicks(%v): %s holds %+v (marks %v), want a marked %v", clicks[:n], c, cell.Pieces, cell.Marks, kind)
				}
			}
		}
	}
	if paths != 12870 {
		t.Errorf("%d placement paths, want one per setup, 12870", paths)
	}
	for _, clicks := range []string{"d2 d2", "e2", "d2 d3 d4 c2 d1", "d2 x9"} {
		if _, ok := g.DiagramClicks(s, strings.Fields(clicks)); ok {
			t.Errorf("DiagramClicks(%s) previews a board", clicks)
		}
	}
	if groups := g.ClickGroups(g.Start()); groups != nil {
		t.Errorf("play phase: ClickGroups = %+v, want none", groups)
	}
}
