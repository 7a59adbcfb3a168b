// eval_test.go holds the evaluation tests, a match against the classic program's bot.

package mapello_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"pgregory.net/rapid"
)

func TestEvaluateSymmetricAndBounded(t *testing.T) {
	games := []ply.Game[mapello.State, mapello.Move]{
		mapello.MustNew(),
		ply.WithEval[mapello.State, mapello.Move](mapello.MustNew(), mapello.EvalClassic),
		ply.WithEval[mapello.State, mapello.Move](mapello.MustNew(mapello.WithBonusValue(5)), mapello.EvalScore),
	}
	rapid.Check(t, func(t *rapid.T) {
		s := drawState(t)
		for _, g := range games {
			a, b := g.Evaluate(s, ply.First), g.Evaluate(s, ply.Second)
			if a != -b || math.IsNaN(a) || math.Abs(a) > 1e5 {
				t.Fatalf("%v: Evaluate = %v for Black, %v for White", s, a, b)
			}
		}
	})
}

func TestEvaluateSimple(t *testing.T) {
	s := mustState(t, "##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#x.+.....#/########## o 6 0 0")
	for _, tc := range []struct {
		name string
		e    ply.EvalFunc[mapello.State]
		want float64
	}{{"discs", mapello.EvalClassic, 1}, {"score", mapello.EvalScore, 7}} {
		g := ply.WithEval[mapello.State, mapello.Move](mapello.MustNew(), tc.e)
		if got := g.Evaluate(s, ply.First); got != tc.want {
			t.Errorf("%s: Evaluate = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestEvaluateCornerLike checks the setup-derived stability: a disc on a
// cell safe on all four axes (b8, next to the a8 wall and under plain
// border cells, on the Default board; b1 next to the a1 wall is not one,
// because of the joker on c0) is worth more than the same disc on an open
// cell.
func TestEvaluateCornerLike(t *testing.T) {
	g := mapello.MustNew()
	base := "####j#####/##.+..+.##/#.....#..#/j+#.....+j/j...xo...#/#...ox..+#/#+.....#.j/j..#.....#/##.+...+##/###j###j## x 0 0 0"
	corner := replace(base, 2, 8, 'x') // b8
	open := replace(base, 4, 7, 'x')   // d7
	if a, b := g.Evaluate(mustState(t, corner), ply.First), g.Evaluate(mustState(t, open), ply.First); a <= b {
		t.Errorf("disc on b8 valued %v, on d7 %v", a, b)
	}
}

// negamax is a plain depth-limited alpha-beta, enough to compare
// evaluations; final positions score beyond any heuristic value.
func negamax(g ply.Game[mapello.State, mapello.Move], s mapello.State, depth int, alpha, beta float64) float64 {
	if r, over := g.Result(s); over {
		return 1e6 * float64(r.For(s.ToMove()))
	}
	if depth == 0 {
		return g.Evaluate(s, s.ToMove())
	}
	for _, m := range ply.Moves(g, s) {
		v := -negamax(g, g.Apply(s, m), depth-1, -beta, -alpha)
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			break
		}
	}
	return alpha
}

func bestMove(g ply.Game[mapello.State, mapello.Move], s mapello.State, depth int, rng *rand.Rand) mapello.Move {
	moves := ply.Moves(g, s)
	rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	best, bestV := moves[0], math.Inf(-1)
	for _, m := range moves {
		if v := -negamax(g, g.Apply(s, m), depth-1, math.Inf(-1), -bestV); v > bestV {
			best, bestV = m, v
		}
	}
	return best
}

// TestStandardBeatsDiscs plays the standard evaluation against the classic program's
// disc count, both at the same shallow depth, on random boards with
// colours swapped: the standard one must win clearly more games.
func TestStandardBeatsDiscs(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 40 games")
	}
	std := mapello.MustNew()
	discs := ply.WithEval[mapello.State, mapello.Move](mapello.MustNew(), mapello.EvalClassic)
	rng := rand.New(rand.NewPCG(3, 4))
	wins, losses := 0, 0
	for seed := range uint64(20) {
		start, err := mapello.RandomSetup(seed, 8, 8, 8)
		if err != nil {
			t.Fatal(err)
		}
		for stdFirst := range 2 {
			s := start
			for {
				r, over := std.Result(s)
				if over {
					me := ply.Player(2 - stdFirst)
					switch r.For(me) {
					case 1:
						wins++
					case -1:
						losses++
					}
					break
				}
				g := discs
				if (s.ToMove() == ply.First) == (stdFirst == 1) {
					g = ply.Game[mapello.State, mapello.Move](std)
				}
				s = std.Apply(s, bestMove(g, s, 2, rng))
			}
		}
	}
	t.Logf("standard vs discs: %d wins, %d losses, %d draws", wins, losses, 40-wins-losses)
	if wins < 2*losses {
		t.Errorf("standard evaluation won %d and lost %d of 40 games", wins, losses)
	}
}

// TestEvalStandard checks the exported standard evaluation: eval=standard
// is EvalStandard in the rule book's game and StandardEval(n) in a game
// whose bonus is worth n points, where the bonuses one side alone can take
// weigh more.
func TestEvalStandard(t *testing.T) {
	g, g5 := mapello.MustNew(), mapello.MustNew(mapello.WithBonusValue(5))
	std, ok := g.Heuristic("standard")
	std5, ok5 := g5.Heuristic("standard")
	if !ok || !ok5 {
		t.Fatal("no eval=standard")
	}
	def, five := mapello.StandardEval(mapello.DefaultBonusValue), mapello.StandardEval(5)
	rng := rand.New(rand.NewPCG(1, 2))
	differ := 0
	for range 20 {
		for s := g.Start(); ; {
			for _, p := range []ply.Player{ply.First, ply.Second} {
				v := mapello.EvalStandard(s, p)
				if std(s, p) != v || def(s, p) != v || std5(s, p) != five(s, p) {
					t.Fatalf("%v for %v: eval=standard %v and %v, EvalStandard %v, StandardEval(3) %v and (5) %v",
						s, p, std(s, p), std5(s, p), v, def(s, p), five(s, p))
				}
				if v != -mapello.EvalStandard(s, p.Opponent()) {
					t.Fatalf("%v: EvalStandard %v for %v, %v for the other", s, v, p, mapello.EvalStandard(s, p.Opponent()))
				}
				if five(s, p) != v {
					differ++
				}
			}
			moves := ply.Moves(g, s)
			if len(moves) == 0 {
				break
			}
			s = g.Apply(s, moves[rng.IntN(len(moves))])
		}
	}
	if differ == 0 {
		t.Error("StandardEval(5) is EvalStandard in every position: the bonus value has no weight")
	}
}
