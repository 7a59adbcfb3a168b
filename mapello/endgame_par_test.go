// endgame_par_test.go checks the parallel endgame solver against the
// published FFO answers and against the serial solver.

package mapello

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/plygo/ply"
)

// newParEndgame returns an Endgame of threads workers with OthelloRule.
func newParEndgame(t testing.TB, threads, tableMB int) *Endgame {
	t.Helper()
	e, err := NewEndgameWith(OthelloRule, EndgameOptions{TableMB: tableMB, Threads: threads})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestEndgameParallelFFO solves FFO positions on 2, 3 and 8 threads
// and checks the published score and a published best move: #1-#19 (14
// to 16 empty cells), and #40 (20) on 2 threads; #1 and #2 on 2 and 3
// threads under -short.
func TestEndgameParallelFFO(t *testing.T) {
	ffo := readFFO(t)
	for _, threads := range []int{2, 3, 8} {
		if testing.Short() && threads > 3 {
			continue
		}
		e := newParEndgame(t, threads, 16)
		for _, pos := range ffo {
			if pos.number > 19 && (pos.number != 40 || threads != 2) || testing.Short() && pos.number > 2 {
				continue
			}
			start := time.Now()
			r := checkFFO(t, e, pos)
			t.Logf("%d threads, #%d: %+d %v, %d nodes, %v", threads, pos.number, r.Margin, r.Move, r.Nodes, time.Since(start).Round(time.Millisecond))
		}
	}
}

// randomEndgame plays seeded random moves from s until empties cells are
// left, and reports whether the game is still on.
func randomEndgame(g *Game, s State, seed uint64, empties int) (State, bool) {
	rng := rand.New(rand.NewPCG(seed, 7))
	for s.Empties() > empties {
		ms := g.AppendMoves(nil, s)
		if len(ms) == 0 {
			return s, false
		}
		s = g.Apply(s, ms[rng.IntN(len(ms))])
	}
	_, over := g.Result(s)
	return s, !over
}

// TestEndgameParallelAgrees: on 2 and 3 threads, Solve and SolveWLD give
// the serial solver's margins on random endgames, with and without
// walls, under both rules, and each move reaches its margin (checked by a
// serial solve after it). The endgames have 16 empty cells, so that
// split points nest; with -short, 14, and one rule a board.
func TestEndgameParallelAgrees(t *testing.T) {
	empties, count := 16, uint64(4)
	if testing.Short() {
		empties, count = 14, 2
	}
	ctx := context.Background()
	for _, setup := range []string{"plain", "walls"} {
		s0 := plainSetup
		if setup == "walls" {
			s0.walls = 1<<10 | 1<<53
		}
		g := MustNew(WithStart(s0))
		for _, rule := range []EndRule{MapelloRule, OthelloRule} {
			serial := NewEndgame(rule, 4)
			par := [2]*Endgame{}
			for i, threads := range []int{2, 3} {
				e, err := NewEndgameWith(rule, EndgameOptions{TableMB: 4, Threads: threads})
				if err != nil {
					t.Fatal(err)
				}
				par[i] = e
			}
			if testing.Short() && (setup == "plain") != (rule == OthelloRule) {
				continue
			}
			for seed := range count {
				s, ok := randomEndgame(g, s0, seed+1, empties)
				if !ok {
					continue
				}
				want, err := serial.Solve(ctx, s, 0)
				if err != nil {
					t.Fatal(err)
				}
				wantWLD, err := serial.SolveWLD(ctx, s, 0)
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range par {
					r, err := e.Solve(ctx, s, 0)
					if err != nil {
						t.Fatal(err)
					}
					if r.Margin != want.Margin {
						t.Errorf("%s, rule %d, seed %d, %d threads: margin %+d, serial %+d", setup, rule, seed, e.Threads(), r.Margin, want.Margin)
					}
					if got := marginAfter(t, serial, g, s, r.Move); got != want.Margin {
						t.Errorf("%s, rule %d, seed %d, %d threads: move %v reaches %+d, best %+d", setup, rule, seed, e.Threads(), r.Move, got, want.Margin)
					}
					w, err := e.SolveWLD(ctx, s, 0)
					if err != nil {
						t.Fatal(err)
					}
					if w.Margin != wantWLD.Margin {
						t.Errorf("%s, rule %d, seed %d, %d threads: SolveWLD %+d, serial %+d", setup, rule, seed, e.Threads(), w.Margin, wantWLD.Margin)
					}
					if got := marginAfter(t, serial, g, s, w.Move); w.Margin >= 0 && cmp.Compare(got, 0) != w.Margin {
						t.Errorf("%s, rule %d, seed %d, %d threads: SolveWLD's move %v reaches %+d", setup, rule, seed, e.Threads(), w.Move, got)
					}
				}
			}
		}
	}
}

// marginAfter returns the margin of s for its player to move when it
// plays m, by the serial solver e.
func marginAfter(t *testing.T, e *Endgame, g *Game, s State, m Move) int {
	t.Helper()
	next := g.Apply(s, m)
	if _, over := g.Result(next); over {
		// The end, scored by the solver's rule (these boards have no
		// bonus points).
		return e.final(next.discs[s.side], next.discs[s.side^1])
	}
	r, err := e.Solve(context.Background(), next, 0)
	if err != nil {
		t.Fatal(err)
	}
	return -r.Margin
}

// TestEndgameParallelStops: a parallel solve stops at its node limit and
// when its context is done, with errors wrapping ErrNodeLimit and the
// context's error, and what it leaves in the table does not change the
// next answer.
func TestEndgameParallelStops(t *testing.T) {
	ffo := readFFO(t)
	e := newParEndgame(t, 3, 4)
	if _, err := e.Solve(context.Background(), ffo[39].state, 20000); !errors.Is(err, ErrNodeLimit) {
		t.Errorf("node limit: error %v, want ErrNodeLimit", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.Solve(ctx, ffo[39].state, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: error %v, want context.Canceled", err)
	}
	checkFFO(t, e, ffo[0])
}

// TestNewEndgameWith checks the options' range: threads 0 is 1, negative
// one per core, above MaxEndgameThreads an error, and a negative table
// too.
func TestNewEndgameWith(t *testing.T) {
	for _, c := range []struct {
		opts EndgameOptions
		want int // threads, or -1 for an error
	}{
		{EndgameOptions{}, 1},
		{EndgameOptions{Threads: 1}, 1},
		{EndgameOptions{Threads: 3, TableMB: 1}, 3},
		{EndgameOptions{Threads: -1, TableMB: 1}, min(runtime.GOMAXPROCS(0), MaxEndgameThreads)},
		{EndgameOptions{Threads: MaxEndgameThreads + 1}, -1},
		{EndgameOptions{TableMB: -1}, -1},
	} {
		e, err := NewEndgameWith(OthelloRule, c.opts)
		switch {
		case c.want < 0 && !errors.Is(err, ply.ErrInvalidOption):
			t.Errorf("%+v: error %v, want ply.ErrInvalidOption", c.opts, err)
		case c.want >= 0 && err != nil:
			t.Errorf("%+v: %v", c.opts, err)
		case c.want >= 0 && e.Threads() != c.want:
			t.Errorf("%+v: %d threads, want %d", c.opts, e.Threads(), c.want)
		}
	}
}

// BenchmarkEndgameThreads solves FFO #40-#44 (20 to 23 empty cells) on 1
// and 2 threads, one sub-benchmark each (ffo40-20e-t2: #40 on 2 threads),
// with a new solver and its 64 MiB table, written before the clock starts,
// at each solve, checking score and move. It reports the positions visited
// (nodes/op, which vary between runs on 2 threads) and the speed
// (Mnodes/s).
func BenchmarkEndgameThreads(b *testing.B) {
	ffo := readFFO(b)
	for _, pos := range ffo[39:44] {
		for _, threads := range []int{1, 2} {
			b.Run(fmt.Sprintf("ffo%02d-%de-t%d", pos.number, pos.state.Empties(), threads), func(b *testing.B) {
				var nodes uint64
				for b.Loop() {
					b.StopTimer()
					e := newParEndgame(b, threads, 64)
					e.Reset()
					b.StartTimer()
					nodes += checkFFO(b, e, pos).Nodes
				}
				b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
			})
		}
	}
}
