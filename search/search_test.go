// search_test.go checks the strategies against each other and against
// known game values, on the tiny games of games_test.go.

package search_test

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
	"pgregory.net/rapid"
)

// drawToy draws a toy game and a position in it that is not over.
func drawToy(t *rapid.T) (toy, toyState) {
	g := toy{
		seed:  rapid.Uint64().Draw(t, "seed"),
		plies: uint8(rapid.IntRange(3, 12).Draw(t, "plies")),
		extra: rapid.Bool().Draw(t, "extra"),
	}
	return g, drawPosition(t, g)
}

// drawPosition plays a few random moves from the start of g and returns a
// position that is not over.
func drawPosition[S, M comparable](t *rapid.T, g ply.Game[S, M]) S {
	s := g.Start()
	n := rapid.IntRange(0, 8).Draw(t, "prefix")
	for range n {
		moves := ply.Moves(g, s)
		if len(moves) == 0 {
			break
		}
		next := g.Apply(s, moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
		if _, over := g.Result(next); over {
			break
		}
		s = next
	}
	if _, over := g.Result(s); over {
		t.Skip("start is over")
	}
	return s
}

// drawn is alpha-beta options and limits.
type drawn struct {
	opts search.Options
	lim  search.Limits
}

// drawnAB returns the alpha-beta player of d.
func drawnAB[S, M comparable](g ply.Game[S, M], d drawn) *bounded[S, M] {
	return bound(search.AlphaBeta(g, d.opts), d.lim)
}

// drawOptions draws alpha-beta options with any mix of features, one to
// three threads, free or in lockstep, and limits of the given depth and no
// time limit.
func drawOptions(t *rapid.T, depth int) drawn {
	return drawn{lim: search.Limits{
		Depth: depth,
		// A limit never reached, which puts the threads in lockstep.
		Nodes: rapid.SampledFrom([]uint64{0, 1 << 40}).Draw(t, "nodes"),
	}, opts: search.Options{
		Threads:     rapid.IntRange(1, 3).Draw(t, "threads"),
		TableMB:     1,
		NoDeepening: rapid.Bool().Draw(t, "noDeepening"),
		NoTable:     rapid.Bool().Draw(t, "noTable"),
		NoOrdering:  rapid.Bool().Draw(t, "noOrdering"),
		NoKillers:   rapid.Bool().Draw(t, "noKillers"),
		NoHistory:   rapid.Bool().Draw(t, "noHistory"),
		NoPVS:       rapid.Bool().Draw(t, "noPVS"),
		NoHints:     rapid.Bool().Draw(t, "noHints"),
	}}
}

// fataler is what testing.T and rapid.T share.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// bounded is a player with the limits of its searches, as the tests
// build them.
type bounded[S, M comparable] struct {
	p   search.Searcher[S, M]
	lim search.Limits
}

// bound returns p searching within lim.
func bound[S, M comparable](p search.Searcher[S, M], lim search.Limits) *bounded[S, M] {
	return &bounded[S, M]{p, lim}
}

func (b *bounded[S, M]) Search(ctx context.Context, s S) (search.Result[M], error) {
	return b.p.Search(ctx, s, b.lim)
}

func (b *bounded[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := b.p.Search(ctx, s, b.lim)
	return r.Move, err
}

// Reset resets the player, if it has a Reset.
func (b *bounded[S, M]) Reset() {
	if r, ok := b.p.(interface{ Reset() }); ok {
		r.Reset()
	}
}

// inner returns the player.
func (b *bounded[S, M]) inner() any { return b.p }

// innerPlayer returns the player of a bounded one, or st itself.
func innerPlayer(st any) any {
	if b, ok := st.(interface{ inner() any }); ok {
		return b.inner()
	}
	return st
}

// unbounded is a player searching with the default budget.
func unbounded[S, M comparable](p search.Searcher[S, M]) *bounded[S, M] {
	return &bounded[S, M]{p: p}
}

func mustSearch[S, M comparable](t fataler, st interface {
	Search(context.Context, S) (search.Result[M], error)
}, s S) search.Result[M] {
	t.Helper()
	r, err := st.Search(context.Background(), s)
	if err != nil {
		t.Fatalf("search: %v", err)
	}
	return r
}

// TestAlphaBetaEqualsMinimax: alpha-beta, with any combination of its
// features, finds the value and the move of minimax at depths 1 to 6.
func TestAlphaBetaEqualsMinimax(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, s := drawToy(t)
		depth := rapid.IntRange(1, 6).Draw(t, "depth")
		opts := drawOptions(t, depth)
		want := mustSearch(t, bound(search.Minimax(g), search.Limits{Depth: depth}), s)
		var games = []ply.Game[toyState, toyMove]{g, noHash[toyState, toyMove]{g}}
		for _, gg := range games {
			got := mustSearch(t, drawnAB(gg, opts), s)
			// A search may stop before depth once its result is
			// final (every line ended, or a win is proven).
			if got.Score != want.Score || got.Move != want.Move || got.Depth < 1 || got.Depth > depth {
				t.Fatalf("alpha-beta %+v: move %v score %v depth %d; minimax: move %v score %v",
					opts, got.Move, got.Score, got.Depth, want.Move, want.Score)
			}
		}
	})
}

// TestAlphaBetaEqualsMinimaxTicTacToe does the same on tic-tac-toe, whose
// many transpositions exercise the table.
func TestAlphaBetaEqualsMinimaxTicTacToe(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := ttt{}
		s := drawPosition(t, g)
		depth := rapid.IntRange(1, 5).Draw(t, "depth")
		opts := drawOptions(t, depth)
		want := mustSearch(t, bound(search.Minimax(g), search.Limits{Depth: depth}), s)
		got := mustSearch(t, drawnAB(g, opts), s)
		if got.Score != want.Score || got.Move != want.Move {
			t.Fatalf("alpha-beta %+v: move %v score %v; minimax: move %v score %v",
				opts, got.Move, got.Score, want.Move, want.Score)
		}
	})
}

// TestGreedyEqualsMinimaxDepth1: Greedy is minimax at depth 1.
func TestGreedyEqualsMinimaxDepth1(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, s := drawToy(t)
		want := mustSearch(t, bound(search.Minimax(g), search.Limits{Depth: 1}), s)
		got := mustSearch(t, unbounded(search.Greedy(g)), s)
		if diff := cmp.Diff(want, got, cmp.FilterPath(func(p cmp.Path) bool {
			return p.Last().String() == ".Elapsed"
		}, cmp.Ignore())); diff != "" {
			t.Fatalf("greedy differs from minimax(1) (-minimax +greedy):\n%s", diff)
		}
	})
}

// TestMinimaxCountsPerft: minimax at depth d creates every state 1..d
// plies deep, so its node count is the sum of the perft counts (a game that
// ends early is a leaf of perft at its own depth and of minimax alike).
func TestMinimaxCountsPerft(t *testing.T) {
	g := nim{start: [3]uint8{1, 3, 4}}
	s := g.Start()
	for depth := 1; depth <= 5; depth++ {
		var want uint64
		for d := 1; d <= depth; d++ {
			want += ply.Perft(g, s, d)
		}
		r := mustSearch(t, bound(search.Minimax(g), search.Limits{Depth: depth}), s)
		if r.Nodes != want {
			t.Errorf("depth %d: minimax created %d states, perft sum %d", depth, r.Nodes, want)
		}
	}
}

// TestNimValues: the searches prove Nim positions won or lost as the xor
// rule says, and a winning move leaves a xor of 0.
func TestNimValues(t *testing.T) {
	for _, heaps := range [][3]uint8{{1, 2, 3}, {1, 2, 4}, {3, 4, 5}, {2, 2, 0}, {0, 0, 1}, {1, 4, 5}, {2, 5, 6}} {
		g := nim{start: heaps}
		s := g.Start()
		xor := heaps[0] ^ heaps[1] ^ heaps[2]
		players := map[string]interface {
			Search(context.Context, nimState) (search.Result[nimMove], error)
		}{
			"minimax":   bound(search.Minimax(g), search.Limits{Depth: 20}),
			"alphabeta": bound(search.AlphaBeta(g, search.Options{}), search.Limits{Depth: 20}),
			"noTable":   bound(search.AlphaBeta(g, search.Options{NoTable: true, NoOrdering: true}), search.Limits{Depth: 20}),
		}
		for name, p := range players {
			if stones := heaps[0] + heaps[1] + heaps[2]; (name == "minimax" && stones > 6) || (name == "noTable" && stones > 10) {
				continue // too slow without pruning
			}
			r := mustSearch(t, p, s)
			plies, proven := search.WinDistance(r.Score)
			switch {
			case !proven:
				t.Errorf("%v %s: score %v is not proven", heaps, name, r.Score)
			case xor != 0 && r.Score < 0, xor == 0 && r.Score > 0:
				t.Errorf("%v %s: score %v, xor %d", heaps, name, r.Score, xor)
			case xor != 0:
				after := g.Apply(s, r.Move).Heaps
				if after[0]^after[1]^after[2] != 0 {
					t.Errorf("%v %s: move %v leaves %v, not a zero xor", heaps, name, r.Move, after)
				}
			}
			if proven && plies > int(heaps[0])+int(heaps[1])+int(heaps[2]) {
				t.Errorf("%v %s: game ends in %d plies, more than the stones", heaps, name, plies)
			}
		}
	}
}

// TestQuickerWinScoresHigher: with a win in 1 and a win in 3 available,
// every search takes the win in 1, and prefers the slowest loss.
func TestQuickerWinScoresHigher(t *testing.T) {
	// Heaps 1 and 0 and 0: take the last stone now. Heaps {1,1,1}: the
	// mover wins, but only on the third ply.
	g := nim{start: [3]uint8{1, 1, 1}}
	r := mustSearch(t, bound(search.AlphaBeta(g, search.Options{}), search.Limits{Depth: 5}), g.Start())
	if plies, ok := search.WinDistance(r.Score); !ok || plies != 3 || r.Score != search.WinScore-3 {
		t.Errorf("{1,1,1}: score %v (win in %d, %v), want a win in 3", r.Score, plies, ok)
	}
	g = nim{start: [3]uint8{2, 1, 0}}
	// Taking both stones of heap a leaves b1 for the opponent, a loss in
	// 2; taking one of a leaves {1,1}, a win in 3... for the mover: the
	// xor is 3, so the winning move is a1 (leaving {1,1,0}) which wins
	// in 3 plies; b1 leaves {2,0,0}, lost in 2.
	for name, p := range map[string]searcher[nimState, nimMove]{
		"greedy":    unbounded(search.Greedy(g)),
		"minimax":   bound(search.Minimax(g), search.Limits{Depth: 4}),
		"alphabeta": bound(search.AlphaBeta(g, search.Options{}), search.Limits{Depth: 4}),
	} {
		m, err := p.Choose(context.Background(), g.Start())
		if err != nil {
			t.Fatal(err)
		}
		if name == "greedy" {
			continue // one ply sees no difference
		}
		if m != (nimMove{0, 1}) {
			t.Errorf("%s chose %v, want a1", name, m)
		}
	}
	// A lost position: {1,1,0}. Every move loses in 2; the score is the
	// loss in 2, not in 1... which no move allows anyway. Use {2,2,0}:
	// every move loses, the slowest in 4 plies (a1 or b1 then mirror).
	g = nim{start: [3]uint8{2, 2, 0}}
	r = mustSearch(t, bound(search.AlphaBeta(g, search.Options{}), search.Limits{Depth: 6}), g.Start())
	if r.Score != -(search.WinScore - 4) {
		t.Errorf("{2,2,0}: score %v, want a loss in 4 = %v", r.Score, -(search.WinScore - 4))
	}
	if r.Move != (nimMove{0, 1}) {
		t.Errorf("{2,2,0}: move %v, want a1, the first of the slowest losses", r.Move)
	}
}

// TestGreedyTakesWin: one ply ahead, greedy takes an immediate win and
// avoids an immediate loss in tic-tac-toe.
func TestGreedyTakesWin(t *testing.T) {
	g := ttt{}
	// x: a1 b1; o: a2 b2; x to move: c1 wins.
	s := tttState{X: 1<<0 | 1<<1, O: 1<<3 | 1<<4}
	m, err := search.Greedy(g).Choose(context.Background(), s)
	if err != nil || m != 2 {
		t.Fatalf("greedy chose %v (%v), want c1", m, err)
	}
	r := mustSearch(t, unbounded(search.Greedy(g)), s)
	if r.Score != search.WinScore-1 || r.Depth != 1 {
		t.Errorf("greedy result %+v, want a win in 1", r)
	}
}

// TestTicTacToeDraw: the full game is a draw; every search that sees to the
// end scores it 0, and a losing first move is avoided.
func TestTicTacToeDraw(t *testing.T) {
	g := ttt{}
	// Infinite: deepening has no limit but the end of every line.
	ctx := context.Background()
	inf := search.Limits{Infinite: true}
	for _, d := range []drawn{{lim: inf}, {search.Options{Threads: 2}, inf}, {lim: search.Limits{Depth: 9}}, {search.Options{Threads: 2}, search.Limits{Depth: 9}}, {search.Options{NoTable: true}, search.Limits{Depth: 9}}} {
		r, err := drawnAB(g, d).Search(ctx, g.Start())
		if err != nil {
			t.Fatal(err)
		}
		if r.Score != 0 {
			t.Errorf("%+v: empty board scores %v, want 0", d, r.Score)
		}
		if d.lim.Depth == 0 && r.Depth < 9 {
			// Unlimited deepening stops when every line ends.
			t.Errorf("%+v: stopped at depth %d, want 9 or more", d, r.Depth)
		}
	}
	// After x a1, o b1 (an edge next to the corner), x wins.
	s := tttState{X: 1, O: 2}
	r := mustSearch(t, bound(search.AlphaBeta(g, search.Options{}), search.Limits{Depth: 7}), s)
	if plies, ok := search.WinDistance(r.Score); !ok || r.Score < 0 {
		t.Errorf("x a1 o b1: score %v (%d, %v), want a win for x", r.Score, plies, ok)
	}
}

// TestSameSeedSameMoves: two random players with equal seeds play the same
// game; different seeds (almost surely) another.
func TestSameSeedSameMoves(t *testing.T) {
	g := toy{seed: 7, plies: 40}
	play := func(seed uint64) []toyMove {
		p := search.Random(g, rand.New(rand.NewPCG(seed, 1)))
		var line []toyMove
		for s := g.Start(); ; {
			if _, over := g.Result(s); over {
				return line
			}
			m, err := p.Choose(context.Background(), s)
			if err != nil {
				t.Fatal(err)
			}
			line = append(line, m)
			s = g.Apply(s, m)
		}
	}
	a, b := play(1), play(1)
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("same seed, different games:\n%s", diff)
	}
	if cmp.Equal(play(1), play(2)) && cmp.Equal(play(1), play(3)) {
		t.Errorf("three seeds, one game: %v", a)
	}
}

// TestFinishedState: every strategy refuses a finished game with
// ply.ErrGameOver.
func TestFinishedState(t *testing.T) {
	g := nim{}
	s := g.Start() // all heaps empty: over
	for name, p := range strategies[nimState, nimMove](g) {
		if _, err := p.Search(context.Background(), s); !errors.Is(err, ply.ErrGameOver) {
			t.Errorf("%s: error %v, want ply.ErrGameOver", name, err)
		}
		if _, err := p.Choose(context.Background(), s); !errors.Is(err, ply.ErrGameOver) {
			t.Errorf("%s Choose: error %v, want ply.ErrGameOver", name, err)
		}
	}
}

// searcher is a player with its limits (see bounded).
type searcher[S, M comparable] interface {
	Choose(context.Context, S) (M, error)
	Search(context.Context, S) (search.Result[M], error)
}

func strategies[S, M comparable](g ply.Game[S, M]) map[string]searcher[S, M] {
	return map[string]searcher[S, M]{
		"random":    unbounded(search.Random(g, rand.New(rand.NewPCG(1, 2)))),
		"greedy":    unbounded(search.Greedy(g)),
		"minimax":   bound(search.Minimax(g), search.Limits{Depth: 3}),
		"alphabeta": unbounded(search.AlphaBeta(g, search.Options{})),
		"parallel":  unbounded(search.AlphaBeta(g, search.Options{Threads: 2})),
		"mcts":      unbounded(search.MCTS(g, search.MCTSOptions{Seed: 1})),
		"mcts2":     unbounded(search.MCTS(g, search.MCTSOptions{Seed: 1, Threads: 2})),
	}
}

// TestCancelledBeforeStart: with a context already cancelled, every
// strategy returns at once the first legal move and the context's error.
func TestCancelledBeforeStart(t *testing.T) {
	g := toy{seed: 3, plies: 200}
	s := g.Start()
	first := ply.Moves(g, s)[0]
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for name, p := range strategies[toyState, toyMove](g) {
		r, err := p.Search(ctx, s)
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s: error %v, want context.Canceled", name, err)
		}
		if r.Move != first || r.Completed || r.Depth != 0 {
			t.Errorf("%s: result %+v, want the first move %v, not completed, depth 0", name, r, first)
		}
		if m, err := p.Choose(ctx, s); m != first || !errors.Is(err, context.Canceled) {
			t.Errorf("%s Choose: %v, %v", name, m, err)
		}
	}
}

// TestCancelledDuring: a search with no limit but the context stops soon
// after the context does, with the context's error and a legal move.
func TestCancelledDuring(t *testing.T) {
	// Without a hash, no table makes the tree small: it has 5^60 lines.
	var g ply.Game[toyState, toyMove] = noHash[toyState, toyMove]{toy{seed: 5, plies: 250, long: true}}
	s := g.Start()
	legal := ply.Moves(g, s)
	for name, p := range map[string]searcher[toyState, toyMove]{
		"minimax":   bound(search.Minimax(g), search.Limits{Depth: 60}),
		"alphabeta": bound(search.AlphaBeta(g, search.Options{}), search.Limits{Infinite: true}),
		"noDeepen":  bound(search.AlphaBeta(g, search.Options{NoDeepening: true}), search.Limits{Depth: 60}),
		"parallel":  bound(search.AlphaBeta(g, search.Options{Threads: 2}), search.Limits{Infinite: true}),
		"mcts":      bound(search.MCTS(g, search.MCTSOptions{Seed: 1}), search.Limits{Infinite: true}),
		"mcts2":     bound(search.MCTS(g, search.MCTSOptions{Seed: 1, Threads: 2}), search.Limits{Infinite: true}),
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
		start := time.Now()
		r, err := p.Search(ctx, s)
		took := time.Since(start)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s: error %v, want context.DeadlineExceeded", name, err)
		}
		if took > 5*time.Second {
			t.Errorf("%s: took %v to stop", name, took)
		}
		found := false
		for _, m := range legal {
			found = found || m == r.Move
		}
		if !found || r.Completed {
			t.Errorf("%s: result %+v: not a legal move, or completed", name, r)
		}
	}
}

// TestWildEvaluations: evaluations outside the contract (NaN, infinities,
// huge values) neither crash a search nor outrank a finished game, and
// alpha-beta still agrees with minimax.
func TestWildEvaluations(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tg, _ := drawToy(t)
		g := wild{tg}
		s := drawPosition(t, g)
		depth := rapid.IntRange(1, 4).Draw(t, "depth")
		want := mustSearch(t, bound(search.Minimax(g), search.Limits{Depth: depth}), s)
		got := mustSearch(t, drawnAB(g, drawOptions(t, depth)), s)
		if got.Move != want.Move || got.Score != want.Score {
			t.Fatalf("alpha-beta %v %v, minimax %v %v", got.Move, got.Score, want.Move, want.Score)
		}
		if math.IsNaN(got.Score) || math.IsInf(got.Score, 0) {
			t.Fatalf("score %v", got.Score)
		}
		mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{PlayoutDepth: 2}), search.Limits{Nodes: 50}), s)
	})
}
