package record_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/plygo/ply/record"
)

// Glyphs and evaluations survive a write and a read; a move whose text
// looks like a glyph is quoted.
func TestAnnotationsRoundTrip(t *testing.T) {
	r := &record.Record{Game: "mapello", Result: record.FirstWins, Moves: []record.Move{
		{Text: "d3", NAGs: []int{record.NAGBlunder}, Comment: record.SetEval("best c4 c3", record.Eval{Score: -1.25})},
		{Text: "c3", NAGs: []int{record.NAGGood, 14}},
		{Text: "odd $4", Comment: record.SetEval("", record.Eval{Mate: -7})},
		{Text: "e3"},
	}}
	text, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var back record.Record
	if err := back.UnmarshalText(text); err != nil {
		t.Fatalf("%v in\n%s", err, text)
	}
	for i, m := range r.Moves {
		b := back.Moves[i]
		if b.Text != m.Text || b.Comment != m.Comment || !slices.Equal(b.NAGs, m.NAGs) {
			t.Errorf("move %d: %+v, want %+v\n%s", i+1, b, m, text)
		}
	}
	e, rest, ok := record.CommentEval(back.Moves[0].Comment)
	if !ok || e.Score != -1.25 || rest != "best c4 c3" {
		t.Errorf("eval %+v %q %v", e, rest, ok)
	}
	if e, _, ok := record.CommentEval(back.Moves[2].Comment); !ok || e.Mate != -7 {
		t.Errorf("mate %+v %v", e, ok)
	}
	r.Moves[3].NAGs = []int{256}
	if _, err := r.MarshalText(); !errors.Is(err, record.ErrInvalid) {
		t.Errorf("glyph 256: %v", err)
	}
	if record.Glyph(record.NAGInaccuracy) != "?!" || record.Glyph(record.NAGMistake) != "?" {
		t.Error("glyph symbols")
	}
}

// CommentEval never panics, and what it reads SetEval writes back the same.
func FuzzCommentEval(f *testing.F) {
	for _, c := range []string{"[%eval 0.53] best d3", "[%eval #-7]", "[%eval x]", " [%eval 1e400]", "score 2"} {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, c string) {
		e, rest, ok := record.CommentEval(c)
		if !ok {
			return
		}
		e2, rest2, ok2 := record.CommentEval(record.SetEval(rest, e))
		if !ok2 || e2 != e || rest2 != rest {
			t.Fatalf("%q: read %+v %q, written and read again %+v %q %v", c, e, rest, e2, rest2, ok2)
		}
	})
}
