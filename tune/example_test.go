package tune_test

import (
	"context"
	"fmt"
	"math"
	"os"
	"strings"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/tune"
)

// Samples in their text format, read and written back.
func ExampleReadSamples() {
	text := "# result score weight position\n1 12.5 1 x..o x\n0.5 - 2 xo.. o\n"
	ss, err := tune.ReadSamples(strings.NewReader(text))
	if err != nil {
		panic(err)
	}
	fmt.Println(len(ss), ss[0].Position, ss[0].HasScore(), ss[1].HasScore())
	tune.WriteSamples(os.Stdout, ss)
	// Output:
	// 2 x..o x true false
	// 1 12.5 1 x..o x
	// 0.5 - 2 xo.. o
}

// Texel's method on a toy game whose player to move wins when a hidden
// value x (the one feature) is positive: the fit learns a positive weight
// and predicts the held-out rows.
func ExampleFit() {
	var rows []tune.Row
	for i := range 400 {
		x := math.Sin(float64(i)) // a deterministic spread in [-1, 1]
		label := 0.0
		if x > 0 {
			label = 1
		}
		rows = append(rows, tune.Row{Index: []int32{0}, Value: []float32{float32(x)}, Label: label})
	}
	res, err := tune.Fit(context.Background(), rows, 1, nil, tune.FitOptions{Epochs: 30, Rate: 0.5, Seed: 1})
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Weights[0] > 1, res.After.Accuracy == 1, res.After.Loss < res.Before.Loss)
	// Output: true true true
}

// AutoNetwork builds the zero network that Auto trains for a game with a
// diagram: lines of four cells and 2x2 squares of its grid, copies under
// the left-right mirror sharing their weights.
func ExampleAutoNetwork() {
	g, err := registry.Open("pathway", registry.Config{Size: 6})
	if err != nil {
		fmt.Println(err)
		return
	}
	net, err := tune.AutoNetwork(g, 4, "mirror")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(net.Cells(), "cells,", net.Tuples(), "tuples,", len(net.Weights), "weights")
	// Output: 36 cells, 90 tuples, 11520 weights
}
