// linear.go holds the model of a game whose trained evaluation is a
// weighted sum of its Features, written as the Go source of tunedLinear
// that its package compiles in: Mitsudomoe's, Morelli's and Pathway's.

package main

import (
	"os"
	"path/filepath"

	"github.com/plygo/ply/tune"
)

// linearModel returns the model of package pkg's Features: names are the
// features' names, start their hand-set weights in the evaluation's units,
// of which per make a logit, parse reads a position and features appends a
// state's features.
func linearModel[S any](pkg string, names []string, start map[string]float64, per float64,
	parse func(string) (S, error), features func([]float64, S) []float64) *model {
	return linearModelAs(pkg, names, start, per, parse, features, "tuned_weights.go", "tunedLinear", []string{
		"tunedLinear are the weights of Features in EvalTrained, in logits,",
		"fitted by examples/tune fit (docs/tuning.md).",
	})
}

// linearModelAs is linearModel writing the weights as the variable
// varName, documented by doc, in the file named file.
func linearModelAs[S any](pkg string, names []string, start map[string]float64, per float64,
	parse func(string) (S, error), features func([]float64, S) []float64, file, varName string, doc []string) *model {
	nf := len(names)
	m := &model{n: nf, init: make([]float64, nf)}
	for i, name := range names {
		m.init[i] = start[name] / per
	}
	var fb []float64
	m.row = func(text string, label float64) (tune.Row, error) {
		s, err := parse(text)
		if err != nil {
			return tune.Row{}, err
		}
		fb = features(fb[:0], s)
		r := tune.Row{Label: label}
		for i, x := range fb {
			r.Index = append(r.Index, int32(i))
			r.Value = append(r.Value, float32(x))
		}
		return r, nil
	}
	m.write = func(dir string, w []float64) ([]string, error) {
		name := filepath.Join(dir, file)
		f, err := os.Create(name)
		if err != nil {
			return nil, err
		}
		err = tune.WriteGo(f, pkg, varName, doc, names, w)
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
