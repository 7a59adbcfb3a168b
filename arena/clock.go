// clock.go holds time controls and the running clock of a game's two
// sides, which flags a side that oversteps its time.

package arena

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply/search"
)

// ErrTimeControl reports a time control that cannot be read.
var ErrTimeControl = errors.New("bad time control")

// TimeControl is how much time the bots of a game have, as cutechess-cli
// and fastchess write it: "40/1:00+0.5" (40 moves in a minute, half a
// second more after each move, the minute given again after every 40
// moves), "0:10+0.1" (ten seconds for the game plus a tenth a move),
// "st=0.1" (a tenth of a second per move, not carried over). The zero
// TimeControl is none: no clock runs.
type TimeControl struct {
	// Moves is the number of moves of a control, after which the clock
	// gets Base again; 0 for the whole game.
	Moves int
	// Base is the time of a control.
	Base time.Duration
	// Increment is added after each move.
	Increment time.Duration
	// PerMove, if positive, is a fixed time per move (the other fields
	// are then zero).
	PerMove time.Duration
}

// IsZero reports whether tc is no time control.
func (tc TimeControl) IsZero() bool { return tc == TimeControl{} }

// ParseTimeControl reads a time control: "MOVES/TIME+INC" with MOVES/ and
// +INC optional, TIME as seconds ("10", "0.5") or minutes and seconds
// ("1:00", "1:30.5") or hours too ("1:00:00"), INC in seconds; or
// "st=SECONDS". Errors wrap ErrTimeControl.
func ParseTimeControl(s string) (TimeControl, error) {
	bad := func(why string) (TimeControl, error) {
		return TimeControl{}, fmt.Errorf("time control %q: %s (want such as 40/1:00+0.5, 0:10+0.1 or st=0.1): %w", s, why, ErrTimeControl)
	}
	if rest, ok := strings.CutPrefix(s, "st="); ok {
		d, err := seconds(rest)
		if err != nil || d <= 0 {
			return bad("the time per move must be a positive number of seconds")
		}
		return TimeControl{PerMove: d}, nil
	}
	var tc TimeControl
	if m, rest, ok := strings.Cut(s, "/"); ok {
		n, err := strconv.Atoi(m)
		if err != nil || n < 1 || n > 10000 {
			return bad("the moves of a control must be a whole number from 1 to 10000")
		}
		tc.Moves, s = n, rest
	}
	base, inc, hasInc := strings.Cut(s, "+")
	if hasInc {
		d, err := seconds(inc)
		if err != nil || d < 0 {
			return bad("the increment must be a number of seconds")
		}
		tc.Increment = d
	}
	var parts []string
	if base != "" {
		parts = strings.Split(base, ":")
	}
	if len(parts) == 0 || len(parts) > 3 {
		return bad("want the time as SECONDS, MIN:SEC or H:MIN:SEC")
	}
	for i, p := range parts {
		var d time.Duration
		if i == len(parts)-1 {
			sec, err := seconds(p)
			if err != nil || i > 0 && sec >= time.Minute {
				return bad("want the time as SECONDS, MIN:SEC or H:MIN:SEC")
			}
			d = sec
		} else {
			n, err := strconv.Atoi(p)
			if err != nil || n < 0 || i > 0 && n >= 60 || n > 6000 {
				return bad("want the time as SECONDS, MIN:SEC or H:MIN:SEC")
			}
			d = time.Duration(n) * time.Minute
			if len(parts) == 3 && i == 0 {
				d *= 60 // hours
			}
		}
		tc.Base += d
	}
	if tc.Base <= 0 {
		return bad("the time must be positive")
	}
	if tc.Base > 100*time.Hour {
		return bad("the time must be at most 100 hours")
	}
	return tc, nil
}

// seconds reads a non-negative number of seconds, such as "0.5".
func seconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || f < 0 || f > 360000 || strings.ContainsAny(s, "eEinfINFxXpP_") {
		return 0, fmt.Errorf("%q: not a number of seconds", s)
	}
	return time.Duration(math.Round(f * float64(time.Second))), nil
}

// String writes tc in the form ParseTimeControl reads: "40/1:00+0.5",
// "0:10+0.1", "st=0.1"; "" for none.
func (tc TimeControl) String() string {
	if tc.PerMove > 0 {
		return "st=" + secs(tc.PerMove)
	}
	if tc.IsZero() {
		return ""
	}
	var b strings.Builder
	if tc.Moves > 0 {
		fmt.Fprintf(&b, "%d/", tc.Moves)
	}
	m := int64(tc.Base / time.Minute)
	fmt.Fprintf(&b, "%d:", m)
	rest := tc.Base - time.Duration(m)*time.Minute
	if rest < 10*time.Second {
		b.WriteByte('0')
	}
	b.WriteString(secs(rest))
	if tc.Increment > 0 {
		b.WriteString("+" + secs(tc.Increment))
	}
	return b.String()
}

// PGN writes tc as PGN's TimeControl tag has it: seconds, "40/60+0.5",
// "10+0.1", and "0.1/move" for a time per move (as cutechess-cli writes
// it); "-" for none.
func (tc TimeControl) PGN() string {
	switch {
	case tc.PerMove > 0:
		return secs(tc.PerMove) + "/move"
	case tc.IsZero():
		return "-"
	}
	s := secs(tc.Base)
	if tc.Moves > 0 {
		s = strconv.Itoa(tc.Moves) + "/" + s
	}
	if tc.Increment > 0 {
		s += "+" + secs(tc.Increment)
	}
	return s
}

// secs writes d in seconds, without trailing zeros: "0.5", "60".
func secs(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// Clock is the running clock of a game's two sides under a TimeControl;
// side 0 is the first player. It is not safe for concurrent use.
type Clock struct {
	tc    TimeControl
	left  [2]time.Duration
	moves [2]int // moves made by each side
}

// NewClock returns the clocks of a game's start: Base for each side.
func NewClock(tc TimeControl) *Clock {
	return &Clock{tc: tc, left: [2]time.Duration{tc.Base, tc.Base}}
}

// For returns what side's clock says before its move, for its time
// manager (search.Clock.Budget).
func (c *Clock) For(side int) search.Clock {
	if c.tc.PerMove > 0 {
		return search.Clock{PerMove: c.tc.PerMove, Remaining: c.tc.PerMove}
	}
	sc := search.Clock{Remaining: c.left[side], Increment: c.tc.Increment}
	if c.tc.Moves > 0 {
		sc.MovesToGo = c.tc.Moves - c.moves[side]%c.tc.Moves
	}
	return sc
}

// Left returns the time left on side's clock, as it was after its last
// move (or at the start); a fixed time per move is always whole.
func (c *Clock) Left(side int) time.Duration {
	if c.tc.PerMove > 0 {
		return c.tc.PerMove
	}
	return c.left[side]
}

// Limit returns the longest side may think on its next move without
// losing on time, given margin: its time left plus margin.
func (c *Clock) Limit(side int, margin time.Duration) time.Duration {
	if c.tc.PerMove > 0 {
		return c.tc.PerMove + margin
	}
	return c.left[side] + margin
}

// Spend charges side's move that took used, and reports whether side kept
// within its time and margin; when it did not, side has lost on time and
// the clock is left as it was. After a move the increment is added, and
// after the last move of a control the control's time.
func (c *Clock) Spend(side int, used, margin time.Duration) bool {
	if used > c.Limit(side, margin) {
		return false
	}
	if c.tc.PerMove > 0 {
		return true
	}
	c.left[side] -= used
	c.left[side] += c.tc.Increment
	c.moves[side]++
	if c.tc.Moves > 0 && c.moves[side]%c.tc.Moves == 0 {
		c.left[side] += c.tc.Base
	}
	return true
}
