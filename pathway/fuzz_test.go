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
var fuzzSeeds = []gametest.FuzzSeed{
	{Seed: 1, Plies: 0, Text: "a1"},
	{Seed: 2, Plies: 7, Text: "c3"},
	{Seed: 3, Plies: 20, Text: "F6"},
	{Seed: 4, Plies: 39, Text: "pass"},
	{Seed: 5, Plies: 12, Text: "a10"},
	{Seed: 6, Plies: 3, Text: ""},
	{Seed: 7, Plies: 9, Text: "b2 "},
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
	gametest.FuzzUnmarshalText[pathway.State](f, fuzzSeeds, func(seed uint64, plies uint8) pathway.State { return playTo(g, seed, plies) })
}

// FuzzGameParseMove reads text as a move in a state reached by seeded
// random play: an error wraps a sentinel; a move read is legal and
// FormatMove writes it as text that reads back to it. Every legal move
// (the one picked by pick) round-trips too.
func FuzzGameParseMove(f *testing.F) {
	g := pathway.MustNew()
	gametest.FuzzParseMove[pathway.State, pathway.Move](f, g, fuzzSeeds, func(seed uint64, plies uint8) pathway.State { return playTo(g, seed, plies) })
}
