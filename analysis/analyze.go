// analyze.go holds Review, the analysis of a recorded game move by move.

package analysis

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// The drops of expected result (for the player who moved) from which a move
// is an inaccuracy, a mistake or a blunder: lichess's thresholds.
const (
	InaccuracyDrop = 0.1
	MistakeDrop    = 0.2
	BlunderDrop    = 0.3
)

// Options tunes Review. The zero value asks for 3 lines a position and uses
// the game's curve (registry.CurveOf).
type Options struct {
	// Lines is how many best lines each position is searched for, at
	// least 2 (so that a move can be found the only one that keeps a
	// proven result); 0 means 3.
	Lines int
	// Curve maps scores to expected results; a zero Curve means
	// registry.CurveOf(g).
	Curve search.Curve
	// Annotator, if set, is written as the record's Annotator tag, such
	// as "ply analyze alphabeta:200ms".
	Annotator string
	// Progress, if set, is called after each position is analysed with
	// the number done and the number to do.
	Progress func(done, total int)
}

// Judgment is what the analysis says of one move.
type Judgment struct {
	// Before is the expected result of the position before the move, for
	// the player who moved, with the best move; After that of the move
	// played (both from 0 to 1). Loss is Before-After, at least 0.
	Before, After, Loss float64
	// Best is the best line of the position before the move, in
	// notation; BestScore its score for the player who moved.
	Best      []string
	BestScore float64
	// Proven is set when the search proved the result of the position
	// before the move (a win or a loss within its horizon); Wins is then
	// the player who wins with the best play, in Plies plies.
	Proven bool
	Wins   ply.Player
	Plies  int
	// NAG is the glyph given: record.NAGInaccuracy, NAGMistake,
	// NAGBlunder, NAGGood, or 0.
	NAG int
}

// Words says the proven result of the position before the move for
// people, the winner's search.ScoreText and name: "win in 12 for Red"
// (12 plies, the move included), or "win for Red" where the search proved
// it at no known distance (the solver's); "" when the result is not
// proven. It is what Review writes in the comments and the web board
// shows.
func (j Judgment) Words(g registry.Identity) string {
	if !j.Proven {
		return ""
	}
	return search.ScoreText(math.Abs(j.BestScore)) + " for " + g.PlayerName(j.Wins)
}

// Side sums up the moves of one player.
type Side struct {
	// Moves counts the player's moves judged.
	Moves int
	// Inaccuracies, Mistakes and Blunders count the moves given ?!, ? and
	// ??; Good those given ! (the only move that keeps a proven result).
	Inaccuracies, Mistakes, Blunders, Good int
	// MeanLoss is the mean drop of expected result over the player's
	// moves, from 0 (every move as good as the search's best) to 1.
	MeanLoss float64
}

// String returns the summary in words: "2 inaccuracies, 1 mistake, 0
// blunders, mean loss 0.043".
func (s Side) String() string {
	plural := func(n int, one, many string) string {
		if n == 1 {
			return "1 " + one
		}
		return strconv.Itoa(n) + " " + many
	}
	return fmt.Sprintf("%s, %s, %s, mean loss %.3f", plural(s.Inaccuracies, "inaccuracy", "inaccuracies"),
		plural(s.Mistakes, "mistake", "mistakes"), plural(s.Blunders, "blunder", "blunders"), s.MeanLoss)
}

// Report is the analysis of one game.
type Report struct {
	// Record is the record annotated: each move's comment starts with
	// its evaluation ([%eval ...], the position after it for First; none
	// after the move that ends the game), followed where the search
	// proved the result by who wins in how many plies (Judgment.Words:
	// "win in 12 for Red"), where the move
	// was worse than the best by the best line ("best d3 c4 c3"), then
	// the record's own comment after "; ". Glyphs are in NAGs, and the
	// Annotator and the summaries in the tags FirstAnalysis and
	// SecondAnalysis.
	Record *record.Record
	// Moves are the judgments of the moves, in order.
	Moves []Judgment
	// Sides sums up First's moves (Sides[0]) and Second's.
	Sides [2]Side
}

// Review analyses the game of rec (a game of g) with bot: it searches every
// position for its best lines and judges each move by the drop of expected
// result it causes, as the curve maps scores. A move that drops it by at
// least InaccuracyDrop, MistakeDrop or BlunderDrop is given ?!, ? or ??; a
// move that keeps a proven win that no other move keeps is given !. A move
// that keeps a proven win is never judged a mistake, whatever the
// distance.
//
// The value of the move played is its line's when it is among the best
// lines, else the value of the position after it (from the search of that
// position, one ply further). rec is not changed. When ctx ends, Review
// returns its error and no report.
func Review(ctx context.Context, g registry.Game, rec *record.Record, bot registry.Analyst, opts Options) (*Report, error) {
	k := opts.Lines
	if k == 0 {
		k = 3
	}
	k = max(k, 2)
	curve := opts.Curve
	if curve == (search.Curve{}) {
		curve = registry.CurveOf(g)
	}
	line, err := rec.ReplayOn(g)
	if err != nil {
		return nil, err
	}
	n := len(line.Moves)
	// The analysis of each position, before each move and after the last.
	found := make([]*registry.BestLines, n+1)
	for i := 0; i <= n; i++ {
		sub := registry.Line{Start: line.Start, Moves: line.Moves[:i], Positions: line.Positions[:i]}
		if _, over := g.Result(sub.Position()); !over {
			a, err := bot.Analyze(ctx, sub, search.Limits{MultiPV: k}, nil)
			if ctx.Err() != nil {
				return nil, err
			}
			if err != nil {
				return nil, fmt.Errorf("analysis: position %d: %w", i, err)
			}
			if len(a.Lines) == 0 {
				return nil, fmt.Errorf("analysis: position %d: the bot gave no line", i)
			}
			found[i] = &a
		}
		if opts.Progress != nil {
			opts.Progress(i+1, n+1)
		}
	}

	out := *rec
	out.Moves = make([]record.Move, n)
	out.Tags = append([]record.Tag(nil), rec.Tags...)
	rep := &Report{Record: &out, Moves: make([]Judgment, n)}
	pos := line.Start
	for i, m := range line.Moves {
		mover := g.ToMove(pos)
		next := line.Positions[i]
		a := found[i]
		j := judge(curve, g, a, m, mover, next, found[i+1])
		rep.Moves[i] = j

		words := []string{""}
		if e, ok := evalAfter(g, next, found[i+1]); ok {
			words[0] = "[%eval " + e.String() + "]"
		}
		if w := j.Words(g); w != "" {
			words = append(words, w)
		}
		if j.NAG != 0 && j.NAG != record.NAGGood && len(j.Best) > 0 {
			words = append(words, "best "+strings.Join(j.Best, " "))
		}
		c := strings.TrimSpace(words[0] + " " + strings.Join(words[1:], ", "))
		if own := ownComment(rec.Moves[i].Comment); own != "" {
			c += "; " + own
		}
		out.Moves[i] = record.Move{Text: rec.Moves[i].Text, Comment: strings.TrimPrefix(c, "; ")}
		for _, x := range rec.Moves[i].NAGs {
			if !judgmentNAG(x) {
				out.Moves[i].NAGs = append(out.Moves[i].NAGs, x)
			}
		}
		if j.NAG != 0 {
			out.Moves[i].NAGs = append(out.Moves[i].NAGs, j.NAG)
		}

		s := &rep.Sides[mover.Index()]
		s.Moves++
		s.MeanLoss += j.Loss
		switch j.NAG {
		case record.NAGInaccuracy:
			s.Inaccuracies++
		case record.NAGMistake:
			s.Mistakes++
		case record.NAGBlunder:
			s.Blunders++
		case record.NAGGood:
			s.Good++
		}
		pos = next
	}
	for p := range rep.Sides {
		if s := &rep.Sides[p]; s.Moves > 0 {
			s.MeanLoss /= float64(s.Moves)
		}
	}
	setTag(&out, "Annotator", opts.Annotator)
	setTag(&out, "FirstAnalysis", rep.Sides[0].String())
	setTag(&out, "SecondAnalysis", rep.Sides[1].String())
	return rep, nil
}

// ownComment returns the record's own part of a move's comment: all of
// it, less what an earlier analysis wrote in front (its [%eval], its
// words, and the "; " after them), so that analysing a record again
// replaces the earlier annotations. The words are Judgment.Words's, in
// this form or the older "Red wins in 12", and "best" and a line.
func ownComment(c string) string {
	_, rest, evaluated := record.CommentEval(c)
	words, own, found := strings.Cut(rest, "; ")
	if !found {
		words, own = rest, ""
	}
	if evaluated && words == "" || analysisWords(words, evaluated) {
		return own
	}
	return rest
}

// analysisWords reports whether s is what Review writes after an
// evaluation, or in its place after the move that ends the game: the
// proven result and the best line, separated by ", ". Without an
// evaluation in front, the words must hold a proven result.
func analysisWords(s string, evaluated bool) bool {
	proven := false
	for _, w := range strings.Split(s, ", ") {
		switch {
		case strings.HasPrefix(w, "win in "), strings.HasPrefix(w, "win for "), strings.Contains(w, " wins in "):
			proven = true
		case !strings.HasPrefix(w, "best "):
			return false
		}
	}
	return s != "" && (evaluated || proven)
}

// judgmentNAG reports whether a glyph is one an analysis gives, so that a
// new analysis replaces it.
func judgmentNAG(n int) bool {
	switch n {
	case record.NAGGood, record.NAGMistake, record.NAGBlunder, record.NAGInaccuracy:
		return true
	}
	return false
}

// setTag sets or adds a tag; an empty value removes it.
func setTag(r *record.Record, name, value string) {
	for i, t := range r.Tags {
		if t.Name == name {
			if value == "" {
				r.Tags = append(r.Tags[:i], r.Tags[i+1:]...)
			} else {
				r.Tags[i].Value = value
			}
			return
		}
	}
	if value != "" {
		r.Tags = append(r.Tags, record.Tag{Name: name, Value: value})
	}
}

// judge judges move m of mover, from the position a analyses to next
// (analysed by after, nil if the game is over there).
func judge(curve search.Curve, g registry.Rules, a *registry.BestLines, m registry.Move, mover ply.Player, next registry.Position, after *registry.BestLines) Judgment {
	best := a.Lines[0]
	j := Judgment{Best: best.PV, BestScore: best.Score}
	if plies, proven := search.WinDistance(best.Score); proven {
		j.Proven, j.Plies = true, plies
		j.Wins = mover
		if best.Score < 0 {
			j.Wins = mover.Opponent()
		}
	}
	j.Before = best.Expected(curve)

	// The value of the move played, for mover.
	played := registry.BestLine{Score: math.NaN()}
	idx := -1
	for i, l := range a.Lines {
		if l.Move.String() == m.String() {
			played, idx = l, i
			break
		}
	}
	if idx < 0 {
		played = valueAfter(g, mover, next, after)
	}
	j.After = played.Expected(curve)
	j.Loss = max(0, j.Before-j.After)
	_, playedProven := search.WinDistance(played.Score)
	switch {
	case j.Proven && best.Score > 0 && playedProven && played.Score > 0:
		// Keeps a proven win: never a mistake, whatever the distance.
		j.Loss = 0
		others := false
		for i, l := range a.Lines {
			if _, p := search.WinDistance(l.Score); i != idx && p && l.Score > 0 {
				others = true
			}
		}
		// The lines are the best, so a second winning move would be
		// among them, as long as they are not all the legal moves.
		if !others && len(a.Lines) >= 2 {
			j.NAG = record.NAGGood
		}
	case j.Loss >= BlunderDrop:
		j.NAG = record.NAGBlunder
	case j.Loss >= MistakeDrop:
		j.NAG = record.NAGMistake
	case j.Loss >= InaccuracyDrop:
		j.NAG = record.NAGInaccuracy
	}
	return j
}

// valueAfter returns the value for mover of the move that led to next: the
// result if the game is over, else the best score of the analysis of next,
// turned to mover's view and counted one ply further from the position
// before the move. It is a line without Move or PV.
func valueAfter(g registry.Rules, mover ply.Player, next registry.Position, after *registry.BestLines) registry.BestLine {
	if r, over := g.Result(next); over {
		switch r.For(mover) {
		case 1:
			return registry.BestLine{Score: search.WinScore - 1}
		case -1:
			return registry.BestLine{Score: -(search.WinScore - 1)}
		}
		return registry.BestLine{}
	}
	l := after.Lines[0]
	v := l.Score
	if _, proven := search.WinDistance(v); proven {
		v -= math.Copysign(1, v) // one ply further
	}
	if g.ToMove(next) != mover {
		v = -v
	}
	return registry.BestLine{Score: v, Visits: l.Visits}
}

// evalAfter returns the evaluation for First of next, as the analysis a of
// it found; none if the game is over there.
func evalAfter(g registry.Rules, next registry.Position, a *registry.BestLines) (record.Eval, bool) {
	if a == nil {
		return record.Eval{}, false
	}
	v := a.Lines[0].Score
	if g.ToMove(next) != ply.First {
		v = -v
	}
	if plies, proven := search.WinDistance(v); proven {
		if v < 0 {
			plies = -plies
		}
		if plies != 0 {
			return record.Eval{Mate: plies}, true
		}
	}
	return record.Eval{Score: math.Round(v*1000) / 1000}, true
}
