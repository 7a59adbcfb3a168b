// fuzz_test.go holds the fuzz targets of the parsers that read text in a
// state reached by play: State.UnmarshalText and Game.ParseMove.

package mitsudomoe_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mitsudomoe"
)

// fuzzSeeds are the inputs every fuzz target of this file starts from:
// seeds and lengths of random games, and texts to read in their states.
var fuzzSeeds = []gametest.FuzzSeed{
	{Seed: 1, Plies: 0, Text: "*b2 a1>b2"},
	{Seed: 2, Plies: 6, Text: "d4>a5 b2>d4 x c3>e2"},
	{Seed: 3, Plies: 20, Text: "e3>b4 a3>e3 x d3>a5,c3>d3"},
	{Seed: 4, Plies: 40, Text: "*C1  A3>E3 X B3>A1 , C3>E1"},
	{Seed: 5, Plies: 59, Text: "c3>a2 a1>c3 x b2>e1"},
	{Seed: 6, Plies: 1, Text: ""},
}

// playTo plays plies (modulo 60) seeded random moves from the start of g.
func playTo(g *mitsudomoe.Game, seed uint64, plies uint8) mitsudomoe.State {
	return gametest.PlayTo[mitsudomoe.State, mitsudomoe.Move](g, g.Start(), seed, int(plies)%60)
}

// FuzzUnmarshalText: a text State.UnmarshalText accepts marshals back to
// text it reads into the same state; one it rejects leaves the state as it
// was, with an error wrapping a sentinel.
func FuzzUnmarshalText(f *testing.F) {
	g := mitsudomoe.MustNew()
	gametest.FuzzUnmarshalText[mitsudomoe.State](f, fuzzSeeds, func(seed uint64, plies uint8) mitsudomoe.State { return playTo(g, seed, plies) })
}

// FuzzGameParseMove reads text as a move in a state reached by seeded
// random play: an error wraps a sentinel; a move read is legal and
// FormatMove writes it as text that reads back to it. Every legal move
// (the one picked by pick) round-trips too.
func FuzzGameParseMove(f *testing.F) {
	g := mitsudomoe.MustNew()
	gametest.FuzzParseMove[mitsudomoe.State, mitsudomoe.Move](f, g, fuzzSeeds, func(seed uint64, plies uint8) mitsudomoe.State { return playTo(g, seed, plies) })
}
