// clock.go writes and reads the clock in a move's comment, PGN's
// [%clk 0:00:09.8] command, and turns a bot's answer into an [%eval].

package record

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// ClockComment returns PGN's command for the time left on a player's clock
// after its move, to add to the move's comment: "[%clk 0:00:09.8]", hours,
// minutes, seconds and tenths (rounded down; a negative time is 0).
func ClockComment(left time.Duration) string {
	left = max(left, 0).Truncate(100 * time.Millisecond)
	h := left / time.Hour
	m := left % time.Hour / time.Minute
	s := left % time.Minute
	return fmt.Sprintf("[%%clk %d:%02d:%02d.%d]", h, m, s/time.Second, s%time.Second/(100*time.Millisecond))
}

// ParseClock returns the time of the first [%clk H:MM:SS] command in a
// comment (the seconds may have a fraction), and whether there is one.
func ParseClock(comment string) (time.Duration, bool) {
	_, rest, ok := strings.Cut(comment, "[%clk ")
	if !ok {
		return 0, false
	}
	text, _, ok := strings.Cut(rest, "]")
	if !ok {
		return 0, false
	}
	parts := strings.Split(strings.TrimSpace(text), ":")
	if len(parts) != 3 {
		return 0, false
	}
	h, err1 := strconv.Atoi(parts[0])
	m, err2 := strconv.Atoi(parts[1])
	s, err3 := strconv.ParseFloat(parts[2], 64)
	if err1 != nil || err2 != nil || err3 != nil || h < 0 || h > 10000 || m < 0 || m >= 60 || !(s >= 0 && s < 60) {
		return 0, false
	}
	return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(s*float64(time.Second)).Round(time.Millisecond), true
}

// ChoiceEval returns the evaluation of a bot's move for PGN's [%eval]
// (SetEval writes it): the bot's score turned to First's side (mover is the
// player who moved), a proven result as Mate, and the depth; ok is false
// when the bot gave no score. A result proven at no known distance (the
// solver's, which Comment says as "score win") has no Mate, which would
// claim a distance: it is the score, a number beyond ±5e8.
func ChoiceEval(c registry.Choice, mover ply.Player) (e Eval, ok bool) {
	if !c.Scored {
		return Eval{}, false
	}
	sign := 1.0
	if mover != ply.First {
		sign = -1
	}
	e.Depth = c.Depth
	if n, proven := c.WinDistance(); proven && n > 0 {
		e.Mate = max(n-1, 1) // after the move
		if c.Score*sign < 0 {
			e.Mate = -e.Mate
		}
		return e, true
	}
	// Four significant digits, as Comment writes the score.
	e.Score, _ = strconv.ParseFloat(strconv.FormatFloat(c.Score*sign, 'g', 4, 64), 64)
	if e.Score == 0 {
		e.Score = 0 // not "-0"
	}
	return e, true
}
