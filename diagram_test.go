package ply_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/plygo/ply"
)

func TestPlayerText(t *testing.T) {
	for _, p := range []ply.Player{ply.NoPlayer, ply.First, ply.Second} {
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		if want := `"` + p.String() + `"`; string(data) != want {
			t.Errorf("%v: JSON %s, want %s", p, data, want)
		}
		var back ply.Player
		if err := json.Unmarshal(data, &back); err != nil || back != p {
			t.Errorf("%v: read back %v, %v", p, back, err)
		}
	}
	if _, err := ply.Player(7).MarshalText(); !errors.Is(err, ply.ErrSyntax) {
		t.Errorf("Player(7): %v, want ErrSyntax", err)
	}
	var p ply.Player
	if err := p.UnmarshalText([]byte("third")); !errors.Is(err, ply.ErrSyntax) {
		t.Errorf("third: %v, want ErrSyntax", err)
	}
}

func TestDiagramMark(t *testing.T) {
	d := ply.Diagram{Cells: []ply.DiagramCell{{Name: "a1"}, {Name: "b1"}}}
	d.Mark("b1", ply.MarkTo)
	d.Mark("b1", ply.MarkTo)
	d.Mark("b1", ply.MarkChanged)
	d.Mark("z9", ply.MarkTo)
	if c, ok := d.Cell("b1"); !ok || len(c.Marks) != 2 || !c.Has(ply.MarkTo) || !c.Has(ply.MarkChanged) || c.Has(ply.MarkFrom) {
		t.Errorf("b1: %+v", c)
	}
	if c, _ := d.Cell("a1"); len(c.Marks) != 0 {
		t.Errorf("a1 marked: %+v", c)
	}
	if _, ok := d.Cell("z9"); ok {
		t.Error("found a cell z9")
	}
	if ply.ToneBand(3) != "band3" {
		t.Errorf("ToneBand(3) = %q", ply.ToneBand(3))
	}
}

func ExampleDiagram() {
	d := ply.Diagram{
		Game: "tiny", Width: 1, Height: 1,
		Cells:   []ply.DiagramCell{{Name: "a1", Kind: ply.CellSquare, Pieces: []ply.Piece{{Owner: ply.First, Kind: ply.PieceStone, Letter: "r"}}}},
		Players: [2]string{"Red", "Blue"},
		ToMove:  ply.Second,
		Status:  "Blue to move",
	}
	d.Mark("a1", ply.MarkTo)
	data, _ := json.Marshal(d)
	fmt.Println(string(data))
	// Output:
	// {"game":"tiny","width":1,"height":1,"cells":[{"name":"a1","x":0,"y":0,"kind":"square","pieces":[{"owner":"first","kind":"stone","letter":"r"}],"marks":["to"]}],"players":["Red","Blue"],"toMove":"second","status":"Blue to move"}
}
