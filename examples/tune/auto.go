// auto.go holds the command auto: eval=auto of any game with a Diagram,
// trained from its rules alone (tune.Auto).

package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/plygo/ply/elo"
	"github.com/plygo/ply/examples/connectfour/connectfour"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/tune"
)

func cmdAuto(ctx context.Context, fs *flag.FlagSet, args []string, stdout io.Writer) error {
	game := fs.String("game", "", "the game (any registered game with a diagram)")
	setup := fs.String("setup", "", "the game's setup")
	size := fs.Int("size", 0, "the game's board size")
	o := tune.AutoOptions{Progress: stdout}
	fs.IntVar(&o.Generations, "gens", 3, "generations of self-play and training")
	fs.IntVar(&o.Games, "games", 200, "self-play games a generation")
	fs.StringVar(&o.Bot, "bot", "alphabeta:2", "the self-play and test `bot` (alphabeta or mcts), which plays with the network")
	fs.IntVar(&o.OpeningPlies, "opening", 4, "random plies opening each game")
	fs.Float64Var(&o.Epsilon, "epsilon", 0.1, "share of random self-play moves (negative: none)")
	fs.BoolVar(&o.AfterRandom, "after-random", false, "label only the positions after each game's last random move")
	fs.IntVar(&o.Length, "length", 4, "cells of the straight patterns")
	fs.StringVar(&o.Symmetry, "symmetry", "mirror", "symmetries sharing the patterns' weights: mirror, all or none")
	fs.Float64Var(&o.Blend, "blend", 0, "share of the self-play search's score in each label, 0 to 1 (0: the game's result alone)")
	fs.IntVar(&o.Holdout, "holdout", 10, "hold out every Nth game to validate the fit on (negative: validate on the training games)")
	fs.IntVar(&o.SPRTGames, "sprt-games", 200, "most games of each generation's SPRT against the one before (negative: no test)")
	sprt := fs.String("sprt", "elo0=0 elo1=20", "the SPRT's hypotheses (elo.ParseSPRT)")
	fs.BoolVar(&o.Final, "final", false, "test the last generation against the game's own evaluation and the zero network too")
	fs.StringVar(&o.FinalBot, "final-bot", "", "the `bot` of the -final tests, such as alphabeta:100ms (default: -bot)")
	fs.IntVar(&o.Parallel, "concurrency", 1, "games played at once (1 to 256)")
	fs.Uint64Var(&o.Seed, "seed", 1, "seed of the openings, the bots and the fits")
	out := fs.String("o", "", "write the network to this `file` (default: registry.AutoPath, GAME.auto in $PLY_AUTO)")
	jsonOut := fs.String("json", "", "write the summary (each generation's fit and test: W-D-L, Elo, Ptnml, LLR and its bounds) as JSON to this `file`")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *game == "" {
		return fmt.Errorf("-game is required: %w", errUsage)
	}
	if o.Parallel < 1 || o.Parallel > 256 {
		return fmt.Errorf("-concurrency %d: want 1 to 256: %w", o.Parallel, errUsage)
	}
	s, err := elo.ParseSPRT(*sprt)
	if err != nil {
		return fmt.Errorf("%v: %w", err, errUsage)
	}
	o.SPRT = &s
	if *out == "" {
		*out = registry.AutoPath(*game)
	}
	cfg := registry.Config{Setup: *setup, Size: *size}
	start := time.Now()
	res, err := tune.Auto(ctx, *game, cfg, o)
	if res.Net == nil {
		return err
	}
	// Interrupted: the last finished generation is written all the same.
	trainErr := err
	g, err := registry.Open(*game, cfg)
	if err != nil {
		return err
	}
	b, err := registry.MarshalAuto(g, res.Net)
	if err != nil {
		return err
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		return err
	}
	positions := 0
	for _, gen := range res.Generations {
		positions = max(positions, gen.Positions)
	}
	fmt.Fprintf(stdout, "wrote %s: %d weights (%d bytes), %d tuples, trained on %d positions in %v\n",
		*out, len(res.Net.Weights), len(b), res.Net.Tuples(), positions, time.Since(start).Round(time.Second))
	fmt.Fprintln(stdout, "\nsummary:")
	if err := res.WriteText(stdout); err != nil {
		return err
	}
	if *jsonOut != "" {
		var js bytes.Buffer
		if err := res.WriteJSON(&js); err != nil {
			return err
		}
		if err := os.WriteFile(*jsonOut, js.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "wrote %s\n", *jsonOut)
	}
	return trainErr
}

// Connect Four lives in examples/connectfour, outside package games: the
// command registers it, as examples/connectfour does, unless a program
// already has.
func init() {
	if _, ok := registry.Lookup(connectfour.Name); !ok {
		registry.Register(connectfour.Entry())
	}
}
