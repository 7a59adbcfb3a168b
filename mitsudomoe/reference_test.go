// reference_test.go holds a slow reference of the rules and properties comparing with it.

package mitsudomoe_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mitsudomoe"
	"pgregory.net/rapid"
)

// refBoard is a position for the reference: stacks bottom to top as 'w'
// and 'b', balls as 'W', 'B' or 0.
type refBoard struct {
	stacks [25][]byte
	balls  [25]byte
	supply [2]int
	side   int // 0 White, 1 Black
	plies  int
}

var (
	refHome = [2][]int{{0, 1, 5}, {24, 23, 19}}
	refGoal = [2][]int{refHome[1], refHome[0]}
	refDirs = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
)

func refFromState(s mitsudomoe.State) refBoard {
	var b refBoard
	for c := range mitsudomoe.Cell(25) {
		for l := range s.Height(c) {
			b.stacks[c] = append(b.stacks[c], "?wb"[s.Ring(c, l)])
		}
		b.balls[c] = "?WB"[s.Ball(c)]
		if s.Ball(c) == ply.NoPlayer {
			b.balls[c] = 0
		}
	}
	b.supply = [2]int{s.Supply(ply.First), s.Supply(ply.Second)}
	b.side = int(s.ToMove()) - 1
	b.plies = s.Turns()
	return b
}

func (b refBoard) clone() refBoard {
	c := b
	for i := range c.stacks {
		c.stacks[i] = slices.Clone(b.stacks[i])
	}
	return c
}

// text writes b in the state notation, independently of the package.
func (b refBoard) text() string {
	var sb strings.Builder
	for row := 4; row >= 0; row-- {
		var toks []string
		empty := 0
		for col := range 5 {
			c := row*5 + col
			if len(b.stacks[c]) == 0 {
				empty++
				continue
			}
			if empty > 0 {
				toks = append(toks, fmt.Sprint(empty))
				empty = 0
			}
			tok := string(b.stacks[c])
			if b.balls[c] != 0 {
				tok += string(b.balls[c])
			}
			toks = append(toks, tok)
		}
		if empty > 0 {
			toks = append(toks, fmt.Sprint(empty))
		}
		sb.WriteString(strings.Join(toks, ","))
		if row > 0 {
			sb.WriteByte('/')
		}
	}
	fmt.Fprintf(&sb, " %c %d %d %d", "wb"[b.side], b.supply[0], b.supply[1], b.plies)
	return sb.String()
}

func (b refBoard) top(c int) byte {
	if n := len(b.stacks[c]); n > 0 {
		return b.stacks[c][n-1]
	}
	return 0
}

func refOnBoard(col, row int) bool { return col >= 0 && col < 5 && row >= 0 && row < 5 }

// successors returns the text of every position one legal turn leads to.
func (b refBoard) successors() map[string]bool {
	out := map[string]bool{}
	me := "wb"[b.side]
	// Ring steps.
	var afterRing []refBoard
	for d := range 25 {
		if b.balls[d] != 0 {
			continue
		}
		if b.supply[b.side] > 0 {
			n := b.clone()
			n.supply[b.side]--
			n.stacks[d] = append(n.stacks[d], me)
			afterRing = append(afterRing, n)
		}
		for s := range 25 {
			if s == d || b.balls[s] != 0 || b.top(s) != me {
				continue
			}
			n := b.clone()
			n.stacks[s] = n.stacks[s][:len(n.stacks[s])-1]
			n.stacks[d] = append(n.stacks[d], me)
			afterRing = append(afterRing, n)
		}
	}
	for _, r := range afterRing {
		r.ballSteps(out)
	}
	return out
}

func contains(cells []int, c int) bool { return slices.Contains(cells, c) }

// ballSteps adds the positions after every ball step (and relocation) of
// the side to move on r.
func (r refBoard) ballSteps(out map[string]bool) {
	p, q := r.side, 1-r.side
	myBall, enemyBall := "WB"[p], "WB"[q]
	me := "wb"[p]
	finish := func(n refBoard) {
		n.side = q
		n.plies++
		out[n.text()] = true
	}
	for from := range 25 {
		if r.balls[from] != myBall || contains(refGoal[p], from) {
			continue
		}
		for _, d := range refDirs {
			col, row := from%5+d[0], from/5+d[1]
			if !refOnBoard(col, row) {
				continue
			}
			var line []int
			for refOnBoard(col, row) && r.balls[row*5+col] != 0 {
				line = append(line, row*5+col)
				col, row = col+d[0], row+d[1]
			}
			if !refOnBoard(col, row) {
				continue
			}
			to := row*5 + col
			if r.top(to) != me {
				continue
			}
			var enemies []int
			blocked := false
			for _, c := range line {
				if r.balls[c] == enemyBall {
					enemies = append(enemies, c)
					blocked = blocked || contains(refGoal[q], c)
				}
			}
			if blocked {
				continue
			}
			n := r.clone()
			n.balls[from], n.balls[to] = 0, myBall
			n.relocate(enemies, finish)
		}
	}
}

// relocate moves each enemy ball of todo, one at a time and in every order,
// to a cell with no ball whose top ring is the enemy's, and calls finish on
// every complete result.
func (n refBoard) relocate(todo []int, finish func(refBoard)) {
	if len(todo) == 0 {
		finish(n)
		return
	}
	q := 1 - n.side
	for i, from := range todo {
		rest := append(slices.Clone(todo[:i]), todo[i+1:]...)
		for to := range 25 {
			if n.balls[to] != 0 || n.top(to) != "wb"[q] {
				continue
			}
			m := n.clone()
			m.balls[to], m.balls[from] = m.balls[from], 0
			m.relocate(rest, finish)
		}
	}
}

// refResult applies the end checks E1–E4 of the rules to b.
func refResult(b refBoard, maxPlies int) (ply.Result, bool) {
	q := b.side
	p := 1 - q
	if b.plies > 0 {
		all := true
		for _, c := range refGoal[p] {
			all = all && b.balls[c] == "WB"[p]
		}
		if all {
			return ply.Result{Winner: ply.Player(p + 1)}, true
		}
		full := true
		for _, c := range refHome[p] {
			full = full && b.balls[c] != 0
		}
		if full {
			return ply.Result{Winner: ply.Player(q + 1)}, true
		}
	}
	if len(b.successors()) == 0 {
		return ply.Result{Winner: ply.Player(p + 1)}, true
	}
	if maxPlies > 0 && b.plies >= maxPlies {
		return ply.Result{}, true
	}
	return ply.Result{}, false
}

// compareWithReference checks the moves and result of s against the
// reference.
func compareWithReference(t interface {
	Helper()
	Fatalf(string, ...any)
}, g *mitsudomoe.Game, s mitsudomoe.State) {
	t.Helper()
	ref := refFromState(s)
	if got := ref.text(); got != s.String() {
		t.Fatalf("reference text %q, package text %q", got, s.String())
	}
	wantRes, wantOver := refResult(ref, g.MaxTurns())
	gotRes, gotOver := g.Result(s)
	if gotRes != wantRes || gotOver != wantOver {
		t.Fatalf("%s: Result = %v, %v; reference %v, %v", s, gotRes, gotOver, wantRes, wantOver)
	}
	want := map[string]bool{}
	if !wantOver {
		want = ref.successors()
	}
	got := map[string]string{}
	for _, m := range g.AppendMoves(nil, s) {
		next := g.Apply(s, m).String()
		if other, dup := got[next]; dup {
			t.Fatalf("%s: %v and %v lead to the same %s", s, other, m, next)
		}
		got[next] = m.String()
		if !want[next] {
			t.Fatalf("%s: move %v leads to %s, which the reference does not reach", s, m, next)
		}
	}
	if len(got) != len(want) {
		for w := range want {
			if _, ok := got[w]; !ok {
				t.Fatalf("%s: %d moves, reference %d; missing the move to %s", s, len(got), len(want), w)
			}
		}
	}
}

// TestReferenceExamples compares the generator with the reference on the
// worked examples of docs/rules/mitsudomoe.md.
func TestReferenceExamples(t *testing.T) {
	g := mitsudomoe.MustNew()
	for _, ex := range workedExamples {
		compareWithReference(t, g, mustState(t, ex.state))
	}
}

// TestReferencePlayouts compares the generator and the end checks with the
// reference along random games from the start and the worked examples.
func TestReferencePlayouts(t *testing.T) {
	g := mitsudomoe.MustNew(mitsudomoe.WithMaxTurns(40))
	starts := []mitsudomoe.State{g.Start()}
	for _, ex := range workedExamples {
		starts = append(starts, mustState(t, ex.state))
	}
	rapid.Check(t, func(rt *rapid.T) {
		s := rapid.SampledFrom(starts).Draw(rt, "start")
		for range rapid.IntRange(0, 40).Draw(rt, "plies") {
			moves := g.AppendMoves(nil, s)
			if len(moves) == 0 {
				break
			}
			s = g.Apply(s, rapid.SampledFrom(moves).Draw(rt, "move"))
		}
		compareWithReference(rt, g, s)
	})
}

// randomState draws any position the state notation accepts: three balls
// a side on rings of their colour, the remaining rings anywhere below or
// on other cells, any supply split, side and a small ply count.
func randomState(t *rapid.T) mitsudomoe.State {
	cells := rapid.Permutation(make25()).Draw(t, "cells")
	// Often put some of the balls in a row, so that vaults over several
	// balls of mixed colours come up.
	if n := rapid.IntRange(0, 4).Draw(t, "lined"); n > 1 {
		start := rapid.IntRange(0, 24).Draw(t, "line start")
		d := rapid.SampledFrom(refDirs[:]).Draw(t, "line direction")
		col, row := start%5, start/5
		for i := 0; i < n && refOnBoard(col, row); i++ {
			j := slices.Index(cells, row*5+col)
			cells[i], cells[j] = cells[j], cells[i]
			col, row = col+d[0], row+d[1]
		}
		// Mix the colours along the line.
		copy(cells, rapid.Permutation(cells[:6]).Draw(t, "ball order"))
	}
	var stacks [25][]byte
	var balls [25]byte
	for i, c := range cells[:6] {
		balls[c] = "WWWBBB"[i]
	}
	var supply [2]int
	for p, ring := range []byte("wb") {
		onBoard := rapid.IntRange(3, 8).Draw(t, "rings")
		supply[p] = 8 - onBoard
		for range onBoard - 3 {
			// Mostly a few busy cells, so that stacks grow and lines form.
			c := rapid.IntRange(0, 24).Draw(t, "cell")
			stacks[c] = append(stacks[c], ring)
		}
	}
	var b refBoard
	for c := range 25 {
		stack := stacks[c]
		if balls[c] != 0 {
			stack = append(stack, balls[c]-'A'+'a')
		}
		b.stacks[c] = stack
	}
	b.balls = balls
	b.supply = supply
	b.side = rapid.IntRange(0, 1).Draw(t, "side")
	b.plies = rapid.IntRange(0, 2).Draw(t, "plies")
	s, err := mitsudomoe.ParseState(b.text())
	if err != nil {
		t.Fatalf("ParseState(%q): %v", b.text(), err)
	}
	return s
}

func make25() []int {
	out := make([]int, 25)
	for i := range out {
		out[i] = i
	}
	return out
}

// TestReferenceRandomStates compares the generator and the end checks with
// the reference on arbitrary valid positions, reachable or not.
func TestReferenceRandomStates(t *testing.T) {
	g := mitsudomoe.MustNew()
	rapid.Check(t, func(rt *rapid.T) {
		compareWithReference(rt, g, randomState(rt))
	})
}
