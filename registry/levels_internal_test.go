package registry

import (
	"context"
	"slices"
	"testing"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/pathway"
)

// A level whose Shallow is 1 searches every move a ply less deep than its
// Depth, and so plays as the level of that depth; with Shallow between 0
// and 1 it plays the same game again from the same seed.
func TestLevelShallow(t *testing.T) {
	const name = "pathway-shallow-test"
	g, err := Adapt(name, pathway.MustNew(), Config{})
	if err != nil {
		t.Fatal(err)
	}
	// An entry with these levels, put in place without Register, which
	// would refuse the zero levels after the third.
	mu.Lock()
	entries[name] = Entry{Name: name, Levels: [bot.MaxLevel]bot.Level{{Depth: 3, Shallow: 1}, {Depth: 2}, {Depth: 3, Shallow: 0.5}}}
	mu.Unlock()
	defer func() {
		mu.Lock()
		delete(entries, name)
		mu.Unlock()
	}()
	if got, want := Levels(name)[2].String(), "depth 3, 50% of moves at depth 2"; got != want {
		t.Errorf("Levels(%s)[2] is %q, want %q", name, got, want)
	}
	play := func(spec string, seed uint64) []string {
		t.Helper()
		b, err := botText(g, spec, seed)
		if err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
		line := NewLine(g.Start())
		var moves []string
		for range 12 {
			if _, over := g.Result(line.Position()); over {
				break
			}
			c, err := b.Choose(context.Background(), line, nil)
			if err != nil {
				t.Fatalf("%s: %v", spec, err)
			}
			if line, err = line.PlayMove(g, c.Move); err != nil {
				t.Fatalf("%s: %v", spec, err)
			}
			moves = append(moves, c.Move.String())
		}
		return moves
	}
	if a, b := play("level:1", 1), play("level:2", 1); !slices.Equal(a, b) {
		t.Errorf("depth 3 always shallow played %v, depth 2 %v", a, b)
	}
	if a, b := play("level:3", 7), play("level:3", 7); !slices.Equal(a, b) {
		t.Errorf("one seed played %v, then %v", a, b)
	}
}
