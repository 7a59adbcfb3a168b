// td.go holds the command td: TD(lambda) self-play of Mapello's n-tuple
// network.

package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/tune"
)

func cmdTD(ctx context.Context, fs *flag.FlagSet, args []string, stdout io.Writer) error {
	game := fs.String("game", "mapello", "the game (mapello)")
	o := tune.TDOptions{}
	fs.IntVar(&o.Games, "games", 10000, "self-play games")
	fs.Float64Var(&o.Lambda, "lambda", 0.5, "TD's lambda, 0 to 1")
	fs.Float64Var(&o.Rate, "rate", 0.1, "learning rate, in logits per position")
	fs.Float64Var(&o.Epsilon, "epsilon", 0.1, "share of random moves")
	fs.Uint64Var(&o.Seed, "seed", 1, "seed of the moves and the random boards")
	initFile := fs.String("init", "", "start from this network `file` (default: zero weights)")
	out := fs.String("o", "", "write the network to this `file`")
	samples := fs.String("samples", "", "measure the network on these samples before and after")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *game != "mapello" {
		return fmt.Errorf("td trains Mapello's network only: %w", errUsage)
	}
	net, err := mapelloNetwork()
	if err != nil {
		return err
	}
	if *initFile != "" {
		b, err := os.ReadFile(*initFile)
		if err != nil {
			return err
		}
		if err := net.UnmarshalBinary(b); err != nil {
			return err
		}
		if err := checkMapelloNet(net); err != nil {
			return err
		}
	}
	var rows []tune.Row
	if *samples != "" {
		f, err := os.Open(*samples)
		if err != nil {
			return err
		}
		ss, err := tune.ReadSamples(f)
		f.Close()
		if err != nil {
			return err
		}
		g := mapello.MustNew()
		for _, s := range ss {
			st, err := g.ParseState(s.Position)
			if err != nil {
				return err
			}
			rows = append(rows, tune.Row{Index: net.AppendIndexes(nil, mapello.Board(nil, st)), Label: s.Result})
		}
	}
	measure := func(when string) {
		if rows != nil {
			w := make([]float64, len(net.Weights))
			for i, x := range net.Weights {
				w[i] = float64(x)
			}
			fmt.Fprintf(stdout, "%s: %v\n", when, tune.Measure(rows, w))
		}
	}
	measure("before")
	g := mapello.MustNew()
	start := mapelloStarts(g)
	o.Progress = func(n int) {
		if n%1000 == 0 {
			fmt.Fprintf(stdout, "%d games\n", n)
		}
	}
	n, err := tune.TD(ctx, g, net, mapello.Board, start, o)
	fmt.Fprintf(stdout, "%d games of self-play\n", n)
	measure("after")
	if *out != "" {
		b, merr := net.MarshalBinary()
		if merr != nil {
			return merr
		}
		if werr := os.WriteFile(*out, b, 0o644); werr != nil {
			return werr
		}
		fmt.Fprintf(stdout, "wrote %s\n", *out)
	}
	return err
}

// mapelloStarts returns the starts of Mapello's self-play: plain Othello,
// the rule book's boards and random boards, in turn.
func mapelloStarts(g *mapello.Game) func(rng *rand.Rand) mapello.State {
	plain, _ := g.Setup("plain", 0)
	rule, _ := g.Setup("rulebook", 0)
	def := g.Start()
	return func(rng *rand.Rand) mapello.State {
		switch rng.IntN(4) {
		case 0:
			return plain
		case 1:
			return rule
		case 2:
			return def
		}
		s, err := mapello.RandomSetup(rng.Uint64(), 8, 8, 8)
		if err != nil {
			return plain
		}
		return s
	}
}
