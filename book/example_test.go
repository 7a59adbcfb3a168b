package book_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/plygo/ply/book"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// A book of Pathway on its smallest board, built, written and read back,
// and the best book move of its start.
func Example() {
	g := pathway.MustNew(pathway.WithSize(3))
	// Each leaf gets a new searcher, so that its value does not depend
	// on what was searched before it.
	newSearcher := func() search.Searcher[pathway.State, pathway.Move] {
		return search.AlphaBeta(g, search.Options{TableMB: 1})
	}
	b, err := book.Build(context.Background(), g, g.Start(), newSearcher,
		book.BuildOptions{Limits: search.Limits{Depth: 3}, Plies: 2, Full: 1, Margin: 0})
	if err != nil {
		fmt.Println(err)
		return
	}
	text := b.AppendText(nil, "Pathway 3x3")
	lines := strings.SplitAfterN(string(text), "\n", 6)
	fmt.Print(strings.Join(lines[:5], ""))
	again, err := book.Parse(g, text)
	if err != nil {
		fmt.Println(err)
		return
	}
	e, _ := again.Choose(g.Start(), 0, nil)
	fmt.Println(again.Len(), "positions; best first move", g.FormatMove(g.Start(), e.Move), "scores", e.Score)
	// Output:
	// # Pathway 3x3
	// start .../.../... r
	// 0.92
	// -0.54 a1
	// 0.25 b1
	// 14 positions; best first move b2 scores 0.92
}
