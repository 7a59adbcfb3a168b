package registry_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// drawn is count with a diagram of one cell that shows the counter, and
// a status that never says why the game ended.
type drawn struct{ counted }

func (drawn) Diagram(s countState) diagram.Diagram {
	d := diagram.Diagram{Game: "count", Width: 1, Height: 1, Status: "counting",
		Cells: []diagram.Cell{{Name: "n", Kind: diagram.CellSquare, Pieces: []diagram.Piece{{Letter: fmt.Sprint(s.N)}}}}}
	return d
}

func (g drawn) DiagramAfter(prev, next countState, m int) diagram.Diagram {
	d := g.Diagram(next)
	d.LastMove = g.FormatMove(prev, m)
	return d
}

// TestTextBoard checks the board play, -replay and showboard draw: the
// diagram with the last move, the end said with its reason where the
// game's status does not say it, and Render for a game without a diagram.
func TestTextBoard(t *testing.T) {
	g, err := registry.Adapt[countState, int]("count", drawn{}, registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	line, err := registry.Replay(g, g.Start(), []string{"+2", "+2", "+2"})
	if err != nil {
		t.Fatal(err)
	}
	mid := registry.TextBoard(g, line, false)
	if !strings.HasPrefix(mid, "  6\n") || !strings.Contains(mid, "counting\nLast move: +2\n") {
		t.Errorf("the board after 6:\n%s", mid)
	}
	end, err := line.Play(g, "+1")
	if err != nil {
		t.Fatal(err)
	}
	last := registry.TextBoard(g, end, false)
	if want := "Game over: second wins: " + ply.GenericEndReason + "\nLast move: +1\n"; !strings.Contains(last, want) {
		t.Errorf("the last board lacks %q:\n%s", want, last)
	}
	if strings.Contains(last, "\n\n") || strings.Contains(last, "\x1b") {
		t.Errorf("an empty line or a colour in a plain board:\n%q", last)
	}
	if !strings.Contains(registry.TextBoard(g, end, true), "\x1b[") {
		t.Error("no colour when asked")
	}
	plain := open(t, registry.Config{})
	if got := registry.TextBoard(plain, registry.NewLine(plain.Start()), false); got != plain.Render(plain.Start()) {
		t.Errorf("a game without a diagram: %q, want its Render", got)
	}
}
