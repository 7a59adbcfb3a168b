package morelli_test

import (
	"slices"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/morelli"
)

// greedy returns the move whose result Evaluate likes best for the side to
// move, a finished game counting as a win or loss beyond any value; the
// first of equal moves.
func greedy(g ply.Game[morelli.State, morelli.Move], s morelli.State) morelli.Move {
	me := s.ToMove()
	var best morelli.Move
	bestValue := -2e6
	for _, m := range g.AppendMoves(nil, s) {
		after := g.Apply(s, m)
		v := 0.0
		if r, over := g.Result(after); over {
			v = 1e6 * float64(r.For(me))
		} else {
			v = g.Evaluate(after, me)
		}
		if v > bestValue {
			best, bestValue = m, v
		}
	}
	return best
}

// EvalReserve beats the classic program's evaluation in greedy play from random
// setups, with both colours (the package documentation quotes these
// matches, and alpha-beta ones).
func TestEvalReserveBeatsSeed(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 20 games")
	}
	reserve := ply.Game[morelli.State, morelli.Move](morelli.MustNew())
	seed := ply.WithEval(reserve, morelli.EvalClassic)
	var wins, losses int
	for setup := range uint64(10) {
		for _, reserveSide := range []ply.Player{morelli.Black, morelli.White} {
			s := randomSetup(setup)
			for {
				r, over := reserve.Result(s)
				if over {
					switch r.For(reserveSide) {
					case 1:
						wins++
					case -1:
						losses++
					}
					break
				}
				g := seed
				if s.ToMove() == reserveSide {
					g = reserve
				}
				s = g.Apply(s, greedy(g, s))
			}
		}
	}
	t.Logf("EvalReserve against EvalClassic: %d wins, %d losses, %d draws", wins, losses, 20-wins-losses)
	if wins < 15 {
		t.Errorf("EvalReserve won only %d of 20 games against EvalClassic", wins)
	}
}

// TestAppendForcing: the forcing moves are the legal moves that crown the
// mover's King (when it is not on the Throne), in generation order; every
// one of them does.
func TestAppendForcing(t *testing.T) {
	g := morelli.MustNew()
	seen := 0
	for seed := range uint64(20) {
		s := randomSetup(seed)
		for ply := 0; ply < 300; ply++ {
			if _, over := g.Result(s); over {
				break
			}
			me := s.ToMove()
			moves := g.AppendMoves(nil, s)
			got := g.AppendForcing(nil, s)
			for _, m := range got {
				if !slices.Contains(moves, m) {
					t.Fatalf("forcing move %v is not legal", m)
				}
				if c := g.Apply(s, m); c.King() != me || s.King() == me {
					t.Fatalf("forcing move %v does not crown the King", m)
				}
			}
			seen += len(got)
			// Play a crowning move now and then, else a random one.
			if len(got) > 0 && ply%2 == 0 {
				s = g.Apply(s, got[0])
			} else {
				s = g.Apply(s, moves[(ply*7919+int(seed))%len(moves)])
			}
		}
	}
	if seen == 0 {
		t.Error("no forcing move met: the test shows nothing")
	}
}
