package search_test

import (
	"context"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// TestSelective: Options.Selective's late move reductions search fewer
// positions to the same depth, and its searches are as repeatable as the
// exact ones: one thread, the same position, the same move, score and
// node count.
func TestSelective(t *testing.T) {
	g := pathwayGame(t, 7)
	var exact, selective uint64
	for i, s := range gametest.SampleStates(g, g.Start(), 12, 3) {
		if _, over := g.Result(s); over {
			continue
		}
		lim := search.Limits{Depth: 5}
		if i%2 == 1 {
			lim.Depth = 6
		}
		e, err := search.AlphaBeta(g, search.Options{}).Search(context.Background(), s, lim)
		if err != nil {
			t.Fatal(err)
		}
		var r [2]search.Result[pathway.Move]
		for k := range r {
			r[k], err = search.AlphaBeta(g, search.Options{Selective: true}).Search(context.Background(), s, lim)
			if err != nil {
				t.Fatal(err)
			}
		}
		if r[0].Move != r[1].Move || r[0].Score != r[1].Score || r[0].Nodes != r[1].Nodes {
			t.Fatalf("%v: two selective searches %+v and %+v", s, r[0], r[1])
		}
		if _, err := ply.Play(g, s, r[0].Move); err != nil || r[0].Depth != lim.Depth || !r[0].Completed {
			t.Fatalf("%v: %+v, %v", s, r[0], err)
		}
		exact += e.Nodes
		selective += r[0].Nodes
	}
	t.Logf("%d nodes exact, %d selective", exact, selective)
	if selective >= exact*9/10 {
		t.Errorf("selective searches took %d nodes, the exact ones %d", selective, exact)
	}
}
