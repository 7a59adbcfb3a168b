package mapello_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
)

// TestEvalScale: the playout estimate tanh(Evaluate/EvalScale) lies in [-1, 1], is
// antisymmetric, and has the sign of the evaluation.
func TestEvalScale(t *testing.T) {
	g := mapello.MustNew()
	rng := rand.New(rand.NewPCG(4, 4))
	s := g.Start()
	for {
		if _, over := g.Result(s); over {
			break
		}
		a, b := math.Tanh(g.Evaluate(s, ply.First)/g.EvalScale()), math.Tanh(g.Evaluate(s, ply.Second)/g.EvalScale())
		if a < -1 || a > 1 || a != -b || (a > 0) != (g.Evaluate(s, ply.First) > 0) {
			t.Fatalf("estimate %v for First, %v for Second, Evaluate %v", a, b, g.Evaluate(s, ply.First))
		}
		moves := g.AppendMoves(nil, s)
		s = g.Apply(s, moves[rng.IntN(len(moves))])
	}
}
