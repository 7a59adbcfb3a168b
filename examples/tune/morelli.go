// morelli.go holds Morelli's model: the terms of EvalReserve, written as
// the Go source package morelli compiles in.

package main

import (
	"os"
	"path/filepath"

	"github.com/plygo/ply/morelli"
	"github.com/plygo/ply/tune"
)

// morelliReserve are EvalReserve's weights as a start, in pieces
// (morelli's eval.go), divided by the pieces a logit is worth (10).
var morelliReserve = map[string]float64{
	"throne": 40, "material": 1, "mobility": 0.02, "reserve": 0.02, "capturable": 0.8,
	"frame3": 2, "frame2": 0.5, "threat": 30, "threatened": -6,
}

func morelliModel() *model {
	nf := morelli.NumFeatures
	m := &model{n: nf, init: make([]float64, nf)}
	for i, name := range morelli.FeatureNames {
		m.init[i] = morelliReserve[name] / 10
	}
	var fb []float64
	m.row = func(text string, label float64) (tune.Row, error) {
		s, err := morelli.ParseState(text)
		if err != nil {
			return tune.Row{}, err
		}
		fb = morelli.Features(fb[:0], s)
		r := tune.Row{Label: label}
		for i, x := range fb {
			r.Index = append(r.Index, int32(i))
			r.Value = append(r.Value, float32(x))
		}
		return r, nil
	}
	m.write = func(dir string, w []float64) ([]string, error) {
		name := filepath.Join(dir, "tuned_weights.go")
		f, err := os.Create(name)
		if err != nil {
			return nil, err
		}
		doc := []string{
			"tunedLinear are the weights of Features in EvalTrained, in logits,",
			"fitted by examples/tune fit (docs/tuning.md).",
		}
		err = tune.WriteGo(f, "morelli", "tunedLinear", doc, morelli.FeatureNames[:], w)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, err
		}
		return []string{name}, nil
	}
	return m
}
