package engine

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/plygo/ply/internal/counted"
	"github.com/plygo/ply/pushfight"
)

// pushfightReads counts the ParseMove calls of "pushfight-counted".
var pushfightReads atomic.Int64

func init() { counted.Register("pushfight-counted", pushfight.MustNew(), &pushfightReads) }

// A move given to the play command is read once; the bot's answer to
// genmove is not read at all.
func TestPlayReadsOnce(t *testing.T) {
	s := newServer(t, "pushfight-counted", "greedy")
	ctx := context.Background()
	moves := s.Game().Moves(s.Line().Position())
	move := moves[len(moves)/2].String()
	pushfightReads.Store(0)
	if ans, _ := s.Handle(ctx, "play "+move); !strings.HasPrefix(ans, "=") {
		t.Fatalf("play %s: %q", move, ans)
	}
	if n := pushfightReads.Load(); n != 1 {
		t.Errorf("one play command: ParseMove called %d times, want 1", n)
	}
	for _, cmd := range []string{"showboard", "showposition", "genmove", "legal_moves", "result"} {
		if ans, _ := s.Handle(ctx, cmd); !strings.HasPrefix(ans, "=") {
			t.Fatalf("%s: %q", cmd, ans)
		}
	}
	if n := pushfightReads.Load(); n != 1 {
		t.Errorf("play and then genmove: ParseMove called %d times in all, want 1", n)
	}
}
