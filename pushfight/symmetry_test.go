// symmetry_test.go checks the board's 180° rotational symmetry: rotating a position and swapping the colours changes nothing.

package pushfight

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plygo/ply"
	"pgregory.net/rapid"
)

// rotate turns the board by 180° and swaps the colours and the side to
// move: with the board's bit layout the rotation maps bit b to 31-b.
func rotate(s State) State {
	var r State
	for c := range 2 {
		r.sq[c^1] = bits.Reverse32(s.sq[c])
		r.rd[c^1] = bits.Reverse32(s.rd[c])
	}
	if s.anchor != 0 {
		r.anchor = 31 - (s.anchor - 1) + 1
	}
	r.side = s.side ^ 1
	r.turns = s.turns
	return r
}

func TestRotationSymmetry(t *testing.T) {
	g := MustNew()
	if rotate(standardStart).Position() != mustState(t, "1WB2/3wBb2/2wWb3/2WB1 b - 0") {
		t.Errorf("the standard start is not symmetric: %v", rotate(standardStart))
	}
	for _, name := range []string{"default", "classic"} {
		s, _ := MustNew().Setup(name, 0)
		if v := EvalStandard(s, ply.First); v != 0 {
			t.Errorf("%s: EvalStandard = %v of a symmetric start, want 0", name, v)
		}
		// Only the tempo tells the sides apart.
		if f := Features(nil, s); f[0] != 1 || slices.ContainsFunc(f[1:], func(x float64) bool { return x != 0 }) {
			t.Errorf("%s: Features = %v of a symmetric start, want the tempo alone", name, f)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 5)))
		r := rotate(s)
		if err := r.check(); err != nil {
			t.Fatalf("rotate(%v) = %v: %v", s, r, err)
		}
		if rotate(r) != s {
			t.Fatalf("rotating twice: %v, want %v", rotate(r), s)
		}
		if a, b := len(g.AppendMoves(nil, s)), len(g.AppendMoves(nil, r)); a != b {
			t.Fatalf("%v: %d turns, rotated %v: %d", s, a, r, b)
		}
		if a, b := len(g.AppendSequences(nil, s)), len(g.AppendSequences(nil, r)); a != b {
			t.Fatalf("%v: %d sequences, rotated: %d", s, a, b)
		}
		if a, b := g.HasWinningTurn(s), g.HasWinningTurn(r); a != b {
			t.Fatalf("%v: HasWinningTurn %v, rotated %v", s, a, b)
		}
		if a, b := g.Evaluate(s, s.ToMove()), g.Evaluate(r, r.ToMove()); a != b {
			t.Fatalf("%v: Evaluate %v, rotated %v", s, a, b)
		}
		if a, b := EvalStandard(s, s.ToMove()), EvalStandard(r, r.ToMove()); a != b {
			t.Fatalf("%v: EvalStandard %v, rotated %v", s, a, b)
		}
		ra, oa := g.Result(s)
		rb, ob := g.Result(r)
		if oa != ob || ra.Winner != rb.Winner.Opponent() {
			t.Fatalf("%v: result %v %v, rotated %v %v", s, ra, oa, rb, ob)
		}
	})
}

// TestMovePriority checks that the ordering hint marks exactly the
// winning turns.
func TestMovePriority(t *testing.T) {
	g := MustNew()
	for _, fen := range []string{"4W/4WbBb/6W1/1wwBB w g3 0", "b4/3B2Ww/BW3Wwb/3B1 w d3 0", "1WB2/3wBb2/2wWb3/2WB1 w - 0"} {
		s := mustState(t, fen)
		wins := map[Move]bool{}
		for _, m := range g.AppendWinningTurns(nil, s) {
			wins[m] = true
		}
		for _, m := range g.AppendMoves(nil, s) {
			if p := g.MovePriority(s, m); (p == 100) != wins[m] {
				t.Errorf("%s: MovePriority(%v) = %d, winning %v", fen, m, p, wins[m])
			}
		}
	}
}
