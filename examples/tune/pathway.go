// pathway.go holds Pathway's model: EvalPaths's terms and mobility, written as
// the Go source package pathway compiles in.

package main

import (
	"os"
	"path/filepath"

	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/tune"
)

// pathwayPaths are EvalPaths's weights as a start, in logits
// (pathway's eval.go); mobility starts at 0.
var pathwayPaths = map[string]float64{
	"tempo": 0.75, "ends": 0.50, "ends-other": -0.47, "pockets": -0.90, "pockets-other": 0.80,
}

func pathwayModel() *model {
	nf := pathway.NumFeatures
	m := &model{n: nf, init: make([]float64, nf)}
	for i, name := range pathway.FeatureNames {
		m.init[i] = pathwayPaths[name]
	}
	var fb []float64
	m.row = func(text string, label float64) (tune.Row, error) {
		s, err := pathway.ParseState(text)
		if err != nil {
			return tune.Row{}, err
		}
		fb = pathway.Features(fb[:0], s)
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
		err = tune.WriteGo(f, "pathway", "tunedLinear", doc, pathway.FeatureNames[:], w)
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
