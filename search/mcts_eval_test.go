// mcts_eval_test.go checks the evaluation inside the MCTS tree from the
// inside: leaves scored by it, implicit minimax backups, progressive bias.

package search

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/mitsudomoe"
)

// TestMCTSEvalLeaves: without playouts, a leaf visited once holds exactly
// the evaluation of its state for its mover, tanh(Evaluate/EvalScale)
// mapped to 0..1.
func TestMCTSEvalLeaves(t *testing.T) {
	g := mapello.MustNew()
	p := MCTS(g, MCTSOptions{Seed: 1, EvalLeaves: true})
	if p.runner != nil {
		t.Fatal("EvalLeaves kept the game's playout runner")
	}
	if _, err := p.Search(context.Background(), g.Start(), Limits{Nodes: 2000}); err != nil {
		t.Fatal(err)
	}
	tr := p.trees[0]
	checkTree(t, g, tr)
	ones := 0
	for i := int32(1); i < tr.size; i++ {
		n := tr.at(i)
		want := (math.Tanh(g.Evaluate(n.state, n.mover)/g.EvalScale()) + 1) / 2
		if n.solved {
			want = reward(n.outcome)
		}
		if math.Abs(float64(n.eval)-want) > 1e-6 {
			t.Fatalf("node %d: eval %v, want %v", i, n.eval, want)
		}
		if n.visits == 1 {
			ones++
			if math.Abs(n.value-float64(n.eval)) > 1e-12 {
				t.Fatalf("node %d, one visit: value %v, want its evaluation %v", i, n.value, n.eval)
			}
		}
	}
	if ones == 0 {
		t.Fatal("no leaf visited once")
	}
}

// TestMCTSMinimaxBackups: with implicit minimax backups every expanded
// node's minimax value is the best of its children's for the player to
// move (a leaf's is its evaluation), and selection follows it: with weight
// 1 and no exploration, each descent goes to the child of best minimax
// value.
func TestMCTSMinimaxBackups(t *testing.T) {
	g := mapello.MustNew()
	p := MCTS(g, MCTSOptions{Seed: 1, Minimax: 0.5, PlayoutDepth: 4})
	if _, err := p.Search(context.Background(), g.Start(), Limits{Nodes: 3000}); err != nil {
		t.Fatal(err)
	}
	tr := p.trees[0]
	checkTree(t, g, tr)
	inner := 0
	for i := int32(1); i < tr.size; i++ {
		n := tr.at(i)
		if n.first < 0 {
			if n.mm != n.eval {
				t.Fatalf("leaf %d: minimax value %v, evaluation %v", i, n.mm, n.eval)
			}
			continue
		}
		inner++
		chooser := g.ToMove(n.state)
		best := float32(-1)
		for c := n.first; c >= 0; c = tr.at(c).next {
			v := tr.at(c).mm
			if tr.at(c).solved {
				v = float32(reward(tr.at(c).outcome))
			}
			if tr.at(c).mover != chooser {
				v = 1 - v
			}
			best = max(best, v)
		}
		if n.mover != chooser {
			best = 1 - best
		}
		if n.mm != best {
			t.Fatalf("node %d: minimax value %v, want %v from its children", i, n.mm, best)
		}
	}
	if inner < 10 {
		t.Fatalf("only %d inner nodes", inner)
	}

	// Weight 1, no exploration: once the root's children are all
	// expanded, the next descents follow the best minimax values.
	// The best child is read from a search that stops once every child
	// is expanded: the descent into it changes its value (its own
	// children's minimax replaces its evaluation).
	s := g.Start()
	root := len(g.AppendMoves(nil, s))
	searchTo := func(nodes int) *tree[mapello.State, mapello.Move] {
		p := MCTS(g, MCTSOptions{Seed: 1, Minimax: 1, Exploration: 1e-9, EvalLeaves: true})
		if _, err := p.Search(context.Background(), s, Limits{Nodes: uint64(nodes)}); err != nil {
			t.Fatal(err)
		}
		return p.trees[0]
	}
	tr = searchTo(root)
	best := int32(-1)
	for c := tr.at(0).first; c >= 0; c = tr.at(c).next {
		if best < 0 || tr.at(c).mm > tr.at(best).mm {
			best = c
		}
	}
	tr = searchTo(root + 1)
	twice := int32(-1)
	for c := tr.at(0).first; c >= 0; c = tr.at(c).next {
		if tr.at(c).visits == 2 {
			twice = c
		}
	}
	if twice != best {
		t.Errorf("visited twice: child %d, want %d of best minimax value", twice, best)
	}
}

// TestMCTSBias: with a strong progressive bias, the first child visited
// again is the one of best evaluation, though playouts gave the others
// better means.
func TestMCTSBias(t *testing.T) {
	g := mapello.MustNew()
	s := g.Start()
	s = g.Apply(s, g.AppendMoves(nil, s)[0])
	root := len(g.AppendMoves(nil, s))
	p := MCTS(g, MCTSOptions{Seed: 3, Bias: 1000})
	if _, err := p.Search(context.Background(), s, Limits{Nodes: uint64(root) + 1}); err != nil {
		t.Fatal(err)
	}
	tr := p.trees[0]
	best, twice := int32(-1), int32(-1)
	for c := tr.at(0).first; c >= 0; c = tr.at(c).next {
		if best < 0 || tr.at(c).eval > tr.at(best).eval {
			best = c
		}
		if tr.at(c).visits == 2 {
			twice = c
		}
	}
	if twice != best {
		t.Errorf("visited twice: child %d, want %d of best evaluation", twice, best)
	}
}

// TestMCTSEvalOptionsChecked: the new options' ranges are checked.
func TestMCTSEvalOptionsChecked(t *testing.T) {
	g := mapello.MustNew()
	for _, o := range []MCTSOptions{{Minimax: -0.1}, {Minimax: 1.5}, {Minimax: math.NaN()}, {Bias: -1}, {Bias: math.Inf(1)}} {
		if _, err := MCTS(g, o).Search(context.Background(), g.Start(), Limits{Nodes: 10}); !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("%+v: err = %v, want ply.ErrInvalidOption", o, err)
		}
	}
}

// TestMCTSWidening: with progressive widening a node of v visits has at
// most 1+Widening·√v children, expanded best first by the evaluation of
// the state after them for the player to move; the result still reports
// each root move's own statistics.
func TestMCTSWidening(t *testing.T) {
	g := mitsudomoe.MustNew()
	const w = 1.5
	p := MCTS(g, MCTSOptions{Seed: 1, Widening: w, EvalLeaves: true, Minimax: 0.5})
	s := g.Start()
	r, err := p.Search(context.Background(), s, Limits{Nodes: 3000, MultiPV: 3})
	if err != nil {
		t.Fatal(err)
	}
	tr := p.trees[0]
	checkTree(t, g, tr)
	deep := 0
	for i := range tr.size {
		n := tr.at(i)
		kids, prev := 0, 2.0
		chooser := g.ToMove(n.state)
		for c := n.first; c >= 0; c = tr.at(c).next {
			kids++
			v := float64(tr.at(c).eval)
			if tr.at(c).mover != chooser {
				v = 1 - v
			}
			if v > prev+1e-6 {
				t.Fatalf("node %d: child %d valued %v after one valued %v", i, c, v, prev)
			}
			prev = v
		}
		if limit := 1 + w*math.Sqrt(float64(n.visits)); float64(kids) > limit {
			t.Fatalf("node %d: %d children for %d visits", i, kids, n.visits)
		}
		if kids > 0 && int32(kids) < n.nmoves {
			deep++
		}
	}
	if deep == 0 {
		t.Fatal("no node was widened only in part")
	}
	// The reported visits are those of the child after each move.
	for _, l := range r.Lines {
		c := tr.at(0).first
		for c >= 0 && tr.at(c).move != l.Move {
			c = tr.at(c).next
		}
		if c < 0 || uint64(tr.at(c).visits) != l.Visits {
			t.Errorf("line %v: %d visits reported, the tree has another count", l.Move, l.Visits)
		}
	}
	if r.Move != r.Lines[0].Move || r.PV[0] != r.Move {
		t.Errorf("move %v, first line %v, PV %v", r.Move, r.Lines[0].Move, r.PV)
	}
}
