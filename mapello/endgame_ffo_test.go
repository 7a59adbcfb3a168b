// endgame_ffo_test.go checks the endgame solver against the published
// scores and best moves of the FFO test suite (testdata/ffo.obf) and
// measures it on the harder positions.

package mapello

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// ffoPosition is one line of testdata/ffo.obf.
type ffoPosition struct {
	number int
	state  State
	scores map[string]int // published moves and their scores
	best   int
}

// readFFO reads testdata/ffo.obf with ParseOBF.
func readFFO(t testing.TB) []ffoPosition {
	t.Helper()
	f, err := os.Open("testdata/ffo.obf")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []ffoPosition
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		o, err := ParseOBF(line)
		if err != nil || !o.Scored {
			t.Fatalf("line %q: %v", line, err)
		}
		pos := ffoPosition{number: len(out) + 1, state: o.State, scores: map[string]int{}, best: o.Score}
		for _, m := range o.Moves {
			pos.scores[m.Move.String()] = m.Score
		}
		out = append(out, pos)
	}
	return out
}

// checkFFO solves pos and checks its score and move.
func checkFFO(t testing.TB, e *Endgame, pos ffoPosition) EndgameResult {
	t.Helper()
	r, err := e.Solve(context.Background(), pos.state, 0)
	if err != nil {
		t.Fatalf("#%d: %v", pos.number, err)
	}
	if r.Margin != pos.best {
		t.Errorf("#%d: margin %+d, published %+d", pos.number, r.Margin, pos.best)
	}
	if v, ok := pos.scores[r.Move.String()]; !ok || v != pos.best {
		t.Errorf("#%d: move %v (published score %d, listed %v), best %+d", pos.number, r.Move, v, ok, pos.best)
	}
	return r
}

// TestEndgameFFO solves every FFO position of at most 20 empty cells
// (#1-#39 but the six deeper ones of #20-#39, and #40) with OthelloRule and
// checks the published score and best move.
func TestEndgameFFO(t *testing.T) {
	e := NewEndgame(OthelloRule, 16)
	for _, pos := range readFFO(t) {
		if pos.state.Empties() > 20 {
			continue
		}
		if testing.Short() && pos.state.Empties() > 16 {
			continue
		}
		start := time.Now()
		r := checkFFO(t, e, pos)
		t.Logf("#%d: %d empties, %+d %v, %d nodes, %v", pos.number, pos.state.Empties(), r.Margin, r.Move, r.Nodes, time.Since(start).Round(time.Millisecond))
	}
}

// BenchmarkEndgameFFO solves the FFO positions of 17 to 26 empty cells
// (FFO_EMPTIES from the environment moves the upper end), one
// sub-benchmark each (ffo40-20e: #40, 20 empty cells), with a new solver
// and its empty 64 MiB table at each solve, checking score and move. It
// reports the positions visited (nodes/op, exact, the figure to compare
// between versions) and the speed (Mnodes/s).
func BenchmarkEndgameFFO(b *testing.B) {
	for _, pos := range readFFO(b) {
		n := pos.state.Empties()
		if n <= 16 || n > maxBenchEmpties() {
			continue
		}
		b.Run(fmt.Sprintf("ffo%02d-%de", pos.number, n), func(b *testing.B) {
			var nodes uint64
			for b.Loop() {
				e := NewEndgame(OthelloRule, 64)
				nodes += checkFFO(b, e, pos).Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
		})
	}
}

// maxBenchEmpties is the deepest position BenchmarkEndgameFFO solves: 26,
// or FFO_EMPTIES from the environment.
func maxBenchEmpties() int {
	if v, err := strconv.Atoi(os.Getenv("FFO_EMPTIES")); err == nil {
		return v
	}
	return 26
}

// TestEndgameMapelloRule: under MapelloRule the endgame solver agrees with
// a plain negamax over Game.Result on small random plain endgames, walls
// included.
func TestEndgameMapelloRule(t *testing.T) {
	for _, setup := range []string{"plain", "walls"} {
		g := MustNew()
		s0 := plainSetup
		if setup == "walls" {
			s0.walls = 1<<10 | 1<<53
		}
		for seed := range uint64(12) {
			s := s0
			rng := seed*0x9e3779b97f4a7c15 + 1
			for s.Empties() > 9 {
				ms := g.AppendMoves(nil, s)
				if len(ms) == 0 {
					break
				}
				rng ^= rng << 13
				rng ^= rng >> 7
				rng ^= rng << 17
				s = g.Apply(s, ms[rng%uint64(len(ms))])
			}
			if _, over := g.Result(s); over {
				continue
			}
			want := negamax(g, s)
			for _, rule := range []EndRule{MapelloRule, OthelloRule} {
				r, err := NewEndgame(rule, 1).Solve(context.Background(), s, 0)
				if err != nil {
					t.Fatal(err)
				}
				if rule == OthelloRule {
					if sign(r.Margin) != sign(want) {
						t.Errorf("%s seed %d: Othello rule margin %d, Mapello %d: different winners", setup, seed, r.Margin, want)
					}
					continue
				}
				if r.Margin != want {
					t.Errorf("%s seed %d: margin %d, negamax %d (%v)", setup, seed, r.Margin, want, s)
				}
				if got := -negamax(g, g.Apply(s, r.Move)); got != want {
					t.Errorf("%s seed %d: move %v scores %d, best %d", setup, seed, r.Move, got, want)
				}
			}
		}
	}
}

// negamax is the margin of s for the player to move by brute force.
func negamax(g *Game, s State) int {
	if r, over := g.Result(s); over {
		d := r.Score[0] - r.Score[1]
		if s.side == 1 {
			d = -d
		}
		return d
	}
	best := -1 << 30
	for _, m := range g.AppendMoves(nil, s) {
		best = max(best, -negamax(g, g.Apply(s, m)))
	}
	return best
}

func sign(x int) int {
	return min(max(x, -1), 1)
}

// TestEndgameWLD: SolveWLD gives the sign of every FFO position's published
// score up to 20 empty cells (16 with -short), with a move that reaches
// it (a published move of a score of that sign), visiting fewer positions
// than Solve.
func TestEndgameWLD(t *testing.T) {
	var wldNodes, exactNodes uint64
	for _, pos := range readFFO(t) {
		n := pos.state.Empties()
		if n > 20 || testing.Short() && n > 16 {
			continue
		}
		r, err := NewEndgame(OthelloRule, 16).SolveWLD(context.Background(), pos.state, 0)
		if err != nil {
			t.Fatalf("#%d: %v", pos.number, err)
		}
		sign := cmp.Compare(pos.best, 0)
		if r.Margin != sign {
			t.Errorf("#%d: SolveWLD %+d, published score %+d", pos.number, r.Margin, pos.best)
		}
		if v, ok := pos.scores[r.Move.String()]; sign >= 0 && (!ok || cmp.Compare(v, 0) != sign) {
			t.Errorf("#%d: move %v (published score %d, listed %v) for a result of %+d", pos.number, r.Move, v, ok, sign)
		}
		exact, err := NewEndgame(OthelloRule, 16).Solve(context.Background(), pos.state, 0)
		if err != nil {
			t.Fatal(err)
		}
		wldNodes += r.Nodes
		exactNodes += exact.Nodes
	}
	t.Logf("SolveWLD %d nodes, Solve %d", wldNodes, exactNodes)
	if wldNodes >= exactNodes {
		t.Errorf("SolveWLD visited %d positions, Solve %d", wldNodes, exactNodes)
	}
}

// TestEndgameWipeOut: FFO #59 (34 empty cells), a wipe-out, is solved by
// the search for a wipe-out before the whole window, in a few thousand
// nodes (264 million when the first move tried was searched with the whole
// window), with a published move.
func TestEndgameWipeOut(t *testing.T) {
	pos := readFFO(t)[58]
	for _, threads := range []int{1, 2} {
		e, err := NewEndgameWith(OthelloRule, EndgameOptions{TableMB: 1, Threads: threads})
		if err != nil {
			t.Fatal(err)
		}
		// The search for the wipe-out runs on one worker and leaves
		// the table as it was, on any number of threads.
		r := checkFFO(t, e, pos)
		if r.Margin != 64 || r.Nodes > 20000 {
			t.Errorf("#59 on %d threads: %+d in %d nodes, want +64 in at most 20000", threads, r.Margin, r.Nodes)
		}
	}
}

// A node limit stops the solver whether it falls in the search for a
// wipe-out or after it, and a done context stops it at once.
func TestEndgameNodeLimit(t *testing.T) {
	pos := readFFO(t)[39] // #40, 20 empty cells
	for _, limit := range []uint64{5000, 200000} {
		_, err := NewEndgame(OthelloRule, 1).Solve(context.Background(), pos.state, limit)
		if !errors.Is(err, ErrNodeLimit) {
			t.Errorf("limit %d: %v, want ErrNodeLimit", limit, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewEndgame(OthelloRule, 1).Solve(ctx, pos.state, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled context: %v", err)
	}
}
