// rules_test.go holds the worked examples of docs/rules/pushfight.md as table tests.

package pushfight

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply"
)

func mustState(t *testing.T, fen string) State {
	t.Helper()
	s, err := ParseState(fen)
	if err != nil {
		t.Fatalf("ParseState(%q): %v", fen, err)
	}
	return s
}

func mustMove(t *testing.T, g *Game, s State, text string) Move {
	t.Helper()
	m, err := g.ParseMove(s, text)
	if err != nil {
		t.Fatalf("ParseMove(%v, %q): %v", s, text, err)
	}
	return m
}

// pushes0 returns the legal pushes without slides, in canonical order.
func pushes0(g *Game, s State) []string {
	out := []string{}
	for _, m := range g.AppendSequences(nil, s) {
		if m.NumSlides() == 0 {
			out = append(out, m.String())
		}
	}
	return out
}

// counts returns the raw sequences by number of slides.
func counts(g *Game, s State) (by [3]int) {
	for _, m := range g.AppendSequences(nil, s) {
		by[m.NumSlides()]++
	}
	return by
}

// winningSequences counts the raw sequences that push an enemy piece off.
func winningSequences(g *Game, s State) int {
	n := 0
	for _, m := range g.AppendSequences(nil, s) {
		if r, over := g.Result(g.Apply(s, m)); over && r.Winner == s.ToMove() {
			n++
		}
	}
	return n
}

// suicidal counts the raw sequences that push the mover's own piece off.
func suicidal(g *Game, s State) int {
	n := 0
	for _, m := range g.AppendSequences(nil, s) {
		if r, over := g.Result(g.Apply(s, m)); over && r.Winner == s.ToMove().Opponent() {
			n++
		}
	}
	return n
}

// TestWorkedExamples checks the push lists, illegal pushes, turn counts
// (raw and distinct) and winning turns of the worked examples.
func TestWorkedExamples(t *testing.T) {
	tests := []struct {
		name     string
		fen      string
		pushes0  []string
		illegal  map[string]string // push -> part of the reason
		bySlides [3]int            // raw sequences with 0, 1, 2 slides; -1: unchecked
		turns    int
		distinct int
		winSeqs  int // -1: unchecked
		winDist  int // -1: unchecked
	}{
		{
			name:    "example 1 default start",
			fen:     examplePosition(1),
			pushes0: []string{"d4>", "d2<", "d2>", "d1>"},
			illegal: map[string]string{
				"d4v": "rail", "d2^": "rail", "d2v": "rail", "d1^": "rail",
				"d4<": "nothing in front", "d1<": "nothing in front",
				"d4^": "rail is directly in front", "d1v": "rail is directly in front",
				"c2>": "round on c2 cannot push",
			},
			bySlides: [3]int{4, 149, 3022}, turns: 3175, distinct: 1867,
		},
		{
			name:     "example 2 after d4>",
			fen:      examplePosition(2),
			pushes0:  []string{"f4v", "e3<", "e3>", "e1<"},
			illegal:  map[string]string{"f4<": "anchored"},
			bySlides: [3]int{-1}, turns: 1661, distinct: 1008, winSeqs: -1, winDist: -1,
		},
		{
			name:     "example 2 after d4> e3<",
			fen:      "2WB1/2wB1b2/2wWb3/2WB1 w d3 2",
			pushes0:  []string{"e4>", "d2<", "d2>", "d1>"},
			illegal:  map[string]string{"d2^": "anchored", "d1^": "anchored"},
			bySlides: [3]int{-1}, turns: 1483, distinct: 858, winSeqs: -1, winDist: -1,
		},
		{
			name:     "example 4 rail versus open notch",
			fen:      examplePosition(4),
			pushes0:  []string{"b2^"},
			illegal:  map[string]string{"e2^": "rail", "e2v": "rail", "h3<": "nothing in front", "h3v": "nothing in front"},
			bySlides: [3]int{-1}, turns: 2850, distinct: 1480, winSeqs: 1021, winDist: 565,
		},
		{
			name:     "example 5 anchored piece deep in a line",
			fen:      examplePosition(5),
			pushes0:  []string{},
			illegal:  map[string]string{"e3>": "anchored", "g4v": "anchored", "g2^": "anchored"},
			bySlides: [3]int{0, 28, 2974}, turns: 3002, distinct: 1396, winSeqs: 390, winDist: 188,
		},
		{
			name:     "example 6 own pieces in the line",
			fen:      examplePosition(6),
			pushes0:  []string{"b2<", "f2>"},
			illegal:  map[string]string{"g3>": "your own piece", "g3v": "your own piece"},
			bySlides: [3]int{-1}, turns: 3614, distinct: 2015, winSeqs: 2358, winDist: 1341,
		},
		{
			name:    "example 7 no legal turn",
			fen:     examplePosition(7),
			pushes0: []string{},
			illegal: map[string]string{
				"f2<": "anchored", "g2<": "anchored", "h2<": "anchored",
				"f2^": "rail", "f2v": "rail", "g2^": "rail",
				"f2>": "your own piece", "g2>": "your own piece", "h2^": "your own piece",
			},
			bySlides: [3]int{0, 0, 0}, turns: 0, distinct: 0, winSeqs: 0, winDist: 0,
		},
		{
			name:     "example 8 classic",
			fen:      "1WB2/3wbB2/2Wwb3/2WB1 w - 0",
			pushes0:  []string{"d4>", "c2>", "d1>"},
			bySlides: [3]int{3, 118, 2431}, turns: 2552, distinct: 1514, winSeqs: -1, winDist: -1,
		},
		{
			name:     "example 8 mirror",
			fen:      "1wb2/3WB3/2wWBb2/2WB1 w - 0",
			pushes0:  []string{"d3>", "d2<", "d2>", "d1>"},
			bySlides: [3]int{-1}, turns: 3200, distinct: 1820, winSeqs: -1, winDist: -1,
		},
	}
	g := MustNew()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := mustState(t, tc.fen)
			if diff := cmp.Diff(tc.pushes0, pushes0(g, s)); diff != "" {
				t.Errorf("pushes without slides (-want +got):\n%s", diff)
			}
			for text, reason := range tc.illegal {
				m, err := parseTurn(text)
				if err != nil {
					t.Fatal(err)
				}
				err = g.checkTurn(&s, m)
				if !errors.Is(err, ply.ErrIllegalMove) || !strings.Contains(err.Error(), reason) {
					t.Errorf("ParseMove(%q) = %v, want ErrIllegalMove because of %q", text, err, reason)
				}
			}
			if tc.bySlides[0] >= 0 {
				if got := counts(g, s); got != tc.bySlides {
					t.Errorf("sequences by slides = %v, want %v", got, tc.bySlides)
				}
			}
			if n := len(g.AppendSequences(nil, s)); n != tc.turns {
				t.Errorf("%d sequences, want %d", n, tc.turns)
			}
			moves := g.AppendMoves(nil, s)
			if len(moves) != tc.distinct {
				t.Errorf("%d distinct turns, want %d", len(moves), tc.distinct)
			}
			if tc.winSeqs >= 0 {
				if n := winningSequences(g, s); n != tc.winSeqs {
					t.Errorf("%d winning sequences, want %d", n, tc.winSeqs)
				}
			}
			if tc.winDist < 0 {
				return
			}
			wins := g.AppendWinningTurns(nil, s)
			if len(wins) != tc.winDist {
				t.Errorf("%d distinct winning turns, want %d", len(wins), tc.winDist)
			}
			if g.HasWinningTurn(s) != (tc.winDist > 0) {
				t.Errorf("HasWinningTurn = %v, want %v", !(tc.winDist > 0), tc.winDist > 0)
			}
		})
	}
}

// TestStartBoards checks the slide counts of examples 1 and 8: single slides,
// two-slide sequences and distinct pre-push boards.
func TestStartBoards(t *testing.T) {
	for _, tc := range []struct {
		fen                 string
		one, two, preBoards int
	}{
		{examplePosition(1), 32, 756, 498},
		{"1WB2/3wbB2/2Wwb3/2WB1 w - 0", 32, -1, -1},
	} {
		s := mustState(t, tc.fen)
		var tab boardTable
		gen := turnGen{tab: &tab}
		gen.init(&s, false, modeDistinct)
		gen.run(nil)
		one := 0
		for _, m := range counts1(s) {
			one += m
		}
		if one != tc.one {
			t.Errorf("%s: %d single slides, want %d", tc.fen, one, tc.one)
		}
		if tc.two >= 0 && gen.seqs != 1+tc.one+tc.two {
			t.Errorf("%s: %d slide sequences, want 1 + %d + %d", tc.fen, gen.seqs, tc.one, tc.two)
		}
		if tc.preBoards >= 0 && gen.n != tc.preBoards {
			t.Errorf("%s: %d distinct pre-push boards, want %d", tc.fen, gen.n, tc.preBoards)
		}
	}
}

// counts1 returns the number of single slides of each of the mover's
// pieces.
func counts1(s State) []int {
	me := s.side
	mine := s.sq[me] | s.rd[me]
	empty := validMask &^ s.occ()
	var out []int
	for x := mine; x != 0; x &= x - 1 {
		n := 0
		for y := flood(x&-x, empty); y != 0; y &= y - 1 {
			n++
		}
		out = append(out, n)
	}
	return out
}

// TestAnchorOverTwoTurns plays the turns of example 2 and checks the position
// strings after them.
func TestAnchorOverTwoTurns(t *testing.T) {
	g := MustNew()
	s := g.Start()
	for _, step := range []struct{ move, want string }{
		{"d4>", examplePosition(2)},
		{"e3<", "2WB1/2wB1b2/2wWb3/2WB1 w d3 2"},
	} {
		s = g.Apply(s, mustMove(t, g, s, step.move))
		if got := s.String(); got != step.want {
			t.Errorf("after %s: %s, want %s", step.move, got, step.want)
		}
	}
}

// TestBlunderAndPushOff plays example 3: White's blunder, then Black's winning
// push off the open edge left of c4.
func TestBlunderAndPushOff(t *testing.T) {
	g := MustNew()
	s := g.Start()
	s = g.Apply(s, mustMove(t, g, s, "d4-c4 d1^"))
	if got, want := s.String(), examplePosition(3); got != want {
		t.Fatalf("after d4-c4 d1^: %s, want %s", got, want)
	}
	if n := len(g.AppendWinningTurns(nil, s)); n != 690 {
		t.Errorf("Black has %d distinct winning results, want 690", n)
	}
	end := g.Apply(s, mustMove(t, g, s, "e4<"))
	r, over := g.Result(end)
	if !over || r.Winner != ply.Second || end.Phase() != Finished {
		t.Errorf("after e4<: result %v, over %v, phase %v; want Black wins", r, over, end.Phase())
	}
	if w, b := end.Pieces(ply.First), end.Pieces(ply.Second); w != 4 || b != 5 {
		t.Errorf("after e4<: %d White and %d Black pieces, want 4 and 5", w, b)
	}
	if end.At(CellAt(2, 3)) != WhiteRound || end.At(CellAt(3, 3)) != BlackSquare || end.Anchor() != CellAt(3, 3) {
		t.Errorf("after e4<: c4 holds %v, d4 %v, anchor %v; want w, B*", end.At(CellAt(2, 3)), end.At(CellAt(3, 3)), end.Anchor())
	}
	if moves := g.AppendMoves(nil, end); len(moves) != 0 {
		t.Errorf("%d moves after the game ended", len(moves))
	}
}

// TestWinningExamples plays the winning turns examples 4 to 6 name.
func TestWinningExamples(t *testing.T) {
	for _, tc := range []struct{ fen, move string }{
		{examplePosition(4), "b2^"},
		{examplePosition(5), "g2-h2 h2^"},
		{examplePosition(5), "g4-b1 b1>"},
		{examplePosition(6), "b2<"},
		{examplePosition(6), "f2>"},
	} {
		g := MustNew()
		s := mustState(t, tc.fen)
		m := mustMove(t, g, s, tc.move)
		if !slices.Contains(g.AppendWinningTurns(nil, s), m) {
			t.Errorf("%s: %s (%v) is not among the winning turns", tc.fen, tc.move, m)
		}
		if r, over := g.Result(g.Apply(s, m)); !over || r.Winner != ply.First {
			t.Errorf("%s: after %s result %v, over %v; want White wins", tc.fen, tc.move, r, over)
		}
	}
}

// TestOwnPushOffVariant checks examples 6 and 7 under SelfPushOffLoses and the
// start counts of examples 1 and 8.
func TestOwnPushOffVariant(t *testing.T) {
	g := MustNew(WithSelfPushOffLoses(true))
	s := mustState(t, examplePosition(6))
	if got := pushes0(g, s); len(got) != 4 {
		t.Errorf("example 6 variant: pushes without slides %v, want 4", got)
	}
	if n, d, k := len(g.AppendSequences(nil, s)), len(g.AppendMoves(nil, s)), suicidal(g, s); n != 5192 || d != 2714 || k != 1578 {
		t.Errorf("example 6 variant: %d sequences, %d distinct, %d suicidal; want 5192, 2714, 1578", n, d, k)
	}
	lost := mustState(t, examplePosition(7))
	if got := pushes0(g, lost); len(got) != 3 || suicidal(g, lost) != 3 {
		t.Errorf("example 7 variant: pushes %v, want 3 suicidal", got)
	}
	for _, m := range g.AppendMoves(nil, lost) {
		if r, _ := g.Result(g.Apply(lost, m)); r.Winner != ply.Second {
			t.Errorf("example 7 variant: %v does not lose", m)
		}
	}
	for _, tc := range []struct {
		fen              string
		seqs, dist, suic int
	}{
		{examplePosition(1), 3399, 1988, 224},
		{"1WB2/3wbB2/2Wwb3/2WB1 w - 0", 2804, 1633, -1},
	} {
		s := mustState(t, tc.fen)
		if n, d := len(g.AppendSequences(nil, s)), len(g.AppendMoves(nil, s)); n != tc.seqs || d != tc.dist {
			t.Errorf("%s variant: %d sequences, %d distinct; want %d, %d", tc.fen, n, d, tc.seqs, tc.dist)
		}
		if tc.suic >= 0 && suicidal(g, s) != tc.suic {
			t.Errorf("%s variant: %d suicidal, want %d", tc.fen, suicidal(g, s), tc.suic)
		}
	}
}

// TestNoLegalTurnLoses checks example 7: White has no turn and loses.
func TestNoLegalTurnLoses(t *testing.T) {
	g := MustNew()
	s := mustState(t, examplePosition(7))
	r, over := g.Result(s)
	if !over || r.Winner != ply.Second {
		t.Errorf("Result = %v, %v; want Black wins", r, over)
	}
	if _, err := g.ParseMove(s, "f2<"); !errors.Is(err, ply.ErrGameOver) {
		t.Errorf("ParseMove after the end: %v, want ErrGameOver", err)
	}
}
