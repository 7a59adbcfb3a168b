// mcts_eval.go holds what MCTS does with the game's evaluation inside the
// tree: leaves scored without playouts and implicit minimax backups.

package search

import (
	"cmp"
	"math"
	"slices"
)

// usesEval reports whether the options need the evaluation of each new
// node (mnode.eval).
func (p *MCTSPlayer[S, M]) usesEval() bool {
	return p.opts.EvalLeaves || p.opts.Minimax > 0 || p.opts.Bias > 0
}

// backupMinimax sets the minimax value of node n from its children's: the
// best for the player to move in n, as seen by n's mover. A proven child
// counts with its proven outcome; children not yet expanded do not count.
func (t *tree[S, M]) backupMinimax(n int32) {
	node := t.at(n)
	if node.first < 0 {
		return
	}
	chooser := t.p.g.ToMove(node.state)
	best := float32(-1)
	for ch := node.first; ch >= 0; ch = t.at(ch).next {
		c := t.at(ch)
		v := c.mm
		if c.solved {
			v = float32(reward(c.outcome))
		}
		if c.mover != chooser {
			v = 1 - v
		}
		best = max(best, v)
	}
	if node.mover != chooser {
		best = 1 - best
	}
	node.mm = best
}

// scoredMove is a move and the evaluation of the state after it, for
// ordering a node's moves.
type scoredMove[M any] struct {
	m M
	v float64
}

// widen returns how many children node may have: all its moves, or with
// Widening 1+Widening·√visits.
func (t *tree[S, M]) widen(node *mnode[S, M]) int32 {
	w := t.p.opts.Widening
	if w <= 0 {
		return node.nmoves
	}
	return int32(min(1+w*math.Sqrt(float64(node.visits)), float64(node.nmoves)))
}

// order stores the moves of node n, which t.moves holds, in t.sorted best
// first for the player to move (a stable sort: ties keep generation
// order), and points n's ord at them. When t.sorted is as long as four
// moves a node of the tree's bound, n keeps generation order instead.
func (t *tree[S, M]) order(n int32) {
	node := t.at(n)
	if len(t.sorted)+len(t.moves) > 4*int(t.maxNodes) {
		return
	}
	g := t.p.g
	chooser := g.ToMove(node.state)
	t.scored = t.scored[:0]
	for _, m := range t.moves {
		c := g.Apply(node.state, m)
		var v float64
		if r, over := g.Result(c); over {
			v = reward(int8(r.For(chooser)))
		} else {
			v = t.estimate(c, chooser)
		}
		t.scored = append(t.scored, scoredMove[M]{m, v})
	}
	t.clock.work += len(t.moves) * nodeWork
	slices.SortStableFunc(t.scored, func(a, b scoredMove[M]) int {
		return cmp.Compare(b.v, a.v)
	})
	node.ord = int32(len(t.sorted))
	for _, sm := range t.scored {
		t.sorted = append(t.sorted, sm.m)
	}
}
