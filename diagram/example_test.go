package diagram_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/pathway"
)

// A diagram of one cell and its JSON form, which the browser board reads.
func ExampleDiagram() {
	d := diagram.Diagram{
		Game: "tiny", Width: 1, Height: 1,
		Cells:   []diagram.Cell{{Name: "a1", Kind: diagram.CellSquare, Pieces: []diagram.Piece{{Owner: ply.First, Kind: diagram.PieceStone, Letter: "r"}}}},
		Players: [2]string{"Red", "Blue"},
		ToMove:  ply.Second,
		Status:  "Blue to move",
	}
	d.Mark("a1", diagram.MarkTo)
	data, _ := json.Marshal(d)
	fmt.Println(string(data))
	// Output:
	// {"game":"tiny","width":1,"height":1,"cells":[{"name":"a1","x":0,"y":0,"kind":"square","pieces":[{"owner":"first","kind":"stone","letter":"r"}],"marks":["to"]}],"players":["Red","Blue"],"toMove":"second","status":"Blue to move"}
}

// A text board of a Pathway position after Red's c2, without colour.
func ExampleText() {
	g, _ := pathway.New(pathway.WithSize(4))
	s := g.Start()
	c2, _ := pathway.Place(pathway.CellAt(2, 1))
	d := g.DiagramAfter(s, g.Apply(s, c2), c2)
	fmt.Print(diagram.Text(d, diagram.TextOptions{}))
	// Output:
	//    a  b  c  d
	// 4  .  .  .  .  4
	// 3  .  .  .  .  3
	// 2  .  . [r] .  2
	// 1  .  .  .  .  1
	//    a  b  c  d
	// Blue to move
	// Last move: c2
	// Stones: Red 1, Blue 0
	// r Red stone  b Blue stone  [] last move to
}

// An SVG picture of any game that describes its board, found with ply.As.
func ExampleSVG() {
	g := pathway.MustNew()
	dg, ok := ply.As[diagram.Diagrammer[pathway.State, pathway.Move]](ply.Game[pathway.State, pathway.Move](g))
	if !ok {
		return
	}
	var b strings.Builder
	if err := diagram.SVG(&b, dg.Diagram(g.Start()), diagram.SVGOptions{CellSize: 40}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	fmt.Println(strings.HasPrefix(b.String(), "<svg "), strings.Count(b.String(), "<title>"))
	// Output:
	// true 37
}

// Colour only where the output is a terminal and NO_COLOR is unset.
func ExampleColorTerminal() {
	g := pathway.MustNew()
	opts := diagram.TextOptions{Color: diagram.ColorTerminal(os.Stdout)}
	board := diagram.Text(g.Diagram(g.Start()), opts)
	fmt.Println(strings.Contains(board, "\x1b["))
	// Output:
	// false
}

// A setup clicked as three squares, then two rounds, each group in any
// order: the clicks a board has so far begin the path in one order or
// another, until a click leaves the group under way.
func ExampleClicksBegin() {
	groups := []diagram.ClickGroup{{Len: 3, Each: "place a square"}, {Len: 2, Each: "place a round"}}
	path := []string{"d2", "d3", "d4", "c2", "d1"}
	for _, clicks := range [][]string{{"d3"}, {"d4", "d2", "d3", "d1"}, {"d2", "c2"}} {
		fmt.Println(clicks, diagram.ClicksBegin(groups, path, clicks))
	}
	// Output:
	// [d3] true
	// [d4 d2 d3 d1] true
	// [d2 c2] false
}
