// eval_test.go checks the classic program's mobility evaluation.

package pushfight

import (
	"testing"

	"github.com/plygo/ply"
	"pgregory.net/rapid"
)

func TestEvalClassic(t *testing.T) {
	g := MustNew()
	// The standard start is symmetric: both sides have the same mobility.
	me, them := Mobility(standardStart, ply.First), Mobility(standardStart, ply.Second)
	if me != them || me <= 0 {
		t.Errorf("standard start: mobility %d and %d, want equal and positive", me, them)
	}
	rapid.Check(t, func(t *rapid.T) {
		s := standardStart
		rng := rapid.IntRange(0, 30).Draw(t, "plies")
		for range rng {
			if _, over := g.Result(s); over {
				break
			}
			moves := g.AppendMoves(nil, s)
			s = g.Apply(s, moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
		}
		if _, over := g.Result(s); over {
			return
		}
		p := s.ToMove()
		me, them := Mobility(s, p), Mobility(s, p.Opponent())
		if v := EvalClassic(s, p); v != float64(me-them) {
			t.Fatalf("EvalClassic = %v, want mobility difference %d", v, me-them)
		}
		if EvalClassic(s, ply.First) != -EvalClassic(s, ply.Second) {
			t.Fatalf("EvalClassic is not zero-sum")
		}
		// The rotated position swaps the sides' roles, not the figures.
		r := rotate(s)
		rme, rthem := Mobility(r, r.ToMove()), Mobility(r, r.ToMove().Opponent())
		if rme != me || rthem != them {
			t.Fatalf("rotation changed mobility: %d,%d to %d,%d", me, them, rme, rthem)
		}
	})
	if Mobility(standardStart, ply.NoPlayer) != 0 || EvalClassic(standardStart, ply.NoPlayer) != 0 {
		t.Error("mobility of NoPlayer")
	}
}
