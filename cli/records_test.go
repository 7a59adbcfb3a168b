package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply/cli"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// play runs cli.Play with args and input.
func play(t *testing.T, input string, args ...string) (int, string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := cli.Play(context.Background(), args, strings.NewReader(input), &out, &errs)
	return code, out.String(), errs.String()
}

// readRecords reads the records of the file at path.
func readRecords(t *testing.T, path string) []*record.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := record.ReadAll(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return recs
}

var fiveGames = []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"}

// TestRecordLoadReplay records the start of a game of each game, continues
// it to its end from the record, and steps through the finished record.
func TestRecordLoadReplay(t *testing.T) {
	for _, game := range fiveGames {
		t.Run(game, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, game+".txt")
			const opening = 6
			code, out, errs := play(t, "", "-game", game, "-p1", "greedy", "-p2", "alphabeta:1", "-seed", "3", "-quiet",
				"-max-plies", strconv.Itoa(opening), "-record", path)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q\n%s", code, errs, out)
			}
			recs := readRecords(t, path)
			if len(recs) != 1 {
				t.Fatalf("%d records", len(recs))
			}
			r := recs[0]
			if r.Game != game || len(r.Moves) != opening || r.Result != record.Unfinished || r.First != "greedy" || r.Second != "alphabeta:1" {
				t.Fatalf("record after %d plies:\n%s", opening, r)
			}
			if r.Moves[1].Comment == "" {
				t.Errorf("the bot's move has no comment:\n%s", r)
			}
			started := r.Texts()

			// Continue with other players to the end, recording on.
			code, out, errs = play(t, "", "-load", path, "-p1", "alphabeta:1", "-p2", "random", "-quiet", "-record", path)
			if code != 0 || errs != "" {
				t.Fatalf("-load: exit %d, stderr %q\n%s", code, errs, out)
			}
			if !strings.Contains(out, "continuing after move 6") || gameOvers(out) != 1 {
				t.Errorf("-load output, which should say once that the game is over:\n%s", out)
			}
			r = readRecords(t, path)[0]
			g, line, err := r.Replay()
			if err != nil {
				t.Fatal(err)
			}
			res, over := g.Result(line.Position())
			if !over || r.Result != record.ResultTag(res) || r.Outcome != g.DescribeEnd(line.Position()) || r.Termination != record.Normal || r.First != "alphabeta:1" {
				t.Fatalf("finished record:\n%s", r)
			}
			if got := r.Texts()[:opening]; strings.Join(got, "|") != strings.Join(started, "|") {
				t.Errorf("the first moves changed: %q, then %q", started, got)
			}
			for _, want := range []string{g.DescribeResult(res), g.EndReason(line.Position())} {
				if !strings.Contains(out, want) {
					t.Errorf("output lacks %q", want)
				}
			}

			// A finished game: its result, exit 0.
			code, out, _ = play(t, "", "-load", path, "-quiet")
			if code != 0 || gameOvers(out) != 1 || !strings.Contains(out, g.EndReason(line.Position())) {
				t.Errorf("-load of a finished game: exit %d\n%s", code, out)
			}

			// Step through it.
			n := len(r.Moves)
			code, out, errs = play(t, "next\n\nprev\nprev\nprev\ngoto 4\nlast\nnext\ngoto 999\nfrobnicate\nquit\n", "-replay", path)
			if code != 0 || errs != "" {
				t.Fatalf("-replay: exit %d, stderr %q", code, errs)
			}
			for _, want := range []string{
				"the start\n",
				"1. " + g.PlayerName(1) + ": " + r.Moves[0].Text + " {",
				"2. " + g.PlayerName(2) + ": " + r.Moves[1].Text + " {" + r.Moves[1].Comment + "}\n",
				"at the start",
				"4. ",
				strconv.Itoa(n) + ". ",
				"Game over: ",
				"at the end",
				"goto N: want N from 0 to " + strconv.Itoa(n),
				"unknown command \"frobnicate\"",
				"replay, move " + strconv.Itoa(n) + " of " + strconv.Itoa(n),
				"bye\n",
			} {
				if !strings.Contains(out, want) {
					t.Errorf("-replay output lacks %q:\n%s", want, out)
				}
			}
			if strings.Count(out, registry.TextBoard(g, registry.NewLine(line.Start), false)) < 2 {
				t.Errorf("the start board is not shown twice (start, prev):\n%s", out)
			}
		})
	}
}

// TestSaveAtPrompt plays a person's move and a bot's reply, saves, takes
// them back, saves again, and continues the first save.
func TestSaveAtPrompt(t *testing.T) {
	for _, game := range fiveGames {
		t.Run(game, func(t *testing.T) {
			g, err := registry.Open(game, registry.Config{})
			if err != nil {
				t.Fatal(err)
			}
			first := g.Moves(g.Start())[0].String()
			dir := t.TempDir()
			a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
			input := strings.Join([]string{first, "save " + a, "undo", "save " + b, "save " + filepath.Join(dir, "no", "such", "dir"), "quit"}, "\n")
			c := filepath.Join(dir, "c.txt")
			code, out, errs := play(t, input, "-game", game, "-p1", "human", "-p2", "random", "-quiet", "-record", c)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q\n%s", code, errs, out)
			}
			for _, want := range []string{"saved 2 moves to " + a, "saved 0 moves to " + b, "not saved: ", "bye"} {
				if !strings.Contains(out, want) {
					t.Errorf("output lacks %q:\n%s", want, out)
				}
			}
			ra, rb := readRecords(t, a)[0], readRecords(t, b)[0]
			if len(ra.Moves) != 2 || ra.Moves[0].Text != first || ra.First != "human" || ra.Second != "random" || len(rb.Moves) != 0 {
				t.Fatalf("saved:\n%s\n%s", ra, rb)
			}
			// -record followed the undo.
			if rc := readRecords(t, c)[0]; len(rc.Moves) != 0 || rc.Result != record.Unfinished {
				t.Errorf("-record after undo and quit:\n%s", rc)
			}
			// The person continues the game with the record's players.
			second := ""
			_, line, err := ra.Replay()
			if err != nil {
				t.Fatal(err)
			}
			second = g.Moves(line.Position())[0].String()
			code, out, _ = play(t, second+"\nquit\n", "-load", a, "-quiet")
			if code != 0 || !strings.Contains(out, "3. "+g.PlayerName(1)+" (human): "+second) || !strings.Contains(out, "4. "+g.PlayerName(2)+" (random): ") {
				t.Errorf("continuing a saved game: exit %d\n%s", code, out)
			}
		})
	}
}

func TestLoadRefusesTampered(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.txt")
	if code, out, errs := play(t, "", "-game", "mapello", "-p1", "greedy", "-p2", "random", "-quiet", "-max-plies", "10", "-record", path); code != 0 {
		t.Fatalf("exit %d %s %s", code, out, errs)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r := readRecords(t, path)[0]
	// Move 7 replaced by move 5, an occupied square by then.
	tampered := strings.Replace(string(b), "\n7. "+r.Moves[6].Text, "\n7. "+r.Moves[4].Text, 1)
	if err := os.WriteFile(path, []byte(tampered), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, flag := range []string{"-load", "-replay"} {
		code, out, errs := play(t, "", flag, path)
		if code != 2 || out != "" || !strings.Contains(errs, "move 7 \""+r.Moves[4].Text+"\"") || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s of a tampered record: exit %d, stdout %q, stderr %q", flag, code, out, errs)
		}
	}
	// Bad flags and files.
	for _, args := range [][]string{
		{"-load", filepath.Join(t.TempDir(), "missing.txt")},
		{"-load", path, "-game", "pathway"},
		{"-load", path, "-index", "2"},
		{"-load", path, "-index", "0"},
		{"-replay", path, "-record", path},
		{"-replay", path, "-load", path},
		{"-load", "records_test.go"},
	} {
		code, out, errs := play(t, "", args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
}

// TestArenaRecords plays a short tournament of each game with -records and
// checks that every game is recorded, replays, and matches the JSON
// report's entry.
func TestArenaRecords(t *testing.T) {
	for _, game := range fiveGames {
		t.Run(game, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "games.txt")
			var out, errs bytes.Buffer
			code := cli.Arena(context.Background(), []string{"-game", game, "-bots", "random,greedy", "-games", "4",
				"-maxmoves", "30", "-records", path, "-json", "-concurrency", "2"}, &out, &errs, false)
			if code != 0 || errs.Len() > 0 {
				t.Fatalf("exit %d, stderr %q", code, errs.String())
			}
			var rep struct {
				Games []struct {
					Index     int
					FirstBot  string `json:"first_bot"`
					SecondBot string `json:"second_bot"`
					Colours   [2]string
					Seed      uint64
					Result    string
					Plies     int
					Opening   string
				}
			}
			if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
				t.Fatal(err)
			}
			recs := readRecords(t, path)
			if len(recs) != 4 || len(rep.Games) != 4 {
				t.Fatalf("%d records, %d games in the report", len(recs), len(rep.Games))
			}
			byRound := map[string]*record.Record{}
			for _, r := range recs {
				round, _ := r.Tag("Round")
				byRound[round] = r
			}
			for _, row := range rep.Games {
				r := byRound[strconv.Itoa(row.Index+1)]
				if r == nil {
					t.Fatalf("no record of game %d", row.Index)
				}
				g, line, err := r.Replay()
				if err != nil {
					t.Fatalf("game %d: %v\n%s", row.Index, err, r)
				}
				if r.First != row.FirstBot || r.Second != row.SecondBot || r.Seed != row.Seed || r.Result != row.Result ||
					len(r.Moves) != row.Plies || g.FormatPosition(line.Start) != row.Opening || row.Colours != g.Players() {
					t.Errorf("game %d: report %+v, record\n%s", row.Index, row, r)
				}
				if r.Position == "" || r.Position != row.Opening {
					t.Errorf("game %d: Position %q, opening %q", row.Index, r.Position, row.Opening)
				}
				if _, over := g.Result(line.Position()); !over && (r.Termination != record.Adjudicated || r.Result != record.Draw || len(r.Moves) != 30) {
					t.Errorf("game %d: unfinished game recorded as\n%s", row.Index, r)
				}
				greedy := 0 // the greedy bot's moves carry its score
				if r.First != "greedy" {
					greedy = 1
				}
				if len(r.Moves) > greedy && !strings.Contains(r.Moves[greedy].Comment, "score ") {
					t.Errorf("game %d: the greedy move has comment %q", row.Index, r.Moves[greedy].Comment)
				}
			}
		})
	}
	var errs bytes.Buffer
	if code := cli.Arena(context.Background(), []string{"-records", filepath.Join(t.TempDir(), "no", "dir.txt")}, io.Discard, &errs, false); code != 2 {
		t.Errorf("-records in a missing directory: exit %d, %q", code, errs.String())
	}
}

// gameOvers counts the times out says that the game is over.
func gameOvers(out string) int {
	return strings.Count(strings.ToLower(out), "game over")
}
