package record_test

import (
	"strings"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

func TestClockComment(t *testing.T) {
	for _, tt := range []struct {
		d    time.Duration
		want string
	}{
		{9800 * time.Millisecond, "[%clk 0:00:09.8]"},
		{9899 * time.Millisecond, "[%clk 0:00:09.8]"},
		{time.Hour + 2*time.Minute + 3*time.Second, "[%clk 1:02:03.0]"},
		{-time.Second, "[%clk 0:00:00.0]"},
	} {
		got := record.ClockComment(tt.d)
		if got != tt.want {
			t.Errorf("ClockComment(%v) = %q, want %q", tt.d, got, tt.want)
		}
		back, ok := record.ParseClock("score 1 " + got + " [%eval 1/2]")
		if !ok || back != max(tt.d, 0).Truncate(100*time.Millisecond) {
			t.Errorf("ParseClock(%q) = %v, %v", got, back, ok)
		}
	}
	for _, bad := range []string{"", "[%clk]", "[%clk 1:00]", "[%clk 0:60:00]", "[%clk a:00:00]", "[%clk 0:00:61]", "[%clk 0:00:01"} {
		if d, ok := record.ParseClock(bad); ok {
			t.Errorf("ParseClock(%q) = %v", bad, d)
		}
	}
}

func TestChoiceEval(t *testing.T) {
	for _, tt := range []struct {
		c     registry.Choice
		mover ply.Player
		want  string
	}{
		{registry.Choice{Score: 0.53, Scored: true, Depth: 4, Nodes: 8812, Elapsed: 120 * time.Millisecond}, ply.First,
			"[%eval 0.53/4] score 0.53 depth 4 nodes 8812 time 120ms"},
		{registry.Choice{Score: 0.53, Scored: true, Depth: 4}, ply.Second, "[%eval -0.53/4] score 0.53 depth 4"},
		{registry.Choice{Score: search.WinScore - 5, Scored: true, Depth: 7}, ply.Second, "[%eval #-4/7] score win in 5 depth 7"},
		{registry.Choice{Score: -(search.WinScore - 3), Scored: true, Depth: 6}, ply.Second, "[%eval #2/6] score loss in 3 depth 6"},
		// The solver's, at no known distance: no distance claimed.
		{registry.Choice{Score: search.WinScore, Scored: true, Depth: 1}, ply.Second, "[%eval -1000000000/1] score win depth 1"},
		{registry.Choice{Elapsed: time.Millisecond}, ply.First, "time 1ms"},
	} {
		got := record.Comment(tt.c)
		if e, ok := record.ChoiceEval(tt.c, tt.mover); ok {
			got = record.SetEval(got, e)
			back, _, ok := record.CommentEval(got)
			if !ok || back != e {
				t.Errorf("%q reads back as %+v, %v; want %+v", got, back, ok, e)
			}
		}
		if got != tt.want {
			t.Errorf("comment of %+v by %v = %q, want %q", tt.c, tt.mover, got, tt.want)
		}
	}
}

// TestPGNTags checks the tags of PGN's conventions: Date, Round,
// Termination, TimeControl round trip, and an old record (Date with dashes,
// Round among the other tags) still loads.
func TestPGNTags(t *testing.T) {
	r := &record.Record{Game: "pathway", Date: "2026.11.25", Round: "3", Result: record.SecondWins,
		Termination: record.TimeForfeit, TimeControl: "40/60+0.5", Moves: []record.Move{{Text: "a1", Comment: "[%clk 0:00:09.8]"}}}
	text := r.String()
	for _, want := range []string{`[Date "2026.11.25"]` + "\n" + `[Round "3"]`, `[Termination "time forfeit"]` + "\n" + `[TimeControl "40/60+0.5"]`} {
		if !strings.Contains(text, want) {
			t.Errorf("the record lacks %q:\n%s", want, text)
		}
	}
	var back record.Record
	if err := back.UnmarshalText([]byte(text)); err != nil || back.String() != text {
		t.Fatalf("round trip: %v\n%s", err, back.String())
	}
	old := "[Game \"pathway\"]\n[Date \"2026-05-01\"]\n[Result \"*\"]\n[Event \"arena\"]\n[Round \"7\"]\n\n1. a1 {score 0.5 depth 2}\n"
	rec, err := record.Read(strings.NewReader(old))
	if err != nil || rec.Date != "2026-05-01" || rec.Round != "7" || len(rec.Moves) != 1 {
		t.Fatalf("an old record: %+v, %v", rec, err)
	}
	if _, _, err := rec.Replay(); err != nil {
		t.Fatalf("an old record does not replay: %v", err)
	}
	if _, err := time.Parse(record.DateFormat, "2026.11.25"); err != nil {
		t.Fatal(err)
	}
	g, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if d := record.New(g, registry.NewLine(g.Start())).Date; d != time.Now().Format("2006.01.02") {
		t.Errorf("New's Date %q, want today in PGN's form", d)
	}
}
