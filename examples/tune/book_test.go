package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plygo/ply/book"
	"github.com/plygo/ply/mapello"
)

// tune book writes a book that reads back, the same from the same flags
// whatever -threads, with its command in the header; it takes the search
// of alphabeta-solve at a fixed depth; bad flags are usage errors.
func TestBookCommand(t *testing.T) {
	dir := t.TempDir()
	args := []string{"book", "-game", "mapello", "-setup", "plain", "-bot", "alphabeta:2", "-plies", "3", "-full", "2", "-margin", "1"}
	var texts [2]string
	for i := range texts {
		out := filepath.Join(dir, "b"+string(rune('0'+i)))
		if code, _, errs := tuneRun(t, append(args, "-o", out, "-threads", string(rune('1'+i)))...); code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		texts[i] = string(b)
	}
	if texts[0] != texts[1] {
		t.Error("two builds from the same flags differ")
	}
	if !strings.Contains(texts[0], "# built by: go run ./examples/tune book -game mapello -setup plain -bot alphabeta:2 -plies 3 -full 2 -margin 1 -max 5000\n") {
		t.Errorf("header:\n%.300s", texts[0])
	}
	g := mapello.MustNew()
	bk, err := book.Parse(g, []byte(texts[0]))
	if err != nil {
		t.Fatal(err)
	}
	if bk.Len() < 17 || len(bk.Moves(bk.Start())) != 4 {
		t.Errorf("%d positions, %d moves at the start", bk.Len(), len(bk.Moves(bk.Start())))
	}
	selective := []string{"book", "-game", "mapello", "-setup", "plain", "-bot", "alphabeta:3:probcut=on:selective=on", "-plies", "2"}
	if code, out, errs := tuneRun(t, selective...); code != 0 {
		t.Errorf("%v: exit %d, %s", selective, code, errs)
	} else if bk, err := book.Parse(g, []byte(out)); err != nil || bk.Len() != 17 {
		t.Errorf("%v: %v, want 17 positions:\n%.300s", selective, err, out)
	}
	for _, bad := range [][]string{{"-plies", "0"}, {"-threads", "0"}, {"-bot", "nonsense:"}, {"extra"}} {
		if code, _, _ := tuneRun(t, append([]string{"book"}, bad...)...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
	if code, _, _ := tuneRun(t, "book", "-game", "nosuchgame"); code != 1 {
		t.Errorf("an unknown game: exit %d, want 1", code)
	}
}
