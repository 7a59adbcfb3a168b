package games

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// alphabeta-solve:TIME:threads=2 runs its endgame solver on two threads:
// on Othello positions with 14 empty cells its move reaches the
// position's value, as on one thread.
func TestSolveBotThreads(t *testing.T) {
	g, err := registry.Open("mapello", registry.Config{Setup: "plain"})
	if err != nil {
		t.Fatal(err)
	}
	spec, err := bot.Parse("alphabeta-solve:100ms:threads=2")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.NewBot(spec, 1); err != nil {
		t.Fatal(err)
	}
	mg := plainOthello(t)
	bot := newSolveBot(mg, 0)
	bot.threads = 2
	eg := mapello.NewEndgame(mapello.MapelloRule, 4)
	rng := rand.New(rand.NewPCG(5, 6))
	ctx := context.Background()
	checked := 0
	for round := range 3 {
		s := mg.Start()
		for s.Empties() > 14 {
			if _, over := mg.Result(s); over {
				break
			}
			ms := mg.AppendMoves(nil, s)
			s = mg.Apply(s, ms[rng.IntN(len(ms))])
		}
		if _, over := mg.Result(s); over {
			continue
		}
		want, err := eg.Solve(ctx, s, 0)
		if err != nil {
			t.Fatal(err)
		}
		r, err := bot.Search(ctx, s, search.Limits{MoveTime: 5 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		if bot.eg.Threads() != 2 {
			t.Errorf("the endgame solver runs %d threads, want 2", bot.eg.Threads())
		}
		next := mg.Apply(s, r.Move)
		got := 0
		if res, over := mg.Result(next); over {
			me := s.ToMove().Index()
			got = res.Score[me] - res.Score[1-me]
		} else if after, err := eg.Solve(ctx, next, 0); err != nil {
			t.Fatal(err)
		} else {
			got = -after.Margin
		}
		if got != want.Margin {
			t.Errorf("round %d: %v leads to a margin of %d, the position's is %d", round, r.Move, got, want.Margin)
		}
		checked++
	}
	if checked == 0 {
		t.Error("no position checked")
	}
}
