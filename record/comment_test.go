package record_test

import (
	"math"
	"testing"
	"time"

	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// CommentChoice reads back what Comment writes, however the arena, the
// analysis and a clock dress the comment: the cases of the two readers it
// replaced (analysis's, which wanted a depth, and tune's, which took the
// first "score" anywhere), and the comments of the records in
// analysis/testdata.
func TestCommentChoice(t *testing.T) {
	full := registry.Choice{Score: 0.53, Scored: true, Depth: 4, Nodes: 8812, Elapsed: 120 * time.Millisecond}
	for _, c := range []registry.Choice{
		full,
		{Score: -0.1169, Scored: true, Depth: 2, Nodes: 46},
		{Score: search.WinScore - 5, Scored: true, Depth: 7},
		{Score: -(search.WinScore - 2), Scored: true, Nodes: 3},
		{Score: search.WinScore, Scored: true, Depth: 1},
		{Score: 0, Scored: true},
		{Depth: 3, Nodes: 10},
		{Elapsed: time.Millisecond},
		{},
	} {
		text := record.Comment(c)
		if got := record.CommentChoice(text); got.Scored != c.Scored || got.Score != c.Score || got.Depth != c.Depth || got.Nodes != c.Nodes ||
			got.Elapsed != c.Elapsed || record.Comment(got) != text {
			t.Errorf("%q reads as %+v, want %+v", text, got, c)
		}
	}
	for _, tt := range []struct {
		comment      string
		score        float64 // NaN: none
		depth, nodes int
	}{
		// The arena's, with its [%eval] and [%clk].
		{"[%eval -0.1169/2] score -0.1169 depth 2 nodes 46 time 0ms", -0.1169, 2, 46},
		{"[%eval 0.1749/3] score -0.1749 depth 3 nodes 154 time 23ms [%clk 0:00:09.8]", -0.1749, 3, 154},
		// Annotated by the analysis: its words, then the record's own.
		{"[%eval -0.2]; score 1.52 depth 2 nodes 107 time 0ms", 1.52, 2, 107},
		{"[%eval #-10] Red wins in 12, best c2 c4 a3; score -7 depth 3", -7, 3, 0},
		// tune's: the score alone, or after other words.
		{"score 3", 3, 0, 0},
		{"book move score -2.5", -2.5, 0, 0},
		// A proven result in words; the raw number of older records.
		{"score win in 3 depth 7", search.WinScore - 3, 7, 0},
		{"[%eval #-1] score loss in 2 depth 4 nodes 9", -(search.WinScore - 2), 4, 9},
		{"score win depth 1", search.WinScore, 1, 0},
		{"score win in", search.WinScore, 0, 0},
		{"score win in x depth 2", search.WinScore, 2, 0},
		{"score win in 0 depth 2", search.WinScore, 2, 0},
		{"score 1e+09 depth 7", 1e9, 7, 0},
		{"score -1e+09 depth 7", -1e9, 7, 0},
		{"score tie in 3", math.NaN(), 0, 0},
		// No score, or one that does not read: none; the first counts.
		{"depth 4 nodes 12", math.NaN(), 4, 12},
		{"score", math.NaN(), 0, 0},
		{"score x depth 2", math.NaN(), 2, 0},
		{"score NaN depth 2", math.NaN(), 2, 0},
		{"score +Inf", math.NaN(), 0, 0},
		{"score 1 score 2 depth 3 depth 4", 1, 3, 0},
		{"score x score 2", math.NaN(), 0, 0},
		{"depth -1 nodes -3 time 5s", math.NaN(), 0, 0},
		{"", math.NaN(), 0, 0},
	} {
		got := record.CommentChoice(tt.comment)
		if got.Scored != !math.IsNaN(tt.score) || got.Scored && got.Score != tt.score || got.Depth != tt.depth || got.Nodes != uint64(tt.nodes) {
			t.Errorf("%q reads as %+v, want score %v depth %d nodes %d", tt.comment, got, tt.score, tt.depth, tt.nodes)
		}
	}
}

// CommentChoice never panics, and what it reads Comment writes back the
// same.
func FuzzCommentChoice(f *testing.F) {
	f.Add("[%eval 0.53/4] score 0.53 depth 4 nodes 8812 time 120ms [%clk 0:00:09.8]")
	f.Add("score 1e+09 depth 99999999999999999999 time 9223372036855ms")
	f.Add("[%eval #-1] score loss in 2 depth 4 nodes 9")
	f.Add("score win in 99999999999999999999 depth 3")
	f.Add("score win in")
	f.Fuzz(func(t *testing.T, c string) {
		got := record.CommentChoice(c)
		if got.Scored && (math.IsNaN(got.Score) || math.IsInf(got.Score, 0)) || got.Depth < 0 || got.Elapsed < 0 {
			t.Fatalf("%q reads as %+v", c, got)
		}
		again := record.CommentChoice(record.Comment(got))
		if record.Comment(again) != record.Comment(got) {
			t.Fatalf("%q reads as %+v, written %q, read again as %+v", c, got, record.Comment(got), again)
		}
	})
}
