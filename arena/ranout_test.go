package arena

import (
	"context"
	"testing"
	"time"
)

// lateTimer is a context whose deadline has passed on the clock while its
// timer has not fired yet: Err is still nil, as a search that reads the
// clock itself may see it.
type lateTimer struct{ context.Context }

func (lateTimer) Deadline() (time.Time, bool) { return time.Now().Add(-time.Millisecond), true }

func TestRanOut(t *testing.T) {
	bg := context.Background()
	done, cancel := context.WithCancel(bg)
	cancel()
	for _, tc := range []struct {
		name         string
		ctx, moveCtx context.Context
		want         bool
	}{
		{"move time up", bg, done, true},
		{"deadline passed before its timer fired", bg, lateTimer{bg}, true},
		{"no deadline", bg, bg, false},
		{"the caller's context ended", done, done, false},
	} {
		if got := ranOut(tc.ctx, tc.moveCtx); got != tc.want {
			t.Errorf("%s: ranOut = %v, want %v", tc.name, got, tc.want)
		}
	}
}
