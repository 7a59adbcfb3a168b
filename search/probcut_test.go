package search_test

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/search"
)

// testProbCut is a rough model for Othello at depths 3 to 8: the deep
// value equals the shallow one within 2 points, the evaluation within 6.
func testProbCut(t float64) *search.ProbCut {
	pc := &search.ProbCut{Confidence: t}
	for d := 3; d <= 8; d++ {
		pc.Pairs = append(pc.Pairs, search.ProbCutPair{Depth: d, Shallow: d - 2, MinPhase: 0, MaxPhase: 64, A: 1, B: 0, Sigma: 2, EvalA: 1, EvalSigma: 6})
	}
	return pc
}

// othelloMidgame returns plain Othello positions of 30 to 50 empty cells.
func othelloMidgame(t *testing.T, n int) (*mapello.Game, []mapello.State) {
	t.Helper()
	g := mapello.MustNew()
	start, err := g.Setup("plain", 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []mapello.State
	for _, s := range gametest.SampleStates(g, start, 200, 7) {
		if _, over := g.Result(s); !over && s.Empties() >= 30 && s.Empties() <= 50 && len(out) < n {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		t.Fatal("no midgame positions")
	}
	return g, out
}

// TestProbCut: a search with ProbCut is repeatable (the same move, score
// and nodes twice), plays a legal move, finishes its depth, and searches
// fewer positions than the exact search of the same depth.
func TestProbCut(t *testing.T) {
	n, lim := 6, search.Limits{Depth: 6}
	if testing.Short() {
		n, lim.Depth = 3, 5
	}
	g, states := othelloMidgame(t, n)
	var exact, cut uint64
	for _, s := range states {
		e, err := search.AlphaBeta(g, search.Options{}).Search(context.Background(), s, lim)
		if err != nil {
			t.Fatal(err)
		}
		var r [2]search.Result[mapello.Move]
		for k := range r {
			r[k], err = search.AlphaBeta(g, search.Options{ProbCut: testProbCut(0)}).Search(context.Background(), s, lim)
			if err != nil {
				t.Fatal(err)
			}
		}
		if r[0].Move != r[1].Move || r[0].Score != r[1].Score || r[0].Nodes != r[1].Nodes {
			t.Fatalf("%v: two searches with ProbCut %+v and %+v", s, r[0], r[1])
		}
		if _, err := ply.Play(g, s, r[0].Move); err != nil || r[0].Depth != lim.Depth || !r[0].Completed {
			t.Fatalf("%v: %+v, %v", s, r[0], err)
		}
		exact += e.Nodes
		cut += r[0].Nodes
	}
	t.Logf("%d nodes exact, %d with ProbCut", exact, cut)
	if cut >= exact*19/20 {
		t.Errorf("ProbCut searched %d nodes, the exact search %d", cut, exact)
	}
}

// TestProbCutNotAtRoot: pairs of depth d cut only at nodes with d plies
// left; in a search of depth d (in one pass) that is the root alone, which
// ProbCut never cuts, so the search is the exact one, node for node, even
// with a model that would cut every node it may.
func TestProbCutNotAtRoot(t *testing.T) {
	g, states := othelloMidgame(t, 3)
	// The model predicts a deep value far above any window, with no
	// doubt: every node it applies to would fail high.
	pc := &search.ProbCut{Pairs: []search.ProbCutPair{{Depth: 5, Shallow: 1, MaxPhase: 64, A: 1, B: 1e4}}}
	for _, s := range states {
		lim := search.Limits{Depth: 5}
		e, err := search.AlphaBeta(g, search.Options{NoDeepening: true}).Search(context.Background(), s, lim)
		if err != nil {
			t.Fatal(err)
		}
		r, err := search.AlphaBeta(g, search.Options{NoDeepening: true, ProbCut: pc}).Search(context.Background(), s, lim)
		if err != nil {
			t.Fatal(err)
		}
		if r.Move != e.Move || r.Score != e.Score || r.Nodes != e.Nodes {
			t.Fatalf("%v: with ProbCut at the root's depth %+v, without %+v", s, r, e)
		}
		// The same model one ply deeper cuts below the root.
		pc2 := &search.ProbCut{Pairs: []search.ProbCutPair{{Depth: 4, Shallow: 1, MaxPhase: 64, A: 1, B: 1e4}}}
		r, err = search.AlphaBeta(g, search.Options{NoDeepening: true, ProbCut: pc2}).Search(context.Background(), s, lim)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ply.Play(g, s, r.Move); err != nil || r.Nodes >= e.Nodes {
			t.Fatalf("%v: with ProbCut below the root %+v (%v), without %+v", s, r, err, e)
		}
	}
}

// TestProbCutPhases: pairs apply only in their band of phases (the empty
// cells of an Othello board), and a game without phases is in phase 0.
func TestProbCutPhases(t *testing.T) {
	g, states := othelloMidgame(t, 2)
	if testing.Short() {
		states = states[:1]
	}
	for _, s := range states {
		lim := search.Limits{Depth: 5}
		e, err := search.AlphaBeta(g, search.Options{}).Search(context.Background(), s, lim)
		if err != nil {
			t.Fatal(err)
		}
		// Bands that no node of the search reaches: 0 to 9 empty cells.
		pc := testProbCut(1)
		for i := range pc.Pairs {
			pc.Pairs[i].MaxPhase = 9
		}
		r, err := search.AlphaBeta(g, search.Options{ProbCut: pc}).Search(context.Background(), s, lim)
		if err != nil {
			t.Fatal(err)
		}
		if r.Score != e.Score || r.Nodes != e.Nodes {
			t.Fatalf("%v: with ProbCut out of its phases %+v, without %+v", s, r, e)
		}
	}
	// Pathway has no phases: a model of phase 0 applies.
	pg := pathwayGame(t, 6)
	pc := &search.ProbCut{Pairs: []search.ProbCutPair{{Depth: 3, Shallow: 1, A: 1, Sigma: 0.5}, {Depth: 4, Shallow: 2, A: 1, Sigma: 0.5}}}
	e, err := search.AlphaBeta(pg, search.Options{}).Search(context.Background(), pg.Start(), search.Limits{Depth: 5})
	if err != nil {
		t.Fatal(err)
	}
	r, err := search.AlphaBeta(pg, search.Options{ProbCut: pc}).Search(context.Background(), pg.Start(), search.Limits{Depth: 5})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ply.Play(pg, pg.Start(), r.Move); err != nil || r.Nodes >= e.Nodes {
		t.Fatalf("Pathway with ProbCut %+v (%v), without %+v", r, err, e)
	}
}

// TestProbCutOptions: an invalid model is an error wrapping
// ply.ErrInvalidOption, and no move.
func TestProbCutOptions(t *testing.T) {
	g, states := othelloMidgame(t, 1)
	ok := search.ProbCutPair{Depth: 4, Shallow: 2, MaxPhase: 64, A: 1, Sigma: 1}
	bad := map[string]search.ProbCut{
		"confidence":     {Confidence: -1},
		"confidence NaN": {Confidence: math.NaN()},
		"confidence big": {Confidence: search.MaxProbCutConfidence + 1},
	}
	for name, f := range map[string]func(*search.ProbCutPair){
		"depth 1":        func(p *search.ProbCutPair) { p.Depth, p.Shallow = 1, 0 },
		"depth big":      func(p *search.ProbCutPair) { p.Depth = search.MaxDepth + 1 },
		"shallow deep":   func(p *search.ProbCutPair) { p.Shallow = 4 },
		"shallow <0":     func(p *search.ProbCutPair) { p.Shallow = -1 },
		"phases":         func(p *search.ProbCutPair) { p.MinPhase = 65 },
		"slope 0":        func(p *search.ProbCutPair) { p.A = 0 },
		"slope Inf":      func(p *search.ProbCutPair) { p.A = math.Inf(1) },
		"intercept NaN":  func(p *search.ProbCutPair) { p.B = math.NaN() },
		"sigma negative": func(p *search.ProbCutPair) { p.Sigma = -1 },
		"eval slope":     func(p *search.ProbCutPair) { p.EvalA = -1 },
		"eval sigma":     func(p *search.ProbCutPair) { p.EvalSigma = math.Inf(1) },
	} {
		p := ok
		f(&p)
		bad[name] = search.ProbCut{Pairs: []search.ProbCutPair{ok, p}}
	}
	for name, pc := range bad {
		r, err := search.AlphaBeta(g, search.Options{ProbCut: &pc}).Search(context.Background(), states[0], search.Limits{Depth: 3})
		if !errors.Is(err, ply.ErrInvalidOption) || r.Depth != 0 {
			t.Errorf("%s: %+v, %v", name, r, err)
		}
	}
	if _, err := search.AlphaBeta(g, search.Options{ProbCut: &search.ProbCut{Pairs: []search.ProbCutPair{ok}}}).Search(context.Background(), states[0], search.Limits{Depth: 3}); err != nil {
		t.Errorf("a valid model: %v", err)
	}
}

// TestProbCutThreads: with a node limit, two workers searching with
// ProbCut meet in lockstep and repeat their search.
func TestProbCutThreads(t *testing.T) {
	g, states := othelloMidgame(t, 1)
	var r [2]search.Result[mapello.Move]
	for k := range r {
		var err error
		r[k], err = search.AlphaBeta(g, search.Options{Threads: 2, ProbCut: testProbCut(0)}).Search(context.Background(), states[0], search.Limits{Nodes: 20000})
		if err != nil {
			t.Fatal(err)
		}
	}
	if r[0].Move != r[1].Move || r[0].Score != r[1].Score || r[0].Nodes != r[1].Nodes || r[0].Depth != r[1].Depth {
		t.Fatalf("two searches on two threads %+v and %+v", r[0], r[1])
	}
	if _, err := ply.Play(g, states[0], r[0].Move); err != nil {
		t.Fatal(err)
	}
}
