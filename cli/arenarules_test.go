package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/plygo/ply/cli"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// arenaGame is a game of the arena's JSON report.
type arenaGame struct {
	Index     int
	First     int
	Second    int
	Outcome   int
	Plies     int
	Forfeit   string
	FirstBot  string `json:"first_bot"`
	SecondBot string `json:"second_bot"`
	Opening   string
}

// runArena runs the arena with args and -json, and returns its games.
func runArena(t *testing.T, args ...string) []arenaGame {
	t.Helper()
	var out, errs bytes.Buffer
	code := cli.Arena(context.Background(), append(args, "-json"), &out, &errs, false)
	if code != 0 {
		t.Fatalf("arena %q: exit %d, stderr %q", args, code, errs.String())
	}
	var rep struct{ Games []arenaGame }
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	return rep.Games
}

// pathwayOpenings returns n distinct pathway positions and a file of them.
func pathwayOpenings(t *testing.T, n int) ([]string, string) {
	t.Helper()
	g, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	line := registry.NewLine(g.Start())
	var ops []string
	text := "# three openings\n"
	for _, m := range []string{"a1", "f6", "b2", "e5", "c3"}[:n] {
		if line, err = line.Play(g, m); err != nil {
			t.Fatal(err)
		}
		ops = append(ops, g.FormatPosition(line.Position()))
		text += ops[len(ops)-1] + " # after " + m + "\n"
	}
	path := filepath.Join(t.TempDir(), "openings.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return ops, path
}

// TestArenaOpenings plays the openings of a file in order from -start,
// each twice per pair with the colours swapped, and in a seeded random
// order.
func TestArenaOpenings(t *testing.T) {
	ops, path := pathwayOpenings(t, 3)
	games := runArena(t, "-game", "pathway", "-bots", "greedy,random,alphabeta:1", "-games", "4", "-openings", path, "-start", "3")
	if len(games) != 12 {
		t.Fatalf("%d games", len(games))
	}
	want := map[string]int{} // pairings seen per opening
	for _, g := range games {
		round := g.Index / 6 // 3 pairs, 2 games each, per round
		if exp := ops[(2+round)%3]; g.Opening != exp {
			t.Errorf("game %d of round %d: opening %q, want %q", g.Index, round, g.Opening, exp)
		}
		want[g.Opening+g.FirstBot+"-"+g.SecondBot]++
	}
	for _, g := range games {
		if want[g.Opening+g.SecondBot+"-"+g.FirstBot] != 1 {
			t.Errorf("game %d: %s-%s from %q is not played with the colours swapped", g.Index, g.FirstBot, g.SecondBot, g.Opening)
		}
	}
	// Random order: the same on every run of a seed, from the file.
	order := func(seed string) []string {
		var out []string
		for _, g := range runArena(t, "-game", "pathway", "-bots", "random,greedy", "-games", "6", "-openings", path, "-order", "random", "-seed", seed) {
			if g.Index%2 == 0 {
				out = append(out, g.Opening)
			}
		}
		return out
	}
	a, b := order("5"), order("5")
	if !slices.Equal(a, b) || len(a) != 3 {
		t.Fatalf("random order differs between runs: %q, %q", a, b)
	}
	sorted := slices.Clone(a)
	slices.Sort(sorted)
	if want := slices.Sorted(slices.Values(ops)); !slices.Equal(sorted, want) {
		t.Errorf("random order %q is not the file's openings %q", a, ops)
	}
	// The shipped suite.
	for _, g := range runArena(t, "-game", "pathway", "-bots", "random,greedy", "-games", "2", "-openings", "builtin") {
		if suite, _ := os.ReadFile("../openings/pathway.txt"); !strings.HasPrefix(string(suite[strings.Index(string(suite), "\n....")+1:]), g.Opening) {
			t.Errorf("game %d: opening %q is not the suite's first", g.Index, g.Opening)
		}
	}
	for _, bad := range [][]string{{"-openings", path, "-start", "4"}, {"-openings", path, "-order", "shuffled"}, {"-openings", filepath.Join(t.TempDir(), "none")},
		{"-openings", "builtin", "-size", "5"}, {"-plies", "-1"}} {
		var errs bytes.Buffer
		if code := cli.Arena(context.Background(), append([]string{"-game", "pathway", "-bots", "random,greedy"}, bad...), &bytes.Buffer{}, &errs, false); code != 2 || errs.Len() == 0 {
			t.Errorf("%q: exit %d, stderr %q", bad, code, errs.String())
		}
	}
}

// TestArenaRecordOpenings takes the openings from the first -plies moves of
// records.
func TestArenaRecordOpenings(t *testing.T) {
	dir := t.TempDir()
	recs := filepath.Join(dir, "games.txt")
	runArena(t, "-game", "pathway", "-bots", "random,greedy", "-games", "2", "-opening", "0", "-records", recs)
	games := runArena(t, "-game", "pathway", "-bots", "random,greedy", "-games", "4", "-openings", recs, "-plies", "3")
	g, _ := registry.Open("pathway", registry.Config{})
	for i, r := range readRecords(t, recs) {
		line, err := registry.Replay(g, g.Start(), r.Texts()[:3])
		if err != nil {
			t.Fatal(err)
		}
		for _, game := range games[4*0+2*i : 2*i+2] {
			if game.Opening != g.FormatPosition(line.Position()) {
				t.Errorf("game %d: opening %q, want record %d's after 3 moves", game.Index, game.Opening, i+1)
			}
		}
	}
}

// TestArenaClock plays under a clock: the records carry the time control and
// the clocks, and a bot past its time and margin loses on time.
func TestArenaClock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.txt")
	runArena(t, "-game", "pathway", "-bots", "alphabeta,greedy", "-games", "2", "-tc", "0:01+0.05", "-timemargin", "1s", "-records", path)
	for _, r := range readRecords(t, path) {
		if r.TimeControl != "1+0.05" || r.Termination != record.Normal || len(r.Moves) == 0 {
			t.Fatalf("record\n%s", r)
		}
		for i, m := range r.Moves {
			left, ok := record.ParseClock(m.Comment)
			if !ok || left > time.Second+time.Duration(i/2+1)*50*time.Millisecond {
				t.Fatalf("move %d: comment %q", i+1, m.Comment)
			}
		}
		// The bare alphabeta thinks on its clock, not to its default
		// depth: its first move takes a share of the second.
		ab := 0
		if r.First != "alphabeta" {
			ab = 1
		}
		if left, _ := record.ParseClock(r.Moves[ab].Comment); left > time.Second {
			t.Errorf("alphabeta's clock after its first move: %v; it did not think", left)
		}
	}
	// A microsecond a move, no margin: every bot loses on time.
	games := runArena(t, "-game", "pathway", "-bots", "alphabeta:3,alphabeta:4", "-games", "2", "-tc", "st=0.000001", "-timemargin", "0", "-records", path)
	for _, g := range games {
		if g.Forfeit == "" || g.Outcome != -1 || g.Plies != 0 {
			t.Errorf("game %d: %+v, want the first player to lose on time at once", g.Index, g)
		}
	}
	for _, r := range readRecords(t, path) {
		if r.Termination != record.TimeForfeit || r.Result != record.SecondWins || !strings.Contains(r.Outcome, "lost on time") || r.TimeControl != "0.000001/move" {
			t.Errorf("record of a time forfeit:\n%s", r)
		}
	}
	var errs bytes.Buffer
	for _, bad := range [][]string{{"-tc", "1:00+x"}, {"-timemargin", "-1s"}} {
		if code := cli.Arena(context.Background(), append([]string{"-game", "pathway", "-bots", "random,greedy"}, bad...), &bytes.Buffer{}, &errs, false); code != 2 {
			t.Errorf("%q: exit %d", bad, code)
		}
	}
}

// TestArenaAdjudication ends games by the bots' scores and by -maxmoves,
// with Termination "adjudication".
func TestArenaAdjudication(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.txt")
	check := func(what string, ok func(g arenaGame, r *record.Record) bool, args ...string) {
		t.Helper()
		games := runArena(t, append([]string{"-game", "pathway", "-bots", "greedy,alphabeta:2", "-games", "4", "-records", path}, args...)...)
		recs := readRecords(t, path)
		if len(recs) != len(games) {
			t.Fatalf("%s: %d records of %d games", what, len(recs), len(games))
		}
		for i, g := range games {
			r := recs[i]
			if r.Termination != record.Adjudicated || !ok(g, r) {
				t.Errorf("%s: game %+v, record\n%s", what, g, r)
			}
		}
	}
	check("-draw", func(g arenaGame, r *record.Record) bool {
		return g.Plies == 3 && g.Outcome == 0 && r.Result == record.Draw
	},
		"-draw", "movenumber=3 movecount=2 score=1e12")
	check("-resign", func(g arenaGame, r *record.Record) bool {
		return g.Outcome != 0 && strings.Contains(r.Outcome, "resigns") && r.Result != record.Draw
	}, "-resign", "movecount=1 score=0")
	check("-maxmoves", func(g arenaGame, r *record.Record) bool { return g.Plies == 2 && g.Outcome == 0 }, "-maxmoves", "2")
	var errs bytes.Buffer
	for _, bad := range [][]string{{"-draw", "movecount=x score=1"}, {"-resign", "score=1"}, {"-maxmoves", "-1"}} {
		if code := cli.Arena(context.Background(), append([]string{"-game", "pathway", "-bots", "random,greedy"}, bad...), &bytes.Buffer{}, &errs, false); code != 2 {
			t.Errorf("%q: exit %d", bad, code)
		}
	}
}

// TestArenaExecClock: an external engine plays under a clock (told its
// budget), and one that does not answer in time loses on time.
func TestArenaExecClock(t *testing.T) {
	eng := buildEngine(t)
	path := filepath.Join(t.TempDir(), "games.txt")
	exe := "exec:" + eng + " -game pathway -bot alphabeta"
	runArena(t, "-game", "pathway", "-bots", exe+",greedy", "-games", "2", "-tc", "0:02+0.05", "-timemargin", "1s", "-records", path)
	for _, r := range readRecords(t, path) {
		if r.Termination != record.Normal || r.TimeControl != "2+0.05" {
			t.Errorf("record:\n%s", r)
		}
		for i, m := range r.Moves {
			if _, ok := record.ParseClock(m.Comment); !ok {
				t.Errorf("move %d: no clock in %q", i+1, m.Comment)
			}
		}
	}
	// An engine that answers every command but genmove, on which it
	// thinks for ten seconds.
	slow := filepath.Join(t.TempDir(), "slow.sh")
	os.WriteFile(slow, []byte(`#!/bin/sh
while read line; do
  set -- $line
  id=
  case "$1" in [0-9]*) id=$1; shift;; esac
  case "$1" in
    protocol_version) printf '=%s 2\n\n' "$id";;
    known_command) printf '=%s false\n\n' "$id";;
    genmove) exec sleep 10;;
    quit) printf '=%s\n\n' "$id"; exit 0;;
    *) printf '=%s\n\n' "$id";;
  esac
done
`), 0o755)
	games := runArena(t, "-game", "pathway", "-bots", "exec:"+slow+",greedy", "-games", "2", "-tc", "st=0.1", "-timemargin", "100ms", "-records", path)
	for _, g := range games {
		if g.Forfeit == "" || (g.FirstBot == "greedy") != (g.Outcome == 1) {
			t.Errorf("game %+v: the slow engine did not lose", g)
		}
	}
	for _, r := range readRecords(t, path) {
		if r.Termination != record.TimeForfeit {
			t.Errorf("record:\n%s", r)
		}
	}
}

// With -times the report gives each bot's moves and thinking time: a bot
// given 20 ms a move thinks about that long, a random one next to nothing,
// and the table shows the mean.
func TestArenaTimes(t *testing.T) {
	args := []string{"-game", "pathway", "-size", "5", "-bots", "alphabeta:20ms,random", "-games", "2", "-times"}
	var out, errs bytes.Buffer
	if code := cli.Arena(context.Background(), append(args, "-json"), &out, &errs, false); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	var rep struct {
		Totals []struct {
			Bot   string
			Moves int
			Think float64 `json:"think_seconds"`
		} `json:"bots_total"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Totals) != 2 || rep.Totals[0].Moves == 0 || rep.Totals[1].Moves == 0 {
		t.Fatalf("totals: %+v", rep.Totals)
	}
	if mean := rep.Totals[0].Think / float64(rep.Totals[0].Moves); mean < 0.002 || mean > 1 {
		t.Errorf("alphabeta:20ms thought %.3f s a move", mean)
	}
	if rep.Totals[1].Think >= rep.Totals[0].Think {
		t.Errorf("random thought %v s, alphabeta:20ms %v s", rep.Totals[1].Think, rep.Totals[0].Think)
	}
	out.Reset()
	if code := cli.Arena(context.Background(), args, &out, &errs, false); code != 0 || !strings.Contains(out.String(), "time a move") {
		t.Errorf("table (exit %d):\n%s", code, out.String())
	}
	// Without -times, the report has none: it stays the same run after run.
	out.Reset()
	if code := cli.Arena(context.Background(), args[:len(args)-1], &out, &errs, false); code != 0 || strings.Contains(out.String(), "time a move") {
		t.Errorf("table without -times (exit %d):\n%s", code, out.String())
	}
}

// The arena has one name per flag, fastchess's: the other names answer
// with one line that names the flag to use, and a journal written with
// -max-plies (now -maxmoves) still resumes.
func TestArenaOneNamePerFlag(t *testing.T) {
	arena := func(args ...string) (int, string, string) {
		var out, errs bytes.Buffer
		code := cli.Arena(context.Background(), args, &out, &errs, false)
		return code, out.String(), errs.String()
	}
	base := []string{"-game", "pathway", "-size", "4", "-bots", "random,greedy", "-games", "2"}
	for _, tc := range []struct{ flag, value, names string }{
		{"-parallel", "2", "use -concurrency"},
		{"-max-plies", "40", "use -maxmoves"},
		{"-time", "100ms", "use -tc st=SECONDS"},
	} {
		code, out, errs := arena(append(base, tc.flag, tc.value)...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, tc.flag+" is gone: "+tc.names) {
			t.Errorf("%s %s: exit %d, stdout %q, stderr %q; want 2 and one line naming %q", tc.flag, tc.value, code, out, errs, tc.names)
		}
	}
	journal := filepath.Join(t.TempDir(), "run.journal")
	args := append(base, "-json", "-maxmoves", "6", "-seed", "3")
	code, want, errs := arena(append(args, "-resume", journal)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	b, err := os.ReadFile(journal)
	if err != nil {
		t.Fatal(err)
	}
	old := strings.Replace(string(b), `"-maxmoves=6"`, `"-max-plies=6"`, 1)
	if old == string(b) {
		t.Fatalf("the journal has no -maxmoves=6:\n%s", b)
	}
	if err := os.WriteFile(journal, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, got, errs := arena("-resume", journal); code != 0 || got != want {
		t.Errorf("a journal of -max-plies, resumed alone: exit %d, %s, same output %v", code, errs, got == want)
	}
	if code, got, errs := arena(append(args, "-resume", journal)...); code != 0 || got != want {
		t.Errorf("a journal of -max-plies, resumed with -maxmoves: exit %d, %s, same output %v", code, errs, got == want)
	}
	withTime := strings.Replace(old, `"-max-plies=6"`, `"-max-plies=6","-time=1s"`, 1)
	if err := os.WriteFile(journal, []byte(withTime), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := arena("-resume", journal); code != 2 || !strings.Contains(errs, "-time is gone: use -tc st=SECONDS") {
		t.Errorf("a journal of -time: exit %d, %q", code, errs)
	}
}
