package search_test

import (
	"context"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// margins is a scored game where First can win at once by one point (move
// 0) or, along a forced line of four plies (move 1), by ten.
type margins struct{}

type marginState struct {
	branch int8 // 0: not chosen yet; 1: the quick win; 2: the long line
	plies  int8
}

func (margins) Start() marginState { return marginState{} }
func (margins) ToMove(s marginState) ply.Player {
	if s.plies%2 == 0 {
		return ply.First
	}
	return ply.Second
}
func (g margins) AppendMoves(dst []int, s marginState) []int {
	if _, over := g.Result(s); over {
		return dst
	}
	if s.plies == 0 {
		return append(dst, 0, 1)
	}
	return append(dst, 0)
}
func (margins) Apply(s marginState, m int) marginState {
	if s.plies == 0 {
		s.branch = int8(m) + 1
	}
	s.plies++
	return s
}
func (margins) Result(s marginState) (ply.Result, bool) {
	switch {
	case s.branch == 1:
		return ply.Result{Winner: ply.First, Score: [2]int{1, 0}}, true
	case s.branch == 2 && s.plies == 5:
		return ply.Result{Winner: ply.First, Score: [2]int{10, 0}}, true
	}
	return ply.Result{}, false
}
func (margins) Evaluate(marginState, ply.Player) float64 { return 0 }

// TestBiggerWinBeyondTheHorizon: in a game that keeps score, a quick win
// proven at depth 1 does not end iterative deepening, since a line beyond
// the horizon may win by more; the search goes on and plays for the ten
// points.
func TestBiggerWinBeyondTheHorizon(t *testing.T) {
	p := search.AlphaBeta[marginState, int](margins{}, search.Options{})
	r, err := p.Search(context.Background(), marginState{}, search.Limits{Infinite: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Move != 1 || r.Depth < 5 {
		t.Fatalf("Search = move %d at depth %d (score %v), want move 1, the ten-point win, from depth 5", r.Move, r.Depth, r.Score)
	}
	if d, proven := search.WinDistance(r.Score); !proven || d != 5 {
		t.Fatalf("score %v: want a proven win in 5 plies", r.Score)
	}
}
