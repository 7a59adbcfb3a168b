// fuzz_test.go holds the fuzz targets of the parsers that read text in a
// state reached by play: State.UnmarshalText and Game.ParseMove.

package morelli_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/morelli"
)

// fuzzSeeds are the inputs every fuzz target of this file starts from:
// seeds and lengths of random games, and texts to read in their states.
var fuzzSeeds = []struct {
	seed  uint64
	plies uint8
	text  string
}{
	{1, 0, "a7-h7"},
	{2, 4, "A7H7"},
	{3, 20, " a1-b2 "},
	{4, 59, "m13-l12"},
	{5, 9, "g7-g7"},
	{6, 1, ""},
}

// playTo plays plies (modulo 60) seeded random moves from the start of g.
func playTo(g *morelli.Game, seed uint64, plies uint8) morelli.State {
	return gametest.PlayTo[morelli.State, morelli.Move](g, g.Start(), seed, int(plies)%60)
}

// FuzzUnmarshalText: a text State.UnmarshalText accepts marshals back to
// text it reads into the same state; one it rejects leaves the state as it
// was, with an error wrapping a sentinel.
func FuzzUnmarshalText(f *testing.F) {
	g := morelli.MustNew()
	for _, in := range fuzzSeeds {
		text, _ := playTo(g, in.seed, in.plies).MarshalText()
		f.Add(string(text))
		f.Add(in.text)
	}
	before := playTo(g, 1, 5)
	f.Fuzz(func(t *testing.T, text string) {
		gametest.CheckUnmarshalText(t, before, text)
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
	g := morelli.MustNew()
	f.Fuzz(func(t *testing.T, seed uint64, plies uint8, text string, pick uint16) {
		gametest.CheckParseMove[morelli.State, morelli.Move](t, g, playTo(g, seed, plies), text, int(pick))
	})
}
