package arena_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/clock"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// TestTournamentRules runs a tournament from Go with a suite of openings
// and draw adjudication: each round starts from its opening, both colours,
// and every game is drawn by the rule after three moves.
func TestTournamentRules(t *testing.T) {
	g, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var ops []registry.Position
	line := registry.NewLine(g.Start())
	for _, m := range []string{"a1", "f6"} {
		if line, err = line.Play(g, m); err != nil {
			t.Fatal(err)
		}
		ops = append(ops, line.Position())
	}
	var mu sync.Mutex
	starts := map[int]registry.Position{}
	tour := arena.Tournament{
		Game: "pathway", Entrants: []arena.Entrant{arena.Bot(bot.Spec{Kind: "alphabeta", Depth: 2}), arena.Bot(bot.Spec{Kind: "greedy"})},
		GamesPerPair: 6, Openings: ops, Draw: &arena.DrawRule{MoveNumber: 3, MoveCount: 1, Score: 1e12},
		Finished: func(_ registry.Game, sg arena.Fixture, res arena.GameResult) {
			mu.Lock()
			defer mu.Unlock()
			starts[sg.Index] = res.Line.Start
		},
	}
	rep, err := tour.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Games) != 6 {
		t.Fatalf("%d games", len(rep.Games))
	}
	for _, gr := range rep.Games {
		if gr.Plies != 3 || gr.Outcome != 0 {
			t.Errorf("game %d: %d plies, outcome %d; want a draw adjudicated after 3", gr.Index, gr.Plies, gr.Outcome)
		}
		if want := ops[(gr.Index/2)%2]; starts[gr.Index] != want {
			t.Errorf("game %d starts from %s, want %s", gr.Index, g.FormatPosition(starts[gr.Index]), g.FormatPosition(want))
		}
	}
	bad := tour
	bad.MaxPlies = -1
	if err := bad.Validate(); !errors.Is(err, arena.ErrTournament) {
		t.Errorf("negative MaxPlies: %v", err)
	}
}

// TestPlayMatchTimeForfeit: a bot past its clock loses on time.
func TestPlayMatchTimeForfeit(t *testing.T) {
	g, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var bots [2]registry.Bot
	for i := range bots {
		if bots[i], err = g.NewBot(bot.Spec{Kind: "alphabeta", Depth: 4}, uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	res, err := arena.PlayMatch(context.Background(), g, bots, g.Start(), arena.Match{TimeControl: clock.Control{PerMove: 1000}})
	var f *arena.Forfeit
	if !errors.As(err, &f) || !errors.Is(err, arena.ErrTimeForfeit) || f.Loser != 0 {
		t.Fatalf("error %v, want the first player's time forfeit", err)
	}
	if res.Outcome != -1 || res.Termination != record.TimeForfeit || res.Plies != 0 {
		t.Errorf("result %+v", res)
	}
}
