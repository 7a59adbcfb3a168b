// tune_test.go checks the data format, the fits and the tuners on Mapello
// games played by the arena.

package tune_test

import (
	"bytes"
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/ntuple"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
	"github.com/plygo/ply/tune"
)

func TestSamplesRoundTrip(t *testing.T) {
	in := []tune.Sample{
		{Position: "a b c", Result: 1, Score: math.NaN(), Weight: 1},
		{Position: "x o 0 0 0", Result: 0.25, Score: -3.5, Weight: 4},
	}
	var b bytes.Buffer
	if err := tune.WriteSamples(&b, in); err != nil {
		t.Fatal(err)
	}
	want := "1 - 1 a b c\n0.25 -3.5 4 x o 0 0 0\n"
	if b.String() != want {
		t.Fatalf("wrote %q, want %q", b.String(), want)
	}
	out, err := tune.ReadSamples(strings.NewReader("# comment\n\n" + b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != 2 || out[0].Position != "a b c" || out[0].HasScore() || out[1].Score != -3.5 || out[1].Weight != 4 || out[1].Result != 0.25 {
		t.Fatalf("read %+v", out)
	}
	if err := tune.WriteSamples(&b, []tune.Sample{{Position: "a\nb"}}); !errors.Is(err, ply.ErrSyntax) {
		t.Errorf("a position with a newline: %v, want ErrSyntax", err)
	}
}

func TestReadSamplesErrors(t *testing.T) {
	for _, text := range []string{
		"1 - 1", "2 - 1 pos", "x - 1 pos", "1 y 1 pos", "1 - 0 pos", "1 - -3 pos", "1 NaN 1 pos", "1 Inf 1 pos", "NaN - 1 pos",
		"1 - 1 ok\n0 - 1", "1 - 1 a\rb",
	} {
		_, err := tune.ReadSamples(strings.NewReader(text))
		if !errors.Is(err, ply.ErrSyntax) {
			t.Errorf("%q: %v, want ErrSyntax", text, err)
		}
	}
}

func FuzzReadSamples(f *testing.F) {
	f.Add("1 - 1 a b c\n0.25 -3.5 4 x o 0 0 0\n")
	f.Add("# c\n0.5 1e3 2 pos\r\n")
	f.Fuzz(func(t *testing.T, text string) {
		ss, err := tune.ReadSamples(strings.NewReader(text))
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) {
				t.Fatalf("error %v does not wrap ErrSyntax", err)
			}
			return
		}
		var b bytes.Buffer
		if err := tune.WriteSamples(&b, ss); err != nil {
			t.Fatal(err)
		}
		again, err := tune.ReadSamples(&b)
		if err != nil || len(again) != len(ss) {
			t.Fatalf("round trip: %v, %d samples of %d", err, len(again), len(ss))
		}
		for i := range ss {
			if again[i].Position != ss[i].Position || again[i].Weight != ss[i].Weight || again[i].HasScore() != ss[i].HasScore() {
				t.Fatalf("round trip: %+v became %+v", ss[i], again[i])
			}
		}
	})
}

func TestDedup(t *testing.T) {
	nan := math.NaN()
	got := tune.Dedup([]tune.Sample{
		{Position: "p", Result: 1, Score: 2, Weight: 1},
		{Position: "q", Result: 0, Score: nan},
		{Position: "p", Result: 0, Score: nan, Weight: 3},
	})
	if len(got) != 2 || got[0].Position != "p" || got[0].Weight != 4 || got[0].Result != 0.25 || got[0].Score != 2 || got[1].HasScore() {
		t.Fatalf("Dedup: %+v", got)
	}
}

// games plays n games of Mapello on random boards between two alpha-beta
// searches of the given depth and returns their samples, those of each
// opening's pair of games together.
func games(t *testing.T, n, depth int, seed uint64) [][]tune.Sample {
	t.Helper()
	var out [][]tune.Sample
	byRound := map[int]int{}
	tt := arena.Tournament{
		Game: "mapello", Config: registry.Config{Setup: "random"},
		Entrants:     []arena.Entrant{arena.Bot(bot.Spec{Kind: "alphabeta", Depth: depth}), arena.Bot(bot.Spec{Kind: "greedy"})},
		GamesPerPair: n, OpeningPlies: 4, Seed: seed, Parallel: 1,
		Finished: func(g registry.Game, sg arena.Fixture, res arena.GameResult) {
			ss := tune.FromLine(g, res.Line, nil)
			i, ok := byRound[sg.Round]
			if !ok {
				i = len(out)
				byRound[sg.Round] = i
				out = append(out, nil)
			}
			out[i] = append(out[i], ss...)
		},
	}
	if _, err := tt.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	return out
}

// split returns the samples of the first games to train on and the
// others to validate on, each deduplicated.
func split(groups [][]tune.Sample, train int) (a, b []tune.Sample) {
	for i, g := range groups {
		if i < train {
			a = append(a, g...)
		} else {
			b = append(b, g...)
		}
	}
	return tune.Dedup(a), tune.Dedup(b)
}

func featureRows(t *testing.T, ss []tune.Sample) []tune.Row {
	t.Helper()
	g := mapello.MustNew()
	var rows []tune.Row
	for _, s := range ss {
		st, err := g.ParseState(s.Position)
		if err != nil {
			t.Fatal(err)
		}
		r := tune.Row{Label: s.Result, Weight: float64(s.Weight)}
		for i, x := range mapello.Features(nil, st) {
			r.Index = append(r.Index, int32(i))
			r.Value = append(r.Value, float32(x))
		}
		rows = append(rows, r)
	}
	return rows
}

// TestFitImprovesHeldOut trains Mapello's features on the positions of a
// few games and checks that the fit predicts the results of other games
// better than the zero weights.
func TestFitImprovesHeldOut(t *testing.T) {
	groups := games(t, 60, 2, 1)
	train, valid := split(groups, 24)
	res, err := tune.Fit(context.Background(), featureRows(t, train), mapello.NumFeatures, nil,
		tune.FitOptions{Valid: featureRows(t, valid), Seed: 1, L2: 1e-4})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("held out before %v, after %v (epoch %d)", res.Before, res.After, res.Epoch)
	if !(res.After.Loss < res.Before.Loss-0.02) || !(res.After.Accuracy > res.Before.Accuracy+0.05) {
		t.Errorf("the fit did not improve the held-out games: before %v, after %v", res.Before, res.After)
	}
	if res.Epoch == 0 || len(res.Weights) != mapello.NumFeatures {
		t.Errorf("epoch %d, %d weights", res.Epoch, len(res.Weights))
	}
}

// TestTDLearns trains Mapello's n-tuple network by a few hundred games of
// self-play and checks that it predicts the results of games between
// other players better than a coin.
func TestTDLearns(t *testing.T) {
	net, err := ntuple.New(4, 64, mapello.Patterns(), mapello.Symmetries())
	if err != nil {
		t.Fatal(err)
	}
	g := mapello.MustNew()
	start := func(rng *rand.Rand) mapello.State {
		s, err := mapello.RandomSetup(rng.Uint64(), 8, 8, 8)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	games := 400
	if testing.Short() {
		games = 150
	}
	n, err := tune.TD(context.Background(), g, net, mapello.Board, start, tune.TDOptions{Games: games, Seed: 1})
	if err != nil || n != games {
		t.Fatalf("TD: %d games, %v", n, err)
	}
	_, valid := split(gamesOf(t), 0)
	var rows []tune.Row
	for _, s := range valid {
		st, _ := g.ParseState(s.Position)
		rows = append(rows, tune.Row{Index: net.AppendIndexes(nil, mapello.Board(nil, st)), Label: s.Result})
	}
	w := make([]float64, len(net.Weights))
	for i, x := range net.Weights {
		w[i] = float64(x)
	}
	m := tune.Measure(rows, w)
	t.Logf("after %d games of self-play: %v", games, m)
	if !(m.Loss < math.Ln2) {
		t.Errorf("the network predicts no better than a coin: %v", m)
	}
}

func gamesOf(t *testing.T) [][]tune.Sample { return games(t, 20, 2, 7) }

func TestFromRecord(t *testing.T) {
	text := `[Game "mapello"]
[Setup "plain"]
[Result "*"]

1. d3 {score 1.5 depth 2}
2. c5
`
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	ss, err := tune.FromRecord(rec)
	if err != nil || ss != nil {
		t.Fatalf("an unfinished game: %v, %v", ss, err)
	}
	// A finished game: play one and write its record.
	g, err := registry.Open("mapello", registry.Config{Setup: "plain"})
	if err != nil {
		t.Fatal(err)
	}
	line := registry.NewLine(g.Start())
	b, _ := g.NewBot(bot.Spec{Kind: "greedy"}, 1)
	for {
		if _, over := g.Result(line.Position()); over {
			break
		}
		c, err := b.Choose(context.Background(), line, nil)
		if err != nil {
			t.Fatal(err)
		}
		c.Score, c.Scored = 2.5, true
		if line, err = line.PlayMove(g, c.Move); err != nil {
			t.Fatal(err)
		}
	}
	r := record.New(g, line)
	res, _ := g.Result(line.Position())
	r.Finish(g, res)
	for i := range r.Moves {
		r.Moves[i].Comment = "score 2.5 depth 1"
	}
	ss, err = tune.FromRecord(r)
	if err != nil {
		t.Fatal(err)
	}
	if len(ss) != line.Len() || ss[0].Score != 2.5 {
		t.Fatalf("%d samples of %d moves, first %+v", len(ss), line.Len(), ss[0])
	}
	first := 0.5 + 0.5*float64(res.For(ply.First))
	if ss[0].Result != first || !strings.HasPrefix(ss[0].Position, g.FormatPosition(g.Start())[:10]) {
		t.Errorf("first sample %+v, want result %v", ss[0], first)
	}
}

func TestSPSA(t *testing.T) {
	// A match that the parameters nearer to target win: SPSA must move
	// toward it.
	target := []float64{3, -2}
	dist := func(x []float64) float64 { return math.Hypot(x[0]-target[0], x[1]-target[1]) }
	match := func(_ context.Context, plus, minus []float64) (float64, error) {
		switch {
		case dist(plus) < dist(minus):
			return 1, nil
		case dist(plus) > dist(minus):
			return -1, nil
		}
		return 0, nil
	}
	th, err := tune.SPSA(context.Background(), []float64{0, 0}, match, tune.SPSAOptions{Iterations: 300, C: []float64{0.5, 0.5}, R: 1, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if d := dist(th); d > 1 {
		t.Errorf("SPSA ended at %v, %.2f from %v", th, d, target)
	}
	if _, err := tune.SPSA(context.Background(), []float64{0}, match, tune.SPSAOptions{}); err == nil {
		t.Error("SPSA without perturbations: no error")
	}
}

func TestArenaMatch(t *testing.T) {
	// A match between the standard evaluation and its opposite: plus
	// must win it.
	entrant := func(name string, th []float64) arena.Entrant {
		return arena.Searcher(name, func(g ply.Game[mapello.State, mapello.Move], seed uint64) search.Searcher[mapello.State, mapello.Move] {
			k := th[0]
			return search.AlphaBeta(ply.WithEval(g, func(s mapello.State, p ply.Player) float64 { return k * g.Evaluate(s, p) }), search.Options{})
		}, search.Limits{Depth: 1})
	}
	match := tune.ArenaMatch(arena.Tournament{Game: "mapello", Config: registry.Config{Setup: "plain"}, GamesPerPair: 4, OpeningPlies: 2, Seed: 1, Parallel: 1}, entrant)
	r, err := match(context.Background(), []float64{1}, []float64{-1})
	if err != nil {
		t.Fatal(err)
	}
	if r <= 0 {
		t.Errorf("the sound evaluation scored %v against its opposite", r)
	}
}

func TestWriteGo(t *testing.T) {
	var b bytes.Buffer
	if err := tune.WriteGo(&b, "p", "w", []string{"w are weights."}, []string{"a"}, []float64{1.5, -2}); err != nil {
		t.Fatal(err)
	}
	want := "// Code generated by examples/tune; DO NOT EDIT.\n\npackage p\n\n// w are weights.\nvar w = [2]float64{\n\t1.5, // a\n\t-2,\n}\n"
	if b.String() != want {
		t.Errorf("WriteGo:\n%s\nwant\n%s", b.String(), want)
	}
}

// TestLabel: the label is the result, or blends in the score read by the
// game's curve.
func TestLabel(t *testing.T) {
	c := search.Curve{Scale: 10}
	s := tune.Sample{Result: 1, Score: 0}
	if got := tune.Label(s, 0, c); got != 1 {
		t.Errorf("no blend: %v", got)
	}
	if got := tune.Label(s, 0.5, c); got != 0.75 {
		t.Errorf("half blend with an even score: %v, want 0.75", got)
	}
	s.Score = 7
	if got, want := tune.Label(s, 0.25, c), 0.75+0.25*c.Expected(7); got != want {
		t.Errorf("quarter blend with a score: %v, want %v", got, want)
	}
	s.Score = math.NaN()
	if got := tune.Label(s, 0.5, c); got != 1 {
		t.Errorf("blend without a score: %v, want the result", got)
	}
}

// TestScaleLoss: an evaluation of 0 is a coin (ln 2) at any scale; one
// that names every winner loses less at a scale that trusts it, and
// BestScale finds the best of a range.
func TestScaleLoss(t *testing.T) {
	samples := []tune.Sample{{Result: 1, Weight: 1}, {Result: 0, Weight: 2}, {Result: 1, Weight: 1}}
	zero := []float64{0, 0, 0}
	if l := tune.ScaleLoss(samples, zero, 10); math.Abs(l-math.Ln2) > 1e-12 {
		t.Errorf("an even evaluation: loss %v, want ln 2", l)
	}
	right := []float64{30, -30, 5}
	if tight, loose := tune.ScaleLoss(samples, right, 10), tune.ScaleLoss(samples, right, 1000); tight >= loose {
		t.Errorf("a right evaluation: loss %v at scale 10, %v at 1000", tight, loose)
	}
	best, loss := tune.BestScale(samples, right, 1, 1000)
	if best < 1 || best > 1000 || loss > tune.ScaleLoss(samples, right, 10) {
		t.Errorf("BestScale: %v at %v", loss, best)
	}
}
