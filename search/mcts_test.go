// mcts_test.go checks MCTS: immediate wins, proven results, repeatable
// playouts, limits and the optional capabilities.

package search_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/search"
)

// TestMCTSTakesWin: a win in one is proven and played.
func TestMCTSTakesWin(t *testing.T) {
	g := ttt{}
	s := tttState{X: 1<<0 | 1<<1, O: 1<<3 | 1<<4}
	for _, c := range []struct {
		opts     search.MCTSOptions
		playouts uint64
	}{{search.MCTSOptions{}, 300}, {search.MCTSOptions{Threads: 2}, 300}, {search.MCTSOptions{NoSolver: true}, 3000},
		{evalTree, 300}} {
		opts := c.opts
		r := mustSearch(t, bound(search.MCTS(g, opts), search.Limits{Nodes: c.playouts}), s)
		if r.Move != 2 {
			t.Errorf("%+v: chose %v, want c1", opts, r.Move)
		}
		if !opts.NoSolver && r.Score != search.WinScore-1 {
			t.Errorf("%+v: score %v, want a proven win in 1", opts, r.Score)
		}
	}
}

// evalTree is the configuration of the registry's mcts bot: no playouts,
// implicit minimax backups, progressive widening.
var evalTree = search.MCTSOptions{EvalLeaves: true, Minimax: 1, Exploration: 0.3, Widening: 2}

// TestMCTSSolvesNim: the solver proves small Nim games won or lost, as
// the xor rule says, with playouts and with the evaluation in the tree
// (whose progressive widening must still try every move to prove a loss).
func TestMCTSSolvesNim(t *testing.T) {
	for _, heaps := range [][3]uint8{{1, 2, 3}, {1, 2, 4}, {2, 2, 1}, {3, 3, 0}} {
		for _, opts := range []search.MCTSOptions{{}, evalTree} {
			testSolvesNim(t, heaps, opts)
		}
	}
}

func testSolvesNim(t *testing.T, heaps [3]uint8, opts search.MCTSOptions) {
	t.Helper()
	g := nim{start: heaps}
	s := g.Start()
	r := mustSearch(t, bound(search.MCTS(g, opts), search.Limits{Nodes: 50000}), s)
	_, proven := search.WinDistance(r.Score)
	xor := heaps[0] ^ heaps[1] ^ heaps[2]
	if !proven || (r.Score > 0) != (xor != 0) {
		t.Errorf("%v, %+v: score %v, proven %v, xor %d", heaps, opts, r.Score, proven, xor)
		return
	}
	if xor != 0 {
		h := g.Apply(s, r.Move).Heaps
		if h[0]^h[1]^h[2] != 0 {
			t.Errorf("%v: move %v does not leave a zero xor", heaps, r.Move)
		}
	}
	if !r.Completed || r.Nodes >= 50000 {
		t.Errorf("%v: %d playouts, completed %v: a proven root should end the search early", heaps, r.Nodes, r.Completed)
	}
}

// TestMCTSPathway3x3 finds the only winning first move of 3x3 Pathway.
func TestMCTSPathway3x3(t *testing.T) {
	g := pathwayGame(t, 3)
	s := g.Start()
	r := mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{Seed: 3}), search.Limits{Nodes: 100000}), s)
	if got := g.FormatMove(s, r.Move); got != "b2" {
		t.Errorf("chose %s (score %v after %d playouts), want b2", got, r.Score, r.Nodes)
	}
}

// TestMCTSRepeatable: the same seed and playout limit give the same
// result, with one thread or several; tree reuse included.
func TestMCTSRepeatable(t *testing.T) {
	g := pathway.MustNew()
	for _, c := range []struct {
		opts     search.MCTSOptions
		playouts uint64
	}{
		{search.MCTSOptions{Seed: 9}, 2000},
		{search.MCTSOptions{Seed: 9, Threads: 2}, 2000},
		{search.MCTSOptions{Seed: 9, Threads: 3}, 1500},
		{search.MCTSOptions{Seed: 9, PlayoutDepth: 6}, 1000},
		{search.MCTSOptions{Seed: 9, EvalLeaves: true, Minimax: 1, Exploration: 0.3, Widening: 2, Threads: 2}, 2000},
		{search.MCTSOptions{Seed: 9, Minimax: 0.5, Bias: 1}, 1000},
	} {
		opts, lim := c.opts, search.Limits{Nodes: c.playouts}
		play := func() []search.Result[pathway.Move] {
			p := bound(search.MCTS(g, opts), lim)
			s := g.Start()
			var out []search.Result[pathway.Move]
			for range 4 {
				r := mustSearch(t, p, s)
				r.Elapsed = 0
				out = append(out, r)
				s = g.Apply(s, r.Move)
			}
			return out
		}
		a, b := play(), play()
		if diff := cmp.Diff(a, b); diff != "" {
			t.Errorf("%+v: two runs differ:\n%s", opts, diff)
		}
		// Reset makes a used player play as a new one.
		p := bound(search.MCTS(g, opts), lim)
		c3, _ := pathway.Place(pathway.CellAt(2, 2))
		mustSearch(t, p, g.Apply(g.Start(), c3))
		p.Reset()
		r := mustSearch(t, p, g.Start())
		r.Elapsed = 0
		if diff := cmp.Diff(a[0], r); diff != "" {
			t.Errorf("%+v: after Reset:\n%s", opts, diff)
		}
	}
}

// TestMCTSLimits: a playout limit stops the search, which then reports
// itself completed, and a zero Limits runs DefaultPlayouts.
func TestMCTSLimits(t *testing.T) {
	g := pathway.MustNew()
	s := g.Start()
	r := mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{NoReuse: true}), search.Limits{Nodes: 777}), s)
	if r.Nodes != 777 || !r.Completed {
		t.Errorf("iterations 777: %d playouts, completed %v", r.Nodes, r.Completed)
	}
	r = mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{Threads: 3}), search.Limits{Nodes: 300}), s)
	if r.Nodes != 300 || !r.Completed {
		t.Errorf("nodes 300, 3 threads: %d playouts, completed %v", r.Nodes, r.Completed)
	}
	if testing.Short() {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Hour)
	defer cancel()
	r, err := search.MCTS(g, search.MCTSOptions{}).Search(ctx, s, search.Limits{})
	if err != nil || r.Nodes != search.DefaultPlayouts || !r.Completed {
		t.Errorf("zero Limits with a deadline: %d playouts, completed %v, %v", r.Nodes, r.Completed, err)
	}
}

// hinted is tic-tac-toe with the optional capabilities of search: a move
// ordering hint, a playout policy and an evaluation scale, counting the
// calls of the first two and of Evaluate.
type hinted struct {
	ttt
	calls *[3]int
}

func (h hinted) MovePriority(s tttState, m tttMove) int {
	h.calls[0]++
	if m == 4 {
		return 10 // the centre first
	}
	return 0
}

func (h hinted) PlayoutMove(s tttState, moves []tttMove, rng *rand.Rand) int {
	h.calls[1]++
	return rng.IntN(len(moves))
}

func (h hinted) Evaluate(s tttState, p ply.Player) float64 {
	h.calls[2]++
	return h.ttt.Evaluate(s, p)
}

func (h hinted) EvalScale() float64 { return 8 }

var (
	_ ply.MoveOrderer[tttState, tttMove]   = hinted{}
	_ ply.PlayoutPolicy[tttState, tttMove] = hinted{}
	_ ply.EvalScaler                       = hinted{}
)

// TestCapabilities: the searches use the game's optional capabilities,
// unless told not to, and the hints do not change alpha-beta's result.
func TestCapabilities(t *testing.T) {
	var calls [3]int
	g := hinted{calls: &calls}
	s := tttState{X: 1 << 0}
	want := mustSearch(t, bound(search.Minimax(g), search.Limits{Depth: 4}), s)
	got := mustSearch(t, bound(search.AlphaBeta(g, search.Options{}), search.Limits{Depth: 4}), s)
	if got.Move != want.Move || got.Score != want.Score {
		t.Errorf("with hints: %v %v, minimax %v %v", got.Move, got.Score, want.Move, want.Score)
	}
	if calls[0] == 0 {
		t.Error("alpha-beta did not ask for move priorities")
	}
	calls = [3]int{}
	mustSearch(t, bound(search.AlphaBeta(g, search.Options{NoHints: true}), search.Limits{Depth: 4}), s)
	if calls[0] != 0 {
		t.Errorf("NoHints: %d calls to MovePriority", calls[0])
	}
	calls = [3]int{}
	mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{PlayoutDepth: 2}), search.Limits{Nodes: 200}), s)
	if calls[1] == 0 || calls[2] == 0 {
		t.Errorf("MCTS called the policy %d times and the evaluator %d times", calls[1], calls[2])
	}
	calls = [3]int{}
	mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{NoPolicy: true}), search.Limits{Nodes: 200}), s)
	if calls[1] != 0 || calls[2] != 0 {
		t.Errorf("NoPolicy, no cut-off: policy %d calls, evaluator %d", calls[1], calls[2])
	}
}

// TestMCTSDifferentSeeds: different seeds give different statistics.
func TestMCTSDifferentSeeds(t *testing.T) {
	g := pathway.MustNew()
	s := g.Start()
	a := mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{Seed: 1}), search.Limits{Nodes: 500}), s)
	b := mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{Seed: 2}), search.Limits{Nodes: 500}), s)
	if cmp.Equal(a, b, cmpopts.IgnoreFields(search.Result[pathway.Move]{}, "Elapsed")) {
		t.Errorf("seeds 1 and 2 gave the same result %+v", a)
	}
}

// runnerGame is tic-tac-toe with its own playout, counted.
type runnerGame struct {
	ttt
	calls *int
}

func (g runnerGame) RandomPlayout(s tttState, rng *rand.Rand) (tttState, ply.Result, int) {
	*g.calls++
	return ply.RandomPlayout[tttState, tttMove](g.ttt, s, rng)
}

var _ ply.PlayoutRunner[tttState] = runnerGame{}

// TestPlayoutRunner: MCTS plays its playouts with the game's own, unless
// told not to, and the seed still fixes the result.
func TestPlayoutRunner(t *testing.T) {
	var calls int
	g := runnerGame{calls: &calls}
	s := tttState{X: 1 << 0}
	a := mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{Seed: 4}), search.Limits{Nodes: 300}), s)
	if calls == 0 {
		t.Fatal("MCTS did not use the game's playout")
	}
	b := mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{Seed: 4}), search.Limits{Nodes: 300}), s)
	if a.Move != b.Move || a.Score != b.Score || a.Nodes != b.Nodes {
		t.Errorf("same seed, different results: %v %v, %v %v", a.Move, a.Score, b.Move, b.Score)
	}
	calls = 0
	mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{NoRunner: true}), search.Limits{Nodes: 300}), s)
	mustSearch(t, bound(search.MCTS(g, search.MCTSOptions{PlayoutDepth: 2}), search.Limits{Nodes: 300}), s)
	if calls != 0 {
		t.Errorf("NoRunner or a cut-off: %d calls to the game's playout", calls)
	}
}

// TestMCTSCutoffUsesWithEval: MCTS playouts cut off before the end score
// the state reached with the Evaluate of the game MCTS was given, so an
// evaluation given with ply.WithEval is the one called, in every game
// with a scale hint (ply.EvalScaler, found through the wrapper).
func TestMCTSCutoffUsesWithEval(t *testing.T) {
	ma, mi, pf := mapello.MustNew(), mitsudomoe.MustNew(), pushfight.MustNew()
	for name, run := range map[string]func() (int, error){
		"mapello":    func() (int, error) { return cutoffCalls(ma, mapello.EvalClassic) },
		"mitsudomoe": func() (int, error) { return cutoffCalls(mi, mitsudomoe.EvalRace) },
		"pushfight":  func() (int, error) { return cutoffCalls(pf, pf.Evaluate) },
	} {
		if calls, err := run(); err != nil || calls == 0 {
			t.Errorf("%s: %d calls of the WithEval evaluation, %v", name, calls, err)
		}
	}
}

// cutoffCalls runs MCTS with playouts cut after 4 plies on g wrapped with
// eval, and returns how often eval was called.
func cutoffCalls[S, M comparable](g ply.Game[S, M], eval ply.EvalFunc[S]) (int, error) {
	if _, ok := ply.As[ply.EvalScaler](g); !ok {
		return 0, errors.New("the game has no scale hint")
	}
	calls := 0
	wrapped := ply.WithEval(g, func(s S, p ply.Player) float64 {
		calls++
		return eval(s, p)
	})
	p := search.MCTS(wrapped, search.MCTSOptions{Seed: 1, PlayoutDepth: 4})
	_, err := p.Search(context.Background(), g.Start(), search.Limits{Nodes: 64})
	return calls, err
}
