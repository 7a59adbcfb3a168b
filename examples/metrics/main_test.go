package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/plygo/ply/registry"
)

// TestEveryGame: the command measures every registered game, here at two
// low strengths and a few games each, with no opening (under -short, cut
// after 10 plies).
func TestEveryGame(t *testing.T) {
	args := []string{"-bots", "random,level:2", "-games", "2", "-concurrency", "2", "-format", "markdown", "-solve", "1000", "-opening", "0"}
	if testing.Short() {
		args = append(args, "-maxmoves", "10")
	}
	for _, name := range registry.Names() {
		t.Run(name, func(t *testing.T) {
			var out, errs bytes.Buffer
			code := run(context.Background(), append([]string{"-game", name}, args...), &out, &errs, false)
			if code != 0 || errs.Len() > 0 {
				t.Fatalf("exit %d, stderr %q", code, errs.String())
			}
			for _, want := range []string{"### " + name + "\n\n4 games of self-play, 2 per strength, seed 1, 0 random opening plies", "| first-player score (95% CI) |", "| branching factor |"} {
				if !strings.Contains(out.String(), want) {
					t.Errorf("the report lacks %q:\n%s", want, out.String())
				}
			}
		})
	}
}

// TestInterrupted: a study stopped at once prints its report, marked
// interrupted, and exits 130.
func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	code := run(ctx, []string{"-game", "pathway", "-games", "4"}, &out, &errs, false)
	if code != 130 || !strings.Contains(out.String(), "(interrupted)") {
		t.Errorf("exit %d, stderr %q, output %q", code, errs.String(), out.String())
	}
}
