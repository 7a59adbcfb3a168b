// fuzz_test.go holds the fuzz targets of the parsers that read text in a
// state reached by play: State.UnmarshalText and Game.ParseMove.

package mapello_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
)

// fuzzSeeds are the inputs every fuzz target of this file starts from:
// seeds and lengths of random games, and texts to read in their states.
var fuzzSeeds = []gametest.FuzzSeed{
	{Seed: 1, Plies: 0, Text: "d3"},
	{Seed: 2, Plies: 10, Text: "pass"},
	{Seed: 3, Plies: 30, Text: " H8 "},
	{Seed: 4, Plies: 60, Text: "i9"},
	{Seed: 5, Plies: 5, Text: "PaSs"},
	{Seed: 6, Plies: 69, Text: "@4"},
}

// playTo plays plies (modulo 70) seeded random moves from the start of g.
func playTo(g *mapello.Game, seed uint64, plies uint8) mapello.State {
	return gametest.PlayTo[mapello.State, mapello.Move](g, g.Start(), seed, int(plies)%70)
}

// FuzzUnmarshalText: a text State.UnmarshalText accepts marshals back to
// text it reads into the same state; one it rejects leaves the state as it
// was, with an error wrapping a sentinel.
func FuzzUnmarshalText(f *testing.F) {
	g := mapello.MustNew()
	gametest.FuzzUnmarshalText[mapello.State](f, fuzzSeeds, func(seed uint64, plies uint8) mapello.State { return playTo(g, seed, plies) })
}

// FuzzGameParseMove reads text as a move in a state reached by seeded
// random play: an error wraps a sentinel; a move read is legal and
// FormatMove writes it as text that reads back to it. Every legal move
// (the one picked by pick) round-trips too.
func FuzzGameParseMove(f *testing.F) {
	g := mapello.MustNew()
	gametest.FuzzParseMove[mapello.State, mapello.Move](f, g, fuzzSeeds, func(seed uint64, plies uint8) mapello.State { return playTo(g, seed, plies) })
}
