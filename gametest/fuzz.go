// fuzz.go holds the bodies of the fuzz targets every game has for its
// parsers: a state's text and a move's notation, read in states reached by
// seeded random play.

package gametest

import (
	"encoding"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plygo/ply"
)

// PlayTo plays plies seeded random moves from s and returns the state
// reached, stopping early at the end of the game: the states in which fuzz
// targets read text.
func PlayTo[S, M comparable](g ply.Game[S, M], s S, seed uint64, plies int) S {
	rng := rand.New(rand.NewPCG(seed, 1))
	var buf []M
	for range plies {
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

// ParseError reports whether err wraps one of the sentinels a parser may
// return: ply.ErrSyntax, ErrInvalidState, ErrIllegalMove or ErrGameOver.
func ParseError(err error) bool {
	return errors.Is(err, ply.ErrSyntax) || errors.Is(err, ply.ErrInvalidState) ||
		errors.Is(err, ply.ErrIllegalMove) || errors.Is(err, ply.ErrGameOver)
}

// CheckUnmarshalText is the body of a fuzz target for a state's text: a
// text that UnmarshalText accepts marshals back to text it reads into the
// same state; one it rejects leaves the state as it was (before), with an
// error wrapping a sentinel. S implements encoding.TextMarshaler and *S
// encoding.TextUnmarshaler.
func CheckUnmarshalText[S comparable, P interface {
	*S
	encoding.TextUnmarshaler
}](t testing.TB, before S, text string) {
	t.Helper()
	s := before
	if err := P(&s).UnmarshalText([]byte(text)); err != nil {
		if !ParseError(err) {
			t.Fatalf("UnmarshalText(%q): %v wraps no sentinel", text, err)
		}
		if s != before {
			t.Fatalf("UnmarshalText(%q) failed but changed the state", text)
		}
		return
	}
	tm, ok := any(s).(encoding.TextMarshaler)
	if !ok {
		t.Fatalf("the state reads text but does not write it")
	}
	out, err := tm.MarshalText()
	if err != nil {
		t.Fatalf("MarshalText of %q: %v", text, err)
	}
	var back S
	if err := P(&back).UnmarshalText(out); err != nil || back != s {
		t.Fatalf("UnmarshalText(%q) does not read back: %q, %v", text, out, err)
	}
}

// CheckParseMove is the body of a fuzz target for move notation: text read
// as a move of s gives an error wrapping a sentinel, or a legal move that
// FormatMove writes as text reading back to it; and the legal move at
// index pick (modulo their number) round-trips too. g must have
// ply.Notation.
func CheckParseMove[S, M comparable](t testing.TB, g ply.Game[S, M], s S, text string, pick int) {
	t.Helper()
	n, ok := ply.As[ply.Notation[S, M]](g)
	if !ok {
		t.Fatal("the game has no notation")
	}
	moves := g.AppendMoves(nil, s)
	m, err := n.ParseMove(s, text)
	if err != nil {
		if !ParseError(err) {
			t.Fatalf("%s: ParseMove(%q): %v wraps no sentinel", n.FormatState(s), text, err)
		}
	} else {
		if !slices.Contains(moves, m) {
			t.Fatalf("%s: ParseMove(%q) = %v, not a legal move", n.FormatState(s), text, m)
		}
		if back, err := n.ParseMove(s, n.FormatMove(s, m)); err != nil || back != m {
			t.Fatalf("%s: ParseMove(%q) = %v, written %q, which reads as %v, %v", n.FormatState(s), text, m, n.FormatMove(s, m), back, err)
		}
	}
	if len(moves) > 0 {
		m := moves[max(pick, 0)%len(moves)]
		if back, err := n.ParseMove(s, n.FormatMove(s, m)); err != nil || back != m {
			t.Fatalf("%s: legal move %v, written %q, reads as %v, %v", n.FormatState(s), m, n.FormatMove(s, m), back, err)
		}
	}
}

// FuzzSeed is a starting input of the fuzz targets FuzzParseMove and
// FuzzUnmarshalText: a random game's seed and length, and a text.
type FuzzSeed struct {
	Seed  uint64
	Plies uint8
	Text  string
}

// FuzzUnmarshalText runs a game's fuzz target for its state's text (see
// CheckUnmarshalText) from the seeds: the texts themselves and the states
// that play reaches, play being the game's way to reach a state from a
// seed and a length (PlayTo, usually).
func FuzzUnmarshalText[S comparable, P interface {
	*S
	encoding.TextUnmarshaler
}](f *testing.F, seeds []FuzzSeed, play func(seed uint64, plies uint8) S) {
	for _, in := range seeds {
		if tm, ok := any(play(in.Seed, in.Plies)).(encoding.TextMarshaler); ok {
			if text, err := tm.MarshalText(); err == nil {
				f.Add(string(text))
			}
		}
		f.Add(in.Text)
	}
	before := play(1, 5)
	f.Fuzz(func(t *testing.T, text string) {
		CheckUnmarshalText[S, P](t, before, text)
	})
}

// FuzzParseMove runs a game's fuzz target for its move notation (see
// CheckParseMove) in the states play reaches, from the seeds.
func FuzzParseMove[S, M comparable](f *testing.F, g ply.Game[S, M], seeds []FuzzSeed, play func(seed uint64, plies uint8) S) {
	for i, in := range seeds {
		f.Add(in.Seed, in.Plies, in.Text, uint16(i))
	}
	f.Fuzz(func(t *testing.T, seed uint64, plies uint8, text string, pick uint16) {
		CheckParseMove(t, g, play(seed, plies), text, int(pick))
	})
}
