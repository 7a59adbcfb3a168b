package search_test

import (
	"math"
	"testing"

	"github.com/plygo/ply/search"
)

// ScoreText says proven results in plies and reads back through
// ParseScoreText, which also reads the raw numbers of older records.
func TestScoreText(t *testing.T) {
	for _, tt := range []struct {
		score float64
		want  string
		back  float64
	}{
		{search.WinScore - 1, "win in 1", search.WinScore - 1},
		{search.WinScore - 3, "win in 3", search.WinScore - 3},
		{-(search.WinScore - 2), "loss in 2", -(search.WinScore - 2)},
		// A margin is not said: the words give the distance.
		{search.WinScore + 5*search.MarginUnit - 7, "win in 7", search.WinScore - 7},
		// The solver's, at no distance.
		{search.WinScore, "win", search.WinScore},
		{-(search.WinScore + 2*search.MarginUnit), "loss", -search.WinScore},
		{math.Inf(1), "win", search.WinScore},
		{math.Inf(-1), "loss", -search.WinScore},
		{0.53, "0.53", 0.53},
		{-12, "-12", -12},
		{12345, "1.234e+04", 12340},
		{math.Copysign(0, -1), "0", 0},
		{-0.00001, "-1e-05", -0.00001},
	} {
		got := search.ScoreText(tt.score)
		if got != tt.want {
			t.Errorf("ScoreText(%v) = %q, want %q", tt.score, got, tt.want)
		}
		if back, ok := search.ParseScoreText(got); !ok || back != tt.back {
			t.Errorf("ParseScoreText(%q) = %v, %v; want %v", got, back, ok, tt.back)
		}
	}
	// What records on disk say.
	if s, ok := search.ParseScoreText("1e+09"); !ok || s != search.WinScore {
		t.Errorf(`ParseScoreText("1e+09") = %v, %v`, s, ok)
	}
	if s, ok := search.ParseScoreText("-1e+09"); !ok || search.ScoreText(s) != "loss" {
		t.Errorf(`ParseScoreText("-1e+09") = %v, %v`, s, ok)
	}
	for _, bad := range []string{"", "win in", "win in 0", "loss in -2", "win in +3", "win in 65536", "win  in 3", "draw", "tie in 3", "NaN", "Inf", "-Inf", "win in 3 ", "x in 3"} {
		if s, ok := search.ParseScoreText(bad); ok {
			t.Errorf("ParseScoreText(%q) = %v, want none", bad, s)
		}
	}
}

// ParseScoreText never panics, and what it reads ScoreText writes back as
// it reads.
func FuzzParseScoreText(f *testing.F) {
	for _, s := range []string{"win in 3", "loss in 12", "win", "loss", "1e+09", "-1e+09", "0.53", "win in 99999999999999999999", "win in 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, ok := search.ParseScoreText(text)
		if !ok {
			return
		}
		w := search.ScoreText(s)
		back, ok := search.ParseScoreText(w)
		if !ok || search.ScoreText(back) != w {
			t.Fatalf("%q reads as %v, written %q, read again as %v, %v", text, s, w, back, ok)
		}
	})
}
