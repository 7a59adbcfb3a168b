package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func arenaRun(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := run(context.Background(), args, &out, &errs, false)
	return code, out.String(), errs.String()
}

func TestTable(t *testing.T) {
	code, out, errs := arenaRun(t, "-game", "pathway", "-size", "4", "-bots", "random,greedy,minimax:2", "-games", "4")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"pathway: 12 games played, 4 per pair", "random", "greedy", "minimax:2", "95% CI", "Elo"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

// The same seed plays the same games, with one worker or several.
func TestDeterministicJSON(t *testing.T) {
	args := []string{"-size", "5", "-bots", "random,alphabeta:2", "-games", "6", "-seed", "9", "-json"}
	_, a, _ := arenaRun(t, append(args, "-concurrency", "1")...)
	code, b, errs := arenaRun(t, append(args, "-concurrency", "3")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if a != b {
		t.Errorf("results differ between 1 and 3 workers:\n%s\n%s", a, b)
	}
	var r struct {
		Played int `json:"games_played"`
		Pairs  []struct {
			Wins, Draws, Losses int
		} `json:"pairs"`
	}
	if err := json.Unmarshal([]byte(a), &r); err != nil {
		t.Fatal(err)
	}
	p := r.Pairs[0]
	if r.Played != 6 || p.Wins+p.Draws+p.Losses != 6 {
		t.Errorf("JSON: %+v", r)
	}
}

func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	code := run(ctx, []string{"-bots", "random,greedy", "-games", "10"}, &out, &errs, false)
	if code != 130 || !strings.Contains(out.String(), "(interrupted)") {
		t.Errorf("exit %d, output %q", code, out.String())
	}
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-bots", "random"},
		{"-bots", "random,human"},
		{"-bots", "random,wizard"},
		{"-games", "0"},
		{"-concurrency", "0"},
		{"-opening", "-1"},
		{"-tc", "st=-1"},
		{"-bots", "random,alphabeta:xx"},
		{"-parallel", "2"},
		{"-max-plies", "60"},
		{"-time", "1s"},
		{"-game", "checkers"},
		{"-size", "99"},
		{"stray"},
	} {
		code, out, errs := arenaRun(t, args...)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and one line", args, code, out, errs)
		}
	}
}

// arena -h offers bots only: no human.
func TestHelpListsNoHuman(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(context.Background(), []string{"-h"}, &out, &errs, false); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if strings.Contains(errs.String(), "human") {
		t.Errorf("arena -h mentions human:\n%s", errs.String())
	}
	if !strings.Contains(errs.String(), "classic-greedy") {
		t.Errorf("arena -h lacks the games' own bots:\n%s", errs.String())
	}
	for _, spec := range []string{"alphabeta:0", "mcts:0"} {
		errs.Reset()
		code := run(context.Background(), []string{"-bots", "random," + spec}, &out, &errs, false)
		if code != 2 || strings.Contains(errs.String(), "positive time") || !strings.Contains(errs.String(), "bad argument 0: want") {
			t.Errorf("%s: exit %d, %q", spec, code, errs.String())
		}
	}
}

// -sprt stops as soon as the test decides and prints the lines engine
// testers read; the JSON carries the test.
func TestSPRT(t *testing.T) {
	args := []string{"-game", "pathway", "-size", "5", "-bots", "alphabeta:2,random", "-games", "400", "-seed", "2",
		"-sprt", "elo0=0 elo1=100 model=logistic"}
	code, out, errs := arenaRun(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"SPRT alphabeta:2 vs random: elo0=0 elo1=100 alpha=0.05 beta=0.05 model=logistic\n",
		"Ptnml(0-2): [", "LLR: ", "(-2.94, 2.94) [0.00, 100.00]: H1 accepted after ", "nElo: ", "LOS: "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "interrupted") || strings.Contains(out, "400 games played") {
		t.Errorf("the test did not stop early:\n%s", out)
	}
	_, js, _ := arenaRun(t, append(args, "-json")...)
	var r struct {
		Played int `json:"games_played"`
		SPRT   struct {
			LLR    float64 `json:"llr"`
			Upper  float64 `json:"upper"`
			Pairs  int     `json:"pairs"`
			Result string  `json:"result"`
			Model  string  `json:"model"`
		} `json:"sprt"`
	}
	if err := json.Unmarshal([]byte(js), &r); err != nil {
		t.Fatal(err)
	}
	if s := r.SPRT; s.Result != "H1 accepted" || s.LLR < s.Upper || s.Model != "logistic" || r.Played != 2*s.Pairs {
		t.Errorf("JSON: %+v", r)
	}
}

// -tournament gauntlet plays the first bot against each other, whatever
// -concurrency.
func TestGauntletConcurrency(t *testing.T) {
	args := []string{"-game", "pathway", "-size", "4", "-bots", "alphabeta:2,random,greedy", "-games", "2", "-tournament", "gauntlet", "-json"}
	_, one, _ := arenaRun(t, args...)
	code, two, errs := arenaRun(t, append(args, "-concurrency", "2")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if one != two {
		t.Errorf("-concurrency 2 plays other games:\n%s\n%s", one, two)
	}
	var r struct {
		Tournament string `json:"tournament"`
		Played     int    `json:"games_played"`
		Pairs      []struct{ A, B string }
	}
	if err := json.Unmarshal([]byte(two), &r); err != nil {
		t.Fatal(err)
	}
	if r.Tournament != "gauntlet" || r.Played != 4 || len(r.Pairs) != 2 || r.Pairs[0].A != "alphabeta:2" || r.Pairs[1].A != "alphabeta:2" {
		t.Errorf("gauntlet: %+v", r)
	}
}

func TestBadSPRTFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-bots", "random,greedy", "-sprt", "elo0=5 elo1=0"},
		{"-bots", "random,greedy", "-sprt", "model=bayesian"},
		{"-bots", "random,greedy,alphabeta:1", "-sprt", "elo1=5"},
		{"-bots", "random,greedy", "-tournament", "swiss"},
		{"-bots", "random,random"},
		{"-bots", "alphabeta:1:threads=0,random"},
	} {
		code, out, errs := arenaRun(t, args...)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and one line", args, code, out, errs)
		}
	}
}

// Shards of a test merged with -merge give the report, the LLR included,
// of one run of the same games.
func TestSPRTShardsMerge(t *testing.T) {
	args := []string{"-game", "pathway", "-size", "5", "-bots", "alphabeta:2,greedy", "-games", "12", "-seed", "4", "-json",
		"-sprt", "elo0=-1 elo1=1 alpha=0.000001 beta=0.000001"} // bounds too far to stop
	code, want, errs := arenaRun(t, args...)
	if code != 0 || !strings.Contains(want, `"llr": `) {
		t.Fatalf("exit %d: %s\n%s", code, errs, want)
	}
	dir := t.TempDir()
	var files []string
	for k := range 2 {
		code, out, errs := arenaRun(t, append(args, "-shard", strconv.Itoa(k)+"/2")...)
		if code != 0 {
			t.Fatalf("shard %d: exit %d: %s", k, code, errs)
		}
		f := filepath.Join(dir, strconv.Itoa(k)+".json")
		if err := os.WriteFile(f, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	code, got, errs := arenaRun(t, append([]string{"-merge", "-json"}, files...)...)
	if code != 0 || got != want {
		t.Errorf("merged (exit %d, %s):\n%s\none run:\n%s", code, errs, got, want)
	}
}
