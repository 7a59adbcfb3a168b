// reference_test.go checks the package against a naive reference Mapello.

package mapello_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"pgregory.net/rapid"
)

// ref is a deliberately naive Mapello written from the rules alone: a
// 10x10 grid of the state string's characters, rays walked cell by cell.
// The bitboard package is checked against it.
type ref struct {
	cell   [10][10]byte // [y][x]
	side   byte         // 'x' or 'o'
	points [2]int
	passes int
}

// fataler is what testing.TB and rapid.T share.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

func refFromText(t fataler, text string) ref {
	t.Helper()
	var r ref
	var board, side string
	if _, err := fmt.Sscanf(text, "%s %s %d %d %d", &board, &side, &r.points[0], &r.points[1], &r.passes); err != nil {
		t.Fatalf("ref: %q: %v", text, err)
	}
	rows := strings.Split(board, "/")
	for i, row := range rows {
		for x := range 10 {
			r.cell[9-i][x] = row[x]
		}
	}
	r.side = side[0]
	return r
}

func (r ref) String() string {
	var b strings.Builder
	for y := 9; y >= 0; y-- {
		if y != 9 {
			b.WriteByte('/')
		}
		b.Write(r.cell[y][:])
	}
	fmt.Fprintf(&b, " %c %d %d %d", r.side, r.points[0], r.points[1], r.passes)
	return b.String()
}

func other(c byte) byte {
	if c == 'x' {
		return 'o'
	}
	return 'x'
}

var dirs = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {-1, 1}, {1, -1}}

// flipsAt returns the cells (x, y pairs) player me flips by placing on
// (x, y), following "A turn" of docs/rules/mapello.md word for word.
func (r ref) flipsAt(x, y int, me byte) [][2]int {
	if x < 1 || x > 8 || y < 1 || y > 8 {
		return nil
	}
	if c := r.cell[y][x]; c != '.' && c != '+' {
		return nil
	}
	var out [][2]int
	for _, d := range dirs {
		var run [][2]int
		cx, cy := x+d[0], y+d[1]
		for r.cell[cy][cx] == other(me) {
			run = append(run, [2]int{cx, cy})
			cx, cy = cx+d[0], cy+d[1]
		}
		if len(run) > 0 && (r.cell[cy][cx] == me || r.cell[cy][cx] == 'j') {
			out = append(out, run...)
		}
	}
	return out
}

func (r ref) placements(me byte) []string {
	var out []string
	for y := 1; y <= 8; y++ {
		for x := 1; x <= 8; x++ {
			if len(r.flipsAt(x, y, me)) > 0 {
				out = append(out, string([]byte{byte('a' + x - 1), byte('0' + y)}))
			}
		}
	}
	return out
}

func (r ref) moves() []string {
	if m := r.placements(r.side); len(m) > 0 {
		return m
	}
	if len(r.placements(other(r.side))) > 0 {
		return []string{"pass"}
	}
	return nil
}

func (r ref) apply(move string, bonus int) ref {
	if move == "pass" {
		r.side = other(r.side)
		r.passes++
		return r
	}
	x, y := int(move[0]-'a'+1), int(move[1]-'0')
	me := r.side
	for _, c := range r.flipsAt(x, y, me) {
		r.cell[c[1]][c[0]] = me
	}
	if r.cell[y][x] == '+' {
		r.points[strings.IndexByte("xo", me)] += bonus
	}
	r.cell[y][x] = me
	r.side = other(me)
	r.passes = 0
	return r
}

func (r ref) result() (ply.Result, bool) {
	if len(r.moves()) > 0 {
		return ply.Result{}, false
	}
	var res ply.Result
	res.Score = r.points
	for y := range 10 {
		for x := range 10 {
			switch r.cell[y][x] {
			case 'x':
				res.Score[0]++
			case 'o':
				res.Score[1]++
			}
		}
	}
	switch {
	case res.Score[0] > res.Score[1]:
		res.Winner = ply.First
	case res.Score[0] < res.Score[1]:
		res.Winner = ply.Second
	}
	return res, true
}

func (r ref) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range r.moves() {
		n += r.apply(m, 3).perft(depth - 1)
	}
	return n
}

// drawBoard draws an arbitrary well-formed board, not necessarily
// reachable: any mix of discs, walls, bonuses and jokers, sparse or dense.
func drawBoard(t *rapid.T) string {
	var b strings.Builder
	wallP := rapid.IntRange(0, 30).Draw(t, "wall%")
	bonusP := rapid.IntRange(0, 30).Draw(t, "bonus%")
	discP := rapid.IntRange(0, 100).Draw(t, "disc%")
	jokerP := rapid.IntRange(0, 100).Draw(t, "joker%")
	pct := rapid.IntRange(0, 99)
	for y := 9; y >= 0; y-- {
		if y != 9 {
			b.WriteByte('/')
		}
		for x := range 10 {
			if x == 0 || x == 9 || y == 0 || y == 9 {
				if pct.Draw(t, "j") < jokerP {
					b.WriteByte('j')
				} else {
					b.WriteByte('#')
				}
				continue
			}
			centre := (x == 4 || x == 5) && (y == 4 || y == 5)
			switch v := pct.Draw(t, "c"); {
			case v < discP/2:
				b.WriteByte('x')
			case v < discP:
				b.WriteByte('o')
			case !centre && pct.Draw(t, "w") < wallP:
				b.WriteByte('#')
			case !centre && pct.Draw(t, "b") < bonusP:
				b.WriteByte('+')
			default:
				b.WriteByte('.')
			}
		}
	}
	fmt.Fprintf(&b, " %s %d %d 0", rapid.SampledFrom([]string{"x", "o"}).Draw(t, "side"),
		3*rapid.IntRange(0, 5).Draw(t, "bp"), 3*rapid.IntRange(0, 5).Draw(t, "wp"))
	return b.String()
}

// drawState draws a state: either an arbitrary board or a position reached
// by random play from a setup.
func drawState(t *rapid.T) mapello.State {
	if rapid.Bool().Draw(t, "arbitrary") {
		text := drawBoard(t)
		s, err := mapello.ParseState(text)
		if err != nil {
			t.Fatalf("ParseState(%q): %v", text, err)
		}
		return s
	}
	var s mapello.State
	switch rapid.IntRange(0, 3).Draw(t, "setup") {
	case 0:
		s = mustSetup("default")
	case 1:
		s = mustSetup("plain")
	case 2:
		s = mustSetup("rulebook")
	default:
		var err error
		s, err = mapello.RandomSetup(rapid.Uint64().Draw(t, "seed"), rapid.IntRange(0, 20).Draw(t, "walls"),
			rapid.IntRange(0, 20).Draw(t, "bonuses"), rapid.IntRange(0, 36).Draw(t, "jokers"))
		if err != nil {
			t.Fatal(err)
		}
	}
	g := mapello.MustNew()
	plies := rapid.IntRange(0, 70).Draw(t, "plies")
	for range plies {
		moves := ply.Moves(g, s)
		if len(moves) == 0 {
			break
		}
		s = g.Apply(s, moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
	}
	return s
}

func moveNames(ms []mapello.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// TestAgainstReference compares moves, every child state and the result
// with the naive reference, on arbitrary boards and on reached positions.
func TestAgainstReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawState(t)
		bonus := rapid.SampledFrom([]int{0, 3, 5}).Draw(t, "bonus value")
		g := mapello.MustNew(mapello.WithBonusValue(bonus))
		r := refFromText(t, s.String())
		got := moveNames(ply.Moves(g, s))
		want := r.moves()
		if !slices.Equal(got, want) {
			t.Fatalf("%v: moves %v, reference %v", s, got, want)
		}
		if n := g.CountMoves(s); n != len(want) {
			t.Fatalf("%v: CountMoves %d, want %d", s, n, len(want))
		}
		for _, m := range ply.Moves(g, s) {
			child := g.Apply(s, m).String()
			wantChild := r.apply(m.String(), bonus).String()
			if child != wantChild {
				t.Fatalf("%v after %v:\n%s", s, m, cmp.Diff(wantChild, child))
			}
		}
		res, over := g.Result(s)
		wres, wover := r.result()
		if over != wover || res != wres {
			t.Fatalf("%v: result %v %v, reference %v %v", s, res, over, wres, wover)
		}
		for _, p := range []ply.Player{ply.First, ply.Second} {
			me := "xo"[p.Index()]
			if got, want := moveNames(mapello.Placements(s, p)), r.placements(me); !slices.Equal(got, want) && len(got)+len(want) > 0 {
				t.Fatalf("%v: Placements(%v) = %v, want %v", s, p, got, want)
			}
		}
	})
}

// TestPerftAgainstReference compares the fast perft, the generic perft
// and the reference's on drawn states, a few plies deep.
func TestPerftAgainstReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawState(t)
		g := mapello.MustNew()
		depth := rapid.IntRange(1, 3).Draw(t, "depth")
		want := refFromText(t, s.String()).perft(depth)
		if got := ply.Perft(g, s, depth); got != want {
			t.Fatalf("%v: ply.Perft(%d) = %d, reference %d", s, depth, got, want)
		}
		if got := g.Perft(s, depth); got != want {
			t.Fatalf("%v: Perft(%d) = %d, reference %d", s, depth, got, want)
		}
	})
}

// TestReferenceDefaultPerft runs the reference itself against the perft
// table of docs/rules/mapello.md, so that a bug in both cannot hide.
func TestReferenceDefaultPerft(t *testing.T) {
	r := refFromText(t, mustSetup("default").String())
	for d, want := range []uint64{4, 12, 50, 198, 1036} {
		if got := r.perft(d + 1); got != want {
			t.Errorf("reference perft(%d) = %d, want %d", d+1, got, want)
		}
	}
}
