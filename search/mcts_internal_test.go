// mcts_internal_test.go checks MCTS tree reuse from the inside: the kept
// subtree and its links.

package search

import (
	"context"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
)

// checkTree fails if the links of t are inconsistent or a visited child's
// state is not its parent's after its move.
func checkTree[S, M comparable](t *testing.T, g ply.Game[S, M], tr *tree[S, M]) {
	t.Helper()
	seen := make([]bool, len(tr.nodes))
	seen[0] = true
	for i := range tr.nodes {
		n := &tr.nodes[i]
		var last int32 = -1
		for c := n.first; c >= 0; c = tr.nodes[c].next {
			if seen[c] {
				t.Fatalf("node %d reached twice", c)
			}
			seen[c] = true
			if tr.nodes[c].parent != int32(i) {
				t.Fatalf("node %d: parent %d, listed under %d", c, tr.nodes[c].parent, i)
			}
			if g.Apply(n.state, tr.nodes[c].move) != tr.nodes[c].state {
				t.Fatalf("node %d: state is not its parent's after its move", c)
			}
			last = c
		}
		if last != n.last {
			t.Fatalf("node %d: last child %d, list ends at %d", i, n.last, last)
		}
	}
	for i, ok := range seen {
		if !ok {
			t.Fatalf("node %d is unreachable", i)
		}
	}
}

// TestMCTSTreeReuse: after a move and a reply, the next search starts from
// the subtree it had grown, with its statistics.
func TestMCTSTreeReuse(t *testing.T) {
	g := pathway.MustNew()
	p := MCTS(g, MCTSOptions{Seed: 1, Iterations: 3000})
	s := g.Start()
	r, err := p.Search(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	checkTree(t, g, p.trees[0])
	s = g.Apply(s, r.Move)
	// The reply the tree knows best.
	tr := p.trees[0]
	child := tr.find(s)
	if child < 0 {
		t.Fatal("the move played is not in the tree")
	}
	best := tr.nodes[child].first
	for c := best; c >= 0; c = tr.nodes[c].next {
		if tr.nodes[c].visits > tr.nodes[best].visits {
			best = c
		}
	}
	s = tr.nodes[best].state
	kept := tr.nodes[best].visits
	if kept == 0 {
		t.Fatal("the reply has no visits")
	}
	tr.setRoot(s, false)
	if tr.nodes[0].state != s || tr.nodes[0].visits != kept {
		t.Fatalf("new root: visits %d, want %d kept", tr.nodes[0].visits, kept)
	}
	checkTree(t, g, tr)
	if _, err := p.Search(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	checkTree(t, g, p.trees[0])
	if got := p.trees[0].nodes[0].visits; got != kept+3000 {
		t.Errorf("root visits after reuse: %d, want %d", got, kept+3000)
	}
	// A state the tree does not hold starts a new tree.
	p.trees[0].setRoot(g.Start(), false)
	if len(p.trees[0].nodes) != 1 {
		t.Errorf("unknown state: %d nodes kept", len(p.trees[0].nodes))
	}
}
