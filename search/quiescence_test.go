// quiescence_test.go checks the quiescence search against a brute-force
// minimax that extends its horizon the same way.

package search_test

import (
	"math"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
	"pgregory.net/rapid"
)

// forcingToy is toy with forcing moves: about half the moves of each
// position, drawn from its hash.
type forcingToy struct{ toy }

func (g forcingToy) AppendForcing(dst []toyMove, s toyState) []toyMove {
	n := len(dst)
	dst = g.AppendMoves(dst, s)
	k := n
	for _, m := range dst[n:] {
		if g.h(s, 8+uint64(m))%2 == 0 {
			dst[k] = m
			k++
		}
	}
	return dst[:k]
}

var _ ply.ForcingMover[toyState, toyMove] = forcingToy{}

// refValue is the brute-force reference: the minimax value for the player
// to move in s, depth plies from the horizon, ply plies below the root,
// extended at the horizon by q as search documents it.
func refValue(g forcingToy, s toyState, depth, ply int) float64 {
	me := g.ToMove(s)
	if depth == 0 {
		return refQ(g, s, ply, 0)
	}
	best := math.Inf(-1)
	for _, m := range ply0Moves(g, s) {
		best = max(best, refChild(g, s, m, depth-1, ply+1, me))
	}
	return best
}

func ply0Moves(g forcingToy, s toyState) []toyMove { return g.AppendMoves(nil, s) }

// refChild values the child of s by m for me.
func refChild(g forcingToy, s toyState, m toyMove, depth, ply int, me ply.Player) float64 {
	c := g.Apply(s, m)
	if r, over := g.Result(c); over {
		return refTerminal(r.For(me), ply)
	}
	v := refValue(g, c, depth, ply)
	if g.ToMove(c) != me {
		v = -v
	}
	return v
}

func refTerminal(outcome, ply int) float64 {
	switch {
	case outcome > 0:
		return search.WinScore - float64(ply)
	case outcome < 0:
		return -(search.WinScore - float64(ply))
	}
	return 0
}

// refQ is q(s, k): stand pat on the evaluation, or follow a forcing move.
func refQ(g forcingToy, s toyState, ply, k int) float64 {
	me := g.ToMove(s)
	best := g.Evaluate(s, me)
	if k == search.QuiescenceDepth {
		return best
	}
	for _, m := range g.AppendForcing(nil, s) {
		c := g.Apply(s, m)
		var v float64
		if r, over := g.Result(c); over {
			v = refTerminal(r.For(me), ply+1)
		} else {
			v = refQ(g, c, ply+1, k+1)
			if g.ToMove(c) != me {
				v = -v
			}
		}
		best = max(best, v)
	}
	return best
}

// TestQuiescenceEqualsReference: with quiescence, alpha-beta with any mix
// of its features returns the value of the brute-force reference that
// extends the horizon the same way, and the first root move of that value.
func TestQuiescenceEqualsReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tg, _ := drawToy(t)
		tg.plies = uint8(rapid.IntRange(3, 16).Draw(t, "plies16"))
		g := forcingToy{tg}
		s := drawPosition(t, g)
		depth := rapid.IntRange(1, 5).Draw(t, "depth")
		opts := drawOptions(t, depth)
		me := g.ToMove(s)
		wantScore := math.Inf(-1)
		var wantMove toyMove
		for _, m := range g.AppendMoves(nil, s) {
			if v := refChild(g, s, m, depth-1, 1, me); v > wantScore {
				wantScore, wantMove = v, m
			}
		}
		got := mustSearch(t, drawnAB(g, opts), s)
		if got.Score != wantScore || got.Move != wantMove {
			t.Fatalf("alpha-beta %+v: move %v score %v; reference: move %v score %v",
				opts, got.Move, got.Score, wantMove, wantScore)
		}
		// Switched off, the search is plain minimax again.
		opts.opts.NoQuiescence = true
		plain := mustSearch(t, drawnAB(g, opts), s)
		mm := mustSearch(t, bound(search.Minimax(g), search.Limits{Depth: depth}), s)
		if plain.Score != mm.Score || plain.Move != mm.Move {
			t.Fatalf("alpha-beta %+v: move %v score %v; minimax: move %v score %v",
				opts, plain.Move, plain.Score, mm.Move, mm.Score)
		}
	})
}
