package arena

import (
	"bytes"
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/elo"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

// fakeTournament plays no real game: play decides each outcome.
func fakeTournament(n int, play func(Fixture) Outcome) Tournament {
	t := Tournament{Game: "pathway", GamesPerPair: 1000, Seed: 5}
	for i := range n {
		t.Entrants = append(t.Entrants, Entrant{Name: string(rune('a' + i))})
	}
	t.Play = func(_ context.Context, _ registry.Game, g Fixture) (Outcome, int, error) { return play(g), 1, nil }
	return t
}

// aWins: bot 0 wins every game, whichever side it plays.
func aWins(g Fixture) Outcome {
	if g.First == 0 {
		return 1
	}
	return -1
}

func TestSPRTStopsWithH1(t *testing.T) {
	tr := fakeTournament(2, aWins)
	tr.SPRT = &elo.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05, Model: elo.Normalized}
	var llrs []float64
	tr.Progress = func(p Played, s *SPRTRow) {
		if p.Index%2 == 1 {
			llrs = append(llrs, s.LLR)
		}
	}
	r, err := tr.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	s := r.SPRT
	if s == nil || s.Result != "H1 accepted" || s.Ptnml != [5]int{0, 0, 0, 0, s.Pairs} || r.Played != 2*s.Pairs || r.Interrupted {
		t.Fatalf("report %+v, SPRT %+v", r, s)
	}
	want := elo.LLR(elo.Pentanomial{WW: s.Pairs}, 0, 50, elo.Normalized)
	if s.LLR != want || want < s.Upper || elo.LLR(elo.Pentanomial{WW: s.Pairs - 1}, 0, 50, elo.Normalized) >= s.Upper {
		t.Errorf("stopped at LLR %v after %d pairs; want the first pair count past %v", s.LLR, s.Pairs, s.Upper)
	}
	// The LLR after every finished pair climbs to the bound.
	for i := 1; i < len(llrs); i++ {
		if llrs[i] <= llrs[i-1] {
			t.Errorf("LLR after pair %d: %v, after %d: %v", i, llrs[i-1], i+1, llrs[i])
		}
	}
	var table strings.Builder
	r.WriteTable(&table)
	for _, line := range []string{
		"SPRT a vs b: elo0=0 elo1=50 alpha=0.05 beta=0.05 model=normalized\n",
		"Ptnml(0-2): [0, 0, 0, 0, " + strconv.Itoa(s.Pairs) + "]\n",
		"(-2.94, 2.94) [0.00, 50.00]: H1 accepted after " + strconv.Itoa(s.Pairs) + " pairs\n",
		"Elo: +inf, nElo: +inf, LOS: 100.00 %\n",
	} {
		if !strings.Contains(table.String(), line) {
			t.Errorf("table lacks %q:\n%s", line, table.String())
		}
	}
}

// Equal bots (every pair one win each) accept H0: the first bot is not 50
// Elo stronger.
func TestSPRTStopsWithH0(t *testing.T) {
	tr := fakeTournament(2, func(g Fixture) Outcome {
		if g.Seed%3 == 0 {
			return 0
		}
		return 1 // the first player wins: one win each per pair
	})
	tr.SPRT = &elo.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05, Model: elo.Logistic}
	r, err := tr.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if s := r.SPRT; s.Result != "H0 accepted" || s.LLR > s.Lower || s.Ptnml[0]+s.Ptnml[1]+s.Ptnml[3]+s.Ptnml[4] != 0 {
		t.Errorf("SPRT %+v", s)
	}
}

// Shards merged give the LLR of one run, and the JSON keeps the test.
func TestSPRTShardsMerge(t *testing.T) {
	mixed := func(g Fixture) Outcome { return Outcome(int(g.Seed%3) - 1) }
	test := &elo.SPRT{Elo0: -10, Elo1: 10, Alpha: 1e-9, Beta: 1e-9, Model: elo.Normalized} // wide bounds: no stop
	one := fakeTournament(2, mixed)
	one.GamesPerPair, one.SPRT = 60, test
	whole, err := one.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var reports []Report
	for k := range 3 {
		sh := one
		sh.Shard, sh.Shards = k, 3
		r, err := sh.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		var js bytes.Buffer
		r.WriteJSON(&js)
		back, err := ReadReport(&js)
		if err != nil {
			t.Fatal(err)
		}
		reports = append(reports, back)
	}
	merged, missing, err := Merge(reports)
	if err != nil || missing != 0 {
		t.Fatalf("merge: %v, %d missing", err, missing)
	}
	if *merged.SPRT != *whole.SPRT || whole.SPRT.Pairs != 30 {
		t.Errorf("merged SPRT %+v, one run %+v", *merged.SPRT, *whole.SPRT)
	}
	other := reports[1]
	other.SPRT = &SPRTRow{SPRT: elo.DefaultSPRT}
	if _, _, err := Merge([]Report{reports[0], other}); !errors.Is(err, ErrMerge) {
		t.Errorf("shards of different tests merge: %v", err)
	}
}

func TestGauntlet(t *testing.T) {
	tr := fakeTournament(4, aWins)
	tr.Format, tr.GamesPerPair = Gauntlet, 2
	r, err := tr.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if r.Tournament != "gauntlet" || len(r.Pairs) != 3 || r.Played != 6 {
		t.Fatalf("gauntlet report: %+v", r)
	}
	for i, p := range r.Pairs {
		if p.A != "a" || p.B != string(rune('b'+i)) || p.Wins != 2 || p.Ptnml != [5]int{0, 0, 0, 0, 1} {
			t.Errorf("pair %d: %+v", i, p)
		}
	}
	var js bytes.Buffer
	r.WriteJSON(&js)
	back, _ := ReadReport(&js)
	if merged, missing, err := Merge([]Report{back}); err != nil || missing != 0 || len(merged.Pairs) != 3 {
		t.Errorf("merging a gauntlet: %v, %d missing", err, missing)
	}
	if _, err := ParseFormat("swiss"); !errors.Is(err, ErrFormat) {
		t.Errorf("ParseFormat(swiss) = %v", err)
	}
}

func TestTournamentValidate(t *testing.T) {
	good := fakeTournament(2, aWins)
	for name, change := range map[string]func(*Tournament){
		"one player":      func(t *Tournament) { t.Entrants = t.Entrants[:1] },
		"same names":      func(t *Tournament) { t.Entrants[1].Name = "a" },
		"no games":        func(t *Tournament) { t.GamesPerPair = 0 },
		"bad shard":       func(t *Tournament) { t.Shard, t.Shards = 3, 3 },
		"SPRT of three":   func(t *Tournament) { t.Entrants = append(t.Entrants, Entrant{Name: "c"}); t.SPRT = &elo.DefaultSPRT },
		"bad SPRT":        func(t *Tournament) { t.SPRT = &elo.SPRT{Elo0: 5, Elo1: 0, Alpha: 0.05, Beta: 0.05} },
		"no bot, no Play": func(t *Tournament) { t.Play = nil },
	} {
		tr := good
		tr.Entrants = append([]Entrant(nil), good.Entrants...)
		change(&tr)
		if _, err := tr.Run(context.Background()); !errors.Is(err, ErrTournament) && !errors.Is(err, elo.ErrSPRT) {
			t.Errorf("%s: err = %v", name, err)
		}
	}
}

// Finished receives every game with its moves, and a bot's records are
// those the game's rules allow.
func TestFinishedGames(t *testing.T) {
	var lines []int
	tr := Tournament{Game: "pathway", Config: registry.Config{Size: 4}, Entrants: []Entrant{Bot(bot.Spec{Kind: "greedy"}), Bot(bot.Spec{Kind: "alphabeta", Depth: 2})},
		GamesPerPair: 2, OpeningPlies: 1,
		Finished: func(g registry.Game, sg Fixture, res GameResult) {
			if _, over := g.Result(res.Line.Position()); !over || len(res.Choices) != res.Line.Len() {
				t.Errorf("game %d: over %v, %d choices for %d moves", sg.Index, over, len(res.Choices), res.Line.Len())
			}
			lines = append(lines, res.Plies)
		}}
	r, err := tr.Run(context.Background())
	if err != nil || len(lines) != 2 || r.Games[0].Plies != lines[0] && r.Games[0].Plies != lines[1] {
		t.Errorf("err %v, plies %v, report %+v", err, lines, r.Games)
	}
}
