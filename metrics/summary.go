// summary.go holds the metrics themselves: those of one game (methods of
// Record) and those of a strength's games together (Summarise).

package metrics

import (
	"math"
	"slices"

	"github.com/plygo/ply/elo"
)

// DecisiveThreshold is the expected result a player must reach, and keep to
// the end, for the game to count as decided (Record.DecisionPoint).
const DecisiveThreshold = 0.9

// Rate is a proportion, Count of Of, with its 95% interval (Wilson's score
// interval, which stays inside [0, 1]). With Of 0 it is 0 in [0, 1].
type Rate struct {
	Count int     `json:"count"`
	Of    int     `json:"of"`
	Value float64 `json:"value"`
	Lo    float64 `json:"lo"`
	Hi    float64 `json:"hi"`
}

// NewRate returns the rate of count in of.
func NewRate(count, of int) Rate {
	if of <= 0 {
		return Rate{Hi: 1}
	}
	t := elo.Tally{Wins: count, Losses: of - count}
	lo, hi := t.Interval()
	return Rate{Count: count, Of: of, Value: float64(count) / float64(of), Lo: lo, Hi: hi}
}

// Spread describes a sample of numbers: their count, mean, standard
// deviation (of the sample, n-1), least, median and greatest. All are 0
// for no numbers.
type Spread struct {
	N      int     `json:"n"`
	Mean   float64 `json:"mean"`
	SD     float64 `json:"sd"`
	Min    float64 `json:"min"`
	Median float64 `json:"median"`
	Max    float64 `json:"max"`
}

// NewSpread describes xs.
func NewSpread(xs []float64) Spread {
	if len(xs) == 0 {
		return Spread{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	sp := Spread{N: len(s), Min: s[0], Max: s[len(s)-1]}
	for _, x := range s {
		sp.Mean += x
	}
	sp.Mean /= float64(len(s))
	if len(s) > 1 {
		var v float64
		for _, x := range s {
			v += (x - sp.Mean) * (x - sp.Mean)
		}
		sp.SD = math.Sqrt(v / float64(len(s)-1))
	}
	sp.Median = s[len(s)/2]
	if len(s)%2 == 0 {
		sp.Median = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return sp
}

// Bin is one bar of a histogram: the count of values from Lo to Hi, Lo
// included, Hi excluded (included in the last bin).
type Bin struct {
	Lo    int `json:"lo"`
	Hi    int `json:"hi"`
	Count int `json:"count"`
}

// histogram returns about n bins of equal, whole widths from the least to
// the greatest of xs.
func histogram(xs []int, n int) []Bin {
	if len(xs) == 0 {
		return nil
	}
	lo, hi := slices.Min(xs), slices.Max(xs)
	width := max(1, (hi-lo+n)/n)
	bins := make([]Bin, (hi-lo)/width+1)
	for i := range bins {
		bins[i] = Bin{Lo: lo + i*width, Hi: lo + (i+1)*width}
	}
	for _, x := range xs {
		bins[(x-lo)/width].Count++
	}
	return bins
}

// scored returns the plies (indexes of Evals) that carry a score.
func (r Record) scored() []int {
	var out []int
	for i, e := range r.Evals {
		if e >= 0 {
			out = append(out, i)
		}
	}
	return out
}

// winner returns 0 when the first player won the game, 1 when the second
// did, and false for a draw or a game cut short.
func (r Record) winner() (int, bool) {
	switch {
	case !r.Over || r.Outcome == 0:
		return 0, false
	case r.Outcome > 0:
		return 0, true
	}
	return 1, true
}

// LeadChanges is the number of scored plies after which the player
// leading (expected result above ½) is not the one who led after the last
// scored ply with a leader.
func (r Record) LeadChanges() int {
	n, leader := 0, -1
	for _, i := range r.scored() {
		e := r.Evals[i]
		now := -1
		switch {
		case e > 0.5:
			now = 0
		case e < 0.5:
			now = 1
		}
		if now >= 0 {
			if leader >= 0 && now != leader {
				n++
			}
			leader = now
		}
	}
	return n
}

// DecisionPoint is the fraction of a decided game's plies played when the
// eventual winner's expected result reached DecisiveThreshold for good
// (1 if it never did); ok is false for a draw, a game cut short or a game
// without scores.
func (r Record) DecisionPoint() (point float64, ok bool) {
	w, won := r.winner()
	plies := r.scored()
	if !won || len(plies) == 0 || r.Plies() == 0 {
		return 0, false
	}
	at := r.Plies()
	for k := len(plies) - 1; k >= 0; k-- {
		e := r.Evals[plies[k]]
		if w == 1 {
			e = 1 - e
		}
		if e < DecisiveThreshold {
			break
		}
		at = r.Opening + plies[k] + 1
	}
	return float64(at) / float64(r.Plies()), true
}

// Drama is, over a decided game's scored plies, the mean of how far the
// eventual winner's expected result lay below ½ (0 where it did not); ok
// is false for a draw, a game cut short or a game without scores.
func (r Record) Drama() (drama float64, ok bool) {
	w, won := r.winner()
	plies := r.scored()
	if !won || len(plies) == 0 {
		return 0, false
	}
	for _, i := range plies {
		e := r.Evals[i]
		if w == 1 {
			e = 1 - e
		}
		drama += max(0, 0.5-e)
	}
	return drama / float64(len(plies)), true
}

// Stability is the mean absolute change of the first player's expected
// result from one scored ply to the next (0 for a game that never
// wavers); ok is false with fewer than two scores.
func (r Record) Stability() (change float64, ok bool) {
	plies := r.scored()
	if len(plies) < 2 {
		return 0, false
	}
	for k := 1; k < len(plies); k++ {
		change += math.Abs(r.Evals[plies[k]] - r.Evals[plies[k-1]])
	}
	return change / float64(len(plies)-1), true
}

// Uncertainty is the mean, over a game's scored plies, of 1 - |2e - 1|, e
// the first player's expected result: 1 while the bots see the game even,
// 0 once they see it decided; ok is false for a game without scores.
func (r Record) Uncertainty() (u float64, ok bool) {
	plies := r.scored()
	if len(plies) == 0 {
		return 0, false
	}
	for _, i := range plies {
		u += 1 - math.Abs(2*r.Evals[i]-1)
	}
	return u / float64(len(plies)), true
}

// TreeComplexity is log10 of the product of the legal moves' counts at
// every ply of the bots: the size of the game tree that a game of this
// length and these choices spans.
func (r Record) TreeComplexity() float64 {
	var c float64
	for _, b := range r.Branching {
		if b > 0 {
			c += math.Log10(float64(b))
		}
	}
	return c
}

// Cells returns the number of playing cells of the game's board, 0 for a
// game without a diagram.
func (r Record) Cells() int { return max(0, r.Board-len(r.Off)) }

// Coverage is the fraction of the board's playing cells that held a piece
// in some position of the game; ok is false for a game without a diagram.
func (r Record) Coverage() (float64, bool) {
	if r.Cells() == 0 {
		return 0, false
	}
	return float64(len(r.Covered)) / float64(r.Cells()), true
}

// Summary holds the metrics of one strength's games.
type Summary struct {
	// Strength is the bot that played both sides; Games the games
	// played.
	Strength string `json:"strength"`
	Games    int    `json:"games"`
	// FirstWins, Draws and SecondWins count the games by result;
	// Timeouts counts the games cut at the study's maximum number of
	// plies, which count in none of the three.
	FirstWins  int `json:"first_wins"`
	Draws      int `json:"draws"`
	SecondWins int `json:"second_wins"`
	Timeouts   int `json:"timeouts"`
	// FirstScore is the first player's mean score, a win 1 and a draw
	// or a timeout ½, with its 95% interval (Wilson's): the first-player
	// advantage. Its Count is the score's half points.
	FirstScore Rate `json:"first_score"`
	// Balance is 1 - |s1 - s2|, the players' scores s1 and s2 (1 for
	// equal chances, 0 when one side always wins), with its 95% interval
	// from that of FirstScore.
	Balance   float64 `json:"balance"`
	BalanceLo float64 `json:"balance_lo"`
	BalanceHi float64 `json:"balance_hi"`
	// Completion is the share of games the rules ended (not cut at the
	// maximum number of plies); Drawishness the share of those that were
	// draws.
	Completion  Rate `json:"completion"`
	Drawishness Rate `json:"drawishness"`
	// Length is the spread of the games' lengths in plies, the opening's
	// included, and LengthHistogram their distribution.
	Length          Spread `json:"length"`
	LengthHistogram []Bin  `json:"length_histogram"`
	// Branching is the mean number of legal moves over every position a
	// bot moved in; BranchingByPly[k] the mean over the games that
	// reached ply k+1 (their positions before it), and ReachedPly[k] the
	// number of those games; both start at the first ply of the bots.
	Branching      float64   `json:"branching"`
	BranchingByPly []float64 `json:"branching_by_ply"`
	ReachedPly     []int     `json:"reached_ply"`
	// FirstBotPly is the ply (from 1) that BranchingByPly[0] is of: the
	// first after the opening.
	FirstBotPly int `json:"first_bot_ply"`
	// EvalByPly[k] and EvalSDByPly[k] are the mean and the standard
	// deviation (n-1) of the first player's expected result after ply
	// FirstBotPly+k, over the games with a score there (ScoredByPly[k]
	// of them): how far the bots see the games diverge as they go on.
	EvalByPly   []float64 `json:"eval_by_ply"`
	EvalSDByPly []float64 `json:"eval_sd_by_ply"`
	ScoredByPly []int     `json:"scored_by_ply"`
	// DecisionMoves is the share of the bots' positions with more than
	// one legal move.
	DecisionMoves float64 `json:"decision_moves"`
	// TreeComplexity is the spread of the games' Record.TreeComplexity,
	// log10 of their trees' sizes.
	TreeComplexity Spread `json:"tree_complexity"`
	// Coverage is the mean of the games' Record.Coverage, and
	// CoverageAll the share of the cells, playing cells in some game (of
	// a random setup, walls vary), that held a piece in some game; both 0
	// for a game without a diagram.
	Coverage    float64 `json:"coverage"`
	CoverageAll float64 `json:"coverage_all"`
	// Repetition is the share of the positions after a ply that repeat
	// an earlier position of their game.
	Repetition float64 `json:"repetition"`
	// Scored counts the plies whose bot gave a score, which the
	// evaluation metrics read.
	Scored int `json:"scored_plies"`
	// LeadChanges is the mean of the games' Record.LeadChanges.
	LeadChanges float64 `json:"lead_changes"`
	// DecisionPoint, Drama and Stability are the means of the games'
	// Record.DecisionPoint, Record.Drama and Record.Stability, over the
	// games where each is defined (Decided, Decided and Stable of them).
	DecisionPoint float64 `json:"decision_point"`
	Drama         float64 `json:"drama"`
	Decided       int     `json:"decided"`
	Stability     float64 `json:"stability"`
	Stable        int     `json:"stable"`
	// Uncertainty is the mean of the games' Record.Uncertainty, over
	// the Uncertain games with a score.
	Uncertainty float64 `json:"uncertainty"`
	Uncertain   int     `json:"uncertain"`
	// OutcomeUniformity is 1 minus the variance of the first player's
	// result over the games (+1 a win, 0 a draw or a timeout, -1 a
	// loss): 1 when every game ends alike, 0 when wins and losses are
	// even without draws.
	OutcomeUniformity float64 `json:"outcome_uniformity"`
	// Narrowness and MoveSD are the means of the games' Record.Narrowness
	// and Record.MoveSD, over the Clear games with a valued position: the
	// clarity of the best move, the lower the narrowness the fewer moves
	// near the best.
	Narrowness float64 `json:"clarity_narrowness"`
	MoveSD     float64 `json:"clarity_move_sd"`
	ClearGames int     `json:"clarity_games"`
	// StateSpace estimates log10 of the game's positions: an upper bound
	// on the arrangements of the board as its diagram draws them, with
	// the player to move, StateCells playing cells (the most of any game)
	// each holding any of the StateContents contents that some cell held
	// in some game (an empty cell is one content): StateCells ×
	// log10(StateContents) + log10(2). It counts arrangements no game can
	// reach, and none of what the diagram does not draw (a turn counter,
	// a history). All three are 0 for a game without a diagram (or
	// records without Contents).
	StateSpace    float64 `json:"state_space"`
	StateCells    int     `json:"state_cells"`
	StateContents int     `json:"state_contents"`
}

// Summarise returns the metrics of the records of one strength (all of
// them are taken to be).
func Summarise(strength string, records []Record) Summary {
	s := Summary{Strength: strength, Games: len(records)}
	var (
		lengths  []int
		lengthsF []float64
		tree     []float64
		moves    int
		decision int
		after    int
		cov      float64
		covN     int
		union    map[int]bool
		playing  map[int]bool
		outcomes float64
		squares  float64
		contents map[string]bool
	)
	s.FirstBotPly = -1
	for _, r := range records {
		switch {
		case !r.Over:
			s.Timeouts++
		case r.Outcome > 0:
			s.FirstWins++
		case r.Outcome < 0:
			s.SecondWins++
		default:
			s.Draws++
		}
		lengths = append(lengths, r.Plies())
		lengthsF = append(lengthsF, float64(r.Plies()))
		tree = append(tree, r.TreeComplexity())
		if s.FirstBotPly < 0 || r.Opening+1 < s.FirstBotPly {
			s.FirstBotPly = r.Opening + 1
		}
		for _, b := range r.Branching {
			moves += b
			if b > 1 {
				decision++
			}
		}
		after += len(r.Branching)
		s.Repetition += float64(r.Repeats)
		if c, ok := r.Coverage(); ok {
			cov += c
			covN++
			if union == nil {
				union, playing = map[int]bool{}, map[int]bool{}
			}
			for _, i := range r.Covered {
				union[i] = true
			}
			off := 0
			for i := range r.Board {
				if off < len(r.Off) && r.Off[off] == i {
					off++
					continue
				}
				playing[i] = true
			}
		}
		for _, i := range r.Evals {
			if i >= 0 {
				s.Scored++
			}
		}
		s.LeadChanges += float64(r.LeadChanges())
		if d, ok := r.DecisionPoint(); ok {
			dr, _ := r.Drama()
			s.DecisionPoint += d
			s.Drama += dr
			s.Decided++
		}
		if st, ok := r.Stability(); ok {
			s.Stability += st
			s.Stable++
		}
		if u, ok := r.Uncertainty(); ok {
			s.Uncertainty += u
			s.Uncertain++
		}
		outcomes += float64(r.Outcome)
		squares += float64(r.Outcome * r.Outcome)
		if r.Clear > 0 {
			s.Narrowness += r.Narrowness
			s.MoveSD += r.MoveSD
			s.ClearGames++
		}
		if r.Cells() > 0 {
			s.StateCells = max(s.StateCells, r.Cells())
			if contents == nil {
				contents = map[string]bool{}
			}
			for _, c := range r.Contents {
				contents[c] = true
			}
		}
	}
	if s.FirstBotPly < 0 {
		s.FirstBotPly = 1
	}
	// Branching by ply, counted from the first ply of the bots of the
	// games with the shortest opening.
	for _, r := range records {
		for i, b := range r.Branching {
			k := r.Opening + 1 + i - s.FirstBotPly
			for len(s.BranchingByPly) <= k {
				s.BranchingByPly = append(s.BranchingByPly, 0)
				s.ReachedPly = append(s.ReachedPly, 0)
			}
			s.BranchingByPly[k] += float64(b)
			s.ReachedPly[k]++
		}
	}
	for k, n := range s.ReachedPly {
		if n > 0 {
			s.BranchingByPly[k] = round4(s.BranchingByPly[k] / float64(n))
		}
	}
	s.EvalByPly, s.EvalSDByPly, s.ScoredByPly = evalByPly(records, s.FirstBotPly, len(s.ReachedPly))
	n := len(records)
	s.FirstScore = scoreRate(s.FirstWins, s.Draws+s.Timeouts, s.SecondWins)
	s.Balance, s.BalanceLo, s.BalanceHi = balance(s.FirstScore)
	s.Completion = NewRate(n-s.Timeouts, n)
	s.Drawishness = NewRate(s.Draws, n-s.Timeouts)
	s.Length = NewSpread(lengthsF)
	s.LengthHistogram = histogram(lengths, 10)
	s.TreeComplexity = NewSpread(tree)
	if after > 0 {
		s.Branching = float64(moves) / float64(after)
		s.DecisionMoves = float64(decision) / float64(after)
		s.Repetition /= float64(after)
	}
	if covN > 0 {
		s.Coverage = cov / float64(covN)
		s.CoverageAll = float64(len(union)) / float64(max(1, len(playing)))
	}
	if n > 0 {
		s.LeadChanges /= float64(n)
	}
	if s.Decided > 0 {
		s.DecisionPoint /= float64(s.Decided)
		s.Drama /= float64(s.Decided)
	}
	if s.Stable > 0 {
		s.Stability /= float64(s.Stable)
	}
	if s.Uncertain > 0 {
		s.Uncertainty /= float64(s.Uncertain)
	}
	if n > 0 {
		mean := outcomes / float64(n)
		s.OutcomeUniformity = 1 - (squares/float64(n) - mean*mean)
	}
	if s.ClearGames > 0 {
		s.Narrowness /= float64(s.ClearGames)
		s.MoveSD /= float64(s.ClearGames)
	}
	if len(contents) == 0 {
		s.StateCells = 0 // records without contents, as of older reports
	} else {
		s.StateContents = len(contents)
		s.StateSpace = float64(s.StateCells)*math.Log10(float64(s.StateContents)) + math.Log10(2)
	}
	return s
}

// evalByPly returns the mean and the standard deviation of the scored
// expected results at each of n plies from first, and their counts.
func evalByPly(records []Record, first, n int) (mean, sd []float64, count []int) {
	mean, sd, count = make([]float64, n), make([]float64, n), make([]int, n)
	for _, r := range records {
		for i, e := range r.Evals {
			if e >= 0 {
				k := r.Opening + 1 + i - first
				mean[k] += e
				count[k]++
			}
		}
	}
	for k := range mean {
		if count[k] > 0 {
			mean[k] /= float64(count[k])
		}
	}
	for _, r := range records {
		for i, e := range r.Evals {
			if e >= 0 {
				k := r.Opening + 1 + i - first
				sd[k] += (e - mean[k]) * (e - mean[k])
			}
		}
	}
	for k, v := range sd {
		sd[k] = 0
		if count[k] > 1 {
			sd[k] = round4(math.Sqrt(v / float64(count[k]-1)))
		}
		mean[k] = round4(mean[k])
	}
	return mean, sd, count
}

// scoreRate returns the first player's score of wins, draws and losses as
// a Rate of half points, with the Wilson interval of the score.
func scoreRate(wins, draws, losses int) Rate {
	t := elo.Tally{Wins: wins, Draws: draws, Losses: losses}
	n := t.Games()
	if n == 0 {
		return Rate{Hi: 1}
	}
	lo, hi := t.Interval()
	return Rate{Count: 2*wins + draws, Of: 2 * n, Value: t.Score(), Lo: lo, Hi: hi}
}

// balance returns 1 - |2s - 1| of the first player's score s, and its
// bounds over s's interval.
func balance(s Rate) (b, lo, hi float64) {
	f := func(x float64) float64 { return 1 - math.Abs(2*x-1) }
	b = f(s.Value)
	lo, hi = min(f(s.Lo), f(s.Hi)), max(f(s.Lo), f(s.Hi))
	if s.Lo <= 0.5 && 0.5 <= s.Hi {
		hi = 1
	}
	return b, lo, hi
}

// FirstElo returns the first player's advantage in Elo, from FirstScore,
// with its 95% interval: elo.FromScore of the score and of its bounds
// (infinite when one side won every game).
func (s Summary) FirstElo() (e, lo, hi float64) {
	return elo.FromScore(s.FirstScore.Value), elo.FromScore(s.FirstScore.Lo), elo.FromScore(s.FirstScore.Hi)
}
