package record_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// readFile reads every record of testdata/name.
func readFile(t *testing.T, name string) []*record.Record {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	recs, err := record.ReadAll(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	// Written again, the records are the file.
	var out bytes.Buffer
	w := record.NewWriter(&out)
	for _, r := range recs {
		if err := w.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	if d := cmp.Diff(string(b), out.String()); d != "" {
		t.Errorf("%s written again differs (-file +written):\n%s", name, d)
	}
	return recs
}

func TestTestdataReplays(t *testing.T) {
	for _, game := range []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"} {
		t.Run(game, func(t *testing.T) {
			recs := readFile(t, game+".txt")
			if len(recs) == 0 {
				t.Fatal("no records")
			}
			finished := 0
			for i, r := range recs {
				if r.Game != game {
					t.Errorf("record %d: game %q", i+1, r.Game)
				}
				g, line, err := r.Replay()
				if err != nil {
					t.Fatalf("record %d: %v", i+1, err)
				}
				if line.Len() != len(r.Moves) {
					t.Errorf("record %d: replayed %d of %d moves", i+1, line.Len(), len(r.Moves))
				}
				res, over := g.Result(line.Position())
				if over {
					finished++
					if r.Result != record.ResultTag(res) || r.Score != res.Score || r.Outcome != g.DescribeEnd(line.Position()) || r.Termination != record.Normal {
						t.Errorf("record %d: tags %s %v %q, game %v", i+1, r.Result, r.Score, r.Outcome, res)
					}
				} else if r.Result != record.Unfinished {
					t.Errorf("record %d: unfinished game with result %s", i+1, r.Result)
				}
				// New makes the same record of the replayed line.
				again := record.New(g, line)
				again.First, again.Second, again.Date = r.First, r.Second, r.Date
				for k := range again.Moves {
					again.Moves[k].Comment = r.Moves[k].Comment
				}
				if d := cmp.Diff(r, again); d != "" {
					t.Errorf("record %d: New differs (-file +new):\n%s", i+1, d)
				}
			}
			if finished == 0 {
				t.Error("no finished game")
			}
		})
	}
}

// tamper returns a copy of r with move i (from 0) replaced.
func tamper(r *record.Record, i int, move string) *record.Record {
	c := *r
	c.Moves = append([]record.Move(nil), r.Moves...)
	c.Moves[i].Text = move
	return &c
}

func TestTamperedRefused(t *testing.T) {
	for _, game := range []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"} {
		t.Run(game, func(t *testing.T) {
			r := readFile(t, game+".txt")[0]
			n := len(r.Moves)
			k := n / 2 // the move tampered with, from 0
			// Another move of the game that is illegal at move k+1.
			g, full, err := r.Replay()
			if err != nil {
				t.Fatal(err)
			}
			before := full.Undo(n - k).Position()
			other := ""
			for _, m := range r.Moves {
				if _, err := g.ParseMove(before, m.Text); err != nil {
					other = m.Text
					break
				}
			}
			if other == "" {
				t.Fatal("every move of the game is legal at move", k+1)
			}
			_, line, err := tamper(r, k, other).Replay()
			var re *record.ReplayError
			if !errors.As(err, &re) || re.Move != k+1 || !errors.Is(err, registry.ErrReplay) {
				t.Fatalf("tampered move %d: %v", k+1, err)
			}
			if !strings.Contains(err.Error(), "move "+strconv.Itoa(k+1)) {
				t.Errorf("error does not name move %d: %v", k+1, err)
			}
			if line.Len() != k {
				t.Errorf("kept %d moves, want %d", line.Len(), k)
			}
			// A move in no notation.
			_, _, err = tamper(r, 0, "zz99 @@").Replay()
			if !errors.As(err, &re) || re.Move != 1 || !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrIllegalMove) {
				t.Errorf("garbage move: %v", err)
			}
			// Truncated: the result no longer follows.
			trunc := *r
			trunc.Moves = r.Moves[:n-1]
			if _, line, err := trunc.Replay(); !errors.Is(err, record.ErrResult) || line.Len() != n-1 {
				t.Errorf("truncated: %v after %d moves", err, line.Len())
			}
			// A move after the end.
			long := *r
			long.Moves = append(append([]record.Move(nil), r.Moves...), r.Moves[n-1])
			if _, _, err := long.Replay(); !errors.As(err, &re) || re.Move != n+1 || !errors.Is(err, ply.ErrGameOver) {
				t.Errorf("a move after the end: %v", err)
			}
			// The result changed.
			swapped := *r
			swapped.Result = map[string]string{record.FirstWins: record.SecondWins, record.SecondWins: record.FirstWins}[r.Result]
			if _, _, err := swapped.Replay(); !errors.Is(err, record.ErrResult) {
				t.Errorf("result %s: %v", swapped.Result, err)
			}
			// Unfinished is fine; an adjudicated end too.
			open := trunc
			open.Result = record.Unfinished
			if _, _, err := open.Replay(); err != nil {
				t.Errorf("unfinished: %v", err)
			}
			trunc.Result, trunc.Termination = record.Draw, record.Adjudicated
			if _, _, err := trunc.Replay(); err != nil {
				t.Errorf("adjudicated: %v", err)
			}
		})
	}
}

// genRecord draws a record that can be written: any texts, moves and
// comments, notations with spaces and symbols among them.
func genRecord(t *rapid.T) *record.Record {
	text := rapid.OneOf(rapid.String(), rapid.SampledFrom([]string{
		"d4-c4 d1^", "*b2 a1>b2", "d4>a5 b2>d4 x c3>e2", "a7-h7", "pass", "d1d2d4/c2d3", "1/2-1/2", " x ", "{", "}", `"`, `\`, "a\nb", "\xff",
	}))
	r := &record.Record{
		Game:        rapid.StringMatching(`[a-z]{1,8}`).Draw(t, "game"),
		Setup:       text.Draw(t, "setup"),
		Size:        rapid.IntRange(0, 20).Draw(t, "size"),
		Seed:        rapid.Uint64().Draw(t, "seed"),
		Position:    text.Draw(t, "position"),
		First:       text.Draw(t, "first"),
		Second:      text.Draw(t, "second"),
		Date:        text.Draw(t, "date"),
		Result:      rapid.SampledFrom([]string{record.FirstWins, record.SecondWins, record.Draw, record.Unfinished}).Draw(t, "result"),
		Score:       [2]int{rapid.IntRange(-100, 100).Draw(t, "s0"), rapid.IntRange(-100, 100).Draw(t, "s1")},
		Outcome:     text.Draw(t, "outcome"),
		Termination: text.Draw(t, "termination"),
	}
	for range rapid.IntRange(0, 3).Draw(t, "options") {
		if r.Options == nil {
			r.Options = registry.Options{}
		}
		r.Options[rapid.StringMatching(`[a-z][a-z0-9]{0,5}`).Draw(t, "option")] = rapid.StringMatching(`[a-z0-9.+-]{1,6}`).Draw(t, "option value")
	}
	for i := range rapid.IntRange(0, 3).Draw(t, "tags") {
		r.Tags = append(r.Tags, record.Tag{Name: rapid.StringMatching(`X[A-Za-z0-9_]{0,6}`).Draw(t, "name") + strconv.Itoa(i), Value: text.Draw(t, "value")})
	}
	for range rapid.IntRange(0, 12).Draw(t, "moves") {
		m := record.Move{Text: text.Filter(func(s string) bool { return s != "" }).Draw(t, "move")}
		if rapid.Bool().Draw(t, "commented") {
			m.Comment = text.Draw(t, "comment")
		}
		r.Moves = append(r.Moves, m)
	}
	return r
}

func TestRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		recs := rapid.SliceOfN(rapid.Custom(genRecord), 1, 4).Draw(t, "records")
		var b bytes.Buffer
		w := record.NewWriter(&b)
		for _, r := range recs {
			if err := w.Write(r); err != nil {
				t.Fatal(err)
			}
		}
		rd := record.NewReader(bytes.NewReader(b.Bytes()))
		for i, want := range recs {
			got, err := rd.Next()
			if err != nil {
				t.Fatalf("record %d: %v\n%s", i+1, err, b.String())
			}
			if d := cmp.Diff(want, got, cmpopts.EquateEmpty()); d != "" {
				t.Fatalf("record %d (-written +read):\n%s\n%s", i+1, d, b.String())
			}
		}
		if r, err := rd.Next(); err != io.EOF {
			t.Fatalf("after the last record: %v %v", r, err)
		}
	})
}

func TestSyntaxErrors(t *testing.T) {
	const head = "[Game \"pathway\"]\n"
	for _, c := range []struct {
		text      string
		line, col int
		says      string
	}{
		{"1. c3\n", 1, 1, "want a tag"},
		{"hello\n", 1, 1, "want a tag"},
		{"[Result \"1-0\"]\n\n1. c3\n", 1, 1, "without a Game"},
		{head + "[Result \"2-0\"]\n", 2, 9, "want 1-0"},
		{head + "[Size \"big\"]\n", 2, 7, "board size"},
		{head + "[Seed \"-1\"]\n", 2, 7, "seed"},
		{head + "[Options \"maxturns\"]\n", 2, 10, "options"},
		{head + "[Options \"a=1 a=2\"]\n", 2, 10, "options"},
		{head + "[Score \"35:29\"]\n", 2, 8, "scores"},
		{head + "[Game \"pathway\"]\n", 2, 2, "twice"},
		{head + "[Event unquoted]\n", 2, 8, "double quotes"},
		{head + "[Event \"open]\n", 2, 8, "unterminated"},
		{head + "[Event \"x\"\n", 2, 11, "want ']'"},
		{head + "[Event \"x\"] y\n", 2, 12, "unexpected text"},
		{head + "[ \"x\"]\n", 2, 2, "tag name"},
		{head + "\n1. c3\n3. d4\n", 4, 1, "want 2"},
		{head + "\n1 c3\n", 3, 2, "want '.'"},
		{head + "\n1.c3\n", 3, 3, "want a space"},
		{head + "\n1. \n", 3, 4, "want a move"},
		{head + "\n1. c3 {open\n", 3, 12, "unterminated comment"},
		{head + "\n1. c3 {bad \\q}\n", 3, 12, "bad escape"},
		{head + "\n1. c3 {ok} d4\n", 3, 12, "unexpected text"},
		{head + "\n1. c3 } d4\n", 3, 7, "unexpected text"},
		{head + "\n1. \"c3\n", 3, 4, "quoted move"},
		{head + "\n1. \"c3\" d4\n", 3, 9, "unexpected text"},
		{head + "\n1. c3\n\n\"x\"\n", 5, 1, "want a tag"},
		{head + "\n1. é {x} y\n", 3, 10, "unexpected text"},
	} {
		_, err := record.ReadAll(strings.NewReader(c.text))
		var se *record.SyntaxError
		if !errors.As(err, &se) || !errors.Is(err, record.ErrSyntax) {
			t.Errorf("%q: error %v, want a SyntaxError", c.text, err)
			continue
		}
		if se.Line != c.line || se.Column != c.col || !strings.Contains(se.Msg, c.says) {
			t.Errorf("%q: %v, want line %d, column %d: ...%s...", c.text, err, c.line, c.col, c.says)
		}
	}
}

func TestReaderLenient(t *testing.T) {
	// A byte order mark, CRLF line ends, indentation, tabs, blank lines
	// and a record without moves or a blank line after its tags.
	text := "\uFEFF[Game \"pathway\"]\r\n\t[Size\t\"4\"]  \r\n1.   c3   {a \\} b}  \r\n\r\n\r\n[Game \"pathway\"]\n[Result \"*\"]\n\n\n"
	recs, err := record.ReadAll(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	want := []*record.Record{
		{Game: "pathway", Size: 4, Result: record.Unfinished, Moves: []record.Move{{Text: "c3", Comment: "a } b"}}},
		{Game: "pathway", Result: record.Unfinished},
	}
	if d := cmp.Diff(want, recs); d != "" {
		t.Errorf("(-want +read):\n%s", d)
	}
	var one record.Record
	if err := one.UnmarshalText([]byte(text)); !errors.Is(err, record.ErrSyntax) {
		t.Errorf("UnmarshalText of two records: %v", err)
	}
}

func TestWriteInvalid(t *testing.T) {
	for _, r := range []*record.Record{
		{},
		{Game: "pathway", Result: "1-1"},
		{Game: "pathway", Size: -1},
		{Game: "pathway", Tags: []record.Tag{{Name: "Result", Value: "1-0"}}},
		{Game: "pathway", Tags: []record.Tag{{Name: "9lives"}}},
		{Game: "pathway", Tags: []record.Tag{{Name: "a b"}}},
		{Game: "pathway", Options: registry.Options{"Max": "1"}},
		{Game: "pathway", Options: registry.Options{"a": "1 2"}},
		{Game: "pathway", Options: registry.Options{"a": "1,b=2"}},
		{Game: "pathway", Options: registry.Options{"a": ""}},
		{Game: "pathway", Tags: []record.Tag{{Name: "Options", Value: "a=1"}}},
	} {
		var b bytes.Buffer
		if err := record.Write(&b, r); !errors.Is(err, record.ErrInvalid) || b.Len() > 0 {
			t.Errorf("%+v: %v, wrote %q", r, err, b.String())
		}
	}
}

func TestReplayOpenErrors(t *testing.T) {
	for _, r := range []*record.Record{
		{Game: "chess"},
		{Game: "pathway", Size: 99},
		{Game: "pathway", Position: "nonsense"},
		{Game: "pathway", Options: registry.Options{"maxturns": "5"}},
		{Game: "pushfight", Options: registry.Options{"maxturns": "x"}},
	} {
		if g, _, err := r.Replay(); err == nil || g != nil {
			t.Errorf("%+v: %v", r, err)
		}
	}
}

func FuzzReader(f *testing.F) {
	for _, game := range []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"} {
		// Small seeds, the tags and first moves of each game's first
		// record: the fuzzer minimises every input that finds new
		// coverage, and a whole record of thousands of bytes took its
		// time box.
		if b, err := os.ReadFile(filepath.Join("testdata", game+".txt")); err == nil {
			lines := bytes.SplitAfter(b, []byte("\n"))
			f.Add(bytes.Join(lines[:min(len(lines), 12)], nil))
		}
	}
	f.Add([]byte("[Game \"x\"]\n1. \"a\\nb\" {c\\}}\n\n[Game \"y\"]\n[Score \"-1--2\"]\n"))
	f.Add([]byte("[Game \"x\"]\n1. a1 $4 $14 {[%eval #-3] best b2}\n2. \"c $1\" $2\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		recs, err := record.ReadAll(bytes.NewReader(b))
		if err != nil {
			var se *record.SyntaxError
			if !errors.As(err, &se) || se.Line < 1 || se.Column < 1 {
				t.Fatalf("error %v is not a located SyntaxError", err)
			}
		}
		// What was read writes and reads back the same.
		var out bytes.Buffer
		w := record.NewWriter(&out)
		for _, r := range recs {
			if err := w.Write(r); err != nil {
				t.Fatalf("writing %+v: %v", r, err)
			}
		}
		again, err := record.ReadAll(&out)
		if err != nil {
			t.Fatalf("reading back: %v\n%s", err, out.String())
		}
		if d := cmp.Diff(recs, again, cmpopts.EquateEmpty()); d != "" {
			t.Fatalf("(-read +read back):\n%s", d)
		}
		// Replaying never panics.
		for _, r := range recs {
			if len(r.Moves) < 50 {
				r.Replay()
			}
		}
	})
}

// A game's rule options go into the tag Options and come back from it, so
// that the record replays the same game: a Push Fight game drawn at a turn
// cap of 2, which the standard game would not have ended. A record
// without the tag is of the standard game.
func TestOptionsTag(t *testing.T) {
	g, err := registry.Open("pushfight", registry.Config{Options: registry.Options{"maxturns": "2", "repetitions": "0"}})
	if err != nil {
		t.Fatal(err)
	}
	line := registry.NewLine(g.Start())
	for {
		moves := g.Moves(line.Position())
		if len(moves) == 0 {
			break
		}
		if line, err = line.PlayMove(g, moves[0]); err != nil {
			t.Fatal(err)
		}
	}
	r := record.New(g, line)
	if r.Result != record.Draw || line.Len() != 2 {
		t.Fatalf("%d moves, result %s", line.Len(), r.Result)
	}
	text, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "[Options \"maxturns=2 repetitions=off\"]\n") {
		t.Fatalf("no Options tag in\n%s", text)
	}
	var back record.Record
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	g2, line2, err := back.Replay()
	if err != nil {
		t.Fatalf("replay: %v\n%s", err, text)
	}
	if g2.Config().Options.String() != "maxturns=2 repetitions=off" || line2.Len() != 2 {
		t.Errorf("replayed with options %q, %d moves", g2.Config().Options, line2.Len())
	}
	// Without the tag, the standard game does not end after two turns:
	// the record's draw is refused.
	back.Options = nil
	if _, _, err := back.Replay(); !errors.Is(err, record.ErrResult) {
		t.Errorf("without the tag: %v, want ErrResult", err)
	}
	// The standard game writes no tag.
	std, _ := registry.Open("pushfight", registry.Config{Options: registry.Options{"maxturns": "200"}})
	if text, _ := record.New(std, registry.NewLine(std.Start())).MarshalText(); strings.Contains(string(text), "Options") {
		t.Errorf("a standard game's record has options:\n%s", text)
	}
}
