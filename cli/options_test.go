package cli_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plygo/ply/cli"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/record"
)

// -opt sets a game's rule options in play, which records them (the tag
// Options), and a record loads only with the options it was played with;
// play -h lists each game's options with their defaults.
func TestOptPlay(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "game.txt")
	var out, errs bytes.Buffer
	args := []string{"-game", "pushfight", "-opt", "maxturns=2", "-opt", "repetitions=off", "-p1", "random", "-p2", "random", "-quiet", "-record", path}
	if code := cli.Play(ctx, args, strings.NewReader(""), &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if !strings.Contains(out.String(), "the turn limit of 2 turns is reached") {
		t.Errorf("pushfight -opt maxturns=2:\n%s", out.String())
	}
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), `[Options "maxturns=2 repetitions=off"]`) {
		t.Errorf("the record:\n%s", text)
	}
	out.Reset()
	errs.Reset()
	if code := cli.Play(ctx, []string{"-load", path, "-opt", "maxturns=3"}, strings.NewReader(""), &out, &errs); code != 2 ||
		!strings.Contains(errs.String(), `-opt maxturns=3 (the record's options are "maxturns=2 repetitions=off")`) {
		t.Errorf("-load with other options: exit %d, %q", code, errs.String())
	}
	out.Reset()
	errs.Reset()
	if code := cli.Play(ctx, []string{"-load", path, "-opt", "repetitions=0,maxturns=2", "-quiet"}, strings.NewReader(""), &out, &errs); code != 0 ||
		!strings.Contains(out.String(), "game over") {
		t.Errorf("-load with the record's options: exit %d, %q %q", code, out.String(), errs.String())
	}
	errs.Reset()
	if code := cli.Play(ctx, []string{"-h"}, strings.NewReader(""), &out, &errs); code != 0 {
		t.Fatalf("-h: exit %d", code)
	}
	for _, want := range []string{"-opt NAME=VALUE", "options: bonus=3 ", "options: maxturns=200 ", "repetitions=3 ", "selfpushoff=off "} {
		if !strings.Contains(errs.String(), want) {
			t.Errorf("play -h says no %q", want)
		}
	}
}

// A bad -opt stops every command with one line naming the option.
func TestOptErrors(t *testing.T) {
	ctx := context.Background()
	none := strings.NewReader("")
	for _, tc := range []struct {
		cmd  string
		args []string
		says string
	}{
		{"play", []string{"-game", "pushfight", "-opt", "maxturn=5"}, "pushfight: option maxturn: the game's options are maxturns, repetitions, selfpushoff: invalid option"},
		{"perft", []string{"-game", "mapello", "-opt", "bonus=101"}, "mapello: option bonus=101: want a whole number from 0 to 100: invalid option"},
		{"solve", []string{"-game", "pathway", "-opt", "maxturns=5"}, "pathway: option maxturns: the game has no options: invalid option"},
		{"arena", []string{"-game", "pushfight", "-bots", "random,greedy", "-opt", "repetitions=1"}, "pushfight: option repetitions=1: want a whole number from 2 to 17, or off: invalid option"},
		{"engine", []string{"-game", "pushfight", "-opt", "selfpushoff=yes"}, "pushfight: option selfpushoff=yes: want on or off: invalid option"},
	} {
		var out, errs bytes.Buffer
		code := -1
		switch tc.cmd {
		case "play":
			code = cli.Play(ctx, tc.args, none, &out, &errs)
		case "perft":
			code = cli.Perft(tc.args, &out, &errs)
		case "solve":
			code = cli.Solve(ctx, tc.args, none, &out, &errs)
		case "arena":
			code = cli.Arena(ctx, tc.args, &out, &errs, false)
		case "engine":
			code = cli.Engine(ctx, tc.args, none, &out, &errs)
		}
		if code != 2 || !strings.Contains(errs.String(), tc.says) || strings.Count(errs.String(), "\n") != 1 {
			t.Errorf("%s %q: exit %d, stderr %q, want one line saying %q", tc.cmd, tc.args, code, errs.String(), tc.says)
		}
	}
}

// -opt reaches perft (own push-offs add turns), the engine (its board
// says the turn cap, which clear_board SETUP keeps) and the arena (its
// games end at the cap, and its records carry the options).
func TestOptCommands(t *testing.T) {
	ctx := context.Background()
	perft := func(opt ...string) string {
		t.Helper()
		var out, errs bytes.Buffer
		if code := cli.Perft(append([]string{"-game", "pushfight", "-depth", "1"}, opt...), &out, &errs); code != 0 {
			t.Fatalf("perft %q: exit %d: %s", opt, code, errs.String())
		}
		return strings.Fields(strings.Split(out.String(), "\n")[1])[1]
	}
	if a, b := perft(), perft("-opt", "selfpushoff=on"); a != "1867" || b != "1988" {
		t.Errorf("pushfight perft 1: %s, with selfpushoff=on %s; want 1867 and 1988", a, b)
	}

	var out, errs bytes.Buffer
	in := strings.NewReader("showboard\nclear_board classic\nshowboard\nquit\n")
	if code := cli.Engine(ctx, []string{"-game", "pushfight", "-opt", "maxturns=50", "-bot", "random"}, in, &out, &errs); code != 0 {
		t.Fatalf("engine: exit %d: %s", code, errs.String())
	}
	if n := strings.Count(out.String(), "0 of 50 turns played"); n != 2 {
		t.Errorf("engine -opt maxturns=50: %q", out.String())
	}

	path := filepath.Join(t.TempDir(), "games.txt")
	out.Reset()
	errs.Reset()
	args := []string{"-game", "mitsudomoe", "-opt", "maxturns=3", "-bots", "random,classic-random", "-games", "2", "-opening", "0", "-records", path}
	if code := cli.Arena(ctx, args, &out, &errs, false); code != 0 {
		t.Fatalf("arena: exit %d: %s", code, errs.String())
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := record.ReadAll(f)
	if err != nil || len(recs) != 2 {
		t.Fatalf("%d records: %v", len(recs), err)
	}
	for _, r := range recs {
		if r.Options.String() != "maxturns=3" || len(r.Moves) > 3 {
			t.Errorf("arena record: options %q, %d moves", r.Options, len(r.Moves))
		}
		if _, _, err := r.Replay(); err != nil {
			t.Errorf("arena record: %v", err)
		}
	}
}
