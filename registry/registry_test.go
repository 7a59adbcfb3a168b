package registry_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// count is a tiny game for the registry's tests: players add 1 or 2 to a
// counter; whoever reaches 7 wins.
type count struct{}

type countState struct {
	N    int
	Turn ply.Player
}

func (count) Start() countState                       { return countState{0, ply.First} }
func (count) ToMove(s countState) ply.Player          { return s.Turn }
func (count) Apply(s countState, m int) countState    { return countState{s.N + m, s.Turn.Opponent()} }
func (count) Evaluate(countState, ply.Player) float64 { return 0 }
func (count) AppendMoves(dst []int, s countState) []int {
	for k := 1; k <= 2 && s.N+k <= 7 && s.N < 7; k++ {
		dst = append(dst, k)
	}
	return dst
}
func (count) Result(s countState) (ply.Result, bool) {
	if s.N < 7 {
		return ply.Result{}, false
	}
	return ply.Result{Winner: s.Turn.Opponent()}, true
}

// counted adds notation.
type counted struct{ count }

func (counted) FormatMove(_ countState, m int) string { return "+" + strconv.Itoa(m) }
func (c counted) ParseMove(s countState, text string) (int, error) {
	if _, over := c.Result(s); over {
		return 0, fmt.Errorf("count: %q: %w", text, ply.ErrGameOver)
	}
	m, err := strconv.Atoi(strings.TrimPrefix(text, "+"))
	if err != nil || !strings.HasPrefix(text, "+") {
		return 0, fmt.Errorf("count: %q: %w", text, ply.ErrSyntax)
	}
	for _, legal := range c.AppendMoves(nil, s) {
		if legal == m {
			return m, nil
		}
	}
	return 0, fmt.Errorf("count: %q: %w", text, ply.ErrIllegalMove)
}
func (counted) FormatState(s countState) string { return fmt.Sprintf("%d/%d", s.N, s.Turn) }
func (counted) ParseState(text string) (countState, error) {
	var s countState
	var t int
	if n, _ := fmt.Sscanf(text, "%d/%d", &s.N, &t); n != 2 {
		return s, fmt.Errorf("count: %q: %w", text, ply.ErrSyntax)
	}
	if s.N < 0 || s.N > 7 || t < 1 || t > 2 {
		return countState{}, fmt.Errorf("count: %q: %w", text, ply.ErrInvalidState)
	}
	s.Turn = ply.Player(t)
	return s, nil
}

func open(t *testing.T, cfg registry.Config) registry.Game {
	t.Helper()
	g, err := registry.Adapt[countState, int]("count", counted{}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestAdaptNeedsNotation(t *testing.T) {
	if _, err := registry.Adapt[countState, int]("count", count{}, registry.Config{}); err == nil {
		t.Error("a game without notation was adapted")
	}
	if _, err := registry.Adapt[countState, int]("count", counted{}, registry.Config{Position: "9/1"}); !errors.Is(err, ply.ErrInvalidState) {
		t.Errorf("bad start position: %v", err)
	}
	// A wrapped game keeps its notation.
	w := ply.WithEval[countState, int](counted{}, func(countState, ply.Player) float64 { return 1 })
	if _, err := registry.Adapt("count", w, registry.Config{}); err != nil {
		t.Errorf("wrapped game: %v", err)
	}
}

func TestHandle(t *testing.T) {
	g := open(t, registry.Config{Position: "5/2"})
	p := g.Start()
	if g.FormatPosition(p) != "5/2" || g.ToMove(p) != ply.Second || g.PlayerName(ply.Second) != "second" || g.PlayerName(ply.NoPlayer) != "nobody" {
		t.Errorf("start %q, to move %v", g.FormatPosition(p), g.ToMove(p))
	}
	if got := fmt.Sprint(g.Moves(p)); got != "[+1 +2]" {
		t.Errorf("moves %q", got)
	}
	for _, tc := range []struct {
		move string
		want error
	}{{"+3", ply.ErrIllegalMove}, {"x", ply.ErrSyntax}, {"", ply.ErrSyntax}} {
		if m, err := g.ParseMove(p, tc.move); !errors.Is(err, tc.want) || m != (registry.Move{}) {
			t.Errorf("ParseMove(%q): %v, want %v and no move", tc.move, err, tc.want)
		}
	}
	m, err := g.ParseMove(p, " +2 ")
	if err != nil || m.String() != "+2" || m.Value() != 2 || m.Position() != p || m != g.Moves(p)[1] {
		t.Fatalf("ParseMove(+2) = %v, %v", m, err)
	}
	end, err := g.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	r, over := g.Result(end)
	if !over || g.DescribeResult(r) != "second wins" || g.ToMove(end) != ply.NoPlayer {
		t.Errorf("after +2: %v %v", r, over)
	}
	if _, err := g.ParseMove(end, "+1"); !errors.Is(err, ply.ErrGameOver) {
		t.Errorf("move after the end: %v", err)
	}
	if g.Perft(g.Start(), 2) != 1 || g.Render(p) != "5/2\n" {
		t.Errorf("perft %d, render %q", g.Perft(g.Start(), 2), g.Render(p))
	}
	if _, ok := g.Diagram(p); ok {
		t.Error("a diagram of a game without one")
	}
	if _, err := g.DiagramAfter(m, end); !errors.Is(err, registry.ErrNoDiagram) {
		t.Errorf("DiagramAfter: %v", err)
	}
	if _, ok := g.Clicks(p); ok {
		t.Error("clicks of a game without a board")
	}
	if _, ok := g.DiagramClicks(p, []string{"a1"}); ok {
		t.Error("a preview of a game without a board")
	}
}

// Config keeps the configuration, with the start position only when it is
// not the configuration's own.
func TestConfig(t *testing.T) {
	for _, tc := range []struct{ position, want string }{{"", ""}, {"0/1", ""}, {"5/2", "5/2"}} {
		g := open(t, registry.Config{Seed: 3, Position: tc.position})
		if c := g.Config(); c.Position != tc.want || c.Seed != 3 || g.Name() != "count" {
			t.Errorf("Position %q: config %+v", tc.position, c)
		}
	}
}

func TestForeignPosition(t *testing.T) {
	g := open(t, registry.Config{})
	var zero registry.Position
	if _, err := g.ParseMove(zero, "+1"); !errors.Is(err, registry.ErrPosition) {
		t.Errorf("ParseMove on the zero position: %v", err)
	}
	if _, err := g.Apply(registry.Move{}); !errors.Is(err, registry.ErrPosition) {
		t.Errorf("Apply of the zero move: %v", err)
	}
	if _, err := g.DiagramAfter(registry.Move{}, g.Start()); !errors.Is(err, registry.ErrPosition) {
		t.Errorf("DiagramAfter of the zero move: %v", err)
	}
	if _, err := g.DiagramAfter(g.Moves(g.Start())[0], zero); !errors.Is(err, registry.ErrPosition) {
		t.Errorf("DiagramAfter to the zero position: %v", err)
	}
	if _, over := g.Result(zero); !over || g.Moves(zero) != nil || g.ToMove(zero) != ply.NoPlayer || g.FormatPosition(zero) != "" {
		t.Error("the zero position is not treated as finished")
	}
	bot, err := botText(g, "random", 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bot.Choose(context.Background(), registry.NewLine(zero), nil); !errors.Is(err, registry.ErrPosition) {
		t.Errorf("bot on the zero position: %v", err)
	}
}

func TestBotSpecs(t *testing.T) {
	g := open(t, registry.Config{})
	for _, spec := range []string{"random", "greedy", "minimax:1", "minimax:6", "alphabeta", "alphabeta:4", "alphabeta:250ms", "mcts", "mcts:500", "mcts:1s"} {
		bot, err := botText(g, spec, 7)
		if err != nil {
			t.Errorf("NewBot(%q): %v", spec, err)
			continue
		}
		c, err := bot.Choose(context.Background(), registry.NewLine(g.Start()), nil)
		if err != nil || (c.Move.String() != "+1" && c.Move.String() != "+2") {
			t.Errorf("%s chose %+v, %v", spec, c, err)
		}
	}
	for _, spec := range []string{"", "human", "Random", "random:1", "minimax", "minimax:0", "minimax:7", "alphabeta:", "alphabeta:-1s", "alphabeta:2h", "alphabeta:65", "mcts:x", "mcts:0", "mcts:-1s", "exec:"} {
		if _, err := botText(g, spec, 1); !errors.Is(err, bot.ErrSpec) {
			t.Errorf("NewBot(%q) = %v, want bot.ErrSpec", spec, err)
		}
	}
}

// Alpha-beta reports its progress, depth by depth, and plays the win.
func TestBotProgress(t *testing.T) {
	g := open(t, registry.Config{Position: "5/1"})
	bot, err := botText(g, "alphabeta:3", 1)
	if err != nil {
		t.Fatal(err)
	}
	var depths []int
	c, err := bot.Choose(context.Background(), registry.NewLine(g.Start()), func(c registry.Choice) { depths = append(depths, c.Depth) })
	if err != nil || c.Move.String() != "+2" || !c.Scored || c.Score <= 0 || len(c.PV) == 0 {
		t.Fatalf("choice %+v, %v", c, err)
	}
	if len(depths) == 0 || depths[0] != 1 {
		t.Errorf("progress depths %v", depths)
	}
}

func TestLine(t *testing.T) {
	g := open(t, registry.Config{})
	l, err := registry.Replay(g, g.Start(), []string{"+1", "+2", "+2"})
	if err != nil {
		t.Fatal(err)
	}
	if l.Len() != 3 || g.FormatPosition(l.Position()) != "5/2" || fmt.Sprint(l.Texts()) != "[+1 +2 +2]" {
		t.Fatalf("line %v at %q", l.Moves, g.FormatPosition(l.Position()))
	}
	// Play never changes the line it is called on.
	a, _ := l.Play(g, "+1")
	b, _ := l.Play(g, "+2")
	if a.Moves[3].String() != "+1" || b.Moves[3].String() != "+2" || l.Len() != 3 {
		t.Errorf("lines share moves: %v %v %v", a.Moves, b.Moves, l.Moves)
	}
	if u := a.Undo(2); u.Len() != 2 || g.FormatPosition(u.Position()) != "3/1" {
		t.Errorf("undo: %v", u.Moves)
	}
	if u := a.Undo(10); u.Len() != 0 || u.Position() != g.Start() {
		t.Errorf("undo all: %v", u.Moves)
	}
	// A move of another position is refused.
	if _, err := l.PlayMove(g, g.Moves(g.Start())[0]); !errors.Is(err, registry.ErrPosition) {
		t.Errorf("PlayMove of a move of another position: %v", err)
	}
	// A bad move is refused with its number; the moves before it are kept.
	l, err = registry.Replay(g, g.Start(), []string{"+1", "+2", "+9", "+1"})
	if !errors.Is(err, registry.ErrReplay) || !errors.Is(err, ply.ErrIllegalMove) || !strings.Contains(err.Error(), "move 3") || l.Len() != 2 {
		t.Errorf("replay of a bad line: %v, %d moves kept", err, l.Len())
	}
}

func TestRegister(t *testing.T) {
	entry := registry.Entry{
		Name:    "count-test",
		Summary: "count to seven",
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only("count-test"); err != nil {
				return nil, err
			}
			return registry.Adapt[countState, int]("count-test", counted{}, cfg)
		},
	}
	registry.Register(entry)
	e, ok := registry.Lookup("count-test")
	if !ok || e.Demo != registry.DefaultDemo {
		t.Fatalf("lookup: %+v %v", e, ok)
	}
	if _, err := registry.Open("count-test", registry.Config{Size: 3}); !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("size on a one-size game: %v", err)
	}
	if _, err := registry.Open("count-test", registry.Config{Setup: "x"}); !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("setup on a game without setups: %v", err)
	}
	sized := entry
	sized.Name, sized.Sizes = "count-sized", registry.Sizes{Min: 2, Max: 9, Default: 7}
	sized.Open = func(cfg registry.Config) (registry.Game, error) {
		return registry.Adapt[countState, int]("count-sized", counted{}, cfg)
	}
	registry.Register(sized)
	for _, tc := range []struct {
		size int
		ok   bool
	}{{0, true}, {2, true}, {9, true}, {1, false}, {10, false}, {-1, false}} {
		if _, err := registry.Open("count-sized", registry.Config{Size: tc.size}); (err == nil) != tc.ok || (err != nil && !errors.Is(err, ply.ErrInvalidOption)) {
			t.Errorf("size %d: %v", tc.size, err)
		}
	}
	if _, err := registry.Open("no-such-game", registry.Config{}); !errors.Is(err, registry.ErrUnknownGame) {
		t.Errorf("unknown game: %v", err)
	}
	for _, bad := range []registry.Entry{entry, {Name: "", Open: entry.Open}, {Name: "two words", Open: entry.Open}, {Name: "no-open"}, {Name: "bad-sizes", Open: entry.Open, Sizes: registry.Sizes{Min: 4, Max: 8, Default: 9}}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%q) did not panic", bad.Name)
				}
			}()
			registry.Register(bad)
		}()
	}
}

// reasoned is count that says why it ended.
type reasoned struct{ counted }

func (r reasoned) EndReason(s countState) string {
	if _, over := r.Result(s); !over {
		return ""
	}
	return "the counter reached 7"
}

// TestEndReason checks the handle's EndReason and DescribeEnd, with the
// game's own reason and without one (the generic reason).
func TestEndReason(t *testing.T) {
	own, err := registry.Adapt[countState, int]("count", reasoned{}, registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		g          registry.Game
		why, whole string
	}{
		{own, "the counter reached 7", "second wins: the counter reached 7"},
		{open(t, registry.Config{}), ply.GenericEndReason, "second wins: " + ply.GenericEndReason},
	} {
		end, err := tc.g.ParsePosition("7/1")
		if err != nil {
			t.Fatal(err)
		}
		if got := tc.g.EndReason(end); got != tc.why {
			t.Errorf("EndReason = %q, want %q", got, tc.why)
		}
		if got := tc.g.DescribeEnd(end); got != tc.whole {
			t.Errorf("DescribeEnd = %q, want %q", got, tc.whole)
		}
		if tc.g.EndReason(tc.g.Start()) != "" || tc.g.DescribeEnd(tc.g.Start()) != "" || tc.g.EndReason(registry.Position{}) != "" {
			t.Error("a reason for a game going on, or for the zero position")
		}
	}
}

// scaled is counted with the scale of its evaluation.
type scaled struct{ counted }

func (scaled) EvalScale() float64 { return 5 }

// CurveOf gives the curve of the game's Entry, else the curve of its
// EvalScale, else the zero Curve; Register refuses a bad curve. (Its games
// are registered after TestLevelsPlay, which plays every registered game.)
func TestCurveOf(t *testing.T) {
	entry := func(name string, c search.Curve, scaledGame bool) registry.Entry {
		return registry.Entry{Name: name, Curve: c, Open: func(cfg registry.Config) (registry.Game, error) {
			if scaledGame {
				return registry.Adapt[countState, int](name, scaled{}, cfg)
			}
			return registry.Adapt[countState, int](name, counted{}, cfg)
		}}
	}
	registry.Register(entry("count-curve", search.Curve{Scale: 3}, true))
	registry.Register(entry("count-nocurve", search.Curve{}, true))
	registry.Register(entry("count-plain", search.Curve{}, false))
	for _, tt := range []struct {
		name string
		want search.Curve
	}{
		{"count-curve", search.Curve{Scale: 3}}, // the Entry's, before the EvalScale
		{"count-nocurve", search.Curve{Scale: 5}},
		{"count-plain", search.Curve{}},
	} {
		g, err := registry.Open(tt.name, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		if got := registry.CurveOf(g); got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
	// A game nobody registered: its EvalScale, else the zero Curve.
	g, err := registry.Adapt[countState, int]("count-unregistered", scaled{}, registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if got := registry.CurveOf(g); got != (search.Curve{Scale: 5}) {
		t.Errorf("unregistered: %+v", got)
	}
	if got := registry.CurveOf(open(t, registry.Config{})); got != (search.Curve{}) {
		t.Errorf("unregistered, no EvalScale: %+v", got)
	}
	for _, bad := range []float64{-1, math.NaN(), math.Inf(1)} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register with a curve scale %v did not panic", bad)
				}
			}()
			registry.Register(entry("count-badcurve", search.Curve{Scale: bad}, false))
		}()
	}
}

// A line reads through the curve, but MCTS's mean outcome as (s+1)/2.
func TestBestLineExpected(t *testing.T) {
	c := search.Curve{Scale: 4}
	for _, tt := range []struct {
		l    registry.BestLine
		want float64
	}{
		{registry.BestLine{Score: 2, Depth: 5}, c.Expected(2)},
		{registry.BestLine{Score: -2}, c.Expected(-2)},
		{registry.BestLine{Score: 0.4, Visits: 100}, 0.7},
		{registry.BestLine{Score: -1, Visits: 3}, 0},
		{registry.BestLine{Score: search.WinScore - 9, Visits: 10}, 1},
		{registry.BestLine{Score: -(search.WinScore - 9), Visits: 10}, 0},
		{registry.BestLine{Score: search.WinScore - 9}, 1},
	} {
		if got := tt.l.Expected(c); got != tt.want {
			t.Errorf("%+v: %v, want %v", tt.l, got, tt.want)
		}
	}
}
