package mapello_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/search"
)

// The game offers its scoring rules and reads the suites' published
// answers as package search asks.
var (
	_ search.ScoringRules[mapello.State, mapello.Move]    = (*mapello.Game)(nil)
	_ search.PublishedReader[mapello.State, mapello.Move] = (*mapello.Game)(nil)
)

// earlyEnd is a finished Othello board with 61 empty cells: Black's three
// discs on a1-c1, no White disc.
const earlyEnd = "XXX" + "-------------------------------------------------------------" + " O"

// TestWithScoring: the Othello rule gives the empty cells to the winner
// and leaves everything else as it is; an unknown rule is refused.
func TestWithScoring(t *testing.T) {
	g := mapello.MustNew()
	rules := g.ScoringRules()
	if len(rules) != 2 || !strings.HasPrefix(rules[0], mapello.MapelloRuleName+":") || !strings.HasPrefix(rules[1], mapello.OthelloRuleName+":") {
		t.Fatalf("ScoringRules() = %q", rules)
	}
	if own, err := g.WithScoring(mapello.MapelloRuleName); err != nil || own != ply.Game[mapello.State, mapello.Move](g) {
		t.Errorf("WithScoring(mapello) = %v, %v: want the game itself", own, err)
	}
	if _, err := g.WithScoring("go"); !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("WithScoring(go): %v, want ply.ErrInvalidOption", err)
	}
	og, err := g.WithScoring(mapello.OthelloRuleName)
	if err != nil {
		t.Fatal(err)
	}
	end, err := mapello.ParseOthello(earlyEnd)
	if err != nil {
		t.Fatal(err)
	}
	if r, over := og.Result(end); !over || r.Winner != ply.First || r.Score != [2]int{64, 0} {
		t.Errorf("othello Result = %v %v, want Black 64-0", r, over)
	}
	if r, over := g.Result(end); !over || r.Score != [2]int{3, 0} {
		t.Errorf("mapello Result = %v %v, want 3-0", r, over)
	}
	if r, over := og.Result(g.Start()); over || r != (ply.Result{}) {
		t.Errorf("othello Result of the start = %v %v", r, over)
	}
	// The wrapper keeps the game's other capabilities.
	if _, ok := ply.As[ply.Hasher[mapello.State]](og); !ok {
		t.Error("the Othello-scored game has no Hasher")
	}
}

// TestSolveByRule: search.Solver with SolveOptions.Rule "othello" gives
// FFO #5 its published +32 (Mapello's rule: +31), and refuses a rule the
// game does not have.
func TestSolveByRule(t *testing.T) {
	g := mapello.MustNew()
	s, err := mapello.ParseOthello("-OOOOO----OXXO-XXXOXOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOOO---XXXXX-- X; G8:+32;")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, c := range []struct {
		opts   search.SolveOptions
		margin int
	}{
		{search.SolveOptions{TableMB: 1}, 31},
		{search.SolveOptions{TableMB: 1, Rule: mapello.MapelloRuleName}, 31},
		{search.SolveOptions{TableMB: 1, Rule: mapello.OthelloRuleName}, 32},
		{search.SolveOptions{TableMB: 1, Rule: mapello.OthelloRuleName, ExactTableMB: 1}, 32},
		{search.SolveOptions{TableMB: 1, Rule: mapello.OthelloRuleName, NoExact: true}, 32},
	} {
		if c.opts.NoExact && testing.Short() {
			continue
		}
		sol, err := search.Solver(g, c.opts).Solve(ctx, s, search.Limits{})
		if err != nil || sol.Outcome != search.Win || sol.Margin != c.margin || sol.Move.String() != "g8" {
			t.Errorf("%+v: %+v, %v: want win %+d g8", c.opts, sol, err, c.margin)
		}
	}
	if _, err := search.Solver(g, search.SolveOptions{Rule: "go"}).Solve(ctx, s, search.Limits{}); !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("Rule go: %v, want ply.ErrInvalidOption", err)
	}
}

// TestOthelloScoringConforms: under the Othello rule, the generic solver
// and the endgame solver agree with brute force near the end of games.
func TestOthelloScoringConforms(t *testing.T) {
	og, err := mapello.MustNew().WithScoring(mapello.OthelloRuleName)
	if err != nil {
		t.Fatal(err)
	}
	games := 6
	if testing.Short() {
		games = 2
	}
	gametest.CheckSolver(t, og, []mapello.State{mustSetup("plain"), mustSetup("rulebook")}, games, 60_000)
}

// TestParsePublished: a suite's line gives its rule, score and best moves
// (all those of the best score); a Mapello state publishes nothing.
func TestParsePublished(t *testing.T) {
	g := mapello.MustNew()
	for _, c := range []struct {
		line   string
		rule   string
		margin int
		best   []string
		scored bool
	}{
		{"--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;", "othello", 18, []string{"g8"}, true},
		{"--OXXX--OOOXXX--OOOXOXO-OOXOOOX-OOXXXXXXXOOXXOX--OOOOX---XXXXXX- X; A1:+14; H3:+14; A8:+12;", "othello", 14, []string{"a1", "h3"}, true},
		{"--OXXX--OOOXXX--OOOXOXO-OOXOOOX-OOXXXXXXXOOXXOX--OOOOX---XXXXXX- X; +14;", "othello", 14, nil, true},
		{"--OXXX--OOOXXX--OOOXOXO-OOXOOOX-OOXXXXXXXOOXXOX--OOOOX---XXXXXX- X", "othello", 0, nil, false},
		{g.FormatState(g.Start()), "", 0, nil, false},
	} {
		s, rule, margin, best, scored, err := g.ParsePublished(c.line)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		var names []string
		for _, m := range best {
			names = append(names, m.String())
		}
		if want, _ := g.ParseState(c.line); s != want || rule != c.rule || margin != c.margin || !slices.Equal(names, c.best) || scored != c.scored {
			t.Errorf("%q: %q %d %q %v, want %q %d %q %v", c.line, rule, margin, names, scored, c.rule, c.margin, c.best, c.scored)
		}
	}
	if _, _, _, _, _, err := g.ParsePublished("--XXXXX X; G8:+18;"); !errors.Is(err, ply.ErrSyntax) {
		t.Errorf("a short line: %v, want ply.ErrSyntax", err)
	}
}
