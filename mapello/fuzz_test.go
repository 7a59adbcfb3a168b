// fuzz_test.go holds the fuzz targets of the parsers that read text in a
// state reached by play: State.UnmarshalText and Game.ParseMove.

package mapello_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
)

// fuzzSeeds are the inputs every fuzz target of this file starts from:
// seeds and lengths of random games, and texts to read in their states.
var fuzzSeeds = []struct {
	seed  uint64
	plies uint8
	text  string
}{
	{1, 0, "d3"},
	{2, 10, "pass"},
	{3, 30, " H8 "},
	{4, 60, "i9"},
	{5, 5, "PaSs"},
	{6, 69, "@4"},
}

// playTo plays plies seeded random moves from the start of g, stopping
// early at the end of the game.
func playTo(g *mapello.Game, seed uint64, plies uint8) mapello.State {
	rng := rand.New(rand.NewPCG(seed, 1))
	s := g.Start()
	var buf []mapello.Move
	for range int(plies) % 70 {
		if _, over := g.Result(s); over {
			break
		}
		buf = g.AppendMoves(buf[:0], s)
		if len(buf) == 0 {
			break
		}
		s = g.Apply(s, buf[rng.IntN(len(buf))])
	}
	return s
}

// parseErr reports whether err wraps one of the sentinels a parser may
// return.
func parseErr(err error) bool {
	return errors.Is(err, ply.ErrSyntax) || errors.Is(err, ply.ErrInvalidState) ||
		errors.Is(err, ply.ErrIllegalMove) || errors.Is(err, ply.ErrGameOver)
}

// FuzzUnmarshalText: a text State.UnmarshalText accepts marshals back to
// text it reads into the same state; one it rejects leaves the state as it
// was, with an error wrapping a sentinel.
func FuzzUnmarshalText(f *testing.F) {
	g := mapello.MustNew()
	for _, in := range fuzzSeeds {
		text, _ := playTo(g, in.seed, in.plies).MarshalText()
		f.Add(string(text))
		f.Add(in.text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		before := playTo(g, 1, 5)
		s := before
		if err := s.UnmarshalText([]byte(text)); err != nil {
			if !parseErr(err) {
				t.Fatalf("UnmarshalText(%q): %v wraps no sentinel", text, err)
			}
			if s != before {
				t.Fatalf("UnmarshalText(%q) failed but changed the state", text)
			}
			return
		}
		out, err := s.MarshalText()
		if err != nil {
			t.Fatalf("MarshalText of %q: %v", text, err)
		}
		var back mapello.State
		if err := back.UnmarshalText(out); err != nil || back != s {
			t.Fatalf("UnmarshalText(%q) does not read back: %q, %v", text, out, err)
		}
	})
}

// FuzzGameParseMove reads text as a move in a state reached by seeded
// random play: an error wraps a sentinel; a move read is legal and
// FormatMove writes it as text that reads back to it. Every legal move
// (the one picked by pick) round-trips too.
func FuzzGameParseMove(f *testing.F) {
	for i, in := range fuzzSeeds {
		f.Add(in.seed, in.plies, in.text, uint16(i))
	}
	g := mapello.MustNew()
	f.Fuzz(func(t *testing.T, seed uint64, plies uint8, text string, pick uint16) {
		s := playTo(g, seed, plies)
		moves := g.AppendMoves(nil, s)
		m, err := g.ParseMove(s, text)
		if err != nil {
			if !parseErr(err) {
				t.Fatalf("%v: ParseMove(%q): %v wraps no sentinel", s, text, err)
			}
		} else {
			if !slices.Contains(moves, m) {
				t.Fatalf("%v: ParseMove(%q) = %v, not a legal move", s, text, m)
			}
			if back, err := g.ParseMove(s, g.FormatMove(s, m)); err != nil || back != m {
				t.Fatalf("%v: ParseMove(%q) = %v, written %q, which reads as %v, %v", s, text, m, g.FormatMove(s, m), back, err)
			}
		}
		if len(moves) > 0 {
			m := moves[int(pick)%len(moves)]
			if back, err := g.ParseMove(s, g.FormatMove(s, m)); err != nil || back != m {
				t.Fatalf("%v: legal move %v, written %q, reads as %v, %v", s, m, g.FormatMove(s, m), back, err)
			}
		}
	})
}
