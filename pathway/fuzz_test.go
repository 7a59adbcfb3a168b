// fuzz_test.go holds the fuzz targets of the parsers that read text in a
// state reached by play: State.UnmarshalText and Game.ParseMove.

package pathway_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
)

// fuzzSeeds are the inputs every fuzz target of this file starts from:
// seeds and lengths of random games, and texts to read in their states.
var fuzzSeeds = []struct {
	seed  uint64
	plies uint8
	text  string
}{
	{1, 0, "a1"},
	{2, 7, "c3"},
	{3, 20, "F6"},
	{4, 39, "pass"},
	{5, 12, "a10"},
	{6, 3, ""},
	{7, 9, "b2 "},
}

// playTo plays plies (modulo 40) seeded random moves from the start of g.
func playTo(g *pathway.Game, seed uint64, plies uint8) pathway.State {
	return gametest.PlayTo[pathway.State, pathway.Move](g, g.Start(), seed, int(plies)%40)
}

// FuzzUnmarshalText: a text State.UnmarshalText accepts marshals back to
// text it reads into the same state; one it rejects leaves the state as it
// was, with an error wrapping a sentinel.
func FuzzUnmarshalText(f *testing.F) {
	g := pathway.MustNew()
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
	g := pathway.MustNew()
	f.Fuzz(func(t *testing.T, seed uint64, plies uint8, text string, pick uint16) {
		gametest.CheckParseMove[pathway.State, pathway.Move](t, g, playTo(g, seed, plies), text, int(pick))
	})
}
