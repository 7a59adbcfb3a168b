package arena

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/plygo/ply/elo"
)

func TestScheduleSwapsColours(t *testing.T) {
	pairs, games := Schedule(3, 5, 7) // 5 rounds up to 6 games per pair
	if len(pairs) != 3 || len(games) != 18 {
		t.Fatalf("%d pairs, %d games; want 3, 18", len(pairs), len(games))
	}
	first := map[[2]int]int{}
	seeds := map[int]map[uint64]int{}
	for i, g := range games {
		if g.Index != i {
			t.Errorf("game %d has index %d", i, g.Index)
		}
		p := pairs[g.Pair]
		if !(g.First == p.A && g.Second == p.B) && !(g.First == p.B && g.Second == p.A) {
			t.Errorf("game %d: bots %d, %d are not pair %v", i, g.First, g.Second, p)
		}
		first[[2]int{g.Pair, g.First}]++
		if seeds[g.Pair] == nil {
			seeds[g.Pair] = map[uint64]int{}
		}
		seeds[g.Pair][g.Seed]++
	}
	for pi, p := range pairs {
		if first[[2]int{pi, p.A}] != 3 || first[[2]int{pi, p.B}] != 3 {
			t.Errorf("pair %v: %d and %d games as first, want 3 each", p, first[[2]int{pi, p.A}], first[[2]int{pi, p.B}])
		}
		for seed, n := range seeds[pi] {
			if n != 2 {
				t.Errorf("pair %v: opening seed %d used %d times, want 2 (one per colour)", p, seed, n)
			}
		}
	}
	// Rounds come first: the first three couples are one per pair.
	for i := 0; i < 6; i += 2 {
		if games[i].Pair != i/2 {
			t.Errorf("game %d is of pair %d, want %d", i, games[i].Pair, i/2)
		}
	}
	_, again := Schedule(3, 5, 7)
	_, other := Schedule(3, 5, 8)
	if again[4] != games[4] || other[4].Seed == games[4].Seed {
		t.Errorf("schedules are not a function of the seed")
	}
}

// fakePlay: the first player wins when the seed is even, otherwise a draw.
func fakePlay(_ context.Context, g Fixture) (Outcome, int, error) {
	if g.Seed%2 == 0 {
		return 1, 10, nil
	}
	return 0, 20, nil
}

func TestRunIsDeterministic(t *testing.T) {
	_, games := Schedule(4, 10, 3)
	one, err := Run(context.Background(), games, 1, fakePlay, nil)
	if err != nil {
		t.Fatal(err)
	}
	var reported atomic.Int32
	four, err := Run(context.Background(), games, 4, fakePlay, func(Played) { reported.Add(1) })
	if err != nil {
		t.Fatal(err)
	}
	if len(one) != len(games) || len(four) != len(games) || int(reported.Load()) != len(games) {
		t.Fatalf("played %d and %d, reported %d, of %d", len(one), len(four), reported.Load(), len(games))
	}
	for i := range one {
		if one[i] != four[i] {
			t.Fatalf("game %d differs between 1 and 4 workers: %v, %v", i, one[i], four[i])
		}
	}
}

func TestRunInterrupted(t *testing.T) {
	_, games := Schedule(2, 100, 1)
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	play := func(ctx context.Context, g Fixture) (Outcome, int, error) {
		if n++; n == 10 {
			cancel()
			return 0, 0, ctx.Err()
		}
		return 1, 1, nil
	}
	played, err := Run(ctx, games, 1, play, nil)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
	if len(played) != 9 {
		t.Errorf("%d games kept, want the 9 finished before the interrupt", len(played))
	}
}

func TestRunError(t *testing.T) {
	_, games := Schedule(2, 10, 1)
	boom := errors.New("boom")
	_, err := Run(context.Background(), games, 2, func(context.Context, Fixture) (Outcome, int, error) { return 0, 0, boom }, nil)
	if !errors.Is(err, boom) {
		t.Errorf("err = %v, want boom", err)
	}
}

func TestSummariseAndReport(t *testing.T) {
	pairs := []Pair{{0, 1}}
	played := []Played{
		{Fixture: Fixture{Pair: 0, First: 0, Second: 1}, Outcome: 1},  // A wins as first
		{Fixture: Fixture{Pair: 0, First: 1, Second: 0}, Outcome: 1},  // B wins as first
		{Fixture: Fixture{Pair: 0, First: 1, Second: 0}, Outcome: -1}, // A wins as second
		{Fixture: Fixture{Pair: 0, First: 0, Second: 1}, Outcome: 0},  // draw
	}
	ps, bots := Summarise(2, pairs, played)
	if ps[0].Tally != (elo.Tally{Wins: 2, Draws: 1, Losses: 1}) || ps[0].AsFirst != (elo.Tally{Wins: 1, Draws: 1}) {
		t.Errorf("pair stats %+v", ps[0])
	}
	if bots[0] != (elo.Tally{Wins: 2, Draws: 1, Losses: 1}) || bots[1] != (elo.Tally{Wins: 1, Draws: 1, Losses: 2}) {
		t.Errorf("bot totals %+v", bots)
	}
	// A clean sweep has an infinite Elo: null in JSON, "+inf" in the table.
	sweep := []Played{{Fixture: Fixture{Pair: 0, First: 0, Second: 1}, Outcome: 1}, {Fixture: Fixture{Pair: 0, First: 1, Second: 0}, Outcome: -1}}
	r := NewReport("pathway", []string{"alphabeta:3", "random"}, 2, 1, 2, pairs, sweep, false)
	var js bytes.Buffer
	if err := r.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back map[string]any
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatalf("JSON does not parse: %v\n%s", err, js.String())
	}
	pair := back["pairs"].([]any)[0].(map[string]any)
	if pair["elo"] != nil || pair["score"] != 1.0 || pair["wins"] != 2.0 {
		t.Errorf("JSON pair row %v", pair)
	}
	var tb bytes.Buffer
	if err := r.WriteTable(&tb); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"alphabeta:3", "100.0%", "+inf", "2 games played"} {
		if !strings.Contains(tb.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, tb.String())
		}
	}
}

// An even score is an Elo difference of 0, never -0, in the table and in
// the JSON.
func TestEloEvenIsZero(t *testing.T) {
	x := -0.3
	if got := fmtElo(&x, nil); got != "+0" {
		t.Errorf("elo(-0.3) = %q, want +0", got)
	}
	pairs, games := Schedule(2, 2, 1)
	played := []Played{{Fixture: games[0], Outcome: 1}, {Fixture: games[1], Outcome: 1}}
	r := NewReport("g", []string{"a", "b"}, 2, 1, 0, pairs, played, false)
	var js, table strings.Builder
	if err := r.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	if err := r.WriteTable(&table); err != nil {
		t.Fatal(err)
	}
	for name, out := range map[string]string{"json": js.String(), "table": table.String()} {
		if strings.Contains(out, "-0 ") || strings.Contains(out, "-0,") || strings.Contains(out, "-0\t") || strings.Contains(out, "\"elo\": -0") {
			t.Errorf("%s shows -0:\n%s", name, out)
		}
	}
}

func TestReportGames(t *testing.T) {
	pairs, _ := Schedule(2, 2, 1)
	played := []Played{
		{Fixture: Fixture{Index: 0, First: 0, Second: 1, Seed: 9}, Outcome: 1, Plies: 7},
		{Fixture: Fixture{Index: 1, First: 1, Second: 0, Seed: 9}, Outcome: 0, Plies: 8},
		{Fixture: Fixture{Index: 3, First: 1, Second: 0, Seed: 4}, Outcome: -1, Plies: 9},
	}
	r := NewReport("pathway", []string{"alphabeta:3", "random"}, 2, 1, 2, pairs, played, false)
	r.AddGames([2]string{"Red", "Blue"}, func(i int) string { return "pos" + string(rune('0'+i)) })
	rb := [2]string{"Red", "Blue"}
	want := []GameRow{
		{Index: 0, First: 0, Second: 1, FirstBot: "alphabeta:3", SecondBot: "random", Colours: rb, Seed: 9, Outcome: 1, Result: "1-0", Plies: 7, Opening: "pos0"},
		{Index: 1, First: 1, Second: 0, FirstBot: "random", SecondBot: "alphabeta:3", Colours: rb, Seed: 9, Outcome: 0, Result: "1/2-1/2", Plies: 8, Opening: "pos1"},
		{Index: 3, First: 1, Second: 0, FirstBot: "random", SecondBot: "alphabeta:3", Colours: rb, Seed: 4, Outcome: -1, Result: "0-1", Plies: 9, Opening: "pos3"},
	}
	if len(r.Games) != len(want) {
		t.Fatalf("games %+v", r.Games)
	}
	for i := range want {
		if r.Games[i] != want[i] {
			t.Errorf("game row %d: %+v, want %+v", i, r.Games[i], want[i])
		}
	}
	var js bytes.Buffer
	if err := r.WriteJSON(&js); err != nil || !strings.Contains(js.String(), `"opening": "pos3"`) {
		t.Errorf("JSON %v:\n%s", err, js.String())
	}
}

// within reports whether a and b differ by at most tol.
func within(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// twoBotElo is elo.Ratings' closed form for two bots: the difference that
// expects A's score with one virtual draw added, and the half-width of
// the 95% interval of each rating, 1.96 standard errors of variance
// 1/(4c) for c = (N+1)·p·(1-p) at the adjusted score p, in Elo points.
func twoBotElo(w, d, l int) (diff, half float64) {
	n := float64(w + d + l + 1)
	p := (float64(w) + float64(d)/2 + 0.5) / n
	c := n * p * (1 - p)
	return elo.FromScore(p), 1.959963984540054 * 400 / math.Ln10 / (2 * math.Sqrt(c))
}

// The report carries the ratings: null bounds in JSON and "-" in the
// table for a bot without games, and the footer says how they are made.
func TestReportRatings(t *testing.T) {
	pairs, _ := Schedule(3, 2, 1)
	played := []Played{
		{Fixture: Fixture{Index: 0, Pair: 0, First: 0, Second: 1}, Outcome: 1},
		{Fixture: Fixture{Index: 1, Pair: 0, First: 1, Second: 0}, Outcome: -1},
	}
	r := NewReport("g", []string{"a", "b", "c"}, 2, 1, 0, pairs, played, true)
	diff, half := twoBotElo(2, 0, 0)
	if !within(r.Totals[0].Elo, diff/2, 1e-5) || r.Totals[0].EloLo == nil || !within(*r.Totals[0].EloHi, diff/2+half, 1e-5) ||
		r.Totals[2].Elo != 0 || r.Totals[2].EloLo != nil || r.Totals[2].EloHi != nil {
		t.Errorf("bot rows %+v", r.Totals)
	}
	var js bytes.Buffer
	if err := r.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back struct {
		Bots []map[string]any `json:"bots_total"`
	}
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if c := back.Bots[2]; c["elo"] != 0.0 || c["elo_lo"] != nil || c["elo_hi"] != nil {
		t.Errorf("JSON of a bot without games: %v", c)
	}
	if a := back.Bots[0]; a["elo"] != r.Totals[0].Elo || a["elo_lo"] != *r.Totals[0].EloLo {
		t.Errorf("JSON of a bot: %v", a)
	}
	var tb strings.Builder
	if err := r.WriteTable(&tb); err != nil {
		t.Fatal(err)
	}
	table := tb.String()
	for _, want := range []string{
		// 2.5 of 3: +-400·log10(5)/2 = +-139.8; c = 3·(5/6)·(1/6) = 5/12,
		// half-width 1.96·(400/ln 10)/(2·sqrt(5/12)) = 263.7.
		"bot  W  D  L   score   Elo        95% CI\n",
		"  a  2  0  0  100.0%  +140  [-124, +404]\n",
		"  c  0  0  0       -    +0             -\n",
		"\nElo: maximum likelihood over all games, mean 0, one virtual draw per pair; 95% CI: ±1.96 standard errors\n",
	} {
		if !strings.Contains(table, want) {
			t.Errorf("table lacks %q:\n%s", want, table)
		}
	}
	if strings.Contains(table, "groups") {
		t.Errorf("table says the bots fall apart:\n%s", table)
	}
	// Four bots in two groups that never met.
	pairs, _ = Schedule(4, 2, 1) // 0-1 0-2 0-3 1-2 1-3 2-3
	played = []Played{
		{Fixture: Fixture{Index: 0, Pair: 0, First: 0, Second: 1}, Outcome: 1},
		{Fixture: Fixture{Index: 1, Pair: 5, First: 2, Second: 3}, Outcome: 0},
	}
	r = NewReport("g", []string{"a", "b", "c", "d"}, 2, 1, 0, pairs, played, true)
	tb.Reset()
	r.WriteTable(&tb)
	if !strings.Contains(tb.String(), "groups that never met") {
		t.Errorf("table of two groups:\n%s", tb.String())
	}
}
