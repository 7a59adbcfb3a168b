// mcts_internal_test.go checks MCTS tree reuse from the inside: the kept
// subtree and its links.

package search

import (
	"context"
	"testing"
	"unsafe"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
)

// checkTree fails if the links of t are inconsistent or a visited child's
// state is not its parent's after its move.
func checkTree[S, M comparable](t *testing.T, g ply.Game[S, M], tr *tree[S, M]) {
	t.Helper()
	seen := make([]bool, int(tr.size))
	seen[0] = true
	for i := range tr.size {
		n := tr.at(i)
		var last int32 = -1
		for c := n.first; c >= 0; c = tr.at(c).next {
			if seen[c] {
				t.Fatalf("node %d reached twice", c)
			}
			seen[c] = true
			if tr.at(c).parent != int32(i) {
				t.Fatalf("node %d: parent %d, listed under %d", c, tr.at(c).parent, i)
			}
			if g.Apply(n.state, tr.at(c).move) != tr.at(c).state {
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
	p := MCTS(g, MCTSOptions{Seed: 1})
	lim := Limits{Nodes: 3000}
	s := g.Start()
	r, err := p.Search(context.Background(), s, lim)
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
	best := tr.at(child).first
	for c := best; c >= 0; c = tr.at(c).next {
		if tr.at(c).visits > tr.at(best).visits {
			best = c
		}
	}
	s = tr.at(best).state
	kept := tr.at(best).visits
	if kept == 0 {
		t.Fatal("the reply has no visits")
	}
	tr.setRoot(s, false, tr.maxNodes)
	if tr.at(0).state != s || tr.at(0).visits != kept {
		t.Fatalf("new root: visits %d, want %d kept", tr.at(0).visits, kept)
	}
	checkTree(t, g, tr)
	if _, err := p.Search(context.Background(), s, lim); err != nil {
		t.Fatal(err)
	}
	checkTree(t, g, p.trees[0])
	if got := p.trees[0].at(0).visits; got != kept+3000 {
		t.Errorf("root visits after reuse: %d, want %d", got, kept+3000)
	}
	// A state the tree does not hold starts a new tree.
	p.trees[0].setRoot(g.Start(), false, p.trees[0].maxNodes)
	if p.trees[0].size != 1 {
		t.Errorf("unknown state: %d nodes kept", p.trees[0].size)
	}
}

// subtreeSize counts the nodes of tr below n, n included.
func subtreeSize[S, M comparable](tr *tree[S, M], n int32) int {
	size := 1
	for c := tr.at(n).first; c >= 0; c = tr.at(c).next {
		size += subtreeSize(tr, c)
	}
	return size
}

// TestMCTSTreeBounded: a tree stops growing at its share of TreeMB, arena
// included, and the search goes on from its leaves; re-rooting in place
// keeps exactly the subtree.
func TestMCTSTreeBounded(t *testing.T) {
	g := pathway.MustNew()
	p := MCTS(g, MCTSOptions{Seed: 1, TreeMB: 1, Threads: 2})
	lim := Limits{Nodes: 20000}
	s := g.Start()
	r, err := p.Search(context.Background(), s, lim)
	if err != nil || r.Nodes != 20000 {
		t.Fatalf("playouts %d, %v", r.Nodes, err)
	}
	limit := treeNodes[pathway.State, pathway.Move](1, 2)
	nodes := int(limit)
	if per := int(unsafe.Sizeof(mnode[pathway.State, pathway.Move]{})) + 4; nodes*per > 1<<19 || nodes*per < 1<<19-per {
		t.Errorf("%d nodes of %d bytes: not half a mebibyte", nodes, per)
	}
	for i, tr := range p.trees {
		arena := 0
		for _, c := range tr.chunks {
			arena += len(c)
		}
		if tr.size != limit || arena != int(limit) {
			t.Errorf("tree %d: %d nodes, arena of %d; want %d", i, tr.size, arena, limit)
		}
		checkTree(t, g, tr)
	}
	tr := p.trees[0]
	for k := 0; k < 2; k++ {
		s = g.Apply(s, r.PV[k])
	}
	n := tr.find(s)
	if n <= 0 {
		t.Fatal("the principal variation is not in the tree")
	}
	want := subtreeSize(tr, n)
	tr.setRoot(s, false, tr.maxNodes)
	if int(tr.size) != want || tr.at(0).state != s {
		t.Fatalf("re-rooted tree: %d nodes, want %d", int(tr.size), want)
	}
	checkTree(t, g, tr)
}
