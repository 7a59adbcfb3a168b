package engine

import (
	"context"
	"strings"
	"testing"

	"github.com/plygo/ply/internal/counted"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/pushfight"
)

// pushfightCalls and pathwayCalls count the calls of "pushfight-counted"
// and "pathway-counted": ParseMove, the generations of the legal moves,
// Apply and Result.
var pushfightCalls, pathwayCalls counted.Counts

func init() {
	counted.Register("pushfight-counted", pushfight.MustNew(), &pushfightCalls)
	counted.Register("pathway-counted", pathway.MustNew(), &pathwayCalls)
}

// A move given to the play command is read once and applied once, with at
// most one generation of the legal moves and one Result; the boards
// drawn after it play nothing again (the line keeps the move and the
// position after it), and the bot's answer to genmove is not read at all.
func TestPlayReadsOnce(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name  string
		calls *counted.Counts
	}{{"pathway", &pathwayCalls}, {"pushfight", &pushfightCalls}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newServer(t, tc.name+"-counted", "greedy")
			moves := s.Game().Moves(s.Line().Position())
			move := moves[len(moves)/2].String()
			tc.calls.Reset()
			if ans, _ := s.Handle(ctx, "play "+move); !strings.HasPrefix(ans, "=") {
				t.Fatalf("play %s: %q", move, ans)
			}
			got := tc.calls.Snapshot()
			if got.Parses != 1 || got.Moves > 1 || got.Applies != 1 || got.Results > 1 {
				t.Errorf("one play command: %v, want 1 parse, 1 Apply and at most one generation and one Result", got)
			}
			tc.calls.Reset()
			for _, cmd := range []string{"showboard", "showposition", "showboard"} {
				if ans, _ := s.Handle(ctx, cmd); !strings.HasPrefix(ans, "=") {
					t.Fatalf("%s: %q", cmd, ans)
				}
			}
			if got := tc.calls.Snapshot(); got.Parses != 0 || got.Moves != 0 || got.Applies != 0 || got.Results > 1 {
				t.Errorf("the boards after the move: %v, want no parse, generation or Apply and at most one Result", got)
			}
			for _, cmd := range []string{"genmove", "legal_moves", "result"} {
				if ans, _ := s.Handle(ctx, cmd); !strings.HasPrefix(ans, "=") {
					t.Fatalf("%s: %q", cmd, ans)
				}
			}
			if n := tc.calls.Parses.Load(); n != 0 {
				t.Errorf("genmove after the move: ParseMove called %d times, want 0", n)
			}
		})
	}
}
