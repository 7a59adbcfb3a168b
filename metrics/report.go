// report.go holds a study's Report: its summaries and records, written as
// text, Markdown and JSON, read back, and merged from shards.

package metrics

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/plygo/ply/arena"
)

// Report is what a study found: the study's description, every strength's
// Summary, the skill-depth ladder if one was climbed, and every game's
// Record, from which the summaries are computed (so that the reports of
// shards merge).
type Report struct {
	Game         string   `json:"game"`
	Setup        string   `json:"setup,omitempty"`
	Size         int      `json:"size,omitempty"`
	Options      string   `json:"options,omitempty"`
	Strengths    []string `json:"strengths"`
	Games        int      `json:"games_per_strength"`
	Seed         uint64   `json:"seed"`
	OpeningPlies int      `json:"opening_plies"`
	MaxPlies     int      `json:"max_plies"`
	// Shard is "K/N" for the report of a shard, "" for a whole study.
	Shard string `json:"shard,omitempty"`
	// Interrupted reports a study stopped before it played all its
	// games, or a merge that lacks some.
	Interrupted bool `json:"interrupted,omitempty"`
	// Summaries holds the metrics of each strength, in the order of
	// Strengths.
	Summaries []Summary `json:"summaries"`
	// Solved, if not nil, is the exact value of the start (the study's
	// SolveNodes).
	Solved *Solved `json:"solved,omitempty"`
	// Ladder, if not nil, is the skill depth measured (Climb).
	Ladder *Ladder `json:"ladder,omitempty"`
	// Records are the games, in the order of the schedule.
	Records []Record `json:"games"`
}

// summarise computes the summaries from the records.
func (r *Report) summarise() {
	r.Summaries = r.Summaries[:0]
	for k, name := range r.Strengths {
		var mine []Record
		for _, rec := range r.Records {
			if rec.Strength == k {
				mine = append(mine, rec)
			}
		}
		r.Summaries = append(r.Summaries, Summarise(name, mine))
	}
}

// WriteJSON writes the report as indented JSON, which ReadReport reads.
func (r Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// ReadReport reads a report as WriteJSON writes it, its summaries
// computed again from its records. Errors wrap arena.ErrMerge for a
// report whose records do not fit its study.
func ReadReport(rd io.Reader) (Report, error) {
	var r Report
	if err := json.NewDecoder(rd).Decode(&r); err != nil {
		return Report{}, err
	}
	if r.Games < 0 || r.Games > maxGames || r.OpeningPlies < 0 || r.OpeningPlies > maxPlies {
		return Report{}, fmt.Errorf("%d games a strength, %d opening plies: %w", r.Games, r.OpeningPlies, arena.ErrMerge)
	}
	for _, rec := range r.Records {
		if why := rec.check(r); why != "" {
			return Report{}, fmt.Errorf("game %d: %s: %w", rec.Index, why, arena.ErrMerge)
		}
	}
	r.summarise()
	return r, nil
}

// The bounds of what a report read may hold: no study plays more games a
// strength, and no game more plies.
const (
	maxGames    = 1_000_000
	maxPlies    = 1_000_000
	maxContents = 10_000
)

// check returns why rec cannot be a game of r's study, or "".
func (rec Record) check(r Report) string {
	n := len(r.Strengths)
	switch {
	case rec.Strength < 0 || rec.Strength >= n || rec.Index < 0 || rec.Index >= r.Games*n || rec.Index%n != rec.Strength:
		return "not a game of the report's schedule"
	case rec.Outcome < -1 || rec.Outcome > 1 || !rec.Over && rec.Outcome != 0:
		return fmt.Sprintf("outcome %d", rec.Outcome)
	case rec.Opening < 0 || rec.Opening > maxPlies || len(rec.Branching) > maxPlies || len(rec.Evals) != len(rec.Branching):
		return "plies out of range, or evaluations not one a ply"
	case rec.Repeats < 0 || rec.Repeats > len(rec.Branching) || rec.Board < 0 || rec.Board > maxPlies || len(rec.Off) > rec.Board ||
		len(rec.Covered) > rec.Cells():
		return "repeats or cells out of range"
	case rec.Clear < 0 || rec.Clear > len(rec.Branching) || !(rec.Narrowness >= 0 && rec.Narrowness <= 1) || !(rec.MoveSD >= 0 && rec.MoveSD <= 1):
		return "clarity out of range"
	case len(rec.Contents) > maxContents || len(rec.Contents) > 0 && rec.Cells() == 0:
		return "cell contents out of range, or without a board"
	}
	for _, b := range rec.Branching {
		if b < 0 {
			return "a negative branching factor"
		}
	}
	for _, e := range rec.Evals {
		if e != -1 && !(e >= 0 && e <= 1) {
			return fmt.Sprintf("evaluation %v outside [0, 1]", e)
		}
	}
	for i, c := range rec.Off {
		if c < 0 || c >= rec.Board || i > 0 && c <= rec.Off[i-1] {
			return "off-board cells out of range or order"
		}
	}
	for i, c := range rec.Covered {
		if c < 0 || c >= rec.Board || i > 0 && c <= rec.Covered[i-1] || slices.Contains(rec.Off, c) {
			return fmt.Sprintf("covered cell %d of %d", c, rec.Board)
		}
	}
	return ""
}

// Merge merges the reports of shards of one study (or of any disjoint sets
// of its games) into the report a single run of their games would have
// written. missing is the number of scheduled games that no report holds;
// the merged report is marked interrupted when it is not 0. Errors wrap
// arena.ErrMerge.
func Merge(reports []Report) (merged Report, missing int, err error) {
	if len(reports) == 0 {
		return Report{}, 0, fmt.Errorf("no reports: %w", arena.ErrMerge)
	}
	r0 := reports[0]
	merged = r0
	merged.Shard, merged.Records, merged.Summaries, merged.Ladder, merged.Solved = "", nil, nil, nil, nil
	seen := map[int]bool{}
	for i, r := range reports {
		if r.Game != r0.Game || r.Setup != r0.Setup || r.Size != r0.Size || r.Options != r0.Options || !slices.Equal(r.Strengths, r0.Strengths) ||
			r.Games != r0.Games || r.Seed != r0.Seed || r.OpeningPlies != r0.OpeningPlies || r.MaxPlies != r0.MaxPlies {
			return Report{}, 0, fmt.Errorf("report %d is of another study than report 1 (game, configuration, strengths, games, seed, opening or maximum plies differ): %w", i+1, arena.ErrMerge)
		}
		if merged.Solved == nil || merged.Solved.Value == "unknown" && r.Solved != nil {
			merged.Solved = r.Solved
		}
		if r.Ladder != nil {
			if merged.Ladder != nil {
				return Report{}, 0, fmt.Errorf("report %d: a second ladder: %w", i+1, arena.ErrMerge)
			}
			merged.Ladder = r.Ladder
		}
		for _, rec := range r.Records {
			if seen[rec.Index] {
				return Report{}, 0, fmt.Errorf("report %d: game %d is in another report too: %w", i+1, rec.Index, arena.ErrMerge)
			}
			seen[rec.Index] = true
			merged.Records = append(merged.Records, rec)
		}
	}
	slices.SortFunc(merged.Records, func(a, b Record) int { return a.Index - b.Index })
	missing = r0.Games*len(r0.Strengths) - len(merged.Records)
	merged.Interrupted = missing > 0
	merged.summarise()
	return merged, missing, nil
}

// title returns the game and its configuration in words, such as
// "pathway (size 8)".
func (r Report) title() string {
	var cfg []string
	if r.Setup != "" {
		cfg = append(cfg, "setup "+r.Setup)
	}
	if r.Size != 0 {
		cfg = append(cfg, fmt.Sprintf("size %d", r.Size))
	}
	if r.Options != "" {
		cfg = append(cfg, "options "+r.Options)
	}
	if len(cfg) == 0 {
		return r.Game
	}
	return r.Game + " (" + strings.Join(cfg, ", ") + ")"
}

// about returns the line that says how the games were played.
func (r Report) about() string {
	n := 0
	for _, s := range r.Summaries {
		n += s.Games
	}
	s := fmt.Sprintf("%d games of self-play, %d per strength, seed %d, %d random opening plies", n, r.Games, r.Seed, r.OpeningPlies)
	if len(r.Strengths) == 0 {
		s = fmt.Sprintf("no self-play, seed %d, %d random opening plies", r.Seed, r.OpeningPlies)
	}
	if r.MaxPlies > 0 {
		s += fmt.Sprintf(", cut after %d plies of the bots", r.MaxPlies)
	}
	if r.Shard != "" {
		s += ", shard " + r.Shard
	}
	if r.Interrupted {
		s += " (interrupted)"
	}
	if v := r.Solved; v != nil {
		s += fmt.Sprintf("; the start, solved exactly: %s", v.Value)
		if v.Margin != 0 {
			s += fmt.Sprintf(" by %d", v.Margin)
		}
		if v.Value == "unknown" {
			s += fmt.Sprintf(" within %d nodes", v.Budget)
		}
	}
	return s
}

// rows returns the report's table: a header and a row per strength, each
// a metric's name and its values.
func (r Report) rows() [][]string {
	pct := func(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }
	rate := func(x Rate) string { return fmt.Sprintf("%s [%s, %s]", pct(x.Value), pct(x.Lo), pct(x.Hi)) }
	num := number
	eloText := func(x float64) string {
		switch {
		case math.IsInf(x, 1):
			return "+inf"
		case math.IsInf(x, -1):
			return "-inf"
		case math.IsNaN(x):
			return "-"
		}
		return fmt.Sprintf("%+.0f", x)
	}
	head := []string{"metric"}
	lines := []struct {
		name string
		f    func(s Summary) string
	}{
		{"games", func(s Summary) string { return fmt.Sprint(s.Games) }},
		{"first wins / draws / second wins / timeouts", func(s Summary) string {
			return fmt.Sprintf("%d / %d / %d / %d", s.FirstWins, s.Draws, s.SecondWins, s.Timeouts)
		}},
		{"first-player score (95% CI)", func(s Summary) string { return rate(s.FirstScore) }},
		{"first-player advantage, Elo (95% CI)", func(s Summary) string {
			e, lo, hi := s.FirstElo()
			return fmt.Sprintf("%s [%s, %s]", eloText(e), eloText(lo), eloText(hi))
		}},
		{"balance (95% CI)", func(s Summary) string {
			return fmt.Sprintf("%s [%s, %s]", pct(s.Balance), pct(s.BalanceLo), pct(s.BalanceHi))
		}},
		{"completion (95% CI)", func(s Summary) string { return rate(s.Completion) }},
		{"drawishness (95% CI)", func(s Summary) string { return rate(s.Drawishness) }},
		{"outcome uniformity", func(s Summary) string { return num(s.OutcomeUniformity) }},
		{"length, plies: mean ± sd", func(s Summary) string { return fmt.Sprintf("%.1f ± %.1f", s.Length.Mean, s.Length.SD) }},
		{"length, plies: min / median / max", func(s Summary) string {
			return fmt.Sprintf("%g / %g / %g", s.Length.Min, s.Length.Median, s.Length.Max)
		}},
		{"branching factor", func(s Summary) string { return num(s.Branching) }},
		{"decision moves", func(s Summary) string { return pct(s.DecisionMoves) }},
		{"game-tree complexity, log10", func(s Summary) string { return fmt.Sprintf("%.1f", s.TreeComplexity.Mean) }},
		{"state-space complexity, log10 (bound)", func(s Summary) string {
			if s.StateCells == 0 {
				return "-"
			}
			return fmt.Sprintf("%.1f (%d cells × %d)", s.StateSpace, s.StateCells, s.StateContents)
		}},
		{"board coverage: mean / all games", func(s Summary) string {
			if s.Coverage == 0 && s.CoverageAll == 0 {
				return "-"
			}
			return pct(s.Coverage) + " / " + pct(s.CoverageAll)
		}},
		{"positional repetition", func(s Summary) string { return pct(s.Repetition) }},
		{"scored plies", func(s Summary) string { return fmt.Sprint(s.Scored) }},
		{"lead changes a game", func(s Summary) string { return num(s.LeadChanges) }},
		{"decision point (decided games)", func(s Summary) string {
			if s.Decided == 0 {
				return "-"
			}
			return fmt.Sprintf("%s (%d)", pct(s.DecisionPoint), s.Decided)
		}},
		{"drama", func(s Summary) string {
			if s.Decided == 0 {
				return "-"
			}
			return num(s.Drama)
		}},
		{"stability (mean change a ply)", func(s Summary) string {
			if s.Stable == 0 {
				return "-"
			}
			return num(s.Stability)
		}},
		{"uncertainty", func(s Summary) string {
			if s.Uncertain == 0 {
				return "-"
			}
			return num(s.Uncertainty)
		}},
		{"clarity: narrowness / move sd", func(s Summary) string {
			if s.ClearGames == 0 {
				return "-"
			}
			return pct(s.Narrowness) + " / " + num(s.MoveSD)
		}},
	}
	for _, s := range r.Summaries {
		head = append(head, s.Strength)
	}
	out := [][]string{head}
	for _, l := range lines {
		row := []string{l.name}
		for _, s := range r.Summaries {
			row = append(row, l.f(s))
		}
		out = append(out, row)
	}
	return out
}

// branchingSamples returns the indexes of s.BranchingByPly that the
// reports show: the first ply of the bots, then the plies 2, 5, 10, 20,
// 50, 100, ... after it, while some games reach them.
func branchingSamples(s Summary) []int {
	var out []int
	if len(s.ReachedPly) > 0 {
		out = append(out, 0)
	}
	for step := 1; ; step *= 10 {
		for _, m := range []int{1, 2, 5} {
			k := m*step - s.FirstBotPly
			if k >= len(s.ReachedPly) {
				return out
			}
			if k > 0 {
				out = append(out, k)
			}
		}
	}
}

// WriteText writes the report as aligned tables for a terminal.
func (r Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n\n", r.title(), r.about())
	if len(r.Summaries) > 0 {
		writeTable(&b, r.rows(), false)
	}
	for _, s := range r.Summaries {
		fmt.Fprintf(&b, "\n%s: branching factor by ply:", s.Strength)
		for _, k := range branchingSamples(s) {
			fmt.Fprintf(&b, " %d:%s", s.FirstBotPly+k, number(s.BranchingByPly[k]))
		}
		if s.Scored > 0 {
			fmt.Fprintf(&b, "\n%s: spread of the expected result by ply:", s.Strength)
			for _, k := range branchingSamples(s) {
				if s.ScoredByPly[k] > 1 {
					fmt.Fprintf(&b, " %d:%.3f", s.FirstBotPly+k, s.EvalSDByPly[k])
				}
			}
		}
		fmt.Fprintf(&b, "\n%s: game lengths:", s.Strength)
		for _, bin := range s.LengthHistogram {
			if bin.Hi-bin.Lo == 1 {
				fmt.Fprintf(&b, " %d:%d", bin.Lo, bin.Count)
			} else {
				fmt.Fprintf(&b, " %d-%d:%d", bin.Lo, bin.Hi-1, bin.Count)
			}
		}
		b.WriteString("\n")
	}
	if r.Ladder != nil {
		if len(r.Summaries) > 0 {
			b.WriteString("\n")
		}
		r.Ladder.write(&b, false)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteMarkdown writes the report as Markdown: a heading, a table of the
// metrics by strength, the branching factor and the spread of the
// expected result by ply, and the ladder.
func (r Report) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "### %s\n\n%s.\n\n", r.title(), capitalise(r.about()))
	if len(r.Summaries) > 0 {
		writeTable(&b, r.rows(), true)
	}
	if len(r.Summaries) > 0 {
		byPly(&b, r.Summaries, "Branching factor by ply", func(s Summary, k int) (string, bool) {
			return number(s.BranchingByPly[k]), s.ReachedPly[k] > 0
		})
		byPly(&b, r.Summaries, "Spread of the expected result by ply (its standard deviation over the games)", func(s Summary, k int) (string, bool) {
			return fmt.Sprintf("%.3f", s.EvalSDByPly[k]), s.ScoredByPly[k] > 1
		})
	}
	if r.Ladder != nil {
		if len(r.Summaries) > 0 {
			b.WriteString("\n")
		}
		r.Ladder.write(&b, true)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeTable writes rows, the first a header, as a Markdown table if md is
// set, else as aligned text.
func writeTable(b *strings.Builder, rows [][]string, md bool) {
	if md {
		for i, row := range rows {
			b.WriteString("| " + strings.Join(row, " | ") + " |\n")
			if i == 0 {
				b.WriteString("|---" + strings.Repeat("|--:", len(row)-1) + "|\n")
			}
		}
		return
	}
	widths := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, c := range row {
			widths[i] = max(widths[i], len([]rune(c)))
		}
	}
	for _, row := range rows {
		for i, c := range row {
			pad := strings.Repeat(" ", widths[i]-len([]rune(c)))
			if i == 0 {
				b.WriteString(c + pad)
			} else {
				b.WriteString("  " + pad + c)
			}
		}
		b.WriteString("\n")
	}
}

// WriteComparison writes the summaries of several reports side by side,
// one column for each strength of each report, named by the report's
// game and configuration: variants of a game (setups, board sizes, rule
// options) compared. It writes Markdown if md is set, else aligned text,
// after a line per report that says how its games were played.
func WriteComparison(w io.Writer, reports []Report, md bool) error {
	var b strings.Builder
	var all Report
	for _, r := range reports {
		if md {
			fmt.Fprintf(&b, "- %s: %s.\n", r.title(), r.about())
		} else {
			fmt.Fprintf(&b, "%s: %s\n", r.title(), r.about())
		}
		for _, s := range r.Summaries {
			s.Strength = r.title() + " " + s.Strength
			all.Summaries = append(all.Summaries, s)
		}
	}
	b.WriteString("\n")
	writeTable(&b, all.rows(), md)
	_, err := io.WriteString(w, b.String())
	return err
}

// byPly writes a Markdown table of a value of each summary at the plies
// branchingSamples chooses, from the summary whose games last longest;
// value says "-" where it has none.
func byPly(b *strings.Builder, sums []Summary, title string, value func(s Summary, k int) (string, bool)) {
	fmt.Fprintf(b, "\n%s:\n\n| ply |", title)
	longest := sums[0]
	for _, s := range sums {
		fmt.Fprintf(b, " %s |", s.Strength)
		if len(s.ReachedPly) > len(longest.ReachedPly) {
			longest = s
		}
	}
	b.WriteString("\n|--:" + strings.Repeat("|--:", len(sums)) + "|\n")
	for _, k := range branchingSamples(longest) {
		fmt.Fprintf(b, "| %d |", longest.FirstBotPly+k)
		for _, s := range sums {
			k := k + longest.FirstBotPly - s.FirstBotPly
			text, ok := "", false
			if k >= 0 && k < len(s.ReachedPly) {
				text, ok = value(s, k)
			}
			if !ok {
				text = "-"
			}
			b.WriteString(" " + text + " |")
		}
		b.WriteString("\n")
	}
}

// number writes x with three significant digits, or whole from 100 up.
func number(x float64) string {
	if math.Abs(x) >= 100 {
		return fmt.Sprintf("%.0f", x)
	}
	return fmt.Sprintf("%.3g", x)
}

// capitalise returns s with its first letter in upper case.
func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
