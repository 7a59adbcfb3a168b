package gametest_test

import (
	"fmt"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
)

// A game's whole conformance test is one call; this is how the pathway
// package checks itself on the 8x8 board.
func ExampleRun() {
	testConformance := func(t *testing.T) {
		g, err := pathway.New(pathway.WithSize(8))
		if err != nil {
			t.Fatal(err)
		}
		gametest.Run(t, g, gametest.Options[pathway.State, pathway.Move]{
			MaxPlies: 64, // the rules' bound: one stone per cell
		})
		gametest.CheckPerft(t, g, g.Start(), []uint64{64, 3808, 223376}, 2)
	}
	_ = testConformance // in a _test.go file: func TestConformance(t *testing.T)
}

func ExampleSampleStates() {
	g := pathway.MustNew()
	states := gametest.SampleStates(g, g.Start(), 3, 1)
	for _, s := range states {
		fmt.Println(s.Stones(ply.First)+s.Stones(ply.Second), "stones")
	}
	// Output:
	// 0 stones
	// 1 stones
	// 2 stones
}
