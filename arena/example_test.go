package arena_test

import (
	"context"
	"fmt"

	"github.com/plygo/ply"
	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/elo"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// A match between two bots of the registry with an SPRT: it stops as soon
// as the test decides (here that alpha-beta at depth 2 is more than 0 Elo
// stronger than a random player: H1 of elo0=0 elo1=200).
func ExampleTournament() {
	t := arena.Tournament{
		Game:         "pathway",
		Entrants:     []arena.Entrant{arena.Bot(bot.Spec{Kind: "alphabeta", Depth: 2}), arena.Bot(bot.Spec{Kind: "random"})},
		GamesPerPair: 200,
		Seed:         1,
		OpeningPlies: 2,
		SPRT:         &elo.SPRT{Elo0: 0, Elo1: 200, Alpha: 0.05, Beta: 0.05, Model: elo.Logistic},
	}
	r, err := t.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	s := r.SPRT
	fmt.Printf("%s after %d pairs, Ptnml(0-2) %v, %d games played\n", s.Result, s.Pairs, s.Ptnml, r.Played)
	// Output:
	// H1 accepted after 8 pairs, Ptnml(0-2) [0 0 1 0 7], 16 games played
}

// Any search.Searcher plays: here alpha-beta at depth 1 and at depth 3, on
// Pathway's own states and moves, in a round robin with a greedy bot of
// the registry.
func ExampleSearcher() {
	alphaBeta := func(g ply.Game[pathway.State, pathway.Move], _ uint64) search.Searcher[pathway.State, pathway.Move] {
		return search.AlphaBeta(g, search.Options{})
	}
	t := arena.Tournament{
		Game: "pathway",
		Entrants: []arena.Entrant{
			arena.Searcher("depth 1", alphaBeta, search.Limits{Depth: 1}),
			arena.Searcher("depth 3", alphaBeta, search.Limits{Depth: 3}),
			arena.Bot(bot.Spec{Kind: "greedy"}),
		},
		GamesPerPair: 4,
		OpeningPlies: 2,
	}
	r, err := t.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range r.Pairs {
		fmt.Printf("%s vs %s: %d-%d-%d, Ptnml(0-2) %v\n", p.A, p.B, p.Wins, p.Draws, p.Losses, p.Ptnml)
	}
	// Output:
	// depth 1 vs depth 3: 0-0-4, Ptnml(0-2) [2 0 0 0 0]
	// depth 1 vs greedy: 2-0-2, Ptnml(0-2) [0 0 2 0 0]
	// depth 3 vs greedy: 4-0-0, Ptnml(0-2) [0 0 0 0 2]
}
