// eval_test.go holds the tests of the evaluations and the Zobrist hash.

package mitsudomoe_test

import (
	"context"
	"slices"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/search"
)

// TestEvaluationBounds checks both evaluations on positions from random
// games: finite, well inside ±1e6, and EvalRace zero-sum.
func TestEvaluationBounds(t *testing.T) {
	g := mitsudomoe.MustNew()
	states := gametest.SampleStates(g, g.Start(), 300, 7)
	for _, ex := range workedExamples {
		states = append(states, mustState(t, ex.state))
	}
	for _, s := range states {
		for _, eval := range []ply.EvalFunc[mitsudomoe.State]{mitsudomoe.EvalRace, mitsudomoe.EvalClassic, mitsudomoe.EvalTrained} {
			for _, p := range players {
				v := eval(s, p)
				if v != v || v > 15000 || v < -15000 {
					t.Fatalf("%s: eval %v for %v", s, v, p)
				}
			}
		}
		if a, b := mitsudomoe.EvalRace(s, ply.First), mitsudomoe.EvalRace(s, ply.Second); a != -b {
			t.Fatalf("%s: EvalRace %v for White, %v for Black", s, a, b)
		}
		if g.Evaluate(s, ply.First) != mitsudomoe.EvalTrained(s, ply.First) || g.Evaluate(s, ply.NoPlayer) != 0 {
			t.Fatalf("%s: Evaluate is not EvalTrained", s)
		}
	}
}

// TestEvaluationPreferences checks what the evaluations prefer on pairs of
// positions that differ in one feature, the first better for White.
func TestEvaluationPreferences(t *testing.T) {
	tests := []struct {
		name          string
		better, worse string
		evals         []ply.EvalFunc[mitsudomoe.State]
	}{
		{
			name:   "start is even",
			better: startText, worse: startText,
			evals: []ply.EvalFunc[mitsudomoe.State]{mitsudomoe.EvalRace},
		},
		{
			name:   "a ball nearer the goal",
			better: "3,bB,bB/4,bB/2,wW,2/wW,4/1,wW,w,2 b 4 5 1",
			worse:  "3,bB,bB/4,bB/5/wW,4/wW,wW,w,2 b 4 5 1",
			evals:  []ply.EvalFunc[mitsudomoe.State]{mitsudomoe.EvalRace, mitsudomoe.EvalClassic},
		},
		{
			name:   "the opponent farther from its goal",
			better: "3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 2",
			worse:  "3,b,bB/3,bB,bB/5/wW,4/wW,wW,3 w 5 4 2",
			evals:  []ply.EvalFunc[mitsudomoe.State]{mitsudomoe.EvalRace, mitsudomoe.EvalClassic},
		},
		{
			name:   "ring steps left",
			better: "3,bB,bB/4,bB/2,wW,w,w/1,wW,3/bw,wW,b,bw,bw w 0 1 4",
			worse:  "3,bB,bB/4,bB/2,wW,wb,wb/1,wW,3/wb,wW,1,wb,wb w 0 0 4",
			evals:  []ply.EvalFunc[mitsudomoe.State]{mitsudomoe.EvalRace},
		},
		{
			name:   "no two enemy balls frozen on our home",
			better: "3,w,1/2,bB,1,w/2,wW,2/bB,4/b,wW,wW,w,bB w 2 4 8",
			worse:  "3,w,1/2,bB,1,w/2,wW,2/bB,4/bB,wW,wW,w,b w 2 4 8",
			evals:  []ply.EvalFunc[mitsudomoe.State]{mitsudomoe.EvalRace},
		},
	}
	for _, tt := range tests {
		better, worse := mustState(t, tt.better), mustState(t, tt.worse)
		for i, eval := range tt.evals {
			b, w := eval(better, ply.First), eval(worse, ply.First)
			if tt.better == tt.worse {
				if b != 0 {
					t.Errorf("%s: eval %d = %v, want 0", tt.name, i, b)
				}
				continue
			}
			if b <= w {
				t.Errorf("%s: eval %d gives %v and %v", tt.name, i, b, w)
			}
		}
	}
}

// TestWithEval checks that the default evaluation is EvalTrained and that
// ply.WithEval swaps in another without hiding the game's capabilities.
func TestWithEval(t *testing.T) {
	s := mustState(t, workedExamples[1].state)
	g := mitsudomoe.MustNew()
	if got, want := g.Evaluate(s, ply.Second), mitsudomoe.EvalTrained(s, ply.Second); got != want {
		t.Errorf("Evaluate = %v, want EvalTrained's %v", got, want)
	}
	seed := ply.WithEval[mitsudomoe.State, mitsudomoe.Move](g, mitsudomoe.EvalClassic)
	if got, want := seed.Evaluate(s, ply.Second), mitsudomoe.EvalClassic(s, ply.Second); got != want {
		t.Errorf("Evaluate = %v, want EvalClassic's %v", got, want)
	}
	if h, ok := ply.As[ply.Hasher[mitsudomoe.State]](seed); !ok || h.Hash(s) != g.Hash(s) {
		t.Error("the wrapped game lost its hash")
	}
}

// TestHash checks that hashes are fixed between runs, equal for equal
// states and sensitive to every part of a state.
func TestHash(t *testing.T) {
	g := mitsudomoe.MustNew()
	start := g.Start()
	const want uint64 = 0xe33d299fb2d673f9
	if got := g.Hash(start); got != want {
		t.Errorf("Hash(start) = %#x, want %#x (the keys changed)", got, want)
	}
	if g.Hash(mustState(t, startText)) != g.Hash(start) {
		t.Error("equal states hash differently")
	}
	seen := map[uint64]string{}
	for _, text := range []string{
		startText,
		"3,bB,bB/4,bB/5/wW,4/wW,wW,3 b 5 5 0",
		"3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 1",
		"3,bB,bB/4,bB/5/wW,4/wW,wW,w,2 w 4 5 0",
		"3,bB,bB/4,bB/5/wW,4/wW,wW,b,2 w 5 4 0",
		"3,bB,bB/4,bB/5/wW,4/wW,wW,wb,2 w 4 4 0",
		"3,bB,bB/4,bB/5/wW,4/wW,wW,bw,2 w 4 4 0",
		"3,bB,bB/4,bB/5/wW,4/wW,wW,1,wb,1 w 4 4 0",
	} {
		h := g.Hash(mustState(t, text))
		if other, dup := seen[h]; dup {
			t.Errorf("%q and %q hash alike", text, other)
		}
		seen[h] = text
	}
}

// TestAppendForcing: the forcing moves are exactly the legal turns that
// win at once by bringing all the mover's balls to their goal (E1), in
// generation order, along games in which greedy racers (EvalRace)
// bring balls to their goals (so that winning turns come up).
func TestAppendForcing(t *testing.T) {
	g := mitsudomoe.MustNew()
	bot := search.Greedy(ply.WithEval[mitsudomoe.State, mitsudomoe.Move](g, mitsudomoe.EvalRace))
	seen := 0
	for _, s := range gametest.SampleStates(g, g.Start(), 40, 3) {
		for range 200 {
			if _, over := g.Result(s); over {
				break
			}
			var want []mitsudomoe.Move
			for _, m := range g.AppendMoves(nil, s) {
				if mitsudomoe.AllOnGoal(g.Apply(s, m), s.ToMove()) {
					want = append(want, m)
				}
			}
			got := g.AppendForcing(nil, s)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: AppendForcing = %v, want the winning turns %v", g.FormatState(s), got, want)
			}
			seen += len(got)
			m, err := bot.Choose(context.Background(), s)
			if err != nil {
				t.Fatal(err)
			}
			s = g.Apply(s, m)
		}
	}
	if seen == 0 {
		t.Error("no winning turn met: the test shows nothing")
	}
	t.Logf("%d winning turns met", seen)
}
