package morelli_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/morelli"
)

const defaultText = "oxoxoxoxoxoxo/x11o/o11x/x11o/o11x/x11o/o11x/x11o/o11x/x11o/o11x/x11o/xoxoxoxoxoxox x"

// tb is the part of testing.TB that rapid.T has too.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

// mustSetup returns the setup called name, seeded by seed.
func mustSetup(name string, seed uint64) morelli.State {
	s, err := morelli.MustNew().Setup(name, seed)
	if err != nil {
		panic(err)
	}
	return s
}

// randomSetup returns the rules' random setup from seed.
func randomSetup(seed uint64) morelli.State { return mustSetup("random", seed) }

func mustState(t tb, text string) morelli.State {
	t.Helper()
	s, err := morelli.ParseState(text)
	if err != nil {
		t.Fatalf("ParseState(%q): %v", text, err)
	}
	return s
}

// play parses and applies moves in turn, checking each one.
func play(t testing.TB, s morelli.State, moves ...string) morelli.State {
	t.Helper()
	g := morelli.MustNew()
	for _, text := range moves {
		m, err := g.ParseMove(s, text)
		if err != nil {
			t.Fatalf("ParseMove(%q) in %v: %v", text, s, err)
		}
		s = g.Apply(s, m)
	}
	return s
}

// movesFrom counts the legal moves in s by their starting cell.
func movesFrom(s morelli.State) map[string]int {
	out := map[string]int{}
	for _, m := range morelli.MustNew().AppendMoves(nil, s) {
		out[m.From.String()]++
	}
	return out
}

func moveNames(ms []morelli.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	slices.Sort(out)
	return out
}

// The legal move counts of every worked example of docs/rules/morelli.md,
// with the counts per piece where the example gives them.
func TestWorkedExampleMoveCounts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		state string
		moves int
		from  map[string]int
	}{
		{"example 1 Default", defaultText, 480, nil},
		{"example 2 empty Throne", examplePosition(2), 20, map[string]int{"a7": 20}},
		{"example 2 King on the Throne", "13/13/13/13/13/13/x5O6/13/13/13/13/13/12o x", 15, map[string]int{"a7": 15}},
		{"example 3 multi-capture", examplePosition(3), 17,
			map[string]int{"a8": 11, "c10": 1, "g11": 5}},
		{"example 4 red band", examplePosition(4), 52,
			map[string]int{"a3": 21, "a6": 10, "c1": 21}},
		{"example 5 tilted frame", examplePosition(5), 48,
			map[string]int{"h13": 21, "d8": 9, "f4": 9, "j6": 9}},
		{"example 6 existing frame", examplePosition(6), 13,
			map[string]int{"a1": 5, "g9": 2, "e7": 2, "g5": 2, "i7": 2}},
		{"example 7 White stuck", examplePosition(7), 0, nil},
		{"example 8 White a5", "13/13/13/13/13/13/13/13/o12/13/13/13/13 o", 21, map[string]int{"a5": 21}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := morelli.MustNew()
			s := mustState(t, tc.state)
			if got := len(g.AppendMoves(nil, s)); got != tc.moves {
				t.Errorf("%d moves, want %d", got, tc.moves)
			}
			if got := g.CountMoves(s); got != tc.moves {
				t.Errorf("CountMoves = %d, want %d", got, tc.moves)
			}
			if tc.from != nil {
				if diff := cmp.Diff(tc.from, movesFrom(s)); diff != "" {
					t.Errorf("moves per piece (-want +got):\n%s", diff)
				}
			}
		})
	}
}

// The worked moves of docs/rules/morelli.md and the states they lead to.
func TestWorkedExampleMoves(t *testing.T) {
	for _, tc := range []struct {
		name   string
		state  string
		moves  []string
		want   string
		result *ply.Result // nil: the game goes on
	}{
		{"example 1 capture at depth 2", defaultText, []string{"a1-b2", "d1-b3"},
			"oxoxoxoxoxoxo/x11o/o11x/x11o/o11x/x11o/o11x/x11o/o11x/x11o/oo10x/xo10o/1ox1xoxoxoxox x", nil},
		{"example 3 a8-e8", examplePosition(3), []string{"a8-e8"},
			"13/13/6x6/2x1xo7/3xxo7/4xxxx5/3o2X6/5x1x5/13/13/13/13/13 o", nil},
		{"example 4 a3-b2, no red capture", examplePosition(4), []string{"a3-b2"},
			"13/13/13/13/13/13/13/xo11/13/13/13/ox11/oox10 o", nil},
		{"example 4 c1-c6, red partner", examplePosition(4), []string{"c1-c6"},
			"13/13/13/13/13/13/13/xxx10/13/13/x12/o12/oo11 o", nil},
		{"example 5 h13-h10 places the King", examplePosition(5), []string{"h13-h10"},
			"13/13/13/7x5/13/3x9/6X6/9x3/13/5x7/13/1o11/13 o", nil},
		{"example 5 h13-h10 with the King there", "7x5/13/13/13/13/3x9/6X6/9x3/13/5x7/13/1o11/13 x", []string{"h13-h10"},
			"13/13/13/7x5/13/3x9/6X6/9x3/13/5x7/13/1o11/13 o", nil},
		{"example 6 a1-b2, old frame ignored, White wins", examplePosition(6), []string{"a1-b2"},
			"13/13/13/13/6x6/6o6/4xoOox4/6o6/6x6/13/13/1x11/13 o", &ply.Result{Winner: morelli.White}},
		{"example 8 d1-b3 captures b4", "13/13/13/13/13/13/13/13/1x11/1o3x7/4o8/13/3x9 x", []string{"d1-b3"},
			"13/13/13/13/13/13/13/13/1x11/1x3x7/1x2o8/13/13 o", nil},
		{"example 8 d1-d2 captures e3", "13/13/13/13/13/13/13/13/1x11/1o3x7/4o8/13/3x9 x", []string{"d1-d2"},
			"13/13/13/13/13/13/13/13/1x11/1o3x7/4x8/3x9/13 o", nil},
		{"example 8 g11-j8, no chain", examplePosition(8), []string{"g11-j8"},
			"13/13/13/13/11o1/9ox2/9o3/9o3/13/13/13/13/13 x", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := morelli.MustNew()
			s := play(t, mustState(t, tc.state), tc.moves...)
			if diff := cmp.Diff(tc.want, s.String()); diff != "" {
				t.Errorf("state after %v (-want +got):\n%s", tc.moves, diff)
			}
			r, over := g.Result(s)
			switch {
			case tc.result == nil && over:
				t.Errorf("game over (%v), want it to go on", r)
			case tc.result != nil && (!over || r != *tc.result):
				t.Errorf("Result = %v, %v; want %v, true", r, over, *tc.result)
			}
		})
	}
}

// Example 2: the exact moves of a7, over the empty Throne or stopped
// by the King.
func TestThroneCrossing(t *testing.T) {
	g := morelli.MustNew()
	s := mustState(t, examplePosition(2))
	want := []string{
		"a7-b6", "a7-b7", "a7-b8", "a7-c5", "a7-c7", "a7-c9", "a7-d10", "a7-d4", "a7-d7", "a7-e11",
		"a7-e3", "a7-e7", "a7-f12", "a7-f2", "a7-f7", "a7-h7", "a7-i7", "a7-j7", "a7-k7", "a7-l7",
	}
	if diff := cmp.Diff(want, moveNames(g.AppendMoves(nil, s))); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	if _, err := g.ParseMove(s, "a7-g7"); !errors.Is(err, ply.ErrIllegalMove) {
		t.Errorf("a7-g7 onto the Throne: %v, want ErrIllegalMove", err)
	}
	k := mustState(t, "13/13/13/13/13/13/x5O6/13/13/13/13/13/12o x")
	if _, err := g.ParseMove(k, "a7-h7"); !errors.Is(err, ply.ErrIllegalMove) {
		t.Errorf("a7-h7 through the King: %v, want ErrIllegalMove", err)
	}
}

// Example 8, the first figure: a White piece on a5 and where it may go.
func TestFig2Destinations(t *testing.T) {
	g := morelli.MustNew()
	s := mustState(t, "13/13/13/13/13/13/13/13/o12/13/13/13/13 o")
	var want []string
	for _, to := range []string{"b5", "c5", "d5", "e5", "f5", "g5", "h5", "i5", "j5", "k5", "l5",
		"b6", "c7", "d8", "e9", "f10", "g11", "h12", "b4", "c3", "d2"} {
		want = append(want, "a5-"+to)
	}
	slices.Sort(want)
	if diff := cmp.Diff(want, moveNames(g.AppendMoves(nil, s))); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"a5-i13", "a5-m5", "a5-e1", "a5-a6", "a5-a4"} {
		if _, err := g.ParseMove(s, bad); !errors.Is(err, ply.ErrIllegalMove) {
			t.Errorf("%s: %v, want ErrIllegalMove", bad, err)
		}
	}
}

// Examples 6 and 7: the game ends when the side to move cannot
// move, whatever the other side could do; the King's owner wins and an
// empty Throne is a draw.
func TestEndOfGame(t *testing.T) {
	g := morelli.MustNew()
	for _, tc := range []struct {
		state string
		want  ply.Result
	}{
		{examplePosition(7), ply.Result{Winner: morelli.Black}},
		{"13/13/13/13/13/13/5oOo5/13/13/13/13/13/x12 o", ply.Result{Winner: morelli.White}},
		{"13/13/13/13/13/13/5o1o5/13/13/13/13/13/x12 o", ply.Result{}},
		{"13/13/13/13/13/13/13/13/13/13/13/13/13 x", ply.Result{}},
		{"13/13/13/13/13/13/6X6/13/13/13/13/13/13 o", ply.Result{Winner: morelli.Black}},
	} {
		s := mustState(t, tc.state)
		r, over := g.Result(s)
		if !over || r != tc.want {
			t.Errorf("%s: Result = %v, %v; want %v, true", tc.state, r, over, tc.want)
		}
		if n := len(g.AppendMoves(nil, s)); n != 0 {
			t.Errorf("%s: %d moves in a finished game", tc.state, n)
		}
		// Game over comes first, whatever the text.
		for _, text := range []string{"a1-b2", "z9", ""} {
			if _, err := g.ParseMove(s, text); !errors.Is(err, ply.ErrGameOver) || errors.Is(err, ply.ErrSyntax) {
				t.Errorf("%s: ParseMove(%q): %v, want ErrGameOver only", tc.state, text, err)
			}
		}
	}
	// Black can still move in example 7; with Black to move the game goes on.
	if _, over := g.Result(mustState(t, "13/13/13/13/13/13/5oXo5/13/13/13/13/13/x12 x")); over {
		t.Error("game over with Black to move and a1 free to move")
	}
}

// "Choices this package makes": the King is neither a capture partner nor a
// victim.
func TestKingTakesNoPartInCaptures(t *testing.T) {
	for _, tc := range []struct {
		name, state, move, want string
	}{
		// Black lands on e7 beside White f7, with its own King beyond.
		{"King as partner", "13/13/13/13/13/13/2x2oX6/13/13/13/13/13/13 x", "c7-e7",
			"13/13/13/13/13/13/4xoX6/13/13/13/13/13/13 o"},
		// Black lands on f7 beside the White King, with a Black piece on
		// h7 beyond it.
		{"King as victim", "13/13/13/13/13/13/6Ox5/13/5x7/13/13/13/13 x", "f5-f7",
			"13/13/13/13/13/13/5xOx5/13/13/13/13/13/13 o"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := play(t, mustState(t, tc.state), tc.move).String(); got != tc.want {
				t.Errorf("after %s: %s, want %s", tc.move, got, tc.want)
			}
		})
	}
}

// Example 1: perft from Default, and 480 first moves
// from every legal setup.
func TestPerftDefault(t *testing.T) {
	g := morelli.MustNew()
	gametest.CheckPerft(t, g, g.Start(), []uint64{480, 221_257, 96_473_141}, 2)
}

func TestPerftRandom1(t *testing.T) {
	g := morelli.MustNew(morelli.WithStart(randomSetup(1)))
	gametest.CheckPerft(t, g, g.Start(), []uint64{480, 221_639}, 2)
}

func TestEverySetupHas480Moves(t *testing.T) {
	g := morelli.MustNew()
	for seed := range uint64(200) {
		s := randomSetup(seed)
		if n := g.CountMoves(s); n != 480 {
			t.Errorf("Random(%d): %d moves, want 480", seed, n)
		}
		// White would have 480 too.
		w := mustState(t, s.String()[:len(s.String())-1]+"o")
		if n := g.CountMoves(w); n != 480 {
			t.Errorf("Random(%d) with White to move: %d moves, want 480", seed, n)
		}
	}
}

// "Setups": the test vectors of the seeded setup.
func TestRandomSetupVectors(t *testing.T) {
	for seed, want := range map[uint64]string{
		0:  "xxoxoxoooxoox/x11x/x11o/x11o/o11o/x11o/o11x/x11o/x11x/x11o/x11o/o11o/oxxoxxxoxoxoo x",
		1:  "oxoxoxxxooxxx/x11x/o11x/o11x/x11x/x11o/x11o/x11o/o11o/o11x/o11x/o11o/oooxxoooxoxox x",
		2:  "xooxoxxooxxxx/o11x/x11x/o11o/o11x/o11x/o11x/o11x/o11x/x11x/o11o/o11x/ooooxxooxoxxo x",
		42: "xooxoxoxoooox/x11o/x11o/o11x/o11o/o11o/o11x/x11x/x11x/o11x/x11o/x11o/oxxxxoxoxoxxo x",
	} {
		if got := randomSetup(seed).String(); got != want {
			t.Errorf("Random(%d) = %s, want %s", seed, got, want)
		}
	}
	if got := mustSetup("default", 0).String(); got != defaultText {
		t.Errorf("Default() = %s, want %s", got, defaultText)
	}
	if got := morelli.MustNew().Start(); got != mustSetup("default", 0) {
		t.Errorf("New().Start() = %s, want Default", got)
	}
}
