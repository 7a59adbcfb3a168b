// score.go says scores in words: the one form of a proven result for
// people, "win in 3".

package search

import (
	"math"
	"strconv"
	"strings"
)

// maxTextPlies is the longest distance ScoreText's words read back as:
// distances stay below MarginUnit (see WinDistance).
const maxTextPlies = MarginUnit - 1

// ScoreText returns score (a Result.Score or Line.Score, for the player to
// move) as people read it. A proven result (WinDistance) is "win in 3" or
// "loss in 2", counting plies: the moves of both players, so "win in 1" is
// a winning move and "win in 3" is a move, the opponent's reply, then the
// winning move. A result proven at no known distance (the solver's, which
// ignores the length of games, or a finished game) is "win" or "loss". Any
// other score is its number in at most four significant digits, "0.53",
// "-12", "1.234e+04", and never "-0" (a zero of either sign is "0"). It
// is the one form of a score in the terminal, the comments of records
// (record.Comment), the analysis's words and the web page; PGN's [%eval]
// writes the same distance as "#3" and "#-2" (record.Eval).
func ScoreText(score float64) string {
	switch {
	case math.IsInf(score, 1):
		return "win"
	case math.IsInf(score, -1):
		return "loss"
	}
	if plies, proven := WinDistance(score); proven {
		word := "win"
		if score < 0 {
			word = "loss"
		}
		if plies == 0 {
			return word
		}
		return word + " in " + strconv.Itoa(plies)
	}
	t := strconv.FormatFloat(score, 'g', 4, 64)
	if f, err := strconv.ParseFloat(t, 64); err == nil && f == 0 {
		return "0"
	}
	return t
}

// ParseScoreText reads what ScoreText writes: "win in 3" as WinScore-3,
// "loss in 2" as -(WinScore-2), "win" and "loss" as ±WinScore, and a
// finite number as itself. A number also reads the raw scores written
// before ScoreText existed (records on disk say "score 1e+09" for a win):
// 1e+09 reads as WinScore, a proven win at no known distance. ok is false
// for anything else, such as a distance below 1 or beyond the distances a
// score holds.
func ParseScoreText(text string) (score float64, ok bool) {
	word, n, found := strings.Cut(text, " in ")
	if !found {
		word = text
	}
	sign := 0.0
	switch word {
	case "win":
		sign = 1
	case "loss":
		sign = -1
	default:
		if found {
			return 0, false
		}
		f, err := strconv.ParseFloat(text, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return 0, false
		}
		return f, true
	}
	if !found {
		return sign * WinScore, true
	}
	plies, err := strconv.Atoi(n)
	if err != nil || plies < 1 || plies > maxTextPlies || n != strconv.Itoa(plies) {
		return 0, false
	}
	return sign * (WinScore - float64(plies)), true
}
