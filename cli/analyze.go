// analyze.go holds the analyze command: records of games read, every
// position searched, the records written back annotated.

package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/analysis"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// Analyze is the analyze command. It reads records (the files named as
// arguments, or standard input when there are none or for "-"), one or a
// stream of them such as the arena's -records, analyses every position of
// each with the bot -bot (a specification such as alphabeta:500ms, its
// limits per position) for its -lines best lines, and writes each record
// to stdout annotated as package analysis describes: [%eval] per move, the
// best line where the move played was worse, the glyphs ?!, ? and ?? (NAG
// $6, $2, $4), ! for the only move that keeps a proven win, and the
// summary per side in the tags FirstAnalysis and SecondAnalysis, which it
// also prints to stderr. The records it writes read back and replay.
//
// With -fit it analyses nothing: it fits the curve from scores to expected
// results (analysis.Fit) on the bot scores the records' comments carry and
// prints "game scale log_loss samples".
//
// With -book it searches nothing: for each record it prints the game's
// opening book (registry.Entry.Book) along the game, one line for each
// position the book expands: "record N ply K: MOVE SCORE, ..." with the
// book's moves best first, their values for the player to move, and the
// move played marked with '*' (or said after the list where it is out of
// the book), then the ply where the game left the book.
func Analyze(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("analyze", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: analyze [flags] [RECORDS...]\n\nAnnotates recorded games: evaluations, best lines, ?! ? ?? and !, a summary per side.\nReads standard input when no file is named.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	spec := fs.String("bot", "alphabeta:500ms", "the bot that analyses each position: alphabeta[:DEPTH|:TIME], mcts[:PLAYOUTS|:TIME] or oracle[:TIME|:NODES] (exact values where it solves)")
	lines := fs.Int("lines", 3, "best lines searched in each position, 2 to 16")
	seed := fs.Uint64("seed", 1, "seed of the bot (MCTS)")
	fit := fs.Bool("fit", false, "fit the curve from scores to expected results on the records' bot scores instead of analysing")
	quiet := fs.Bool("quiet", false, "print no summary to stderr")
	showBook := fs.Bool("book", false, "show the game's opening book along each record instead of analysing")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	bad := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "analyze: "+format+"\n", args...)
		return 2
	}
	if *lines < 2 || *lines > 16 {
		return bad("-lines %d: want 2 to 16", *lines)
	}
	botSpec, err := bot.Parse(*spec)
	if err != nil {
		return bad("-bot: %v", err)
	}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	var samples map[string][]analysis.Sample
	if *fit {
		samples = map[string][]analysis.Sample{}
	}
	var order []string
	w := record.NewWriter(stdout)
	n := 0
	for _, name := range files {
		var in io.Reader = stdin
		if name != "-" {
			f, err := os.Open(name)
			if err != nil {
				return bad("%v", err)
			}
			defer f.Close()
			in = f
		}
		rd := record.NewReader(in)
		for {
			rec, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				return bad("%s: %v", name, err)
			}
			n++
			g, _, err := rec.Replay()
			if err != nil && !errors.Is(err, record.ErrResult) {
				return bad("%s: record %d: %v", name, n, err)
			}
			if *showBook {
				line, err := rec.ReplayOn(g)
				if err != nil && !errors.Is(err, record.ErrResult) {
					return bad("%s: record %d: %v", name, n, err)
				}
				if err := writeBook(stdout, g, line, n); err != nil {
					return 1
				}
				continue
			}
			if *fit {
				s, err := analysis.Samples(g, rec)
				if err != nil {
					return bad("%s: record %d: %v", name, n, err)
				}
				if _, seen := samples[g.Name()]; !seen {
					order = append(order, g.Name())
				}
				samples[g.Name()] = append(samples[g.Name()], s...)
				continue
			}
			b, err := g.NewBot(botSpec, *seed)
			if err != nil {
				return bad("%v", err)
			}
			an, ok := b.(registry.Analyst)
			if !ok {
				return bad("-bot %s: this bot cannot give several lines (want alphabeta, mcts or oracle)", *spec)
			}
			rep, err := analysis.Review(ctx, g, rec, an, analysis.Options{Lines: *lines, Annotator: "ply analyze -bot " + *spec})
			if err != nil {
				fmt.Fprintf(stderr, "analyze: %s: record %d: %v\n", name, n, err)
				return 1
			}
			if err := w.Write(rep.Record); err != nil {
				fmt.Fprintf(stderr, "analyze: %v\n", err)
				return 1
			}
			if !*quiet {
				p := g.Players()
				fmt.Fprintf(stderr, "record %d (%s): %s: %s; %s: %s\n", n, g.Name(), p[0], rep.Sides[0], p[1], rep.Sides[1])
			}
		}
	}
	if *fit {
		if _, err := fmt.Fprintln(stdout, "# game scale log_loss samples"); err != nil {
			return 1
		}
		for _, name := range order {
			c, loss, err := analysis.Fit(samples[name])
			if err != nil {
				fmt.Fprintf(stderr, "analyze: %s: %v\n", name, err)
				return 1
			}
			fmt.Fprintf(stdout, "%s %.4g %.4f %d\n", name, c.Scale, loss, len(samples[name]))
		}
	}
	if n == 0 {
		fmt.Fprintf(stderr, "analyze: no record in %s\n", strings.Join(files, ", "))
		return 2
	}
	return 0
}

// writeBook writes the book moves of each position of line, record n, as
// analyze -book does.
func writeBook(w io.Writer, g registry.Game, line registry.Line, n int) error {
	p := line.Start
	left := -1
	for k := 0; k <= line.Len(); k++ {
		if k > 0 {
			p = line.Positions[k-1]
		}
		moves, ok := registry.BookMoves(g, p)
		if !ok {
			left = k
			break
		}
		var b strings.Builder
		fmt.Fprintf(&b, "record %d ply %d:", n, k)
		played := ""
		if k < line.Len() {
			played = line.Moves[k].String()
		}
		found := false
		for i, m := range moves {
			sep := ","
			if i == 0 {
				sep = ""
			}
			mark := ""
			if m.Move.String() == played {
				mark, found = "*", true
			}
			fmt.Fprintf(&b, "%s %s%s %s", sep, mark, m.Move, search.ScoreText(m.Score))
		}
		if played != "" && !found {
			fmt.Fprintf(&b, "; played %s", played)
		}
		if _, err := fmt.Fprintln(w, b.String()); err != nil {
			return err
		}
	}
	var err error
	switch {
	case left < 0:
		_, err = fmt.Fprintf(w, "record %d: in the book to its end\n", n)
	case left == 0:
		_, err = fmt.Fprintf(w, "record %d: its start is not expanded in %s's book\n", n, g.Name())
	default:
		_, err = fmt.Fprintf(w, "record %d: out of the book after ply %d\n", n, left)
	}
	return err
}

// analyzeLines is how many lines "analyze" at the prompt shows without
// -analyze.
const analyzeLines = 3

// analysisBot is the bot of "analyze" at the prompt, as of "hint":
// alphabeta:1s.
var analysisBot = bot.Spec{Kind: "alphabeta", MoveTime: time.Second}

// showLines shows the k best lines of the current position for p, with
// their scores and expected results.
func (s *session) showLines(p ply.Player, k int) {
	b, err := s.g.NewBot(analysisBot, s.seed)
	if err != nil {
		fmt.Fprintf(s.out, "no analysis: %v\n", err)
		return
	}
	an, ok := b.(registry.Analyst)
	if !ok {
		fmt.Fprintf(s.out, "no analysis: %s gives no lines\n", analysisBot)
		return
	}
	r, err := an.Analyze(s.ctx, s.line, search.Limits{MultiPV: k}, nil)
	if len(r.Lines) == 0 {
		fmt.Fprintf(s.out, "no analysis: %v\n", err)
		return
	}
	curve := registry.CurveOf(s.g)
	fmt.Fprintf(s.out, "best lines for %s (%s, depth %d):\n", s.g.PlayerName(p), analysisBot, r.Depth)
	for i, l := range r.Lines {
		fmt.Fprintf(s.out, "  %d. %-10s %-16s expected %.2f  %s\n", i+1, l.Move, search.ScoreText(l.Score), l.Expected(curve), strings.Join(l.PV, " "))
	}
}

// glyphs returns a move's annotation glyphs as shown after it: " ??".
func glyphs(nags []int) string {
	var b strings.Builder
	for _, n := range nags {
		b.WriteString(" ")
		b.WriteString(record.Glyph(n))
	}
	return b.String()
}

// summary shows the summaries of an analysed record (analyze's tags).
func (r *replayer) summary() {
	for i, tag := range []string{"FirstAnalysis", "SecondAnalysis"} {
		if v, ok := r.rec.Tag(tag); ok {
			fmt.Fprintf(r.out, "  %s: %s\n", r.g.PlayerName([]ply.Player{ply.First, ply.Second}[i]), v)
		}
	}
}
