// mapello.go holds Mapello's model: the standard evaluation's features
// and the n-tuple network of mapello.Patterns, written as the files
// package mapello embeds.

package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/ntuple"
	"github.com/plygo/ply/tune"
)

// mapelloStandard are the standard evaluation's weights as a start for
// the features, in points (mapello's eval.go), divided by the points a
// logit is worth.
var mapelloStandard = map[string]float64{
	"points": 1, "discs*fill": 1, "mobility": 2, "frontier": -0.75, "safe4": 10, "safe3": 2,
	"access": -4, "joker": -1.5, "bonusreach": 0.6, "parity": 1.5,
}

// mapelloScale is the points of a logit (mapello's trainedScale).
const mapelloScale = 10

func mapelloNetwork() (*ntuple.Network, error) {
	return ntuple.New(4, 64, mapello.Patterns(), mapello.Symmetries())
}

func mapelloModel(withNet bool) (*model, error) {
	g := mapello.MustNew()
	net, err := mapelloNetwork()
	if err != nil {
		return nil, err
	}
	nf := mapello.NumFeatures
	m := &model{n: nf}
	if withNet {
		m.n += len(net.Weights)
	}
	m.init = make([]float64, m.n)
	for i, name := range mapello.FeatureNames {
		m.init[i] = mapelloStandard[name] / mapelloScale
	}
	features := mapelloFeatureRow(g)
	var bb []uint8
	m.row = func(text string, label float64) (tune.Row, error) {
		s, r, err := features(text, label)
		if err != nil {
			return r, err
		}
		if withNet {
			bb = mapello.Board(bb[:0], s)
			for _, j := range net.AppendIndexes(nil, bb) {
				r.Index = append(r.Index, int32(nf)+j)
				r.Value = append(r.Value, 1)
			}
		}
		return r, nil
	}
	m.write = func(dir string, w []float64) ([]string, error) {
		goFile := filepath.Join(dir, "tuned_weights.go")
		f, err := os.Create(goFile)
		if err != nil {
			return nil, err
		}
		doc := []string{
			"tunedLinear are the weights of Features in EvalTrained, in logits,",
			"fitted by examples/tune fit (docs/tuning.md).",
		}
		err = tune.WriteGo(f, "mapello", "tunedLinear", doc, mapello.FeatureNames[:], w[:nf])
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, err
		}
		// A model of the features alone writes an empty network,
		// which EvalTrained skips.
		var b []byte
		if withNet {
			net.SetWeights(w[nf:])
			if b, err = net.MarshalBinary(); err != nil {
				return nil, err
			}
		}
		netFile := filepath.Join(dir, "tuned.ntuple")
		if err := os.WriteFile(netFile, b, 0o644); err != nil {
			return []string{goFile}, err
		}
		return []string{goFile, netFile}, nil
	}
	return m, nil
}

// mapelloFeatureRow returns a function that reads a position's text and
// gives the state and its row of mapello.Features, indexes from 0.
func mapelloFeatureRow(g *mapello.Game) func(text string, label float64) (mapello.State, tune.Row, error) {
	var fb []float64
	return func(text string, label float64) (mapello.State, tune.Row, error) {
		s, err := g.ParseState(text)
		if err != nil {
			return s, tune.Row{}, err
		}
		fb = mapello.Features(fb[:0], s)
		r := tune.Row{Label: label}
		for i, x := range fb {
			r.Index = append(r.Index, int32(i))
			r.Value = append(r.Value, float32(x))
		}
		return s, r, nil
	}
}

// checkMapelloNet fails if a network file does not fit mapello.Patterns.
func checkMapelloNet(n *ntuple.Network) error {
	want, err := mapelloNetwork()
	if err != nil {
		return err
	}
	if n.Cells() != want.Cells() || len(n.Weights) != len(want.Weights) {
		return fmt.Errorf("the network does not have mapello.Patterns' shape")
	}
	return nil
}

// othelloModel is Mapello's model of plain Othello positions: the terms
// of Features and the pattern configurations of
// mapello.AppendPatternFeatures, starting from EvalTrained's feature
// weights and zero pattern weights; it writes othello.weights, the file
// package mapello embeds. Positions that are not plain Othello are
// skipped.
func othelloModel() *model {
	g := mapello.MustNew()
	nf := mapello.NumFeatures
	m := &model{n: nf + mapello.NumPatternWeights(), init: make([]float64, nf+mapello.NumPatternWeights())}
	for i, w := range mapello.TrainedWeights() {
		m.init[i] = w
	}
	m.skip = func(text string) bool {
		s, err := g.ParseState(text)
		return err == nil && !s.IsOthello()
	}
	features := mapelloFeatureRow(g)
	m.row = func(text string, label float64) (tune.Row, error) {
		s, r, err := features(text, label)
		if err != nil {
			return r, err
		}
		at := len(r.Index)
		r.Index, r.Value = mapello.AppendPatternFeatures(r.Index, r.Value, s)
		for i := at; i < len(r.Index); i++ {
			r.Index[i] += int32(nf)
		}
		return r, nil
	}
	m.write = func(dir string, w []float64) ([]string, error) {
		pw := mapello.PatternWeights{Patterns: make([]float32, mapello.NumPatternWeights())}
		for i := range pw.Features {
			pw.Features[i] = float32(w[i])
		}
		for i := range pw.Patterns {
			pw.Patterns[i] = float32(w[nf+i])
		}
		b, err := pw.MarshalBinary()
		if err != nil {
			return nil, err
		}
		name := filepath.Join(dir, "othello.weights")
		return []string{name}, os.WriteFile(name, b, 0o644)
	}
	return m
}
