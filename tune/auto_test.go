package tune_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/examples/connectfour/connectfour"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/tune"
)

func init() {
	if _, ok := registry.Lookup(connectfour.Name); !ok {
		registry.Register(connectfour.Entry())
	}
}

// autoFile trains Connect Four's eval=auto with o and returns the result
// and its file.
func autoFile(t *testing.T, o tune.AutoOptions) (tune.AutoResult, []byte) {
	t.Helper()
	res, err := tune.Auto(context.Background(), connectfour.Name, registry.Config{}, o)
	if err != nil {
		t.Fatal(err)
	}
	g, err := registry.Open(connectfour.Name, registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := registry.MarshalAuto(g, res.Net)
	if err != nil {
		t.Fatal(err)
	}
	return res, b
}

// TestAutoImproves trains a tiny network of Connect Four from its rules
// alone, one generation of 60 games: its loss must fall, and it must beat
// the zero network (the generation before) in the arena's 60 games. Under
// -short it trains on 12 games and checks the loss alone.
func TestAutoImproves(t *testing.T) {
	o := tune.AutoOptions{Generations: 1, Games: 60, Bot: "alphabeta:1", Holdout: -1, Seed: 1, SPRTGames: 60}
	if testing.Short() {
		o.Games, o.SPRTGames = 12, -1
	}
	var out bytes.Buffer
	o.Progress = &out
	res, _ := autoFile(t, o)
	gen := res.Generations[0]
	if gen.Fit.Loss >= gen.Before.Loss-0.05 {
		t.Errorf("loss %.4f, was %.4f: the fit learnt nothing", gen.Fit.Loss, gen.Before.Loss)
	}
	if testing.Short() {
		return
	}
	if gen.Test == nil || len(gen.Test.Pairs) != 1 || gen.Test.Pairs[0].Score == nil {
		t.Fatalf("no test report:\n%s", out.String())
	}
	if p := gen.Test.Pairs[0]; *p.Score < 0.55 {
		t.Errorf("trained against zero network: %d-%d-%d, score %.2f; want at least 0.55\n%s", p.Wins, p.Draws, p.Losses, *p.Score, out.String())
	}
}

// TestAutoReproducible: the same seed trains the same bytes, however many
// games run at once; another seed, or scores blended into the labels,
// train others.
func TestAutoReproducible(t *testing.T) {
	o := tune.AutoOptions{Generations: 2, Games: 6, Bot: "alphabeta:1", Seed: 5, SPRTGames: -1}
	if testing.Short() {
		o.Generations, o.Games = 1, 4
	}
	_, a := autoFile(t, o)
	o.Parallel = 3
	_, b := autoFile(t, o)
	if !bytes.Equal(a, b) {
		t.Error("the same seed trained different weights with 3 games at once")
	}
	o.Seed = 6
	_, c := autoFile(t, o)
	if bytes.Equal(a, c) {
		t.Error("seeds 5 and 6 trained the same weights")
	}
	o.Seed, o.Blend = 5, 0.5
	_, d := autoFile(t, o)
	if bytes.Equal(a, d) {
		t.Error("the search's scores blended into the labels changed nothing")
	}
	g, _ := registry.Open(connectfour.Name, registry.Config{})
	net, err := registry.UnmarshalAuto(g, a)
	if err != nil {
		t.Fatal(err)
	}
	if nonzero := len(net.Weights) - countZero(net.Weights); nonzero == 0 {
		t.Error("a trained network of zero weights")
	}
}

func countZero(w []float32) int {
	n := 0
	for _, x := range w {
		if x == 0 {
			n++
		}
	}
	return n
}

func TestAutoErrors(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name string
		o    tune.AutoOptions
		want error
	}{
		{"nosuchgame", tune.AutoOptions{}, registry.ErrUnknownGame},
		{connectfour.Name, tune.AutoOptions{Symmetry: "spiral"}, tune.ErrAuto},
		{connectfour.Name, tune.AutoOptions{Length: 9}, tune.ErrAuto},
		{connectfour.Name, tune.AutoOptions{Blend: 1.5}, tune.ErrAuto},
	} {
		if _, err := tune.Auto(ctx, c.name, registry.Config{}, c.o); !errors.Is(err, c.want) {
			t.Errorf("%s %+v: %v, want %v", c.name, c.o, err, c.want)
		}
	}
	if _, err := tune.Auto(ctx, connectfour.Name, registry.Config{}, tune.AutoOptions{Bot: "greedy"}); err == nil {
		t.Error("self-play with greedy, which takes no evaluation: no error")
	}
}

// TestDiagramPatterns counts Connect Four's patterns: lines of four
// across (4 a row), up (3 a column) and along both diagonals (12 each),
// and 2x2 squares (6 by 5), all placed with or without the mirror, which
// maps them onto each other and shares their weights.
func TestDiagramPatterns(t *testing.T) {
	g, _ := registry.Open(connectfour.Name, registry.Config{})
	for _, c := range []struct {
		symmetry string
		tuples   int
	}{{"none", 24 + 21 + 24 + 30}, {"mirror", 24 + 21 + 24 + 30}} {
		net, err := tune.AutoNetwork(g, 4, c.symmetry)
		if err != nil {
			t.Fatal(err)
		}
		if net.Tuples() != c.tuples {
			t.Errorf("%s: %d placed tuples, want %d", c.symmetry, net.Tuples(), c.tuples)
		}
		if c.symmetry == "mirror" && len(net.Weights) >= 99*256 {
			t.Errorf("mirror: %d weights, want fewer than without symmetry", len(net.Weights))
		}
	}
}

// TestAutoFinal: Final tests the last generation with FinalBot against the
// game's own evaluation and against the zero network, and the summary
// holds every test (checkSummary); a FinalBot that is no bot is an error
// of its specification.
func TestAutoFinal(t *testing.T) {
	o := tune.AutoOptions{Generations: 1, Games: 4, Bot: "alphabeta:1", FinalBot: "alphabeta:2", Seed: 1, SPRTGames: 2, Final: true}
	res, _ := autoFile(t, o)
	for _, r := range []struct {
		what string
		rep  *arena.Report
		want string
	}{{"Final", res.Final, "alphabeta:2"}, {"FinalZero", res.FinalZero, "auto-0"}} {
		if r.rep == nil || len(r.rep.Pairs) != 1 {
			t.Fatalf("%s: no report", r.what)
		}
		if p := r.rep.Pairs[0]; p.A != "auto-1" || p.B != r.want || p.Wins+p.Draws+p.Losses != 2 {
			t.Errorf("%s: %s against %s, %d-%d-%d; want auto-1 against %s in 2 games", r.what, p.A, p.B, p.Wins, p.Draws, p.Losses, r.want)
		}
	}
	checkSummary(t, res)
	o.FinalBot = "nobot"
	if _, err := tune.Auto(context.Background(), connectfour.Name, registry.Config{}, o); !errors.Is(err, bot.ErrSpec) {
		t.Errorf("FinalBot nobot: %v, want bot.ErrSpec", err)
	}
}

// TestAutoHalfTurn: Push Fight's board has no left-right mirror, so the
// default symmetry shares each pattern's weights under the half turn,
// which maps the board, its rails and its open edges onto themselves:
// half the weights of the network without symmetry.
func TestAutoHalfTurn(t *testing.T) {
	g, err := registry.Open("pushfight", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	none, err := tune.AutoNetwork(g, 4, "none")
	if err != nil {
		t.Fatal(err)
	}
	def, err := tune.AutoNetwork(g, 4, "")
	if err != nil {
		t.Fatal(err)
	}
	if 2*len(def.Weights) > len(none.Weights)+256*8 {
		t.Errorf("default symmetry: %d weights, without symmetry %d: want about half", len(def.Weights), len(none.Weights))
	}
}

// TestAutoAfterRandom: with AfterRandom a game's positions up to its last
// random move teach nothing, so a generation trains on fewer positions
// from the same games, and on some.
func TestAutoAfterRandom(t *testing.T) {
	o := tune.AutoOptions{Generations: 1, Games: 8, Bot: "alphabeta:1", Epsilon: 0.2, Holdout: -1, Seed: 1, SPRTGames: -1}
	all, _ := autoFile(t, o)
	o.AfterRandom = true
	after, _ := autoFile(t, o)
	a, b := all.Generations[0].Positions, after.Generations[0].Positions
	if b == 0 || b >= a {
		t.Errorf("AfterRandom: %d positions, %d without: want fewer, not none", b, a)
	}
}

// TestAutoPushFightLearns trains one generation of Push Fight, where a
// random turn mostly leaves a piece to be pushed off at once: labelled
// only after each game's last random move (AfterRandom), its positions
// teach a network that predicts the held-out games better than the zero
// network does (log 2). Labelled all, the same games taught nothing that
// held on the held-out games (loss 0.6931 before and after).
func TestAutoPushFightLearns(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 150 games of Push Fight (15 s of CPU)")
	}
	t.Parallel()
	o := tune.AutoOptions{Generations: 1, Games: 150, Bot: "alphabeta:1", AfterRandom: true, Holdout: 4, Seed: 1, SPRTGames: -1, Parallel: 2}
	res, err := tune.Auto(context.Background(), "pushfight", registry.Config{}, o)
	if err != nil {
		t.Fatal(err)
	}
	gen := res.Generations[0]
	t.Logf("%d positions; held-out: %v, was %v", gen.Positions, gen.Fit, gen.Before)
	if gen.Fit.Loss > gen.Before.Loss-0.02 {
		t.Errorf("held-out loss %.4f, was %.4f: the fit learnt nothing", gen.Fit.Loss, gen.Before.Loss)
	}
}
