package games

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// alphabeta-solve plays an exact move where the endgame solver finishes:
// on Othello positions with 14 empty cells, the value of its move (solved
// after it) is the value of the position, and its score is proven with
// the right sign; from 17 to 26 empty cells it proves win, draw or loss (a
// won or drawn position's move keeps the result, a won one's score says
// so); in the middle game it plays alpha-beta's legal move within its
// time.
func TestSolveBot(t *testing.T) {
	g := plainOthello(t)
	// The positions, from random plies of one generator; then the checks
	// run side by side, each with a bot and a solver of its own.
	rng := rand.New(rand.NewPCG(1, 2))
	var at14, at19 []mapello.State
	for range 6 {
		if s, ok := randomPlies(g, rng, 14); ok {
			at14 = append(at14, s)
		}
	}
	for range 6 {
		if s, ok := randomPlies(g, rng, 19); ok && s.Empties() == 19 {
			at19 = append(at19, s)
		}
	}
	ctx := context.Background()
	t.Run("endgames", func(t *testing.T) { endgames(t, g, at14, at19) })
	// In the middle game, alpha-beta's legal move within its time (after
	// the solves, which build the evaluation's tables, a first search's
	// cost, tens of milliseconds under the race detector).
	t.Run("middle game", func(t *testing.T) {
		bot := newSolveBot(g, 0)
		r, err := bot.Search(ctx, g.Start(), search.Limits{MoveTime: 50 * time.Millisecond})
		if err != nil || r.Depth == 0 {
			t.Fatalf("the start: %+v, %v", r, err)
		}
		if _, err := ply.Play(g, g.Start(), r.Move); err != nil {
			t.Fatal(err)
		}
	})
}

// endgames checks alphabeta-solve on the positions of 14 and 19 empty
// cells, side by side, each with a bot and a solver of its own.
func endgames(t *testing.T, g *mapello.Game, at14, at19 []mapello.State) {
	ctx := context.Background()
	t.Run("14 empties", func(t *testing.T) {
		t.Parallel()
		bot := newSolveBot(g, 0)
		eg := mapello.NewEndgame(mapello.MapelloRule, 16)
		for round, s := range at14 {
			want, err := eg.Solve(ctx, s, 0)
			if err != nil {
				t.Fatal(err)
			}
			r, err := bot.Search(ctx, s, search.Limits{MoveTime: 5 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			next, err := ply.Play(g, s, r.Move)
			if err != nil {
				t.Fatalf("round %d: %v", round, err)
			}
			var got int // the margin the move leads to, for the player who made it
			if res, over := g.Result(next); over {
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
			if (want.Margin > 0) != (r.Score > search.WinScore/2) || (want.Margin < 0) != (r.Score < -search.WinScore/2) {
				t.Errorf("round %d: score %g for a margin of %d", round, r.Score, want.Margin)
			}
		}
	})
	// From 17 to 26 empty cells it proves win, draw or loss: a won or
	// drawn position's move keeps the result, and a lost one's score says
	// so when alpha-beta is left to find it.
	if len(at19) < 3 {
		t.Errorf("only %d positions of 19 empty cells", len(at19))
	}
	for round, s := range at19 {
		t.Run(fmt.Sprintf("19 empties %d", round), func(t *testing.T) {
			t.Parallel()
			bot := newSolveBot(g, 0)
			eg := mapello.NewEndgame(mapello.MapelloRule, 16)
			want, err := eg.SolveWLD(ctx, s, 0)
			if err != nil {
				t.Fatal(err)
			}
			r, err := bot.Search(ctx, s, search.Limits{MoveTime: 20 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			next, err := ply.Play(g, s, r.Move)
			if err != nil {
				t.Fatal(err)
			}
			after, err := eg.SolveWLD(ctx, next, 0)
			if err != nil {
				t.Fatal(err)
			}
			if want.Margin >= 0 && -after.Margin != want.Margin {
				t.Errorf("%v leads to %+d, the position is %+d", r.Move, -after.Margin, want.Margin)
			}
			if want.Margin > 0 && r.Score < search.WinScore/2 {
				t.Errorf("score %g for a win", r.Score)
			}
		})
	}
}

// randomPlies plays random moves from the start of g until at most
// empties cells are empty, and says whether the game goes on there.
func randomPlies(g *mapello.Game, rng *rand.Rand, empties int) (mapello.State, bool) {
	s := g.Start()
	for s.Empties() > empties {
		if _, over := g.Result(s); over {
			return s, false
		}
		ms := g.AppendMoves(nil, s)
		s = g.Apply(s, ms[rng.IntN(len(ms))])
	}
	_, over := g.Result(s)
	return s, !over
}

// alphabeta-solve bounded by SetMemoryMB keeps its tables within the
// bound: its alpha-beta table would take 64 MiB for moves of a second.
func TestSolveBotMemory(t *testing.T) {
	g, err := registry.Open("mapello", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	bot, err := g.NewBot(bot.Spec{Kind: "alphabeta-solve", MoveTime: 100 * time.Millisecond}, 1)
	if err != nil {
		t.Fatal(err)
	}
	const boundMB = 8
	bot.(registry.ResourceBot).SetMemoryMB(boundMB)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	if _, err := bot.Choose(context.Background(), registry.NewLine(g.Start()), nil); err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	if mb := (int64(after.HeapAlloc) - int64(before.HeapAlloc)) >> 20; mb > boundMB {
		t.Errorf("the bot keeps %d MiB, bound %d", mb, boundMB)
	}
	runtime.KeepAlive(bot)
}
