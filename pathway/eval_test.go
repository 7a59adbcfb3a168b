package pathway_test

import (
	"bufio"
	"context"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
	"pgregory.net/rapid"
)

// docs/rules/pathway.md, example 6: Red on a1 and b2, Blue on d1. Red's
// open ends are b3 and c2; Blue's are c1 and d2. Only Blue may fill c1,
// and none of its neighbours is a cell Blue may fill, so c1 is a pocket;
// b3, c2 and d2 each touch a cell both may fill.
func TestLookExample(t *testing.T) {
	s := mustState(t, examplePosition(6))
	for p, want := range map[ply.Player]pathway.Outlook{ply.First: {Ends: 2}, ply.Second: {Ends: 2, Pockets: 1}} {
		if got := pathway.Look(s, p); got != want {
			t.Errorf("Look(%v) = %+v, want %+v", p, got, want)
		}
	}
	const v = 0.75 + 0.50*2 - 0.47*2 - 0.90*1 + 0.80*0
	if got := pathway.EvalPaths(s, ply.Second); math.Abs(got-v) > 1e-12 {
		t.Errorf("EvalPaths for Blue = %v, want %v", got, v)
	}
}

// lookSlowly is Look for both players, Red's first, written cell by cell
// from the definitions.
func lookSlowly(s pathway.State) [2]pathway.Outlook {
	n := s.Size()
	on := func(col, row int) bool { return col >= 0 && row >= 0 && col < n && row < n }
	steps := [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	near := func(col, row int, p ply.Player) int {
		k := 0
		for _, d := range steps {
			if c, r := col+d[0], row+d[1]; on(c, r) && s.At(pathway.CellAt(c, r)).Owner() == p {
				k++
			}
		}
		return k
	}
	players := [2]ply.Player{ply.First, ply.Second}
	// may[c][col][row]: player c may place on the cell.
	may := [2][][]bool{}
	var o [2]pathway.Outlook
	for c, p := range players {
		may[c] = make([][]bool, n)
		for col := range n {
			may[c][col] = make([]bool, n)
			for row := range n {
				if s.At(pathway.CellAt(col, row)) != pathway.Empty {
					continue
				}
				f, e := near(col, row, p), near(col, row, players[1-c])
				may[c][col][row] = f == 1 || f == 0 && e == 0
				if f == 1 {
					o[c].Ends++
				}
			}
		}
	}
	for c := range 2 {
		own := func(col, row int) bool { return on(col, row) && may[c][col][row] && !may[1-c][col][row] }
		seen := make(map[[2]int]bool)
		for col := range n {
			for row := range n {
				if !own(col, row) || seen[[2]int{col, row}] {
					continue
				}
				pocket := true
				stack := [][2]int{{col, row}}
				seen[[2]int{col, row}] = true
				for len(stack) > 0 {
					x := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					for _, d := range steps {
						y := [2]int{x[0] + d[0], x[1] + d[1]}
						switch {
						case own(y[0], y[1]):
							if !seen[y] {
								seen[y] = true
								stack = append(stack, y)
							}
						case on(y[0], y[1]) && may[c][y[0]][y[1]]:
							pocket = false
						}
					}
				}
				if pocket {
					o[c].Pockets++
				}
			}
		}
	}
	return o
}

// Look agrees with the definitions on positions of random games of every
// size, and EvalPaths is the same value from either side.
func TestLookProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(pathway.MinSize, pathway.MaxSize).Draw(t, "n")
		g := pathway.MustNew(pathway.WithSize(n))
		s := g.Start()
		for range rapid.IntRange(0, n*n).Draw(t, "plies") {
			moves := g.AppendMoves(nil, s)
			if len(moves) == 0 {
				break
			}
			s = g.Apply(s, rapid.SampledFrom(moves).Draw(t, "move"))
		}
		if got, want := [2]pathway.Outlook{pathway.Look(s, ply.First), pathway.Look(s, ply.Second)}, lookSlowly(s); got != want {
			t.Fatalf("%s: Look = %+v, want %+v", s, got, want)
		}
		if a, b := pathway.EvalPaths(s, ply.First), pathway.EvalPaths(s, ply.Second); a != -b {
			t.Fatalf("%s: EvalPaths is %v for Red and %v for Blue", s, a, b)
		}
	})
}

type solved struct {
	s      pathway.State
	winner ply.Player
}

func readSolved(t *testing.T) []solved {
	t.Helper()
	f, err := os.Open("testdata/solved.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []solved
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		text, w := line[:len(line)-2], line[len(line)-1:]
		winner := ply.First
		if w == "b" {
			winner = ply.Second
		}
		out = append(out, solved{mustState(t, text), winner})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// The winners in testdata/solved.txt are right: a full-depth search of the
// first few finds them again (a few seconds; skipped with -short).
func TestSolvedPositions(t *testing.T) {
	if testing.Short() {
		t.Skip("solves positions to the end")
	}
	g := pathway.MustNew()
	for _, p := range readSolved(t)[:6] {
		r, err := search.AlphaBeta(g, search.Options{}).Search(context.Background(), p.s, search.Limits{Depth: 36})
		if err != nil {
			t.Fatal(err)
		}
		if _, proven := search.WinDistance(r.Score); !proven {
			t.Fatalf("%s: not solved at depth 36 (depth %d)", p.s, r.Depth)
		}
		winner := p.s.ToMove()
		if r.Score < 0 {
			winner = winner.Opponent()
		}
		if winner != p.winner {
			t.Errorf("%s: the search finds %v wins, the file says %v", p.s, winner, p.winner)
		}
	}
}

// On solved positions none of whose like the weights were fitted to,
// EvalPaths names the winner far more often than EvalClassic, which does
// worse than a coin.
func TestEvalPathsPredictsWinners(t *testing.T) {
	named := func(eval ply.EvalFunc[pathway.State]) (right, ties int, all []solved) {
		all = readSolved(t)
		for _, p := range all {
			switch v := eval(p.s, p.winner); {
			case v > 0:
				right++
			case v == 0:
				ties++
			}
		}
		return right, ties, all
	}
	paths, _, all := named(pathway.EvalPaths)
	mobility, ties, _ := named(pathway.EvalClassic)
	n := float64(len(all))
	t.Logf("%d positions: EvalPaths right %.0f%%, EvalClassic right %.0f%% (%.0f%% ties)", len(all), 100*float64(paths)/n, 100*float64(mobility)/n, 100*float64(ties)/n)
	if float64(paths) < 0.65*n || mobility >= paths {
		t.Errorf("EvalPaths names %d winners of %d, EvalClassic %d", paths, len(all), mobility)
	}
}

// TestEvalScaleCalibrated: read at its EvalScale, the evaluation is a
// calibrated probability on the solved positions: the log-loss of
// (1+tanh(v/EvalScale))/2 as the chance that the winner wins is lower than
// at half or twice the scale.
func TestEvalScaleCalibrated(t *testing.T) {
	g := pathway.MustNew()
	loss := func(scale float64) float64 {
		sum := 0.0
		all := readSolved(t)
		for _, p := range all {
			q := (1 + math.Tanh(g.Evaluate(p.s, p.winner)/scale)) / 2
			sum -= math.Log(q)
		}
		return sum / float64(len(all))
	}
	at, half, twice := loss(g.EvalScale()), loss(g.EvalScale()/2), loss(2*g.EvalScale())
	t.Logf("log-loss %.4f at scale %v, %.4f at half, %.4f at twice", at, g.EvalScale(), half, twice)
	if at >= half || at >= twice {
		t.Errorf("log-loss %.4f at scale %v, %.4f at half, %.4f at twice", at, g.EvalScale(), half, twice)
	}
}
