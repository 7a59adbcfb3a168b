// adjudicate.go holds adjudication: ending a game early, as a draw or a
// resignation, when both bots' reported scores agree that it is decided.

package arena

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ErrAdjudication reports adjudication rules that cannot be read.
var ErrAdjudication = errors.New("bad adjudication rule")

// DrawRule adjudicates a draw, as cutechess-cli's -draw does: from move
// MoveNumber on, once the last MoveCount moves were each scored within
// ±Score by the bot that played it. Moves count as a game's records number
// them: every ply is a move. Scores are the bots' own (registry.Choice.Score,
// on the scale of search.Result.Score), so the rule suits bots that share a
// scale.
type DrawRule struct {
	MoveNumber int
	MoveCount  int
	Score      float64
}

// ResignRule adjudicates a loss, as cutechess-cli's -resign does: once a
// bot scored its last MoveCount moves at -Score or worse; with TwoSided,
// only if its opponent scored its own last MoveCount moves at +Score or
// better too.
type ResignRule struct {
	MoveCount int
	Score     float64
	TwoSided  bool
}

// ParseDrawRule reads "movenumber=N movecount=M score=S" (fields parted by
// spaces or commas, movenumber optional).
func ParseDrawRule(s string) (DrawRule, error) {
	var r DrawRule
	err := fields(s, "-draw", map[string]func(string) bool{
		"movenumber": func(v string) bool { return whole(v, 0, &r.MoveNumber) },
		"movecount":  func(v string) bool { return whole(v, 1, &r.MoveCount) },
		"score":      func(v string) bool { return score(v, &r.Score) },
	}, "movecount", "score")
	return r, err
}

// ParseResignRule reads "movecount=M score=S twosided=true" (fields parted
// by spaces or commas, twosided optional).
func ParseResignRule(s string) (ResignRule, error) {
	var r ResignRule
	err := fields(s, "-resign", map[string]func(string) bool{
		"movecount": func(v string) bool { return whole(v, 1, &r.MoveCount) },
		"score":     func(v string) bool { return score(v, &r.Score) },
		"twosided": func(v string) bool {
			b, err := strconv.ParseBool(v)
			r.TwoSided = b
			return err == nil
		},
	}, "movecount", "score")
	return r, err
}

// fields reads name=value fields into set, requiring the fields of need.
func fields(s, what string, set map[string]func(string) bool, need ...string) error {
	seen := map[string]bool{}
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
		k, v, _ := strings.Cut(f, "=")
		fn, ok := set[k]
		if !ok || seen[k] {
			return fmt.Errorf("%s %q: unknown or repeated field %q: %w", what, s, k, ErrAdjudication)
		}
		if !fn(v) {
			return fmt.Errorf("%s %q: bad value of %s: %w", what, s, k, ErrAdjudication)
		}
		seen[k] = true
	}
	for _, k := range need {
		if !seen[k] {
			return fmt.Errorf("%s %q: want %s=: %w", what, s, k, ErrAdjudication)
		}
	}
	return nil
}

func whole(v string, lo int, dst *int) bool {
	n, err := strconv.Atoi(v)
	*dst = n
	return err == nil && n >= lo && n <= 1_000_000
}

func score(v string, dst *float64) bool {
	f, err := strconv.ParseFloat(v, 64)
	*dst = f
	return err == nil && f >= 0 && !math.IsInf(f, 0) && !math.IsNaN(f)
}

// Adjudicator applies a DrawRule and a ResignRule (either nil for none) to
// a game as its moves come. Its zero value adjudicates nothing.
type Adjudicator struct {
	Draw   *DrawRule
	Resign *ResignRule
	moves  int
	// near counts the last moves in a row scored within the draw score.
	near int
	// losing[s] and winning[s] count side s's last moves in a row scored
	// at -Score or worse, and +Score or better.
	losing, winning [2]int
}

// Add takes the move of side (0 the first player) and the score its bot
// reported (scored false if none, which breaks every run of moves), and
// returns the outcome from the first player's side (+1, 0, -1) if the game
// is now adjudicated.
func (a *Adjudicator) Add(side int, score float64, scored bool) (outcome Outcome, decided bool) {
	a.moves++
	if !scored {
		a.near, a.losing[side], a.winning[side] = 0, 0, 0
		return 0, false
	}
	if d := a.Draw; d != nil {
		if math.Abs(score) <= d.Score {
			a.near++
		} else {
			a.near = 0
		}
		if a.moves >= d.MoveNumber && a.near >= d.MoveCount {
			return 0, true
		}
	}
	if r := a.Resign; r != nil {
		a.losing[side], a.winning[side] = run(a.losing[side], score <= -r.Score), run(a.winning[side], score >= r.Score)
		for s := range 2 {
			if a.losing[s] >= r.MoveCount && (!r.TwoSided || a.winning[1-s] >= r.MoveCount) {
				return Outcome(2*s - 1), true
			}
		}
	}
	return 0, false
}

func run(n int, ok bool) int {
	if ok {
		return n + 1
	}
	return 0
}
