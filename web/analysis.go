// analysis.go holds POST /api/games/{id}/analyze: the analysis of a game's
// moves (package analysis) running in the background, one position at a
// time in one of the server's thinking slots, and what the page shows of
// it: the evaluation of every position, the glyphs of the moves and the
// best lines.

package web

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/analysis"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// Defaults of an analysis the request leaves out.
const (
	analysisBot  = "alphabeta"
	analysisTime = time.Second
)

// ErrAnalysis reports an analysis that cannot start or failed, such as one
// asked of a game without moves or of a bot that gives no best lines.
var ErrAnalysis = errors.New("analysis")

// analyzeRequest is the body of POST /api/games/{id}/analyze.
type analyzeRequest struct {
	// Bot is the bot that analyses, an alpha-beta or MCTS specification
	// such as "alphabeta:8"; "" means alphabeta.
	Bot string `json:"bot"`
	// Time is the most the bot searches each position, such as "2s"; ""
	// means one second. It is at most Options.MaxBotTime.
	Time string `json:"time"`
	// Stop stops a running analysis instead.
	Stop bool `json:"stop"`
}

// The states of an analysis.
const (
	analysisRunning = "running"
	analysisDone    = "done"
	analysisFailed  = "failed"
	analysisStopped = "stopped"
)

// gameAnalysis is the analysis of a game's moves: running, or its
// results. Its fields are guarded by the game's mu, with which its methods
// are called; a nil *gameAnalysis is none.
type gameAnalysis struct {
	state       string
	bot         string
	time        time.Duration
	done, total int
	err         string
	moves       []string // the moves analysed, to tell whether the line still starts with them
	cancel      context.CancelFunc
	view        *analysisView // once done
	annotated   []record.Move // the moves annotated, once done
}

// analysisView is what the page reads of an analysis.
type analysisView struct {
	State string `json:"state"`
	Bot   string `json:"bot"`
	Time  string `json:"time"`
	// Done and Total count the positions analysed and to analyse.
	Done  int    `json:"done"`
	Total int    `json:"total"`
	Error string `json:"error,omitempty"`
	// Expected is the expected result for First (1 a win, 0 a loss) of
	// each position, from the start to the last: the evaluation graph
	// and bar. Eval says the record's [%eval] of it, for First, as people
	// read it: "0.53", or "win in 3" / "loss in 3" (plies, as
	// search.ScoreText says them) where the record has "#3" / "#-3"; ""
	// at the end of the game.
	Expected []float64 `json:"expected,omitempty"`
	Eval     []string  `json:"eval,omitempty"`
	// Moves are the judgments of the moves, in order.
	Moves []moveJudgment `json:"moves,omitempty"`
	// Summary sums up each side's moves in words.
	Summary [2]string `json:"summary"`
	// Recorded marks the analysis a loaded record carries: its
	// evaluations, glyphs, best lines and summaries, as the record has
	// them; Bot is its Annotator, and Loss, like the start's evaluation,
	// is not known.
	Recorded bool `json:"recorded,omitempty"`
}

// moveJudgment is what the analysis says of one move.
type moveJudgment struct {
	// Glyph is ?!, ?, ?? or !, or "".
	Glyph string `json:"glyph,omitempty"`
	// Loss is the drop of expected result the move caused for its player.
	Loss float64 `json:"loss"`
	// Best is the best line of the position before the move, and
	// BestCells the clicks of its first move, for the board to mark.
	Best      []string `json:"best,omitempty"`
	BestCells []string `json:"bestCells,omitempty"`
	// Words says who wins in how many plies where the search proved it:
	// "win in 12 for Red" (analysis.Judgment.Words).
	Words string `json:"words,omitempty"`
}

// viewOf returns the page's view of the analysis. An analysis of moves
// the line no longer starts with is not shown.
func (a *gameAnalysis) viewOf(line registry.Line) *analysisView {
	if a == nil || !a.matches(line) {
		return nil
	}
	if a.view != nil {
		return a.view
	}
	return &analysisView{State: a.state, Bot: a.bot, Time: a.time.String(), Done: a.done, Total: a.total, Error: a.err}
}

// matches reports whether line starts with the moves analysed.
func (a *gameAnalysis) matches(line registry.Line) bool {
	if line.Len() < len(a.moves) {
		return false
	}
	for i, m := range a.moves {
		if line.Moves[i].String() != m {
			return false
		}
	}
	return true
}

// running reports whether the analysis runs.
func (a *gameAnalysis) running() bool {
	return a != nil && a.state == analysisRunning
}

// stop stops the analysis, if it runs.
func (a *gameAnalysis) stop() {
	if a != nil && a.cancel != nil {
		a.cancel()
	}
}

// following returns a if line still starts with the moves it analyses;
// else it stops a and returns nil: the game forgets it.
func (a *gameAnalysis) following(line registry.Line) *gameAnalysis {
	if a == nil || a.matches(line) {
		return a
	}
	a.stop()
	return nil
}

// progress returns how far the analysis has gone, or nil for none.
func (a *gameAnalysis) progress() *analysisProgress {
	if a == nil {
		return nil
	}
	return &analysisProgress{State: a.state, Done: a.done, Total: a.total}
}

// annotate writes the analysis into r, the record of line, once it is
// done: the moves' evaluations, best lines and glyphs.
func (a *gameAnalysis) annotate(r *record.Record, line registry.Line) {
	if a == nil || a.annotated == nil || !a.matches(line) {
		return
	}
	for i, m := range a.annotated {
		r.Moves[i].Comment, r.Moves[i].NAGs = m.Comment, m.NAGs
	}
}

func (s *Server) analyze(w http.ResponseWriter, r *http.Request) {
	gm, req, ok := lookupDecode[analyzeRequest](s, w, r)
	if !ok || !mayChange(w, r, gm, false) {
		return
	}
	if req.Stop {
		gm.stopAnalysis()
		writeGame(w, r, gm.view())
		return
	}
	spec := req.Bot
	if spec == "" {
		spec = analysisBot
	}
	if req.Time == "" {
		req.Time = analysisTime.String()
	}
	sd, err := s.side(gm.g, sideSpec{Bot: spec, Time: req.Time}, 1)
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	analyst, ok := sd.bot.(registry.Analyst)
	if ok {
		// The bots that give no best lines say so at once, before any
		// search: asked with a context already done, the others stop.
		ctx, cancel := context.WithCancel(r.Context())
		cancel()
		_, err := analyst.Analyze(ctx, registry.NewLine(gm.g.Start()), search.Limits{MultiPV: 1}, nil)
		ok = !errors.Is(err, bot.ErrSpec)
	}
	if !ok {
		fail(w, http.StatusBadRequest, fmt.Errorf("%w: %s gives no best lines (alphabeta, mcts and oracle do)", ErrAnalysis, spec))
		return
	}
	if err := gm.startAnalysis(sd, analyst); err != nil {
		fail(w, statusOf(err), err)
		return
	}
	writeGame(w, r, gm.view())
}

// startAnalysis starts the analysis of the game's moves by bot, each
// position searched for at most sd.time in a thinking slot.
func (gm *game) startAnalysis(sd side, bot registry.Analyst) error {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if gm.gone {
		return errGone
	}
	if gm.line.Len() == 0 {
		return fmt.Errorf("%w: %w: the game has no moves to analyse", ErrRequest, ErrAnalysis)
	}
	if gm.analysis.running() {
		return fmt.Errorf("%w: %w: an analysis is running", ErrRequest, ErrAnalysis)
	}
	ctx, cancel := context.WithCancel(gm.srv.ctx)
	a := &gameAnalysis{state: analysisRunning, bot: sd.spec, time: sd.time, total: gm.line.Len() + 1,
		moves: gm.line.Texts(), cancel: cancel}
	// The record analysed has the moves' own comments, not an earlier
	// analysis's.
	gm.analysis = a
	rec := gm.record()
	gm.version++
	gm.notify()
	go gm.runAnalysis(ctx, a, rec, slotAnalyst{bot, gm.srv.budget, sd.time})
	return nil
}

// stopAnalysis stops the running analysis, if there is one.
func (gm *game) stopAnalysis() {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	gm.analysis.stop()
}

// runAnalysis analyses rec and keeps the result in a, if a is still the
// game's analysis.
func (gm *game) runAnalysis(ctx context.Context, a *gameAnalysis, rec *record.Record, bot slotAnalyst) {
	defer a.cancel()
	// The bot's table goes back to the budget with the analysis.
	defer bot.budget.release(bot.Analyst)
	opts := analysis.Options{Lines: 2, Annotator: "ply web " + a.bot, Progress: func(done, total int) {
		gm.mu.Lock()
		defer gm.mu.Unlock()
		if gm.analysis == a {
			a.done, a.total = done, total
			gm.notify()
		}
	}}
	rep, err := analyseSafely(ctx, gm.g, rec, bot, opts)
	var view *analysisView
	if err == nil {
		view = analysisViewOf(gm.g, rec, rep)
	}
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if gm.analysis != a {
		return
	}
	a.cancel = nil
	switch {
	case err == nil:
		a.state, a.done = analysisDone, a.total
		view.Bot, view.Time = a.bot, a.time.String()
		a.view = view
		// The record downloads annotated: the evaluations, best lines
		// and glyphs.
		a.annotated = rep.Record.Moves
		if err := gm.save(); err != nil {
			a.err = fmt.Sprintf("the annotated record was not stored: %s", public(err))
		}
	case ctx.Err() != nil:
		a.state = analysisStopped
	default:
		a.state, a.err = analysisFailed, public(err)
	}
	gm.version++
	gm.notify()
}

// analyseSafely calls analysis.Review, turning a panic of the bot into an
// error.
func analyseSafely(ctx context.Context, g registry.Game, rec *record.Record, bot registry.Analyst, opts analysis.Options) (rep *analysis.Report, err error) {
	defer func() {
		if v := recover(); v != nil {
			rep, err = nil, fmt.Errorf("%w: the bot failed: %v", ErrAnalysis, v)
		}
	}()
	return analysis.Review(ctx, g, rec, bot, opts)
}

// slotAnalyst is an Analyst that searches each position in one of the
// server's thinking slots, for at most its time: an analysis takes its
// turn among the bots of the games.
type slotAnalyst struct {
	registry.Analyst
	budget *budget
	time   time.Duration
}

func (b slotAnalyst) Analyze(ctx context.Context, line registry.Line, lim search.Limits, report func(registry.BestLines)) (registry.BestLines, error) {
	// In a browser's one thread, the page's requests are served between
	// positions.
	yieldToHost()
	release, err := b.budget.acquire(ctx, b.Analyst)
	if err != nil {
		return registry.BestLines{}, err
	}
	defer release()
	tctx, cancel := context.WithTimeout(ctx, b.time)
	defer cancel()
	found, err := b.Analyst.Analyze(tctx, line, lim, report)
	// A search stopped by its time gives what it found so far. The
	// search reads the clock itself and may stop before the context's
	// timer has fired (always so in a browser's one thread), so its error
	// says so too.
	timedOut := tctx.Err() != nil || errors.Is(err, context.DeadlineExceeded)
	if err != nil && ctx.Err() == nil && timedOut && len(found.Lines) > 0 {
		err = nil
	}
	return found, err
}

// analysisViewOf returns the page's view of the report of rec's analysis.
func analysisViewOf(g registry.Game, rec *record.Record, rep *analysis.Report) *analysisView {
	n := len(rep.Moves)
	v := &analysisView{State: analysisDone, Done: n + 1, Total: n + 1,
		Expected: make([]float64, n+1), Eval: make([]string, n+1), Moves: make([]moveJudgment, n)}
	line, err := rec.ReplayOn(g)
	if err != nil {
		return v
	}
	forFirst := func(p ply.Player, x float64) float64 {
		if p == ply.Second {
			x = 1 - x
		}
		return math.Round(x*1000) / 1000
	}
	pos := line.Start
	for i, j := range rep.Moves {
		mover := g.ToMove(pos)
		if i == 0 {
			v.Expected[0] = forFirst(mover, j.Before)
			v.Eval[0] = startEval(g, pos, j)
		}
		v.Expected[i+1] = forFirst(mover, j.After)
		if e, _, ok := record.CommentEval(rep.Record.Moves[i].Comment); ok {
			v.Eval[i+1] = evalText(e)
		}
		mj := moveJudgment{Loss: math.Round(j.Loss*1000) / 1000, Best: j.Best}
		if j.NAG != 0 {
			mj.Glyph = record.Glyph(j.NAG)
		}
		mj.Words = j.Words(g)
		if len(j.Best) > 0 {
			mj.BestCells = clicksOf(g, pos, j.Best[0])
		}
		v.Moves[i] = mj
		pos = line.Positions[i]
	}
	for i, sd := range rep.Sides {
		v.Summary[i] = sd.String()
	}
	return v
}

// startEval says the evaluation of the start for First, as evalText
// says the record's [%eval] after a move.
func startEval(g registry.Game, pos registry.Position, j analysis.Judgment) string {
	score := j.BestScore
	if g.ToMove(pos) != ply.First {
		score = -score
	}
	if _, proven := search.WinDistance(score); proven {
		return search.ScoreText(score)
	}
	return evalText(record.Eval{Score: math.Round(score*1000) / 1000})
}

// evalText says an evaluation of a record, for First, as the page shows
// it: a proven result as search.ScoreText says it ("win in 3" for the
// record's #3, "loss in 3" for #-3, "win" for a score beyond 5e8, a
// result proven at no known distance), any other score as [%eval] writes
// it ("0.53"), without the depth.
func evalText(e record.Eval) string {
	if _, proven := search.WinDistance(e.Score); proven && e.Mate == 0 {
		return search.ScoreText(e.Score) // the solver's, at no known distance
	}
	if e.Mate == 0 {
		return record.Eval{Score: e.Score}.String()
	}
	plies := min(math.Abs(float64(e.Mate)), search.MarginUnit-1)
	return search.ScoreText(math.Copysign(search.WinScore-plies, float64(e.Mate)))
}

// clicksOf returns the clicks of the move of the given text in pos, or
// none.
func clicksOf(g registry.Game, pos registry.Position, move string) []string {
	cms, ok := g.Clicks(pos)
	if !ok {
		return nil
	}
	for _, cm := range cms {
		if cm.Move.String() == move {
			return cm.Clicks
		}
	}
	return nil
}

// recordedAnalysis returns the analysis that rec, a record of line,
// carries (an analysis's [%eval] comments and glyphs, as analysis.Review
// and this server write them), as a finished analysis of line; nil when
// it carries none.
func recordedAnalysis(g registry.Game, rec *record.Record, line registry.Line) *gameAnalysis {
	n := line.Len()
	if len(rec.Moves) != n {
		return nil
	}
	found := false
	for _, m := range rec.Moves {
		_, _, ok := record.CommentEval(m.Comment)
		found = found || ok || slices.ContainsFunc(m.NAGs, judgmentNAG)
	}
	if !found {
		return nil
	}
	v := &analysisView{State: analysisDone, Done: n + 1, Total: n + 1, Recorded: true,
		Expected: make([]float64, n+1), Eval: make([]string, n+1), Moves: make([]moveJudgment, n)}
	v.Bot, _ = rec.Tag("Annotator")
	v.Summary[0], _ = rec.Tag("FirstAnalysis")
	v.Summary[1], _ = rec.Tag("SecondAnalysis")
	curve := registry.CurveOf(g)
	v.Expected[0] = 0.5 // the start's evaluation is not recorded
	pos := line.Start
	for i, m := range rec.Moves {
		x := v.Expected[i]
		e, rest, ok := record.CommentEval(m.Comment)
		switch {
		case ok && e.Mate > 0:
			x = 1
		case ok && e.Mate < 0:
			x = 0
		case ok:
			x = math.Round(curve.Expected(e.Score)*1000) / 1000
		case i == n-1:
			// The move that ends the game has no evaluation: its result.
			if res, over := g.Result(line.Positions[i]); over {
				x = 0.5
				switch res.Winner {
				case ply.First:
					x = 1
				case ply.Second:
					x = 0
				}
			}
		}
		v.Expected[i+1] = x
		if ok {
			v.Eval[i+1] = evalText(e)
		}
		var mj moveJudgment
		if k := slices.IndexFunc(m.NAGs, judgmentNAG); k >= 0 {
			mj.Glyph = record.Glyph(m.NAGs[k])
		}
		// The analysis's words come after the evaluation and before the
		// record's own comment, after "; ": the proven result
		// (analysis.Judgment.Words, or the older "Red wins in 12") and
		// the best line.
		words, _, _ := strings.Cut(rest, "; ")
		for _, w := range strings.Split(words, ", ") {
			w = strings.TrimSpace(w)
			switch best, isBest := strings.CutPrefix(w, "best "); {
			case isBest:
				mj.Best = strings.Fields(best)
			case strings.HasPrefix(w, "win in "), strings.HasPrefix(w, "win for "), strings.Contains(w, " wins in "):
				mj.Words = w
			}
		}
		if len(mj.Best) > 0 {
			mj.BestCells = clicksOf(g, pos, mj.Best[0])
		}
		v.Moves[i] = mj
		pos = line.Positions[i]
	}
	annotated := make([]record.Move, n)
	for i, m := range rec.Moves {
		annotated[i] = record.Move{Text: m.Text, Comment: m.Comment, NAGs: slices.Clone(m.NAGs)}
	}
	return &gameAnalysis{state: analysisDone, bot: v.Bot, done: n + 1, total: n + 1,
		moves: line.Texts(), view: v, annotated: annotated}
}

// judgmentNAG reports whether a glyph is one an analysis gives: !, ?, ??
// or ?!.
func judgmentNAG(n int) bool {
	switch n {
	case record.NAGGood, record.NAGMistake, record.NAGBlunder, record.NAGInaccuracy:
		return true
	}
	return false
}
