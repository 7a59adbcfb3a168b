package connectfour_test

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply/examples/connectfour/connectfour"
)

// ponsSets are Pascal Pons's test sets of Connect Four positions with
// their scores ("Solving Connect 4", part 2, blog.gamesolver.org;
// testdata/Test_*), 1,000 positions each: L3 with 28 to 42 stones
// played, L2 with 14 to 28, L1 with up to 14, and R1, R2 and R3 with up
// to 14, 14 to 28 and more than 28 moves left to the end of perfect play.
// TestSolvePonsSets checks each set on its first positions, more of them
// in a normal run than under -short; BenchmarkSolvePons checks more.
var ponsSets = []struct {
	name        string
	short, full int
}{
	{"Test_L3_R1", 200, 1000},
	{"Test_L2_R1", 50, 200},
	{"Test_L2_R2", 20, 60},
	{"Test_L1_R1", 0, 20},
	{"Test_L1_R2", 0, 3},
	{"Test_L1_R3", 0, 0},
}

// TestSolvePonsSets: the solver's outcome for the player to move is the
// sign of the published score (positive a win, 0 a draw, negative a
// loss) on the first positions of each of Pons's test sets.
func TestSolvePonsSets(t *testing.T) {
	sv := connectfour.NewSolver(16)
	for _, set := range ponsSets {
		n := set.full
		if testing.Short() {
			n = set.short
		}
		if n == 0 {
			continue
		}
		for i, p := range readPonsSet(t, set.name, n) {
			outcome, _, _, err := sv.Solve(context.Background(), p.state, 0)
			if err != nil {
				t.Fatalf("%s:%d: %v", set.name, i+1, err)
			}
			if want := sign(p.score); outcome != want {
				t.Errorf("%s:%d: %s: outcome %d, published score %d", set.name, i+1, p.state, outcome, p.score)
			}
		}
	}
}

// BenchmarkSolvePons solves the positions of each of Pons's test sets,
// all 1,000 but for Test_L1_R3's first 50, with a table of 64 MiB kept
// from one position to the next, checks their outcomes, and reports the
// positions searched per second and per position. The sets take from
// milliseconds to minutes: run with -benchtime 1x.
func BenchmarkSolvePons(b *testing.B) {
	for _, set := range ponsSets {
		n := 1000
		if set.name == "Test_L1_R3" {
			n = 50
		}
		b.Run(set.name[len("Test_"):], func(b *testing.B) {
			positions := readPonsSet(b, set.name, n)
			var nodes uint64
			for b.Loop() {
				b.StopTimer()
				sv := connectfour.NewSolver(64)
				b.StartTimer()
				for i, p := range positions {
					outcome, _, searched, err := sv.Solve(context.Background(), p.state, 0)
					if err != nil || outcome != sign(p.score) {
						b.Fatalf("%s:%d: outcome %d, %v; published score %d", set.name, i+1, outcome, err, p.score)
					}
					nodes += searched
				}
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "positions/s")
			b.ReportMetric(float64(nodes)/float64(b.N*len(positions)), "positions/solve")
		})
	}
}

// ponsPosition is a line of a test set: a position and its score.
type ponsPosition struct {
	state connectfour.State
	score int
}

// readPonsSet returns the first n positions of the test set name.
func readPonsSet(tb testing.TB, name string, n int) []ponsPosition {
	tb.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var positions []ponsPosition
	sc := bufio.NewScanner(f)
	for line := 1; len(positions) < n && sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) != 2 {
			tb.Fatalf("%s:%d: %q is not a position and a score", name, line, sc.Text())
		}
		score, err := strconv.Atoi(fields[1])
		if err != nil {
			tb.Fatalf("%s:%d: %v", name, line, err)
		}
		s, err := connectfour.ParseState(fields[0])
		if err != nil {
			tb.Fatalf("%s:%d: %v", name, line, err)
		}
		positions = append(positions, ponsPosition{s, score})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if len(positions) < n {
		tb.Fatalf("%s: %d positions, want %d", name, len(positions), n)
	}
	return positions
}

// sign returns -1, 0 or 1 as x is negative, zero or positive.
func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}
