package engine

import (
	"testing"

	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// An MCTS line's winrate is its mean outcome read as the analysis reads it,
// (s+1)/2, not the score curve of alpha-beta's scores: the web board's
// analysis and lz-analyze give one chance for one line.
func TestLzLineMCTS(t *testing.T) {
	g, err := registry.Open("mapello", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	m := g.Moves(g.Start())[0]
	curve := registry.CurveOf(g)
	r := registry.BestLines{Lines: []registry.BestLine{
		{Move: m, Score: 0.4, Depth: 3, Visits: 500, PV: []string{m.String()}},
		{Move: m, Score: 0.4, Depth: 3, PV: []string{m.String()}},
		{Move: m, Score: search.WinScore - 7, Depth: 3, Visits: 20, PV: []string{m.String()}},
	}}
	want := "info move " + m.String() + " visits 500 winrate 7000 order 0 pv " + m.String() +
		" info move " + m.String() + " visits 3 winrate 5126 order 1 pv " + m.String() +
		" info move " + m.String() + " visits 20 winrate 10000 order 2 pv " + m.String()
	if got := lzLine(r, curve); got != want {
		t.Errorf("lzLine:\n%s\nwant\n%s", got, want)
	}
}
