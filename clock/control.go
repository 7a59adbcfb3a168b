// control.go holds time controls and their text.

package clock

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// ErrTimeControl reports a time control that cannot be read.
var ErrTimeControl = errors.New("bad time control")

// The bounds of a time control's text.
const (
	// MaxControlTime bounds a control's time (Base).
	MaxControlTime = 100 * time.Hour
	// MaxControlMoves bounds the moves of a control (Moves) and of a
	// Canadian byo-yomi period (PeriodMoves).
	MaxControlMoves = 10000
	// MaxPeriods bounds the byo-yomi periods of a control.
	MaxPeriods = 100
	// MinPeriod and MaxPeriod bound a byo-yomi period.
	MinPeriod = 100 * time.Millisecond
	MaxPeriod = time.Hour
)

// Control is a time control. Its forms, as Parse reads them:
//
//   - "40/1:00+0.5": Moves 40, Base a minute, Increment half a second
//     (cutechess-cli's and fastchess's form): the minute is given again
//     after every 40 moves, half a second after each move.
//   - "0:10+0.1": ten seconds for the game (Moves 0), a tenth a move more.
//   - "st=0.1": PerMove a tenth of a second, not carried over.
//   - "5:00 3x30": byo-yomi: Base five minutes of main time, then Periods
//     3 periods of Period 30 seconds; a move that ends within a period
//     keeps it, each period used up is lost. "0 1x10" has no main time.
//   - "5:00 1x25/300": Canadian byo-yomi: after the main time, 25 moves
//     (PeriodMoves) to play in each period of 300 seconds.
//
// The zero Control is none: no clock runs.
type Control struct {
	// Moves is the number of moves of a control, after which the clock
	// gets Base again; 0 for the whole game.
	Moves int
	// Base is the time of a control, or byo-yomi's main time.
	Base time.Duration
	// Increment is added after each move.
	Increment time.Duration
	// PerMove, if positive, is a fixed time per move (the other fields
	// are then zero).
	PerMove time.Duration
	// Periods, if positive, is the number of byo-yomi periods after the
	// main time Base, each of Period for PeriodMoves moves (0 counts as
	// 1: Japanese byo-yomi). A byo-yomi control has no Moves and no
	// Increment.
	Periods     int
	Period      time.Duration
	PeriodMoves int
}

// IsZero reports whether c is no time control.
func (c Control) IsZero() bool { return c == Control{} }

// Byoyomi reports whether c is a byo-yomi control.
func (c Control) Byoyomi() bool { return c.Periods > 0 }

// periodMoves returns the moves of a byo-yomi period, at least 1.
func (c Control) periodMoves() int { return max(c.PeriodMoves, 1) }

// Parse reads a time control in one of the forms of Control, after
// leading and trailing spaces: "MOVES/TIME+INC" with MOVES/ and +INC
// optional, TIME as seconds ("10", "0.5") or minutes and seconds ("1:00",
// "1:30.5") or hours too ("1:00:00"), INC in seconds; "st=SECONDS"; or
// byo-yomi "MAIN PERIODSxSECONDS" and "MAIN PERIODSxMOVES/SECONDS", MAIN
// a TIME or 0. Errors wrap ErrTimeControl.
func Parse(s string) (Control, error) {
	s = strings.TrimSpace(s)
	main, byo, ok := strings.Cut(s, " ")
	if !ok {
		return parseFischer(s)
	}
	bad := func(why string) (Control, error) {
		return Control{}, fmt.Errorf("time control %q: %s (want such as 5:00 3x30): %w", s, why, ErrTimeControl)
	}
	var c Control
	if main != "0" {
		m, err := parseFischer(main)
		if err != nil || m.Moves != 0 || m.Increment != 0 || m.PerMove != 0 {
			return bad("the main time must be a time such as 5:00 or 0")
		}
		c.Base = m.Base
	}
	n, period, ok := strings.Cut(strings.TrimSpace(byo), "x")
	periods, err := strconv.Atoi(n)
	if !ok || err != nil || periods < 1 || periods > MaxPeriods {
		return bad(fmt.Sprintf("the periods must be a whole number from 1 to %d", MaxPeriods))
	}
	if m, rest, ok := strings.Cut(period, "/"); ok {
		moves, err := strconv.Atoi(m)
		if err != nil || moves < 1 || moves > MaxControlMoves {
			return bad(fmt.Sprintf("the moves of a period must be a whole number from 1 to %d", MaxControlMoves))
		}
		period = rest
		if moves > 1 {
			c.PeriodMoves = moves // one move a period is Japanese byo-yomi, PeriodMoves 0
		}
	}
	d, err := seconds(period)
	if err != nil || d < MinPeriod || d > MaxPeriod {
		return bad(fmt.Sprintf("a period must be from %g to %g seconds", MinPeriod.Seconds(), MaxPeriod.Seconds()))
	}
	c.Periods, c.Period = periods, d.Round(time.Millisecond)
	return c, nil
}

// parseFischer reads the forms of Parse other than byo-yomi.
func parseFischer(s string) (Control, error) {
	bad := func(why string) (Control, error) {
		return Control{}, fmt.Errorf("time control %q: %s (want such as 40/1:00+0.5, 0:10+0.1, st=0.1 or 5:00 3x30): %w", s, why, ErrTimeControl)
	}
	if rest, ok := strings.CutPrefix(s, "st="); ok {
		d, err := seconds(rest)
		if err != nil || d <= 0 {
			return bad("the time per move must be a positive number of seconds")
		}
		return Control{PerMove: d}, nil
	}
	var c Control
	if m, rest, ok := strings.Cut(s, "/"); ok {
		n, err := strconv.Atoi(m)
		if err != nil || n < 1 || n > MaxControlMoves {
			return bad(fmt.Sprintf("the moves of a control must be a whole number from 1 to %d", MaxControlMoves))
		}
		c.Moves, s = n, rest
	}
	base, inc, hasInc := strings.Cut(s, "+")
	if hasInc {
		d, err := seconds(inc)
		if err != nil || d < 0 {
			return bad("the increment must be a number of seconds")
		}
		c.Increment = d
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
		c.Base += d
	}
	if c.Base <= 0 {
		return bad("the time must be positive")
	}
	if c.Base > MaxControlTime {
		return bad(fmt.Sprintf("the time must be at most %v", MaxControlTime))
	}
	return c, nil
}

// seconds reads a non-negative number of seconds, such as "0.5".
func seconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || f < 0 || f > 360000 || strings.ContainsAny(s, "eEinfINFxXpP_") {
		return 0, fmt.Errorf("%q: not a number of seconds", s)
	}
	return time.Duration(math.Round(f * float64(time.Second))), nil
}

// String writes c in the form Parse reads: "40/1:00+0.5", "0:10+0.1",
// "st=0.1", "5:00 3x30", "5:00 1x25/300"; "" for none.
func (c Control) String() string {
	switch {
	case c.PerMove > 0:
		return "st=" + secs(c.PerMove)
	case c.IsZero():
		return ""
	case c.Byoyomi():
		main := "0"
		if c.Base > 0 {
			main = Control{Base: c.Base}.String()
		}
		period := secs(c.Period)
		if c.PeriodMoves > 1 {
			period = strconv.Itoa(c.PeriodMoves) + "/" + period
		}
		return fmt.Sprintf("%s %dx%s", main, c.Periods, period)
	}
	var b strings.Builder
	if c.Moves > 0 {
		fmt.Fprintf(&b, "%d/", c.Moves)
	}
	m := int64(c.Base / time.Minute)
	fmt.Fprintf(&b, "%d:", m)
	rest := c.Base - time.Duration(m)*time.Minute
	if rest < 10*time.Second {
		b.WriteByte('0')
	}
	b.WriteString(secs(rest))
	if c.Increment > 0 {
		b.WriteString("+" + secs(c.Increment))
	}
	return b.String()
}

// PGN writes c as PGN's TimeControl tag has it: seconds, "40/60+0.5",
// "10+0.1", and "0.1/move" for a time per move (as cutechess-cli writes
// it); "-" for none. PGN has no byo-yomi: a byo-yomi control is written
// as String writes it ("5:00 3x30"), which Parse reads.
func (c Control) PGN() string {
	switch {
	case c.PerMove > 0:
		return secs(c.PerMove) + "/move"
	case c.IsZero():
		return "-"
	case c.Byoyomi():
		return c.String()
	}
	s := secs(c.Base)
	if c.Moves > 0 {
		s = strconv.Itoa(c.Moves) + "/" + s
	}
	if c.Increment > 0 {
		s += "+" + secs(c.Increment)
	}
	return s
}

// secs writes d in seconds, without trailing zeros: "0.5", "60".
func secs(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}
