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
// Each set is checked on its first positions, more of them in a normal
// run than under -short.
var ponsSets = []struct {
	name        string
	short, full int
}{
	{"Test_L3_R1", 200, 1000},
	{"Test_L2_R1", 50, 200},
	{"Test_L2_R2", 20, 60},
	{"Test_L1_R1", 0, 20},
	{"Test_L1_R2", 0, 3},
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
		f, err := os.Open(filepath.Join("testdata", set.name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		checked := 0
		for line := 1; checked < n && sc.Scan(); line++ {
			fields := strings.Fields(sc.Text())
			if len(fields) != 2 {
				t.Fatalf("%s:%d: %q is not a position and a score", set.name, line, sc.Text())
			}
			score, err := strconv.Atoi(fields[1])
			if err != nil {
				t.Fatalf("%s:%d: %v", set.name, line, err)
			}
			s, err := connectfour.ParseState(fields[0])
			if err != nil {
				t.Fatalf("%s:%d: %v", set.name, line, err)
			}
			outcome, _, _, err := sv.Solve(context.Background(), s, 0)
			if err != nil {
				t.Fatalf("%s:%d: %v", set.name, line, err)
			}
			if want := sign(score); outcome != want {
				t.Errorf("%s:%d: %s: outcome %d, published score %d", set.name, line, fields[0], outcome, score)
			}
			checked++
		}
		f.Close()
		if checked < n {
			t.Errorf("%s: %d positions, want %d", set.name, checked, n)
		}
	}
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
