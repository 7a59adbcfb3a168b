// props_test.go holds rapid properties over random positions and random games.

package pushfight_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pushfight"
	"pgregory.net/rapid"
)

// genState draws a position that is not over: either ten pieces placed at
// random, or the end of a short random game from a named setup (with its
// history).
func genState(g *pushfight.Game) *rapid.Generator[pushfight.State] {
	return rapid.Custom(func(t *rapid.T) pushfight.State {
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 7))
		if rapid.Bool().Draw(t, "random") {
			for {
				s := pushfight.RandomState(rng)
				if _, over := g.Result(s); !over {
					return s
				}
			}
		}
		setup := rapid.SampledFrom(pushfight.MustNew().SetupNames()).Draw(t, "setup")
		s, _ := pushfight.MustNew().Setup(setup, 0)
		n := rapid.IntRange(0, 24).Draw(t, "moves")
		var buf []pushfight.Move
		for i := 0; i < n; i++ {
			buf = g.AppendMoves(buf[:0], s)
			if len(buf) == 0 {
				break
			}
			next := g.Apply(s, buf[rng.IntN(len(buf))])
			if _, over := g.Result(next); over {
				break
			}
			s = next
		}
		return s
	})
}

func TestPropText(t *testing.T) {
	g := pushfight.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		s := genState(g).Draw(t, "state")
		text := pushfight.FormatState(s)
		back, err := pushfight.ParseState(text)
		if err != nil || back != s {
			t.Fatalf("ParseState(%q) = %v, %v", text, back, err)
		}
		pos, err := pushfight.ParseState(s.String())
		if err != nil || pos != s.Position() || pushfight.BoardHash(pos) != pushfight.BoardHash(s) {
			t.Fatalf("ParseState(String) = %v, %v: not the position of the state, or another hash", pos, err)
		}
		if err := pushfight.CheckInvariants(s); err != nil {
			t.Fatal(err)
		}
		if s.Phase() == pushfight.Play {
			mk := pushfight.FormatMaksverver(s)
			m, err := pushfight.ParseMaksverver(mk, s.ToMove())
			if err != nil || pushfight.FormatMaksverver(m) != mk || m.Anchor() != s.Anchor() {
				t.Fatalf("maksverver %q read back as %v, %v", mk, m, err)
			}
		}
	})
}

// TestPropSequences checks that every sequence of a turn parses to the
// canonical turn with the same result, that Play accepts it, and that the
// raw sequence itself is refused by Play unless it is canonical.
func TestPropSequences(t *testing.T) {
	g := pushfight.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		s := genState(g).Draw(t, "state")
		if s.Phase() != pushfight.Play {
			return
		}
		seqs := g.AppendSequences(nil, s)
		moves := g.AppendMoves(nil, s)
		if len(moves) > len(seqs) {
			t.Fatalf("%d distinct turns from %d sequences", len(moves), len(seqs))
		}
		raw := rapid.SampledFrom(seqs).Draw(t, "sequence")
		m, err := g.ParseMove(s, raw.String())
		if err != nil {
			t.Fatalf("ParseMove(%q): %v", raw, err)
		}
		if !slices.Contains(moves, m) || g.Apply(s, m) != g.Apply(s, raw) {
			t.Fatalf("ParseMove(%q) = %v: not the canonical turn of its result", raw, m)
		}
		if _, err := ply.Play(g, s, m); err != nil {
			t.Fatalf("Play(%v): %v", m, err)
		}
		if raw != m {
			if _, err := ply.Play(g, s, raw); !errors.Is(err, ply.ErrIllegalMove) {
				t.Fatalf("Play of the non-canonical %v: %v", raw, err)
			}
		}
	})
}

// TestPropWins checks HasWinningTurn against the list of winning turns,
// and that each of those wins.
func TestPropWins(t *testing.T) {
	g := pushfight.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		s := genState(g).Draw(t, "state")
		wins := g.AppendWinningTurns(nil, s)
		if g.HasWinningTurn(s) != (len(wins) > 0) {
			t.Fatalf("HasWinningTurn = %v with %d winning turns", !(len(wins) > 0), len(wins))
		}
		for _, m := range wins {
			if r, over := g.Result(g.Apply(s, m)); !over || r.Winner != s.ToMove() {
				t.Fatalf("winning turn %v: %v, %v", m, r, over)
			}
		}
	})
}

// TestPropRandomTurn checks that RandomTurn draws legal sequences.
func TestPropRandomTurn(t *testing.T) {
	g := pushfight.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		s := genState(g).Draw(t, "state")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3))
		m, ok := g.RandomTurn(s, rng)
		if !ok {
			t.Fatalf("no random turn in %v", s)
		}
		if s.Phase() == pushfight.Placement {
			if !slices.Contains(g.AppendMoves(nil, s), m) {
				t.Fatalf("random setup move %v is not legal", m)
			}
			return
		}
		if !slices.Contains(g.AppendSequences(nil, s), m) {
			t.Fatalf("random turn %v is not a legal sequence", m)
		}
	})
}

// TestPropEvaluate checks that the evaluation is antisymmetric and stays
// well inside ±1e6.
func TestPropEvaluate(t *testing.T) {
	g := pushfight.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		s := genState(g).Draw(t, "state")
		v := g.Evaluate(s, ply.First)
		if w := g.Evaluate(s, ply.Second); v != -w {
			t.Fatalf("Evaluate: %v for White, %v for Black", v, w)
		}
		if v < -1200 || v > 1200 {
			t.Fatalf("Evaluate = %v, outside ±1200", v)
		}
		if g.HasWinningTurn(s) && g.Evaluate(s, s.ToMove()) != pushfight.WinNow {
			t.Fatalf("a winning turn is worth %v, want WinNow", g.Evaluate(s, s.ToMove()))
		}
	})
}

// TestConcurrentUse runs the game's methods on one Game from several
// goroutines; run with -race.
func TestConcurrentUse(t *testing.T) {
	g := pushfight.MustNew()
	s := g.Start()
	want := len(g.AppendMoves(nil, s))
	done := make(chan int)
	for i := range 4 {
		go func() {
			n := 0
			rng := rand.New(rand.NewPCG(uint64(i), 1))
			for range 3 {
				n += len(g.AppendMoves(nil, s))
				g.HasWinningTurn(s)
				g.Evaluate(s, ply.First)
				g.RandomTurn(s, rng)
			}
			done <- n
		}()
	}
	for range 4 {
		if n := <-done; n != 3*want {
			t.Errorf("a goroutine saw %d moves, want %d", n, 3*want)
		}
	}
}
