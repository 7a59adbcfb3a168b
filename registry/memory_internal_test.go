package registry

import (
	"context"
	"testing"

	"github.com/plygo/ply/pathway"
)

// A ResourceBot's bounds win over its specification's hash and threads,
// and lift when set to 0.
func TestResourceBotBounds(t *testing.T) {
	g, err := pathway.New()
	if err != nil {
		t.Fatal(err)
	}
	h, err := Adapt("pathway", g, Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []string{"alphabeta:2:hash=4096:threads=64", "mcts:100:hash=4096:threads=256", "alphabeta:2"} {
		bot, err := botText(h, spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		rb, ok := bot.(ResourceBot)
		if !ok {
			t.Fatalf("%s is no ResourceBot", spec)
		}
		sb := bot.(*searchBot[pathway.State, pathway.Move])
		rb.SetMemoryMB(8)
		rb.LimitThreads(1)
		for _, c := range []struct{ mb, threads, wantMB, wantThreads int }{
			{4096, 64, 8, 1},
			{0, 0, 8, 0},
			{4, -1, 4, 1},
			{4, 1, 4, 1},
		} {
			if mb, th := sb.bounded(c.mb, c.threads); mb != c.wantMB || th != c.wantThreads {
				t.Errorf("%s: bounded(%d, %d) = %d, %d, want %d, %d", spec, c.mb, c.threads, mb, th, c.wantMB, c.wantThreads)
			}
		}
		if _, err := bot.Choose(context.Background(), NewLine(h.Start()), nil); err != nil {
			t.Errorf("%s bounded: %v", spec, err)
		}
		rb.SetMemoryMB(0)
		rb.LimitThreads(0)
		if mb, th := sb.bounded(4096, 64); mb != 4096 || th != 64 {
			t.Errorf("%s unbounded: %d, %d", spec, mb, th)
		}
	}
}
