package registry_test

import (
	"testing"

	calls "github.com/plygo/ply/internal/counted"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/registry"
)

// The questions the web board, a record and the engine ask of one
// position (who is to move, the result, how the game ended, the clicks)
// cost one Result of the game, which in Push Fight searches for a turn.
func TestStatusAskedOnce(t *testing.T) {
	var n calls.Counts
	g, err := registry.Adapt[pushfight.State, pushfight.Move]("pushfight", calls.Wrap(pushfight.MustNew(), &n), registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	p := g.Start()
	for range 3 {
		g.ToMove(p)
		g.Result(p)
		g.DescribeEnd(p)
		g.Clicks(p)
		g.DiagramClicks(p, []string{"c2"})
	}
	if n := n.Results.Load(); n != 1 {
		t.Errorf("ToMove, Result, DescribeEnd, Clicks and DiagramClicks of one position, three times: the game's Result called %d times, want 1", n)
	}
	next, err := g.Apply(g.Moves(p)[0])
	if err != nil {
		t.Fatal(err)
	}
	n.Reset()
	g.ToMove(next)
	g.ToMove(next)
	if n := n.Results.Load(); n != 1 {
		t.Errorf("ToMove of the next position twice: Result called %d times, want 1", n)
	}
}
