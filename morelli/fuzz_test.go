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
var fuzzSeeds = []gametest.FuzzSeed{
	{Seed: 1, Plies: 0, Text: "a7-h7"},
	{Seed: 2, Plies: 4, Text: "A7H7"},
	{Seed: 3, Plies: 20, Text: " a1-b2 "},
	{Seed: 4, Plies: 59, Text: "m13-l12"},
	{Seed: 5, Plies: 9, Text: "g7-g7"},
	{Seed: 6, Plies: 1, Text: ""},
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
	gametest.FuzzUnmarshalText[morelli.State](f, fuzzSeeds, func(seed uint64, plies uint8) morelli.State { return playTo(g, seed, plies) })
}

// FuzzGameParseMove reads text as a move in a state reached by seeded
// random play: an error wraps a sentinel; a move read is legal and
// FormatMove writes it as text that reads back to it. Every legal move
// (the one picked by pick) round-trips too.
func FuzzGameParseMove(f *testing.F) {
	g := morelli.MustNew()
	gametest.FuzzParseMove[morelli.State, morelli.Move](f, g, fuzzSeeds, func(seed uint64, plies uint8) morelli.State { return playTo(g, seed, plies) })
}
