package pathway_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
)

func mustState(t *testing.T, text string) pathway.State {
	t.Helper()
	s, err := pathway.ParseState(text)
	if err != nil {
		t.Fatalf("ParseState(%q): %v", text, err)
	}
	return s
}

func sized(t testing.TB, n int) *pathway.Game {
	t.Helper()
	g, err := pathway.New(pathway.WithSize(n))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// at returns the placement on column x and row y, both from 0.
func at(x, y int) pathway.Move {
	m, ok := pathway.Place(pathway.CellAt(x, y))
	if !ok {
		panic(fmt.Sprintf("no cell (%d, %d)", x, y))
	}
	return m
}

func moveNames(ms []pathway.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	slices.Sort(out)
	return out
}

func play(t *testing.T, g *pathway.Game, s pathway.State, moves ...string) pathway.State {
	t.Helper()
	for _, text := range moves {
		m, err := g.ParseMove(s, text)
		if err != nil {
			t.Fatalf("ParseMove(%q): %v", text, err)
		}
		s = g.Apply(s, m)
	}
	return s
}

// docs/rules/pathway.md, example 1: every cell of the empty board is legal.
func TestOpeningMoveCount(t *testing.T) {
	for n, want := range map[int]int{6: 36, 8: 64} {
		g := sized(t, n)
		if got := len(ply.Moves[pathway.State, pathway.Move](g, g.Start())); got != want {
			t.Errorf("%dx%d: %d opening moves, want %d", n, n, got, want)
		}
	}
}

// docs/rules/pathway.md, example 2: Blue may not play next to Red's first stone.
func TestRepliesAfterFirstMove(t *testing.T) {
	g := pathway.MustNew()
	for first, want := range map[string]int{"a1": 33, "c1": 32, "c3": 31, "b2": 31} {
		s := play(t, g, g.Start(), first)
		if got := g.CountMoves(s); got != want {
			t.Errorf("after %s: %d replies, want %d", first, got, want)
		}
	}
	s := play(t, g, g.Start(), "a1", "f6")
	if got := s.String(); got != examplePosition(2) {
		t.Errorf("after a1 f6: %q", got)
	}
	moves := moveNames(ply.Moves[pathway.State, pathway.Move](g, s))
	if len(moves) != 32 {
		t.Errorf("after a1 f6: %d moves, want 32", len(moves))
	}
	for _, c := range []string{"a2", "b1"} {
		if !slices.Contains(moves, c) {
			t.Errorf("after a1 f6: %s should be legal", c)
		}
	}
	for _, c := range []string{"e6", "f5"} {
		if slices.Contains(moves, c) {
			t.Errorf("after a1 f6: %s should be illegal", c)
		}
	}
}

// docs/rules/pathway.md, example 3: two friendly connections, enemy-only cells, and a
// friend plus an enemy.
func TestPlacementRule(t *testing.T) {
	g := sized(t, 4)
	s := mustState(t, examplePosition(3))
	want := []string{"a1", "a4", "b1", "b4", "c3", "d1"}
	if diff := cmp.Diff(want, moveNames(ply.Moves[pathway.State, pathway.Move](g, s))); diff != "" {
		t.Errorf("Red's moves (-want +got):\n%s", diff)
	}
	// Blue's placements on the same board, as the example lists them:
	// a4, b1, b2, c1, c3, c4, d1, d2, d3.
	red, blue := pathway.Mobility(s, ply.First), pathway.Mobility(s, ply.Second)
	if red != 6 || blue != 9 {
		t.Errorf("mobility = %d red, %d blue; want 6, 9", red, blue)
	}
	for _, c := range []string{"b2", "a3"} {
		cell, _ := pathway.ParseCell(c)
		m, _ := pathway.Place(cell)
		if _, err := ply.Play[pathway.State, pathway.Move](g, s, m); !errors.Is(err, ply.ErrIllegalMove) {
			t.Errorf("Play(%s) = %v, want ErrIllegalMove (two friendly neighbours)", c, err)
		}
		if _, err := g.ParseMove(s, c); !errors.Is(err, ply.ErrIllegalMove) {
			t.Errorf("ParseMove(%s) = %v, want ErrIllegalMove", c, err)
		}
	}
}

// docs/rules/pathway.md, example 4: the player to move with no placement wins.
func TestEndOfGame(t *testing.T) {
	g := sized(t, 4)
	s := mustState(t, examplePosition(4))
	r, over := g.Result(s)
	if !over || r.Winner != ply.First {
		t.Fatalf("Result = %v, %v; want Red (first) wins", r, over)
	}
	if n := g.CountMoves(s); n != 0 {
		t.Errorf("%d moves in a finished game", n)
	}
	if blue := pathway.Mobility(s, ply.Second); blue != 6 {
		t.Errorf("Blue would have %d placements, want 6", blue)
	}
	// Game over comes first, whatever the text.
	for _, text := range []string{"a3", "z9", "e1", ""} {
		if _, err := pathway.ParseMove(s, text); !errors.Is(err, ply.ErrGameOver) || errors.Is(err, ply.ErrSyntax) {
			t.Errorf("ParseMove(%q) after the end: %v, want ErrGameOver only", text, err)
		}
	}
}

// docs/rules/pathway.md, example 5: small boards solved by exhaustive search.
func TestSmallBoardsSolved(t *testing.T) {
	for _, tc := range []struct {
		n        int
		winning  []string // Red's winning first moves; nil means all
		maxShort int
	}{
		{2, nil, 4}, {3, []string{"b2"}, 4}, {4, nil, 4},
	} {
		if testing.Short() && tc.n > tc.maxShort {
			continue
		}
		g := sized(t, tc.n)
		s := g.Start()
		var wins []string
		memo := map[pathway.State]bool{}
		for _, m := range ply.Moves[pathway.State, pathway.Move](g, s) {
			if !wins1(g, g.Apply(s, m), memo) {
				wins = append(wins, m.String())
			}
		}
		want := tc.winning
		if want == nil {
			want = moveNames(ply.Moves[pathway.State, pathway.Move](g, s))
		}
		if diff := cmp.Diff(want, moveNames2(wins)); diff != "" {
			t.Errorf("%dx%d winning first moves (-want +got):\n%s", tc.n, tc.n, diff)
		}
	}
}

func moveNames2(ms []string) []string { slices.Sort(ms); return ms }

// wins1 reports whether the player to move in s wins with perfect play.
func wins1(g *pathway.Game, s pathway.State, memo map[pathway.State]bool) bool {
	if _, over := g.Result(s); over {
		return true // the player to move has no placement: they win
	}
	if w, ok := memo[s]; ok {
		return w
	}
	w := false
	for _, m := range ply.Moves[pathway.State, pathway.Move](g, s) {
		if !wins1(g, g.Apply(s, m), memo) {
			w = true
			break
		}
	}
	memo[s] = w
	return w
}

func TestPerft6(t *testing.T) {
	g := pathway.MustNew()
	gametest.CheckPerft(t, g, g.Start(), []uint64{36, 1140, 35272, 963664, 25639232}, 4)
}

func TestPerft8(t *testing.T) {
	g := sized(t, 8)
	gametest.CheckPerft(t, g, g.Start(), []uint64{64, 3808, 223376, 12192352}, 3)
}

func TestParseStateErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		want error
	}{
		{"", ply.ErrSyntax},
		{"....../....../....../....../....../......", ply.ErrSyntax},
		{"....../....../....../....../....../...... x", ply.ErrSyntax},
		{"....../....../....../....../....../..... r", ply.ErrSyntax},
		{"....../....../....../....../....../.....x r", ply.ErrSyntax},
		{". r", ply.ErrSyntax},
		{strings.Repeat("................./", 16) + "................. r", ply.ErrSyntax},
		{"....../....../....../....../....../...... b", ply.ErrInvalidState},
		{"....../....../....../....../....../r..... r", ply.ErrInvalidState},
		{"....../....../....../....../....../rr.... b", ply.ErrInvalidState},
		{"rr/rr r", ply.ErrInvalidState},
		{"rr/rr b", ply.ErrInvalidState},
		{"bb../bb../rrr./rr.. b", ply.ErrInvalidState}, // cycles
	} {
		s, err := pathway.ParseState(tc.text)
		if !errors.Is(err, tc.want) {
			t.Errorf("ParseState(%q) = %v, %v; want an error wrapping %v", tc.text, s, err, tc.want)
		}
	}
	g := pathway.MustNew()
	if _, err := g.ParseState("..../..../..../.... r"); !errors.Is(err, ply.ErrInvalidState) {
		t.Errorf("a 4x4 position in the 6x6 game: %v, want ErrInvalidState", err)
	}
}

func TestParseMove(t *testing.T) {
	for _, tc := range []struct {
		text string
		n    int
		want string
		err  error
	}{
		{"c3", 6, "c3", nil},
		{"C3", 6, "c3", nil},
		{"f6", 6, "f6", nil},
		{"a10", 16, "a10", nil},
		{"p16", 16, "p16", nil},
		{"g1", 6, "", ply.ErrSyntax}, // off the board
		{"a7", 6, "", ply.ErrSyntax},
		{"p16", 15, "", ply.ErrSyntax},
		{"a0", 6, "", ply.ErrSyntax},
		{"a01", 16, "", ply.ErrSyntax},
		{"a17", 16, "", ply.ErrSyntax},
		{"q1", 16, "", ply.ErrSyntax},
		{"", 6, "", ply.ErrSyntax},
		{"a", 6, "", ply.ErrSyntax},
		{"a1x", 6, "", ply.ErrSyntax},
		{"pass", 6, "", ply.ErrSyntax},
		{"1a", 6, "", ply.ErrSyntax},
	} {
		// The empty board, where every cell is a legal placement.
		g := sized(t, tc.n)
		m, err := pathway.ParseMove(g.Start(), tc.text)
		if !errors.Is(err, tc.err) || (err == nil && m.String() != tc.want) {
			t.Errorf("ParseMove(%q, %d) = %v, %v; want %q, %v", tc.text, tc.n, m, err, tc.want, tc.err)
		}
	}
}

func TestWithSize(t *testing.T) {
	for _, n := range []int{-1, 0, 1, 17} {
		if _, err := pathway.New(pathway.WithSize(n)); !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("WithSize(%d): %v, want ErrInvalidOption", n, err)
		}
	}
	for n := pathway.MinSize; n <= pathway.MaxSize; n++ {
		g := sized(t, n)
		if got := g.CountMoves(g.Start()); got != n*n {
			t.Errorf("%dx%d: %d opening moves", n, n, got)
		}
	}
}

func TestRender(t *testing.T) {
	g := sized(t, 4)
	got := g.Render(mustState(t, examplePosition(3)))
	want := `     a b c d
  4  . . . b   4
  3  . r . .   3
  2  r . b .   2
  1  . . . .   1
     a b c d
Red to move
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Render (-want +got):\n%s", diff)
	}
}

func TestWithStart(t *testing.T) {
	s := mustState(t, "..../.r../..../.... b")
	g, err := pathway.New(pathway.WithStart(s))
	if err != nil || g.Start() != s || g.Size() != 4 {
		t.Fatalf("WithStart: %v, start %v, size %d", err, g.Start(), g.Size())
	}
	if _, err := pathway.New(pathway.WithSize(4), pathway.WithStart(s)); err != nil {
		t.Errorf("WithSize(4) and a 4x4 start: %v", err)
	}
	for _, opts := range [][]pathway.Option{
		{pathway.WithStart(pathway.State{})},
		{pathway.WithStart(s), pathway.WithSize(6)},
		{pathway.WithSize(5), pathway.WithStart(s)},
	} {
		if _, err := pathway.New(opts...); !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("New: %v, want ErrInvalidOption", err)
		}
	}
}

func TestSetup(t *testing.T) {
	g := sized(t, 5)
	if got := g.SetupNames(); len(got) != 1 || got[0] != "default" {
		t.Errorf("SetupNames() = %v", got)
	}
	if s, err := g.Setup("default", 3); err != nil || s != g.Start() || s.Size() != 5 {
		t.Errorf("Setup(default) = %v, %v", s, err)
	}
	if _, err := g.Setup("random", 3); !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("Setup(random): %v, want ErrInvalidOption", err)
	}
}
