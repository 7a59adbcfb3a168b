package search_test

import (
	"context"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// BenchmarkSolver solves positions of several games with each feature of
// the solver switched off in turn, reporting the nodes (the table of
// search/RESULTS.md):
//
//	go test ./search -run '^$' -bench Solver -benchtime 1x
func BenchmarkSolver(b *testing.B) {
	ffo1, err := mapello.ParseState("##########/#.ooooo..#/#.xxxooo.#/#..xoxoxx#/#oxxxoxxx#/#.oxoxoxx#/#.oooxxox#/#.oooxx.o#/#..xxxxx.#/########## x 0 0 0")
	if err != nil {
		b.Fatal(err)
	}
	pw := pathway.MustNew(pathway.WithSize(4))
	mp := mapello.MustNew()
	features := []struct {
		name string
		opts search.SolveOptions
	}{
		{"all", search.SolveOptions{}},
		{"noETC", search.SolveOptions{NoETC: true}},
		{"noOrdering", search.SolveOptions{NoOrdering: true}},
		{"noTable", search.SolveOptions{NoTable: true, NoETC: true}},
	}
	for _, f := range features {
		b.Run("ttt/"+f.name, func(b *testing.B) { benchSolve(b, ttt{}, ttt{}.Start(), f.opts) })
		b.Run("pathway4/"+f.name, func(b *testing.B) { benchSolve(b, pw, pw.Start(), f.opts) })
		if f.name != "noTable" {
			opts := f.opts
			opts.NoExact = true
			b.Run("ffo1-generic/"+f.name, func(b *testing.B) { benchSolve(b, mp, ffo1, opts) })
		}
	}
	b.Run("ttt/dfpn", func(b *testing.B) { benchSolve(b, ttt{}, ttt{}.Start(), search.SolveOptions{ProofNumber: true}) })
	b.Run("pathway4/dfpn", func(b *testing.B) { benchSolve(b, pw, pw.Start(), search.SolveOptions{ProofNumber: true}) })
	b.Run("ffo1-endgame/all", func(b *testing.B) { benchSolve(b, mp, ffo1, search.SolveOptions{}) })
}

// benchSolve solves s with a new solver each time and reports its nodes.
func benchSolve[S, M comparable](b *testing.B, g ply.Game[S, M], s S, opts search.SolveOptions) {
	var nodes uint64
	for b.Loop() {
		sol, err := search.Solver(g, opts).Solve(context.Background(), s, search.Limits{})
		if err != nil || sol.Outcome == search.Unknown {
			b.Fatal(sol, err)
		}
		nodes = sol.Nodes
	}
	b.ReportMetric(float64(nodes), "nodes")
}
