package analysis_test

import (
	"bytes"
	"context"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply/analysis"
	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// analyse analyses the record in file with the bot spec.
func analyse(t *testing.T, file, spec string) (*record.Record, *analysis.Report) {
	t.Helper()
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Read(bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	bs, err := bot.Parse(spec)
	if err != nil {
		t.Fatal(err)
	}
	b, err := g.NewBot(bs, 1)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := analysis.Review(context.Background(), g, rec, b.(registry.Analyst), analysis.Options{Annotator: spec})
	if err != nil {
		t.Fatal(err)
	}
	return rec, rep
}

// The planted blunder of testdata/blunder.txt (its Blunder tag), a move
// that turns a proven win into a proven loss, is marked ??, with the best
// line; the moves that keep a proven win are never judged mistakes; and
// the annotated record reads back and replays.
func TestPlantedBlunder(t *testing.T) {
	rec, rep := analyse(t, "testdata/blunder.txt", "alphabeta:16")
	tag, _ := rec.Tag("Blunder")
	planted, _ := strconv.Atoi(tag)
	out := rep.Record
	for i, m := range out.Moves {
		j := rep.Moves[i]
		if i+1 == planted {
			if !slices.Equal(m.NAGs, []int{record.NAGBlunder}) || j.Loss != 1 || !strings.Contains(m.Comment, "best ") ||
				!strings.Contains(m.Comment, "win in 12 for Red") {
				t.Errorf("the planted blunder, move %d %s: glyphs %v, loss %v, comment %q", i+1, m.Text, m.NAGs, j.Loss, m.Comment)
			}
			continue
		}
		if j.Proven && j.BestScore > 0 && j.After == 1 && slices.ContainsFunc(m.NAGs, func(n int) bool { return n != record.NAGGood }) {
			t.Errorf("move %d %s keeps a proven win but has glyphs %v", i+1, m.Text, m.NAGs)
		}
		if _, _, ok := record.CommentEval(m.Comment); !ok && i < len(out.Moves)-1 {
			t.Errorf("move %d: no evaluation in %q", i+1, m.Comment)
		}
	}
	mover := planted % 2 // 0: First moved the blunder (odd move numbers)
	if mover == 1 {
		mover = 0
	} else {
		mover = 1
	}
	if rep.Sides[mover].Blunders < 1 {
		t.Errorf("summary %+v does not count the blunder", rep.Sides)
	}
	if v, ok := out.Tag("FirstAnalysis"); !ok || !strings.Contains(v, "mean loss") {
		t.Errorf("FirstAnalysis %q", v)
	}
	text, err := out.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	back, err := record.Read(bytes.NewReader(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if _, line, err := back.Replay(); err != nil || line.Len() != len(rec.Moves) {
		t.Fatalf("the annotated record replays %d moves: %v\n%s", line.Len(), err, text)
	}
	if !slices.Equal(back.Moves[planted-1].NAGs, []int{record.NAGBlunder}) {
		t.Errorf("read back, the blunder has glyphs %v", back.Moves[planted-1].NAGs)
	}
	t.Logf("\n%s", text)
}

// The fit recovers the scale of results drawn from a curve, and refuses
// too few samples.
func TestFit(t *testing.T) {
	var samples []analysis.Sample
	want := search.Curve{Scale: 6}
	for i := range 2000 {
		s := float64(i%41-20) / 2
		p := want.Expected(s)
		// Results spread as the curve says, without randomness.
		r := 0.0
		if float64(i%97)/97 < p {
			r = 1
		}
		samples = append(samples, analysis.Sample{Score: s, Result: r})
	}
	got, _, err := analysis.Fit(samples)
	if err != nil || got.Scale < 5 || got.Scale > 7 {
		t.Errorf("fit %v %v, want a scale near 6", got, err)
	}
	if _, _, err := analysis.Fit(samples[:3]); err == nil {
		t.Error("a fit on 3 samples")
	}
}

// The fitted curves are the fits of the records under testdata/curves, as
// the command in the documentation of fitted makes them.
func TestFittedCurves(t *testing.T) {
	if testing.Short() {
		t.Skip("replays 200 records")
	}
	for _, name := range []string{"mapello", "mitsudomoe", "morelli", "pathway", "pushfight"} {
		f, err := os.Open("testdata/curves/" + name + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		recs, err := record.ReadAll(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		var samples []analysis.Sample
		var g registry.Game
		for _, r := range recs {
			g, _, err = r.Replay()
			if err != nil {
				t.Fatal(err)
			}
			s, err := analysis.Samples(g, r)
			if err != nil {
				t.Fatal(err)
			}
			samples = append(samples, s...)
		}
		c, loss, err := analysis.Fit(samples)
		if err != nil {
			t.Fatal(err)
		}
		// The curves were fitted, and written with four digits, as
		// logistics of half the scale.
		if got := registry.CurveOf(g); strconv.FormatFloat(got.Scale/2, 'g', 4, 64) != strconv.FormatFloat(c.Scale/2, 'g', 4, 64) {
			t.Errorf("%s: curve %v, but the records fit %v", name, got.Scale, c.Scale)
		}
		t.Logf("%s: scale %.17g, log-loss %.4f over %d", name, c.Scale, loss, len(samples))
	}
}

// The annotated games of docs/analysis.md read back and replay, and carry
// an evaluation on every move but the last.
func TestDocsGames(t *testing.T) {
	for _, name := range []string{"mapello", "mitsudomoe", "morelli", "pathway", "pushfight"} {
		text, err := os.ReadFile("../docs/analysis/" + name + "-annotated.txt")
		if err != nil {
			t.Fatal(err)
		}
		rec, err := record.Read(bytes.NewReader(text))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, _, err := rec.Replay(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		for i, m := range rec.Moves[:len(rec.Moves)-1] {
			if _, _, ok := record.CommentEval(m.Comment); !ok {
				t.Errorf("%s: move %d has no evaluation: %q", name, i+1, m.Comment)
			}
		}
	}
}

// Analysing an annotated record again replaces the earlier annotations,
// whether their words are today's ("win in 8 for Red") or the older
// "Red wins in 8": each comment keeps one evaluation, one set of words
// and the record's own comment once.
func TestReviewAgain(t *testing.T) {
	text, err := os.ReadFile("../docs/analysis/pathway-annotated.txt")
	if err != nil {
		t.Fatal(err)
	}
	older := regexp.MustCompile(`win in ([0-9]+) for (Red|Blue)`).ReplaceAllString(string(text), "$2 wins in $1")
	for _, annotated := range []string{string(text), older} {
		rec, err := record.Read(strings.NewReader(annotated))
		if err != nil {
			t.Fatal(err)
		}
		g, _, err := rec.Replay()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := g.NewBot(bot.Spec{Kind: "alphabeta", Depth: 2}, 1)
		rep, err := analysis.Review(context.Background(), g, rec, b.(registry.Analyst), analysis.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range rep.Record.Moves {
			own := rec.Moves[i].Comment[strings.Index(rec.Moves[i].Comment, "score "):]
			if strings.Count(m.Comment, "[%eval") > 1 || strings.Count(m.Comment, "score ") != 1 || !strings.HasSuffix(m.Comment, "; "+own) ||
				strings.Contains(m.Comment, "wins in") || strings.Count(m.Comment, " for ") > 1 || strings.Contains(m.Comment, "; ;") {
				t.Errorf("move %d: %q, annotated before as %q", i+1, m.Comment, rec.Moves[i].Comment)
			}
		}
	}
}
