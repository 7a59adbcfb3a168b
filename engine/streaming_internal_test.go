package engine

import (
	"strings"
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

// An info line says a proven result as "mate P" in plies, the sign that of
// the player to move's result, also where the solver proved it at no known
// distance.
func TestInfoLineMate(t *testing.T) {
	for score, want := range map[float64]string{
		search.WinScore - 3:    "score mate 3 ",
		-(search.WinScore - 2): "score mate -2 ",
		search.WinScore:        "score mate 0 ",
		-search.WinScore:       "score mate -0 ",
		0.53:                   "score 0.53 ",
	} {
		if got := infoLine(1, registry.BestLine{Score: score, Depth: 2, PV: []string{"b2"}}, 9, 0); !strings.Contains(got, want) {
			t.Errorf("score %v: %q, want %q in it", score, got, want)
		}
	}
}
