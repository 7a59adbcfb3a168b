// rules_test.go holds the rules tests: worked examples, rulings, end checks and perft.

package mitsudomoe_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mitsudomoe"
)

func mustState(t testing.TB, text string) mitsudomoe.State {
	t.Helper()
	s, err := mitsudomoe.ParseState(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// moveTexts returns the canonical texts of moves, sorted.
func moveTexts(moves []mitsudomoe.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	slices.Sort(out)
	return out
}

// freeCells returns the cells of s without a ball, other than except.
func freeCells(s mitsudomoe.State, except ...string) []string {
	var out []string
	for c := range mitsudomoe.Cell(mitsudomoe.NumCells) {
		if s.Ball(c) == ply.NoPlayer && !slices.Contains(except, c.String()) {
			out = append(out, c.String())
		}
	}
	return out
}

// workedExample is one worked example of docs/rules/mitsudomoe.md.
type workedExample struct {
	name  string
	state string
	count int
	// moves builds the exact move list the example gives, if it does.
	moves func(s mitsudomoe.State) []string
}

var workedExamples = []workedExample{
	{
		name:  "1 start",
		state: examplePosition(1),
		count: 9,
		moves: func(mitsudomoe.State) []string {
			return []string{"*b2 a1>b2", "*b2 a2>b2", "*b2 b1>b2", "*a3 a1>a3", "*a3 a2>a3",
				"*c1 a1>c1", "*c1 b1>c1", "*b3 a2>b3", "*c2 b1>c2"}
		},
	},
	{
		name:  "2 vault with one relocation",
		state: examplePosition(2),
		count: 40,
		moves: func(s mitsudomoe.State) []string {
			var out []string
			for _, y := range freeCells(s, "d4") {
				if y != "a5" {
					out = append(out, "d4>"+y+" b2>d4 x c3>a5")
				}
				if y != "e2" {
					out = append(out, "d4>"+y+" b2>d4 x c3>e2")
				}
				if slices.Contains([]string{"a2", "a3", "b1", "b3", "c1", "c2"}, y) {
					out = append(out, "d4>"+y+" b2>"+y)
				}
			}
			return out
		},
	},
	{
		name:  "3 multi-ball vault, chain relocation, vault killed by covering",
		state: examplePosition(3),
		count: 78,
		moves: func(s mitsudomoe.State) []string {
			var out []string
			for _, y := range freeCells(s, "e3") {
				if y != "a5" {
					for _, v := range []string{"a3>e3 x c3>a5", "a3>e3 x d3>a5", "b3>e3 x c3>a5", "b3>e3 x d3>a5"} {
						out = append(out, "e3>"+y+" "+v)
					}
				}
				if slices.Contains([]string{"a2", "a4", "b2", "b4"}, y) {
					out = append(out, "e3>"+y+" a3>"+y)
				}
				if slices.Contains([]string{"a2", "a4", "b2", "b4", "c2", "c4"}, y) {
					out = append(out, "e3>"+y+" b3>"+y)
				}
			}
			return out
		},
	},
	{
		name:  "4 vaults blocked by balls in their goal",
		state: examplePosition(4),
		count: 51,
		moves: func(s mitsudomoe.State) []string {
			var out []string
			for _, src := range []string{"a3", "c1", "c3"} {
				for _, y := range freeCells(s, src, "e1") {
					out = append(out, src+">"+y+" a1>c3 x b2>e1")
				}
			}
			return out
		},
	},
	{
		name:  "5 a winning move and suicidal relocations",
		state: examplePosition(5),
		count: 28,
		moves: func(s mitsudomoe.State) []string {
			steps := []string{"c4", "c5", "d3", "e3", "e4"}
			var out []string
			for _, y := range freeCells(s) {
				if y != "a2" {
					out = append(out, "*"+y+" d4>b2 x c3>a2")
				}
				if slices.Contains(steps, y) {
					out = append(out, "*"+y+" d4>"+y, "b2>"+y+" d4>"+y)
				}
			}
			return out
		},
	},
	{
		name:  "6 no legal turn",
		state: examplePosition(6),
		count: 0,
		moves: func(mitsudomoe.State) []string { return nil },
	},
}

// TestWorkedExamples checks the move count and the exact move list of every
// worked example of docs/rules/mitsudomoe.md.
func TestWorkedExamples(t *testing.T) {
	g := mitsudomoe.MustNew()
	for _, ex := range workedExamples {
		t.Run(ex.name, func(t *testing.T) {
			s := mustState(t, ex.state)
			moves := ply.Moves(g, s)
			if len(moves) != ex.count {
				t.Errorf("%d moves, want %d", len(moves), ex.count)
			}
			want := ex.moves(s)
			slices.Sort(want)
			if diff := cmp.Diff(want, moveTexts(moves), cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("moves differ (-want +got):\n%s", diff)
			}
			for _, m := range moves {
				back, err := mitsudomoe.ParseMove(s, m.String())
				if err != nil || back != m {
					t.Errorf("ParseMove(%q) = %v, %v", m, back, err)
				}
			}
		})
	}
}

// TestExample5Outcomes checks the outcomes docs/rules/mitsudomoe.md gives for
// example 5: two moves win, the eighteen vaults lose (E2), the rest go on.
func TestExample5Outcomes(t *testing.T) {
	g := mitsudomoe.MustNew()
	s := mustState(t, workedExamples[4].state)
	var wins, losses []string
	neutral := 0
	for _, m := range ply.Moves(g, s) {
		r, over := g.Result(g.Apply(s, m))
		switch {
		case over && r.Winner == ply.First:
			wins = append(wins, m.String())
		case over && r.Winner == ply.Second:
			losses = append(losses, m.String())
			if !strings.HasSuffix(m.String(), "d4>b2 x c3>a2") {
				t.Errorf("%v loses, want only the vaults to", m)
			}
		case over:
			t.Errorf("%v ends in %v", m, r)
		default:
			neutral++
		}
	}
	slices.Sort(wins)
	if diff := cmp.Diff([]string{"*e4 d4>e4", "b2>e4 d4>e4"}, wins); diff != "" {
		t.Errorf("winning moves (-want +got):\n%s", diff)
	}
	if len(losses) != 18 || neutral != 8 {
		t.Errorf("%d losing and %d neutral moves, want 18 and 8", len(losses), neutral)
	}
}

// TestEndChecks checks E1–E4 and their order.
func TestEndChecks(t *testing.T) {
	tests := []struct {
		name     string
		state    string
		maxPlies int
		want     ply.Result
		over     bool
	}{
		{"start is not over", examplePosition(1), 200, ply.Result{}, false},
		{"E1 goal reached", "3,wW,wW/4,wW/5/1,bB,3/bB,bB,3 b 5 5 9", 200, ply.Result{Winner: ply.First}, true},
		{"E1 before E2", "3,wW,wW/4,wW/5/bB,4/bB,bB,3 b 5 5 9", 200, ply.Result{Winner: ply.First}, true},
		{"E2 own home filled", "3,wW,1/4,wW/5/bB,4/bB,bB,1,wW,1 b 5 5 9", 200, ply.Result{Winner: ply.Second}, true},
		{"E2 for Black", "3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 1", 200, ply.Result{Winner: ply.First}, true},
		{"E2 with a ball of each colour", "5/4,wW/2,bB,2/wW,4/bB,bB,1,wW,1 b 5 5 5", 200, ply.Result{Winner: ply.Second}, true},
		{"E1 and E2 wait for a turn", "5/4,wW/2,bB,2/wW,4/bB,bB,1,wW,1 b 5 5 0", 200, ply.Result{}, false},
		{"E3 no turn", "wb,wb,wb,wbB,bB/wb,4/wW,wW,wW,2/5/2,bB,2 w 0 1 7", 200, ply.Result{Winner: ply.Second}, true},
		{"E3 at ply 0", examplePosition(6), 200, ply.Result{Winner: ply.Second}, true},
		{"E3 before E4", "wb,wb,wb,wbB,bB/wb,4/wW,wW,wW,2/5/2,bB,2 w 0 1 200", 200, ply.Result{Winner: ply.Second}, true},
		{"E4 turn cap", "3,bB,bB/4,bB/2,wW,2/1,wW,3/w,wW,3 b 4 5 200", 200, ply.Result{}, true},
		{"E4 past the cap", "3,bB,bB/4,bB/2,wW,2/1,wW,3/w,wW,3 b 4 5 250", 200, ply.Result{}, true},
		{"E4 below the cap", "3,bB,bB/4,bB/2,wW,2/1,wW,3/w,wW,3 b 4 5 199", 200, ply.Result{}, false},
		{"E4 off", "3,bB,bB/4,bB/2,wW,2/1,wW,3/w,wW,3 b 4 5 200", 0, ply.Result{}, false},
		{"E4 custom cap", "3,bB,bB/4,bB/2,wW,2/1,wW,3/w,wW,3 b 4 5 10", 10, ply.Result{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := mitsudomoe.MustNew(mitsudomoe.WithMaxTurns(tt.maxPlies))
			s := mustState(t, tt.state)
			r, over := g.Result(s)
			if r != tt.want || over != tt.over {
				t.Errorf("Result = %v, %v; want %v, %v", r, over, tt.want, tt.over)
			}
			if n := len(ply.Moves(g, s)); over && n != 0 || !over && n == 0 {
				t.Errorf("over = %v with %d moves", over, n)
			}
		})
	}
}

// TestRulings checks the finer rulings of docs/rules/mitsudomoe.md on small
// positions: which moves exist and which do not.
func TestRulings(t *testing.T) {
	tests := []struct {
		name    string
		state   string
		present []string
		absent  []string
		// count, if not -1, is the number of moves with the ball step of
		// present[0] and its ring step.
		count int
	}{
		{
			name:    "three balls, five free enemy rings: 55 relocation outcomes",
			state:   "b,b,b,wW,wW/5/wW,bB,bB,bB,w/5/b,3,b w 4 0 0",
			present: []string{"*c1 a3>e3 x b3>a1,c3>e1,d3>a5", "*c1 a3>e3 x c3>c5", "*c1 a3>e3 x b3>a5,c3>b5"},
			count:   55,
		},
		{
			name:    "covering a free enemy ring leaves four: 34 outcomes",
			state:   "b,b,b,wW,wW/5/wW,bB,bB,bB,w/5/b,3,b w 4 0 0",
			present: []string{"*a5 a3>e3 x c3>c5"},
			absent:  []string{"*a5 a3>e3 x c3>a5"},
			count:   34,
		},
		{
			name:    "own frozen balls do not move but can be vaulted over",
			state:   "2,wW,wW,w/4,wW/5/5/bB,bB,w,bB,b w 3 4 0",
			present: []string{"*a3 c5>e5"},
			absent:  []string{"*c4 d5>c4", "*d4 e4>d4"},
			count:   -1,
		},
		{
			name:    "a ring cannot move onto its own cell",
			state:   "3,bB,bB/4,bB/5/1,wW,3/wW,ww,wW,2 w 3 5 0",
			present: []string{"b1>d3 a1>b1"},
			absent:  []string{"b1>b1 a1>b1"},
			count:   -1,
		},
		{
			name:    "the ring step can create the landing ring behind a ball",
			state:   examplePosition(1),
			present: []string{"*a3 a1>a3", "*c1 a1>c1"},
			absent:  []string{"*a4 a1>a3"},
			count:   -1,
		},
		{
			name:    "a vault over own balls needs no enemy ring to be exposed",
			state:   examplePosition(1),
			present: []string{"*a3 a1>a3", "*c1 a1>c1"},
			count:   -1,
		},
		{
			name:    "moving the only exposed ring away kills the step onto it",
			state:   "3,bB,bB/4,bB/5/wW,w,3/wW,wW,3 w 4 5 0",
			present: []string{"b2>c1 b1>c1", "b2>a3 a2>a3"},
			absent:  []string{"b2>c3 a1>b2"},
			count:   -1,
		},
		{
			name:    "lifting a ring exposes the one below for this turn",
			state:   "3,bB,bB/4,bB/5/wW,ww,3/wW,wW,3 w 3 5 0",
			present: []string{"b2>c3 a1>b2", "b2>c1 b1>c1"},
			count:   -1,
		},
		{
			name:    "an enemy ball not on its goal is vaulted and relocated, even onto my goal",
			state:   "3,b,bB/4,bB/2,bB,2/1,wW,3/wW,wW,1,w,1 w 4 4 0",
			present: []string{"*d4 b2>d4 x c3>d5"},
			count:   -1,
		},
	}
	g := mitsudomoe.MustNew()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := mustState(t, tt.state)
			moves := moveTexts(ply.Moves(g, s))
			for _, m := range tt.present {
				if !slices.Contains(moves, m) {
					t.Errorf("%q missing from %q", m, moves)
				}
			}
			for _, m := range tt.absent {
				if slices.Contains(moves, m) {
					t.Errorf("%q generated", m)
				}
			}
			if tt.count >= 0 {
				parts := strings.SplitN(tt.present[0], " ", 3)
				prefix := parts[0] + " " + parts[1]
				n := 0
				for _, m := range moves {
					if strings.HasPrefix(m, prefix) {
						n++
					}
				}
				if n != tt.count {
					t.Errorf("%d moves %q..., want %d", n, prefix, tt.count)
				}
			}
		})
	}
}

// TestPerft checks perft from the start against docs/rules/mitsudomoe.md
// (depth 4 and deeper only without -short; depth 5 rests on this package
// and a second implementation only, the Prolog program stopped at depth 4).
func TestPerft(t *testing.T) {
	g := mitsudomoe.MustNew()
	gametest.CheckPerft(t, g, g.Start(), []uint64{9, 81, 6_287, 358_136, 35_711_274}, 3)
}

// TestPerftDivide checks that the first-ply split of perft sums to perft.
func TestPerftDivide(t *testing.T) {
	g := mitsudomoe.MustNew()
	var sum uint64
	for _, e := range ply.PerftDivide(g, g.Start(), 3) {
		sum += e.Nodes
	}
	if sum != 6_287 {
		t.Errorf("divide sums to %d, want 6287", sum)
	}
}

// TestMaxTurnsOption checks the default and the WithMaxTurns option.
func TestMaxTurnsOption(t *testing.T) {
	for _, tt := range []struct {
		opts []mitsudomoe.Option
		want int
	}{
		{nil, 200},
		{[]mitsudomoe.Option{mitsudomoe.WithMaxTurns(0)}, 0},
		{[]mitsudomoe.Option{mitsudomoe.WithMaxTurns(60)}, 60},
	} {
		if got := mitsudomoe.MustNew(tt.opts...).MaxTurns(); got != tt.want {
			t.Errorf("MaxTurns = %d, want %d", got, tt.want)
		}
	}
	if g, err := mitsudomoe.New(mitsudomoe.WithMaxTurns(-3)); g != nil || !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("WithMaxTurns(-3): %v, %v; want ErrInvalidOption", g, err)
	}
	if got := fmt.Sprint(mitsudomoe.MustNew()); got != "mitsudomoe (max 200 turns)" {
		t.Errorf("String = %q", got)
	}
}

// TestSetupsAndStart checks the one named setup and the WithStart option.
func TestSetupsAndStart(t *testing.T) {
	g := mitsudomoe.MustNew()
	if diff := cmp.Diff([]string{"default"}, g.SetupNames()); diff != "" {
		t.Errorf("SetupNames (-want +got):\n%s", diff)
	}
	s, err := g.Setup("default", 7)
	if err != nil || s != g.Start() {
		t.Errorf("Setup(default) = %v, %v; want the start", s, err)
	}
	if _, err := g.Setup("random", 7); !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("Setup(random): %v, want ErrInvalidOption", err)
	}
	ex := mustState(t, workedExamples[2].state)
	h := mitsudomoe.MustNew(mitsudomoe.WithStart(ex))
	if got := h.Start(); got != ex {
		t.Errorf("WithStart: Start = %v, want %v", got, ex)
	}
	if got, _ := h.Setup("default", 0); got != ex {
		t.Errorf("WithStart: Setup(default) = %v, want %v", got, ex)
	}
	if g, err := mitsudomoe.New(mitsudomoe.WithStart(mitsudomoe.State{})); g != nil || !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("WithStart(zero State): %v, %v; want ErrInvalidOption", g, err)
	}
}

// TestStateAccessors checks the accessors on the start, off-board cells
// and bad players, and the package's own invariant check.
func TestStateAccessors(t *testing.T) {
	s := mitsudomoe.MustNew().Start()
	a1, e5 := cell("a1"), cell("e5")
	got := []any{s.ToMove(), s.Turns(), s.Supply(ply.First), s.Supply(ply.NoPlayer),
		s.Height(a1), s.Ring(a1, 0), s.Ring(a1, 1), s.Ring(a1, -1), s.Top(e5), s.Ball(e5), s.Ball(cell("c3")),
		s.Height(mitsudomoe.NoCell), s.Top(mitsudomoe.Cell(40)), s.Ball(mitsudomoe.NoCell),
		s.Balls(ply.First), s.Balls(ply.NoPlayer)}
	want := []any{ply.First, 0, 5, 0,
		1, ply.First, ply.NoPlayer, ply.NoPlayer, ply.Second, ply.Second, ply.NoPlayer,
		0, ply.NoPlayer, ply.NoPlayer,
		[]mitsudomoe.Cell{a1, cell("b1"), cell("a2")}, []mitsudomoe.Cell(nil)}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("accessors (-want +got):\n%s", diff)
	}
	if err := mitsudomoe.CheckState(s); err != nil {
		t.Errorf("start: %v", err)
	}
	if err := mitsudomoe.CheckState(mitsudomoe.State{}); err == nil {
		t.Error("the zero State passes the invariant check")
	}
}

// TestZeroState checks that the zero State, which is not a position of the
// game, is handled without panics: no moves, and over.
func TestZeroState(t *testing.T) {
	g := mitsudomoe.MustNew()
	var s mitsudomoe.State
	if moves := ply.Moves(g, s); len(moves) != 0 {
		t.Errorf("%d moves in the zero state", len(moves))
	}
	if _, over := g.Result(s); !over {
		t.Error("the zero state is not over")
	}
	_ = g.Evaluate(s, ply.First)
	_ = g.Hash(s)
	_ = g.Render(s)
	if _, err := g.ParseMove(s, "*a1 a1>b1"); !errors.Is(err, ply.ErrGameOver) {
		t.Errorf("ParseMove in the zero state: %v", err)
	}
}
