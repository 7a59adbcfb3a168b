// fuzz_test.go holds the fuzz targets of the parsers, on fixed states and
// on states reached by seeded random play (the placement phase included).

package pushfight_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pushfight"
)

func FuzzParseState(f *testing.F) {
	for _, s := range []string{
		"5/8/8/5 w - 0", "1W3/3w4/2Ww4/2W2 b - 0", "1WB2/3wBb2/2wWb3/2WB1 w - 0",
		"2WB1/3wBb2/2wWb3/2WB1 b e4 1", "wB3/3WBb2/2wWb3/3B1 w d4 2",
		"2WB1/3wBb2/2wWb3/2WB1 b e4 1 034ba69838706", "3bw/5bBw/4BWWW/4B w e2 0",
	} {
		f.Add(s)
	}
	g := pushfight.MustNew()
	f.Fuzz(func(t *testing.T, text string) {
		s, err := pushfight.ParseState(text)
		if err != nil {
			if !gametest.ParseError(err) {
				t.Fatalf("ParseState(%q): %v wraps no sentinel", text, err)
			}
			return
		}
		if err := pushfight.CheckInvariants(s); err != nil {
			t.Fatalf("ParseState(%q) accepted a broken state: %v", text, err)
		}
		out := pushfight.FormatState(s)
		back, err := pushfight.ParseState(out)
		if err != nil || back != s || pushfight.FormatState(back) != out {
			t.Fatalf("%q -> %q -> %v, %v", text, out, back, err)
		}
		// The game copes with any state the parser accepts.
		g.Result(s)
		g.Render(s)
		g.Evaluate(s, ply.First)
		g.HasWinningTurn(s)
		if s.Phase() != pushfight.Placement {
			g.AppendMoves(nil, s)
		}
	})
}

var fuzzStates = []string{
	"1WB2/3wBb2/2wWb3/2WB1 w - 0",
	"5/8/8/5 w - 0",
	"1W3/3w4/2wW4/2W2 b - 0",
	"2WB1/3wBb2/2wWb3/2WB1 b e4 1",
	"4W/4WbBb/6W1/1wwBB w g3 0",
	"wB3/3WBb2/2wWb3/3B1 w d4 2",
}

func FuzzParseMove(f *testing.F) {
	for i, text := range []string{"d2>", "d4-c4 d1^", "d4-c4,d1-d2", "d1d2d4/c2d3", "e1e3e4/e2f3", "e3<", "g2-h2 h2^", "d2>"} {
		f.Add(uint8(i), text)
	}
	g := pushfight.MustNew()
	states := make([]pushfight.State, len(fuzzStates))
	for i, text := range fuzzStates {
		states[i], _ = pushfight.ParseState(text)
	}
	f.Fuzz(func(t *testing.T, i uint8, text string) {
		s := states[int(i)%len(states)]
		m, err := g.ParseMove(s, text)
		if err != nil {
			if !gametest.ParseError(err) {
				t.Fatalf("ParseMove(%v, %q): %v wraps no sentinel", s, text, err)
			}
			return
		}
		if !slices.Contains(g.AppendMoves(nil, s), m) {
			t.Fatalf("ParseMove(%v, %q) = %v, not a legal move", s, text, m)
		}
		if back, err := g.ParseMove(s, g.FormatMove(s, m)); err != nil || back != m {
			t.Fatalf("ParseMove(FormatMove(%v)) = %v, %v", m, back, err)
		}
	})
}

func FuzzParseMaksverver(f *testing.F) {
	f.Add(".OX.....oXx....oOx.....OX.", false)
	f.Add("..YO....xOo....xXo.....XO.", true)
	f.Fuzz(func(t *testing.T, text string, black bool) {
		p := ply.First
		if black {
			p = ply.Second
		}
		s, err := pushfight.ParseMaksverver(text, p)
		if err != nil {
			if !gametest.ParseError(err) {
				t.Fatalf("ParseMaksverver(%q): %v wraps no sentinel", text, err)
			}
			return
		}
		if got := pushfight.FormatMaksverver(s); got != text {
			t.Fatalf("ParseMaksverver(%q) writes back as %q", text, got)
		}
		if err := pushfight.CheckInvariants(s); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzParseCell(f *testing.F) {
	for _, s := range []string{"c4", "a3", "h2", "f1", "a1", "zz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := pushfight.ParseCell(text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) {
				t.Fatal(err)
			}
			return
		}
		if back, err := pushfight.ParseCell(c.String()); err != nil || back != c {
			t.Fatalf("ParseCell(%q) = %v; back %v, %v", text, c, back, err)
		}
	})
}

// fuzzSeeds are the inputs every fuzz target of this file starts from:
// seeds and lengths of random games, and texts to read in their states.
var fuzzSeeds = []gametest.FuzzSeed{
	{Seed: 1, Plies: 0, Text: "d1d2d4/c2d3"},
	{Seed: 2, Plies: 1, Text: "e1e3e4/e2f3"},
	{Seed: 3, Plies: 2, Text: "d2>"},
	{Seed: 4, Plies: 6, Text: "d4-c4 d1^"},
	{Seed: 5, Plies: 12, Text: "d4-c4,d1-d2"},
	{Seed: 6, Plies: 30, Text: "g2-h2 h2^"},
	{Seed: 7, Plies: 39, Text: "e3<"},
}

// playTo plays plies seeded random moves from the start of g, stopping
// early at the end of the game.
func playTo(g *pushfight.Game, seed uint64, plies uint8) pushfight.State {
	rng := rand.New(rand.NewPCG(seed, 1))
	s := g.Start()
	for range int(plies) % 40 {
		if _, over := g.Result(s); over {
			break
		}
		m, ok := g.RandomTurn(s, rng)
		if !ok {
			break
		}
		s = g.Apply(s, m)
	}
	return s
}

// FuzzUnmarshalText: a text State.UnmarshalText accepts marshals back to
// text it reads into the same state; one it rejects leaves the state as it
// was, with an error wrapping a sentinel.
func FuzzUnmarshalText(f *testing.F) {
	g := pushfight.MustNew()
	gametest.FuzzUnmarshalText[pushfight.State](f, fuzzSeeds, func(seed uint64, plies uint8) pushfight.State { return playTo(g, seed, plies) })
}

// FuzzGameParseMove reads text as a move in a state reached by seeded
// random play: an error wraps a sentinel; a move read is legal and
// FormatMove writes it as text that reads back to it. Every legal move
// (the one picked by pick) round-trips too.
func FuzzGameParseMove(f *testing.F) {
	g := pushfight.MustNew()
	gametest.FuzzParseMove[pushfight.State, pushfight.Move](f, g, fuzzSeeds, func(seed uint64, plies uint8) pushfight.State { return playTo(g, seed, plies) })
}
