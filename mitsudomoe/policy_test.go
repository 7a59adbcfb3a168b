package mitsudomoe

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
)

// TestPlayoutMove: along random games, the policy takes a turn that
// brings all three balls to the goal whenever there is one, and fills its own home (a loss) only when every
// draw it tried would, far less often than a uniform choice.
func TestPlayoutMove(t *testing.T) {
	g := MustNew()
	rng := rand.New(rand.NewPCG(2, 2))
	var wins, suicides, uniform, trials int
	for game := range 30 {
		s := g.Start()
		for range 200 {
			if _, over := g.Result(s); over {
				break
			}
			me := s.ToMove()
			moves := g.AppendMoves(nil, s)
			win, lose := false, 0
			for _, m := range moves {
				c := g.Apply(s, m)
				if c.balls[s.side]&goal[s.side] == goal[s.side] {
					win = true
				}
				if r, over := g.Result(c); over {
					if r.For(me) < 0 {
						lose++
					}
				}
			}
			i := g.PlayoutMove(s, moves, rng)
			if i < 0 || i >= len(moves) {
				t.Fatalf("game %d: index %d of %d moves", game, i, len(moves))
			}
			r, over := g.Result(g.Apply(s, moves[i]))
			if win {
				wins++
				if !over || r.For(me) <= 0 {
					t.Fatalf("game %d: %s has a winning turn, the policy played %s", game, g.FormatState(s), g.FormatMove(s, moves[i]))
				}
			} else if lose > 0 && lose < len(moves) {
				trials++
				uniform += 100 * lose / len(moves)
				if over && r.For(me) < 0 && r.Winner != ply.NoPlayer {
					suicides += 100
				}
			}
			s = g.Apply(s, moves[rng.IntN(len(moves))])
		}
	}
	if wins == 0 || trials == 0 {
		t.Fatalf("%d positions with a win, %d with a losing move: the test shows little", wins, trials)
	}
	if suicides*2 > uniform {
		t.Errorf("the policy lost at once %d%% of the time over %d positions; uniform about %d%%", suicides/trials, trials, uniform/trials)
	}
}

// TestEvalScale: the playout estimate tanh(Evaluate/EvalScale) lies in [-1, 1], is
// antisymmetric, and orders positions as the evaluation does.
func TestEvalScale(t *testing.T) {
	g := MustNew()
	rng := rand.New(rand.NewPCG(3, 3))
	s := g.Start()
	for range 60 {
		if _, over := g.Result(s); over {
			break
		}
		a, b := math.Tanh(g.Evaluate(s, ply.First)/g.EvalScale()), math.Tanh(g.Evaluate(s, ply.Second)/g.EvalScale())
		if a < -1 || a > 1 || a != -b {
			t.Fatalf("%s: estimate %v for First, %v for Second", g.FormatState(s), a, b)
		}
		if (a > 0) != (g.Evaluate(s, ply.First) > 0) {
			t.Fatalf("%s: estimate %v against Evaluate %v", g.FormatState(s), a, g.Evaluate(s, ply.First))
		}
		moves := g.AppendMoves(nil, s)
		s = g.Apply(s, moves[rng.IntN(len(moves))])
	}
}
