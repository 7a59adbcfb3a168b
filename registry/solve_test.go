package registry_test

import (
	"context"
	"errors"
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// TestSolver: the count game (take 1 or 2 towards 7, who reaches 7 wins)
// is won by the first player with +1 (to 1, then 4, then 7).
func TestSolver(t *testing.T) {
	g := open(t, registry.Config{})
	sv, err := registry.NewSolver(g, search.SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	sol, err := sv.Solve(context.Background(), g.Start(), search.Limits{})
	if err != nil || sol.Outcome != search.Win || sol.Move.String() != "+1" {
		t.Fatalf("%+v, %v", sol, err)
	}
	if _, err := sv.Solve(context.Background(), registry.Position{}, search.Limits{}); !errors.Is(err, registry.ErrPosition) {
		t.Errorf("the zero position: %v", err)
	}
}

// TestOracleBot: the oracle plays the winning move, with a proven score;
// bad arguments are refused.
func TestOracleBot(t *testing.T) {
	g := open(t, registry.Config{})
	for _, spec := range []string{"oracle", "oracle:1s", "oracle:1000"} {
		bot, err := botText(g, spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		c, err := bot.Choose(context.Background(), registry.NewLine(g.Start()), nil)
		if err != nil || c.Move.String() != "+1" {
			t.Fatalf("%s: %+v, %v", spec, c, err)
		}
		if _, proven := search.WinDistance(c.Score); !proven || c.Score < 0 {
			t.Errorf("%s: score %v is no proven win", spec, c.Score)
		}
	}
	for _, spec := range []string{"oracle:", "oracle:0", "oracle:-1s", "oracle:2h"} {
		if _, err := botText(g, spec, 1); !errors.Is(err, bot.ErrSpec) {
			t.Errorf("NewBot(%q) = %v, want bot.ErrSpec", spec, err)
		}
	}
}

// TestOracleAnalyze: the oracle analyses a position it solves with the
// exact value of every move, best first: in the count game +1 wins and +2
// loses.
func TestOracleAnalyze(t *testing.T) {
	g := open(t, registry.Config{})
	bot, err := botText(g, "oracle:1s", 1)
	if err != nil {
		t.Fatal(err)
	}
	an, ok := bot.(registry.Analyst)
	if !ok {
		t.Fatal("the oracle is no Analyst")
	}
	a, err := an.Analyze(context.Background(), registry.NewLine(g.Start()), search.Limits{MultiPV: 3}, nil)
	if err != nil || len(a.Lines) != 2 {
		t.Fatalf("%+v, %v", a, err)
	}
	for i, want := range []struct {
		move string
		win  bool
	}{{"+1", true}, {"+2", false}} {
		l := a.Lines[i]
		_, proven := search.WinDistance(l.Score)
		if l.Move.String() != want.move || !proven || (l.Score > 0) != want.win {
			t.Errorf("line %d: %v scores %v, want %s a proven win %v", i, l.Move, l.Score, want.move, want.win)
		}
	}
}

// TestOracleMemory: an oracle bounded to 8 MiB keeps its heap within the
// bound, with a margin, while it plays Push Fight, whose lines are long
// and whose turns are many: the solver's buffers of its line, which took
// more than 100 MiB, count in the bound with its two tables.
func TestOracleMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two moves of a second")
	}
	g, err := registry.Open("pushfight", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	bot, err := botText(g, "oracle:1h", 1)
	if err != nil {
		t.Fatal(err)
	}
	rb, ok := bot.(registry.ResourceBot)
	if !ok {
		t.Fatal("the oracle is no ResourceBot")
	}
	const boundMB, marginMB = 8, 16
	rb.SetMemoryMB(boundMB)
	// A small GC target, so that the heap follows what is live.
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base, peak := ms.HeapAlloc, ms.HeapAlloc
	line := registry.NewLine(g.Start())
	for range 2 {
		done := make(chan registry.Choice)
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			defer cancel()
			c, _ := bot.Choose(ctx, line, nil)
			done <- c
		}()
		tick := time.NewTicker(5 * time.Millisecond)
	wait:
		for {
			select {
			case c := <-done:
				if line, err = line.PlayMove(g, c.Move); err != nil {
					t.Fatal(err)
				}
				break wait
			case <-tick.C:
				runtime.ReadMemStats(&ms)
				peak = max(peak, ms.HeapAlloc)
			}
		}
		tick.Stop()
	}
	if mb := (peak - base) >> 20; mb > boundMB+marginMB {
		t.Errorf("the oracle's heap reached %d MiB over the start, bound %d MiB", mb, boundMB)
	}
}

// TestSolverRules: a game's scoring rules reach its solver by name
// (SolveOptions.Rule), with the published answers of a suite's line; a
// game of one rule refuses another.
func TestSolverRules(t *testing.T) {
	count := open(t, registry.Config{})
	if rules := registry.ScoringRules(count); rules != nil {
		t.Errorf("count: ScoringRules = %q, want none", rules)
	}
	if _, err := registry.NewSolver(count, search.SolveOptions{Rule: "othello"}); !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("count, rule othello: %v, want ply.ErrInvalidOption", err)
	}
	if p, pub, err := registry.ParsePublished(count, count.FormatPosition(count.Start())); err != nil || p != count.Start() || pub.Scored {
		t.Errorf("count: ParsePublished = %v %+v %v", p, pub, err)
	}

	g, err := registry.Open("mapello", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	rules := registry.ScoringRules(g)
	if len(rules) != 2 || registry.RuleName(rules[0]) != "mapello" || registry.RuleName(rules[1]) != "othello" {
		t.Fatalf("mapello: ScoringRules = %q", rules)
	}
	// FFO #20: +6 with h5 by the Othello rule, +1 by Mapello's.
	p, pub, err := registry.ParsePublished(g, "XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X; H5:+6; G6:-2;")
	if err != nil || pub.Rule != "othello" || !pub.Scored || pub.Margin != 6 || len(pub.Best) != 1 || pub.Best[0].String() != "h5" {
		t.Fatalf("ParsePublished: %+v, %v", pub, err)
	}
	for rule, want := range map[string]int{"": 1, "mapello": 1, "othello": 6} {
		sv, err := registry.NewSolver(g, search.SolveOptions{TableMB: 1, Rule: rule})
		if err != nil {
			t.Fatal(err)
		}
		sol, err := sv.Solve(context.Background(), p, search.Limits{})
		if err != nil || sol.Margin != want || sol.Move.String() != "h5" {
			t.Errorf("rule %q: %+v, %v: want %+d h5", rule, sol, err, want)
		}
	}
	if _, err := registry.NewSolver(g, search.SolveOptions{Rule: "go"}); !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("mapello, rule go: %v, want ply.ErrInvalidOption", err)
	}
}
