package morelli

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"

	"pgregory.net/rapid"
)

// TestPlayoutMove: the policy's move is legal, and when a move crowns the
// mover's King with the moving piece alone, it plays such a move.
func TestPlayoutMove(t *testing.T) {
	g := MustNew()
	crowned := 0
	rapid.Check(t, func(t *rapid.T) {
		s := drawPlayed(t)
		moves := g.AppendMoves(nil, s)
		if len(moves) == 0 {
			return
		}
		rng := rand.New(rand.NewPCG(1, 2))
		i := g.PlayoutMove(s, moves, rng)
		if i < 0 || i >= len(moves) {
			t.Fatalf("index %d of %d moves", i, len(moves))
		}
		me := s.ToMove()
		if s.king == me {
			return
		}
		crowns := false
		for _, m := range moves {
			c := s
			c.pieces[c.turn].clear(m.From)
			c.pieces[c.turn].set(m.To)
			if f := frameMask[m.To]; c.pieces[c.turn].and(f) == f {
				crowns = true
			}
		}
		if crowns {
			crowned++
			if c := g.Apply(s, moves[i]); c.king != me {
				t.Fatalf("a move crowns the King, the policy played %v", moves[i])
			}
		}
	})
	t.Logf("%d positions with a crowning move", crowned)
}

// TestEvalScale: the estimate tanh(Evaluate/EvalScale) is antisymmetric,
// has the sign of the evaluation, and reads the weight of the King on the
// Throne alone as nearly won (above 0.95).
func TestEvalScale(t *testing.T) {
	g := MustNew()
	rapid.Check(t, func(t *rapid.T) {
		s := drawPlayed(t)
		a := math.Tanh(g.Evaluate(s, ply.First) / g.EvalScale())
		b := math.Tanh(g.Evaluate(s, ply.Second) / g.EvalScale())
		if a != -b || (a > 0) != (g.Evaluate(s, ply.First) > 0) {
			t.Fatalf("estimate %v for First, %v for Second, Evaluate %v", a, b, g.Evaluate(s, ply.First))
		}
	})
	if v := math.Tanh(wThrone / g.EvalScale()); v < 0.95 {
		t.Errorf("the Throne alone reads as %v", v)
	}
}
