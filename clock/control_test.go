package clock_test

import (
	"errors"
	"testing"
	"time"

	"github.com/plygo/ply/clock"
)

// Every form people type today reads as it did: the arena's -tc
// (cutechess-cli's and fastchess's forms) and the web board's byo-yomi.
func TestParse(t *testing.T) {
	const s, ms = time.Second, time.Millisecond
	tests := []struct {
		in, str, pgn string
		want         clock.Control
	}{
		{"40/1:00+0.5", "40/1:00+0.5", "40/60+0.5", clock.Control{Moves: 40, Base: 60 * s, Increment: 500 * ms}},
		{"0:10+0.1", "0:10+0.1", "10+0.1", clock.Control{Base: 10 * s, Increment: 100 * ms}},
		{"st=0.1", "st=0.1", "0.1/move", clock.Control{PerMove: 100 * ms}},
		{"10", "0:10", "10", clock.Control{Base: 10 * s}},
		{"1:30.5", "1:30.5", "90.5", clock.Control{Base: 90*s + 500*ms}},
		{"1:00:00+1", "60:00+1", "3600+1", clock.Control{Base: time.Hour, Increment: s}},
		{"40/2:00", "40/2:00", "40/120", clock.Control{Moves: 40, Base: 2 * time.Minute}},
		{"5:00+3", "5:00+3", "300+3", clock.Control{Base: 5 * time.Minute, Increment: 3 * s}},
		{"st=10", "st=10", "10/move", clock.Control{PerMove: 10 * s}},
		{"5:00 3x30", "5:00 3x30", "5:00 3x30", clock.Control{Base: 5 * time.Minute, Periods: 3, Period: 30 * s}},
		{"0 1x0.4", "0 1x0.4", "0 1x0.4", clock.Control{Periods: 1, Period: 400 * ms}},
		{"60:00 5x60", "60:00 5x60", "60:00 5x60", clock.Control{Base: time.Hour, Periods: 5, Period: time.Minute}},
		{" 0:10  2x5 ", "0:10 2x5", "0:10 2x5", clock.Control{Base: 10 * s, Periods: 2, Period: 5 * s}},
		{"5:00 1x25/300", "5:00 1x25/300", "5:00 1x25/300", clock.Control{Base: 5 * time.Minute, Periods: 1, Period: 300 * s, PeriodMoves: 25}},
		{"0 1x1/10", "0 1x10", "0 1x10", clock.Control{Periods: 1, Period: 10 * s}},
	}
	for _, tt := range tests {
		got, err := clock.Parse(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
			continue
		}
		if got.String() != tt.str || got.PGN() != tt.pgn {
			t.Errorf("%q: String %q, PGN %q; want %q, %q", tt.in, got.String(), got.PGN(), tt.str, tt.pgn)
		}
		again, err := clock.Parse(got.String())
		if err != nil || again != got {
			t.Errorf("%q: String %q reads back as %+v, %v", tt.in, got.String(), again, err)
		}
	}
	if (clock.Control{}).String() != "" || (clock.Control{}).PGN() != "-" {
		t.Error("the zero Control is not written as none")
	}
	for _, bad := range []string{"", "st=", "st=0", "st=-1", "0", "0:00", "40/", "/1:00", "0/1:00", "1:60", "1:00+", "1:00+-1",
		"1:00+x", "a:10", "1:2:3:4", "1e3", "NaN", "Inf", "1:00+0.5+1", "-1:00", "999:00:00",
		"5:00 x30", "5:00 0x30", "5:00 3x0", "5:00 3x", "abc", "5:00+1 3x30", "5:00 101x1", "5:00 3x1e3",
		"st=1 1x1", "40/1:00 1x1", "0:00 1x1", "5:00 3x0.05", "5:00 3x3601", "5:00 1x0/30", "5:00 1x/30", "5:00 1x10001/30"} {
		if c, err := clock.Parse(bad); !errors.Is(err, clock.ErrTimeControl) {
			t.Errorf("Parse(%q) = %+v, %v; want an error wrapping ErrTimeControl", bad, c, err)
		}
	}
}

// FuzzParse: no text panics, and one read writes back as itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"40/1:00+0.5", "0:10+0.1", "st=0.1", "1:00:00", "5:00 3x30", "0 1x1", "1 1x1", "5:00 1x25/300"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := clock.Parse(s)
		if err != nil {
			if !errors.Is(err, clock.ErrTimeControl) {
				t.Fatalf("%q: error %v does not wrap ErrTimeControl", s, err)
			}
			return
		}
		again, err := clock.Parse(c.String())
		if err != nil || again != c {
			t.Fatalf("%q: %+v writes %q, which reads %+v, %v", s, c, c.String(), again, err)
		}
	})
}
