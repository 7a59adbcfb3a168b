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
func greedy(g *morelli.Game, s morelli.State) morelli.Move {
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

// EvalReserve beats the seed's evaluation in greedy play from random
// setups, with both colours (the package documentation quotes these
// matches, and alpha-beta ones).
func TestEvalReserveBeatsSeed(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 20 games")
	}
	reserve := morelli.New(morelli.WithEval(morelli.EvalReserve))
	seed := morelli.New(morelli.WithEval(morelli.EvalSeed))
	var wins, losses int
	for setup := range uint64(10) {
		for _, reserveSide := range []ply.Player{morelli.Black, morelli.White} {
			s := morelli.Random(setup)
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
	t.Logf("EvalReserve against EvalSeed: %d wins, %d losses, %d draws", wins, losses, 20-wins-losses)
	if wins < 15 {
		t.Errorf("EvalReserve won only %d of 20 games against EvalSeed", wins)
	}
}

// TestAppendForcing: the forcing moves are exactly the legal moves that
// change a piece's colour or the King on the Throne, in generation order.
func TestAppendForcing(t *testing.T) {
	g := morelli.New()
	s := g.Start()
	seen := 0
	for ply := 0; ply < 200; ply++ {
		if _, over := g.Result(s); over {
			break
		}
		moves := g.AppendMoves(nil, s)
		var want []morelli.Move
		for _, m := range moves {
			c := g.Apply(s, m)
			if c.Count(s.ToMove()) != s.Count(s.ToMove()) || c.King() != s.King() {
				want = append(want, m)
			}
		}
		got := g.AppendForcing(nil, s)
		if !slices.Equal(got, want) {
			t.Fatalf("ply %d: forcing moves %v, want %v", ply, got, want)
		}
		seen += len(want)
		s = g.Apply(s, moves[(ply*7919)%len(moves)])
	}
	if seen == 0 {
		t.Error("no forcing move met: the test shows nothing")
	}
}
