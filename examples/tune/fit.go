// fit.go holds the command fit: logistic regression of a model on
// samples, and the models it knows (Mapello's, and the n-tuple network of
// any game's Diagram).

package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
	"github.com/plygo/ply/tune"
)

// model is what fit trains: n weights starting at init, a row of
// features for a position's text, and how the weights are written.
type model struct {
	n     int
	init  []float64
	row   func(text string, label float64) (tune.Row, error)
	write func(dir string, w []float64) ([]string, error)
	// skip, if set, reports the positions the model is not fitted to.
	skip func(text string) bool
}

func cmdFit(ctx context.Context, fs *flag.FlagSet, args []string, stdout io.Writer) error {
	game := fs.String("game", "", "the game of the samples: "+fmt.Sprint(registry.Names()))
	kind := fs.String("model", "", "the model: trained (Mapello's features and n-tuple network), features (Mapello's, Morelli's, Mitsudomoe's, Pathway's or Push Fight's features alone), othello (Mapello's features and the pattern evaluation of plain Othello positions), diagram (an n-tuple network of any game's Diagram), solved (Pathway's SolvedFeatures, EvalSolved), paths (Pathway's EvalPaths alone, written nowhere); default trained for mapello, features for morelli, mitsudomoe, pathway and pushfight, else diagram")
	samples := fs.String("samples", "", "the samples `file` (tune samples writes it)")
	validFile := fs.String("valid", "", "validate on the samples of this `file` (tune samples -valid) instead of a -holdout share")
	out := fs.String("out", "", "write the weights into this `directory` (default: only report the fit)")
	o := tune.FitOptions{}
	fs.IntVar(&o.Epochs, "epochs", 20, "most passes over the training samples")
	fs.Float64Var(&o.Rate, "rate", 0.05, "Adagrad's learning rate")
	fs.Float64Var(&o.L2, "l2", 1e-4, "L2 regularisation")
	fs.Float64Var(&o.Holdout, "holdout", 0.1, "share of the samples held out to validate on")
	fs.Uint64Var(&o.Seed, "seed", 1, "seed of the split and the order")
	maxRows := fs.Int("max", 0, "use at most this many samples, drawn by -seed (0: all)")
	blend := fs.Float64("blend", 0, "label weight of the search scores, 0 to 1 (0: results only)")
	zero := fs.Bool("zero", false, "start from zero weights instead of the model's own start (Mapello's: its hand-set weights)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *game == "" || *samples == "" {
		return fmt.Errorf("-game and -samples are required: %w", errUsage)
	}
	if *kind == "" {
		*kind = "diagram"
		switch *game {
		case "mapello":
			*kind = "trained"
		case "morelli", "mitsudomoe", "pathway", "pushfight":
			*kind = "features"
		}
	}
	ss, err := readSamples(*samples)
	if err != nil {
		return err
	}
	if *maxRows > 0 && len(ss) > *maxRows {
		rng := rand.New(rand.NewPCG(o.Seed, 1))
		rng.Shuffle(len(ss), func(i, j int) { ss[i], ss[j] = ss[j], ss[i] })
		ss = ss[:*maxRows]
	}
	m, curve, err := newModel(*game, *kind, ss)
	if err != nil {
		return err
	}
	toRows := func(name string, ss []tune.Sample) ([]tune.Row, error) {
		rows := make([]tune.Row, 0, len(ss))
		for _, s := range ss {
			if m.skip != nil && m.skip(s.Position) {
				continue
			}
			r, err := m.row(s.Position, tune.Label(s, *blend, curve))
			if err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			r.Weight = float64(s.Weight)
			rows = append(rows, r)
		}
		return rows, nil
	}
	rows, err := toRows(*samples, ss)
	if err != nil {
		return err
	}
	if *validFile != "" {
		vs, err := readSamples(*validFile)
		if err != nil {
			return err
		}
		if o.Valid, err = toRows(*validFile, vs); err != nil {
			return err
		}
	}
	o.Progress = func(epoch int, train, valid tune.Metrics) {
		fmt.Fprintf(stdout, "epoch %d: train %v, held out %v\n", epoch, train, valid)
	}
	init := m.init
	if *zero {
		init = nil
	}
	res, err := tune.Fit(ctx, rows, m.n, init, o)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "held out before: %v\nheld out after:  %v (epoch %d)\n", res.Before, res.After, res.Epoch)
	if m.write == nil {
		fmt.Fprintf(stdout, "weights: %.4g\n", res.Weights)
		return nil
	}
	if *out == "" {
		return nil
	}
	files, err := m.write(*out, res.Weights)
	for _, f := range files {
		fmt.Fprintf(stdout, "wrote %s\n", f)
	}
	return err
}

func readSamples(name string) ([]tune.Sample, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ss, err := tune.ReadSamples(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return ss, nil
}

// newModel returns the model kind of game, and the game's score curve for
// -blend.
func newModel(game, kind string, ss []tune.Sample) (*model, search.Curve, error) {
	g, err := registry.Open(game, registry.Config{})
	if err != nil {
		return nil, search.Curve{}, fmt.Errorf("%v: %w", err, errUsage)
	}
	curve := registry.CurveOf(g)
	switch kind {
	case "trained", "features":
		if game == "morelli" && kind == "features" {
			return morelliModel(), curve, nil
		}
		if game == "mitsudomoe" && kind == "features" {
			return mitsudomoeModel(), curve, nil
		}
		if game == "pathway" && kind == "features" {
			return pathwayModel(), curve, nil
		}
		if game == "pushfight" && kind == "features" {
			return pushfightModel(), curve, nil
		}
		if game != "mapello" {
			return nil, search.Curve{}, fmt.Errorf("model %s is Mapello's: %w", kind, errUsage)
		}
		m, err := mapelloModel(kind == "trained")
		return m, curve, err
	case "othello":
		if game != "mapello" {
			return nil, search.Curve{}, fmt.Errorf("model othello is Mapello's: %w", errUsage)
		}
		return othelloModel(), curve, nil
	case "diagram":
		m, err := diagramModel(g, ss)
		return m, curve, err
	case "solved", "paths":
		if game != "pathway" {
			return nil, search.Curve{}, fmt.Errorf("model %s is Pathway's: %w", kind, errUsage)
		}
		if kind == "paths" {
			return pathwayPathsModel(), curve, nil
		}
		return pathwaySolvedModel(), curve, nil
	}
	return nil, search.Curve{}, fmt.Errorf("unknown model %q: %w", kind, errUsage)
}
