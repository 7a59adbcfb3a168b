// mitsudomoe.go holds Mitsudomoe's model: the terms of EvalRace, written as
// the Go source package mitsudomoe compiles in.

package main

import (
	"os"
	"path/filepath"

	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/tune"
)

// mitsudomoeRace are EvalRace's weights as a start, in points
// (mitsudomoe's eval.go), divided by the points a logit is worth (30).
var mitsudomoeRace = map[string]float64{
	"ongoal": 25, "distance": -10, "lanes": 4, "starved": -60, "scarce": -20,
	"sources": 1, "covered": 2, "crowded": -30, "homefull": -30,
}

func mitsudomoeModel() *model {
	nf := mitsudomoe.NumFeatures
	m := &model{n: nf, init: make([]float64, nf)}
	for i, name := range mitsudomoe.FeatureNames {
		m.init[i] = mitsudomoeRace[name] / 30
	}
	var fb []float64
	m.row = func(text string, label float64) (tune.Row, error) {
		s, err := mitsudomoe.ParseState(text)
		if err != nil {
			return tune.Row{}, err
		}
		fb = mitsudomoe.Features(fb[:0], s)
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
		err = tune.WriteGo(f, "mitsudomoe", "tunedLinear", doc, mitsudomoe.FeatureNames[:], w)
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
