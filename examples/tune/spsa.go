// spsa.go holds the command spsa: SPSA of Mapello's feature weights by
// matches in the arena.

package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"

	"github.com/plygo/ply"
	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
	"github.com/plygo/ply/tune"
)

func cmdSPSA(ctx context.Context, fs *flag.FlagSet, args []string, stdout io.Writer) error {
	game := fs.String("game", "mapello", "the game (mapello)")
	setup := fs.String("setup", "random", "the setup of the matches' games")
	depth := fs.Int("depth", 2, "the depth of the matches' alpha-beta searches")
	games := fs.Int("games", 8, "games per match (rounded up to even)")
	opening := fs.Int("opening", 4, "random plies opening each game")
	o := tune.SPSAOptions{}
	fs.IntVar(&o.Iterations, "iterations", 100, "matches")
	fs.Float64Var(&o.R, "r", 0.5, "the first step, in perturbations")
	fs.Uint64Var(&o.Seed, "seed", 1, "seed of the perturbations and the matches")
	c := fs.Float64("c", 0.2, "perturbation of each weight, as a share of its size (at least 0.01)")
	out := fs.String("out", "", "write the tuned weights as tuned_weights.go into this `directory`")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *game != "mapello" {
		return fmt.Errorf("spsa tunes Mapello's weights only: %w", errUsage)
	}
	theta := make([]float64, mapello.NumFeatures)
	w := mapello.TrainedWeights()
	copy(theta, w[:])
	o.C = make([]float64, len(theta))
	for i, x := range theta {
		o.C[i] = math.Max(math.Abs(x)*(*c), 0.01)
	}
	o.Progress = func(k int, r float64, th []float64) {
		fmt.Fprintf(stdout, "iteration %d: result %+.3f weights %.4g\n", k, r, th)
	}
	entrant := func(name string, th []float64) arena.Entrant {
		var w [mapello.NumFeatures]float64
		copy(w[:], th)
		return arena.Searcher(name, func(g ply.Game[mapello.State, mapello.Move], seed uint64) search.Searcher[mapello.State, mapello.Move] {
			return search.AlphaBeta(ply.WithEval(g, mapello.WeightedEval(w)), search.Options{})
		}, search.Limits{Depth: *depth})
	}
	t := arena.Tournament{Game: "mapello", Config: registry.Config{Setup: *setup}, GamesPerPair: *games, OpeningPlies: *opening, Seed: o.Seed, Parallel: 1}
	th, err := tune.SPSA(ctx, theta, tune.ArenaMatch(t, entrant), o)
	fmt.Fprintf(stdout, "weights %v\n", th)
	if *out != "" && th != nil {
		name := filepath.Join(*out, "tuned_weights.go")
		f, ferr := os.Create(name)
		if ferr != nil {
			return ferr
		}
		doc := []string{"tunedLinear are the weights of Features in EvalTrained, in logits,", "tuned by examples/tune spsa (docs/tuning.md)."}
		werr := tune.WriteGo(f, "mapello", "tunedLinear", doc, mapello.FeatureNames[:], th)
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return werr
		}
		fmt.Fprintf(stdout, "wrote %s\n", name)
	}
	return err
}
